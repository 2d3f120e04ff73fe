// The global figures as the gateway answers them from the copy the stats service keeps in Redis:
// the real REST adapter and federated graph with the `globalStats` local read, in front of the
// real stats service (a process, from dist) over a private Redis, NATS and database. The test
// publishes the meditation service's completions itself, exactly as the contract defines them.
import { expect } from '@jest/globals';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { ApolloServer } from '@apollo/server';
import {
  advanceControlledClock,
  connectBus,
  createControlledClock,
  createLogger,
  createRedis,
  GlobalFiguresCache,
  INTERNAL_HEADER,
  PresenceStore,
  runMigrations,
  setControlledClock,
  signInternalHeader,
  systemClock,
  type Bus,
  type ControlledClock,
  type Redis,
} from '@peace/kit';
import { createEnvelope, meditationSessionCompleted, STREAM_NAME, type Intention } from '@peace/proto';
import { launch, type Launched } from '@peace/identity/testing';
import { freePort, startNats, startRedis, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { createTestDatabase, testSecret } from '@peace/scripts/testing';
import { globalStatsRead } from './global-stats-read.js';
import { createGraph, type GatewayContext } from './graph.js';
import { apiFallbacks, createRestRouter } from './rest/router.js';
import { routes } from './rest/routes/index.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STATS_DIR = path.join(REPO_ROOT, 'services/stats');
const DAY_MS = 86_400_000;
// The services' clock starts at midday UTC and the completions happen that morning.
const CLOCK_START = '2026-03-10T12:00:00.000Z';
const TODAY = '2026-03-10';
const THIS_MORNING = new Date('2026-03-10T08:00:00.000Z');

let dir: string;
let redisServer: ServerHandle;
let natsServer: ServerHandle;
let stats: Launched;
let clock: ControlledClock;
let graph: ApolloServer<GatewayContext>;
let server: http.Server;
let base: string;
let redis: Redis;
let bus: Bus;
let secret: string;
let lastSequence = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-global-'));
  [redisServer, natsServer] = await Promise.all([startRedis({ dir: path.join(dir, 'redis') }), startNats({ dir: path.join(dir, 'nats') })]);
  const databaseUrl = await createTestDatabase('global');
  await runMigrations(databaseUrl, 'stats', path.join(STATS_DIR, 'src/db/migrations'));
  secret = testSecret();
  await setControlledClock(redisServer.url, CLOCK_START);
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, REDIS_URL: redisServer.url, NATS_URL: natsServer.url, INTERNAL_SECRET: secret, PEACE_TEST_CLOCK: '1' };
  stats = await launch('stats', path.join(STATS_DIR, 'dist/index.js'), env, await freePort(), '/readyz');
  redis = createRedis(redisServer.url, 'global-stats-test');
  bus = await connectBus(natsServer.url, 'global-stats-test');
  clock = await createControlledClock(redisServer.url);
  const logger = createLogger('global-stats-test', 'silent');
  // Subgraphs this suite does not start are never called by its operations.
  const unused = 'http://127.0.0.1:9/graphql';
  graph = await createGraph({
    supergraphPath: path.join(REPO_ROOT, 'gateway/supergraph.graphql'),
    subgraphUrls: { identity: unused, meditation: unused, groups: unused, communities: unused, notification: unused, stats: `http://127.0.0.1:${stats.port}/graphql` },
    internalSecret: secret,
    introspection: false,
    logger,
    localReads: [globalStatsRead({ redis, clock, logger })],
  });
  const app = express();
  const api = express.Router();
  api.use((_req, res, next) => {
    res.locals['gateway'] = { userId: null, requestId: randomUUID() } satisfies GatewayContext;
    next();
  });
  api.use(createRestRouter(routes, { graph, logger }));
  api.use(...apiFallbacks(logger));
  app.use('/api', api);
  server = http.createServer(app);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port}/api`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await graph?.stop();
  await stats?.stop();
  await clock?.close();
  redis?.disconnect();
  await bus?.close();
  await Promise.all([redisServer?.stop(), natsServer?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

interface Figures {
  activeMeditators: number;
  totalSessions: number;
  totalMinutes: number;
  todaysTotalSessions: number;
  totalMinutesToday: number;
}
const FIELDS = 'activeMeditators totalSessions totalMinutes todaysTotalSessions totalMinutesToday';

/** GET /api/stats/global through the gateway. */
async function rest(): Promise<Figures> {
  const response = await fetch(`${base}/stats/global`);
  expect(response.status).toBe(200);
  return (await response.json()) as Figures;
}

/** `globalStats` through the gateway's graph. */
async function graphql(): Promise<Figures> {
  const response = await graph.executeOperation({ query: `{ globalStats { ${FIELDS} } }` }, { contextValue: { userId: null, requestId: randomUUID() } });
  if (response.body.kind !== 'single' || response.body.singleResult.errors) throw new Error(`globalStats failed: ${JSON.stringify(response.body)}`);
  return (response.body.singleResult.data as { globalStats: Figures }).globalStats;
}

/** The stats service's own answer, asked directly. */
async function subgraph(): Promise<Figures> {
  const response = await fetch(`http://127.0.0.1:${stats.port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId: randomUUID() }, secret) },
    body: JSON.stringify({ query: `{ globalStats { ${FIELDS} } }` }),
  });
  return ((await response.json()) as { data: { globalStats: Figures } }).data.globalStats;
}

const shared = () => new GlobalFiguresCache(redis).get(TODAY);

function completed(intention: Intention, duration: number, completedAt = THIS_MORNING) {
  return createEnvelope(
    meditationSessionCompleted,
    { sessionId: randomUUID(), userId: randomUUID(), intention, duration, groupSessionId: null, location: 'Lima, Peru', completedAt: completedAt.toISOString() },
    completedAt,
  );
}

/** Publishes as the outbox relay does: the event id is the message id unless a test says otherwise. */
async function publish(envelope: { id: string; type: string }, msgID = envelope.id): Promise<void> {
  const ack = await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID });
  lastSequence = Math.max(lastSequence, ack.seq);
}

/** Waits until the stats service has applied and acknowledged every completion published. */
async function consumed(): Promise<void> {
  await waitFor(
    'the stats consumer to catch up',
    async () => {
      const info = await bus.jsm.consumers.info(STREAM_NAME, 'stats-practice').catch(() => undefined);
      return info !== undefined && info.num_pending === 0 && info.num_ack_pending === 0 && info.delivered.stream_seq >= lastSequence;
    },
    20_000,
  );
}

const zeros: Figures = { activeMeditators: 0, totalSessions: 0, totalMinutes: 0, todaysTotalSessions: 0, totalMinutesToday: 0 };
const first = completed('Peace', 10);

describe('the global figures through the gateway', () => {
  it('are asked of the stats service on a miss, which shares them for the next read', async () => {
    expect(await shared()).toBeUndefined();
    expect(await rest()).toEqual(zeros);
    expect(await shared()).toEqual({ revision: 0, totals: { totalSessions: 0, totalMinutes: 0, todaysTotalSessions: 0, totalMinutesToday: 0 } });
  });

  it('show a completion on the next read, the same through REST, GraphQL and the stats service', async () => {
    await publish(first);
    await publish(completed('Love', 20, new Date(THIS_MORNING.getTime() - DAY_MS)));
    await consumed();
    // Written before the event was acknowledged, so already there when the consumer caught up.
    expect(await shared()).toEqual({ revision: 2, totals: { totalSessions: 2, totalMinutes: 30, todaysTotalSessions: 1, totalMinutesToday: 10 } });
    const expected = { activeMeditators: 0, totalSessions: 2, totalMinutes: 30, todaysTotalSessions: 1, totalMinutesToday: 10 };
    expect(await rest()).toEqual(expected);
    expect(await graphql()).toEqual(expected);
    expect(await subgraph()).toEqual(expected);
  });

  it('count the people meditating now afresh on every read', async () => {
    const presence = new PresenceStore(redis);
    const now = clock.now().getTime();
    await presence.meditating('person-a', 1, now + 600_000, now);
    await presence.meditating('person-b', 2, now + 600_000, now);
    expect((await rest()).activeMeditators).toBe(2);
    await presence.notMeditating('person-b', 3, now);
    expect(await rest()).toEqual(await subgraph());
    expect((await graphql()).activeMeditators).toBe(1);
    await presence.notMeditating('person-a', 4, now);
  });

  it('are answered from Redis while the stats service is away', async () => {
    await stats.stop();
    try {
      expect(await rest()).toEqual({ activeMeditators: 0, totalSessions: 2, totalMinutes: 30, todaysTotalSessions: 1, totalMinutesToday: 10 });
    } finally {
      await stats.start();
    }
  });

  it('change nothing when a completion is delivered again', async () => {
    const before = await shared();
    await publish(first, randomUUID());
    await consumed();
    expect(await shared()).toEqual(before);
    expect(await rest()).toEqual({ activeMeditators: 0, totalSessions: 2, totalMinutes: 30, todaysTotalSessions: 1, totalMinutesToday: 10 });
  });

  it('keep the newest figures whatever order the writes arrive in', async () => {
    const before = await shared();
    expect(await new GlobalFiguresCache(redis).put(TODAY, { revision: 1, totals: { totalSessions: 1, totalMinutes: 10, todaysTotalSessions: 1, totalMinutesToday: 10 } })).toBe(false);
    expect(await shared()).toEqual(before);
  });

  it('are filled again by the stats service when the shared copy is lost', async () => {
    await redis.del(`peace:stats:global:${TODAY}`);
    expect(await rest()).toEqual({ activeMeditators: 0, totalSessions: 2, totalMinutes: 30, todaysTotalSessions: 1, totalMinutesToday: 10 });
    expect((await shared())?.revision).toBe(2);
  });

  it('start a new UTC day at zero on the services clock', async () => {
    await advanceControlledClock(redisServer.url, DAY_MS);
    await waitFor('the gateway to hear the clock', async () => clock.now().getTime() >= new Date(CLOCK_START).getTime() + DAY_MS, 5_000);
    const nextDay = { activeMeditators: 0, totalSessions: 2, totalMinutes: 30, todaysTotalSessions: 0, totalMinutesToday: 0 };
    await waitFor('the stats service to hear the clock', async () => (await subgraph()).todaysTotalSessions === 0, 5_000);
    expect(await rest()).toEqual(nextDay);
    expect(await new GlobalFiguresCache(redis).get('2026-03-11')).toEqual({ revision: 2, totals: { totalSessions: 2, totalMinutes: 30, todaysTotalSessions: 0, totalMinutesToday: 0 } });
    await publish(completed('Unity', 5, new Date('2026-03-11T09:00:00.000Z')));
    await consumed();
    expect(await rest()).toEqual({ ...nextDay, totalSessions: 3, totalMinutes: 35, todaysTotalSessions: 1, totalMinutesToday: 5 });
    expect(await graphql()).toEqual(await subgraph());
  });

  it('are left to the stats service when Redis cannot be reached', async () => {
    const away = createRedis(`redis://127.0.0.1:${await freePort()}`, 'global-stats-away');
    try {
      const read = globalStatsRead({ redis: away, clock: systemClock, logger: createLogger('global-stats-test', 'silent') });
      expect(await read.resolve({ userId: null, requestId: randomUUID() })).toBeUndefined();
    } finally {
      away.disconnect();
    }
  });
});
