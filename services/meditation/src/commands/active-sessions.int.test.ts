import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError, RedisBreaker } from '@peace/kit';
import { serviceInfra } from '@peace/scripts/testing';
import { activeMeditationSessions } from '../db/schema.js';
import { createFixture, type Fixture } from '../testing/fixture.js';
import { getActiveSession, startActiveSession, stopActiveSession, sweepAbandonedSessions, updateActiveSession } from './active-sessions.js';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await createFixture(await serviceInfra('meditation'));
});

afterAll(async () => {
  await fixture.close();
});

const peace = { intention: 'Peace' as const, location: 'Lisbon, Portugal', duration: 5, groupSessionId: null };
const minutes = (count: number) => count * 60_000;

async function rowsOf(userId: string) {
  return fixture.deps.db.select().from(activeMeditationSessions).where(eq(activeMeditationSessions.userId, userId));
}

describe('an active meditation', () => {
  it('answers the time left from its timestamps, standing still while paused', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    deps.clock.set('2025-01-10T12:00:00.000Z');
    const started = await startActiveSession(deps, userId, peace);
    expect(started).toMatchObject({ state: 'countdown', intention: 'Peace', duration: 5, remainingSeconds: 300 });

    deps.clock.advance(minutes(1));
    expect((await getActiveSession(deps, userId))?.remainingSeconds).toBe(240);

    const paused = await updateActiveSession(deps, userId, { state: 'paused' });
    expect(paused).toMatchObject({ state: 'paused', remainingSeconds: 240 });
    deps.clock.advance(minutes(2));
    expect((await getActiveSession(deps, userId))?.remainingSeconds).toBe(240);

    const resumed = await updateActiveSession(deps, userId, { state: 'meditating' });
    expect(resumed).toMatchObject({ state: 'meditating', remainingSeconds: 240 });
    deps.clock.advance(30_000);
    expect((await getActiveSession(deps, userId))?.remainingSeconds).toBe(210);

    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ state: 'meditating', pausedAt: null, totalPausedMs: minutes(2) });
  });

  it('keeps answering with 0 seconds left once it is over, until the client completes it', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    await startActiveSession(deps, userId, peace);
    deps.clock.advance(minutes(7));
    expect(await getActiveSession(deps, userId)).toMatchObject({ remainingSeconds: 0, intention: 'Peace' });
  });

  it('keeps one active session per person: starting again replaces the first', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    const first = await startActiveSession(deps, userId, peace);
    const second = await startActiveSession(deps, userId, { ...peace, intention: 'Love', duration: 10 });
    expect(second.id).not.toBe(first.id);
    expect(await getActiveSession(deps, userId)).toMatchObject({ id: second.id, intention: 'Love', remainingSeconds: 600 });
    expect(await rowsOf(userId)).toHaveLength(1);

    const events = (await fixture.outboxSubjects()).filter((event) => event.data['userId'] === userId);
    expect(events.map((event) => [event.subject, event.data['sessionId']])).toEqual([
      ['peace.meditation.session.started', first.id],
      ['peace.meditation.session.stopped', first.id],
      ['peace.meditation.session.started', second.id],
    ]);
  });

  it('keeps one active session per person even when starts race', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    const started = await Promise.all(['Peace', 'Love', 'Unity', 'Service'].map((intention) => startActiveSession(deps, userId, { ...peace, intention: intention as 'Peace' })));
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(started.map((session) => session.id)).toContain(rows[0]?.id);
    expect((await getActiveSession(deps, userId))?.id).toBe(rows[0]?.id);
  });

  it('does not restart the pause when a pause is sent twice', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    await startActiveSession(deps, userId, peace);
    deps.clock.advance(minutes(1));
    await updateActiveSession(deps, userId, { state: 'paused' });
    deps.clock.advance(30_000);
    await updateActiveSession(deps, userId, { state: 'paused' });
    deps.clock.advance(30_000);
    expect(await updateActiveSession(deps, userId, { state: 'meditating' })).toMatchObject({ remainingSeconds: 240 });
  });

  it('takes a pause time reported by a client that paused while offline', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    const started = await startActiveSession(deps, userId, peace);
    deps.clock.advance(minutes(3));
    const pausedAt = new Date(started.startTime.getTime() + minutes(1));
    expect(await updateActiveSession(deps, userId, { state: 'paused', pausedAt })).toMatchObject({ state: 'paused', remainingSeconds: 240 });
    await expect(updateActiveSession(deps, userId, { pausedAt: new Date(deps.clock.now().getTime() + 1000) })).rejects.toThrow('pausedAt: must lie between the session start and now');
    await expect(updateActiveSession(deps, userId, { state: 'meditating', pausedAt })).rejects.toThrow('pausedAt: only a paused session has a pause time');
    await expect(updateActiveSession(deps, userId, { totalPausedMs: minutes(10) })).rejects.toThrow('totalPausedMs: cannot be longer than the session has lasted');
  });

  it('answers NOT_FOUND when there is nothing to pause or stop', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    await expect(updateActiveSession(deps, userId, { state: 'paused' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stopActiveSession(deps, userId)).rejects.toBeInstanceOf(AppError);
    await expect(stopActiveSession(deps, userId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is gone once stopped, and the stop is published', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    const started = await startActiveSession(deps, userId, peace);
    await stopActiveSession(deps, userId);
    expect(await getActiveSession(deps, userId)).toBeNull();
    expect(await rowsOf(userId)).toHaveLength(0);
    const events = (await fixture.outboxSubjects()).filter((event) => event.data['userId'] === userId);
    expect(events.map((event) => event.subject)).toEqual(['peace.meditation.session.started', 'peace.meditation.session.stopped']);
    expect(events[1]?.data).toMatchObject({ sessionId: started.id, intention: 'Peace', duration: 5, groupSessionId: null });
  });
});

describe('the Redis copy', () => {
  it('serves the read, and PostgreSQL refills it when Redis has lost the entry', async () => {
    const { deps, cache } = fixture;
    const userId = randomUUID();
    const started = await startActiveSession(deps, userId, peace);
    expect((await cache.get(userId))?.session?.id).toBe(started.id);

    // What a Redis restart or an expiry leaves behind: nothing.
    await fixture.redis.del(`${fixture.prefix}${userId}`);
    expect(await cache.get(userId)).toBeUndefined();

    deps.clock.advance(minutes(2));
    expect(await getActiveSession(deps, userId)).toMatchObject({ id: started.id, remainingSeconds: 180 });
    expect((await cache.get(userId))?.session?.id).toBe(started.id);
  });

  it('never lets an older state overwrite a newer one, nor bring back a stopped session', async () => {
    const { deps, cache } = fixture;
    const userId = randomUUID();
    await startActiveSession(deps, userId, peace);
    const before = await cache.get(userId);
    await updateActiveSession(deps, userId, { state: 'paused' });
    // A slow refill that read the row before the pause arrives after it.
    expect(await cache.put(userId, before!, 60_000)).toBe(false);
    expect((await getActiveSession(deps, userId))?.state).toBe('paused');

    await stopActiveSession(deps, userId);
    expect(await cache.put(userId, before!, 60_000)).toBe(false);
    expect(await getActiveSession(deps, userId)).toBeNull();
  });

  it('still answers from PostgreSQL while Redis cannot be reached', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    const started = await startActiveSession(deps, userId, peace);
    const broken = { ...deps, cache: { reads: new RedisBreaker(), get: () => Promise.reject(new Error('connection refused')), put: () => Promise.reject(new Error('connection refused')) } } as unknown as typeof deps;
    expect(await getActiveSession(broken, userId)).toMatchObject({ id: started.id, remainingSeconds: 300 });
  });
});

describe('the sweep of abandoned sessions', () => {
  // The sweep looks at every session, so it gets a database of its own.
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await createFixture(await serviceInfra('meditation'));
  });
  afterAll(async () => {
    await fixture.close();
  });
  const options = { graceMs: minutes(60), maxPauseMs: minutes(24 * 60) };

  it('removes sessions whose end passed more than an hour ago, keeps the rest, and publishes the stops', async () => {
    const { deps } = fixture;
    deps.clock.set('2025-02-01T08:00:00.000Z');
    const abandoned = randomUUID();
    const recent = randomUUID();
    const pausedLong = randomUUID();
    const pausedShort = randomUUID();
    await startActiveSession(deps, abandoned, peace);
    await startActiveSession(deps, pausedLong, peace);
    await updateActiveSession(deps, pausedLong, { state: 'paused' });
    deps.clock.advance(minutes(40));
    await startActiveSession(deps, recent, peace);
    await startActiveSession(deps, pausedShort, peace);
    await updateActiveSession(deps, pausedShort, { state: 'paused' });

    // 08:00 + 5 min ended at 08:05; an hour later is 09:05.
    deps.clock.set('2025-02-01T09:06:00.000Z');
    expect(await sweepAbandonedSessions(deps, options)).toBe(1);
    expect(await getActiveSession(deps, abandoned)).toBeNull();
    expect(await getActiveSession(deps, recent)).toMatchObject({ remainingSeconds: 0 });
    expect(await getActiveSession(deps, pausedLong)).toMatchObject({ state: 'paused', remainingSeconds: 300 });

    deps.clock.set('2025-02-02T08:01:00.000Z');
    expect(await sweepAbandonedSessions(deps, options)).toBe(2);
    expect(await getActiveSession(deps, pausedLong)).toBeNull();
    expect(await getActiveSession(deps, recent)).toBeNull();
    expect(await getActiveSession(deps, pausedShort)).toMatchObject({ state: 'paused' });

    const stopped = (await fixture.outboxSubjects()).filter((event) => event.subject === 'peace.meditation.session.stopped').map((event) => event.data['userId']);
    expect(stopped).toEqual(expect.arrayContaining([abandoned, pausedLong, recent]));
    expect(stopped).not.toContain(pausedShort);
  });
});
