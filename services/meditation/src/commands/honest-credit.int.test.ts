import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { completionKeys, meditationSessions } from '../db/schema.js';
import { createFixture, problem, type Fixture } from '../testing/fixture.js';
import { getActiveSession, startActiveSession, updateActiveSession } from './active-sessions.js';
import { completeSession, forgetOldKeys, recentSessions, userStats } from './completions.js';
import { completeSessionInput, type CompleteSessionInput } from './inputs.js';
import { serviceInfra } from '@peace/scripts/testing';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await createFixture(await serviceInfra('meditation'));
});

afterAll(async () => {
  await fixture.close();
});

const sit = (overrides: Partial<CompleteSessionInput> = {}): CompleteSessionInput => ({
  intention: 'Peace',
  location: 'Kyoto, Japan',
  duration: 5,
  groupSessionId: null,
  startedAt: null,
  partial: false,
  ...overrides,
});

const names = (result: { newAchievements: { name: string }[] }) => result.newAchievements.map((achievement) => achievement.name);

describe('a sit stopped early and kept in part', () => {
  it('keeps the minutes sat, marked partial, and ends the sit in progress', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-08-01T12:00:00.000Z');
    await startActiveSession(fixture.deps, userId, sit({ duration: 20 }));
    fixture.deps.clock.advance(7 * 60_000 + 30_000);
    const { session } = await completeSession(fixture.deps, userId, sit({ duration: 7, partial: true }), 'UTC');
    expect(session).toMatchObject({ duration: 7, partial: true, startedAt: new Date('2025-08-01T12:00:00.000Z') });
    expect(await getActiveSession(fixture.deps, userId)).toBeNull();
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1, totalMinutes: 7 });
    const completed = (await fixture.outboxSubjects()).find((event) => event.subject === 'peace.meditation.session.completed' && event.data['userId'] === userId);
    expect(completed?.data).toMatchObject({ duration: 7, partial: true });
  });

  it('refuses more minutes than the sit has really run, pauses left out', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-08-02T12:00:00.000Z');
    await startActiveSession(fixture.deps, userId, sit({ duration: 10 }));
    fixture.deps.clock.advance(2 * 60_000);
    await updateActiveSession(fixture.deps, userId, { state: 'paused', pausedAt: null, lastPing: null, totalPausedMs: null });
    fixture.deps.clock.advance(5 * 60_000);
    expect(await problem(completeSession(fixture.deps, userId, sit({ duration: 3, partial: true }), 'UTC'))).toEqual({ status: 409, message: 'This meditation has not run that long yet' });
    expect(await problem(completeSession(fixture.deps, userId, sit({ duration: 10, partial: true }), 'UTC'))).toMatchObject({ status: 400, message: expect.stringMatching(/^duration: a partial meditation is shorter/) as unknown });
    const { session } = await completeSession(fixture.deps, userId, sit({ duration: 2, partial: true }), 'UTC');
    expect(session).toMatchObject({ duration: 2, partial: true });
    expect(await recentSessions(fixture.deps.db, userId, 10)).toHaveLength(1);
  });

  it('is refused without a sit in progress, and for a group sit', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-08-03T12:00:00.000Z');
    expect(await problem(completeSession(fixture.deps, userId, sit({ duration: 3, partial: true }), 'UTC'))).toEqual({ status: 409, message: 'There is no meditation in progress to keep' });
    const group = completeSessionInput.safeParse({ ...sit({ duration: 3, partial: true }), groupSessionId: randomUUID() });
    expect(group.success ? 'taken' : group.error.issues[0]?.message).toBe('only a personal meditation can be kept in part');
    expect(completeSessionInput.safeParse({ ...sit({ duration: 0, partial: true }) }).success).toBe(false);
    expect(await recentSessions(fixture.deps.db, userId, 10)).toEqual([]);
  });

  it('counts its minutes but never as a meditation sat to its end: First Breath waits for a full sit', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-08-04T09:00:00.000Z');
    await startActiveSession(fixture.deps, userId, sit({ duration: 20 }));
    fixture.deps.clock.advance(19 * 60_000);
    const partial = await completeSession(fixture.deps, userId, sit({ duration: 19, partial: true }), 'UTC');
    expect(names(partial)).toEqual([]);
    fixture.deps.clock.advance(60 * 60_000);
    const full = await completeSession(fixture.deps, userId, sit({ duration: 5 }), 'UTC');
    expect(names(full)).toEqual(['First Breath']);
  });
});

describe('a completion sent with an Idempotency-Key', () => {
  it('is recorded once: a retry answers the first answer, achievements included, and uses none of the allowance', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-09-01T12:00:00.000Z');
    const offline = sit({ duration: 10, startedAt: new Date('2025-09-01T11:00:00.000Z') });
    const first = await completeSession(fixture.deps, userId, offline, 'UTC', 'key-1');
    expect(names(first)).toEqual(['First Breath']);
    fixture.deps.clock.advance(60_000);
    for (let retry = 0; retry < 12; retry += 1) expect(await completeSession(fixture.deps, userId, offline, 'UTC', 'key-1')).toEqual(first);
    expect(await recentSessions(fixture.deps.db, userId, 10)).toHaveLength(1);
    const published = (await fixture.outboxSubjects()).filter((event) => event.subject === 'peace.meditation.session.completed' && event.data['userId'] === userId);
    expect(published).toHaveLength(1);
  });

  it('refuses the same key with another meditation (422) and records nothing', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-09-02T12:00:00.000Z');
    await completeSession(fixture.deps, userId, sit({ startedAt: new Date('2025-09-02T11:00:00.000Z') }), 'UTC', 'key-2');
    expect(await problem(completeSession(fixture.deps, userId, sit({ startedAt: new Date('2025-09-02T11:30:00.000Z') }), 'UTC', 'key-2'))).toEqual({
      status: 422,
      message: 'Idempotency-Key: was already used for a different meditation',
    });
    // Another person's key of the same name is theirs alone.
    const other = randomUUID();
    await completeSession(fixture.deps, other, sit({ startedAt: new Date('2025-09-02T11:30:00.000Z') }), 'UTC', 'key-2');
    expect(await recentSessions(fixture.deps.db, userId, 10)).toHaveLength(1);
    expect(await recentSessions(fixture.deps.db, other, 10)).toHaveLength(1);
  });

  it('keeps the answer for a day, then forgets the key', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-09-03T12:00:00.000Z');
    const first = await completeSession(fixture.deps, userId, sit({ startedAt: new Date('2025-09-03T11:00:00.000Z') }), 'UTC', 'key-3');
    fixture.deps.clock.advance(23 * 60 * 60_000);
    await forgetOldKeys(fixture.deps.db, fixture.deps.clock.now());
    expect(await fixture.deps.db.select().from(completionKeys).where(eq(completionKeys.userId, userId))).toHaveLength(1);
    expect((await completeSession(fixture.deps, userId, sit({ startedAt: new Date('2025-09-03T11:00:00.000Z') }), 'UTC', 'key-3')).session.id).toBe(first.session.id);
    fixture.deps.clock.advance(2 * 60 * 60_000);
    expect(await forgetOldKeys(fixture.deps.db, fixture.deps.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await fixture.deps.db.select().from(completionKeys).where(eq(completionKeys.userId, userId))).toEqual([]);
    // The sit itself stays recorded once.
    expect(await fixture.deps.db.select().from(meditationSessions).where(eq(meditationSessions.userId, userId))).toHaveLength(1);
  });

  it('keeps a partial sit once when its post is retried after the sit in progress has ended', async () => {
    const userId = randomUUID();
    fixture.deps.clock.set('2025-09-04T12:00:00.000Z');
    await startActiveSession(fixture.deps, userId, sit({ duration: 10 }));
    fixture.deps.clock.advance(4 * 60_000);
    const first = await completeSession(fixture.deps, userId, sit({ duration: 4, partial: true }), 'UTC', 'key-4');
    expect(await completeSession(fixture.deps, userId, sit({ duration: 4, partial: true }), 'UTC', 'key-4')).toEqual(first);
    expect(await recentSessions(fixture.deps.db, userId, 10)).toHaveLength(1);
  });
});
