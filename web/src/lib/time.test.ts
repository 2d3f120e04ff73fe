import { browserTimeZone, zonedDateTime, formatClock, longDate, monthYear, relativeTime, timeUntil } from './time';

const now = new Date('2025-06-15T12:00:00Z').getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('says "Just now" for anything under a minute, including slight clock skew', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
    expect(relativeTime(new Date(now + 5_000).toISOString(), now)).toBe('Just now');
  });

  it('counts whole minutes under an hour', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe('59m ago');
  });

  it('counts whole hours under a day', () => {
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 3_600_000 + 3_599_000), now)).toBe('23h ago');
  });

  it('shows a short en-US date and time from a day on', () => {
    const text = relativeTime('2025-06-01T15:30:00', now);
    expect(text).toMatch(/^Jun 1, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('shows nothing for an unreadable timestamp', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('formatClock', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatClock(300)).toBe('5:00');
    expect(formatClock(61)).toBe('1:01');
    expect(formatClock(9)).toBe('0:09');
  });

  it('never shows negative time', () => {
    expect(formatClock(-4)).toBe('0:00');
  });
});

describe('monthYear', () => {
  it('formats a join date as month and year', () => {
    expect(monthYear('2024-03-10T12:00:00Z')).toBe('March 2024');
  });

  it('gives null for a missing or unreadable date so callers can fall back', () => {
    expect(monthYear(null)).toBeNull();
    expect(monthYear('yesterday-ish')).toBeNull();
  });
});

describe('timeUntil', () => {
  it('describes how far off a start is', () => {
    expect(timeUntil(now + 5 * 60_000, now)).toBe('in 5 minutes');
    expect(timeUntil(now + 3 * 3_600_000, now)).toBe('in 3 hours');
    expect(timeUntil(now + 2 * 86_400_000, now)).toBe('in 2 days');
  });
});

describe('around midnight', () => {
  // Built from local wall-clock parts, so each case is the same moment of the day in whatever
  // zone the tests run in.
  it.each([
    [new Date(2026, 10, 23, 23, 59, 59), 'November 23, 2026'],
    [new Date(2026, 10, 24, 0, 0, 0), 'November 24, 2026'],
    [new Date(2026, 11, 31, 23, 59, 59), 'December 31, 2026'],
    [new Date(2027, 0, 1, 0, 0, 0), 'January 1, 2027'],
  ])('dates %s as %s in the browser’s own zone', (instant, expected) => {
    expect(longDate(instant)).toBe(expected);
  });

  it.each([
    ['2026-11-24T04:56:00Z', 'UTC', 'Tue, Nov 24, 4:56 AM UTC'],
    ['2026-11-24T04:56:00Z', 'Europe/Oslo', 'Tue, Nov 24, 5:56 AM GMT+1'],
    ['2026-11-24T04:59:00Z', 'America/New_York', 'Mon, Nov 23, 11:59 PM EST'],
    ['2026-07-01T03:59:00Z', 'America/New_York', 'Tue, Jun 30, 11:59 PM EDT'],
    ['2026-11-24T04:56:00Z', 'Asia/Tokyo', 'Tue, Nov 24, 1:56 PM GMT+9'],
  ])('shows a group start at %s to a viewer in %s as %s, named by its zone, never a fixed EST', (when, zone, expected) => {
    expect(zonedDateTime(when, zone)).toBe(expected);
  });

  it('shows a group start in the browser’s own zone unless told another', () => {
    const global = globalThis as { Temporal?: unknown };
    const original = global.Temporal;
    global.Temporal = { Now: { timeZoneId: () => 'Europe/Oslo' } };
    try {
      expect(zonedDateTime('2026-11-24T04:56:00Z')).toBe('Tue, Nov 24, 5:56 AM GMT+1');
    } finally {
      global.Temporal = original;
    }
  });

  it('counts a start across midnight in hours, not as "tomorrow"', () => {
    const lateEvening = new Date(2026, 10, 23, 23, 50).getTime();
    expect(timeUntil(new Date(2026, 10, 24, 0, 5).getTime(), lateEvening)).toBe('in 15 minutes');
    expect(timeUntil(new Date(2026, 10, 24, 5, 50).getTime(), lateEvening)).toBe('in 6 hours');
    expect(relativeTime(new Date(2026, 10, 23, 23, 59).getTime(), new Date(2026, 10, 24, 0, 1).getTime())).toBe('2m ago');
  });
});

describe('browserTimeZone', () => {
  const global = globalThis as { Temporal?: unknown };
  const original = global.Temporal;
  afterEach(() => {
    if (original === undefined) delete global.Temporal;
    else global.Temporal = original;
  });

  it("takes Temporal's answer where the browser has it", () => {
    global.Temporal = { Now: { timeZoneId: () => 'Pacific/Auckland' } };
    expect(browserTimeZone()).toBe('Pacific/Auckland');
  });

  it('asks Intl otherwise', () => {
    delete global.Temporal;
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
