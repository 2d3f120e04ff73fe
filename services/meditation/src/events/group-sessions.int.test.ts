import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { connectBus, createLogger, EventConsumer, type Bus } from '@peace/kit';
import { STREAM_NAME, type Envelope } from '@peace/proto';
import { startNats, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { groupParticipants, groupSessions, processedEvents, SCHEMA } from '../db/schema.js';
import { createFixture, type Fixture } from '../testing/fixture.js';
import { groupSessionEvents } from '../testing/group-sessions.js';
import { GROUP_SESSIONS_CONSUMER, groupSessionsConsumer } from './consume.js';

/** The service's groups consumer over a private NATS and the run's PostgreSQL, fed as the groups service feeds it. */
let dir: string;
let nats: ServerHandle;
let bus: Bus;
let fixture: Fixture;
let consumer: EventConsumer<Fixture['deps']['db'], (typeof groupSessionsConsumer.contracts)[number]>;
let lastSequence = 0;

function startConsumer() {
  consumer = new EventConsumer({ bus, db: fixture.deps.db, schemaName: SCHEMA, consumer: groupSessionsConsumer, logger: createLogger('meditation-test', 'silent'), retryDelayMs: 100 });
  return consumer.start();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-meditation-groups-'));
  nats = await startNats({ dir });
  bus = await connectBus(nats.url, 'meditation-groups-test');
  fixture = await createFixture();
  await startConsumer();
}, 60_000);

afterAll(async () => {
  await consumer?.stop();
  await bus?.close();
  await fixture?.close();
  await nats?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Publishes as the groups service's outbox relay does: the event id is the message id unless a test says otherwise. */
async function publish(event: Envelope<unknown>, msgID = event.id) {
  const ack = await bus.js.publish(event.type, JSON.stringify(event), { msgID });
  lastSequence = Math.max(lastSequence, ack.seq);
}

/** Waits until the durable consumer has applied and acknowledged everything published. */
async function consumed() {
  await waitFor(
    'the groups consumer to catch up',
    async () => {
      const info = await bus.jsm.consumers.info(STREAM_NAME, GROUP_SESSIONS_CONSUMER);
      return info.num_pending === 0 && info.num_ack_pending === 0 && info.ack_floor.stream_seq >= lastSequence;
    },
    20_000,
  );
}

const sessionRow = async (id: string) => (await fixture.deps.db.select().from(groupSessions).where(eq(groupSessions.id, id)))[0];
const participantStatus = async (groupSessionId: string, userId: string) =>
  (await fixture.deps.db.select().from(groupParticipants).where(and(eq(groupParticipants.groupSessionId, groupSessionId), eq(groupParticipants.userId, userId))))[0]?.status;

describe('the groups consumer', () => {
  it('keeps the sessions and participants the groups service publishes', async () => {
    const userId = randomUUID();
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 15);
    for (const event of [session.scheduled(), session.joined(userId), session.started()]) await publish(event);
    await consumed();
    expect(await sessionRow(session.id)).toEqual({ id: session.id, duration: 15, status: 'active', scheduledStart: session.startsAt, startsAt: session.startsAt, endsAt: session.endsAt });
    expect(await participantStatus(session.id, userId)).toBe('joined');
  });

  it('changes nothing when an event is delivered again', async () => {
    const userId = randomUUID();
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 10);
    const joined = session.joined(userId, '2025-04-01T11:50:00.000Z');
    await publish(joined);
    await publish(session.left(userId, '2025-04-01T11:55:00.000Z'));
    await consumed();
    // Past the stream's duplicate window (here: under another message id) the event arrives again.
    await publish(joined, randomUUID());
    await consumed();
    expect(await participantStatus(session.id, userId)).toBe('left');
    const journal = await fixture.deps.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(processedEvents)
      .where(and(eq(processedEvents.consumer, GROUP_SESSIONS_CONSUMER), eq(processedEvents.eventId, joined.id)));
    expect(journal).toEqual([{ count: 1 }]);
    expect(await consumer.apply(joined)).toBe(false);
  });

  it('catches up on what was published while it was down', async () => {
    const userId = randomUUID();
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 20);
    await consumer.stop();
    for (const event of [session.joined(userId), session.started(), session.completed()]) await publish(event);
    expect(await sessionRow(session.id)).toBeUndefined();
    await startConsumer();
    await consumed();
    expect(await sessionRow(session.id)).toMatchObject({ status: 'completed', duration: 20, endsAt: session.endsAt });
    expect(await participantStatus(session.id, userId)).toBe('joined');
  });
});
