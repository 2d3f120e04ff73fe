import { asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  ACHIEVEMENT_CATALOGUE,
  achievementCriteriaSchema as criteriaSchema,
  measureCriteria,
  meetsCriteria,
  type AchievementCriteria,
  type PracticeFacts as SharedFacts,
} from '@peace/proto';
import { achievements, userAchievements } from '../db/schema.js';
import type { MeditationDb, MeditationTx } from '../db/types.js';
import { achievementUnlocked } from '../events/publish.js';
import { MAX_ACHIEVEMENTS } from '../list-caps.js';

/** The catalogue lives in proto, so the stats service measures progress by the same criteria. */
export const CATALOGUE = ACHIEVEMENT_CATALOGUE;

/**
 * Brings the stored catalogue in line with CATALOGUE: new entries are added, changed texts are
 * updated (ids, and so every unlock, are kept), entries no longer listed are retired rather than
 * deleted. Idempotent, and safe when several replicas start at once.
 */
export async function seedAchievementCatalogue(db: MeditationDb): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(achievements)
      .values(CATALOGUE.map((entry, position) => ({ ...entry, position, isActive: 1 })))
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
    const listed = CATALOGUE.map((entry) => entry.slug);
    await tx.update(achievements).set({ isActive: 0 }).where(notInArray(achievements.slug, listed));
  });
}

/** Everything an achievement can ask about a person's practice, as of the meditation just completed. */
export interface PracticeFacts {
  totalSessions: number;
  totalMinutes: number;
  intentionsPractised: number;
  longestStreak: number;
  /** Local hour (0-23) at which the meditation just completed began. */
  startHour: number;
}

/** Answers the progress towards the criteria when met, undefined otherwise. */
export function progressTowards(criteria: AchievementCriteria, facts: PracticeFacts): { value: number; target: number } | undefined {
  const shared: SharedFacts = { ...facts, streakDays: facts.longestStreak };
  if (!meetsCriteria(criteria, shared)) return undefined;
  // The stored progress keeps its earlier meaning for the hour: the hour begun and the hour the window opens.
  return criteria.kind === 'time_of_day' ? { value: facts.startHour, target: criteria.fromHour } : measureCriteria(criteria, shared);
}

export type AchievementRow = typeof achievements.$inferSelect;

/**
 * Unlocks, inside the completion's transaction, every achievement of pending (the active ones the
 * person did not hold when the facts were read) that the facts now meet. The unique (user,
 * achievement) index makes each unlock happen once even if two completions raced; only the rows
 * this call inserted are answered, for the caller to publish with the completion.
 */
export async function unlockAchievements(tx: MeditationTx, userId: string, facts: PracticeFacts, pending: readonly AchievementRow[], now: Date): Promise<AchievementRow[]> {
  const met = pending.flatMap((achievement) => {
    const criteria = criteriaSchema.safeParse(achievement.criteria);
    const progress = criteria.success ? progressTowards(criteria.data, facts) : undefined;
    return progress ? [{ achievement, progress }] : [];
  });
  if (met.length === 0) return [];
  const inserted = await tx
    .insert(userAchievements)
    .values(met.map(({ achievement, progress }) => ({ userId, achievementId: achievement.id, unlockedAt: now, progress })))
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  const insertedIds = new Set(inserted.map((row) => row.achievementId));
  return met.map(({ achievement }) => achievement).filter((achievement) => insertedIds.has(achievement.id));
}

/** The events of the achievements a completion unlocked. */
export function unlockedEvents(userId: string, unlocked: readonly AchievementRow[], now: Date) {
  return unlocked.map((achievement) =>
    achievementUnlocked({ userId, achievementId: achievement.id, slug: achievement.slug, name: achievement.name, rarity: achievement.rarity, unlockedAt: now }),
  );
}

/** The active catalogue, in display order. */
export async function listCatalogue(db: MeditationDb): Promise<AchievementRow[]> {
  return db.select().from(achievements).where(eq(achievements.isActive, 1)).orderBy(asc(achievements.position)).limit(MAX_ACHIEVEMENTS);
}

export interface UnlockedAchievementView {
  id: string;
  name: string;
  description: string;
  icon: string;
  rarity: string;
  unlockedAt: Date;
}

/** A person's unlocked achievements, newest first. */
export async function listUnlocked(db: MeditationDb, userId: string): Promise<UnlockedAchievementView[]> {
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
    .limit(MAX_ACHIEVEMENTS);
}
