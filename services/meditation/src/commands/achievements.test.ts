import { CATALOGUE, progressTowards, type PracticeFacts } from './achievements.js';

const facts: PracticeFacts = { totalSessions: 1, totalMinutes: 10, intentionsPractised: 1, longestStreak: 1, startHour: 12 };

/** The time-of-day achievements a first meditation begun at this local hour meets. */
const timeOfDayAt = (startHour: number) =>
  CATALOGUE.filter((entry) => entry.criteria.kind === 'time_of_day' && progressTowards(entry.criteria, { ...facts, startHour })).map((entry) => entry.name);

describe('early and late practice, hour by hour', () => {
  it.each([
    [0, ['Early Light']],
    [1, ['Early Light']],
    [5, ['Early Light']],
    [6, []],
    [7, []],
    [12, []],
    [18, []],
    [21, []],
    [22, ['Evening Calm']],
    [23, ['Evening Calm']],
  ])('a meditation begun in local hour %i meets %j', (hour, expected) => {
    expect(timeOfDayAt(hour)).toEqual(expected);
  });

  it('meets at most one of them at any hour: six early hours, two late ones', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => timeOfDayAt(hour));
    expect(byHour.map((names) => names.length <= 1)).toEqual(Array(24).fill(true));
    expect(byHour.flat()).toEqual([...Array<string>(6).fill('Early Light'), ...Array<string>(2).fill('Evening Calm')]);
  });

  it('leaves the other achievements to the practice itself, whatever the hour', () => {
    for (let hour = 0; hour < 24; hour += 1) {
      const met = CATALOGUE.filter((entry) => entry.criteria.kind !== 'time_of_day' && progressTowards(entry.criteria, { ...facts, startHour: hour }));
      expect(met.map((entry) => entry.name)).toEqual(['First Breath']);
    }
  });
});
