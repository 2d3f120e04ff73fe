import { z } from 'zod';
import { INTENTIONS, type AchievementRarity } from './domain.js';

/**
 * The achievement catalogue and its criteria, written once: the meditation service unlocks by
 * them and the stats service measures how close a person is to each, so both always judge by the
 * same rules.
 */

/** What an achievement asks for. Stored as the catalogue row's criteria. */
export const achievementCriteriaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sessions'), atLeast: z.number().int().positive() }),
  z.object({ kind: z.literal('minutes'), atLeast: z.number().int().positive() }),
  z.object({ kind: z.literal('streak'), days: z.number().int().positive() }),
  z.object({ kind: z.literal('all_intentions') }),
  /** A meditation begun between fromHour (inclusive) and toHour (exclusive), local time. */
  z.object({ kind: z.literal('time_of_day'), fromHour: z.number().int().min(0).max(23), toHour: z.number().int().min(1).max(24) }),
]);
export type AchievementCriteria = z.infer<typeof achievementCriteriaSchema>;

export interface AchievementCatalogueEntry {
  slug: string;
  name: string;
  description: string;
  type: 'milestone' | 'minutes' | 'streak' | 'intention' | 'time_of_day';
  criteria: AchievementCriteria;
  icon: string;
  rarity: AchievementRarity;
}

/** The achievements a person can unlock, in the order they are shown. Icons name the web app's icon set. */
export const ACHIEVEMENT_CATALOGUE: readonly AchievementCatalogueEntry[] = [
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

/** Everything an achievement can ask about a person's practice. */
export interface PracticeFacts {
  /** Meditations sat to their end: a partial sit (stopped early, kept for its minutes) counts its minutes only. */
  totalSessions: number;
  totalMinutes: number;
  intentionsPractised: number;
  /** Consecutive days of practice: the longest run when unlocking, the run still alive when measuring how far there is to go. */
  streakDays: number;
  /** Local hour (0-23) at which the meditation in question began; null when there is none. */
  startHour: number | null;
}

/**
 * Where the facts stand against the criteria: value out of target. Criteria that are met or not in
 * a single meditation (the time of day) answer value 0 or target. Met when value reaches target.
 */
export function measureCriteria(criteria: AchievementCriteria, facts: PracticeFacts): { value: number; target: number } {
  switch (criteria.kind) {
    case 'sessions':
      return { value: facts.totalSessions, target: criteria.atLeast };
    case 'minutes':
      return { value: facts.totalMinutes, target: criteria.atLeast };
    case 'streak':
      return { value: facts.streakDays, target: criteria.days };
    case 'all_intentions':
      return { value: facts.intentionsPractised, target: INTENTIONS.length };
    case 'time_of_day': {
      const met = facts.startHour !== null && facts.startHour >= criteria.fromHour && facts.startHour < criteria.toHour;
      return { value: met ? 1 : 0, target: 1 };
    }
  }
}

/** Whether the facts meet the criteria. */
export function meetsCriteria(criteria: AchievementCriteria, facts: PracticeFacts): boolean {
  const { value, target } = measureCriteria(criteria, facts);
  return value >= target;
}

/** Criteria that grow with practice (and so can be "nearly there"), as opposed to a single meditation's hour. */
export function isCumulative(criteria: AchievementCriteria): boolean {
  return criteria.kind !== 'time_of_day';
}
