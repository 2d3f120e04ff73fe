import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectBus, createLogger, EventConsumer, type Bus } from '@peace/kit';
import type { Envelope } from '@peace/proto';
import { startNats, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { getActiveSession, startActiveSession } from '../commands/active-sessions.js';
import { groupParticipants, SCHEMA } from '../db/schema.js';
import { createFixture, type Fixture } from '../testing/fixture.js';
import { groupSessionEvents } from '../testing/group-sessions.js';
import { groupSessionsConsumer } from './consume.js';

/**
 * A person joins a group session and starts their sit at once: the groups service has answered
 * the join, and its event is still on its way to this service's copy through NATS.
 */
let dir: string;
let nats: ServerHandle;
let bus: Bus;
let fixture: Fixture;
let consumer: EventConsumer<Fixture['deps']['db'], (typeof groupSessionsConsumer.contracts)[number]>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-meditation-join-start-'));
  nats = await startNats({ dir });
  bus = await connectBus(nats.url, 'meditation-join-start-test');
  fixture = await createFixture();
  consumer = new EventConsumer({ bus, db: fixture.deps.db, schemaName: SCHEMA, consumer: groupSessionsConsumer, logger: createLogger('meditation-test', 'silent'), retryDelayMs: 100 });
  await consumer.start();
}, 60_000);

afterAll(async () => {
  await consumer?.stop();
  await bus?.close();
  await fixture?.close();
  await nats?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const publish = (event: Envelope<unknown>) => bus.js.publish(event.type, JSON.stringify(event), { msgID: event.id });

describe('a join followed at once by a start', () => {
  it('finds the join just made, every time', async () => {
    fixture.deps.clock.set('2025-10-01T12:01:00.000Z');
    const session = groupSessionEvents('2025-10-01T12:00:00.000Z', 10);
    await publish(session.scheduled());
    await publish(session.started());
    const people = Array.from({ length: 12 }, () => randomUUID());
    for (const userId of people) {
      // The join's event is published, and the start asked for, without waiting for the copy.
      await publish(session.joined(userId, '2025-10-01T12:00:30.000Z'));
      const started = await startActiveSession(fixture.deps, userId, { intention: 'Peace', location: 'Kyoto', duration: 10, groupSessionId: session.id });
      expect(started).toMatchObject({ groupSessionId: session.id });
      expect(await getActiveSession(fixture.deps, userId)).toMatchObject({ groupSessionId: session.id });
    }
    await waitFor('every join to be copied', async () => (await fixture.deps.db.select().from(groupParticipants)).length === people.length);
  });
});
