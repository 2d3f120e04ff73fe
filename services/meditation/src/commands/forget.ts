import { lockUser, removeActiveSession } from '../db/active-sessions.repository.js';
import { deleteStoredOf } from '../db/people.repository.js';
import type { ActiveRow, MeditationTx } from '../db/types.js';

/**
 * Forgets a person who deleted their account: their sit in progress, their completed sits and the
 * keys they were recorded under, their achievements, their place in group sessions, their practice
 * settings and when their account began. No stopped event is
 * published for the sit in progress: the other services forget the person from the deletion itself.
 * Answers the removed sit, whose copies in Redis the caller clears once this has committed.
 */
export async function forgetPerson(tx: MeditationTx, userId: string): Promise<{ row: ActiveRow; removalRevision: number } | undefined> {
  await lockUser(tx, userId);
  const removed = await removeActiveSession(tx, userId);
  await deleteStoredOf(tx, userId);
  return removed;
}
