export const DAILY_GOAL_MINUTES = 20;
export const SESSION_DOTS = 4;

/** Today's goal progress as a whole-number percentage, never above 100. */
export function goalProgress(minutesToday: number, goalMinutes = DAILY_GOAL_MINUTES): number {
  if (!Number.isFinite(minutesToday) || minutesToday <= 0 || goalMinutes <= 0) return 0;
  return Math.min(100, Math.round((minutesToday / goalMinutes) * 100));
}

export interface TodaySummary {
  sessions: number;
  minutes: number;
}

export function summarizeToday(sessions: ReadonlyArray<{ duration: number }>): TodaySummary {
  return {
    sessions: sessions.length,
    minutes: sessions.reduce((sum, session) => sum + session.duration, 0),
  };
}
