/** Communities, their members and their sessions. */
import { graphql } from '../__generated__';
import type * as Generated from '../__generated__/graphql';

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

/** The person's communities, a page at a time: the page after the one whose id after names (none: the first). */
export const MyCommunitiesQuery = graphql(`
  query MyCommunities($after: ID) {
    myCommunities(after: $after) {
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
      ...CommunityWithSessions
    }
  }
`);

graphql(`
  fragment CommunityWithSessions on Community {
    id
    name
    upcomingSessions {
      ...CommunitySessionFields
    }
    pastSessions(limit: 5) {
      ...CommunitySessionFields
    }
  }
`);

/** The pages of the person's communities after the first, with their sessions, for the Sessions tab. */
export const CommunitySessionsPageQuery = graphql(`
  query CommunitySessionsPage($after: ID) {
    myCommunities(after: $after) {
      ...CommunityWithSessions
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

export type CommunityCard = Generated.CommunityCardFieldsFragment;
export type CommunityDetail = Generated.CommunityDetailFieldsFragment;
export type CommunitySession = Generated.CommunitySessionFieldsFragment;
export type CommunityInvitation = NonNullable<Generated.CommunityInvitationQuery['communityInvitation']>;
export type NewCommunity = Generated.CreateCommunityInput;
export type CommunityChanges = Generated.UpdateCommunityInput;
export type MeetingSchedule = Generated.MeetingSchedule;
export type Weekday = Generated.Weekday;
export type MemberRole = Generated.MemberRole;
