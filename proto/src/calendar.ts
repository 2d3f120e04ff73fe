/**
 * Days belong to the person: "today" and a streak's days are counted in the IANA time zone the
 * client sends, UTC when it sends none. The rules every service counts days and streaks by,
 * written once: a service loads a person's sits and settings, and these count them.
 */

export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Whether a name is an IANA time zone the runtime knows, as given (the runtime's canonical spelling
 * can be a legacy alias that the database's own zone list lacks). Bare offsets ("+05:00") are
 * refused on purpose: PostgreSQL reads them with the POSIX sign, the opposite of ISO 8601, and
 * would shift days the wrong way.
 */
export function isTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;

/** "2025-03-09" → days since the epoch; calendar dates only, so no zone applies. */
function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS);
}

/** Days since the epoch → "2025-03-09". */
function isoDate(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** How a person's days are counted: where they live, when their day ends, and whether a missed day is forgiven. */
export interface DayRule {
  /** An IANA zone, already checked with parseTimeZone. */
  timeZone: string;
  /** The local hour (0–23) at which a day ends: 0 is midnight, 3 lets a night owl's 2 am sit count for the evening before. */
  dayEndHour: number;
  /** One missed day in any 7 keeps a streak alive, shown as protected and not counted as practised. */
  grace: boolean;
}

export const DEFAULT_DAY_END_HOUR = 0;
export const DEFAULT_GRACE = true;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', hourCycle: 'h23' });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/**
 * The day (YYYY-MM-DD) an instant belongs to: its date on the person's wall clock, or the date
 * before when the clock has not yet reached dayEndHour. Read from the wall clock, so a day still
 * ends at the chosen hour on the days the clocks change.
 */
export function practiceDay(instant: Date, timeZone: string, dayEndHour: number): string {
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const date = Math.round(Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1) / DAY_MS);
  return isoDate((parts.hour ?? 0) < dayEndHour ? date - 1 : date);
}

export interface Streaks {
  /** Days practised in the streak still alive: it reaches today, or yesterday when today has none yet. */
  current: number;
  longest: number;
  /** The missed days that grace keeps inside the current streak (YYYY-MM-DD, oldest first). */
  protectedDays: string[];
  practisedToday: boolean;
  /** The current streak ends if today passes without practice. */
  atRisk: boolean;
}

/** Forgiven missed days in one streak lie at least this many days apart: one in any 7. */
const GRACE_SPACING = 7;

/**
 * The streak rule, the one every figure uses. days: the distinct days (YYYY-MM-DD, see
 * practiceDay) on which the person practised, in any order; today: the day now.
 *
 * A streak is a run of practised days. With grace, a single missed day between two practised
 * ones is protected when the streak's previous protected day lies 7 or more days before it; a
 * protected day joins the run but is not counted. Today is not over: a streak that reached
 * yesterday is alive, and so, with grace, is one that reached the day before when yesterday can
 * still be protected by practising today.
 */
export function computeStreaks(days: readonly string[], today: string, grace = false): Streaks {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  const canProtect = (missed: number, lastProtected: number) => grace && missed - lastProtected >= GRACE_SPACING;
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  let protectedDays: number[] = [];
  const lastProtected = () => protectedDays.at(-1) ?? Number.NEGATIVE_INFINITY;
  for (const day of numbers) {
    if (previous !== undefined && day === previous + 1) run += 1;
    else if (previous !== undefined && day === previous + 2 && canProtect(previous + 1, lastProtected())) {
      run += 1;
      protectedDays.push(previous + 1);
    } else {
      run = 1;
      protectedDays = [];
    }
    longest = Math.max(longest, run);
    previous = day;
  }
  const todayNumber = dayNumber(today);
  const practisedToday = previous === todayNumber;
  let current = 0;
  if (previous !== undefined && previous >= todayNumber - 1) current = run;
  else if (previous === todayNumber - 2 && canProtect(todayNumber - 1, lastProtected())) {
    current = run;
    protectedDays.push(todayNumber - 1);
  }
  if (current === 0) protectedDays = [];
  const todayForgivable = previous === todayNumber - 1 && canProtect(todayNumber, lastProtected());
  return {
    current,
    longest,
    protectedDays: protectedDays.map(isoDate),
    practisedToday,
    atRisk: current > 0 && !practisedToday && !todayForgivable,
  };
}

/** The person's streaks from the instants their sits ended, under their day rule. */
export function streaksOf(sitEnds: readonly Date[], now: Date, rule: DayRule): Streaks {
  const day = (instant: Date) => practiceDay(instant, rule.timeZone, rule.dayEndHour);
  return computeStreaks(sitEnds.map(day), day(now), rule.grace);
}
