/**
 * Every GraphQL operation the app sends, written once. Their result and
 * variable types are generated from the gateway's public schema into
 * ./__generated__ (npm run codegen -w web); nothing here restates a field's type.
 */
import { graphql } from './__generated__';
import type * as Generated from './__generated__/graphql';

export type {
  AchievementRarity,
  ActiveSessionState,
  GroupSessionStatus,
  Intention,
} from './__generated__/graphql';

graphql(`
  fragment ActiveSessionFields on ActiveSession {
    id
    state
    intention
    location
    duration
    startTime
    pausedAt
    totalPausedMs
    remainingSeconds
    groupSessionId
  }
`);

graphql(`
  fragment GroupSessionSummary on GroupSession {
    id
    name
    description
    intention
    scheduledStart
    duration
    maxParticipants
    participantCount
    status
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      id
      firstName
      lastName
      email
      profileImageUrl
      createdAt
    }
  }
`);

/** Whether session emails go to the signed-in user: the notification subgraph's part of them. */
export const SessionEmailsQuery = graphql(`
  query SessionEmails {
    me {
      id
      sessionEmails
    }
  }
`);

export const SetSessionEmailsMutation = graphql(`
  mutation SetSessionEmails($enabled: Boolean!) {
    setSessionEmails(enabled: $enabled) {
      id
      sessionEmails
    }
  }
`);

/** The session-start email as the server sends it, with a sample session and community. */
export const SessionEmailPreviewQuery = graphql(`
  query SessionEmailPreview {
    sessionEmailPreview {
      subject
      html
    }
  }
`);

export const ActiveSessionQuery = graphql(`
  query ActiveSession {
    activeSession {
      ...ActiveSessionFields
    }
  }
`);

export const RecentSessionsQuery = graphql(`
  query RecentSessions($limit: Int) {
    recentSessions(limit: $limit) {
      id
      intention
      location
      duration
      timestamp
    }
  }
`);

export const TodaySessionsQuery = graphql(`
  query TodaySessions($timeZone: String) {
    todaySessions(timeZone: $timeZone) {
      id
      duration
    }
  }
`);

export const UserStatsQuery = graphql(`
  query UserStats($timeZone: String) {
    userStats(timeZone: $timeZone) {
      streak
      longestStreak
      totalSessions
      totalMinutes
      averageDuration
    }
  }
`);

export const MyAchievementsQuery = graphql(`
  query MyAchievements {
    myAchievements {
      id
      name
      description
      icon
      rarity
      unlockedAt
    }
  }
`);

export const GlobalStatsQuery = graphql(`
  query GlobalStats {
    globalStats {
      activeMeditators
      totalSessions
      totalMinutes
      todaysTotalSessions
      totalMinutesToday
    }
  }
`);

export const IntentionStatsQuery = graphql(`
  query IntentionStats {
    intentionStats {
      intentions {
        intention
        percentage
        count
      }
      totalSessions
    }
  }
`);

export const ComprehensiveStatsQuery = graphql(`
  query ComprehensiveStats($timeZone: String) {
    comprehensiveStats(timeZone: $timeZone) {
      communityStats {
        totalCommunities
        activeCommunities
        totalMembers
      }
      allTime {
        totalUsers
        totalSessions
        totalMinutes
        averageSessionLength
      }
      thisMonth {
        totalSessions
        totalMinutes
        uniqueUsers
      }
    }
  }
`);

export const MyWeekQuery = graphql(`
  query MyWeek($timeZone: String) {
    myWeek(timeZone: $timeZone) {
      date
      minutes
      sessions
    }
  }
`);

graphql(`
  fragment MemberFields on User {
    id
    firstName
    lastName
    profileImageUrl
    createdAt
    totalMinutes
    totalSessions
  }
`);

export const RecentMembersQuery = graphql(`
  query RecentMembers($limit: Int) {
    recentMembers(limit: $limit) {
      ...MemberFields
    }
  }
`);

export const MostActiveMembersQuery = graphql(`
  query MostActiveMembers($limit: Int) {
    mostActiveMembers(limit: $limit) {
      ...MemberFields
    }
  }
`);

export const RecommendationsQuery = graphql(`
  query Recommendations($timeZone: String) {
    recommendations(timeZone: $timeZone) {
      id
      type
      title
      description
      actionText
      metadata {
        intention
        duration
        groupId
        achievementName
      }
    }
  }
`);

export const MyFocusQuery = graphql(`
  query MyFocus {
    me {
      id
      topIntention
    }
  }
`);

export const GroupSessionsQuery = graphql(`
  query GroupSessions {
    groupSessions {
      ...GroupSessionSummary
    }
  }
`);

graphql(`
  fragment GroupSessionDetailFields on GroupSession {
    ...GroupSessionSummary
    remainingSeconds
    startsAt
    endsAt
    createdBy
    groupId
    joined
    creator {
      id
      firstName
      lastName
      profileImageUrl
    }
    participants {
      joinedAt
      status
      user {
        id
        firstName
        lastName
        profileImageUrl
      }
    }
  }
`);

export const GroupSessionQuery = graphql(`
  query GroupSession($id: ID!) {
    groupSession(id: $id) {
      ...GroupSessionDetailFields
    }
  }
`);

export const CreateGroupSessionMutation = graphql(`
  mutation CreateGroupSession($input: CreateGroupSessionInput!) {
    createGroupSession(input: $input) {
      ...GroupSessionSummary
    }
  }
`);

/**
 * The community a group session belongs to, as far as joining goes: only members join a private
 * community's sessions.
 */
export const GroupSessionCommunityQuery = graphql(`
  query GroupSessionCommunity($id: ID!) {
    community(id: $id) {
      id
      name
      isPublic
      myRole
    }
  }
`);

/** Join, leave and start answer the whole session, so the page shows the new state straight from the cache. */
export const JoinGroupSessionMutation = graphql(`
  mutation JoinGroupSession($id: ID!) {
    joinGroupSession(id: $id) {
      ...GroupSessionDetailFields
    }
  }
`);

export const LeaveGroupSessionMutation = graphql(`
  mutation LeaveGroupSession($id: ID!) {
    leaveGroupSession(id: $id) {
      ...GroupSessionDetailFields
    }
  }
`);

export const StartGroupSessionMutation = graphql(`
  mutation StartGroupSession($id: ID!) {
    startGroupSession(id: $id) {
      ...GroupSessionDetailFields
    }
  }
`);

/** What a community card shows, on Discover and on My Communities alike. */
graphql(`
  fragment CommunityCardFields on Community {
    id
    name
    description
    intention
    isPublic
    memberCount
    postCount
    sessionsThisWeek
    createdBy
  }
`);

export const CommunitiesQuery = graphql(`
  query Communities {
    communities {
      ...CommunityCardFields
    }
  }
`);

export const MyCommunitiesQuery = graphql(`
  query MyCommunities {
    myCommunities {
      ...CommunityCardFields
      myRole
    }
  }
`);

/** A session as the communities page lists it: when it runs, and which community it belongs to. */
graphql(`
  fragment CommunitySessionFields on GroupSession {
    ...GroupSessionSummary
    groupId
    startsAt
    endsAt
  }
`);

/**
 * The Sessions tab: every session that is live or still to come, and those of
 * my communities (their recent completed ones too), each with its community's name.
 */
export const CommunitySessionsQuery = graphql(`
  query CommunitySessions {
    groupSessions {
      ...CommunitySessionFields
    }
    myCommunities {
      id
      name
      upcomingSessions {
        ...CommunitySessionFields
      }
      pastSessions(limit: 5) {
        ...CommunitySessionFields
      }
    }
  }
`);

graphql(`
  fragment CommunityDetailFields on Community {
    ...CommunityCardFields
    maxMembers
    meetingSchedule
    meetingDays
    meetingTime
    timezone
    meditationDuration
    createdAt
    myRole
    liveSession {
      id
    }
    upcomingSessions {
      ...CommunitySessionFields
    }
    members {
      role
      joinedAt
      user {
        id
        firstName
        lastName
        profileImageUrl
      }
    }
    pastSessions {
      id
      name
      intention
      description
      scheduledStart
      participantCount
      totalMinutes
    }
  }
`);

export const CommunityQuery = graphql(`
  query Community($id: ID!) {
    community(id: $id) {
      ...CommunityDetailFields
    }
  }
`);

export const CommunityInvitationQuery = graphql(`
  query CommunityInvitation($id: ID!) {
    communityInvitation(id: $id) {
      id
      name
      description
      intention
      isPublic
      memberCount
      createdAt
      meetingTime
      timezone
    }
  }
`);

export const CreateCommunityMutation = graphql(`
  mutation CreateCommunity($input: CreateCommunityInput!) {
    createCommunity(input: $input) {
      ...CommunityCardFields
      myRole
    }
  }
`);

/** Changes to a community answer the whole page's view of it, so the page updates from the cache. */
export const UpdateCommunityMutation = graphql(`
  mutation UpdateCommunity($id: ID!, $input: UpdateCommunityInput!) {
    updateCommunity(id: $id, input: $input) {
      ...CommunityDetailFields
    }
  }
`);

export const JoinCommunityMutation = graphql(`
  mutation JoinCommunity($id: ID!) {
    joinCommunity(id: $id) {
      ...CommunityDetailFields
    }
  }
`);

export const LeaveCommunityMutation = graphql(`
  mutation LeaveCommunity($id: ID!) {
    leaveCommunity(id: $id) {
      ...CommunityDetailFields
    }
  }
`);

export const DeleteCommunityMutation = graphql(`
  mutation DeleteCommunity($id: ID!) {
    deleteCommunity(id: $id)
  }
`);

export const StartActiveSessionMutation = graphql(`
  mutation StartActiveSession($input: StartActiveSessionInput!) {
    startActiveSession(input: $input) {
      ...ActiveSessionFields
    }
  }
`);

export const UpdateActiveSessionMutation = graphql(`
  mutation UpdateActiveSession($input: UpdateActiveSessionInput!) {
    updateActiveSession(input: $input) {
      ...ActiveSessionFields
    }
  }
`);

export const StopActiveSessionMutation = graphql(`
  mutation StopActiveSession {
    stopActiveSession
  }
`);

export const CompleteSessionMutation = graphql(`
  mutation CompleteSession($input: CompleteSessionInput!, $timeZone: String) {
    completeSession(input: $input, timeZone: $timeZone) {
      session {
        id
        intention
        location
        duration
        timestamp
      }
      newAchievements {
        id
        name
        description
        rarity
      }
    }
  }
`);

export type UnlockedAchievement = Generated.MyAchievementsQuery['myAchievements'][number];
export type GroupSessionSummary = Generated.GroupSessionSummaryFragment;
export type GroupSessionDetail = Generated.GroupSessionDetailFieldsFragment;
export type GroupSessionParticipant = GroupSessionDetail['participants'][number];
export type NewGroupSession = Generated.CreateGroupSessionInput;
export type CommunityCard = Generated.CommunityCardFieldsFragment;
export type CommunityDetail = Generated.CommunityDetailFieldsFragment;
export type CommunitySession = Generated.CommunitySessionFieldsFragment;
export type CommunityInvitation = NonNullable<Generated.CommunityInvitationQuery['communityInvitation']>;
export type NewCommunity = Generated.CreateCommunityInput;
export type CommunityChanges = Generated.UpdateCommunityInput;
export type MeetingSchedule = Generated.MeetingSchedule;
export type Weekday = Generated.Weekday;
export type MemberRole = Generated.MemberRole;
export type CommunitySummary = Generated.CommunitiesQuery['communities'][number];
export type Member = Generated.MemberFieldsFragment;
export type Recommendation = Generated.RecommendationsQuery['recommendations'][number];
export type DayMinutes = Generated.MyWeekQuery['myWeek'][number];

/**
 * What a completed meditation changes (spec §4): each query by its name, with
 * the root field it reads from the cache.
 */
export const changedByCompletion = [
  { query: 'RecentSessions', field: 'recentSessions' },
  { query: 'TodaySessions', field: 'todaySessions' },
  { query: 'GlobalStats', field: 'globalStats' },
  { query: 'UserStats', field: 'userStats' },
  { query: 'MyAchievements', field: 'myAchievements' },
  { query: 'MyWeek', field: 'myWeek' },
  { query: 'Recommendations', field: 'recommendations' },
  { query: 'ComprehensiveStats', field: 'comprehensiveStats' },
  { query: 'MostActiveMembers', field: 'mostActiveMembers' },
] as const;
