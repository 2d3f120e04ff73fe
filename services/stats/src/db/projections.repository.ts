import { and, eq, sql, type SQL } from 'drizzle-orm';
import { preparedStatement, type Database, type SqlExecutor } from '@peace/kit';
import {
  communities,
  communityMembers,
  dailyTotals,
  intentionTotals,
  members,
  quarterHourTotals,
  userAchievements,
  userDayRules,
  userPractice,
  userSessions,
  userTotals,
  SCHEMA,
  type schema,
} from './schema.js';

/**
 * The read models as events change them: each a named statement, how an event maps to them left to
 * the commands (projections.ts).
 */

export type StatsDb = Database<typeof schema>;
export type StatsTx = Parameters<Parameters<StatsDb['transaction']>[0]>[0];

/** A completed meditation as the read models keep it, with the UTC day and quarter hour it ended in. */
export interface CompletedSessionValues extends Record<string, unknown> {
  sessionId: string;
  userId: string;
  intention: string;
  minutes: number;
  /** ISO 8601. */
  completedAt: string;
  partial: boolean;
  /** YYYY-MM-DD. */
  day: string;
  /** ISO 8601: the start of the quarter hour it ended in. */
  quarterHour: string;
}

const value = (name: keyof CompletedSessionValues & string) => sql.placeholder(name);

/**
 * The statement that stores one completed meditation and counts it everywhere it shows: the day
 * and quarter hour it ended in, its intention, and the person's totals, practice and calendar, and
 * marks every community the person belongs to as practised in; announce is selected last (the
 * change's announcement: on its own, it was a statement more a completion, bench: completions).
 * Each part reads the stored row, so the same meditation stored twice changes nothing the second time.
 * Prepared: planned afresh, this statement cost 0.30 ms of PostgreSQL's planning a completion, most of all its statements' (bench: completions).
 */
export function completedSessionStatement(announce: SQL) {
  return preparedStatement<CompletedSessionValues>('stats_record_completed_session', {
    with: {
      stored: sql`insert into ${userSessions} (session_id, user_id, intention, duration, completed_at, partial)
        values (${value('sessionId')}::uuid, ${value('userId')}::uuid, ${value('intention')}, ${value('minutes')}::int, ${value('completedAt')}::timestamptz, ${value('partial')}::boolean)
        on conflict do nothing
        returning user_id, intention, duration`,
      day: sql`insert into ${dailyTotals} as current (day, sessions, minutes)
        select ${value('day')}::date, 1, duration from stored
        on conflict (day) do update set sessions = current.sessions + 1, minutes = current.minutes + excluded.minutes`,
      intention: sql`insert into ${intentionTotals} as current (intention, sessions, minutes)
        select intention, 1, duration from stored
        on conflict (intention) do update set sessions = current.sessions + 1, minutes = current.minutes + excluded.minutes`,
      quarter: sql`insert into ${quarterHourTotals} as current (bucket, sessions, minutes)
        select ${value('quarterHour')}::timestamptz, 1, duration from stored
        on conflict (bucket) do update set sessions = current.sessions + 1, minutes = current.minutes + excluded.minutes`,
      totals: sql`insert into ${userTotals} as current (user_id, sessions, minutes, last_completed_at)
        select user_id, 1, duration, ${value('completedAt')}::timestamptz from stored
        on conflict (user_id) do update set
          sessions = current.sessions + 1,
          minutes = current.minutes + excluded.minutes,
          last_completed_at = greatest(current.last_completed_at, excluded.last_completed_at)`,
      practice: sql`insert into ${userPractice} as current (user_id, intention, duration, sessions, minutes)
        select user_id, intention, duration, 1, duration from stored
        on conflict (user_id, intention, duration) do update set sessions = current.sessions + 1, minutes = current.minutes + excluded.minutes`,
      practised: sql`update ${communities} set last_practised_at = greatest(last_practised_at, ${value('completedAt')}::timestamptz)
        where group_id in (select member.group_id from ${communityMembers} member join stored on member.user_id = stored.user_id)`,
    },
    select: { announced: announce },
  });
}

/** The channel on which a committed change to the read models is announced to every replica. */
export const FIGURES_CHANNEL = 'stats_read_models_changed';

/** The announcement of a change as an expression, for a statement that applies an event to announce it itself; PostgreSQL delivers it on commit only. */
export function announcement(type: string): SQL {
  return sql`pg_notify(${FIGURES_CHANNEL}, ${type})`;
}

/** Announces a change on its own, inside the transaction that makes it. */
export async function notifyChange(tx: SqlExecutor, type: string): Promise<void> {
  await tx.execute(sql`select ${announcement(type)}`);
}

/** Counts one more meditation the person stopped before its end. */
export async function countStopped(tx: StatsTx, userId: string): Promise<void> {
  await tx
    .insert(userTotals)
    .values({ userId, stopped: 1 })
    .onConflictDoUpdate({ target: userTotals.userId, set: { stopped: sql`${userTotals.stopped} + 1` } });
}

export async function storeAchievement(tx: StatsTx, unlocked: typeof userAchievements.$inferInsert): Promise<void> {
  await tx.insert(userAchievements).values(unlocked).onConflictDoNothing();
}

/** Keeps the person's day rule unless a later revision of it is already kept. */
export async function storeDayRule(tx: StatsTx, userId: string, rule: { dayEndHour: number; grace: boolean; revision: number }): Promise<void> {
  await tx
    .insert(userDayRules)
    .values({ userId, ...rule })
    .onConflictDoUpdate({ target: userDayRules.userId, set: rule, setWhere: sql`${userDayRules.revision} < excluded.revision` });
}

/** Keeps a member's profile unless one announced later is already kept. */
export async function storeMemberProfile(
  tx: StatsTx,
  member: { userId: string; joinedAt: Date; firstName: string | null; lastName: string | null; profileImageUrl: string | null; hiddenFromLists: boolean; profileAt: Date },
): Promise<void> {
  const { userId, joinedAt, ...profile } = member;
  await tx
    .insert(members)
    .values({ userId, joinedAt, ...profile })
    .onConflictDoUpdate({ target: members.userId, set: profile, setWhere: sql`${members.profileAt} is null or ${members.profileAt} < excluded.profile_at` });
}

/** Deletes everything kept about one person but their memberships. */
export async function deletePersonalRows(tx: StatsTx, userId: string): Promise<void> {
  await tx.delete(members).where(eq(members.userId, userId));
  await tx.delete(userTotals).where(eq(userTotals.userId, userId));
  await tx.delete(userPractice).where(eq(userPractice.userId, userId));
  await tx.delete(userSessions).where(eq(userSessions.userId, userId));
  await tx.delete(userAchievements).where(eq(userAchievements.userId, userId));
  await tx.delete(userDayRules).where(eq(userDayRules.userId, userId));
}

/** Deletes every membership of the person; answers their communities. */
export async function deleteMembershipsOf(tx: StatsTx, userId: string): Promise<string[]> {
  const memberships = await tx.delete(communityMembers).where(eq(communityMembers.userId, userId)).returning({ groupId: communityMembers.groupId });
  return memberships.map((row) => row.groupId);
}

/** Adds a membership; answers whether it was new. */
export async function addMembership(tx: StatsTx, groupId: string, userId: string): Promise<boolean> {
  const [added] = await tx.insert(communityMembers).values({ groupId, userId }).onConflictDoNothing().returning({ userId: communityMembers.userId });
  return added !== undefined;
}

/** Removes a membership; answers whether there was one. */
export async function removeMembership(tx: StatsTx, groupId: string, userId: string): Promise<boolean> {
  const [removed] = await tx
    .delete(communityMembers)
    .where(and(eq(communityMembers.groupId, groupId), eq(communityMembers.userId, userId)))
    .returning({ userId: communityMembers.userId });
  return removed !== undefined;
}

/** A community's members as kept, and the latest meditation of any of them. */
export async function membersAndLastPractice(tx: StatsTx, groupId: string): Promise<{ count: number; lastPractisedAt: Date | null }> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, lastPractisedAt: sql<Date | null>`max(${userTotals.lastCompletedAt})`.mapWith((value: string | null) => (value === null ? null : new Date(value))) })
    .from(communityMembers)
    .leftJoin(userTotals, eq(userTotals.userId, communityMembers.userId))
    .where(eq(communityMembers.groupId, groupId));
  return row ?? { count: 0, lastPractisedAt: null };
}

/** Keeps a community's settings; its counts are written only when it is new. */
export async function storeCommunity(
  tx: StatsTx,
  community: Omit<typeof communities.$inferInsert, 'memberCount' | 'lastPractisedAt'>,
  counts: { memberCount: number; lastPractisedAt: Date | null },
): Promise<void> {
  const { groupId, ...settings } = community;
  await tx
    .insert(communities)
    .values({ groupId, ...settings, ...counts })
    .onConflictDoUpdate({ target: communities.groupId, set: settings });
}

/** Deletes a community and its memberships. */
export async function deleteCommunity(tx: StatsTx, groupId: string): Promise<void> {
  await tx.delete(communityMembers).where(eq(communityMembers.groupId, groupId));
  await tx.delete(communities).where(eq(communities.groupId, groupId));
}

/** One member more, practised at least as lately as practisedAt when given. */
export async function countMemberIn(tx: StatsTx, groupId: string, practisedAt: Date | null): Promise<void> {
  await tx
    .update(communities)
    .set({
      memberCount: sql`${communities.memberCount} + 1`,
      ...(practisedAt ? { lastPractisedAt: sql`greatest(${communities.lastPractisedAt}, ${practisedAt.toISOString()}::timestamptz)` } : {}),
    })
    .where(eq(communities.groupId, groupId));
}

/** One member fewer, and the latest meditation of those who stay. */
export async function countMemberOut(tx: StatsTx, groupId: string): Promise<void> {
  await tx.update(communities).set({ memberCount: sql`greatest(${communities.memberCount} - 1, 0)` }).where(eq(communities.groupId, groupId));
  await tx
    .update(communities)
    .set({
      lastPractisedAt: sql`(select max(${userTotals.lastCompletedAt}) from ${communityMembers} join ${userTotals} on ${userTotals.userId} = ${communityMembers.userId} where ${communityMembers.groupId} = ${groupId})`,
    })
    .where(eq(communities.groupId, groupId));
}

/**
 * The person's latest meditation, their totals row locked (made first when they have none, so that
 * even before their first meditation there is a row a concurrent one waits on, or this waits on that).
 */
export async function lastCompletedForUpdate(tx: StatsTx, userId: string): Promise<Date | null> {
  await tx.insert(userTotals).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select({ at: userTotals.lastCompletedAt }).from(userTotals).where(eq(userTotals.userId, userId)).for('update');
  return row?.at ?? null;
}

/** Every read model, emptied before a rebuild. */
const READ_MODELS = [
  'daily_totals',
  'intention_totals',
  'quarter_hour_totals',
  'user_totals',
  'user_practice',
  'user_sessions',
  'user_achievements',
  'members',
  'communities',
  'community_members',
  'user_day_rules',
  'processed_events',
] as const;

/** Empties every read model and the journal of the events applied to them, their locks held until the transaction ends. */
export async function emptyReadModels(tx: StatsTx): Promise<void> {
  await tx.execute(sql.raw(`truncate ${READ_MODELS.map((table) => `"${SCHEMA}"."${table}"`).join(', ')}`));
}
