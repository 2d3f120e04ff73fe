import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@peace/kit';
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
import { announcement } from './figures-cache.js';
import { completedSessionStatement } from '../db/projections.repository.js';
import {
  communities,
  communityMembers,
  members,
  userAchievements,
  userDayRules,
  userPractice,
  userSessions,
  userTotals,
  type schema,
} from '../db/schema.js';

export type StatsDb = Database<typeof schema>;
export type StatsTx = Parameters<Parameters<StatsDb['transaction']>[0]>[0];

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
  await tx
    .insert(userTotals)
    .values({ userId: session.userId, stopped: 1 })
    .onConflictDoUpdate({ target: userTotals.userId, set: { stopped: sql`${userTotals.stopped} + 1` } });
}

export async function recordAchievementUnlocked(tx: StatsTx, unlocked: EventData<typeof meditationAchievementUnlocked>): Promise<void> {
  await tx
    .insert(userAchievements)
    .values({ userId: unlocked.userId, achievementId: unlocked.achievementId, slug: unlocked.slug ?? null, name: unlocked.name, unlockedAt: new Date(unlocked.unlockedAt) })
    .onConflictDoNothing();
}

/** The person changed when their day ends or grace: the latest revision stands, whatever order events arrive in. */
export async function recordDayRule(tx: StatsTx, settings: EventData<typeof meditationSettingsUpdated>): Promise<void> {
  const rule = { dayEndHour: settings.dayEndHour, grace: settings.grace, revision: settings.revision };
  await tx
    .insert(userDayRules)
    .values({ userId: settings.userId, ...rule })
    .onConflictDoUpdate({ target: userDayRules.userId, set: rule, setWhere: sql`${userDayRules.revision} < excluded.revision` });
}

/**
 * Somebody signed in for the first time, or identity changed their profile: the member as identity
 * describes them now (events of one producer arrive in order, so the last one applied is the latest).
 */
export async function recordMember(tx: StatsTx, user: EventData<typeof identityUserCreated>, announcedAt: Date): Promise<void> {
  const profile = {
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    hiddenFromLists: user.hiddenFromLists ?? false,
    profileAt: announcedAt,
  };
  // Events of one producer can arrive out of order (a failed one is redelivered while later ones
  // go on): the profile announced last is kept, whichever arrives last.
  await tx
    .insert(members)
    .values({ userId: user.userId, joinedAt: new Date(user.createdAt), ...profile })
    .onConflictDoUpdate({ target: members.userId, set: profile, setWhere: sql`${members.profileAt} is null or ${members.profileAt} < excluded.profile_at` });
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
  await tx.delete(members).where(eq(members.userId, userId));
  await tx.delete(userTotals).where(eq(userTotals.userId, userId));
  await tx.delete(userPractice).where(eq(userPractice.userId, userId));
  await tx.delete(userSessions).where(eq(userSessions.userId, userId));
  await tx.delete(userAchievements).where(eq(userAchievements.userId, userId));
  await tx.delete(userDayRules).where(eq(userDayRules.userId, userId));
  const memberships = await tx.delete(communityMembers).where(eq(communityMembers.userId, userId)).returning({ groupId: communityMembers.groupId });
  for (const { groupId } of memberships) {
    await tx.update(communities).set({ memberCount: sql`greatest(${communities.memberCount} - 1, 0)` }).where(eq(communities.groupId, groupId));
    await refreshLastPractised(tx, groupId);
  }
}

/** A community as created or updated; its member count is the stats service's own. */
export async function recordCommunity(tx: StatsTx, community: EventData<typeof communitiesCommunityCreated>): Promise<void> {
  const settings = {
    name: community.name,
    intention: community.intention,
    isPublic: community.isPublic,
    maxMembers: community.maxMembers,
    createdBy: community.createdBy,
    meditationDuration: community.meditationDuration,
  };
  const [{ count, lastPractisedAt } = { count: 0, lastPractisedAt: null }] = await tx
    .select({ count: sql<number>`count(*)::int`, lastPractisedAt: sql<Date | null>`max(${userTotals.lastCompletedAt})`.mapWith((value: string | null) => (value === null ? null : new Date(value))) })
    .from(communityMembers)
    .leftJoin(userTotals, eq(userTotals.userId, communityMembers.userId))
    .where(eq(communityMembers.groupId, community.groupId));
  await tx
    .insert(communities)
    .values({ groupId: community.groupId, ...settings, memberCount: count, lastPractisedAt })
    .onConflictDoUpdate({ target: communities.groupId, set: settings });
}

/** A community and its memberships are gone. */
export async function recordCommunityDeleted(tx: StatsTx, deleted: EventData<typeof communitiesCommunityDeleted>): Promise<void> {
  await tx.delete(communityMembers).where(eq(communityMembers.groupId, deleted.groupId));
  await tx.delete(communities).where(eq(communities.groupId, deleted.groupId));
}

/**
 * Locks the person's totals row, so a meditation they complete at the same moment (another
 * consumer) either sees the new membership or is seen by it.
 */
async function lastPractised(tx: StatsTx, userId: string): Promise<Date | null> {
  // A row to lock even before their first meditation: a concurrent first one waits on it, or this waits on that.
  await tx.insert(userTotals).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select({ at: userTotals.lastCompletedAt }).from(userTotals).where(eq(userTotals.userId, userId)).for('update');
  return row?.at ?? null;
}

/** The latest meditation of any current member, after a member left. */
async function refreshLastPractised(tx: StatsTx, groupId: string): Promise<void> {
  await tx
    .update(communities)
    .set({
      lastPractisedAt: sql`(select max(${userTotals.lastCompletedAt}) from ${communityMembers} join ${userTotals} on ${userTotals.userId} = ${communityMembers.userId} where ${communityMembers.groupId} = ${groupId})`,
    })
    .where(eq(communities.groupId, groupId));
}

export async function recordMemberJoined(tx: StatsTx, joined: EventData<typeof communitiesMemberJoined>): Promise<void> {
  const practisedAt = await lastPractised(tx, joined.userId);
  const [added] = await tx.insert(communityMembers).values({ groupId: joined.groupId, userId: joined.userId }).onConflictDoNothing().returning({ userId: communityMembers.userId });
  if (!added) return;
  await tx
    .update(communities)
    .set({
      memberCount: sql`${communities.memberCount} + 1`,
      ...(practisedAt ? { lastPractisedAt: sql`greatest(${communities.lastPractisedAt}, ${practisedAt.toISOString()}::timestamptz)` } : {}),
    })
    .where(eq(communities.groupId, joined.groupId));
}

export async function recordMemberLeft(tx: StatsTx, left: EventData<typeof communitiesMemberLeft>): Promise<void> {
  const [removed] = await tx
    .delete(communityMembers)
    .where(and(eq(communityMembers.groupId, left.groupId), eq(communityMembers.userId, left.userId)))
    .returning({ userId: communityMembers.userId });
  if (!removed) return;
  await tx.update(communities).set({ memberCount: sql`greatest(${communities.memberCount} - 1, 0)` }).where(eq(communities.groupId, left.groupId));
  await refreshLastPractised(tx, left.groupId);
}
