import { and, asc, desc, eq, notExists, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { INTENTIONS } from '@peace/proto';
import { achievements, userAchievements } from '../db/schema.js';
import { achievementUnlocked } from '../events/index.js';
import type { MeditationDb, MeditationTx } from './active-sessions.js';

/** What an achievement asks for. Stored as the catalogue row's criteria. */
const criteriaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sessions'), atLeast: z.number().int().positive() }),
  z.object({ kind: z.literal('minutes'), atLeast: z.number().int().positive() }),
  z.object({ kind: z.literal('streak'), days: z.number().int().positive() }),
  z.object({ kind: z.literal('all_intentions') }),
  /** A meditation begun between fromHour (inclusive) and toHour (exclusive), local time. */
  z.object({ kind: z.literal('time_of_day'), fromHour: z.number().int().min(0).max(23), toHour: z.number().int().min(1).max(24) }),
]);
export type Criteria = z.infer<typeof criteriaSchema>;

export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

export interface CatalogueEntry {
  slug: string;
  name: string;
  description: string;
  type: 'milestone' | 'minutes' | 'streak' | 'intention' | 'time_of_day';
  criteria: Criteria;
  icon: string;
  rarity: Rarity;
}

/** The achievements a person can unlock, in the order they are shown. Icons name the web app's icon set. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    slug: 'first-session',
    name: 'First Breath',
    description: 'You completed your first meditation. Every practice begins with a single quiet moment.',
    type: 'milestone',
    criteria: { kind: 'sessions', atLeast: 1 },
    icon: 'leaf',
    rarity: 'common',
  },
  {
    slug: 'sessions-10',
    name: 'Finding Your Rhythm',
    description: 'Ten meditations completed. Stillness is becoming a place you know your way back to.',
    type: 'milestone',
    criteria: { kind: 'sessions', atLeast: 10 },
    icon: 'sparkle',
    rarity: 'common',
  },
  {
    slug: 'sessions-50',
    name: 'Steady Heart',
    description: 'Fifty meditations. Your calm is quietly reaching the people around you.',
    type: 'milestone',
    criteria: { kind: 'sessions', atLeast: 50 },
    icon: 'heart',
    rarity: 'rare',
  },
  {
    slug: 'sessions-100',
    name: 'Hundredfold Peace',
    description: 'One hundred meditations: a true practice, offered again and again for the world.',
    type: 'milestone',
    criteria: { kind: 'sessions', atLeast: 100 },
    icon: 'trophy',
    rarity: 'epic',
  },
  {
    slug: 'minutes-100',
    name: 'A Hundred Quiet Minutes',
    description: 'You have given one hundred minutes to peace. That time ripples further than you know.',
    type: 'minutes',
    criteria: { kind: 'minutes', atLeast: 100 },
    icon: 'clock',
    rarity: 'common',
  },
  {
    slug: 'minutes-1000',
    name: 'A Thousand Minutes of Peace',
    description: 'More than sixteen hours of stillness offered to the world. Thank you for every one of them.',
    type: 'minutes',
    criteria: { kind: 'minutes', atLeast: 1000 },
    icon: 'clock',
    rarity: 'epic',
  },
  {
    slug: 'streak-3',
    name: 'Three Days Running',
    description: 'Three days in a row. A habit of peace is taking root.',
    type: 'streak',
    criteria: { kind: 'streak', days: 3 },
    icon: 'flame',
    rarity: 'common',
  },
  {
    slug: 'streak-7',
    name: 'A Week of Stillness',
    description: 'Seven days in a row of practice. Your whole week was held in peace.',
    type: 'streak',
    criteria: { kind: 'streak', days: 7 },
    icon: 'flame',
    rarity: 'rare',
  },
  {
    slug: 'streak-30',
    name: 'Thirty Days of Light',
    description: 'A full month without missing a day. Your devotion is an inspiration to us all.',
    type: 'streak',
    criteria: { kind: 'streak', days: 30 },
    icon: 'flame',
    rarity: 'legendary',
  },
  {
    slug: 'all-intentions',
    name: 'Seven Paths',
    description: `You have meditated on all seven intentions: ${INTENTIONS.slice(0, -1).join(', ')} and ${INTENTIONS.at(-1)}. Each one opens the heart a little wider.`,
    type: 'intention',
    criteria: { kind: 'all_intentions' },
    icon: 'globe',
    rarity: 'epic',
  },
  {
    slug: 'early-morning',
    name: 'Early Light',
    description: 'You meditated before six in the morning, greeting the day with a quiet heart.',
    type: 'time_of_day',
    criteria: { kind: 'time_of_day', fromHour: 0, toHour: 6 },
    icon: 'sun',
    rarity: 'rare',
  },
  {
    slug: 'late-night',
    name: 'Evening Calm',
    description: 'You meditated after ten at night, letting the day come to rest in peace.',
    type: 'time_of_day',
    criteria: { kind: 'time_of_day', fromHour: 22, toHour: 24 },
    icon: 'bell',
    rarity: 'rare',
  },
];

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
export function progressTowards(criteria: Criteria, facts: PracticeFacts): { value: number; target: number } | undefined {
  const reached = (value: number, target: number) => (value >= target ? { value, target } : undefined);
  switch (criteria.kind) {
    case 'sessions':
      return reached(facts.totalSessions, criteria.atLeast);
    case 'minutes':
      return reached(facts.totalMinutes, criteria.atLeast);
    case 'streak':
      return reached(facts.longestStreak, criteria.days);
    case 'all_intentions':
      return reached(facts.intentionsPractised, INTENTIONS.length);
    case 'time_of_day':
      return facts.startHour >= criteria.fromHour && facts.startHour < criteria.toHour ? { value: facts.startHour, target: criteria.fromHour } : undefined;
  }
}

export type AchievementRow = typeof achievements.$inferSelect;

/**
 * Unlocks, inside the completion's transaction, every achievement the facts now meet and the
 * person does not hold yet. The unique (user, achievement) index makes each unlock happen once
 * even if two completions raced; only the rows this call inserted are answered and published.
 */
export async function unlockAchievements(tx: MeditationTx, userId: string, facts: PracticeFacts, now: Date): Promise<AchievementRow[]> {
  const pending = await tx
    .select()
    .from(achievements)
    .where(
      and(
        eq(achievements.isActive, 1),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(userAchievements)
            .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, achievements.id))),
        ),
      ),
    )
    .orderBy(asc(achievements.position));
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
  const unlocked = met.map(({ achievement }) => achievement).filter((achievement) => insertedIds.has(achievement.id));
  for (const achievement of unlocked) {
    await achievementUnlocked(tx, { userId, achievementId: achievement.id, name: achievement.name, rarity: achievement.rarity, unlockedAt: now });
  }
  return unlocked;
}

/** The active catalogue, in display order. */
export async function listCatalogue(db: MeditationDb): Promise<AchievementRow[]> {
  return db.select().from(achievements).where(eq(achievements.isActive, 1)).orderBy(asc(achievements.position));
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
    .orderBy(desc(userAchievements.unlockedAt), asc(achievements.position));
}
