import { defineConsumer } from '@peace/kit';
import { identityUserDeleted } from '@peace/proto';
import { publishRemoval, type ActiveSessionDeps } from '../commands/active-sessions.js';
import { forgetPerson } from '../commands/forget.js';
import type { ActiveRow, MeditationTx } from '../db/types.js';

export const ACCOUNT_DELETIONS_CONSUMER = 'meditation-account-deletions';

/**
 * Forgets a person once identity has deleted their account. A sit they had in progress also leaves
 * the Redis copies (the hot read, the live count, a group session's sitters) after the commit.
 */
export function accountDeletionsConsumer(deps: Omit<ActiveSessionDeps, 'db'>) {
  // What each applied deletion removed, until its after-commit work has run; a redelivery finds
  // nothing left to remove, and the Redis copies expire on their own.
  const removedSits = new Map<string, { row: ActiveRow; removalRevision: number }>();
  return defineConsumer({
    durable: ACCOUNT_DELETIONS_CONSUMER,
    contracts: [identityUserDeleted],
    handle: async (event, tx: MeditationTx) => {
      const removed = await forgetPerson(tx, event.data.userId);
      if (removed) removedSits.set(event.id, removed);
    },
    afterCommit: async (event) => {
      const removed = removedSits.get(event.id);
      if (!removed) return;
      await publishRemoval(deps, removed.row, removed.removalRevision);
      removedSits.delete(event.id);
    },
  });
}
