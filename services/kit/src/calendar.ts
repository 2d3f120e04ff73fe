import { AppError } from './errors.js';

/**
 * Days belong to the person: "today" and a streak's days are counted in the IANA time zone the
 * client sends, UTC when it sends none.
 */

const DEFAULT_TIME_ZONE = 'UTC';

const TIME_ZONE_MESSAGE = 'timeZone: must be an IANA time zone such as Europe/Paris';

/**
 * Checks an IANA time zone name and answers it as given (the runtime's canonical spelling can be
 * a legacy alias that the database's own zone list lacks). Bare offsets ("+05:00") are refused on purpose:
 * PostgreSQL reads them with the POSIX sign, the opposite of ISO 8601, and would shift days the
 * wrong way.
 */
export function parseTimeZone(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return DEFAULT_TIME_ZONE;
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) throw AppError.badInput(TIME_ZONE_MESSAGE);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw AppError.badInput(TIME_ZONE_MESSAGE);
  }
  return value;
}

/**
 * PostgreSQL and the runtime carry their own copies of the time zone database; a zone the runtime
 * knows but PostgreSQL does not is still the caller's bad input, not a server failure.
 */
export function rethrowUnknownTimeZone(error: unknown): never {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth += 1) {
    if ('code' in current && current.code === '22023' && /time zone/i.test(current.message)) throw AppError.badInput(TIME_ZONE_MESSAGE);
    current = current.cause;
  }
  throw error;
}

const DAY_MS = 86_400_000;

/** "2025-03-09" → days since the epoch; calendar dates only, so no zone applies. */
function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS);
}

export interface Streaks {
  /** Consecutive days with practice ending today, or yesterday when today has none yet. */
  current: number;
  longest: number;
}

/**
 * days: the distinct local dates (YYYY-MM-DD) on which the person practised, in any order;
 * today: the local date now. Yesterday still counts so that a streak does not read 0 in the
 * morning before the day's practice.
 */
export function computeStreaks(days: readonly string[], today: string): Streaks {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of numbers) {
    run = previous !== undefined && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const last = numbers.at(-1);
  const current = last !== undefined && last >= dayNumber(today) - 1 ? run : 0;
  return { current, longest };
}
