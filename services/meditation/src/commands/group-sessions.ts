import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError, type ReceivedEvent } from '@peace/kit';
import type {
  groupsParticipantJoined,
  groupsParticipantLeft,
  groupsSessionCancelled,
  groupsSessionCompleted,
  groupsSessionScheduled,
  groupsSessionStarted,
} from '@peace/proto';
import { groupParticipants, groupSessions } from '../db/schema.js';
import type { MeditationTx } from '../db/types.js';
import { END_TOLERANCE_MS } from './timing.js';

export type GroupsEvent = ReceivedEvent<
  | typeof groupsSessionScheduled
  | typeof groupsSessionStarted
  | typeof groupsSessionCompleted
  | typeof groupsSessionCancelled
  | typeof groupsParticipantJoined
  | typeof groupsParticipantLeft
>;

type GroupSessionStatus = 'scheduled' | 'active' | 'cancelled' | 'completed';
export type GroupSessionRow = typeof groupSessions.$inferSelect;

// A later status outranks an earlier one. A session that ran to its end stays completed even if a
// cancellation (its community deleted afterwards) arrives later: the sit happened.
const statusRank = (column: unknown) => sql`(case ${column} when 'scheduled' then 0 when 'active' then 1 when 'cancelled' then 2 when 'completed' then 3 end)`;

async function upsertSession(tx: MeditationTx, id: string, values: { status: GroupSessionStatus; duration: number; scheduledStart: string; startsAt?: string; endsAt?: string }) {
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

async function upsertParticipant(tx: MeditationTx, event: GroupsEvent & { data: { userId: string; at: string } }, status: 'joined' | 'left') {
  await tx
    .insert(groupParticipants)
    .values({ groupSessionId: event.data.groupSessionId, userId: event.data.userId, status, changedAt: new Date(event.data.at), eventId: event.id })
    .onConflictDoUpdate({
      target: [groupParticipants.groupSessionId, groupParticipants.userId],
      set: { status: sql`excluded.status`, changedAt: sql`excluded.changed_at`, eventId: sql`excluded.event_id` },
      // Only a newer join or leave changes the row, so a late redelivery cannot undo a later one.
      setWhere: sql`(excluded.changed_at, excluded.event_id) > (${groupParticipants.changedAt}, ${groupParticipants.eventId})`,
    });
}

/**
 * Applies one of the groups service's events to the copy kept here. Runs in the consumer's
 * transaction beside its journal row; every write is an upsert that only moves forward, so events
 * may arrive in any order (a participant before its session) and a repeat changes nothing.
 */
export async function applyGroupsEvent(tx: MeditationTx, event: GroupsEvent): Promise<void> {
  switch (event.type) {
    case 'peace.groups.session.scheduled':
      return upsertSession(tx, event.data.groupSessionId, { ...event.data, status: 'scheduled' });
    case 'peace.groups.session.started':
      return upsertSession(tx, event.data.groupSessionId, { ...event.data, status: 'active' });
    case 'peace.groups.session.completed':
      return upsertSession(tx, event.data.groupSessionId, { ...event.data, status: 'completed' });
    case 'peace.groups.session.cancelled':
      return upsertSession(tx, event.data.groupSessionId, { ...event.data, status: 'cancelled' });
    case 'peace.groups.participant.joined':
      return upsertParticipant(tx, event, 'joined');
    case 'peace.groups.participant.left':
      return upsertParticipant(tx, event, 'left');
  }
}

/** A group session with its window, as the rules below have checked it. */
export interface GroupSit {
  id: string;
  duration: number;
  startsAt: Date;
  endsAt: Date;
  /** When the person joined it, which may be before its start. */
  joinedAt: Date;
}

/**
 * The rules a meditation tied to a group session passes, for starting it (the session must be
 * running) or for recording it (the session's end must have come). The session must be one the
 * groups service has announced, the person must be in it, and the length is the session's.
 */
export async function requireGroupSit(tx: MeditationTx, userId: string, groupSessionId: string, duration: number, purpose: 'start' | 'complete', now: Date): Promise<GroupSit> {
  const [session] = await tx.select().from(groupSessions).where(eq(groupSessions.id, groupSessionId));
  if (!session) throw AppError.notFound('Group session not found');
  const [participant] = await tx
    .select({ status: groupParticipants.status, changedAt: groupParticipants.changedAt })
    .from(groupParticipants)
    .where(and(eq(groupParticipants.groupSessionId, groupSessionId), eq(groupParticipants.userId, userId)));
  if (participant?.status !== 'joined') throw AppError.forbidden('You have not joined this session');
  if (session.status === 'cancelled') throw AppError.conflict('This session was cancelled');
  if (session.status === 'scheduled' || !session.startsAt || !session.endsAt) throw AppError.conflict('This session has not started yet');
  if (duration !== session.duration) throw AppError.badInput(`duration: must be the session's ${session.duration} minutes`);
  const sit = { id: session.id, duration: session.duration, startsAt: session.startsAt, endsAt: session.endsAt, joinedAt: participant.changedAt };
  if (purpose === 'start' && (session.status === 'completed' || now >= sit.endsAt)) throw AppError.conflict('This session has ended');
  if (purpose === 'complete' && now.getTime() < sit.endsAt.getTime() - END_TOLERANCE_MS) throw AppError.conflict('This session has not ended yet');
  return sit;
}

/** How many others are in a group session with the person: its participants, as this service's copy has them, but them. */
export async function othersInSession(tx: MeditationTx, groupSessionId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`count(*)::int` })
    .from(groupParticipants)
    .where(and(eq(groupParticipants.groupSessionId, groupSessionId), eq(groupParticipants.status, 'joined'), ne(groupParticipants.userId, userId)));
  return row?.value ?? 0;
}

/**
 * The minutes a group sit counts: the whole session for someone there from its start, and for a
 * latecomer the whole minutes from their joining to its end, at least one, so nobody is credited
 * with time that passed before they came.
 */
export function minutesSat(sit: GroupSit): number {
  if (sit.joinedAt.getTime() <= sit.startsAt.getTime()) return sit.duration;
  return Math.max(1, Math.floor((sit.endsAt.getTime() - sit.joinedAt.getTime()) / 60_000));
}

/** A group sit runs on the session's window: it starts at the session's start, for its length. */
export function groupSitWindowEnd(startTime: Date | string, duration: number): number {
  return new Date(startTime).getTime() + duration * 60_000;
}
