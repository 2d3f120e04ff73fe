const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time zone dates are shown in: the device's own (undefined), except while the server renders
 * a person's page (see inTimeZone), when it is theirs as their browser told it, and in a page taken
 * over from such a rendering (see keepTimeZone).
 */
let displayTimeZone: string | undefined;

/**
 * Runs a synchronous render with dates shown in `timeZone`, as the person's browser would show
 * them. Synchronous only: no other render can run between setting the zone and putting it back.
 */
export function inTimeZone<T>(timeZone: string, render: () => T): T {
  const previous = displayTimeZone;
  displayTimeZone = timeZone;
  try {
    return render();
  } finally {
    displayTimeZone = previous;
  }
}

/**
 * en-US date formats, made once per time zone shown (the browser's own, or a person's while the
 * server renders their page): a formatter is slow to make, and a list of dates would otherwise
 * make one for each.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(options: Intl.DateTimeFormatOptions, when: Date): string {
  const key = `${displayTimeZone ?? ''} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: displayTimeZone });
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
 * Shows dates in `timeZone` and asks for its days from now on, for the rest of the page's life: a
 * page the server rendered for the zone the browser last told is taken over in that zone, though
 * the device has since moved, so that what it shows and what it asks for agree. The next load is
 * rendered in the device's zone (see rememberTimeZone).
 */
export function keepTimeZone(timeZone: string): void {
  displayTimeZone = timeZone;
}

/**
 * The time zone the app shows dates in and asks the server for days in: the device's, except
 * while the server renders a person's page (the zone their browser told it) or in a page taken
 * over from such a rendering (keepTimeZone).
 */
export function browserTimeZone(): string {
  return displayTimeZone ?? deviceTimeZone();
}

/**
 * The device's IANA time zone. Temporal
 * answers at once where the browser has it; Intl must first build a date formatter, and a page's
 * first one loads the locale data, a long pause on a phone before the first screen can ask.
 */
export function deviceTimeZone(): string {
  try {
    const zone = (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.();
    if (zone) return zone;
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Group times are shown on Eastern time and labelled EST, as the product does everywhere. */
export function estDateTime(when: string): string | null {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return null;
  const text = date.toLocaleString('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${text} EST`;
}

/** "in 5 minutes", "in 3 hours", "in 2 days": how far off a start time is. */
export function timeUntil(when: string | number | Date, now: number = Date.now()): string {
  const ms = new Date(when).getTime() - now;
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(ms / HOUR);
  if (hours < 24) return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.round(ms / DAY);
  return `in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The cookie that tells the server the browser's time zone, so that it can render a signed-in
 * person's home as their browser would (what "today" is, the times on the cards). Not a secret
 * and not who they are: the browser sets it on every load.
 */
export const TIME_ZONE_COOKIE = 'peace.tz';

/** Sets the time zone cookie to the device's zone, for a year. */
export function rememberTimeZone(target: { cookie: string } = document, secure = typeof location !== 'undefined' && location.protocol === 'https:'): void {
  // A zone's name (Europe/Paris) is made of characters a cookie may hold as they are.
  target.cookie = `${TIME_ZONE_COOKIE}=${deviceTimeZone()}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The zone a time zone cookie names, if it is one this runtime knows (an IANA name such as Europe/Paris); anything else is no zone. */
export function timeZoneFromCookie(value: string | undefined): string | null {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return null;
  try {
    // Kept as the browser spelled it (a runtime may know Asia/Kolkata by its older name): the
    // browser compares its own zone with the one its page was rendered for.
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return null;
  }
}
