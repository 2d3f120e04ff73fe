// The hot reads answered in front of Express give exactly the answers Express and Apollo Server
// give: two gateways over one Redis, one answering them in front of Express and one with
// GATEWAY_FAST_PATH=0, are asked the same things and must answer alike, status, body and headers.
// Their subgraphs point nowhere, so every answer comes from the Redis copies or is the same refusal.
import { expect } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  ActiveSessionCache,
  GlobalFiguresCache,
  SESSION_COOKIE,
  sessionCacheKey,
  signSessionId,
  UserProfileCache,
  utcDay,
  type CachedActiveSession,
  type CachedSession,
} from '@peace/kit';
import { freePort, stopChild } from '@peace/scripts/harness';
import { testInfraUrls } from '@peace/scripts/testing';
import { startLoneGateway, type LoneGateway } from './testing/lone-gateway.js';

const redisUrl = `${testInfraUrls().redisUrl}/15`;
const sessionSecret = 'fast-reads-session-secret-0123456789';
const publicUrl = 'http://localhost:8080';
// The gateways run on the machine's clock (the stack's test clock is shared by every suite on this Redis server).
const BASE = Date.now();
const HOUR_MS = 3_600_000;
const APOLLO_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

// The documents as the web sends them: Apollo Client adds __typename to every selection set below the root.
const ACTIVE_SESSION = `query ActiveSession {
  activeSession {
    ...ActiveSessionFields
    __typename
  }
}

fragment ActiveSessionFields on ActiveSession {
  id
  state
  intention
  location
  duration
  startTime
  remainingSeconds
  groupSessionId
  __typename
}`;
const ME = 'query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n    profileImageUrl\n    createdAt\n    __typename\n  }\n}';
const GLOBAL_STATS = 'query GlobalStats { globalStats { activeMeditators totalSessions totalMinutes todaysTotalSessions totalMinutesToday __typename } }';
const INTENTION_STATS = 'query IntentionStats { intentionStats { intentions { intention percentage count __typename } totalSessions __typename } }';

interface Read {
  name: string;
  path: string;
  /** A GraphQL document, posted as the web posts it. */
  query?: string;
  operationName?: string;
}

const READS: Read[] = [
  { name: 'GET /api/active-session', path: '/api/active-session' },
  { name: 'GET /api/auth/user', path: '/api/auth/user' },
  { name: 'GET /api/stats/global', path: '/api/stats/global' },
  { name: 'POST /graphql ActiveSession', path: '/graphql', query: ACTIVE_SESSION, operationName: 'ActiveSession' },
  { name: 'POST /graphql Me', path: '/graphql', query: ME, operationName: 'Me' },
  { name: 'POST /graphql GlobalStats', path: '/graphql', query: GLOBAL_STATS },
  { name: 'GET /api/stats/intentions', path: '/api/stats/intentions' },
  { name: 'POST /graphql IntentionStats', path: '/graphql', query: INTENTION_STATS },
];

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

let redis: Redis;
let fast: LoneGateway & { metricsUrl: string };
let plain: LoneGateway & { metricsUrl: string };
let sessions: ActiveSessionCache;
let revision = 1;

async function start(fastPath: '0' | '1') {
  const metricsPort = await freePort();
  const gateway = await startLoneGateway({
    REDIS_URL: redisUrl,
    SESSION_SECRET: sessionSecret,
    PUBLIC_URL: publicUrl,
    METRICS_PORT: String(metricsPort),
    GATEWAY_FAST_PATH: fastPath,
  });
  return { ...gateway, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` };
}

/** A signed-in person: the session cached as the identity service caches it, touched `touchedAgoMs` ago. */
async function signIn(touchedAgoMs = 0): Promise<{ userId: string; cookie: string }> {
  const sid = randomBytes(32).toString('base64url');
  const userId = randomUUID();
  const session: CachedSession = { userId, expire: Date.now() + 24 * HOUR_MS, touchedAt: Date.now() - touchedAgoMs };
  await redis.set(sessionCacheKey(sid), JSON.stringify(session), 'PX', 24 * HOUR_MS);
  return { userId, cookie: `${SESSION_COOKIE}=${signSessionId(sid, sessionSecret)}` };
}

async function plantProfile(userId: string, firstName: string): Promise<void> {
  await new UserProfileCache(redis).put(userId, { revision: revision++, profile: { id: userId, email: `${firstName.toLowerCase()}@example.org`, firstName, lastName: 'Fast', profileImageUrl: null, createdAt: '2026-01-02T03:04:05.000Z' } }, HOUR_MS);
}

function meditation(userId: string, change: Partial<CachedActiveSession> = {}): CachedActiveSession {
  return {
    id: randomUUID(),
    userId,
    intention: 'Peace',
    location: 'Lima, Peru',
    duration: 20,
    startTime: new Date(BASE - 10 * 60_000).toISOString(),
    // Paused, its seconds left stay the same from one request to the next.
    state: 'paused',
    pausedAt: new Date(BASE - 5 * 60_000).toISOString(),
    totalPausedMs: 0,
    groupSessionId: null,
    ...change,
  };
}

async function plantMeditation(userId: string, session: CachedActiveSession | null): Promise<void> {
  await sessions.put(userId, { revision: revision++, session }, HOUR_MS);
}

/** Everything of an answer a client could tell apart, but the Date header. */
async function ask(gateway: LoneGateway, read: Read, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const posted = body ?? (read.query === undefined ? undefined : JSON.stringify({ operationName: read.operationName, variables: {}, query: read.query }));
  const response = await fetch(`${gateway.url}${read.path}`, {
    method: posted === undefined ? 'GET' : 'POST',
    headers: {
      'x-request-id': 'fast-reads-test-0001',
      ...(posted === undefined ? {} : { 'content-type': 'application/json', origin: publicUrl, accept: APOLLO_CLIENT_ACCEPT }),
      ...headers,
    },
    ...(posted === undefined ? {} : { body: posted }),
  });
  const answerHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'date') answerHeaders[name] = value;
  });
  return { status: response.status, body: await response.text(), headers: answerHeaders };
}

/** The same request to both gateways: both answers, which must be equal. */
async function both(read: Read, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const [viaFast, viaExpress] = [await ask(fast, read, headers, body), await ask(plain, read, headers, body)];
  expect({ read: read.name, asked: headers, ...viaFast }).toEqual({ read: read.name, asked: headers, ...viaExpress });
  return viaFast;
}

/** How many requests the fast path answered and handed to Express. */
async function outcomes(): Promise<{ answered: number; declined: number }> {
  const text = await (await fetch(fast.metricsUrl)).text();
  const count = (outcome: string) => Number(new RegExp(`^gateway_fast_reads_total\\{outcome="${outcome}"[^}]*\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { answered: count('answered'), declined: count('declined') };
}

/** The request metrics a gateway recorded, as label sets with their counts. */
async function requestCounts(gateway: { metricsUrl: string }): Promise<string[]> {
  const text = await (await fetch(gateway.metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && !line.includes('route="web"'))
    .sort();
}

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await redis.flushdb();
  sessions = new ActiveSessionCache(redis);
  const figures = new GlobalFiguresCache(redis);
  const totals = { totalSessions: 1234, totalMinutes: 56_789, todaysTotalSessions: 12, totalMinutesToday: 340 };
  const intentions = [
    { intention: 'Peace', count: 1000, percentage: 81 },
    { intention: 'Non-Violence', count: 234, percentage: 19 },
    ...['Forgiveness', 'Compassion', 'Love', 'Unity', 'Service'].map((intention) => ({ intention, count: 0, percentage: 0 })),
  ];
  // Today's entry, and tomorrow's should the suite run across midnight UTC.
  for (const day of [BASE, BASE + 24 * HOUR_MS]) await figures.put(utcDay(new Date(day)), { revision: revision++, totals, intentions });
  [fast, plain] = await Promise.all([start('1'), start('0')]);
}, 60_000);

afterAll(async () => {
  await Promise.all([fast, plain].filter(Boolean).map((gateway) => stopChild(gateway.child)));
  await redis?.quit();
});

describe('the hot reads in front of Express', () => {
  it('answer signed in and signed out, with and without If-None-Match, as Express and Apollo Server do', async () => {
    const { userId, cookie } = await signIn();
    await plantProfile(userId, 'Thich');
    await plantMeditation(userId, meditation(userId));
    const before = await outcomes();

    for (const read of READS) {
      const signedIn = await both(read, { cookie });
      expect({ read: read.name, status: signedIn.status, errors: signedIn.body.includes('"errors"') }).toEqual({ read: read.name, status: 200, errors: false });
      expect(signedIn.headers['etag']).toMatch(/^W\/"/);
      // The ETag the client kept: a GET answers 304 without a body, a POST answers in full. (fetch
      // adds Cache-Control: no-cache to a conditional request unless it carries one of its own.)
      const etag = signedIn.headers['etag']!;
      const again = await both(read, { cookie, 'if-none-match': etag, 'cache-control': 'max-age=0' });
      expect({ read: read.name, status: again.status }).toEqual({ read: read.name, status: read.query === undefined ? 304 : 200 });
      expect((await both(read, { cookie, 'if-none-match': `"other", ${etag}`, 'cache-control': 'max-age=0' })).status).toBe(again.status);
      expect((await both(read, { cookie, 'if-none-match': etag, 'cache-control': 'no-cache' })).status).toBe(200);
      expect((await both(read, { cookie, 'if-none-match': 'W/"0-stale"', 'cache-control': 'max-age=0' })).status).toBe(200);
      // Signed out: the public figures, null or a refusal, and the same answers either way.
      await both(read);
      await both(read, { cookie: `${SESSION_COOKIE}=forged.cookie` });
    }
    // The GraphQL reads as a plain fetch asks them, with any media type accepted or none named.
    for (const read of READS.filter((each) => each.query !== undefined)) {
      expect((await both(read, { cookie, accept: '*/*' })).headers['content-type']).toBe('application/json; charset=utf-8');
      expect((await both(read, { cookie, accept: APOLLO_CLIENT_ACCEPT })).headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
      await both(read, { cookie, accept: 'text/html' });
    }

    const after = await outcomes();
    // Answered in front of Express: each signed-in read and its four conditional repeats (40), the
    // global and intention figures and a null `me` to the signed out twice each (10), and two of
    // the three GraphQL accept variants (8). Handed to Express: the signed-out reads that are
    // refusals or need the meditation service (6), and the GraphQL reads for a media type Apollo
    // Server refuses (4).
    expect({ answered: after.answered - before.answered, declined: after.declined - before.declined }).toEqual({ answered: 58, declined: 10 });
    expect(await requestCounts(fast)).toEqual(await requestCounts(plain));
  });

  it('slides the session cookie as Express does', async () => {
    // Touched over an hour ago: the first request of each gateway slides it and sends the cookie again.
    const { userId, cookie } = await signIn(2 * HOUR_MS);
    await plantProfile(userId, 'Thay');
    const read = READS.find((each) => each.path === '/api/auth/user')!;
    const first = await both(read, { cookie });
    expect(first.headers['set-cookie']).toContain(`${SESSION_COOKIE}=`);
    expect((await both(read, { cookie })).headers['set-cookie']).toBeUndefined();
  });

  it('shows a pause, a resume, a stop and a change of profile on the next read', async () => {
    const { userId, cookie } = await signIn();
    await plantProfile(userId, 'Ada');
    const rest = READS[0]!;
    const graph = READS[3]!;
    const user = READS[1]!;
    await plantMeditation(userId, meditation(userId));
    expect(JSON.parse((await both(rest, { cookie })).body)).toMatchObject({ state: 'paused', remainingSeconds: 900 });
    await plantMeditation(userId, meditation(userId, { state: 'meditating', pausedAt: null, totalPausedMs: 0 }));
    // Meditating, the seconds left move: asked of the fast gateway on both sides of Express's answer, the same second is kept.
    let settled = false;
    for (let attempt = 0; attempt < 5 && !settled; attempt++) {
      const [first, viaExpress, last] = [await ask(fast, graph, { cookie }), await ask(plain, graph, { cookie }), await ask(fast, graph, { cookie })];
      if (first.body !== last.body) continue;
      expect(first).toEqual(viaExpress);
      expect(JSON.parse(first.body)).toMatchObject({ data: { activeSession: { state: 'MEDITATING', __typename: 'ActiveSession' } } });
      settled = true;
    }
    expect(settled).toBe(true);
    await plantMeditation(userId, meditation(userId, { state: 'paused', pausedAt: new Date(BASE - 60_000).toISOString(), totalPausedMs: 120_000 }));
    expect(JSON.parse((await both(graph, { cookie })).body)).toMatchObject({ data: { activeSession: { state: 'PAUSED', remainingSeconds: 20 * 60 - 9 * 60 + 120 } } });
    // Stopped or completed: a tombstone, null to the graph and 404 to REST.
    await plantMeditation(userId, null);
    expect(JSON.parse((await both(graph, { cookie })).body)).toEqual({ data: { activeSession: null } });
    expect(await both(rest, { cookie })).toMatchObject({ status: 404 });
    await plantProfile(userId, 'Grace');
    expect(JSON.parse((await both(user, { cookie })).body)).toMatchObject({ firstName: 'Grace' });
  });

  it('hands Express every request it does not answer, its body intact, on the same connection', async () => {
    const { userId, cookie } = await signIn();
    await plantProfile(userId, 'Rumi');
    const graph: Read = { name: 'POST /graphql', path: '/graphql' };
    const before = await outcomes();
    const handed = [
      // Not JSON, cut short, or of another media type.
      await both(graph, { cookie }, '{"query":'),
      await both(graph, { cookie, 'content-type': 'text/plain' }, JSON.stringify({ query: ME })),
      // Variables, a field the copy does not carry, an operation not named in the document, a mutation.
      await both(graph, { cookie }, JSON.stringify({ query: 'query Mine($all: Boolean!) { me { id firstName @include(if: $all) } }', variables: { all: true } })),
      await both(graph, { cookie }, JSON.stringify({ query: '{ me { firstName sessionEmails } }' })),
      await both(graph, { cookie }, JSON.stringify({ query: ME, operationName: 'Other' })),
      await both(graph, { cookie }, JSON.stringify({ query: '{ me { id } unknownField }' })),
      await both(graph, { cookie }, JSON.stringify({ query: 'mutation { updatePreferences(input: {}) { id } }' })),
      // From another site, and a read whose answer is a refusal.
      await both(graph, { cookie, origin: 'https://elsewhere.example' }, JSON.stringify({ query: ME })),
      await both(READS[0]!, { cookie }),
    ];
    expect(handed.map((answer) => answer.status)).not.toContain(500);
    const after = await outcomes();
    expect(after.declined).toBeGreaterThan(before.declined);
    // The connection the declined requests came on still answers the next read.
    const next = await both(READS[4]!, { cookie });
    expect(JSON.parse(next.body)).toMatchObject({ data: { me: { firstName: 'Rumi' } } });
    expect((await outcomes()).answered).toBe(after.answered + 1);
  });
});
