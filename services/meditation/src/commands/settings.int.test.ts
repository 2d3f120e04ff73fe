import { randomUUID } from 'node:crypto';
import { AppError, parseInput } from '@peace/kit';
import type { Intention } from '@peace/proto';
import { serviceInfra } from '@peace/scripts/testing';
import { createFixture, type Fixture } from '../testing/fixture.js';
import { completeSession, userStats } from './completions.js';
import { practiceSettingsInput } from './inputs.js';
import { DEFAULT_SETTINGS, getSettings, recordedLocation, updateSettings } from './settings.js';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await createFixture(await serviceInfra('meditation'));
});

afterAll(async () => {
  await fixture.close();
});

const sit = { intention: 'Peace' as Intention, location: 'Lisbon, Portugal', duration: 5, groupSessionId: null, startedAt: null, partial: false };

async function completeAt(userId: string, instant: string, timeZone: string) {
  fixture.deps.clock.set(instant);
  return completeSession(fixture.deps, userId, sit, timeZone);
}

const change = (userId: string, input: Record<string, unknown>) => updateSettings(fixture.deps.db, userId, parseInput(practiceSettingsInput, input), fixture.deps.clock.now());

const settingsEvents = async (userId: string) =>
  (await fixture.outboxSubjects()).filter((event) => event.subject === 'peace.meditation.settings.updated' && event.data['userId'] === userId).map((event) => event.data);

describe('practice settings', () => {
  it("records a sit at 'Unknown Location' for a person who asked not to have their location recorded, whatever the device sent", async () => {
    const userId = randomUUID();
    expect(await recordedLocation(fixture.deps.db, userId, sit)).toEqual(sit);
    expect(await change(userId, { recordLocation: false })).toMatchObject({ recordLocation: false });
    expect(await recordedLocation(fixture.deps.db, userId, sit)).toEqual({ ...sit, location: 'Unknown Location' });
    // Only where days end counts elsewhere: no event for this one.
    expect(await settingsEvents(userId)).toEqual([]);
  });

  it('answers the defaults before any change: the sound, no interval bell, midnight and grace', async () => {
    expect(await getSettings(fixture.deps.db, randomUUID())).toEqual({ endSignal: 'sound', intervalBellMinutes: 0, dayEndHour: 0, grace: true, recordLocation: true });
    expect(DEFAULT_SETTINGS).toEqual({ endSignal: 'sound', intervalBellMinutes: 0, dayEndHour: 0, grace: true, recordLocation: true });
  });

  it('keeps what was not changed, and tells other services only when the way days count changed', async () => {
    const userId = randomUUID();
    expect(await change(userId, { endSignal: 'light', intervalBellMinutes: 2 })).toEqual({ endSignal: 'light', intervalBellMinutes: 2, dayEndHour: 0, grace: true, recordLocation: true });
    expect(await settingsEvents(userId)).toEqual([]);
    expect(await change(userId, { dayEndHour: 3 })).toEqual({ endSignal: 'light', intervalBellMinutes: 2, dayEndHour: 3, grace: true, recordLocation: true });
    expect(await change(userId, { grace: false })).toEqual({ endSignal: 'light', intervalBellMinutes: 2, dayEndHour: 3, grace: false, recordLocation: true });
    expect(await getSettings(fixture.deps.db, userId)).toEqual({ endSignal: 'light', intervalBellMinutes: 2, dayEndHour: 3, grace: false, recordLocation: true });
    expect(await settingsEvents(userId)).toEqual([
      expect.objectContaining({ dayEndHour: 3, grace: true, revision: 2 }),
      expect.objectContaining({ dayEndHour: 3, grace: false, revision: 3 }),
    ]);
  });

  it.each([
    [{ endSignal: 'drum' }, 'endSignal: must be one of sound, vibration, light, silent'],
    [{ intervalBellMinutes: 3 }, 'intervalBellMinutes: must be 0 (off), 1, 2 or 5 minutes'],
    [{ dayEndHour: 24 }, 'dayEndHour: must be an hour from 0 to 23'],
    [{ dayEndHour: -1 }, 'dayEndHour: must be an hour from 0 to 23'],
    [{ dayEndHour: 1.5 }, 'dayEndHour: must be a whole hour'],
    [{ grace: 'yes' }, 'grace: must be true or false'],
    [{ recordLocation: 'no' }, 'recordLocation: must be true or false'],
    [{}, 'Give at least one setting to change'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(() => parseInput(practiceSettingsInput, input)).toThrow(AppError);
    expect(() => parseInput(practiceSettingsInput, input)).toThrow(message);
  });
});

describe('streaks by the person’s day rule', () => {
  // Sits at 01:30 in Paris (00:30 UTC in winter) on three nights running, then one missed, then one more.
  const nights = ['2025-01-06T00:30:00.000Z', '2025-01-07T00:30:00.000Z', '2025-01-08T00:30:00.000Z', '2025-01-10T00:30:00.000Z'];

  it('counts a night owl’s sits for the evening before once their day ends at 3 am, and grace keeps one missed day', async () => {
    const userId = randomUUID();
    await change(userId, { dayEndHour: 3 });
    for (const night of nights) await completeAt(userId, night, 'Europe/Paris');
    // 22:00 on 10 January in Paris: by a 3 am day the sits fall on the 5th, 6th, 7th and 9th, the 8th protected.
    const evening = new Date('2025-01-10T21:00:00.000Z');
    expect(await userStats(fixture.deps.db, userId, 'Europe/Paris', evening)).toMatchObject({ streak: 4, longestStreak: 4, protectedDays: ['2025-01-08'] });
    // Without grace the missed day breaks it.
    await change(userId, { grace: false });
    expect(await userStats(fixture.deps.db, userId, 'Europe/Paris', evening)).toMatchObject({ streak: 1, longestStreak: 3, protectedDays: [] });
    // Counted at midnight instead, the same sits fall on the 6th, 7th, 8th and 10th.
    await change(userId, { dayEndHour: 0, grace: true });
    expect(await userStats(fixture.deps.db, userId, 'Europe/Paris', evening)).toMatchObject({ streak: 4, protectedDays: ['2025-01-09'] });
  });

  it('unlocks Three Days Running by the day rule the person chose', async () => {
    // 01:30, 23:30 and 23:00 in Paris: three days counted from 3 am (the 5th, the 6th, the 7th), two from midnight.
    const instants = ['2025-01-06T00:30:00.000Z', '2025-01-06T22:30:00.000Z', '2025-01-07T22:00:00.000Z'];
    const nightOwl = randomUUID();
    const midnight = randomUUID();
    await change(nightOwl, { dayEndHour: 3 });
    const unlocked: string[] = [];
    for (const instant of instants) {
      unlocked.push(...(await completeAt(nightOwl, instant, 'Europe/Paris')).newAchievements.map((achievement) => achievement.name));
      expect((await completeAt(midnight, instant, 'Europe/Paris')).newAchievements.map((achievement) => achievement.name)).not.toContain('Three Days Running');
    }
    expect(unlocked).toContain('Three Days Running');
  });
});
