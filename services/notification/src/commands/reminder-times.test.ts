import { inQuietHours, instantAt, nextStreakKeeper, nextWallTime, quietAt } from './reminder-times.js';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

describe('reminder times on the wall clock', () => {
  it('keeps 07:30 in Berlin at 07:30 across the spring and autumn changes', () => {
    expect(nextWallTime(new Date('2026-03-28T07:00:00Z'), '07:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T05:30:00.000Z');
    expect(nextWallTime(new Date('2026-03-27T12:00:00Z'), '07:30', 'Europe/Berlin').toISOString()).toBe('2026-03-28T06:30:00.000Z');
    expect(nextWallTime(new Date('2026-10-24T12:00:00Z'), '07:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T06:30:00.000Z');
  });

  it('places a time the clocks skip just after the gap, and a time they pass twice at its first passing', () => {
    // Berlin skips 02:00–03:00 on 29 March 2026 and passes 02:00–03:00 twice on 25 October.
    expect(instantAt(day('2026-03-29'), 2 * 60 + 30, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantAt(day('2026-10-25'), 2 * 60 + 30, 'Europe/Berlin').toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('finds 23:50 of the same day when asked just before it, and of the next day just after', () => {
    expect(nextWallTime(new Date('2026-03-30T03:49:00Z'), '23:50', 'America/New_York').toISOString()).toBe('2026-03-30T03:50:00.000Z');
    expect(nextWallTime(new Date('2026-03-30T03:50:00Z'), '23:50', 'America/New_York').toISOString()).toBe('2026-03-31T03:50:00.000Z');
  });

  it('speaks for the streak two hours before the day ends at its day-end hour', () => {
    expect(nextStreakKeeper(new Date('2026-06-01T12:00:00Z'), 'UTC', 0).toISOString()).toBe('2026-06-01T22:00:00.000Z');
    expect(nextStreakKeeper(new Date('2026-06-01T12:00:00Z'), 'Europe/Lisbon', 3).toISOString()).toBe('2026-06-02T00:00:00.000Z');
  });

  it('holds quiet hours across midnight, from inclusive to exclusive', () => {
    const quiet = { from: '22:00', to: '07:00' };
    expect(inQuietHours(new Date('2026-06-01T21:59:00Z'), 'UTC', quiet)).toBe(false);
    expect(inQuietHours(new Date('2026-06-01T22:00:00Z'), 'UTC', quiet)).toBe(true);
    expect(inQuietHours(new Date('2026-06-02T06:59:00Z'), 'UTC', quiet)).toBe(true);
    expect(inQuietHours(new Date('2026-06-02T07:00:00Z'), 'UTC', quiet)).toBe(false);
    expect(inQuietHours(new Date('2026-06-02T03:00:00Z'), 'UTC', null)).toBe(false);
  });

  it('keeps a person’s quiet hours on their own wall clock, and finds none for a person who set none', () => {
    const berlin = { timeZone: 'Europe/Berlin', quietFrom: '22:00', quietTo: '07:00' };
    expect(quietAt(new Date('2026-01-15T20:59:00Z'), berlin)).toBe(false);
    expect(quietAt(new Date('2026-01-15T21:00:00Z'), berlin)).toBe(true);
    expect(quietAt(new Date('2026-01-15T21:00:00Z'), { timeZone: 'UTC', quietFrom: null, quietTo: null })).toBe(false);
    expect(quietAt(new Date('2026-01-15T21:00:00Z'), { timeZone: null, quietFrom: null, quietTo: null })).toBe(false);
    expect(quietAt(new Date('2026-01-15T21:00:00Z'), undefined)).toBe(false);
  });
});
