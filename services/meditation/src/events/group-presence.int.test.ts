import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectBus, createLogger, EventConsumer, GroupPresenceStore, type Bus } from '@peace/kit';
import { createEnvelope, meditationSessionCompleted, meditationSessionStarted, meditationSessionStopped, STREAM_NAME, type Envelope } from '@peace/proto';
import { startNats, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { SCHEMA } from '../db/schema.js';
import { createFixture, type Fixture } from '../testing/fixture.js';
import { GROUP_PRESENCE_CONSUMER, groupPresenceConsumer } from './group-presence.js';

/** The service's presence keeper over a private NATS, the run's PostgreSQL and Redis, fed as the service's outbox feeds it. */
let dir: string;
let nats: ServerHandle;
let bus: Bus;
let fixture: Fixture;
let store: GroupPresenceStore;
let consumer: EventConsumer<Fixture['deps']['db'], ReturnType<typeof groupPresenceConsumer>['contracts'][number]>;
let lastSequence = 0;
const NOW = '2025-01-10T12:00:00.000Z';
const nowMs = () => fixture.deps.clock.now().getTime();

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-meditation-presence-'));
  nats = await startNats({ dir });
  bus = await connectBus(nats.url, 'meditation-presence-test');
  fixture = await createFixture(NOW);
  store = new GroupPresenceStore(fixture.redis);
  consumer = new EventConsumer({
    bus,
    db: fixture.deps.db,
    schemaName: SCHEMA,
    consumer: groupPresenceConsumer(store, fixture.deps.clock),
    logger: createLogger('meditation-test', 'silent'),
    retryDelayMs: 100,
  });
  await consumer.start();
}, 60_000);

afterAll(async () => {
  await consumer?.stop();
  await bus?.close();
  await fixture?.close();
  await nats?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function publish(event: Envelope<unknown>) {
  const ack = await bus.js.publish(event.type, JSON.stringify(event), { msgID: event.id });
  lastSequence = Math.max(lastSequence, ack.seq);
}

async function consumed() {
  await waitFor(
    'the presence keeper to catch up',
    async () => {
      const info = await bus.jsm.consumers.info(STREAM_NAME, GROUP_PRESENCE_CONSUMER);
      return info.num_pending === 0 && info.num_ack_pending === 0 && info.ack_floor.stream_seq >= lastSequence;
    },
    20_000,
  );
}

/** A sit as the service reports it: in a group session that started startedMinutesAgo and lasts duration minutes. */
function sit(userId: string, groupSessionId: string | null, startedMinutesAgo = 1, duration = 10) {
  const ref = { sessionId: randomUUID(), userId, intention: 'Peace' as const, duration, groupSessionId };
  const startTime = new Date(nowMs() - startedMinutesAgo * 60_000).toISOString();
  return {
    started: createEnvelope(meditationSessionStarted, { ...ref, location: 'Oslo', startTime }),
    stopped: createEnvelope(meditationSessionStopped, { ...ref, stoppedAt: new Date(nowMs()).toISOString() }),
    completed: createEnvelope(meditationSessionCompleted, { ...ref, location: 'Oslo', completedAt: new Date(nowMs()).toISOString() }),
  };
}

const sitting = async (groupSessionId: string) => (await store.sitting(groupSessionId, nowMs())).map((person) => person.userId).sort();

describe('who is sitting in a group session', () => {
  it("counts a person from their sit's start until it is completed, up to the session's end", async () => {
    const groupSessionId = randomUUID();
    const [ana, ben] = [randomUUID(), randomUUID()];
    const anaSit = sit(ana, groupSessionId, 2, 10);
    await publish(anaSit.started);
    await publish(sit(ben, groupSessionId, 2, 10).started);
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([ana, ben].sort());
    const [first] = await store.sitting(groupSessionId, nowMs());
    // The sit runs on the session's window: it ends when the session does.
    expect(first!.untilMs).toBe(nowMs() + 8 * 60_000);

    await publish(anaSit.completed);
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([ben]);
    expect(await store.sitting(groupSessionId, nowMs() + 8 * 60_000)).toEqual([]);
  });

  it('drops a person whose sit was stopped, and never counts a personal sit or one already over', async () => {
    const groupSessionId = randomUUID();
    const [ana, ben] = [randomUUID(), randomUUID()];
    const anaSit = sit(ana, groupSessionId);
    await publish(anaSit.started);
    await publish(sit(ben, groupSessionId, 20, 10).started);
    await publish(sit(ben, null).started);
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([ana]);
    await publish(anaSit.stopped);
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([]);
  });
});
