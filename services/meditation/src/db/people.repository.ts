import { eq } from 'drizzle-orm';
import { accounts, completionKeys, groupParticipants, meditationSessions, practiceSettings, userAchievements } from './schema.js';
import type { MeditationTx } from './types.js';

/**
 * Deletes what this service stores of a person but their sit in progress: their completed sits and
 * the keys they were recorded under, their achievements, their place in group sessions, their
 * practice settings and when their account began.
 */
export async function deleteStoredOf(tx: MeditationTx, userId: string): Promise<void> {
  await tx.delete(completionKeys).where(eq(completionKeys.userId, userId));
  await tx.delete(meditationSessions).where(eq(meditationSessions.userId, userId));
  await tx.delete(userAchievements).where(eq(userAchievements.userId, userId));
  await tx.delete(groupParticipants).where(eq(groupParticipants.userId, userId));
  await tx.delete(practiceSettings).where(eq(practiceSettings.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
}
