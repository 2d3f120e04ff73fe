import { eq, sql } from 'drizzle-orm';
import { practiceSettings } from './schema.js';
import type { MeditationDb, MeditationTx } from './types.js';

/** Each person's practice settings as saved; none before their first save. */

export type SettingsRow = typeof practiceSettings.$inferSelect;

type Executor = MeditationDb | MeditationTx;

/** What a save stores: every setting. */
type SettingsValues = Pick<SettingsRow, 'endSignal' | 'intervalBellMinutes' | 'dayEndHour' | 'grace' | 'recordLocation'>;

export async function savedSettings(db: Executor, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(practiceSettings).where(eq(practiceSettings.userId, userId)).prepare('meditation_practice_settings').execute();
  return row;
}

/** The person's saved settings, locked until the transaction ends. */
export async function savedSettingsForUpdate(tx: MeditationTx, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(practiceSettings).where(eq(practiceSettings.userId, userId)).for('update');
  return row;
}

/** Stores the person's settings under revision, or the next revision after the one stored. */
export async function storeSettings(tx: MeditationTx, userId: string, values: SettingsValues, revision: number, now: Date): Promise<SettingsRow | undefined> {
  // Two first saves racing: the primary key lets one insert, and the other updates after it.
  const [saved] = await tx
    .insert(practiceSettings)
    .values({ userId, ...values, revision, updatedAt: now })
    .onConflictDoUpdate({ target: practiceSettings.userId, set: { ...values, revision: sql`${practiceSettings.revision} + 1`, updatedAt: now } })
    .returning();
  return saved;
}
