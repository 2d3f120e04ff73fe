import { meditationSessionCompleted } from '@peace/proto';
import type {
  communitiesCommunityCreated,
  communitiesCommunityDeleted,
  communitiesMemberJoined,
  communitiesMemberLeft,
  EventData,
  identityUserCreated,
  meditationAchievementUnlocked,
  meditationSessionStopped,
  meditationSettingsUpdated,
} from '@peace/proto';
import {
  addMembership,
  announcement,
  completedSessionStatement,
  countMemberIn,
  countMemberOut,
  countStopped,
  deleteCommunity,
  deleteMembershipsOf,
  deletePersonalRows,
  lastCompletedForUpdate,
  membersAndLastPractice,
  removeMembership,
  storeAchievement,
  storeCommunity,
  storeDayRule,
  storeMemberProfile,
  type StatsTx,
} from '../db/projections.repository.js';

export type { StatsDb, StatsTx } from '../db/projections.repository.js';

/**
 * How each event changes the read models. Every function runs inside the consumer's transaction,
 * next to its journal row, so an event changes them exactly once however often it is delivered;
 * each one also tolerates events arriving in any order between sources.
 */

const QUARTER_HOUR_MS = 15 * 60_000;

/** The UTC calendar day (YYYY-MM-DD) of an instant: the day "today" counts. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The start of the quarter hour an instant falls in. */
export function quarterHour(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
}

const storeCompletedSession = completedSessionStatement(announcement(meditationSessionCompleted.type));

/**
 * Counts one completed meditation everywhere it shows: the day and quarter hour it ended in, its
 * intention, and the person's totals, practice and calendar, and marks every community the person
 * belongs to as practised in, and announces the change to every replica on commit. One statement:
 * each part reads the stored row, so the same meditation announced twice under two event ids
 * (stored once) changes nothing the second time.
 */
export async function recordCompletedSession(tx: StatsTx, session: EventData<typeof meditationSessionCompleted>): Promise<void> {
  const completedAt = new Date(session.completedAt);
  await storeCompletedSession(tx, {
    sessionId: session.sessionId,
    userId: session.userId,
    intention: session.intention,
    minutes: session.duration,
    completedAt: completedAt.toISOString(),
    partial: session.partial ?? false,
    day: utcDay(completedAt),
    quarterHour: quarterHour(completedAt).toISOString(),
  });
}

/** A meditation stopped before its end: what tells a person who finishes most sits from one who does not. */
export async function recordStoppedSession(tx: StatsTx, session: EventData<typeof meditationSessionStopped>): Promise<void> {
  await countStopped(tx, session.userId);
}

export async function recordAchievementUnlocked(tx: StatsTx, unlocked: EventData<typeof meditationAchievementUnlocked>): Promise<void> {
  await storeAchievement(tx, { userId: unlocked.userId, achievementId: unlocked.achievementId, slug: unlocked.slug ?? null, name: unlocked.name, unlockedAt: new Date(unlocked.unlockedAt) });
}

/** The person changed when their day ends or grace: the latest revision stands, whatever order events arrive in. */
export async function recordDayRule(tx: StatsTx, settings: EventData<typeof meditationSettingsUpdated>): Promise<void> {
  await storeDayRule(tx, settings.userId, { dayEndHour: settings.dayEndHour, grace: settings.grace, revision: settings.revision });
}

/**
 * Somebody signed in for the first time, or identity changed their profile: the member as identity
 * describes them now (events of one producer arrive in order, so the last one applied is the latest).
 */
export async function recordMember(tx: StatsTx, user: EventData<typeof identityUserCreated>, announcedAt: Date): Promise<void> {
  // Events of one producer can arrive out of order (a failed one is redelivered while later ones
  // go on): the profile announced last is kept, whichever arrives last.
  await storeMemberProfile(tx, {
    userId: user.userId,
    joinedAt: new Date(user.createdAt),
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    hiddenFromLists: user.hiddenFromLists ?? false,
    profileAt: announcedAt,
  });
}

/**
 * A person deleted their account: everything kept about them goes — their profile in the members
 * lists, their totals, practice, calendar and achievements, and their place in communities (whose
 * member counts and last practice no longer include them). The global counters (per day, quarter
 * hour and intention) are anonymous and keep their meditations: the minutes the world sat do not
 * shrink when one person leaves. Counts of people (all-time users, this month's) count the people
 * who still have an account, so they drop by one.
 */
export async function forgetMember(tx: StatsTx, userId: string): Promise<void> {
  await deletePersonalRows(tx, userId);
  for (const groupId of await deleteMembershipsOf(tx, userId)) await countMemberOut(tx, groupId);
}

/** A community as created or updated; its member count is the stats service's own. */
export async function recordCommunity(tx: StatsTx, community: EventData<typeof communitiesCommunityCreated>): Promise<void> {
  const { count, lastPractisedAt } = await membersAndLastPractice(tx, community.groupId);
  await storeCommunity(
    tx,
    {
      groupId: community.groupId,
      name: community.name,
      intention: community.intention,
      isPublic: community.isPublic,
      maxMembers: community.maxMembers,
      createdBy: community.createdBy,
      meditationDuration: community.meditationDuration,
    },
    { memberCount: count, lastPractisedAt },
  );
}

/** A community and its memberships are gone. */
export async function recordCommunityDeleted(tx: StatsTx, deleted: EventData<typeof communitiesCommunityDeleted>): Promise<void> {
  await deleteCommunity(tx, deleted.groupId);
}

export async function recordMemberJoined(tx: StatsTx, joined: EventData<typeof communitiesMemberJoined>): Promise<void> {
  // The person's totals row locked, so a meditation they complete at the same moment (another consumer) either sees the new membership or is seen by it.
  const practisedAt = await lastCompletedForUpdate(tx, joined.userId);
  if (!(await addMembership(tx, joined.groupId, joined.userId))) return;
  await countMemberIn(tx, joined.groupId, practisedAt);
}

export async function recordMemberLeft(tx: StatsTx, left: EventData<typeof communitiesMemberLeft>): Promise<void> {
  if (!(await removeMembership(tx, left.groupId, left.userId))) return;
  await countMemberOut(tx, left.groupId);
}
