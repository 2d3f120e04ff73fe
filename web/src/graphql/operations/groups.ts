/** Group sessions: scheduled, joined, started and sat together. */
import { graphql } from '../__generated__';
import type * as Generated from '../__generated__/graphql';

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

export const GroupSessionsQuery = graphql(`
  query GroupSessions {
    groupSessions {
      ...GroupSessionSummary
      createdBy
      joined
    }
  }
`);

graphql(`
  fragment GroupSessionDetailFields on GroupSession {
    ...GroupSessionSummary
    startOnTime
    remainingSeconds
    startsAt
    endsAt
    createdBy
    groupId
    joined
    creator {
      id
      firstName
    }
    participants {
      joinedAt
      status
      user {
        id
        firstName
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

/** The closing circle: read by those who sat the session once it has ended; the server answers nothing to anyone else, nor before the end. */
graphql(`
  fragment ClosingLineFields on ClosingLine {
    id
    text
    writtenAt
    author {
      id
      firstName
    }
  }
`);

export const ClosingLinesQuery = graphql(`
  query ClosingLines($id: ID!) {
    groupSession(id: $id) {
      id
      closingLines {
        ...ClosingLineFields
      }
    }
  }
`);

export const LeaveClosingLineMutation = graphql(`
  mutation LeaveClosingLine($groupSessionId: ID!, $text: String!) {
    leaveClosingLine(groupSessionId: $groupSessionId, text: $text) {
      ...ClosingLineFields
    }
  }
`);

export const RemoveClosingLineMutation = graphql(`
  mutation RemoveClosingLine($groupSessionId: ID!, $id: ID!) {
    removeClosingLine(groupSessionId: $groupSessionId, id: $id)
  }
`);

export type ClosingLine = Generated.ClosingLineFieldsFragment;
/** A session as the sessions list shows it, with whether the viewer is in it and whose it is. */
export type ListedGroupSession = Generated.GroupSessionsQuery['groupSessions'][number];
export type GroupSessionDetail = Generated.GroupSessionDetailFieldsFragment;
export type GroupSessionParticipant = GroupSessionDetail['participants'][number];
export type NewGroupSession = Generated.CreateGroupSessionInput;
