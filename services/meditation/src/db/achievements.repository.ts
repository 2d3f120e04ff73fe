import { asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { achievements, userAchievements } from './schema.js';
import type { MeditationDb, MeditationTx } from './types.js';

/** The achievements as stored: the catalogue, and who unlocked which. */

export type AchievementRow = typeof achievements.$inferSelect;

/** What a catalogue entry stores; its place in the list is its position. */
type CatalogueEntry = Omit<typeof achievements.$inferInsert, 'id' | 'position' | 'isActive' | 'createdAt'>;

/**
 * Brings the stored catalogue in line with entries: new entries are added, changed texts are
 * updated (ids, and so every unlock, are kept), entries no longer listed are retired rather than
 * deleted. Idempotent, and safe when several replicas start at once.
 */
export async function storeCatalogue(db: MeditationDb, entries: readonly CatalogueEntry[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(achievements)
      .values(entries.map((entry, position) => ({ ...entry, position, isActive: 1 })))
      .onConflictDoUpdate({
        target: achievements.slug,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          type: sql`excluded.type`,
          criteria: sql`excluded.criteria`,
          icon: sql`excluded.icon`,
          rarity: sql`excluded.rarity`,
          position: sql`excluded.position`,
          isActive: 1,
        },
      });
    const listed = entries.map((entry) => entry.slug);
    await tx.update(achievements).set({ isActive: 0 }).where(notInArray(achievements.slug, listed));
  });
}

/**
 * Stores the person's unlocks; the unique (user, achievement) index keeps each once even if two
 * completions raced. Answers the ids of the achievements this call stored.
 */
export async function storeUnlocks(tx: MeditationTx, userId: string, unlocks: readonly { achievementId: string; progress: { value: number; target: number } }[], now: Date): Promise<string[]> {
  const inserted = await tx
    .insert(userAchievements)
    .values(unlocks.map(({ achievementId, progress }) => ({ userId, achievementId, unlockedAt: now, progress })))
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  return inserted.map((row) => row.achievementId);
}

/** The active catalogue, in display order, at most limit. */
export async function activeCatalogue(db: MeditationDb, limit: number): Promise<AchievementRow[]> {
  return db.select().from(achievements).where(eq(achievements.isActive, 1)).orderBy(asc(achievements.position)).limit(limit);
}

export interface UnlockedAchievementView {
  id: string;
  name: string;
  description: string;
  icon: string;
  rarity: string;
  unlockedAt: Date;
}

/** A person's unlocked achievements, newest first, at most limit. */
export async function unlockedBy(db: MeditationDb, userId: string, limit: number): Promise<UnlockedAchievementView[]> {
  return db
    .select({
      id: achievements.id,
      name: achievements.name,
      description: achievements.description,
      icon: achievements.icon,
      rarity: achievements.rarity,
      unlockedAt: userAchievements.unlockedAt,
    })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.unlockedAt), asc(achievements.position))
    .limit(limit);
}
