/** Streak colour tiers: a streak changes colour at 3, 7 and 30 days. */
export type StreakTier = 'start' | 'growing' | 'strong' | 'radiant';

export function streakTier(days: number): StreakTier {
  if (days >= 30) return 'radiant';
  if (days >= 7) return 'strong';
  if (days >= 3) return 'growing';
  return 'start';
}
