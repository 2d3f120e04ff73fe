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
export type CommunitySummary = Generated.CommunitiesQuery['communities'][number];

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
] as const;
