import { and, asc, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Clock } from '@peace/kit';
import { communityMembers, groupSessions } from '../db/schema.js';
import { sessionCancelled } from '../events/publish.js';
import type { GroupSessionRow, GroupsDb, GroupsTx } from './sessions.js';

/** A community as the groups service knows it: by its id, owned by the communities service. */
export interface CommunityRef {
  id: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

// The end of a session's window in SQL, as endsAt() computes it.
const windowEnd = sql`coalesce(${groupSessions.endsAt}, ${groupSessions.scheduledStart} + make_interval(mins => ${groupSessions.duration}))`;
const windowStart = sql`coalesce(${groupSessions.startedAt}, ${groupSessions.scheduledStart})`;

/** A community's sessions that are live now or still to come, soonest first. */
export async function upcomingSessionsOf(db: GroupsDb, clock: Clock, groupId: string): Promise<GroupSessionRow[]> {
  return db
    .select()
    .from(groupSessions)
    .where(and(eq(groupSessions.groupId, groupId), inArray(groupSessions.status, ['scheduled', 'active']), sql`${windowEnd} > ${clock.now()}`))
    .orderBy(asc(groupSessions.scheduledStart), asc(groupSessions.id))
    .limit(200);
}

/** A community's session that is live now, the earliest started if several; undefined when none is. */
export async function liveSessionOf(db: GroupsDb, clock: Clock, groupId: string): Promise<GroupSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(groupSessions)
    .where(and(eq(groupSessions.groupId, groupId), eq(groupSessions.status, 'active'), sql`${windowEnd} > ${clock.now()}`))
    .orderBy(asc(groupSessions.startedAt), asc(groupSessions.id))
    .limit(1);
  return row;
}

/**
 * A community's completed sessions, the latest first. A session whose end has passed counts as
 * completed even before the sweep has written so, as statusAt() reads it.
 */
export async function pastSessionsOf(db: GroupsDb, clock: Clock, groupId: string, limit: number): Promise<GroupSessionRow[]> {
  const now = clock.now();
  return db
    .select()
    .from(groupSessions)
    .where(and(eq(groupSessions.groupId, groupId), sql`(${groupSessions.status} = 'completed' or (${groupSessions.status} = 'active' and ${windowEnd} <= ${now}))`))
    .orderBy(desc(windowStart), desc(groupSessions.id))
    .limit(limit);
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
