import { sql } from 'drizzle-orm';
import { defineConsumer, enqueueEvent, type EventTransaction, type SqlExecutor } from '@peace/kit';
import {
  communitiesMemberJoined,
  communitiesMemberLeft,
  groupsParticipantJoined,
  groupsParticipantLeft,
  groupsSessionCancelled,
  groupsSessionCompleted,
  groupsSessionScheduled,
  groupsSessionStarted,
  type EventData,
  type Intention,
} from '@peace/proto';
import { communityMembers, SCHEMA, type groupSessions } from '../db/schema.js';
import type { GroupsDb } from '../commands/sessions.js';
import { endsAt, startsAt } from '../commands/window.js';

/**
 * What the groups service publishes, always through its outbox inside the transaction that makes
 * the change, and what it consumes: community memberships, which decide who may schedule a
 * community's sessions.
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

/**
 * Keeps the groups service's copy of community memberships. Each row keeps the time of the latest
 * event applied, so an older event arriving after a newer one changes nothing.
 */
export const communityMembersConsumer = defineConsumer({
  durable: 'groups-community-members',
  contracts: [communitiesMemberJoined, communitiesMemberLeft],
  handle: async (event, tx: EventTransaction<GroupsDb>) => {
    const { groupId, userId, role } = event.data;
    const at = new Date(event.data.at);
    const status = event.type === communitiesMemberJoined.type ? 'active' : 'left';
    await tx
      .insert(communityMembers)
      .values({ groupId, userId, role, status, at })
      .onConflictDoUpdate({
        target: [communityMembers.groupId, communityMembers.userId],
        set: { role, status, at },
        setWhere: sql`${communityMembers.at} <= ${at}`,
      });
  },
});
