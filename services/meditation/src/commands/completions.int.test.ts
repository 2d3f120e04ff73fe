import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { INTENTIONS, type Intention } from '@peace/proto';
import { serviceInfra } from '@peace/scripts/testing';
import { accounts, achievements, meditationSessions, userAchievements } from '../db/schema.js';
import { MAX_TODAY_SESSIONS } from '../list-caps.js';
import { createFixture, problem, type Fixture } from '../testing/fixture.js';
import { listCatalogue, listUnlocked } from './achievements.js';
import { getActiveSession, startActiveSession, updateActiveSession } from './active-sessions.js';
import { completeSession, recentSessions, todaySessions, userStats } from './completions.js';
import { completeSessionInput } from './inputs.js';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await createFixture(await serviceInfra('meditation'));
});

afterAll(async () => {
  await fixture.close();
});

const meditation = (overrides: Partial<{ intention: Intention; duration: number; location: string; startedAt: Date | null }> = {}) => ({
  intention: 'Peace' as Intention,
  location: 'Kyoto, Japan',
  duration: 5,
  groupSessionId: null,
  startedAt: null,
  partial: false,
  ...overrides,
});

/** Completes a meditation ending at the given instant. */
async function completeAt(userId: string, instant: string, overrides: Parameters<typeof meditation>[0] = {}, timeZone = 'UTC') {
  fixture.deps.clock.set(instant);
  return completeSession(fixture.deps, userId, meditation(overrides), timeZone);
}

const names = (result: { newAchievements: { name: string }[] }) => result.newAchievements.map((achievement) => achievement.name);

describe('completing a meditation', () => {
  it('stores it, ends the active session and publishes the completion', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-03-01T12:00:00.000Z');
    await startActiveSession(fixture.deps, userId, meditation());
    fixture.deps.clock.advance(5 * 60_000);
    const { session } = await completeSession(fixture.deps, userId, meditation(), 'UTC');
    expect(session).toMatchObject({ userId, intention: 'Peace', location: 'Kyoto, Japan', duration: 5, groupSessionId: null });
    expect(session.timestamp.toISOString()).toBe('2025-03-01T12:05:00.000Z');
    expect(await getActiveSession(fixture.deps, userId)).toBeNull();

    const events = (await fixture.outboxSubjects()).filter((event) => event.data['userId'] === userId);
    expect(events.map((event) => event.subject)).toEqual([
      'peace.meditation.session.started',
      'peace.meditation.session.completed',
      'peace.meditation.achievement.unlocked',
    ]);
    expect(events[1]?.data).toMatchObject({ sessionId: session.id, intention: 'Peace', duration: 5, location: 'Kyoto, Japan', completedAt: '2025-03-01T12:05:00.000Z' });
    expect(events[2]?.data).toMatchObject({ name: 'First Breath', rarity: 'common' });
  });

  it('lists the latest first, as many as asked', async () => {
    const userId = randomUUID();
    for (const [index, intention] of INTENTIONS.slice(0, 4).entries()) await completeAt(userId, `2025-03-0${index + 1}T09:00:00.000Z`, { intention });
    const recent = await recentSessions(fixture.deps.db, userId, 3);
    expect(recent.map((session) => session.intention)).toEqual(['Compassion', 'Forgiveness', 'Non-Violence']);
  });

  it('sums up the person’s practice, the average to one decimal', async () => {
    const userId = randomUUID();
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toEqual({ streak: 0, longestStreak: 0, protectedDays: [], totalSessions: 0, totalMinutes: 0, averageDuration: 0 });
    await completeAt(userId, '2025-03-01T09:00:00.000Z', { duration: 5 });
    await completeAt(userId, '2025-03-02T09:00:00.000Z', { duration: 10 });
    await completeAt(userId, '2025-03-02T19:00:00.000Z', { duration: 20 });
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toEqual({ streak: 2, longestStreak: 2, protectedDays: [], totalSessions: 3, totalMinutes: 35, averageDuration: 11.7 });
  });
});

const minutesAgo = (minutes: number) => new Date(fixture.deps.clock.now().getTime() - minutes * 60_000);

describe('nobody records more time than has passed', () => {
  it('refuses a burst of completions once the person’s limit is reached, saying when to try again', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-07-01T12:00:00.000Z');
    // Two hundred five-minute sits within the day, none overlapping another, all posted at once.
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, (_, index) => completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(10 + index * 6) }), 'UTC')));
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as { status: number; retryAfter: number; message: string }] : []));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const error of refused) expect(error).toMatchObject({ status: 429, message: 'Too many meditations recorded in a short time. Please try again later.' });
    expect(Math.min(...refused.map((error) => error.retryAfter))).toBeGreaterThan(0);
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 10, totalMinutes: 50 });
  });

  it('counts only recorded meditations against the limit: ten refused posts leave the next one free', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-07-01T18:00:00.000Z');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await problem(completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(60 * 25) }), 'UTC'))).toMatchObject({ status: 400 });
    }
    const { session } = await completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(10) }), 'UTC');
    expect(session.duration).toBe(5);
  });

  it('counts no refusal however many arrive together: twenty posts of a sit not ended leave the whole allowance', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-07-01T20:00:00.000Z');
    await startActiveSession(fixture.deps, userId, meditation({ duration: 20 }));
    fixture.deps.clock.advance(60_000);
    const early = await Promise.all(Array.from({ length: 20 }, () => problem(completeSession(fixture.deps, userId, meditation({ duration: 20 }), 'UTC'))));
    expect(early).toEqual(Array.from({ length: 20 }, () => ({ status: 409, message: 'This meditation has not ended yet' })));
    fixture.deps.clock.advance(19 * 60_000);
    // The sit, then nine more (the allowance is ten), each recorded; the eleventh is refused.
    await completeSession(fixture.deps, userId, meditation({ duration: 20 }), 'UTC');
    for (let index = 0; index < 9; index += 1) await completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(30 + index * 6) }), 'UTC');
    expect(await problem(completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(100) }), 'UTC'))).toMatchObject({ status: 429 });
  });

  it('records six offline sits replayed three times each in parallel, every post answered', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-07-01T22:00:00.000Z');
    const sits = Array.from({ length: 6 }, (_, index) => meditation({ startedAt: minutesAgo(20 + index * 10) }));
    const outcomes = await Promise.allSettled([...sits, ...sits, ...sits].map((sit) => completeSession(fixture.deps, userId, sit, 'UTC')));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 6, totalMinutes: 30 });
    // The repeats counted nothing: four more sits fit in the allowance.
    for (let index = 0; index < 4; index += 1) await completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(90 + index * 6) }), 'UTC');
  });

  it('refuses a meditation that overlaps one already recorded', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-07-02T12:00:00.000Z');
    await completeSession(fixture.deps, userId, meditation({ duration: 20, startedAt: minutesAgo(60) }), 'UTC');
    expect(await problem(completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(45) }), 'UTC'))).toEqual({ status: 409, message: 'Another meditation is already recorded for this time' });
    expect(await problem(completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(62) }), 'UTC'))).toEqual({ status: 409, message: 'Another meditation is already recorded for this time' });
    // Back to back is fine: the next one begins as the last ends.
    await completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(40) }), 'UTC');
    // Another person's time is their own.
    await completeSession(fixture.deps, randomUUID(), meditation({ startedAt: minutesAgo(45) }), 'UTC');
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 2, totalMinutes: 25 });
  });

  it('records only one of two overlapping meditations posted at the same moment', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-07-03T12:00:00.000Z');
    const outcomes = await Promise.allSettled([
      completeSession(fixture.deps, userId, meditation({ duration: 10, startedAt: minutesAgo(30) }), 'UTC'),
      completeSession(fixture.deps, userId, meditation({ duration: 10, startedAt: minutesAgo(25) }), 'UTC'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { status: 409, message: 'Another meditation is already recorded for this time' } });
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1, totalMinutes: 10 });
  });

  it('refuses a meditation longer than the time since it began', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-07-04T12:00:00.000Z');
    const notYet = { status: 409, message: 'This meditation has not ended yet' };
    // The meditation in progress: ten minutes, of which five have passed.
    await startActiveSession(fixture.deps, userId, meditation({ duration: 10 }));
    fixture.deps.clock.advance(5 * 60_000);
    expect(await problem(completeSession(fixture.deps, userId, meditation({ duration: 10 }), 'UTC'))).toEqual(notYet);
    // A pause does not count as meditating: five minutes paused leave it unfinished at ten.
    await updateActiveSession(fixture.deps, userId, { state: 'paused' });
    fixture.deps.clock.advance(5 * 60_000);
    await updateActiveSession(fixture.deps, userId, { state: 'meditating' });
    expect(await problem(completeSession(fixture.deps, userId, meditation({ duration: 10 }), 'UTC'))).toEqual(notYet);
    // A sit the client timed itself, said to have begun five minutes ago.
    expect(await problem(completeSession(fixture.deps, userId, meditation({ duration: 20, startedAt: minutesAgo(5) }), 'UTC'))).toEqual(notYet);
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 0 });
    // Its end has come (a device's clock a few seconds ahead is forgiven).
    fixture.deps.clock.advance(5 * 60_000 - 4_000);
    const { session } = await completeSession(fixture.deps, userId, meditation({ duration: 10, startedAt: new Date('2025-07-04T12:00:00.000Z') }), 'UTC');
    expect(session.startedAt.toISOString()).toBe('2025-07-04T12:00:00.000Z');
    expect(await getActiveSession(fixture.deps, userId)).toBeNull();
    // The client, not having heard the answer, posts it again: it learns that it counted.
    fixture.deps.clock.advance(2000);
    expect(await completeSession(fixture.deps, userId, meditation({ duration: 10, startedAt: new Date('2025-07-04T12:00:00.000Z') }), 'UTC')).toEqual({ session, newAchievements: [] });
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1, totalMinutes: 10 });
  });

  it('records a meditation made offline, at the time it took, once', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-07-05T12:00:00.000Z');
    // Meanwhile the person has begun another meditation, which the old one leaves running.
    const running = await startActiveSession(fixture.deps, userId, meditation({ duration: 10 }));
    const offline = meditation({ duration: 20, startedAt: new Date('2025-07-04T21:00:00.000Z') });
    const { session } = await completeSession(fixture.deps, userId, offline, 'UTC');
    expect(session.startedAt.toISOString()).toBe('2025-07-04T21:00:00.000Z');
    expect(session.timestamp.toISOString()).toBe('2025-07-04T21:20:00.000Z');
    expect(await getActiveSession(fixture.deps, userId)).toMatchObject({ id: running.id });
    // Posted again (a retry after a lost answer): the first record, nothing new.
    expect(await completeSession(fixture.deps, userId, offline, 'UTC')).toEqual({ session, newAchievements: [] });
    // Another sit in that time is refused.
    expect(await problem(completeSession(fixture.deps, userId, { ...offline, startedAt: new Date('2025-07-04T21:10:00.000Z') }, 'UTC'))).toEqual({
      status: 409,
      message: 'Another meditation is already recorded for this time',
    });
    expect(await problem(completeSession(fixture.deps, userId, meditation({ startedAt: new Date('2025-06-28T11:00:00.000Z') }), 'UTC'))).toEqual({
      status: 400,
      message: 'startedAt: must be within the last 24 hours',
    });
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1, totalMinutes: 20 });
  });
});

describe('nobody records more minutes than really passed while they could sit', () => {
  it('takes a personal sit of 5, 10 or 20 minutes only; a group sit keeps its session’s length', () => {
    const input = (duration: number, groupSessionId: string | null = null) => ({ intention: 'Peace', location: 'Kyoto', duration, groupSessionId });
    for (const duration of [5, 10, 20]) expect(completeSessionInput.safeParse(input(duration)).success).toBe(true);
    for (const duration of [1, 15, 60]) {
      const parsed = completeSessionInput.safeParse(input(duration));
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['duration', 'must be 5, 10 or 20 minutes']]);
    }
    expect(completeSessionInput.safeParse(input(60, randomUUID())).success).toBe(true);
  });

  it('refuses 60 (or 20) minutes posted 0.1 s after starting a 5-minute sit, and takes the 5 once they have passed', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-08-01T12:00:00.000Z');
    const running = await startActiveSession(fixture.deps, userId, meditation({ duration: 5 }));
    fixture.deps.clock.advance(100);
    const longer = { status: 409, message: 'This meditation is longer than the one you started' };
    expect(await problem(completeSession(fixture.deps, userId, meditation({ duration: 60 }), 'UTC'))).toEqual(longer);
    expect(await problem(completeSession(fixture.deps, userId, meditation({ duration: 20, startedAt: running.startTime }), 'UTC'))).toEqual(longer);
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 0, totalMinutes: 0 });
    fixture.deps.clock.advance(5 * 60_000);
    await completeSession(fixture.deps, userId, meditation({ duration: 5 }), 'UTC');
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1, totalMinutes: 5 });
  });

  it('refuses ten backdated sits of a new account begun before it existed, and takes one that began after', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-08-02T12:00:00.000Z');
    await fixture.deps.db.insert(accounts).values({ userId, createdAt: minutesAgo(10) });
    for (let index = 0; index < 10; index += 1) {
      expect(await problem(completeSession(fixture.deps, userId, meditation({ duration: 20, startedAt: minutesAgo(30 + index * 60) }), 'UTC'))).toEqual({
        status: 400,
        message: 'startedAt: must not be before your account was created',
      });
    }
    await completeSession(fixture.deps, userId, meditation({ duration: 5, startedAt: minutesAgo(8) }), 'UTC');
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1, totalMinutes: 5, streak: 1 });
    // One posted at its end without a start ends now: it may not overlap the one recorded.
    expect(await problem(completeSession(fixture.deps, userId, meditation({ duration: 5 }), 'UTC'))).toEqual({ status: 409, message: 'Another meditation is already recorded for this time' });
  });

  it("refuses a sit begun before an account that identity has just created, before this service's copy hears of it", async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-08-02T15:00:00.000Z');
    // Signed up a moment ago: identity noted it as it committed; its event has not arrived here yet.
    await fixture.deps.accounts.note(userId, new Date(fixture.deps.clock.now().getTime() - 150));
    expect(await problem(completeSession(fixture.deps, userId, meditation({ duration: 20, startedAt: minutesAgo(20) }), 'UTC'))).toEqual({
      status: 400,
      message: 'startedAt: must not be before your account was created',
    });
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 0 });
  });

  it('refuses a sit posted without a start whose length reaches back before the account existed, and takes one that fits after it', async () => {
    const known = randomUUID();
    fixture.deps.clock.set('2025-08-02T18:00:00.000Z');
    // Signed up 149 ms ago, and already known to this service's copy.
    await fixture.deps.db.insert(accounts).values({ userId: known, createdAt: new Date(fixture.deps.clock.now().getTime() - 149) });
    const before = { status: 400, message: 'startedAt: must not be before your account was created' };
    expect(await problem(completeSession(fixture.deps, known, meditation({ duration: 20 }), 'UTC'))).toEqual(before);
    // Known only from identity's note, its event still on the way.
    const noted = randomUUID();
    await fixture.deps.accounts.note(noted, new Date(fixture.deps.clock.now().getTime() - 149));
    expect(await problem(completeSession(fixture.deps, noted, meditation({ duration: 5 }), 'UTC'))).toEqual(before);
    for (const userId of [known, noted]) expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 0 });
    // Once the sit's whole length fits after the sign-up, it is taken.
    fixture.deps.clock.advance(5 * 60_000);
    for (const userId of [known, noted]) await completeSession(fixture.deps, userId, meditation({ duration: 5 }), 'UTC');
    for (const userId of [known, noted]) expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1, totalMinutes: 5 });
  });

  it('refuses a sit begun more than 24 hours ago, and one that has not ended by now', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-08-03T12:00:00.000Z');
    expect(await problem(completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(24 * 60 + 1) }), 'UTC'))).toEqual({ status: 400, message: 'startedAt: must be within the last 24 hours' });
    expect(await problem(completeSession(fixture.deps, userId, meditation({ duration: 10, startedAt: minutesAgo(5) }), 'UTC'))).toEqual({ status: 409, message: 'This meditation has not ended yet' });
    await completeSession(fixture.deps, userId, meditation({ startedAt: minutesAgo(24 * 60 - 1) }), 'UTC');
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1 });
  });
});

describe('achievements', () => {
  it('come from a catalogue covering every kind of practice, each with a rarity', async () => {
    const catalogue = await listCatalogue(fixture.deps.db);
    expect(new Set(catalogue.map((achievement) => achievement.type))).toEqual(new Set(['milestone', 'minutes', 'streak', 'intention', 'time_of_day']));
    for (const achievement of catalogue) {
      expect(['common', 'rare', 'epic', 'legendary']).toContain(achievement.rarity);
      expect(achievement.description.length).toBeGreaterThan(20);
    }
  });

  it('unlock exactly once, on the meditation that earned them', async () => {
    const userId = randomUUID();
    expect(names(await completeAt(userId, '2025-04-01T12:00:00.000Z'))).toEqual(['First Breath']);
    expect(names(await completeAt(userId, '2025-04-01T13:00:00.000Z'))).toEqual([]);
    const unlocked = await listUnlocked(fixture.deps.db, userId);
    expect(unlocked.map((achievement) => achievement.name)).toEqual(['First Breath']);
    expect(unlocked[0]?.unlockedAt.toISOString()).toBe('2025-04-01T12:00:00.000Z');
  });

  it('unlock exactly once even when completions race', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-04-02T12:00:00.000Z');
    // Five sits made offline, an hour apart, posted at once.
    const startedAt = (hoursAgo: number) => new Date(fixture.deps.clock.now().getTime() - hoursAgo * 3_600_000);
    const results = await Promise.all(Array.from({ length: 5 }, (_, index) => completeSession(fixture.deps, userId, { ...meditation(), startedAt: startedAt(index + 1) }, 'UTC')));
    expect(results.flatMap(names)).toEqual(['First Breath']);
    const [firstBreath] = await fixture.deps.db.select().from(achievements).where(eq(achievements.slug, 'first-session'));
    const rows = await fixture.deps.db
      .select()
      .from(userAchievements)
      .where(and(eq(userAchievements.userId, userId), eq(userAchievements.achievementId, firstBreath!.id)));
    expect(rows).toHaveLength(1);
  });

  it('mark session counts and minutes as they are reached', async () => {
    const userId = randomUUID();
    const unlockedAt: Record<string, number> = {};
    for (let count = 1; count <= 10; count += 1) {
      const result = await completeAt(userId, new Date(Date.UTC(2025, 4, 1, 8 + count, 30)).toISOString(), { duration: count <= 5 ? 5 : 20 });
      for (const name of names(result)) unlockedAt[name] = count;
    }
    // 5 × 5 + 5 × 20 minutes: the hundredth minute falls in the ninth meditation (25 + 4 × 20 = 105).
    expect(unlockedAt).toEqual({ 'First Breath': 1, 'A Hundred Quiet Minutes': 9, 'Finding Your Rhythm': 10 });
  });

  it('celebrate practising all seven intentions', async () => {
    const userId = randomUUID();
    const unlocked: string[] = [];
    for (const [day, intention] of INTENTIONS.entries()) {
      unlocked.push(...names(await completeAt(userId, `2025-06-${String(day * 3 + 1).padStart(2, '0')}T12:00:00.000Z`, { intention })));
    }
    expect(unlocked).toEqual(['First Breath', 'Seven Paths']);
  });

  it('judge early and late practice by the hour in the person’s own time zone', async () => {
    // 04:30 UTC is early morning in London, and 23:30 the evening before in New York.
    const early = randomUUID();
    expect(names(await completeAt(early, '2025-01-15T04:35:00.000Z', {}, 'Europe/London'))).toContain('Early Light');
    const late = randomUUID();
    const lateResult = await completeAt(late, '2025-01-15T04:35:00.000Z', {}, 'America/New_York');
    expect(names(lateResult)).toContain('Evening Calm');
    expect(names(lateResult)).not.toContain('Early Light');
  });
});

describe('days and streaks in the person’s time zone', () => {
  // Tokyo is UTC+9: 14:30 UTC is 23:30 there, 15:30 UTC is 00:30 the next day.
  const beforeMidnight = '2025-01-10T14:30:00.000Z';
  const afterMidnight = '2025-01-10T15:30:00.000Z';

  it('counts a streak across local midnight that UTC sees as a single day', async () => {
    const userId = randomUUID();
    await completeAt(userId, beforeMidnight, {}, 'Asia/Tokyo');
    await completeAt(userId, afterMidnight, {}, 'Asia/Tokyo');
    const now = fixture.deps.clock.now();
    expect(await userStats(fixture.deps.db, userId, 'Asia/Tokyo', now)).toMatchObject({ streak: 2, longestStreak: 2 });
    expect(await userStats(fixture.deps.db, userId, 'UTC', now)).toMatchObject({ streak: 1, longestStreak: 1 });
  });

  it('lists today’s meditations by the local day', async () => {
    const userId = randomUUID();
    await completeAt(userId, beforeMidnight);
    await completeAt(userId, afterMidnight);
    fixture.deps.clock.set('2025-01-10T16:00:00.000Z');
    const now = fixture.deps.clock.now();
    expect(await todaySessions(fixture.deps.db, userId, 'UTC', now)).toHaveLength(2);
    const tokyo = await todaySessions(fixture.deps.db, userId, 'Asia/Tokyo', now);
    expect(tokyo.map((session) => session.timestamp.toISOString())).toEqual([afterMidnight]);
    expect(await todaySessions(fixture.deps.db, userId, 'America/Los_Angeles', now)).toHaveLength(2);
  });

  it('unlocks Three Days Running on the third local day, and keeps the streak through one missed day, not two', async () => {
    // In Los Angeles (UTC-8) these fall on 9, 10 and 11 January; in UTC only on 10 and 11 January.
    const instants = ['2025-01-10T06:00:00.000Z', '2025-01-10T18:00:00.000Z', '2025-01-11T18:00:00.000Z'];
    const inLosAngeles = randomUUID();
    const inUtc = randomUUID();
    const unlocked: string[] = [];
    for (const instant of instants) {
      unlocked.push(...names(await completeAt(inLosAngeles, instant, {}, 'America/Los_Angeles')));
      expect(names(await completeAt(inUtc, instant, {}, 'UTC'))).not.toContain('Three Days Running');
    }
    expect(unlocked).toContain('Three Days Running');

    const stats = (instant: string) => userStats(fixture.deps.db, inLosAngeles, 'America/Los_Angeles', new Date(instant));
    expect(await stats('2025-01-11T20:00:00.000Z')).toMatchObject({ streak: 3, longestStreak: 3 });
    // 12 January there: yesterday still counts.
    expect(await stats('2025-01-12T20:00:00.000Z')).toMatchObject({ streak: 3, longestStreak: 3 });
    // 13 January there: the 12th was missed, and grace protects it while today can still continue the streak.
    expect(await stats('2025-01-13T20:00:00.000Z')).toMatchObject({ streak: 3, longestStreak: 3, protectedDays: ['2025-01-12'] });
    // 14 January there: two days missed.
    expect(await stats('2025-01-14T20:00:00.000Z')).toMatchObject({ streak: 0, longestStreak: 3, protectedDays: [] });
  });
});

/**
 * The instant at which the wall clocks of timeZone read local ('YYYY-MM-DDTHH:MM:SS'), worked out
 * by the runtime's own zone data, independently of the database's that the commands use.
 */
function localInstant(local: string, timeZone: string): Date {
  const wall = Date.parse(`${local}Z`);
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const offsetAt = (instant: number) => {
    const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
    return Date.UTC(part['year']!, part['month']! - 1, part['day'], part['hour'], part['minute'], part['second']) - instant;
  };
  // Twice, in case the first guess lands on the other side of a change of offset.
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

// Far east, far west, a half- and a quarter-hour offset, and zones on either side of UTC.
const ZONES = ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata', 'Asia/Kathmandu', 'Africa/Cairo', 'America/New_York', 'UTC'];

describe('the hour of a meditation, at every kind of hour in many zones', () => {
  // A ten-minute meditation begun at this local time, on 23 November 2026, and what it unlocks.
  const rows: [begun: string, unlocks: string[]][] = [
    ['00:00:00', ['Early Light']],
    ['03:10:00', ['Early Light']],
    ['05:59:00', ['Early Light']],
    ['06:00:00', []],
    ['12:00:00', []],
    ['21:59:00', []],
    ['22:00:00', ['Evening Calm']],
    ['23:49:59', ['Evening Calm']],
    // Begun before midnight, finished after it: still an evening practice.
    ['23:55:00', ['Evening Calm']],
  ];

  it.each(ZONES.flatMap((zone) => rows.map(([begun, unlocks]) => [zone, begun, unlocks] as const)))('in %s, a meditation begun at %s unlocks First Breath and %j', async (zone, begun, unlocks) => {
    const begunAt = localInstant(`2026-11-23T${begun}`, zone);
    const result = await completeAt(randomUUID(), new Date(begunAt.getTime() + 10 * 60_000).toISOString(), { duration: 10 }, zone);
    expect(names(result)).toEqual(['First Breath', ...unlocks]);
  });
});

describe('today and the streak, just before and just after midnight in many zones', () => {
  it.each(ZONES)('in %s, the day turns at local midnight', async (zone) => {
    const at = (local: string) => localInstant(local, zone);
    const userId = randomUUID();
    const today = async (local: string) => (await todaySessions(fixture.deps.db, userId, zone, at(local))).map((session) => session.timestamp.toISOString());
    const stats = (local: string) => userStats(fixture.deps.db, userId, zone, at(local));

    // One-minute sits, so that the second can begin at midnight after the first ended.
    const lateEvening = (await completeAt(userId, at('2026-11-23T23:59:59').toISOString(), { duration: 1 }, zone)).session.timestamp.toISOString();
    expect(await today('2026-11-23T23:59:59')).toEqual([lateEvening]);
    expect(await today('2026-11-24T00:00:00')).toEqual([]);
    expect(await stats('2026-11-23T23:59:59')).toMatchObject({ streak: 1, longestStreak: 1 });
    // The next day has begun without practice: yesterday's still counts until it ends.
    expect(await stats('2026-11-24T23:59:59')).toMatchObject({ streak: 1, longestStreak: 1 });
    // Then grace protects the missed day until the day after it ends too.
    expect(await stats('2026-11-25T00:00:00')).toMatchObject({ streak: 1, longestStreak: 1, protectedDays: ['2026-11-24'] });
    expect(await stats('2026-11-25T23:59:59')).toMatchObject({ streak: 1, protectedDays: ['2026-11-24'] });
    expect(await stats('2026-11-26T00:00:00')).toMatchObject({ streak: 0, longestStreak: 1, protectedDays: [] });

    // A minute after the first, and on the next local day: a two-day streak.
    const justAfter = (await completeAt(userId, at('2026-11-24T00:01:00').toISOString(), { duration: 1 }, zone)).session.timestamp.toISOString();
    expect(await today('2026-11-24T00:01:00')).toEqual([justAfter]);
    expect(await today('2026-11-24T23:59:59')).toEqual([justAfter]);
    expect(await stats('2026-11-24T00:01:00')).toMatchObject({ streak: 2, longestStreak: 2 });
  });
});

describe('the lists of a person’s meditations', () => {
  it('answer a day of more meditations than the list holds with its newest, at most the cap', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-09-10T23:50:00.000Z');
    const midnight = Date.parse('2025-09-10T00:00:00.000Z');
    // More one-minute sits kept in part than a day of 5-minute sits holds, all of them today.
    const count = MAX_TODAY_SESSIONS + 12;
    await fixture.deps.db.insert(meditationSessions).values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        intention: 'Peace',
        location: 'Kyoto, Japan',
        duration: 1,
        partial: true,
        startedAt: new Date(midnight + index * 4 * 60_000),
        timestamp: new Date(midnight + index * 4 * 60_000 + 60_000),
      })),
    );
    const today = await todaySessions(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now());
    expect(today).toHaveLength(MAX_TODAY_SESSIONS);
    expect(today[0]?.timestamp).toEqual(new Date(midnight + (count - 1) * 4 * 60_000 + 60_000));
    expect(await recentSessions(fixture.deps.db, userId, 50)).toHaveLength(50);
  });
});
