import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { advanceControlledClock, connectBus, setControlledClock, createRedis, INTERNAL_HEADER, signInternalHeader, type Bus, type Redis } from '@peace/kit';
import { startNats, startRedis, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { STREAM_NAME } from '@peace/proto';
import { startServiceUnderTest, type ServiceUnderTest } from '@peace/scripts/testing';
import { GROUP_SESSIONS_CONSUMER } from './events/consume.js';
import { groupSessionEvents } from './testing/group-sessions.js';

/**
 * The built service as a process, over its own Redis and NATS (so it can restart them and set
 * the shared test clock) and a fresh database on the run's PostgreSQL.
 */
const secret = randomBytes(24).toString('hex');
// Midday in Nairobi (UTC+3): no early or late achievement, and "today" is far from midnight,
// whatever the machine's clock says.
const PINNED_START = '2026-03-10T09:00:00.000Z';
let clockOffset: number;

let dir: string;
let redisServer: ServerHandle;
let natsServer: ServerHandle;
let service: ServiceUnderTest | undefined;
let url: string;
let redis: Redis;
let bus: Bus;
const events: { subject: string; data: Record<string, unknown> }[] = [];
let subscription: ReturnType<Bus['nc']['subscribe']>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-meditation-'));
  [redisServer, natsServer] = await Promise.all([startRedis({ dir: path.join(dir, 'redis') }), startNats({ dir: path.join(dir, 'nats') })]);
  clockOffset = await setControlledClock(redisServer.url, PINNED_START);
  service = await startServiceUnderTest('meditation', { redisUrl: redisServer.url, natsUrl: natsServer.url, internalSecret: secret, testClock: true });
  url = service.url;
  redis = createRedis(redisServer.url, 'meditation-service-test');
  bus = await connectBus(natsServer.url, 'meditation-service-test');
  subscription = bus.nc.subscribe('peace.meditation.>', {
    callback: (_error, message) => {
      events.push({ subject: message.subject, data: message.json<{ data: Record<string, unknown> }>().data });
    },
  });
}, 90_000);

afterAll(async () => {
  subscription?.unsubscribe();
  await bus?.close();
  redis?.disconnect();
  await service?.stop();
  await Promise.all([redisServer?.stop(), natsServer?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql<T = Record<string, unknown>>(userId: string | null, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId, requestId: randomUUID() }, secret) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

const START = `mutation Start($input: StartActiveSessionInput!) { startActiveSession(input: $input) { id state intention location duration remainingSeconds } }`;
const ACTIVE = `query { activeSession { id state intention duration remainingSeconds } }`;
const UPDATE = `mutation Update($input: UpdateActiveSessionInput!) { updateActiveSession(input: $input) { id state remainingSeconds } }`;
const STOP = `mutation { stopActiveSession }`;
const COMPLETE = `mutation Complete($input: CompleteSessionInput!, $timeZone: String) {
  completeSession(input: $input, timeZone: $timeZone) { session { id intention location duration timestamp } newAchievements { id name description rarity } }
}`;

type ActiveAnswer = { id: string; state: string; intention: string; duration: number; remainingSeconds: number };

function firstError(answer: GraphQLAnswer<unknown>) {
  const [error] = answer.errors ?? [];
  return { message: error?.message, code: error?.extensions?.code };
}

describe('validation', () => {
  // The graph speaks its enum names; the subgraph's rules see the spec's values behind them.
  const valid = { intention: 'PEACE', location: 'Oslo, Norway', duration: 5 };

  it.each([
    [{ ...valid, duration: 7 }, 'duration: must be 5, 10 or 20 minutes'],
    [{ ...valid, location: '   ' }, 'location: must not be empty'],
    [{ ...valid, location: 'x'.repeat(201) }, 'location: must be at most 200 characters'],
    [{ ...valid, duration: 61, groupSessionId: randomUUID() }, 'duration: must be between 1 and 60 minutes'],
    [{ ...valid, groupSessionId: 'not-an-id' }, 'groupSessionId: must be a valid id'],
  ])('refuses to start %j', async (input, message) => {
    expect(firstError(await graphql(randomUUID(), START, { input }))).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses a made-up group session id instead of letting it skip the 5, 10 or 20 minutes', async () => {
    const input = { ...valid, duration: 45, groupSessionId: randomUUID() };
    expect(firstError(await graphql(randomUUID(), START, { input }))).toEqual({ code: 'NOT_FOUND', message: 'Group session not found' });
    expect(firstError(await graphql(randomUUID(), COMPLETE, { input }))).toEqual({ code: 'NOT_FOUND', message: 'Group session not found' });
  });

  it.each([
    [{ ...valid, duration: 0 }, 'duration: must be between 1 and 60 minutes'],
    [{ ...valid, duration: 61 }, 'duration: must be between 1 and 60 minutes'],
    [{ ...valid, location: '' }, 'location: must not be empty'],
  ])('refuses to record %j', async (input, message) => {
    expect(firstError(await graphql(randomUUID(), COMPLETE, { input }))).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses a fractional duration before it reaches the rules', async () => {
    expect(firstError(await graphql(randomUUID(), COMPLETE, { input: { ...valid, duration: 5.5 } })).code).toBe('BAD_USER_INPUT');
  });

  it('refuses an unknown time zone and an out-of-range limit', async () => {
    const userId = randomUUID();
    expect(firstError(await graphql(userId, `query { userStats(timeZone: "Mars/Olympus_Mons") { streak } }`))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'timeZone: must be an IANA time zone such as Europe/Paris',
    });
    expect(firstError(await graphql(userId, `query { todaySessions(timeZone: "+02:00") { id } }`)).code).toBe('BAD_USER_INPUT');
    expect(firstError(await graphql(userId, `query { recentSessions(limit: 51) { id } }`))).toEqual({ code: 'BAD_USER_INPUT', message: 'limit: must be between 1 and 50' });
  });

  it('refuses an intention outside the graph\'s enum, the spec\'s spelling included', async () => {
    for (const intention of ['Peace', 'JOY']) {
      expect(firstError(await graphql(randomUUID(), START, { input: { ...valid, intention } })).code).toBe('BAD_USER_INPUT');
    }
  });

  it('refuses a state other than paused or meditating', async () => {
    const userId = randomUUID();
    await graphql(userId, START, { input: valid });
    expect(firstError(await graphql(userId, UPDATE, { input: { state: 'COUNTDOWN' } }))).toEqual({ code: 'BAD_USER_INPUT', message: 'state: must be paused or meditating' });
  });
});

describe('who may ask', () => {
  it('answers UNAUTHENTICATED to a signed-out caller', async () => {
    for (const query of [ACTIVE, STOP, `query { recentSessions { id } }`, `query { myAchievements { id } }`, `query { userStats { streak } }`]) {
      expect(firstError(await graphql(null, query)).code).toBe('UNAUTHENTICATED');
    }
  });

  it('shows the achievement catalogue to anyone', async () => {
    const answer = await graphql<{ achievements: { name: string }[] }>(null, `query { achievements { name rarity icon } }`);
    expect(answer.data?.achievements.map((achievement) => achievement.name)).toContain('First Breath');
  });

  it('refuses a call without the gateway’s signature', async () => {
    const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: ACTIVE }) });
    expect(response.status).toBe(401);
  });

  it('answers NOT_FOUND when there is no active session to change or stop', async () => {
    const userId = randomUUID();
    expect(firstError(await graphql(userId, UPDATE, { input: { state: 'PAUSED' } })).code).toBe('NOT_FOUND');
    expect(firstError(await graphql(userId, STOP)).code).toBe('NOT_FOUND');
    expect((await graphql<{ activeSession: null }>(userId, ACTIVE)).data).toEqual({ activeSession: null });
  });
});

describe('a meditation from start to finish', () => {
  it('survives a Redis restart, runs on the moved clock, and is published', async () => {
    const userId = randomUUID();
    const started = await graphql<{ startActiveSession: ActiveAnswer }>(userId, START, { input: { intention: 'COMPASSION', location: 'Nairobi, Kenya', duration: 10 } });
    const id = started.data?.startActiveSession.id;
    expect(started.data?.startActiveSession).toMatchObject({ state: 'COUNTDOWN', remainingSeconds: 600 });
    const paused = await graphql<{ updateActiveSession: ActiveAnswer }>(userId, UPDATE, { input: { state: 'PAUSED' } });
    const left = paused.data?.updateActiveSession.remainingSeconds;
    expect(left).toBeGreaterThan(595);

    // Redis runs without persistence here: a restart empties it.
    await redisServer.stop();
    await redisServer.start();
    await waitFor('the service to reconnect to redis', async () => (await fetch(`${url}/readyz`)).ok, 10_000);
    expect(await redis.exists(`peace:meditation:active:${userId}`)).toBe(0);
    const restored = await graphql<{ activeSession: ActiveAnswer }>(userId, ACTIVE);
    expect(restored.data?.activeSession).toEqual({ id, state: 'PAUSED', intention: 'COMPASSION', duration: 10, remainingSeconds: left });
    expect(await redis.exists(`peace:meditation:active:${userId}`)).toBe(1);

    await graphql(userId, UPDATE, { input: { state: 'MEDITATING' } });
    // The test clock listens on Redis too; it must have subscribed again before it is moved.
    await waitFor('the test clock to listen again', async () => ((await redis.call('PUBSUB', 'NUMSUB', 'peace:test-clock')) as [string, number])[1] > 0, 10_000);
    // The restart emptied Redis, the clock's offset with it: write the same offset back first.
    await setControlledClock(redisServer.url, Date.now() + clockOffset);
    await advanceControlledClock(redisServer.url, 6 * 60_000);
    await waitFor('the moved clock', async () => ((await graphql<{ activeSession: ActiveAnswer }>(userId, ACTIVE)).data?.activeSession.remainingSeconds ?? 600) <= 240, 5_000);
    await advanceControlledClock(redisServer.url, 5 * 60_000);
    await waitFor('the end', async () => (await graphql<{ activeSession: ActiveAnswer }>(userId, ACTIVE)).data?.activeSession.remainingSeconds === 0, 5_000);

    const completed = await graphql<{ completeSession: { session: { id: string; duration: number }; newAchievements: { name: string; rarity: string }[] } }>(userId, COMPLETE, {
      input: { intention: 'COMPASSION', location: 'Nairobi, Kenya', duration: 10 },
      timeZone: 'Africa/Nairobi',
    });
    expect(completed.data?.completeSession.session.duration).toBe(10);
    expect(completed.data?.completeSession.newAchievements).toEqual([expect.objectContaining({ name: 'First Breath', rarity: 'COMMON' })]);
    expect((await graphql<{ activeSession: null }>(userId, ACTIVE)).data).toEqual({ activeSession: null });

    const recent = await graphql<{ recentSessions: { id: string }[]; todaySessions: { id: string }[]; myAchievements: { name: string }[] }>(
      userId,
      `query { recentSessions { id } todaySessions(timeZone: "Africa/Nairobi") { id } myAchievements { name unlockedAt } }`,
    );
    const sessionId = completed.data?.completeSession.session.id;
    expect(recent.data?.recentSessions).toEqual([{ id: sessionId }]);
    expect(recent.data?.todaySessions).toEqual([{ id: sessionId }]);
    expect(recent.data?.myAchievements.map((achievement) => achievement.name)).toContain('First Breath');

    await waitFor('the events', async () => events.some((event) => event.subject === 'peace.meditation.achievement.unlocked' && event.data['userId'] === userId), 10_000);
    expect(events.filter((event) => event.data['userId'] === userId).map((event) => event.subject)).toEqual([
      'peace.meditation.session.started',
      'peace.meditation.session.completed',
      'peace.meditation.achievement.unlocked',
    ]);
  });

  it('publishes a stop', async () => {
    const userId = randomUUID();
    await graphql(userId, START, { input: { intention: 'UNITY', location: 'Quito, Ecuador', duration: 20 } });
    expect((await graphql(userId, STOP)).data).toEqual({ stopActiveSession: true });
    await waitFor('the stop', async () => events.some((event) => event.subject === 'peace.meditation.session.stopped' && event.data['userId'] === userId), 10_000);
  });
});

describe('a group sit', () => {
  it('is recorded once, with its group session, from the groups service’s events', async () => {
    const userId = randomUUID();
    // Advancing by nothing answers the offset the earlier tests left the service's clock at.
    const serviceNow = Date.now() + (await advanceControlledClock(redisServer.url, 0));
    const session = groupSessionEvents(new Date(serviceNow - 60_000).toISOString(), 10);
    let lastSequence = 0;
    for (const event of [session.scheduled(), session.joined(userId), session.started()]) {
      lastSequence = (await bus.js.publish(event.type, JSON.stringify(event), { msgID: event.id })).seq;
    }
    await waitFor(
      'the groups consumer to catch up',
      async () => {
        const info = await bus.jsm.consumers.info(STREAM_NAME, GROUP_SESSIONS_CONSUMER);
        return info.num_pending === 0 && info.num_ack_pending === 0 && info.ack_floor.stream_seq >= lastSequence;
      },
      20_000,
    );

    const input = { intention: 'PEACE', location: 'Group Session: Morning Peace', duration: 10, groupSessionId: session.id };
    const started = await graphql<{ startActiveSession: ActiveAnswer }>(userId, START, { input });
    // The sit runs on the session's window, which began a minute ago.
    expect(started.data?.startActiveSession.remainingSeconds).toBeLessThanOrEqual(540);
    expect(started.data?.startActiveSession.remainingSeconds).toBeGreaterThan(520);
    expect(firstError(await graphql(userId, COMPLETE, { input }))).toEqual({ code: 'CONFLICT', message: 'This session has not ended yet' });

    await advanceControlledClock(redisServer.url, 10 * 60_000);
    await waitFor('the moved clock', async () => (await graphql<{ activeSession: ActiveAnswer }>(userId, ACTIVE)).data?.activeSession.remainingSeconds === 0, 5_000);
    type Completed = { completeSession: { session: { id: string; duration: number; timestamp: string }; newAchievements: { name: string }[] } };
    const first = await graphql<Completed>(userId, COMPLETE, { input });
    expect(first.data?.completeSession.session).toMatchObject({ duration: 10, timestamp: session.endsAt.toISOString() });
    // A client retrying after a lost answer is told its sit counted, and it counts once.
    const retried = await graphql<Completed>(userId, COMPLETE, { input });
    expect(retried.data?.completeSession).toEqual({ session: first.data?.completeSession.session, newAchievements: [] });

    const recent = await graphql<{ recentSessions: { id: string; duration: number; groupSessionId: string }[] }>(userId, `query { recentSessions { id duration groupSessionId } }`);
    expect(recent.data?.recentSessions).toEqual([{ id: first.data?.completeSession.session.id, duration: 10, groupSessionId: session.id }]);
    await waitFor('the completion', async () => events.some((event) => event.subject === 'peace.meditation.session.completed' && event.data['userId'] === userId), 10_000);
    await waitFor('the achievement', async () => events.some((event) => event.subject === 'peace.meditation.achievement.unlocked' && event.data['userId'] === userId), 10_000);
    const completions = events.filter((event) => event.subject === 'peace.meditation.session.completed' && event.data['userId'] === userId);
    expect(completions.map((event) => event.data)).toEqual([expect.objectContaining({ sessionId: first.data?.completeSession.session.id, duration: 10, groupSessionId: session.id })]);
  });
});

describe("a person's meditations, a page at a time", () => {
  /** Every id of the person's meditations, read `first` at a time (the default when null) until a page comes back short. */
  async function pageThrough(userId: string, first: number | null): Promise<{ sizes: number[]; ids: string[] }> {
    const sizes: number[] = [];
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const answer: GraphQLAnswer<{ mySessions: { id: string }[] }> = await graphql(userId, 'query ($first: Int, $after: ID) { mySessions(first: $first, after: $after) { id } }', { ...(first === null ? {} : { first }), after });
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.mySessions.map((session) => session.id);
      sizes.push(page.length);
      ids.push(...page);
      if (page.length < (first ?? 1000)) return { sizes, ids };
      after = page.at(-1)!;
    }
  }

  it('hold every meditation exactly once across pages, oldest first, meditations of one instant told apart by id', async () => {
    const userId = randomUUID();
    const db = new pg.Pool({ connectionString: service!.databaseUrl, max: 1 });
    try {
      // 1,003 meditations, two ending in each microsecond.
      await db.query(
        `insert into meditation.meditation_sessions (user_id, intention, location, duration, started_at, timestamp)
         select $1, 'Peace', 'Home', 5, at - interval '5 minutes', at
         from (select timestamptz '2026-03-01T09:00:00Z' + (n / 2) * interval '1 microsecond' as at from generate_series(1, 1003) n) sits`,
        [userId],
      );
      const { rows } = await db.query<{ id: string }>('select id from meditation.meditation_sessions where user_id = $1 order by timestamp, id', [userId]);
      const byDefault = await pageThrough(userId, null);
      expect(byDefault.sizes).toEqual([1000, 3]);
      expect(byDefault.ids).toEqual(rows.map((row) => row.id));
      const small = await pageThrough(userId, 400);
      expect(small.sizes).toEqual([400, 400, 203]);
      expect(small.ids).toEqual(rows.map((row) => row.id));
    } finally {
      await db.end();
    }
  });

  it("refuses a page over the cap, and a cursor naming none of the person's meditations, as BAD_USER_INPUT naming the argument", async () => {
    const userId = randomUUID();
    const refusals = [
      ['{ mySessions(first: 1001) { id } }', 'first: must be between 1 and 1000'],
      ['{ mySessions(first: 0) { id } }', 'first: must be between 1 and 1000'],
      [`{ mySessions(after: "${randomUUID()}") { id } }`, 'after: names no item of the list'],
      ['{ mySessions(after: "not-an-id") { id } }', 'after: must be the id of an item of the list'],
    ] as const;
    for (const [query, message] of refusals) {
      const answer = await graphql(userId, query);
      expect({ query, error: answer.errors?.[0] }).toMatchObject({ query, error: { message, extensions: { code: 'BAD_USER_INPUT' } } });
    }
  });
});
