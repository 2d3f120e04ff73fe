import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { advanceControlledClock, connectBus, setControlledClock, createRedis, INTERNAL_HEADER, PresenceStore, migrateService, signInternalHeader, type Bus, type Redis } from '@peace/kit';
import { createEnvelope, meditationSessionCompleted, STREAM_NAME, type Envelope, type EventData, type Intention } from '@peace/proto';
import { freePort, launchComponent, startNats, startRedis, waitFor, type Component, type ServerHandle } from '@peace/scripts/harness';
import { createTestDatabase } from '@peace/scripts/testing';
import { COMPLETED_SESSIONS_CONSUMER } from './events/index.js';

/**
 * The built stats service as a process over its own NATS and Redis (the global figures count
 * everything in the stream, so no other suite may publish into it) and a fresh database. The
 * test publishes the meditation service's events itself, exactly as the contract defines them.
 */
const ENTRY = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const secret = randomBytes(24).toString('hex');
const DAY_MS = 86_400_000;
// The service's clock starts at midday UTC and the events happen that morning, so "today" is the
// same day for both whatever the machine's clock says.
const SERVICE_START = '2026-03-10T12:30:00.000Z';
const THIS_MORNING = new Date('2026-03-10T09:00:00.000Z');

let dir: string;
let redisServer: ServerHandle;
let natsServer: ServerHandle;
let databaseUrl: string;
let port: number;
let redis: Redis;
let bus: Bus;
let lastSequence = 0;

let stats: Component | undefined;

/** The built service as a process; stopping and starting it again keeps its port and settings. */
async function startService(): Promise<void> {
  if (stats) {
    await stats.restart();
    return;
  }
  stats = await launchComponent(
    'stats',
    ENTRY,
    { NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, REDIS_URL: redisServer.url, NATS_URL: natsServer.url, INTERNAL_SECRET: secret, PEACE_TEST_CLOCK: '1' },
    port,
    '/readyz',
  );
}

async function stopService(): Promise<void> {
  await stats?.stop();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-stats-'));
  [redisServer, natsServer] = await Promise.all([startRedis({ dir: path.join(dir, 'redis') }), startNats({ dir: path.join(dir, 'nats') })]);
  databaseUrl = await createTestDatabase('stats');
  await migrateService('stats', databaseUrl);
  port = await freePort();
  bus = await connectBus(natsServer.url, 'stats-service-test');
  redis = createRedis(redisServer.url, 'stats-service-test');
  await setControlledClock(redisServer.url, SERVICE_START);
  await startService();
}, 90_000);

afterAll(async () => {
  await stopService();
  redis?.disconnect();
  await bus?.close();
  await Promise.all([redisServer?.stop(), natsServer?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

function completed(intention: Intention, duration: number, completedAt = THIS_MORNING): Envelope<EventData<typeof meditationSessionCompleted>> {
  return createEnvelope(
    meditationSessionCompleted,
    { sessionId: randomUUID(), userId: randomUUID(), intention, duration, groupSessionId: null, location: 'Accra, Ghana', completedAt: completedAt.toISOString() },
    completedAt,
  );
}

/** Publishes as the outbox relay does: the event id is the message id unless a test says otherwise. */
async function publish(envelope: Envelope<unknown>, msgID = envelope.id) {
  const ack = await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID });
  lastSequence = Math.max(lastSequence, ack.seq);
  return ack;
}

/** Waits until the service's durable consumer has applied and acknowledged everything published. */
async function consumed(): Promise<void> {
  await waitFor(
    'the stats consumer to catch up',
    async () => {
      const info = await bus.jsm.consumers.info(STREAM_NAME, COMPLETED_SESSIONS_CONSUMER);
      return info.num_pending === 0 && info.num_ack_pending === 0 && info.ack_floor.stream_seq >= lastSequence;
    },
    20_000,
  );
}

async function query<T>(text: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId: randomUUID() }, secret) },
    body: JSON.stringify({ query: text }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!answer.data) throw new Error(`query failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

type Global = { globalStats: { activeMeditators: number; totalSessions: number; totalMinutes: number; todaysTotalSessions: number; totalMinutesToday: number } };
type Intentions = { intentionStats: { totalSessions: number; intentions: { intention: string; count: number; percentage: number }[] } };

const globalFigures = () => query<Global>(`{ globalStats { activeMeditators totalSessions totalMinutes todaysTotalSessions totalMinutesToday } }`).then((data) => data.globalStats);
const intentionFigures = () => query<Intentions>(`{ intentionStats { totalSessions intentions { intention count percentage } } }`).then((data) => data.intentionStats);

const first = completed('Peace', 5);

describe('the stats service', () => {
  it('answers zeros before anyone has meditated', async () => {
    expect(await globalFigures()).toEqual({ activeMeditators: 0, totalSessions: 0, totalMinutes: 0, todaysTotalSessions: 0, totalMinutesToday: 0 });
    const intentions = await intentionFigures();
    expect(intentions.totalSessions).toBe(0);
    expect(intentions.intentions).toHaveLength(7);
    expect(intentions.intentions.every((share) => share.count === 0 && share.percentage === 0)).toBe(true);
  });

  it('counts completed meditations, today by the day they ended', async () => {
    await publish(first);
    await publish(completed('Peace', 10));
    await publish(completed('Love', 20, new Date(THIS_MORNING.getTime() - DAY_MS)));
    await consumed();
    expect(await globalFigures()).toEqual({ activeMeditators: 0, totalSessions: 3, totalMinutes: 35, todaysTotalSessions: 2, totalMinutesToday: 15 });
    const intentions = await intentionFigures();
    expect(intentions.totalSessions).toBe(3);
    expect(intentions.intentions).toEqual([
      { intention: 'PEACE', count: 2, percentage: 67 },
      { intention: 'LOVE', count: 1, percentage: 33 },
      { intention: 'NON_VIOLENCE', count: 0, percentage: 0 },
      { intention: 'FORGIVENESS', count: 0, percentage: 0 },
      { intention: 'COMPASSION', count: 0, percentage: 0 },
      { intention: 'UNITY', count: 0, percentage: 0 },
      { intention: 'SERVICE', count: 0, percentage: 0 },
    ]);
  });

  it('catches up on what was completed while it was down', async () => {
    await stopService();
    await publish(completed('Unity', 10));
    await publish(completed('Service', 5));
    await publish(completed('Unity', 20));
    await startService();
    await consumed();
    expect(await globalFigures()).toMatchObject({ totalSessions: 6, totalMinutes: 70, todaysTotalSessions: 5, totalMinutesToday: 50 });
    expect((await intentionFigures()).intentions.slice(0, 4)).toEqual([
      { intention: 'PEACE', count: 2, percentage: 33 },
      { intention: 'UNITY', count: 2, percentage: 33 },
      { intention: 'LOVE', count: 1, percentage: 17 },
      { intention: 'SERVICE', count: 1, percentage: 17 },
    ]);
  });

  it('changes nothing when an event is delivered again', async () => {
    const before = await globalFigures();
    // Within the stream's duplicate window JetStream itself drops a re-publish ...
    expect((await publish(first)).duplicate).toBe(true);
    // ... and past it (here: under another message id) the consumer's journal does.
    await publish(first, randomUUID());
    await consumed();
    expect(await globalFigures()).toEqual(before);
    expect((await intentionFigures()).totalSessions).toBe(6);
  });

  it('counts the people meditating now, each once however many tabs they have open', async () => {
    const presence = new PresenceStore(redis);
    await presence.touch('person-a', 'tab-1');
    await presence.touch('person-a', 'tab-2');
    await presence.touch('person-b', 'tab-1');
    expect((await globalFigures()).activeMeditators).toBe(2);
    await presence.remove('person-b', 'tab-1');
    expect((await globalFigures()).activeMeditators).toBe(1);
  });

  it('starts a new day on the service clock', async () => {
    await advanceControlledClock(redisServer.url, DAY_MS);
    await waitFor('the next day', async () => (await globalFigures()).todaysTotalSessions === 0, 5_000);
    expect(await globalFigures()).toMatchObject({ totalSessions: 6, totalMinutes: 70, totalMinutesToday: 0 });
  });
});
