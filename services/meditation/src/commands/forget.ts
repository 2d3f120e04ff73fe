import { eq } from 'drizzle-orm';
import { accounts, completionKeys, groupParticipants, meditationSessions, practiceSettings, userAchievements } from '../db/schema.js';
import { lockUser, removeActiveSession } from '../db/active-sessions.repository.js';
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
  await tx.delete(completionKeys).where(eq(completionKeys.userId, userId));
  await tx.delete(meditationSessions).where(eq(meditationSessions.userId, userId));
  await tx.delete(userAchievements).where(eq(userAchievements.userId, userId));
  await tx.delete(groupParticipants).where(eq(groupParticipants.userId, userId));
  await tx.delete(practiceSettings).where(eq(practiceSettings.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  return removed;
}
