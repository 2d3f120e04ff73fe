import { computeStreaks, isTimeZone, practiceDay, streaksOf, type DayRule } from './calendar.js';

describe('time zones', () => {
  it('knows IANA zones', () => {
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
  });

  it.each(['Mars/Olympus_Mons', '+05:00', 'UTC; drop table x', 'a'.repeat(80)])('does not take %s for one', (zone) => {
    expect(isTimeZone(zone)).toBe(false);
  });
});

describe('streaks', () => {
  it('counts consecutive days up to today', () => {
    expect(computeStreaks(['2025-01-08', '2025-01-09', '2025-01-10'], '2025-01-10')).toMatchObject({ current: 3, longest: 3 });
  });

  it('still counts a streak that ended yesterday, since today is not over', () => {
    expect(computeStreaks(['2025-01-08', '2025-01-09'], '2025-01-10')).toMatchObject({ current: 2, longest: 2 });
  });

  it('drops to 0 after a whole day without practice but remembers the longest', () => {
    expect(computeStreaks(['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-07'], '2025-01-09')).toMatchObject({ current: 0, longest: 3 });
  });

  it('counts a day with several meditations once, in any order', () => {
    expect(computeStreaks(['2025-01-10', '2025-01-09', '2025-01-10', '2025-01-09'], '2025-01-10')).toMatchObject({ current: 2, longest: 2 });
  });

  it('runs across month and year ends', () => {
    expect(computeStreaks(['2024-12-30', '2024-12-31', '2025-01-01', '2024-02-28', '2024-02-29', '2024-03-01'], '2025-01-01')).toMatchObject({ current: 3, longest: 3 });
  });

  it('is 0 without any practice', () => {
    expect(computeStreaks([], '2025-01-10')).toMatchObject({ current: 0, longest: 0 });
  });
});

describe('grace', () => {
  it('protects one missed day between practised days, without counting it', () => {
    const streaks = computeStreaks(['2025-01-06', '2025-01-07', '2025-01-09', '2025-01-10'], '2025-01-10', true);
    expect(streaks).toEqual({ current: 4, longest: 4, protectedDays: ['2025-01-08'], practisedToday: true, atRisk: false });
  });

  it('breaks the streak at the missed day without grace', () => {
    expect(computeStreaks(['2025-01-06', '2025-01-07', '2025-01-09', '2025-01-10'], '2025-01-10', false)).toMatchObject({ current: 2, longest: 2, protectedDays: [] });
  });

  it('forgives one missed day in any 7, not two', () => {
    // Missed the 3rd and the 8th: five days apart, so the second breaks the streak.
    const days = ['2025-01-01', '2025-01-02', '2025-01-04', '2025-01-05', '2025-01-06', '2025-01-07', '2025-01-09', '2025-01-10'];
    expect(computeStreaks(days, '2025-01-10', true)).toMatchObject({ current: 2, longest: 6, protectedDays: [] });
    // Missed the 3rd and the 10th: seven days apart, both protected.
    const spaced = ['2025-01-01', '2025-01-02', '2025-01-04', '2025-01-05', '2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09', '2025-01-11'];
    expect(computeStreaks(spaced, '2025-01-11', true)).toMatchObject({ current: 9, longest: 9, protectedDays: ['2025-01-03', '2025-01-10'] });
  });

  it('never forgives two missed days in a row', () => {
    expect(computeStreaks(['2025-01-01', '2025-01-02', '2025-01-05'], '2025-01-05', true)).toMatchObject({ current: 1, longest: 2, protectedDays: [] });
  });

  it('keeps a streak alive through a missed yesterday while today can still protect it, and says it is at risk', () => {
    expect(computeStreaks(['2025-01-07', '2025-01-08'], '2025-01-10', true)).toEqual({ current: 2, longest: 2, protectedDays: ['2025-01-09'], practisedToday: false, atRisk: true });
    expect(computeStreaks(['2025-01-07', '2025-01-08'], '2025-01-10', false)).toMatchObject({ current: 0, protectedDays: [], atRisk: false });
  });

  it('is not at risk while today itself could be forgiven, and is once grace is used up', () => {
    expect(computeStreaks(['2025-01-08', '2025-01-09'], '2025-01-10', true)).toMatchObject({ current: 2, atRisk: false });
    expect(computeStreaks(['2025-01-05', '2025-01-07', '2025-01-08', '2025-01-09'], '2025-01-10', true)).toMatchObject({ current: 4, protectedDays: ['2025-01-06'], atRisk: true });
    expect(computeStreaks(['2025-01-08', '2025-01-09'], '2025-01-10', false)).toMatchObject({ current: 2, atRisk: true });
  });
});

describe('the day a sit belongs to', () => {
  const at = (iso: string) => new Date(iso);

  it('ends at midnight in the person\'s zone by default', () => {
    // 23:30 in New York is already the next day in UTC and Paris.
    expect(practiceDay(at('2025-01-11T04:30:00Z'), 'America/New_York', 0)).toBe('2025-01-10');
    expect(practiceDay(at('2025-01-11T04:30:00Z'), 'UTC', 0)).toBe('2025-01-11');
    expect(practiceDay(at('2025-01-10T23:30:00Z'), 'Europe/Paris', 0)).toBe('2025-01-11');
  });

  it('counts a sit before the chosen hour for the evening before', () => {
    expect(practiceDay(at('2025-01-11T01:59:00Z'), 'Europe/Paris', 3)).toBe('2025-01-10');
    expect(practiceDay(at('2025-01-11T02:00:00Z'), 'Europe/Paris', 3)).toBe('2025-01-11');
  });

  it('follows zones whose offset is not whole hours', () => {
    // 21:40 UTC is 03:10 in Kolkata (+5:30) and 03:25 in Kathmandu (+5:45).
    expect(practiceDay(at('2025-01-10T21:40:00Z'), 'Asia/Kolkata', 3)).toBe('2025-01-11');
    expect(practiceDay(at('2025-01-10T21:10:00Z'), 'Asia/Kolkata', 3)).toBe('2025-01-10');
    expect(practiceDay(at('2025-01-10T21:40:00Z'), 'Asia/Kathmandu', 4)).toBe('2025-01-10');
  });

  it('ends the day at the chosen wall-clock hour on the nights the clocks change', () => {
    // Europe/Paris springs forward on 2025-03-30 (02:00 → 03:00) and falls back on 2025-10-26 (03:00 → 02:00).
    expect(practiceDay(at('2025-03-30T00:59:00Z'), 'Europe/Paris', 3)).toBe('2025-03-29'); // 01:59 CET
    expect(practiceDay(at('2025-03-30T01:00:00Z'), 'Europe/Paris', 3)).toBe('2025-03-30'); // 03:00 CEST
    expect(practiceDay(at('2025-10-26T00:30:00Z'), 'Europe/Paris', 3)).toBe('2025-10-25'); // 02:30 CEST
    expect(practiceDay(at('2025-10-26T01:30:00Z'), 'Europe/Paris', 3)).toBe('2025-10-25'); // 02:30 CET, the second time
    expect(practiceDay(at('2025-10-26T02:00:00Z'), 'Europe/Paris', 3)).toBe('2025-10-26'); // 03:00 CET
    // New York springs forward on 2025-03-09 at 02:00 local; an hour-2 day end falls in the gap.
    expect(practiceDay(at('2025-03-09T06:59:00Z'), 'America/New_York', 2)).toBe('2025-03-08'); // 01:59 EST
    expect(practiceDay(at('2025-03-09T07:00:00Z'), 'America/New_York', 2)).toBe('2025-03-09'); // 03:00 EDT
  });
});

describe('streaks across zones and clock changes', () => {
  const rule = (timeZone: string, dayEndHour: number, grace = true): DayRule => ({ timeZone, dayEndHour, grace });

  it('keeps a night owl\'s streak whose sits fall after midnight', () => {
    // Sits at 01:30 Paris time on four nights running; now is 22:00 on the fourth evening.
    const sits = ['2025-01-08T00:30:00Z', '2025-01-09T00:30:00Z', '2025-01-10T00:30:00Z', '2025-01-11T00:30:00Z'].map((iso) => new Date(iso));
    const now = new Date('2025-01-11T21:00:00Z');
    expect(streaksOf(sits, now, rule('Europe/Paris', 3))).toMatchObject({ current: 4, practisedToday: false });
    // Counted at midnight the same sits belong to the 8th..11th, and today (the 11th) is practised.
    expect(streaksOf(sits, now, rule('Europe/Paris', 0))).toMatchObject({ current: 4, practisedToday: true });
  });

  it('gives the same instants different streaks in different zones', () => {
    // 23:00 UTC each evening: the same calendar evening in London, the next morning in Tokyo,
    // and one of the nights missing in each.
    const sits = ['2025-01-06T23:00:00Z', '2025-01-07T23:00:00Z', '2025-01-09T23:00:00Z'].map((iso) => new Date(iso));
    const now = new Date('2025-01-10T12:00:00Z');
    expect(streaksOf(sits, now, rule('Europe/London', 0))).toMatchObject({ current: 3, protectedDays: ['2025-01-08'], practisedToday: false });
    expect(streaksOf(sits, now, rule('Asia/Tokyo', 0))).toMatchObject({ current: 3, protectedDays: ['2025-01-09'], practisedToday: true });
    expect(streaksOf(sits, now, rule('Asia/Tokyo', 0, false))).toMatchObject({ current: 1, longest: 2 });
  });

  it('counts a streak through the spring and autumn clock changes, day by day', () => {
    // 02:30 New York time every night from 5 to 12 March 2025 (clocks spring forward on the 9th,
    // when 02:30 does not exist and that night's sit happens at 03:30 EDT, after the 3 am day end:
    // the 8th goes without a sit and grace protects it).
    const sits = ['2025-03-05T07:30:00Z', '2025-03-06T07:30:00Z', '2025-03-07T07:30:00Z', '2025-03-08T07:30:00Z', '2025-03-09T07:30:00Z', '2025-03-10T06:30:00Z', '2025-03-11T06:30:00Z'];
    const days = sits.map((iso) => practiceDay(new Date(iso), 'America/New_York', 3));
    expect(days).toEqual(['2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-09', '2025-03-09', '2025-03-10']);
    expect(streaksOf(sits.map((iso) => new Date(iso)), new Date('2025-03-11T12:00:00Z'), rule('America/New_York', 3))).toMatchObject({ current: 6, protectedDays: ['2025-03-08'] });
    // Autumn: 02:30 Paris time each night around 26 October, once in summer time, then twice in winter time.
    const autumn = ['2025-10-25T00:30:00Z', '2025-10-26T01:30:00Z', '2025-10-27T01:30:00Z'].map((iso) => new Date(iso));
    expect(streaksOf(autumn, new Date('2025-10-27T10:00:00Z'), rule('Europe/Paris', 3, false))).toMatchObject({ current: 3, longest: 3, protectedDays: [] });
  });
});
