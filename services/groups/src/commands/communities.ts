import { and, asc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '@peace/kit';
import { communityMembers, groupSessions } from '../db/schema.js';
import { sessionCancelled } from '../events/publish.js';
import type { GroupSessionRow, GroupsDb, GroupsTx } from './sessions.js';
import { MAX_UPCOMING_SESSIONS } from '../list-caps.js';

/** A community as the groups service knows it: by its id, owned by the communities service. */
export interface CommunityRef {
  id: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// The end of a session's window in SQL, as endsAt() computes it.
const windowEnd = sql`coalesce(${groupSessions.endsAt}, ${groupSessions.scheduledStart} + make_interval(mins => ${groupSessions.duration}))`;
const windowStart = sql`coalesce(${groupSessions.startedAt}, ${groupSessions.scheduledStart})`;

/**
 * For each community, its sessions meeting condition, in order, at most limit of each: one query
 * for all of them, ranked within each community so no more rows are read out than are answered.
 */
async function sessionsPerCommunity(db: GroupsDb, groupIds: readonly string[], condition: SQL, order: SQL, limit: number): Promise<GroupSessionRow[][]> {
  if (groupIds.length === 0) return [];
  const ranked = db
    .select({ id: groupSessions.id, rank: sql<number>`row_number() over (partition by ${groupSessions.groupId} order by ${order})`.as('rank') })
    .from(groupSessions)
    .where(and(inArray(groupSessions.groupId, [...groupIds]), condition))
    .as('ranked');
  const rows = await db
    .select({ session: groupSessions })
    .from(groupSessions)
    .innerJoin(ranked, eq(ranked.id, groupSessions.id))
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.rank));
  const byGroup = new Map<string, GroupSessionRow[]>(groupIds.map((id) => [id, []]));
  for (const { session } of rows) if (session.groupId) byGroup.get(session.groupId)?.push(session);
  return groupIds.map((id) => byGroup.get(id) ?? []);
}

/** Each community's sessions live now or still to come, soonest first, at most MAX_UPCOMING_SESSIONS of each: one query for all; in the order of the ids given. */
export function upcomingSessionsOfMany(db: GroupsDb, clock: Clock, groupIds: readonly string[]): Promise<GroupSessionRow[][]> {
  return sessionsPerCommunity(db, groupIds, sql`${groupSessions.status} in ('scheduled', 'active') and ${windowEnd} > ${clock.now()}`, sql`${groupSessions.scheduledStart} asc, ${groupSessions.id} asc`, MAX_UPCOMING_SESSIONS);
}

/** Each community's session live now, the earliest started if several: one query for all; in the order of the ids given. */
export async function liveSessionOfMany(db: GroupsDb, clock: Clock, groupIds: readonly string[]): Promise<(GroupSessionRow | undefined)[]> {
  const live = await sessionsPerCommunity(db, groupIds, sql`${groupSessions.status} = 'active' and ${windowEnd} > ${clock.now()}`, sql`${groupSessions.startedAt} asc, ${groupSessions.id} asc`, 1);
  return live.map((sessions) => sessions[0]);
}

/**
 * Each community's completed sessions, the latest first, at most limit of each: one query for all; in
 * the order of the ids given. A session whose end has passed counts as completed even before the
 * sweep has written so, as statusAt() reads it.
 */
export function pastSessionsOfMany(db: GroupsDb, clock: Clock, groupIds: readonly string[], limit: number): Promise<GroupSessionRow[][]> {
  const now = clock.now();
  return sessionsPerCommunity(
    db,
    groupIds,
    sql`(${groupSessions.status} = 'completed' or (${groupSessions.status} = 'active' and ${windowEnd} <= ${now}))`,
    sql`${windowStart} desc, ${groupSessions.id} desc`,
    limit,
  );
}

/** Monday 00:00 UTC of the week holding `now`. */
export function startOfWeek(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/**
 * How many of each community's sessions, not cancelled, start in the current week (Monday to
 * Sunday, UTC), in one query for a whole list; in the order of the ids given.
 */
export async function sessionsThisWeek(db: GroupsDb, clock: Clock, groupIds: readonly string[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const now = clock.now();
  const monday = startOfWeek(now);
  const nextMonday = new Date(monday.getTime() + 7 * DAY_MS);
  const rows = await db
    .select({ groupId: groupSessions.groupId, value: sql<number>`count(*)::int` })
    .from(groupSessions)
    .where(
      and(
        inArray(groupSessions.groupId, [...groupIds]),
        ne(groupSessions.status, 'cancelled'),
        // One nobody started before its window closed is cancelled, whether or not the sweep has written so yet.
        sql`not (${groupSessions.status} = 'scheduled' and ${windowEnd} <= ${now})`,
        gte(groupSessions.scheduledStart, monday),
        lt(groupSessions.scheduledStart, nextMonday),
      ),
    )
    .groupBy(groupSessions.groupId);
  const counts = new Map(rows.map((row) => [row.groupId, row.value]));
  return groupIds.map((id) => counts.get(id) ?? 0);
}

/**
 * A deleted community's sessions that have not started are cancelled, each with its event, and
 * its memberships end (at the deletion's time, so an older membership event arriving late cannot
 * bring one back). A session already running finishes as it would have. The cancellations carry
 * the deletion's time.
 */
export async function closeCommunity(tx: GroupsTx, groupId: string, at: Date): Promise<number> {
  const cancelled = await tx
    .update(groupSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(groupSessions.groupId, groupId), eq(groupSessions.status, 'scheduled')))
    .returning();
  for (const row of cancelled) await sessionCancelled(tx, row, 'community-deleted', at);
  await tx
    .update(communityMembers)
    .set({ status: 'left', at })
    .where(and(eq(communityMembers.groupId, groupId), sql`${communityMembers.at} <= ${at}`));
  return cancelled.length;
}
