/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How rare an achievement is. */
export type AchievementRarity =
  | 'COMMON'
  | 'EPIC'
  | 'LEGENDARY'
  | 'RARE';

/** Where a meditation in progress stands. */
export type ActiveSessionState =
  | 'COUNTDOWN'
  | 'MEDITATING'
  | 'PAUSED';

export type CompleteSessionInput = {
  duration: number;
  groupSessionId?: string | number | null | undefined;
  intention: Intention;
  location: string;
};

export type CreateGroupSessionInput = {
  description?: string | null | undefined;
  /** Whole minutes, 1 to 60. */
  duration?: number | null | undefined;
  /** The community it belongs to; the creator must be a member of it. */
  groupId?: string | number | null | undefined;
  intention: Intention;
  /** 1 to 1000. */
  maxParticipants?: number | null | undefined;
  name: string;
  /** Not in the past by more than a minute. */
  scheduledStart: string;
};

/** Where a group session stands. */
export type GroupSessionStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'SCHEDULED';

/** One of the seven intentions people meditate on. */
export type Intention =
  | 'COMPASSION'
  | 'FORGIVENESS'
  | 'LOVE'
  | 'NON_VIOLENCE'
  | 'PEACE'
  | 'SERVICE'
  | 'UNITY';

/** A person's place in a community they belong to. */
export type MemberRole =
  | 'MEMBER'
  /** Created the community, and manages it. */
  | 'OWNER';

/** Whether a person is in a group session. */
export type ParticipantStatus =
  | 'JOINED'
  | 'LEFT';

export type StartActiveSessionInput = {
  duration: number;
  groupSessionId?: string | number | null | undefined;
  intention: Intention;
  location: string;
};

export type UpdateActiveSessionInput = {
  lastPing?: string | null | undefined;
  pausedAt?: string | null | undefined;
  /** PAUSED or MEDITATING */
  state?: ActiveSessionState | null | undefined;
  totalPausedMs?: number | null | undefined;
};

export type ActiveSessionFieldsFragment = { id: string, state: ActiveSessionState, intention: Intention, location: string, duration: number, remainingSeconds: number, groupSessionId: string | null };

export type GroupSessionSummaryFragment = { id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, participantCount: number, status: GroupSessionStatus };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, firstName: string | null, lastName: string | null, email: string | null, profileImageUrl: string | null, createdAt: string } | null };

export type ActiveSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveSessionQuery = { activeSession: { id: string, state: ActiveSessionState, intention: Intention, location: string, duration: number, remainingSeconds: number, groupSessionId: string | null } | null };

export type RecentSessionsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RecentSessionsQuery = { recentSessions: Array<{ id: string, intention: Intention, location: string, duration: number, timestamp: string }> };

export type TodaySessionsQueryVariables = Exact<{
  timeZone?: string | null | undefined;
}>;


export type TodaySessionsQuery = { todaySessions: Array<{ id: string, duration: number }> };

export type UserStatsQueryVariables = Exact<{
  timeZone?: string | null | undefined;
}>;


export type UserStatsQuery = { userStats: { streak: number, longestStreak: number, totalSessions: number, totalMinutes: number, averageDuration: number } };

export type MyAchievementsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAchievementsQuery = { myAchievements: Array<{ id: string, name: string, description: string, icon: string, rarity: AchievementRarity, unlockedAt: string }> };

export type GlobalStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type GlobalStatsQuery = { globalStats: { activeMeditators: number, totalSessions: number, totalMinutes: number, todaysTotalSessions: number, totalMinutesToday: number } };

export type IntentionStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type IntentionStatsQuery = { intentionStats: { totalSessions: number, intentions: Array<{ intention: Intention, percentage: number, count: number }> } };

export type GroupSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupSessionsQuery = { groupSessions: Array<{ id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, participantCount: number, status: GroupSessionStatus }> };

export type GroupSessionDetailFieldsFragment = { remainingSeconds: number | null, startsAt: string, endsAt: string, createdBy: string, joined: boolean, id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, participantCount: number, status: GroupSessionStatus, creator: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null }, participants: Array<{ joinedAt: string, status: ParticipantStatus, user: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null } }> };

export type GroupSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupSessionQuery = { groupSession: { remainingSeconds: number | null, startsAt: string, endsAt: string, createdBy: string, joined: boolean, id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, participantCount: number, status: GroupSessionStatus, creator: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null }, participants: Array<{ joinedAt: string, status: ParticipantStatus, user: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null } }> } | null };

export type CreateGroupSessionMutationVariables = Exact<{
  input: CreateGroupSessionInput;
}>;


export type CreateGroupSessionMutation = { createGroupSession: { id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, participantCount: number, status: GroupSessionStatus } };

export type JoinGroupSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type JoinGroupSessionMutation = { joinGroupSession: { remainingSeconds: number | null, startsAt: string, endsAt: string, createdBy: string, joined: boolean, id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, participantCount: number, status: GroupSessionStatus, creator: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null }, participants: Array<{ joinedAt: string, status: ParticipantStatus, user: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null } }> } };

export type LeaveGroupSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type LeaveGroupSessionMutation = { leaveGroupSession: { remainingSeconds: number | null, startsAt: string, endsAt: string, createdBy: string, joined: boolean, id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, participantCount: number, status: GroupSessionStatus, creator: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null }, participants: Array<{ joinedAt: string, status: ParticipantStatus, user: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null } }> } };

export type StartGroupSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type StartGroupSessionMutation = { startGroupSession: { remainingSeconds: number | null, startsAt: string, endsAt: string, createdBy: string, joined: boolean, id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, participantCount: number, status: GroupSessionStatus, creator: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null }, participants: Array<{ joinedAt: string, status: ParticipantStatus, user: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null } }> } };

export type CommunityCardFieldsFragment = { id: string, name: string, description: string | null, intention: Intention, isPublic: number, memberCount: number, createdBy: string };

export type CommunitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type CommunitiesQuery = { communities: Array<{ id: string, name: string, description: string | null, intention: Intention, isPublic: number, memberCount: number, createdBy: string }> };

export type MyCommunitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCommunitiesQuery = { myCommunities: Array<{ myRole: MemberRole | null, id: string, name: string, description: string | null, intention: Intention, isPublic: number, memberCount: number, createdBy: string }> };

export type StartActiveSessionMutationVariables = Exact<{
  input: StartActiveSessionInput;
}>;


export type StartActiveSessionMutation = { startActiveSession: { id: string, state: ActiveSessionState, intention: Intention, location: string, duration: number, remainingSeconds: number, groupSessionId: string | null } };

export type UpdateActiveSessionMutationVariables = Exact<{
  input: UpdateActiveSessionInput;
}>;


export type UpdateActiveSessionMutation = { updateActiveSession: { id: string, state: ActiveSessionState, intention: Intention, location: string, duration: number, remainingSeconds: number, groupSessionId: string | null } };

export type StopActiveSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type StopActiveSessionMutation = { stopActiveSession: boolean };

export type CompleteSessionMutationVariables = Exact<{
  input: CompleteSessionInput;
  timeZone?: string | null | undefined;
}>;


export type CompleteSessionMutation = { completeSession: { session: { id: string, intention: Intention, location: string, duration: number, timestamp: string }, newAchievements: Array<{ id: string, name: string, description: string, rarity: AchievementRarity }> } };

export const ActiveSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}}]}}]} as unknown as DocumentNode<ActiveSessionFieldsFragment, unknown>;
export const GroupSessionSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<GroupSessionSummaryFragment, unknown>;
export const GroupSessionDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<GroupSessionDetailFieldsFragment, unknown>;
export const CommunityCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<CommunityCardFieldsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const ActiveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}}]}}]} as unknown as DocumentNode<ActiveSessionQuery, ActiveSessionQueryVariables>;
export const RecentSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<RecentSessionsQuery, RecentSessionsQueryVariables>;
export const TodaySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TodaySessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todaySessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}}]}}]}}]} as unknown as DocumentNode<TodaySessionsQuery, TodaySessionsQueryVariables>;
export const UserStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"averageDuration"}}]}}]}}]} as unknown as DocumentNode<UserStatsQuery, UserStatsQueryVariables>;
export const MyAchievementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedAt"}}]}}]}}]} as unknown as DocumentNode<MyAchievementsQuery, MyAchievementsQueryVariables>;
export const GlobalStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeMeditators"}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"todaysTotalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutesToday"}}]}}]}}]} as unknown as DocumentNode<GlobalStatsQuery, GlobalStatsQueryVariables>;
export const IntentionStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntentionStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentionStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}}]}}]}}]} as unknown as DocumentNode<IntentionStatsQuery, IntentionStatsQueryVariables>;
export const GroupSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<GroupSessionsQuery, GroupSessionsQueryVariables>;
export const GroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<GroupSessionQuery, GroupSessionQueryVariables>;
export const CreateGroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionSummary"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CreateGroupSessionMutation, CreateGroupSessionMutationVariables>;
export const JoinGroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinGroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinGroupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<JoinGroupSessionMutation, JoinGroupSessionMutationVariables>;
export const LeaveGroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveGroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveGroupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveGroupSessionMutation, LeaveGroupSessionMutationVariables>;
export const StartGroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartGroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startGroupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionSummary"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}},{"kind":"Field","name":{"kind":"Name","value":"creator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<StartGroupSessionMutation, StartGroupSessionMutationVariables>;
export const CommunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Communities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<CommunitiesQuery, CommunitiesQueryVariables>;
export const MyCommunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCommunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCommunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommunityCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommunityCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<MyCommunitiesQuery, MyCommunitiesQueryVariables>;
export const StartActiveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartActiveSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartActiveSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startActiveSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}}]}}]} as unknown as DocumentNode<StartActiveSessionMutation, StartActiveSessionMutationVariables>;
export const UpdateActiveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateActiveSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateActiveSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateActiveSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}}]}}]} as unknown as DocumentNode<UpdateActiveSessionMutation, UpdateActiveSessionMutationVariables>;
export const StopActiveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopActiveSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopActiveSession"}}]}}]} as unknown as DocumentNode<StopActiveSessionMutation, StopActiveSessionMutationVariables>;
export const CompleteSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSessionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}}]}}]}}]}}]} as unknown as DocumentNode<CompleteSessionMutation, CompleteSessionMutationVariables>;
