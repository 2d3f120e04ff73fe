import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { connectBus, createLogger, EventConsumer, type Bus } from '@peace/kit';
import { createEnvelope, identityUserCreated, identityUserUpdated, STREAM_NAME, type Envelope } from '@peace/proto';
import { startNats, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { completeSession } from '../commands/completions.js';
import { accounts, SCHEMA } from '../db/schema.js';
import { createFixture, problem, type Fixture } from '../testing/fixture.js';
import { ACCOUNTS_CONSUMER, accountsConsumer } from './consume.js';

/** The service's accounts consumer over a private NATS and the run's PostgreSQL, fed as the identity service feeds it. */
let dir: string;
let nats: ServerHandle;
let bus: Bus;
let fixture: Fixture;
let consumer: EventConsumer<Fixture['deps']['db'], (typeof accountsConsumer.contracts)[number]>;
let lastSequence = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-meditation-accounts-'));
  nats = await startNats({ dir });
  bus = await connectBus(nats.url, 'meditation-accounts-test');
  fixture = await createFixture();
  consumer = new EventConsumer({ bus, db: fixture.deps.db, schemaName: SCHEMA, consumer: accountsConsumer, logger: createLogger('meditation-test', 'silent'), retryDelayMs: 100 });
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
    'the accounts consumer to catch up',
    async () => {
      const info = await bus.jsm.consumers.info(STREAM_NAME, ACCOUNTS_CONSUMER);
      return info.num_pending === 0 && info.num_ack_pending === 0 && info.ack_floor.stream_seq >= lastSequence;
    },
    20_000,
  );
}

const person = (userId: string, createdAt: string) => ({ userId, email: null, firstName: 'Ana', lastName: null, profileImageUrl: null, createdAt });

describe('the accounts consumer', () => {
  it('keeps when each account was created, and a sit begun before it is refused', async () => {
    const userId = randomUUID();
    await publish(createEnvelope(identityUserCreated, person(userId, '2025-09-01T11:50:00.000Z')));
    // A later update says the same creation; it changes nothing.
    await publish(createEnvelope(identityUserUpdated, person(userId, '2025-09-01T11:50:00.000Z')));
    await consumed();
    expect(await fixture.deps.db.select().from(accounts).where(eq(accounts.userId, userId))).toEqual([{ userId, createdAt: new Date('2025-09-01T11:50:00.000Z') }]);

    fixture.deps.clock.set('2025-09-01T12:00:00.000Z');
    const sit = { intention: 'Peace' as const, location: 'Kyoto, Japan', duration: 5, groupSessionId: null, startedAt: new Date('2025-09-01T11:45:00.000Z'), partial: false };
    expect(await problem(completeSession(fixture.deps, userId, sit, 'UTC'))).toEqual({ status: 400, message: 'startedAt: must not be before your account was created' });
    expect((await completeSession(fixture.deps, userId, { ...sit, startedAt: new Date('2025-09-01T11:50:00.000Z') }, 'UTC')).session.duration).toBe(5);
  });
});
