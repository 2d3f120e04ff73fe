import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pgSchema, text, uuid } from 'drizzle-orm/pg-core';
import { identityUserCreated, type Envelope } from '@peace/proto';
import { startNats, type ServerHandle } from '@peace/scripts/harness';
import { createTestDatabase } from '@peace/scripts/testing';
import { connectBus, enqueueEvent, eventTables, EventConsumer, OutboxRelay, type Bus } from './bus.js';
import { createDatabase, type DatabaseHandle } from './db.js';
import { createLogger } from './logger.js';

const kit = pgSchema('kit_test');
const items = kit.table('items', { id: uuid('id').primaryKey(), name: text('name').notNull() });
const schema = { items, ...eventTables(kit) };

const logger = createLogger('kit-test', 'silent');
let natsDir: string;
let nats: ServerHandle;
let bus: Bus;
let database: DatabaseHandle<typeof schema>;

beforeAll(async () => {
  natsDir = mkdtempSync(path.join(os.tmpdir(), 'peace-kit-nats-'));
  nats = await startNats({ dir: natsDir });
  bus = await connectBus(nats.url, 'kit-test');
  database = createDatabase(await createTestDatabase('kit'), schema);
  await database.pool.query(`
    create schema kit_test;
    create table kit_test.items (id uuid primary key, name text not null);
    create table kit_test.applied (event_id uuid not null, user_id text not null);
    create table kit_test.outbox (id uuid primary key, subject text not null, payload jsonb not null, created_at timestamptz not null default now(), published_at timestamptz);
    create table kit_test.processed_events (consumer text not null, event_id uuid not null, processed_at timestamptz not null default now(), primary key (consumer, event_id));
  `);
});

afterAll(async () => {
  await bus.close();
  await database.close();
  await nats.stop();
  rmSync(natsDir, { recursive: true, force: true });
});

function userCreated(userId: string) {
  return { userId, email: `${userId.slice(0, 8)}@example.org`, firstName: 'Ada', lastName: null, profileImageUrl: null, createdAt: new Date().toISOString() };
}

async function createItemWithEvent(name: string, rollback = false): Promise<string> {
  const id = crypto.randomUUID();
  await database.db
    .transaction(async (tx) => {
      await tx.insert(items).values({ id, name });
      await enqueueEvent(tx, 'kit_test', identityUserCreated, userCreated(id));
      if (rollback) throw new Error('rolled back on purpose');
    })
    .catch((error: unknown) => {
      if (!rollback) throw error;
    });
  return id;
}

function consumer(durable: string, extra: Partial<ConstructorParameters<typeof EventConsumer>[0]> = {}) {
  return new EventConsumer({
    bus,
    db: database.db,
    schemaName: 'kit_test',
    durable,
    contracts: [identityUserCreated],
    logger,
    retryDelayMs: 100,
    handle: async (envelope: Envelope<unknown>, tx) => {
      const data = envelope.data as { userId: string };
      await tx.execute(sql`insert into kit_test.applied (event_id, user_id) values (${envelope.id}, ${data.userId})`);
    },
    ...extra,
  });
}

async function appliedCount(userId: string): Promise<number> {
  const rows = await database.db.execute(sql`select count(*)::int as n from kit_test.applied where user_id = ${userId}`);
  return (rows.rows[0] as { n: number }).n;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function streamMessagesFor(userId: string): Promise<number> {
  const info = await bus.jsm.streams.info('PEACE');
  let found = 0;
  for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
    const message = await bus.jsm.streams.getMessage('PEACE', { seq }).catch(() => undefined);
    if (message && message.json<{ data: { userId: string } }>().data.userId === userId) found++;
  }
  return found;
}

describe('transactional outbox', () => {
  it('publishes an event when its transaction commits', async () => {
    const relay = new OutboxRelay({ pool: database.pool, schemaName: 'kit_test', js: bus.js, logger, pollMs: 50 });
    await relay.start();
    try {
      const id = await createItemWithEvent('committed');
      await eventually(async () => (await streamMessagesFor(id)) === 1);
    } finally {
      await relay.stop();
    }
  });

  it('publishes nothing for a rolled-back transaction', async () => {
    const id = await createItemWithEvent('rolled back', true);
    const relay = new OutboxRelay({ pool: database.pool, schemaName: 'kit_test', js: bus.js, logger });
    expect(await relay.drainOnce()).toBe(0);
    expect(await streamMessagesFor(id)).toBe(0);
    const { rows } = await database.pool.query('select count(*)::int as n from kit_test.items where id = $1', [id]);
    expect(rows[0].n).toBe(0);
  });

  it('does not deliver twice when the relay crashes after publishing but before marking', async () => {
    const id = await createItemWithEvent('crash');
    const crashing = new OutboxRelay({
      pool: database.pool,
      schemaName: 'kit_test',
      js: bus.js,
      logger,
      afterPublish: () => {
        throw new Error('relay crashed');
      },
    });
    await expect(crashing.drainOnce()).rejects.toThrow('relay crashed');
    const { rows } = await database.pool.query('select count(*)::int as n from kit_test.outbox where published_at is null');
    expect(rows[0].n).toBeGreaterThan(0);
    const healthy = new OutboxRelay({ pool: database.pool, schemaName: 'kit_test', js: bus.js, logger });
    expect(await healthy.drainOnce()).toBeGreaterThan(0);
    expect(await streamMessagesFor(id)).toBe(1);
  });
});

describe('durable consumers', () => {
  let relay: OutboxRelay;
  beforeAll(async () => {
    relay = new OutboxRelay({ pool: database.pool, schemaName: 'kit_test', js: bus.js, logger, pollMs: 50 });
    await relay.start();
  });
  afterAll(() => relay.stop());

  it('applies an event again delivered after a crash before the ack only once', async () => {
    const id = await createItemWithEvent('crash before ack');
    const isTarget = (envelope: Envelope<unknown>) => (envelope.data as { userId: string }).userId === id;
    let crashes = 0;
    const first = consumer('kit-crash', {
      ackWaitMs: 1000,
      afterApply: (envelope) => {
        if (!isTarget(envelope)) return;
        crashes++;
        // The process dies after its commit and before the ack: the delivery stays unacknowledged.
        return new Promise<void>(() => undefined);
      },
    });
    await first.start();
    await eventually(async () => crashes > 0 && (await appliedCount(id)) === 1);
    void first.stop();

    let redelivered = 0;
    const restarted = consumer('kit-crash', {
      ackWaitMs: 1000,
      afterApply: (envelope) => {
        if (isTarget(envelope)) redelivered++;
      },
    });
    await restarted.start();
    await eventually(async () => redelivered > 0, 15_000);
    expect(await appliedCount(id)).toBe(1);
    await restarted.stop();
  });

  it('catches up on events published while it was stopped', async () => {
    const first = consumer('kit-catch-up');
    await first.start();
    await first.stop();
    const ids = [await createItemWithEvent('a'), await createItemWithEvent('b'), await createItemWithEvent('c')];
    await eventually(async () => (await Promise.all(ids.map(streamMessagesFor))).every((n) => n === 1));
    const again = consumer('kit-catch-up');
    await again.start();
    await eventually(async () => (await Promise.all(ids.map(appliedCount))).every((n) => n === 1));
    await again.stop();
  });
});
