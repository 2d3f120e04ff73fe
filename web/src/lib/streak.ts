/** Streak colour tiers: a streak changes colour at 3, 7 and 30 days. */
export type StreakTier = 'start' | 'growing' | 'strong' | 'radiant';

export function streakTier(days: number): StreakTier {
  if (days >= 30) return 'radiant';
  if (days >= 7) return 'strong';
  if (days >= 3) return 'growing';
  return 'start';
}

const protectedDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The missed days grace keeps in a streak, as a person reads them: "Protected: Tuesday, Mar 10";
 * empty when there are none. Dates are calendar dates (YYYY-MM-DD), formatted as themselves.
 */
export function protectedDaysText(dates: readonly string[]): string {
  if (dates.length === 0) return '';
  return `Protected: ${dates.map((date) => protectedDay.format(new Date(`${date}T00:00:00Z`))).join(', ')}`;
}
