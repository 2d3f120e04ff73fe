/* Generated from src/rest/operations/*.graphql by `npm run codegen`; do not edit. */
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
  /** Keeps a personal meditation stopped before its end: duration is then the whole minutes actually sat, at least one, within the time the meditation in progress has run. */
  partial?: boolean | null | undefined;
  /** When the meditation began. A meditation made offline gives its own; without it, the one in progress ends now. */
  startedAt?: string | null | undefined;
};

export type CreateCommunityInput = {
  /** At most 1000 characters. */
  description?: string | null | undefined;
  /** https only. */
  imageUrl?: string | null | undefined;
  intention: Intention;
  /** 1 for public, 0 for private. */
  isPublic?: number | null | undefined;
  /** 1 to 1000. */
  maxMembers?: number | null | undefined;
  /** 5, 10 or 20 minutes. */
  meditationDuration?: number | null | undefined;
  /** Only for a weekly schedule. */
  meetingDays?: Array<Weekday> | null | undefined;
  /** WEEKLY when absent. */
  meetingSchedule?: MeetingSchedule | null | undefined;
  /** HH:MM, 24-hour. */
  meetingTime?: string | null | undefined;
  /** 1 to 100 characters. */
  name: string;
  /** At most 10, each 1 to 30 characters. */
  tags?: Array<string> | null | undefined;
  /** An IANA time zone. */
  timezone?: string | null | undefined;
};

export type CreateCommunityPostInput = {
  /** 1 to 5000 characters. */
  content: string;
  /** At most 200 characters. */
  title?: string | null | undefined;
  /** DISCUSSION when absent. */
  type?: PostType | null | undefined;
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
  /** Whether it starts by itself at its scheduled start, without its creator pressing Start. Unset: yes for a community's session, no otherwise. */
  startOnTime?: boolean | null | undefined;
};

export type DailyReminderInput = {
  channels?: Array<string> | null | undefined;
  time?: string | null | undefined;
};

/** Where an email stands. */
export type EmailDeliveryStatus =
  | 'FAILED'
  | 'QUEUED'
  | 'SENT'
  /** Not sent: the recipient turned session emails off, or has no address. */
  | 'SKIPPED';

/** How the end of a sit is marked. */
export type EndSignal =
  | 'LIGHT'
  | 'SILENT'
  | 'SOUND'
  | 'VIBRATION';

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

/** A language the product speaks, by its BCP 47 code (EN is en). */
export type Language =
  | 'AR'
  | 'DE'
  | 'EN'
  | 'ES'
  | 'JA';

/** How often a community meets. */
export type MeetingSchedule =
  | 'DAILY'
  | 'WEEKLY';

/** A person's place in a community they belong to. */
export type MemberRole =
  | 'MEMBER'
  /** Created the community, and manages it. */
  | 'OWNER';

/** Whether a person is in a group session. */
export type ParticipantStatus =
  | 'JOINED'
  | 'LEFT';

/** What a post on a community's board is. */
export type PostType =
  | 'ANNOUNCEMENT'
  | 'DISCUSSION'
  | 'QUESTION'
  | 'REFLECTION';

/** A change to the practice settings: the fields given change, the others stay. */
export type PracticeSettingsInput = {
  dayEndHour?: number | null | undefined;
  endSignal?: EndSignal | null | undefined;
  grace?: boolean | null | undefined;
  intervalBellMinutes?: number | null | undefined;
  recordLocation?: boolean | null | undefined;
};

/** A browser's PushSubscription.toJSON(). */
export type PushSubscriptionInput = {
  endpoint: string;
  /** Milliseconds since the epoch, or null. */
  expirationTime?: number | null | undefined;
  keys: PushSubscriptionKeysInput;
};

export type PushSubscriptionKeysInput = {
  auth: string;
  p256dh: string;
};

export type QuietHoursInput = {
  from: string;
  to: string;
};

/** What kind of suggestion a recommendation is. */
export type RecommendationType =
  | 'ACHIEVEMENT'
  | 'COMMUNITY'
  | 'DURATION'
  | 'INTENTION'
  | 'STREAK';

/** A change to the reminder settings: the fields given change, the others stay. quietHours: null turns quiet hours off; daily.time: null the daily reminder. */
export type ReminderSettingsInput = {
  daily?: DailyReminderInput | null | undefined;
  quietHours?: QuietHoursInput | null | undefined;
  sessionStarts?: Array<string> | null | undefined;
  streakKeeper?: boolean | null | undefined;
  timeZone?: string | null | undefined;
};

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

/** The fields an owner may change; an absent field stays as it is. Same rules as on create. */
export type UpdateCommunityInput = {
  description?: string | null | undefined;
  intention?: Intention | null | undefined;
  isPublic?: number | null | undefined;
  maxMembers?: number | null | undefined;
  meditationDuration?: number | null | undefined;
  meetingDays?: Array<Weekday> | null | undefined;
  meetingSchedule?: MeetingSchedule | null | undefined;
  meetingTime?: string | null | undefined;
  name?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  timezone?: string | null | undefined;
};

/** A day of the week a weekly community meets on. */
export type Weekday =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

export type AccountExportQueryVariables = Exact<{
  sessions: number;
  communities: number;
  groupSessions: number;
  closingLines: number;
  emails: number;
}>;


export type AccountExportQuery = { me: { sessionEmails: boolean, language: Language | null, id: string, firstName: string | null, lastName: string | null, email: string | null, profileImageUrl: string | null, createdAt: string } | null, mySessions: Array<{ id: string, intention: Intention, location: string, duration: number, timestamp: string, groupSessionId: string | null, partial: boolean }>, practiceSettings: { endSignal: EndSignal, intervalBellMinutes: number, dayEndHour: number, grace: boolean, recordLocation: boolean }, myAchievements: Array<{ id: string, name: string, description: string, icon: string, rarity: AchievementRarity, unlockedAt: string }>, myCommunities: Array<{ id: string, name: string, intention: Intention, isPublic: number, createdAt: string, myRole: MemberRole | null }>, myGroupSessions: Array<{ id: string, name: string, intention: Intention, scheduledStart: string, duration: number, status: GroupSessionStatus, groupId: string | null, createdBy: string, joined: boolean }>, myClosingLines: Array<{ id: string, text: string, writtenAt: string, groupSession: { id: string, name: string } }>, myEmailLog: Array<{ id: string, kind: string, subject: string, recipient: string, status: EmailDeliveryStatus, error: string | null, createdAt: string, sentAt: string | null }>, myPushSubscriptions: Array<{ id: string, endpoint: string, expirationTime: string | null, createdAt: string }>, reminderSettings: { timeZone: string, streakKeeper: boolean, sessionStarts: Array<string>, daily: { time: string | null, channels: Array<string> }, quietHours: { from: string, to: string } | null } };

export type ExportCommunityFieldsFragment = { id: string, name: string, intention: Intention, isPublic: number, createdAt: string, myRole: MemberRole | null };

export type ExportGroupSessionFieldsFragment = { id: string, name: string, intention: Intention, scheduledStart: string, duration: number, status: GroupSessionStatus, groupId: string | null, createdBy: string, joined: boolean };

export type ExportClosingLineFieldsFragment = { id: string, text: string, writtenAt: string, groupSession: { id: string, name: string } };

export type ExportEmailFieldsFragment = { id: string, kind: string, subject: string, recipient: string, status: EmailDeliveryStatus, error: string | null, createdAt: string, sentAt: string | null };

export type AccountSessionsPageQueryVariables = Exact<{
  first: number;
  after: string | number;
}>;


export type AccountSessionsPageQuery = { mySessions: Array<{ id: string, intention: Intention, location: string, duration: number, timestamp: string, groupSessionId: string | null, partial: boolean }> };

export type AccountCommunitiesPageQueryVariables = Exact<{
  first: number;
  after: string | number;
}>;


export type AccountCommunitiesPageQuery = { myCommunities: Array<{ id: string, name: string, intention: Intention, isPublic: number, createdAt: string, myRole: MemberRole | null }> };

export type AccountGroupSessionsPageQueryVariables = Exact<{
  first: number;
  after: string | number;
}>;


export type AccountGroupSessionsPageQuery = { myGroupSessions: Array<{ id: string, name: string, intention: Intention, scheduledStart: string, duration: number, status: GroupSessionStatus, groupId: string | null, createdBy: string, joined: boolean }> };

export type AccountClosingLinesPageQueryVariables = Exact<{
  first: number;
  after: string | number;
}>;


export type AccountClosingLinesPageQuery = { myClosingLines: Array<{ id: string, text: string, writtenAt: string, groupSession: { id: string, name: string } }> };

export type AccountEmailLogPageQueryVariables = Exact<{
  first: number;
  after: string | number;
}>;


export type AccountEmailLogPageQuery = { myEmailLog: Array<{ id: string, kind: string, subject: string, recipient: string, status: EmailDeliveryStatus, error: string | null, createdAt: string, sentAt: string | null }> };

export type DeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type RestCommunityFragment = { id: string, name: string, description: string | null, intention: Intention, isPublic: number, maxMembers: number, meetingSchedule: MeetingSchedule | null, meetingDays: Array<Weekday>, meetingTime: string | null, timezone: string, tags: Array<string>, imageUrl: string | null, meditationDuration: number, createdBy: string, createdAt: string, memberCount: number, postCount: number };

export type CommunitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type CommunitiesQuery = { communities: Array<{ id: string, name: string, description: string | null, intention: Intention, isPublic: number, maxMembers: number, meetingSchedule: MeetingSchedule | null, meetingDays: Array<Weekday>, meetingTime: string | null, timezone: string, tags: Array<string>, imageUrl: string | null, meditationDuration: number, createdBy: string, createdAt: string, memberCount: number, postCount: number }> };

export type MyCommunitiesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | number | null | undefined;
}>;


export type MyCommunitiesQuery = { myCommunities: Array<{ myRole: MemberRole | null, id: string, name: string, description: string | null, intention: Intention, isPublic: number, maxMembers: number, meetingSchedule: MeetingSchedule | null, meetingDays: Array<Weekday>, meetingTime: string | null, timezone: string, tags: Array<string>, imageUrl: string | null, meditationDuration: number, createdBy: string, createdAt: string, memberCount: number, postCount: number }> };

export type CommunityQueryVariables = Exact<{
  id: string | number;
}>;


export type CommunityQuery = { community: { id: string, name: string, description: string | null, intention: Intention, isPublic: number, maxMembers: number, meetingSchedule: MeetingSchedule | null, meetingDays: Array<Weekday>, meetingTime: string | null, timezone: string, tags: Array<string>, imageUrl: string | null, meditationDuration: number, createdBy: string, createdAt: string, memberCount: number, postCount: number } | null };

export type CreateCommunityMutationVariables = Exact<{
  input: CreateCommunityInput;
}>;


export type CreateCommunityMutation = { createCommunity: { id: string, name: string, description: string | null, intention: Intention, isPublic: number, maxMembers: number, meetingSchedule: MeetingSchedule | null, meetingDays: Array<Weekday>, meetingTime: string | null, timezone: string, tags: Array<string>, imageUrl: string | null, meditationDuration: number, createdBy: string, createdAt: string, memberCount: number, postCount: number } };

export type UpdateCommunityMutationVariables = Exact<{
  id: string | number;
  input: UpdateCommunityInput;
}>;


export type UpdateCommunityMutation = { updateCommunity: { id: string, name: string, description: string | null, intention: Intention, isPublic: number, maxMembers: number, meetingSchedule: MeetingSchedule | null, meetingDays: Array<Weekday>, meetingTime: string | null, timezone: string, tags: Array<string>, imageUrl: string | null, meditationDuration: number, createdBy: string, createdAt: string, memberCount: number, postCount: number } };

export type DeleteCommunityMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCommunityMutation = { deleteCommunity: string };

export type JoinCommunityMutationVariables = Exact<{
  id: string | number;
}>;


export type JoinCommunityMutation = { joinCommunity: { id: string, name: string, description: string | null, intention: Intention, isPublic: number, maxMembers: number, meetingSchedule: MeetingSchedule | null, meetingDays: Array<Weekday>, meetingTime: string | null, timezone: string, tags: Array<string>, imageUrl: string | null, meditationDuration: number, createdBy: string, createdAt: string, memberCount: number, postCount: number } };

export type LeaveCommunityMutationVariables = Exact<{
  id: string | number;
}>;


export type LeaveCommunityMutation = { leaveCommunity: { id: string, name: string, description: string | null, intention: Intention, isPublic: number, maxMembers: number, meetingSchedule: MeetingSchedule | null, meetingDays: Array<Weekday>, meetingTime: string | null, timezone: string, tags: Array<string>, imageUrl: string | null, meditationDuration: number, createdBy: string, createdAt: string, memberCount: number, postCount: number } };

export type CommunityMembersQueryVariables = Exact<{
  id: string | number;
}>;


export type CommunityMembersQuery = { community: { members: Array<{ role: MemberRole, joinedAt: string, user: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, createdAt: string } }> } | null };

export type CommunityPastSessionsQueryVariables = Exact<{
  id: string | number;
  limit?: number | null | undefined;
}>;


export type CommunityPastSessionsQuery = { community: { pastSessions: Array<{ id: string, name: string, intention: Intention, description: string | null, scheduledStart: string, participantCount: number, totalMinutes: number }> } | null };

export type CommunityInvitationQueryVariables = Exact<{
  id: string | number;
}>;


export type CommunityInvitationQuery = { communityInvitation: { name: string, description: string | null, intention: Intention, isPublic: boolean, createdAt: string, meetingTime: string | null, memberCount: number } | null };

export type RestCommunityPostFragment = { id: string, groupId: string, authorId: string, title: string | null, content: string, type: PostType, isPinned: boolean, likesCount: number, repliesCount: number, createdAt: string, author: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null } | null };

export type CommunityPostsQueryVariables = Exact<{
  id: string | number;
  limit?: number | null | undefined;
}>;


export type CommunityPostsQuery = { community: { posts: Array<{ id: string, groupId: string, authorId: string, title: string | null, content: string, type: PostType, isPinned: boolean, likesCount: number, repliesCount: number, createdAt: string, author: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null } | null }> } | null };

export type CreateCommunityPostMutationVariables = Exact<{
  groupId: string | number;
  input: CreateCommunityPostInput;
}>;


export type CreateCommunityPostMutation = { createCommunityPost: { id: string, groupId: string, authorId: string, title: string | null, content: string, type: PostType, isPinned: boolean, likesCount: number, repliesCount: number, createdAt: string, author: { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null } | null } };

export type CommunityCalendarQueryVariables = Exact<{
  id: string | number;
}>;


export type CommunityCalendarQuery = { community: { id: string, name: string, description: string | null, intention: Intention, meetingSchedule: MeetingSchedule | null, meetingDays: Array<Weekday>, meetingTime: string | null, timezone: string, meditationDuration: number, createdAt: string, upcomingSessions: Array<{ id: string, name: string, description: string | null, intention: Intention, status: GroupSessionStatus, startsAt: string, endsAt: string }> } | null };

export type GroupSessionFieldsFragment = { id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, status: GroupSessionStatus, createdBy: string, groupId: string | null, remainingSeconds: number | null, startsAt: string, endsAt: string, participantCount: number };

export type GroupSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GroupSessionsQuery = { groupSessions: Array<{ id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, status: GroupSessionStatus, createdBy: string, groupId: string | null, remainingSeconds: number | null, startsAt: string, endsAt: string, participantCount: number }> };

export type GroupSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupSessionQuery = { groupSession: { id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, status: GroupSessionStatus, createdBy: string, groupId: string | null, remainingSeconds: number | null, startsAt: string, endsAt: string, participantCount: number } | null };

export type GroupSessionParticipantsQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupSessionParticipantsQuery = { groupSession: { participants: Array<{ status: ParticipantStatus, user: { id: string, firstName: string | null } }> } | null };

export type CreateGroupSessionMutationVariables = Exact<{
  input: CreateGroupSessionInput;
}>;


export type CreateGroupSessionMutation = { createGroupSession: { id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, status: GroupSessionStatus, createdBy: string, groupId: string | null, remainingSeconds: number | null, startsAt: string, endsAt: string, participantCount: number } };

export type JoinGroupSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type JoinGroupSessionMutation = { joinGroupSession: { id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, status: GroupSessionStatus, createdBy: string, groupId: string | null, remainingSeconds: number | null, startsAt: string, endsAt: string, participantCount: number } };

export type LeaveGroupSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type LeaveGroupSessionMutation = { leaveGroupSession: { id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, status: GroupSessionStatus, createdBy: string, groupId: string | null, remainingSeconds: number | null, startsAt: string, endsAt: string, participantCount: number } };

export type StartGroupSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type StartGroupSessionMutation = { startGroupSession: { id: string, name: string, description: string | null, intention: Intention, scheduledStart: string, duration: number, maxParticipants: number, status: GroupSessionStatus, createdBy: string, groupId: string | null, remainingSeconds: number | null, startsAt: string, endsAt: string, participantCount: number } };

export type ClosingLineFieldsFragment = { id: string, text: string, writtenAt: string, author: { id: string, firstName: string | null } };

export type GroupSessionClosingLinesQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupSessionClosingLinesQuery = { groupSession: { closingLines: Array<{ id: string, text: string, writtenAt: string, author: { id: string, firstName: string | null } }> } | null };

export type LeaveClosingLineMutationVariables = Exact<{
  groupSessionId: string | number;
  text: string;
}>;


export type LeaveClosingLineMutation = { leaveClosingLine: { id: string, text: string, writtenAt: string, author: { id: string, firstName: string | null } } };

export type RemoveClosingLineMutationVariables = Exact<{
  groupSessionId: string | number;
  id: string | number;
}>;


export type RemoveClosingLineMutation = { removeClosingLine: string };

export type RestUserFieldsFragment = { id: string, firstName: string | null, lastName: string | null, email: string | null, profileImageUrl: string | null, createdAt: string };

export type AuthUserQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthUserQuery = { me: { id: string, firstName: string | null, lastName: string | null, email: string | null, profileImageUrl: string | null, createdAt: string } | null };

export type PrivacySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacySettingsQuery = { me: { id: string, hiddenFromLists: boolean | null } | null };

export type SetHiddenFromListsMutationVariables = Exact<{
  hidden: boolean;
}>;


export type SetHiddenFromListsMutation = { setHiddenFromLists: { id: string, hiddenFromLists: boolean | null } };

export type LanguageSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type LanguageSettingQuery = { me: { id: string, language: Language | null } | null };

export type SetLanguageMutationVariables = Exact<{
  language?: Language | null | undefined;
}>;


export type SetLanguageMutation = { setLanguage: { id: string, language: Language | null } };

export type LiveSessionCommunityQueryVariables = Exact<{
  id: string | number;
}>;


export type LiveSessionCommunityQuery = { groupSession: { groupId: string | null, createdBy: string, joined: boolean } | null };

export type LiveCommunityAccessQueryVariables = Exact<{
  id: string | number;
}>;


export type LiveCommunityAccessQuery = { community: { isPublic: number, myRole: MemberRole | null } | null };

export type LiveMyCommunitiesQueryVariables = Exact<{
  first: number;
  after?: string | number | null | undefined;
}>;


export type LiveMyCommunitiesQuery = { myCommunities: Array<{ id: string }> };

export type RestActiveSessionFragment = { id: string, state: ActiveSessionState, intention: Intention, location: string, duration: number, startTime: string, remainingSeconds: number, groupSessionId: string | null };

export type SessionFieldsFragment = { id: string, intention: Intention, location: string, duration: number, timestamp: string, groupSessionId: string | null, partial: boolean };

export type ActiveSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveSessionQuery = { activeSession: { state: ActiveSessionState, intention: Intention, duration: number, remainingSeconds: number } | null };

export type StartActiveSessionMutationVariables = Exact<{
  input: StartActiveSessionInput;
}>;


export type StartActiveSessionMutation = { startActiveSession: { id: string, state: ActiveSessionState, intention: Intention, location: string, duration: number, startTime: string, remainingSeconds: number, groupSessionId: string | null } };

export type UpdateActiveSessionMutationVariables = Exact<{
  input: UpdateActiveSessionInput;
}>;


export type UpdateActiveSessionMutation = { updateActiveSession: { id: string, state: ActiveSessionState, intention: Intention, location: string, duration: number, startTime: string, remainingSeconds: number, groupSessionId: string | null } };

export type StopActiveSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type StopActiveSessionMutation = { stopActiveSession: boolean };

export type CompleteSessionMutationVariables = Exact<{
  input: CompleteSessionInput;
  timeZone?: string | null | undefined;
}>;


export type CompleteSessionMutation = { completeSession: { session: { id: string, intention: Intention, location: string, duration: number, timestamp: string, groupSessionId: string | null, partial: boolean }, newAchievements: Array<{ id: string, name: string, description: string, icon: string, rarity: AchievementRarity }> } };

export type RecentSessionsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RecentSessionsQuery = { recentSessions: Array<{ id: string, intention: Intention, location: string, duration: number, timestamp: string, groupSessionId: string | null, partial: boolean }> };

export type TodaySessionsQueryVariables = Exact<{
  timeZone?: string | null | undefined;
}>;


export type TodaySessionsQuery = { todaySessions: Array<{ id: string, intention: Intention, location: string, duration: number, timestamp: string, groupSessionId: string | null, partial: boolean }> };

export type UserStatsQueryVariables = Exact<{
  timeZone?: string | null | undefined;
}>;


export type UserStatsQuery = { userStats: { streak: number, longestStreak: number, totalSessions: number, totalMinutes: number, averageDuration: number } };

export type MyAchievementsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAchievementsQuery = { myAchievements: Array<{ id: string, name: string, description: string, icon: string, rarity: AchievementRarity, unlockedAt: string }> };

export type PracticeSettingsFieldsFragment = { endSignal: EndSignal, intervalBellMinutes: number, dayEndHour: number, grace: boolean, recordLocation: boolean };

export type PracticeSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PracticeSettingsQuery = { practiceSettings: { endSignal: EndSignal, intervalBellMinutes: number, dayEndHour: number, grace: boolean, recordLocation: boolean } };

export type UpdatePracticeSettingsMutationVariables = Exact<{
  input: PracticeSettingsInput;
}>;


export type UpdatePracticeSettingsMutation = { updatePracticeSettings: { endSignal: EndSignal, intervalBellMinutes: number, dayEndHour: number, grace: boolean, recordLocation: boolean } };

export type ApproximateLocationQueryVariables = Exact<{
  address: string;
}>;


export type ApproximateLocationQuery = { approximateLocation: string | null };

export type SendTestSessionEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendTestSessionEmailMutation = { sendTestSessionEmail: { id: string, status: EmailDeliveryStatus } };

export type UnsubscribeSessionEmailsMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeSessionEmailsMutation = { unsubscribeSessionEmails: boolean };

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type PushPublicKeyQuery = { pushPublicKey: string };

export type PushSubscriptionFieldsFragment = { id: string, endpoint: string, expirationTime: string | null, createdAt: string };

export type PushSubscriptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PushSubscriptionsQuery = { myPushSubscriptions: Array<{ id: string, endpoint: string, expirationTime: string | null, createdAt: string }> };

export type SavePushSubscriptionMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SavePushSubscriptionMutation = { savePushSubscription: { id: string, endpoint: string, expirationTime: string | null, createdAt: string } };

export type DeletePushSubscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePushSubscriptionMutation = { deletePushSubscription: boolean };

export type ReminderSettingsFieldsFragment = { timeZone: string, streakKeeper: boolean, sessionStarts: Array<string>, daily: { time: string | null, channels: Array<string> }, quietHours: { from: string, to: string } | null };

export type ReminderSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReminderSettingsQuery = { reminderSettings: { timeZone: string, streakKeeper: boolean, sessionStarts: Array<string>, daily: { time: string | null, channels: Array<string> }, quietHours: { from: string, to: string } | null } };

export type UpdateReminderSettingsMutationVariables = Exact<{
  input: ReminderSettingsInput;
}>;


export type UpdateReminderSettingsMutation = { updateReminderSettings: { timeZone: string, streakKeeper: boolean, sessionStarts: Array<string>, daily: { time: string | null, channels: Array<string> }, quietHours: { from: string, to: string } | null } };

export type PageGroupSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type PageGroupSessionQuery = { groupSession: { id: string } | null };

export type PageCommunityQueryVariables = Exact<{
  id: string | number;
}>;


export type PageCommunityQuery = { communityInvitation: { name: string } | null };

export type GlobalStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type GlobalStatsQuery = { globalStats: { activeMeditators: number | null, totalSessions: number, totalMinutes: number, todaysTotalSessions: number, totalMinutesToday: number } };

export type IntentionStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type IntentionStatsQuery = { intentionStats: { totalSessions: number, intentions: Array<{ intention: Intention, percentage: number, count: number }> } };

export type ComprehensiveStatsQueryVariables = Exact<{
  timeZone?: string | null | undefined;
}>;


export type ComprehensiveStatsQuery = { comprehensiveStats: { communityStats: { totalCommunities: number, activeCommunities: number, totalMembers: number }, allTime: { totalUsers: number, totalSessions: number, totalMinutes: number, averageSessionLength: number }, thisMonth: { totalSessions: number, totalMinutes: number, uniqueUsers: number } } };

export type RestMemberFieldsFragment = { id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, createdAt: string };

export type RecentMembersQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RecentMembersQuery = { recentMembers: Array<{ id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, createdAt: string }> };

export type MostActiveMembersQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type MostActiveMembersQuery = { mostActiveMembers: Array<{ totalMinutes: number, id: string, firstName: string | null, lastName: string | null, profileImageUrl: string | null, createdAt: string }> };

export type RecommendationsQueryVariables = Exact<{
  timeZone?: string | null | undefined;
}>;


export type RecommendationsQuery = { recommendations: Array<{ id: string, type: RecommendationType, title: string, description: string, actionText: string, metadata: { intention: Intention | null, duration: number | null, groupId: string | null, achievementName: string | null } | null }> };

export const ExportCommunityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportCommunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}}]}}]} as unknown as DocumentNode<ExportCommunityFieldsFragment, unknown>;
export const ExportGroupSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportGroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}}]}}]} as unknown as DocumentNode<ExportGroupSessionFieldsFragment, unknown>;
export const ExportClosingLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportClosingLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClosingLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"writtenAt"}},{"kind":"Field","name":{"kind":"Name","value":"groupSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ExportClosingLineFieldsFragment, unknown>;
export const ExportEmailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<ExportEmailFieldsFragment, unknown>;
export const RestCommunityFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"meetingSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDays"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meditationDuration"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]} as unknown as DocumentNode<RestCommunityFragment, unknown>;
export const RestCommunityPostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunityPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"repliesCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]}}]} as unknown as DocumentNode<RestCommunityPostFragment, unknown>;
export const GroupSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}}]}}]} as unknown as DocumentNode<GroupSessionFieldsFragment, unknown>;
export const ClosingLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClosingLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClosingLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"writtenAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<ClosingLineFieldsFragment, unknown>;
export const RestUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestUserFieldsFragment, unknown>;
export const RestActiveSessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestActiveSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}}]}}]} as unknown as DocumentNode<RestActiveSessionFragment, unknown>;
export const SessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}}]}}]} as unknown as DocumentNode<SessionFieldsFragment, unknown>;
export const PracticeSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PracticeSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSignal"}},{"kind":"Field","name":{"kind":"Name","value":"intervalBellMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayEndHour"}},{"kind":"Field","name":{"kind":"Name","value":"grace"}},{"kind":"Field","name":{"kind":"Name","value":"recordLocation"}}]}}]} as unknown as DocumentNode<PracticeSettingsFieldsFragment, unknown>;
export const PushSubscriptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PushSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PushSubscriptionFieldsFragment, unknown>;
export const ReminderSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}}]}},{"kind":"Field","name":{"kind":"Name","value":"streakKeeper"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStarts"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<ReminderSettingsFieldsFragment, unknown>;
export const RestMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RestMemberFieldsFragment, unknown>;
export const AccountExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"communities"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupSessions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"closingLines"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emails"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUserFields"}},{"kind":"Field","name":{"kind":"Name","value":"sessionEmails"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"practiceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PracticeSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myCommunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"communities"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportCommunityFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myGroupSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupSessions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportGroupSessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myClosingLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"closingLines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportClosingLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myEmailLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emails"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportEmailFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPushSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PushSubscriptionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PracticeSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSignal"}},{"kind":"Field","name":{"kind":"Name","value":"intervalBellMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayEndHour"}},{"kind":"Field","name":{"kind":"Name","value":"grace"}},{"kind":"Field","name":{"kind":"Name","value":"recordLocation"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportCommunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportGroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportClosingLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClosingLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"writtenAt"}},{"kind":"Field","name":{"kind":"Name","value":"groupSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PushSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}}]}},{"kind":"Field","name":{"kind":"Name","value":"streakKeeper"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStarts"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<AccountExportQuery, AccountExportQueryVariables>;
export const AccountSessionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSessionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}}]}}]} as unknown as DocumentNode<AccountSessionsPageQuery, AccountSessionsPageQueryVariables>;
export const AccountCommunitiesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountCommunitiesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCommunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportCommunityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportCommunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}}]}}]} as unknown as DocumentNode<AccountCommunitiesPageQuery, AccountCommunitiesPageQueryVariables>;
export const AccountGroupSessionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountGroupSessionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGroupSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportGroupSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportGroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}}]}}]} as unknown as DocumentNode<AccountGroupSessionsPageQuery, AccountGroupSessionsPageQueryVariables>;
export const AccountClosingLinesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountClosingLinesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myClosingLines"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportClosingLineFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportClosingLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClosingLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"writtenAt"}},{"kind":"Field","name":{"kind":"Name","value":"groupSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AccountClosingLinesPageQuery, AccountClosingLinesPageQueryVariables>;
export const AccountEmailLogPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountEmailLogPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEmailLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportEmailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportEmailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]} as unknown as DocumentNode<AccountEmailLogPageQuery, AccountEmailLogPageQueryVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const CommunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Communities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCommunity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"meetingSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDays"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meditationDuration"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]} as unknown as DocumentNode<CommunitiesQuery, CommunitiesQueryVariables>;
export const MyCommunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCommunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCommunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCommunity"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"meetingSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDays"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meditationDuration"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]} as unknown as DocumentNode<MyCommunitiesQuery, MyCommunitiesQueryVariables>;
export const CommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Community"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCommunity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"meetingSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDays"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meditationDuration"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]} as unknown as DocumentNode<CommunityQuery, CommunityQueryVariables>;
export const CreateCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCommunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCommunity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"meetingSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDays"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meditationDuration"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]} as unknown as DocumentNode<CreateCommunityMutation, CreateCommunityMutationVariables>;
export const UpdateCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCommunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCommunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCommunity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"meetingSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDays"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meditationDuration"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]} as unknown as DocumentNode<UpdateCommunityMutation, UpdateCommunityMutationVariables>;
export const DeleteCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCommunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCommunityMutation, DeleteCommunityMutationVariables>;
export const JoinCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinCommunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCommunity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"meetingSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDays"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meditationDuration"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]} as unknown as DocumentNode<JoinCommunityMutation, JoinCommunityMutationVariables>;
export const LeaveCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveCommunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCommunity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunity"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Community"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"maxMembers"}},{"kind":"Field","name":{"kind":"Name","value":"meetingSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDays"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"meditationDuration"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}}]}}]} as unknown as DocumentNode<LeaveCommunityMutation, LeaveCommunityMutationVariables>;
export const CommunityMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CommunityMembersQuery, CommunityMembersQueryVariables>;
export const CommunityPastSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPastSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pastSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}}]}}]}}]}}]} as unknown as DocumentNode<CommunityPastSessionsQuery, CommunityPastSessionsQueryVariables>;
export const CommunityInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"memberCount"}}]}}]}}]} as unknown as DocumentNode<CommunityInvitationQuery, CommunityInvitationQueryVariables>;
export const CommunityPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCommunityPost"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunityPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"repliesCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]}}]} as unknown as DocumentNode<CommunityPostsQuery, CommunityPostsQueryVariables>;
export const CreateCommunityPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCommunityPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCommunityPostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCommunityPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestCommunityPost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestCommunityPost"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CommunityPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isPinned"}},{"kind":"Field","name":{"kind":"Name","value":"likesCount"}},{"kind":"Field","name":{"kind":"Name","value":"repliesCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]}}]} as unknown as DocumentNode<CreateCommunityPostMutation, CreateCommunityPostMutationVariables>;
export const CommunityCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"meetingSchedule"}},{"kind":"Field","name":{"kind":"Name","value":"meetingDays"}},{"kind":"Field","name":{"kind":"Name","value":"meetingTime"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}},{"kind":"Field","name":{"kind":"Name","value":"meditationDuration"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"upcomingSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}}]}}]} as unknown as DocumentNode<CommunityCalendarQuery, CommunityCalendarQueryVariables>;
export const GroupSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}}]}}]} as unknown as DocumentNode<GroupSessionsQuery, GroupSessionsQueryVariables>;
export const GroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}}]}}]} as unknown as DocumentNode<GroupSessionQuery, GroupSessionQueryVariables>;
export const GroupSessionParticipantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupSessionParticipants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GroupSessionParticipantsQuery, GroupSessionParticipantsQueryVariables>;
export const CreateGroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGroupSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGroupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}}]}}]} as unknown as DocumentNode<CreateGroupSessionMutation, CreateGroupSessionMutationVariables>;
export const JoinGroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinGroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinGroupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}}]}}]} as unknown as DocumentNode<JoinGroupSessionMutation, JoinGroupSessionMutationVariables>;
export const LeaveGroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveGroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveGroupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}}]}}]} as unknown as DocumentNode<LeaveGroupSessionMutation, LeaveGroupSessionMutationVariables>;
export const StartGroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartGroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startGroupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GroupSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GroupSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GroupSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledStart"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"maxParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"participantCount"}}]}}]} as unknown as DocumentNode<StartGroupSessionMutation, StartGroupSessionMutationVariables>;
export const GroupSessionClosingLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GroupSessionClosingLines"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closingLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClosingLineFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClosingLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClosingLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"writtenAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<GroupSessionClosingLinesQuery, GroupSessionClosingLinesQueryVariables>;
export const LeaveClosingLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveClosingLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveClosingLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupSessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClosingLineFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClosingLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClosingLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"writtenAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<LeaveClosingLineMutation, LeaveClosingLineMutationVariables>;
export const RemoveClosingLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveClosingLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeClosingLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"groupSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupSessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveClosingLineMutation, RemoveClosingLineMutationVariables>;
export const AuthUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AuthUserQuery, AuthUserQueryVariables>;
export const PrivacySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivacySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenFromLists"}}]}}]}}]} as unknown as DocumentNode<PrivacySettingsQuery, PrivacySettingsQueryVariables>;
export const SetHiddenFromListsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHiddenFromLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHiddenFromLists"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hidden"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hidden"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenFromLists"}}]}}]}}]} as unknown as DocumentNode<SetHiddenFromListsMutation, SetHiddenFromListsMutationVariables>;
export const LanguageSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LanguageSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<LanguageSettingQuery, LanguageSettingQueryVariables>;
export const SetLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SetLanguageMutation, SetLanguageMutationVariables>;
export const LiveSessionCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveSessionCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"joined"}}]}}]}}]} as unknown as DocumentNode<LiveSessionCommunityQuery, LiveSessionCommunityQueryVariables>;
export const LiveCommunityAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveCommunityAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"community"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"myRole"}}]}}]}}]} as unknown as DocumentNode<LiveCommunityAccessQuery, LiveCommunityAccessQueryVariables>;
export const LiveMyCommunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveMyCommunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCommunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<LiveMyCommunitiesQuery, LiveMyCommunitiesQueryVariables>;
export const ActiveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}}]}}]}}]} as unknown as DocumentNode<ActiveSessionQuery, ActiveSessionQueryVariables>;
export const StartActiveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartActiveSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartActiveSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startActiveSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestActiveSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestActiveSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}}]}}]} as unknown as DocumentNode<StartActiveSessionMutation, StartActiveSessionMutationVariables>;
export const UpdateActiveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateActiveSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateActiveSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateActiveSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestActiveSession"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestActiveSession"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"remainingSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}}]}}]} as unknown as DocumentNode<UpdateActiveSessionMutation, UpdateActiveSessionMutationVariables>;
export const StopActiveSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StopActiveSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopActiveSession"}}]}}]} as unknown as DocumentNode<StopActiveSessionMutation, StopActiveSessionMutationVariables>;
export const CompleteSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSessionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}}]}}]} as unknown as DocumentNode<CompleteSessionMutation, CompleteSessionMutationVariables>;
export const RecentSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}}]}}]} as unknown as DocumentNode<RecentSessionsQuery, RecentSessionsQueryVariables>;
export const TodaySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TodaySessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todaySessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeditationSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"groupSessionId"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}}]}}]} as unknown as DocumentNode<TodaySessionsQuery, TodaySessionsQueryVariables>;
export const UserStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"longestStreak"}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"averageDuration"}}]}}]}}]} as unknown as DocumentNode<UserStatsQuery, UserStatsQueryVariables>;
export const MyAchievementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAchievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"rarity"}},{"kind":"Field","name":{"kind":"Name","value":"unlockedAt"}}]}}]}}]} as unknown as DocumentNode<MyAchievementsQuery, MyAchievementsQueryVariables>;
export const PracticeSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PracticeSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"practiceSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PracticeSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PracticeSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSignal"}},{"kind":"Field","name":{"kind":"Name","value":"intervalBellMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayEndHour"}},{"kind":"Field","name":{"kind":"Name","value":"grace"}},{"kind":"Field","name":{"kind":"Name","value":"recordLocation"}}]}}]} as unknown as DocumentNode<PracticeSettingsQuery, PracticeSettingsQueryVariables>;
export const UpdatePracticeSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePracticeSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PracticeSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePracticeSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PracticeSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PracticeSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSignal"}},{"kind":"Field","name":{"kind":"Name","value":"intervalBellMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"dayEndHour"}},{"kind":"Field","name":{"kind":"Name","value":"grace"}},{"kind":"Field","name":{"kind":"Name","value":"recordLocation"}}]}}]} as unknown as DocumentNode<UpdatePracticeSettingsMutation, UpdatePracticeSettingsMutationVariables>;
export const ApproximateLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApproximateLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approximateLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}]}]}}]} as unknown as DocumentNode<ApproximateLocationQuery, ApproximateLocationQueryVariables>;
export const SendTestSessionEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestSessionEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestSessionEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SendTestSessionEmailMutation, SendTestSessionEmailMutationVariables>;
export const UnsubscribeSessionEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeSessionEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeSessionEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<UnsubscribeSessionEmailsMutation, UnsubscribeSessionEmailsMutationVariables>;
export const PushPublicKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushPublicKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushPublicKey"}}]}}]} as unknown as DocumentNode<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const PushSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPushSubscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PushSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PushSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PushSubscriptionsQuery, PushSubscriptionsQueryVariables>;
export const SavePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PushSubscriptionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PushSubscriptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"expirationTime"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SavePushSubscriptionMutation, SavePushSubscriptionMutationVariables>;
export const DeletePushSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePushSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePushSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePushSubscriptionMutation, DeletePushSubscriptionMutationVariables>;
export const ReminderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}}]}},{"kind":"Field","name":{"kind":"Name","value":"streakKeeper"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStarts"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<ReminderSettingsQuery, ReminderSettingsQueryVariables>;
export const UpdateReminderSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReminderSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReminderSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReminderSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReminderSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReminderSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}}]}},{"kind":"Field","name":{"kind":"Name","value":"streakKeeper"}},{"kind":"Field","name":{"kind":"Name","value":"sessionStarts"}},{"kind":"Field","name":{"kind":"Name","value":"quietHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]} as unknown as DocumentNode<UpdateReminderSettingsMutation, UpdateReminderSettingsMutationVariables>;
export const PageGroupSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageGroupSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PageGroupSessionQuery, PageGroupSessionQueryVariables>;
export const PageCommunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageCommunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PageCommunityQuery, PageCommunityQueryVariables>;
export const GlobalStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeMeditators"}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"todaysTotalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutesToday"}}]}}]}}]} as unknown as DocumentNode<GlobalStatsQuery, GlobalStatsQueryVariables>;
export const IntentionStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IntentionStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentionStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intentions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}}]}}]}}]} as unknown as DocumentNode<IntentionStatsQuery, IntentionStatsQueryVariables>;
export const ComprehensiveStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComprehensiveStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comprehensiveStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCommunities"}},{"kind":"Field","name":{"kind":"Name","value":"activeCommunities"}},{"kind":"Field","name":{"kind":"Name","value":"totalMembers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsers"}},{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"averageSessionLength"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}}]}}]}}]}}]} as unknown as DocumentNode<ComprehensiveStatsQuery, ComprehensiveStatsQueryVariables>;
export const RecentMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMemberFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RecentMembersQuery, RecentMembersQueryVariables>;
export const MostActiveMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MostActiveMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mostActiveMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RestMemberFields"}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RestMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MostActiveMembersQuery, MostActiveMembersQueryVariables>;
export const RecommendationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Recommendations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeZone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"actionText"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intention"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"achievementName"}}]}}]}}]}}]} as unknown as DocumentNode<RecommendationsQuery, RecommendationsQueryVariables>;
