import {
  ACHIEVEMENT_CATALOGUE,
  achievementCriteriaSchema as criteriaSchema,
  measureCriteria,
  meetsCriteria,
  type AchievementCriteria,
  type PracticeFacts as SharedFacts,
} from '@peace/proto';
import { activeCatalogue, storeCatalogue, storeUnlocks, unlockedBy, type AchievementRow, type UnlockedAchievementView } from '../db/achievements.repository.js';
import type { MeditationDb, MeditationTx } from '../db/types.js';
import { achievementUnlocked } from '../events/publish.js';
import { MAX_ACHIEVEMENTS } from '../list-caps.js';

/** The catalogue lives in proto, so the stats service measures progress by the same criteria. */
export const CATALOGUE = ACHIEVEMENT_CATALOGUE;

/** Brings the stored catalogue in line with CATALOGUE (see storeCatalogue). */
export function seedAchievementCatalogue(db: MeditationDb): Promise<void> {
  return storeCatalogue(db, CATALOGUE);
}

/** Everything an achievement can ask about a person's practice, as of the meditation just completed. */
export interface PracticeFacts {
  totalSessions: number;
  totalMinutes: number;
  intentionsPractised: number;
  /** 0 when no achievement still to unlock asks for a streak (see recordSit). */
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

export type { AchievementRow, UnlockedAchievementView } from '../db/achievements.repository.js';

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
  const inserted = await storeUnlocks(tx, userId, met.map(({ achievement, progress }) => ({ achievementId: achievement.id, progress })), now);
  const insertedIds = new Set(inserted);
  return met.map(({ achievement }) => achievement).filter((achievement) => insertedIds.has(achievement.id));
}

/** The events of the achievements a completion unlocked. */
export function unlockedEvents(userId: string, unlocked: readonly AchievementRow[], now: Date) {
  return unlocked.map((achievement) =>
    achievementUnlocked({ userId, achievementId: achievement.id, slug: achievement.slug, name: achievement.name, rarity: achievement.rarity, unlockedAt: now }),
  );
}

/** The active catalogue, in display order. */
export function listCatalogue(db: MeditationDb): Promise<AchievementRow[]> {
  return activeCatalogue(db, MAX_ACHIEVEMENTS);
}

/** A person's unlocked achievements, newest first. */
export function listUnlocked(db: MeditationDb, userId: string): Promise<UnlockedAchievementView[]> {
  return unlockedBy(db, userId, MAX_ACHIEVEMENTS);
}
