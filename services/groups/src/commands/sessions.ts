import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Clock, Database } from '@peace/kit';
import { groupSessionParticipants, groupSessions, type schema } from '../db/schema.js';

export type GroupsDb = Database<typeof schema>;
export type GroupSessionRow = typeof groupSessions.$inferSelect;

/** Sessions that are live or still to come (a session lasts from its start for its duration). */
export async function listOpenSessions(db: GroupsDb, clock: Clock): Promise<GroupSessionRow[]> {
  const now = clock.now();
  return db
    .select()
    .from(groupSessions)
    .where(
      and(
        inArray(groupSessions.status, ['scheduled', 'active']),
        gt(sql`${groupSessions.scheduledStart} + make_interval(mins => ${groupSessions.duration})`, now),
      ),
    )
    .orderBy(asc(groupSessions.scheduledStart))
    .limit(200);
}

export async function findSession(db: GroupsDb, id: string): Promise<GroupSessionRow | undefined> {
  const [row] = await db.select().from(groupSessions).where(eq(groupSessions.id, id)).limit(1);
  return row;
}

/** How many people have joined each of the sessions, in one query; in the order of the ids given. */
export async function participantCounts(db: GroupsDb, sessionIds: readonly string[]): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ sessionId: groupSessionParticipants.groupSessionId, value: count() })
    .from(groupSessionParticipants)
    .where(and(inArray(groupSessionParticipants.groupSessionId, [...sessionIds]), eq(groupSessionParticipants.status, 'joined')))
    .groupBy(groupSessionParticipants.groupSessionId);
  const counts = new Map(rows.map((row) => [row.sessionId, row.value]));
  return sessionIds.map((id) => counts.get(id) ?? 0);
}
