import { defineConsumer } from '@peace/kit';
import { groupsParticipantJoined, groupsParticipantLeft, groupsSessionCancelled, groupsSessionCompleted, groupsSessionScheduled, groupsSessionStarted, identityUserCreated, identityUserUpdated } from '@peace/proto';
import { accounts } from '../db/schema.js';
import { applyGroupsEvent } from '../commands/group-sessions.js';
import type { MeditationTx } from '../db/types.js';

/**
 * What the meditation service consumes: the groups service's sessions and participants, kept in
 * its own tables so that a group sit can be checked against a real session the person joined. The
 * durable name is the consumer's position in the stream, from which it catches up after downtime.
 */
export const GROUP_SESSIONS_CONSUMER = 'meditation-group-sessions';

export const groupSessionsConsumer = defineConsumer({
  durable: GROUP_SESSIONS_CONSUMER,
  contracts: [groupsSessionScheduled, groupsSessionStarted, groupsSessionCompleted, groupsSessionCancelled, groupsParticipantJoined, groupsParticipantLeft],
  handle: (event, tx: MeditationTx) => applyGroupsEvent(tx, event),
});

export const ACCOUNTS_CONSUMER = 'meditation-accounts';

/** When each account was created, the earliest a sit the client timed itself may have begun. */
export const accountsConsumer = defineConsumer({
  durable: ACCOUNTS_CONSUMER,
  contracts: [identityUserCreated, identityUserUpdated],
  handle: async (event, tx: MeditationTx) => {
    // An account's creation never changes: the first event that names it is enough.
    await tx.insert(accounts).values({ userId: event.data.userId, createdAt: new Date(event.data.createdAt) }).onConflictDoNothing({ target: accounts.userId });
  },
});
