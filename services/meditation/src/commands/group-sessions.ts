import { AppError, type ReceivedEvent } from '@peace/kit';
import type {
  groupsParticipantJoined,
  groupsParticipantLeft,
  groupsSessionCancelled,
  groupsSessionCompleted,
  groupsSessionScheduled,
  groupsSessionStarted,
} from '@peace/proto';
import { groupSessionById, joinedOthers, participation, upsertParticipant, upsertSession } from '../db/group-sessions.repository.js';
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
      return upsertParticipant(tx, { ...event.data, eventId: event.id }, 'joined');
    case 'peace.groups.participant.left':
      return upsertParticipant(tx, { ...event.data, eventId: event.id }, 'left');
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
  const session = await groupSessionById(tx, groupSessionId);
  if (!session) throw AppError.notFound('Group session not found');
  const participant = await participation(tx, groupSessionId, userId);
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
export function othersInSession(tx: MeditationTx, groupSessionId: string, userId: string): Promise<number> {
  return joinedOthers(tx, groupSessionId, userId);
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
