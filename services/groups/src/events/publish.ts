import { enqueueEvent, type SqlExecutor } from '@peace/kit';
import {
  groupsParticipantJoined,
  groupsParticipantLeft,
  groupsSessionCancelled,
  groupsSessionCompleted,
  groupsSessionScheduled,
  groupsSessionStarted,
  type EventData,
  type Intention,
} from '@peace/proto';
import { SCHEMA, type groupSessions } from '../db/schema.js';
import { endsAt, startsAt } from '../commands/window.js';

/**
 * What the groups service publishes, always through its outbox inside the transaction that makes
 * the change.
 */
export const published = [groupsSessionScheduled, groupsSessionStarted, groupsSessionCompleted, groupsSessionCancelled, groupsParticipantJoined, groupsParticipantLeft] as const;

type SessionRow = typeof groupSessions.$inferSelect;

function sessionData(row: SessionRow): EventData<typeof groupsSessionScheduled> {
  return {
    groupSessionId: row.id,
    name: row.name,
    // Rows only ever hold intentions that passed validation; the contract's schema checks again on enqueue.
    intention: row.intention as Intention,
    duration: row.duration,
    maxParticipants: row.maxParticipants,
    createdBy: row.createdBy,
    groupId: row.groupId,
    scheduledStart: row.scheduledStart.toISOString(),
  };
}

function window(row: SessionRow): { startsAt: string; endsAt: string } {
  return { startsAt: startsAt(row).toISOString(), endsAt: endsAt(row).toISOString() };
}

export function sessionScheduled(tx: SqlExecutor, row: SessionRow, now: Date) {
  return enqueueEvent(tx, SCHEMA, groupsSessionScheduled, sessionData(row), now);
}

export function sessionStarted(tx: SqlExecutor, row: SessionRow, now: Date) {
  return enqueueEvent(tx, SCHEMA, groupsSessionStarted, { ...sessionData(row), ...window(row) }, now);
}

export function sessionCompleted(tx: SqlExecutor, row: SessionRow, now: Date) {
  return enqueueEvent(tx, SCHEMA, groupsSessionCompleted, { ...sessionData(row), ...window(row) }, now);
}

export function sessionCancelled(tx: SqlExecutor, row: SessionRow, reason: EventData<typeof groupsSessionCancelled>['reason'], now: Date) {
  return enqueueEvent(tx, SCHEMA, groupsSessionCancelled, { ...sessionData(row), reason }, now);
}

export function participantJoined(tx: SqlExecutor, participant: { groupSessionId: string; userId: string; at: Date }) {
  return enqueueEvent(tx, SCHEMA, groupsParticipantJoined, { ...participant, at: participant.at.toISOString() }, participant.at);
}

export function participantLeft(tx: SqlExecutor, participant: { groupSessionId: string; userId: string; at: Date }) {
  return enqueueEvent(tx, SCHEMA, groupsParticipantLeft, { ...participant, at: participant.at.toISOString() }, participant.at);
}
