// The meditation and stats REST routes end to end: the real REST adapter and federated graph in
// front of the real meditation and stats services (processes, from dist) over a private Redis
// and NATS. Who is signed in comes from a test header here; the sign-in flow has its own tests.
import { expect } from '@jest/globals';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ApolloServer } from '@apollo/server';
import { advanceControlledClock, createLogger, setControlledClock } from '@peace/kit';
import { freePort, startNats, startRedis, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { createTestDatabase, startServiceUnderTest, testSecret, type ServiceUnderTest } from '@peace/scripts/testing';
import { createGraph, type GatewayContext } from '../../graph.js';
import { apiFallbacks, createRestRouter } from '../router.js';
import { routes } from './index.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const USER_HEADER = 'x-test-user';
// The services' shared clock starts at midday in Cairo (UTC+2), so the day's figures and the
// achievements a first meditation unlocks are the same at any hour the suite runs.
const CLOCK_START = '2026-03-10T10:00:00.000Z';

let dir: string;
let redisServer: ServerHandle;
let natsServer: ServerHandle;
const services: ServiceUnderTest[] = [];
let graph: ApolloServer<GatewayContext>;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-rest-'));
  [redisServer, natsServer] = await Promise.all([startRedis({ dir: path.join(dir, 'redis') }), startNats({ dir: path.join(dir, 'nats') })]);
  const databaseUrl = await createTestDatabase('rest');
  const secret = testSecret();
  await setControlledClock(redisServer.url, CLOCK_START);
  const shared = { databaseUrl, redisUrl: redisServer.url, natsUrl: natsServer.url, internalSecret: secret, testClock: true };
  // One after the other: both migrate into the one database.
  for (const name of ['meditation', 'stats'] as const) services.push(await startServiceUnderTest(name, shared));
  const [meditation, stats] = services;
  // Subgraphs this suite does not start are never called by its operations.
  const unused = 'http://127.0.0.1:9/graphql';
  graph = await createGraph({
    supergraphPath: path.join(REPO_ROOT, 'gateway/supergraph.graphql'),
    subgraphUrls: { identity: unused, groups: unused, communities: unused, notification: unused, meditation: `http://127.0.0.1:${meditation!.port}/graphql`, stats: `http://127.0.0.1:${stats!.port}/graphql` },
    internalSecret: secret,
    introspection: false,
    logger: createLogger('rest-test', 'silent'),
  });
  const app = express();
  const api = express.Router();
  api.use((req: Request, res: Response, next: NextFunction) => {
    res.locals['gateway'] = { userId: req.header(USER_HEADER) ?? null, requestId: randomUUID() } satisfies GatewayContext;
    next();
  });
  api.use(createRestRouter(routes, { graph, logger: createLogger('rest-test', 'silent') }));
  api.use(...apiFallbacks(createLogger('rest-test', 'silent')));
  app.use('/api', api);
  server = http.createServer(app);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port}/api`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await graph?.stop();
  await Promise.all(services.map((service) => service.stop()));
  await Promise.all([redisServer?.stop(), natsServer?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

async function call(method: string, route: string, options: { user?: string; body?: unknown } = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(options.user ? { [USER_HEADER]: options.user } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: await response.json() };
}

describe('the active session routes', () => {
  it('start, read, pause, resume and stop a meditation', async () => {
    const user = randomUUID();
    expect(await call('GET', '/active-session', { user })).toEqual({ status: 404, body: { message: 'No active session' } });

    const started = await call('POST', '/active-session', { user, body: { intention: 'Peace', location: 'Lima, Peru', duration: 5 } });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ state: 'countdown', intention: 'Peace', location: 'Lima, Peru', duration: 5, remainingSeconds: 300, groupSessionId: null });

    const read = await call('GET', '/active-session', { user });
    expect(read.status).toBe(200);
    expect(Object.keys(read.body as object).sort()).toEqual(['duration', 'intention', 'remainingSeconds', 'state']);

    expect(await call('PUT', '/active-session', { user, body: { state: 'paused' } })).toMatchObject({ status: 200, body: { state: 'paused' } });
    expect(await call('PUT', '/active-session', { user, body: { state: 'meditating' } })).toMatchObject({ status: 200, body: { state: 'meditating' } });
    expect(await call('DELETE', '/active-session', { user })).toEqual({ status: 200, body: { success: true } });
    expect(await call('DELETE', '/active-session', { user })).toEqual({ status: 404, body: { message: 'No active session' } });
    expect((await call('PUT', '/active-session', { user, body: { state: 'paused' } })).status).toBe(404);
  });

  it('answer 400 with a readable message for bad input, and 401 when signed out', async () => {
    const user = randomUUID();
    expect(await call('POST', '/active-session', { user, body: { intention: 'Peace', location: 'Lima, Peru', duration: 7 } })).toEqual({
      status: 400,
      body: { message: 'duration: must be 5, 10 or 20 minutes' },
    });
    expect(await call('POST', '/active-session', { user, body: { intention: 'Peace', duration: 5 } })).toEqual({ status: 400, body: { message: 'location: is required' } });
    expect(await call('POST', '/active-session', { user, body: { intention: 'Peace', location: 'Lima', duration: '5' } })).toEqual({ status: 400, body: { message: 'duration: must be a number' } });
    await call('POST', '/active-session', { user, body: { intention: 'Peace', location: 'Lima', duration: 5 } });
    expect(await call('PUT', '/active-session', { user, body: { state: 'asleep' } })).toEqual({ status: 400, body: { message: 'state: must be paused or meditating' } });
    for (const [method, route] of [
      ['GET', '/active-session'],
      ['POST', '/active-session'],
      ['PUT', '/active-session'],
      ['DELETE', '/active-session'],
      ['POST', '/meditation-sessions'],
      ['GET', '/meditation-sessions/recent'],
      ['GET', '/meditation-sessions/today'],
      ['GET', '/users/stats'],
      ['GET', '/users/achievements'],
    ] as const) {
      expect(await call(method, route, method === 'POST' || method === 'PUT' ? { body: {} } : {})).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    }
  });
});

describe('the completed session routes', () => {
  it('record a meditation with what it unlocked, then list it, count it and show the achievement', async () => {
    const user = randomUUID();
    await call('POST', '/active-session', { user, body: { intention: 'Love', location: 'Cairo, Egypt', duration: 10 } });
    // Ten minutes pass on the services' clock.
    await advanceControlledClock(redisServer.url, 10 * 60_000);
    await waitFor('the services to hear the clock', async () => ((await call('GET', '/active-session', { user })).body as { remainingSeconds?: number }).remainingSeconds === 0, 5_000);
    const completed = await call('POST', '/meditation-sessions', { user, body: { intention: 'Love', location: 'Cairo, Egypt', duration: 10, timeZone: 'Africa/Cairo' } });
    expect(completed.status).toBe(201);
    expect(completed.body).toMatchObject({ intention: 'Love', location: 'Cairo, Egypt', duration: 10, groupSessionId: null, newAchievements: [expect.objectContaining({ name: 'First Breath' })] });
    const { id } = completed.body as { id: string };
    expect((await call('GET', '/active-session', { user })).status).toBe(404);

    const recent = await call('GET', '/meditation-sessions/recent', { user });
    expect(recent).toMatchObject({ status: 200, body: [{ id, intention: 'Love', duration: 10, location: 'Cairo, Egypt' }] });
    expect(await call('GET', '/meditation-sessions/today?timeZone=Africa/Cairo', { user })).toMatchObject({ status: 200, body: [{ id, duration: 10 }] });
    expect(await call('GET', '/users/stats?timeZone=Africa/Cairo', { user })).toEqual({
      status: 200,
      body: { streak: 1, longestStreak: 1, totalSessions: 1, totalMinutes: 10, averageDuration: 10 },
    });
    const achievements = await call('GET', '/users/achievements', { user });
    expect(achievements.status).toBe(200);
    expect(achievements.body).toMatchObject([{ name: 'First Breath', rarity: 'common' }]);
    expect(typeof (achievements.body as { unlockedAt?: unknown }[])[0]?.unlockedAt).toBe('string');

    await waitFor('the stats to count it', async () => ((await call('GET', '/stats/global')).body as { totalSessions: number }).totalSessions >= 1, 15_000);
    expect(await call('GET', '/stats/global')).toEqual({
      status: 200,
      body: { activeMeditators: 0, totalSessions: 1, totalMinutes: 10, todaysTotalSessions: 1, totalMinutesToday: 10 },
    });
    const intentions = await call('GET', '/stats/intentions');
    expect(intentions.status).toBe(200);
    expect(intentions.body).toMatchObject({ totalSessions: 1 });
    expect((intentions.body as { intentions: unknown[] }).intentions).toContainEqual({ intention: 'Love', percentage: 100, count: 1 });
    expect((intentions.body as { intentions: unknown[] }).intentions).toHaveLength(7);
  });

  it('refuse a meditation not over yet with 409, and a flood with 429 and Retry-After', async () => {
    const user = randomUUID();
    const meditation = (startedAt: number) => ({ intention: 'Peace', location: 'Cairo', duration: 5, startedAt: new Date(startedAt).toISOString() });
    const post = (body: unknown) => fetch(`${base}/meditation-sessions`, { method: 'POST', headers: { 'content-type': 'application/json', [USER_HEADER]: user }, body: JSON.stringify(body) });
    const hoursBeforeStart = (hours: number) => Date.parse(CLOCK_START) - hours * 3_600_000;
    expect(await call('POST', '/meditation-sessions', { user, body: meditation(Date.parse(CLOCK_START) + 86_400_000) })).toEqual({
      status: 409,
      body: { message: 'This meditation has not ended yet' },
    });
    // Sits made offline, an hour apart, fill the person's allowance: the refused one above used none of it.
    for (let hours = 1; hours <= 10; hours++) expect((await post(meditation(hoursBeforeStart(hours)))).status).toBe(201);
    const refused = await post(meditation(hoursBeforeStart(11)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: 'Too many meditations recorded in a short time. Please try again later.' });
    expect(await call('GET', '/users/stats', { user })).toMatchObject({ status: 200, body: { totalSessions: 10 } });
  });

  it('refuse bad input with 400', async () => {
    const user = randomUUID();
    expect(await call('POST', '/meditation-sessions', { user, body: { intention: 'Love', location: 'Cairo', duration: 61 } })).toEqual({
      status: 400,
      body: { message: 'duration: must be between 1 and 60 minutes' },
    });
    expect(await call('POST', '/meditation-sessions', { user, body: { intention: 'Joy', location: 'Cairo', duration: 5 } })).toEqual({
      status: 400,
      body: { message: 'intention: must be one of Peace, Non-Violence, Forgiveness, Compassion, Love, Unity, Service' },
    });
    // The graph's own enum names are not the spec's words: REST refuses them too.
    expect(await call('POST', '/meditation-sessions', { user, body: { intention: 'NON_VIOLENCE', location: 'Cairo', duration: 5 } })).toMatchObject({ status: 400 });
    expect(await call('GET', '/users/stats?timeZone=Nowhere/Special', { user })).toEqual({ status: 400, body: { message: 'timeZone: must be an IANA time zone such as Europe/Paris' } });
    expect(await call('GET', '/meditation-sessions/recent?limit=500', { user })).toEqual({ status: 400, body: { message: 'limit: must be between 1 and 50' } });
  });
});
