import { and, eq, ne, sql } from 'drizzle-orm';
import { groupParticipants, groupSessions } from './schema.js';
import type { MeditationDb, MeditationTx } from './types.js';

/** This service's copy of the groups service's sessions and who is in them. */

type GroupSessionStatus = 'scheduled' | 'active' | 'cancelled' | 'completed';
export type GroupSessionRow = typeof groupSessions.$inferSelect;

// A later status outranks an earlier one. A session that ran to its end stays completed even if a
// cancellation (its community deleted afterwards) arrives later: the sit happened.
const statusRank = (column: unknown) => sql`(case ${column} when 'scheduled' then 0 when 'active' then 1 when 'cancelled' then 2 when 'completed' then 3 end)`;

/** Keeps a session as announced, a later status outranking an earlier one. */
export async function upsertSession(tx: MeditationTx, id: string, values: { status: GroupSessionStatus; duration: number; scheduledStart: string; startsAt?: string; endsAt?: string }) {
  await tx
    .insert(groupSessions)
    .values({
      id,
      status: values.status,
      duration: values.duration,
      scheduledStart: new Date(values.scheduledStart),
      startsAt: values.startsAt ? new Date(values.startsAt) : null,
      endsAt: values.endsAt ? new Date(values.endsAt) : null,
    })
    .onConflictDoUpdate({
      target: groupSessions.id,
      set: {
        status: sql`excluded.status`,
        duration: sql`excluded.duration`,
        scheduledStart: sql`excluded.scheduled_start`,
        // A cancellation carries no window; one the session already had is kept.
        startsAt: sql`coalesce(excluded.starts_at, ${groupSessions.startsAt})`,
        endsAt: sql`coalesce(excluded.ends_at, ${groupSessions.endsAt})`,
      },
      setWhere: sql`${statusRank(sql`excluded.status`)} >= ${statusRank(groupSessions.status)}`,
    });
}

/** Keeps a person's join or leave of a session, as the event eventId announced it at at. */
export async function upsertParticipant(tx: MeditationTx, change: { groupSessionId: string; userId: string; at: string; eventId: string }, status: 'joined' | 'left') {
  await tx
    .insert(groupParticipants)
    .values({ groupSessionId: change.groupSessionId, userId: change.userId, status, changedAt: new Date(change.at), eventId: change.eventId })
    .onConflictDoUpdate({
      target: [groupParticipants.groupSessionId, groupParticipants.userId],
      set: { status: sql`excluded.status`, changedAt: sql`excluded.changed_at`, eventId: sql`excluded.event_id` },
      // Only a newer join or leave changes the row, so a late redelivery cannot undo a later one.
      setWhere: sql`(excluded.changed_at, excluded.event_id) > (${groupParticipants.changedAt}, ${groupParticipants.eventId})`,
    });
}

export async function groupSessionById(tx: MeditationTx, id: string): Promise<GroupSessionRow | undefined> {
  const [session] = await tx.select().from(groupSessions).where(eq(groupSessions.id, id));
  return session;
}

/** The person's place in a session: whether they are in it, and since when. */
export async function participation(tx: MeditationTx, groupSessionId: string, userId: string): Promise<{ status: string; changedAt: Date } | undefined> {
  const [participant] = await tx
    .select({ status: groupParticipants.status, changedAt: groupParticipants.changedAt })
    .from(groupParticipants)
    .where(and(eq(groupParticipants.groupSessionId, groupSessionId), eq(groupParticipants.userId, userId)));
  return participant;
}

/** How many of a session's joined participants are not the person. */
export async function joinedOthers(tx: MeditationTx, groupSessionId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(groupParticipants)
    .where(and(eq(groupParticipants.groupSessionId, groupSessionId), eq(groupParticipants.status, 'joined'), ne(groupParticipants.userId, userId)));
  return row?.value ?? 0;
}

/** In one read, this service's copy of a group session's status and of the person's place in it, each null when unknown. */
export async function groupCopyOf(db: MeditationDb, groupSessionId: string, userId: string): Promise<{ participant: string | null; session: string | null } | undefined> {
  const { rows } = await db.execute<{ participant: string | null; session: string | null }>(sql`
    select
      (select ${groupParticipants.status} from ${groupParticipants} where ${groupParticipants.groupSessionId} = ${groupSessionId} and ${groupParticipants.userId} = ${userId}) as participant,
      (select ${groupSessions.status} from ${groupSessions} where ${groupSessions.id} = ${groupSessionId}) as session`);
  return rows[0];
}
