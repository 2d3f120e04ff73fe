import { randomUUID } from 'node:crypto';
import {
  createEnvelope,
  groupsParticipantJoined,
  groupsParticipantLeft,
  groupsSessionCancelled,
  groupsSessionCompleted,
  groupsSessionScheduled,
  groupsSessionStarted,
  type Envelope,
  type EventContract,
} from '@peace/proto';

/** An event as the groups service would publish it, typed as the consumer receives it. */
function received<TType extends string, TData>(contract: EventContract<TType, TData>, data: TData): Envelope<TData> & { type: TType } {
  return { ...createEnvelope(contract, data), type: contract.type };
}

/**
 * The groups service's events for one session that starts at startsAt and lasts duration minutes,
 * built by the contracts in proto exactly as the producer builds them.
 */
export function groupSessionEvents(startsAt: string, duration = 10, id = randomUUID()) {
  const start = new Date(startsAt);
  const endsAt = new Date(start.getTime() + duration * 60_000);
  const session = {
    groupSessionId: id,
    name: 'Morning Peace',
    intention: 'Peace' as const,
    duration,
    maxParticipants: 50,
    createdBy: randomUUID(),
    groupId: null,
    scheduledStart: start.toISOString(),
  };
  const window = { startsAt: start.toISOString(), endsAt: endsAt.toISOString() };
  // Participants join before the start unless a test says when.
  const beforeStart = new Date(start.getTime() - 60_000).toISOString();
  return {
    id,
    duration,
    startsAt: start,
    endsAt,
    scheduled: () => received(groupsSessionScheduled, session),
    started: () => received(groupsSessionStarted, { ...session, ...window }),
    completed: () => received(groupsSessionCompleted, { ...session, ...window }),
    cancelled: (reason: 'not-started' | 'community-deleted' = 'not-started') => received(groupsSessionCancelled, { ...session, reason }),
    joined: (userId: string, at = beforeStart) => received(groupsParticipantJoined, { groupSessionId: id, userId, at }),
    left: (userId: string, at = beforeStart) => received(groupsParticipantLeft, { groupSessionId: id, userId, at }),
  };
}
