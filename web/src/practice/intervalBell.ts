/**
 * When the soft bells between the minutes of a sit fall. A bell is rung only near its moment: a
 * page that slept in the background through one, or that opened in the middle of a sit, does not
 * ring bells it missed, and the closing bell is never doubled by a soft one.
 */

/** How late a soft bell may still ring: a tab's timers can lag a little, but a bell minutes late only startles. */
export const INTERVAL_BELL_LATE_MS = 10_000;

/** The last bell counted (rung or passed by), kept from one reading of the clock to the next. */
export interface IntervalBells {
  /** How many intervals of the sit had passed at the last reading. */
  passed: number;
}

/**
 * At each reading of the sit's clock: whether a soft bell rings now, and the count to keep.
 * elapsedMs is the time sat so far, remainingMs what is left; intervalMinutes 0 rings none.
 */
export function intervalBellDue(elapsedMs: number, remainingMs: number, intervalMinutes: number, bells: IntervalBells): { ring: boolean; bells: IntervalBells } {
  if (intervalMinutes <= 0) return { ring: false, bells };
  const intervalMs = intervalMinutes * 60_000;
  const passed = Math.floor(Math.max(0, elapsedMs) / intervalMs);
  if (passed <= bells.passed) return { ring: false, bells };
  const late = elapsedMs - passed * intervalMs;
  return { ring: remainingMs > 1000 && late <= INTERVAL_BELL_LATE_MS, bells: { passed } };
}
