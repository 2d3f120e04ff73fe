import { practiceDay } from '@peace/proto';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** "07:30": hours 00–23 and minutes 00–59, as a person picks a time. */
export const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an "HH:MM" wall time. */
export function minutesOf(time: string): number {
  const match = WALL_TIME.exec(time);
  if (!match) throw new Error(`not a wall time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** An instant as the person's wall clock shows it: the date (days since the epoch) and minutes since midnight. */
export function wallTimeOf(instant: Date, timeZone: string): { day: number; minutes: number; offsetMs: number } {
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(parts['year'] ?? 1970, (parts['month'] ?? 1) - 1, parts['day'] ?? 1, parts['hour'] ?? 0, parts['minute'] ?? 0, parts['second'] ?? 0);
  const offsetMs = asUtc - Math.floor(instant.getTime() / 1000) * 1000;
  return { day: Math.floor(asUtc / DAY_MS), minutes: (parts['hour'] ?? 0) * 60 + (parts['minute'] ?? 0), offsetMs };
}

/**
 * The instant the person's wall clock reads `minutes` past midnight on `day` (days since the
 * epoch). A time the clocks skip (spring forward) is the instant just after the gap, at the same
 * distance past it; a time the clocks pass twice (fall back) is its first passing.
 */
export function instantAt(day: number, minutes: number, timeZone: string): Date {
  const wall = day * DAY_MS + minutes * MINUTE_MS;
  // The offset before and after any change near that time: one of them places the wall time.
  const early = wallTimeOf(new Date(wall - DAY_MS / 2), timeZone).offsetMs;
  const late = wallTimeOf(new Date(wall + DAY_MS / 2), timeZone).offsetMs;
  const candidates = [wall - early, wall - late].sort((a, b) => a - b);
  for (const candidate of candidates) {
    const seen = wallTimeOf(new Date(candidate), timeZone);
    if (seen.day * DAY_MS + seen.minutes * MINUTE_MS === wall) return new Date(candidate);
  }
  // Skipped by the clocks: the offset before the change carries the time past the gap.
  return new Date(wall - early);
}

/** The first instant after `after` at which the person's wall clock reads `time`. */
export function nextWallTime(after: Date, time: string, timeZone: string): Date {
  const minutes = minutesOf(time);
  const { day } = wallTimeOf(after, timeZone);
  for (let candidate = day - 1; ; candidate += 1) {
    const instant = instantAt(candidate, minutes, timeZone);
    if (instant.getTime() > after.getTime()) return instant;
  }
}

/** When a person's daily reminder and streak keeper are next due after `now`, under their settings and day rule. */
export function nextMoments(
  settings: { timeZone: string; dailyTime: string | null; streakKeeper: boolean; dayEndHour: number },
  now: Date,
): { nextDailyAt: Date | null; nextStreakAt: Date | null } {
  return {
    nextDailyAt: settings.dailyTime ? nextWallTime(now, settings.dailyTime, settings.timeZone) : null,
    nextStreakAt: settings.streakKeeper ? nextStreakKeeper(now, settings.timeZone, settings.dayEndHour) : null,
  };
}

/** How long before the end of a person's day the streak keeper speaks. */
export const STREAK_KEEPER_BEFORE_END_MS = 2 * 60 * MINUTE_MS;

/** The first streak keeper moment after `after`: two hours before a day of the person's ends (at their day-end hour). */
export function nextStreakKeeper(after: Date, timeZone: string, dayEndHour: number): Date {
  const { day } = wallTimeOf(after, timeZone);
  for (let candidate = day - 1; ; candidate += 1) {
    const instant = new Date(instantAt(candidate, dayEndHour * 60, timeZone).getTime() - STREAK_KEEPER_BEFORE_END_MS);
    if (instant.getTime() > after.getTime()) return instant;
  }
}

/** Whether an instant lies in the person's quiet hours (from inclusive, to exclusive, across midnight when from is later). */
export function inQuietHours(instant: Date, timeZone: string, quiet: { from: string; to: string } | null): boolean {
  if (!quiet) return false;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return false;
  const { minutes } = wallTimeOf(instant, timeZone);
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

/** Why a message or email is held back while the person's quiet hours last. */
export const QUIET_HOURS = 'quiet hours';

/** Whether the person's quiet hours, as stored with their time zone, hold at the instant; a person who set none has none. */
export function quietAt(instant: Date, settings: { timeZone: string | null; quietFrom: string | null; quietTo: string | null } | undefined): boolean {
  if (!settings?.timeZone || !settings.quietFrom || !settings.quietTo) return false;
  return inQuietHours(instant, settings.timeZone, { from: settings.quietFrom, to: settings.quietTo });
}

/** The person's day a moment belongs to, under their day-end hour. */
export function dayOf(instant: Date, timeZone: string, dayEndHour: number): string {
  return practiceDay(instant, timeZone, dayEndHour);
}
