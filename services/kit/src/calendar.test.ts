import { AppError } from './errors.js';
import { computeStreaks, parseTimeZone } from './calendar.js';

describe('time zones', () => {
  it('defaults to UTC', () => {
    expect(parseTimeZone(undefined)).toBe('UTC');
    expect(parseTimeZone(null)).toBe('UTC');
    expect(parseTimeZone('')).toBe('UTC');
  });

  it('accepts IANA zones', () => {
    expect(parseTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(parseTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
  });

  it.each(['Mars/Olympus_Mons', '+05:00', 'UTC; drop table x', 'a'.repeat(80)])('refuses %s as bad input', (zone) => {
    expect(() => parseTimeZone(zone)).toThrow(AppError);
    expect(() => parseTimeZone(zone)).toThrow('timeZone: must be an IANA time zone such as Europe/Paris');
  });
});

describe('streaks', () => {
  it('counts consecutive days up to today', () => {
    expect(computeStreaks(['2025-01-08', '2025-01-09', '2025-01-10'], '2025-01-10')).toEqual({ current: 3, longest: 3 });
  });

  it('still counts a streak that ended yesterday, since today is not over', () => {
    expect(computeStreaks(['2025-01-08', '2025-01-09'], '2025-01-10')).toEqual({ current: 2, longest: 2 });
  });

  it('drops to 0 after a whole day without practice but remembers the longest', () => {
    expect(computeStreaks(['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-07'], '2025-01-09')).toEqual({ current: 0, longest: 3 });
  });

  it('counts a day with several meditations once, in any order', () => {
    expect(computeStreaks(['2025-01-10', '2025-01-09', '2025-01-10', '2025-01-09'], '2025-01-10')).toEqual({ current: 2, longest: 2 });
  });

  it('runs across month and year ends', () => {
    expect(computeStreaks(['2024-12-30', '2024-12-31', '2025-01-01', '2024-02-28', '2024-02-29', '2024-03-01'], '2025-01-01')).toEqual({ current: 3, longest: 3 });
  });

  it('is 0 without any practice', () => {
    expect(computeStreaks([], '2025-01-10')).toEqual({ current: 0, longest: 0 });
  });
});
