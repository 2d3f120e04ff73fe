import { z } from 'zod';
import { INTENTIONS, LANGUAGES, MeetingSchedules, MemberRoles, PostTypes, Weekdays } from './domain.js';
import { defineEvent } from './envelope.js';

export const intentionSchema = z.enum(INTENTIONS);

const isoDate = z.string().datetime({ offset: true });

const userData = z.object({
  userId: z.string().uuid(),
  email: z.string().email().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: isoDate,
  /**
   * Whether they asked to be left out of the public members lists (Recent Members, Most Active, a
   * community's members as non-members see them). Absent from events published before it was
   * carried, when nobody was hidden.
   */
  hiddenFromLists: z.boolean().optional(),
  /**
   * The language they chose to be written to in; null while they follow their browser's. Absent
   * from events published before it was carried, when nobody had chosen.
   */
  language: z.enum(LANGUAGES).nullable().optional(),
});

export const identityUserCreated = defineEvent('peace.identity.user.created', 1, userData);
export const identityUserUpdated = defineEvent('peace.identity.user.updated', 1, userData);
/**
 * A person deleted their account. Every service forgets what it holds about them in its own
 * consumer; what others share (communities, group sessions, global figures) keeps working.
 */
export const identityUserDeleted = defineEvent('peace.identity.user.deleted', 1, z.object({ userId: z.string().uuid(), at: isoDate }));

const sessionRef = z.object({
  sessionId: z.string().uuid(),
  userId: z.string().uuid(),
  intention: intentionSchema,
  duration: z.number().int().positive(),
  groupSessionId: z.string().uuid().nullable(),
  /**
   * The revision of the person's active session this change made (its start, or its removal), so
   * that a consumer can tell a late event from a newer one. Absent from events published before
   * it was carried, and from a completion that ended no active session.
   */
  revision: z.number().int().positive().optional(),
});

export const meditationSessionStarted = defineEvent('peace.meditation.session.started', 1, sessionRef.extend({ location: z.string(), startTime: isoDate }));
export const meditationSessionStopped = defineEvent('peace.meditation.session.stopped', 1, sessionRef.extend({ stoppedAt: isoDate }));
export const meditationSessionCompleted = defineEvent(
  'peace.meditation.session.completed',
  1,
  sessionRef.extend({
    location: z.string(),
    completedAt: isoDate,
    /** Stopped before its end and kept for the minutes actually sat (duration); absent from events published before it was carried. */
    partial: z.boolean().optional(),
  }),
);
export const meditationAchievementUnlocked = defineEvent(
  'peace.meditation.achievement.unlocked',
  1,
  z.object({
    userId: z.string().uuid(),
    achievementId: z.string().uuid(),
    /** The catalogue entry (ACHIEVEMENT_CATALOGUE) unlocked; absent from events published before it was carried. */
    slug: z.string().optional(),
    name: z.string(),
    rarity: z.string(),
    unlockedAt: isoDate,
  }),
);

const groupSession = z.object({
  groupSessionId: z.string().uuid(),
  name: z.string(),
  intention: intentionSchema,
  /** Minutes. */
  duration: z.number().int().min(1).max(60),
  maxParticipants: z.number().int().positive(),
  createdBy: z.string().uuid(),
  /** The community it belongs to, if any. */
  groupId: z.string().uuid().nullable(),
  scheduledStart: isoDate,
});

export const groupsSessionScheduled = defineEvent('peace.groups.session.scheduled', 1, groupSession);
/** startsAt/endsAt are the absolute window every participant's countdown follows. */
export const groupsSessionStarted = defineEvent('peace.groups.session.started', 1, groupSession.extend({ startsAt: isoDate, endsAt: isoDate }));
export const groupsSessionCompleted = defineEvent('peace.groups.session.completed', 1, groupSession.extend({ startsAt: isoDate, endsAt: isoDate }));
/** A session nobody started before its window passed, or one whose community was deleted. */
export const groupsSessionCancelled = defineEvent('peace.groups.session.cancelled', 1, groupSession.extend({ reason: z.enum(['not-started', 'community-deleted']) }));

const participant = z.object({ groupSessionId: z.string().uuid(), userId: z.string().uuid(), at: isoDate });
export const groupsParticipantJoined = defineEvent('peace.groups.participant.joined', 1, participant);
export const groupsParticipantLeft = defineEvent('peace.groups.participant.left', 1, participant);

/**
 * A person's membership of a community began or ended. Services that act on membership (groups:
 * only members schedule a community's sessions) keep their own copy from these.
 */
const communityMember = z.object({ groupId: z.string().uuid(), userId: z.string().uuid(), role: z.enum(Object.values(MemberRoles)), at: isoDate });
export const communitiesMemberJoined = defineEvent('peace.communities.member.joined', 1, communityMember);
export const communitiesMemberLeft = defineEvent('peace.communities.member.left', 1, communityMember);

/** A community's settings as they are after its creation or an update. */
const community = z.object({
  groupId: z.string().uuid(),
  name: z.string(),
  intention: intentionSchema,
  isPublic: z.boolean(),
  maxMembers: z.number().int().positive(),
  createdBy: z.string().uuid(),
  meetingSchedule: z.enum(Object.values(MeetingSchedules)).nullable(),
  meetingDays: z.array(z.enum(Object.values(Weekdays))),
  /** HH:MM in the community's time zone. */
  meetingTime: z.string().nullable(),
  timezone: z.string(),
  /** Minutes. */
  meditationDuration: z.number().int().positive(),
  at: isoDate,
});
export const communitiesCommunityCreated = defineEvent('peace.communities.community.created', 1, community);
export const communitiesCommunityUpdated = defineEvent('peace.communities.community.updated', 1, community);
/**
 * A community and everything in it are gone: its memberships end with it (no member.left is
 * published for them), and services cancel or drop what they hold for it.
 */
export const communitiesCommunityDeleted = defineEvent('peace.communities.community.deleted', 1, z.object({ groupId: z.string().uuid(), deletedBy: z.string().uuid(), at: isoDate }));
export const communitiesPostCreated = defineEvent(
  'peace.communities.post.created',
  1,
  z.object({ postId: z.string().uuid(), groupId: z.string().uuid(), authorId: z.string().uuid(), type: z.enum(Object.values(PostTypes)), at: isoDate }),
);

/**
 * What of a person's practice settings other services count with: when their day ends and whether
 * grace keeps a streak. revision grows with every change, so a late event cannot undo a newer one.
 */
export const meditationSettingsUpdated = defineEvent(
  'peace.meditation.settings.updated',
  1,
  z.object({
    userId: z.string().uuid(),
    dayEndHour: z.number().int().min(0).max(23),
    grace: z.boolean(),
    revision: z.number().int().positive(),
    updatedAt: isoDate,
  }),
);

/** Every contract, by subject. */
export const contracts = {
  [identityUserCreated.type]: identityUserCreated,
  [identityUserUpdated.type]: identityUserUpdated,
  [identityUserDeleted.type]: identityUserDeleted,
  [meditationSessionStarted.type]: meditationSessionStarted,
  [meditationSessionStopped.type]: meditationSessionStopped,
  [meditationSessionCompleted.type]: meditationSessionCompleted,
  [meditationAchievementUnlocked.type]: meditationAchievementUnlocked,
  [meditationSettingsUpdated.type]: meditationSettingsUpdated,
  [groupsSessionScheduled.type]: groupsSessionScheduled,
  [groupsSessionStarted.type]: groupsSessionStarted,
  [groupsSessionCompleted.type]: groupsSessionCompleted,
  [groupsSessionCancelled.type]: groupsSessionCancelled,
  [groupsParticipantJoined.type]: groupsParticipantJoined,
  [groupsParticipantLeft.type]: groupsParticipantLeft,
  [communitiesMemberJoined.type]: communitiesMemberJoined,
  [communitiesMemberLeft.type]: communitiesMemberLeft,
  [communitiesCommunityCreated.type]: communitiesCommunityCreated,
  [communitiesCommunityUpdated.type]: communitiesCommunityUpdated,
  [communitiesCommunityDeleted.type]: communitiesCommunityDeleted,
  [communitiesPostCreated.type]: communitiesPostCreated,
} as const;
