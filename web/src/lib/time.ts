import { countOf } from './plural';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * en-US date formats, made once each: a formatter is slow to make, and a list of dates would
 * otherwise make one for each.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(options: Intl.DateTimeFormatOptions, when: Date): string {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    formats.set(key, format);
  }
  return format.format(when);
}

const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' };
const LONG_DATE: Intl.DateTimeFormatOptions = { month: 'long', day: 'numeric', year: 'numeric' };

/** 'Just now', 'Nm ago', 'Nh ago', or a short en-US date and time. */
export function relativeTime(when: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(when).getTime();
  const elapsed = new Date(now).getTime() - then;
  if (Number.isNaN(then)) return '';
  // A timestamp slightly in the future is clock skew between devices, not a prophecy.
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return formatIn(SHORT_DATE_TIME, new Date(then));
}

/** Seconds as m:ss, as on a meditation timer. */
export function formatClock(totalSeconds: number): string {
  const safe = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}

/** 'November 2025', or null when the date cannot be read. */
export function monthYear(when: string | null | undefined): string | null {
  if (!when) return null;
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return null;
  return formatIn(MONTH_YEAR, date);
}

/** 'Nov 21, 2025, 4:31 PM', or null when the date cannot be read. */
export function dateTime(when: string | null | undefined): string | null {
  if (!when) return null;
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return null;
  return formatIn(DATE_TIME, date);
}

/** Today as 'November 21, 2025'. */
export function longDate(now: Date = new Date()): string {
  return formatIn(LONG_DATE, now);
}

/** Temporal's clock, in the browsers that have it. */
interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

/**
 * The time zone the app shows dates in and asks the server for days in: the device's IANA time zone. Temporal
 * answers at once where the browser has it; Intl must first build a date formatter, and a page's
 * first one loads the locale data, a long pause on a phone before the first screen can ask.
 */
export function browserTimeZone(): string {
  try {
    const zone = (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.();
    if (zone) return zone;
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * A group session's time in the viewer's own time zone, with the zone's name ('Sun, Nov 29, 4:56 AM
 * UTC', 'Mon, Nov 30, 10:00 AM GMT+1'); where the product once wrote 'EST' it means the viewer's zone.
 */
export function zonedDateTime(when: string, timeZone: string = browserTimeZone()): string | null {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return null;
  return formatIn({ timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, date);
}

/** A time of day in the viewer's own time zone, with the zone's name ('6:15 PM GMT+1'). */
export function zonedTime(when: Date, timeZone: string = browserTimeZone()): string {
  return formatIn({ timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, when);
}

/** "in 5 minutes", "in 3 hours", "in 2 days": how far off a start time is. */
export function timeUntil(when: string | number | Date, now: number = Date.now()): string {
  const ms = new Date(when).getTime() - now;
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return `in ${countOf(minutes, 'minute')}`;
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return `in ${countOf(hours, 'hour')}`;
  const days = Math.round(ms / DAY);
  return `in ${countOf(days, 'day')}`;
}
