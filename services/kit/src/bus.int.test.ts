import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { pgSchema, text, uuid } from 'drizzle-orm/pg-core';
import { defineEvent, identityUserCreated, STREAM_NAME } from '@peace/proto';
import { z } from 'zod';
import { startNats, type ServerHandle } from '@peace/scripts/harness';
import { createTestDatabase, waitFor } from '@peace/scripts/testing';
import { connectBus, defineConsumer, enqueueEvent, eventTables, EventConsumer, MAX_EVENTS_TOGETHER, OutboxRelay, type Bus, type ConsumerOptions, type EventTransaction, type ReceivedEvent } from './bus.js';
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
    create table kit_test.applied_in (n serial primary key, user_id text not null, txid bigint not null);
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

type Tx = EventTransaction<typeof database.db>;

function usersApplied(durable: string) {
  return defineConsumer({
    durable,
    contracts: [identityUserCreated],
    handle: async (event, tx: Tx) => {
      await tx.execute(sql`insert into kit_test.applied (event_id, user_id) values (${event.id}, ${event.data.userId})`);
    },
  });
}

type UserCreated = ReceivedEvent<typeof identityUserCreated>;

/** A consumer of the test schema's events, retrying soon. */
function consumerOf(definition: ConsumerOptions<typeof database.db, typeof identityUserCreated>['consumer'], extra: Partial<ConsumerOptions<typeof database.db, typeof identityUserCreated>> = {}) {
  return new EventConsumer({ bus, db: database.db, schemaName: 'kit_test', consumer: definition, logger, retryDelayMs: 100, ...extra });
}

function consumer(durable: string, extra: Partial<ConsumerOptions<typeof database.db, typeof identityUserCreated>> = {}) {
  return consumerOf(usersApplied(durable), extra);
}

async function appliedCount(userId: string): Promise<number> {
  const rows = await database.db.execute(sql`select count(*)::int as n from kit_test.applied where user_id = ${userId}`);
  return (rows.rows[0] as { n: number }).n;
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
      await waitFor('the relay and consumers to have done their part', async () => (await streamMessagesFor(id)) === 1);
    } finally {
      await relay.stop();
    }
  });

  it('publishes nothing for a rolled-back transaction', async () => {
    const id = await createItemWithEvent('rolled back', true);
    const relay = new OutboxRelay({ pool: database.pool, schemaName: 'kit_test', js: bus.js, logger });
    expect(await relay.drainOnce()).toBe(0);
    expect(await streamMessagesFor(id)).toBe(0);
    const { rows } = await database.pool.query<{ n: number }>('select count(*)::int as n from kit_test.items where id = $1', [id]);
    expect(rows[0]?.n).toBe(0);
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
    const { rows } = await database.pool.query<{ n: number }>('select count(*)::int as n from kit_test.outbox where published_at is null');
    expect(rows[0]?.n).toBeGreaterThan(0);
    const healthy = new OutboxRelay({ pool: database.pool, schemaName: 'kit_test', js: bus.js, logger });
    expect(await healthy.drainOnce()).toBeGreaterThan(0);
    expect(await streamMessagesFor(id)).toBe(1);
  });

  /** A relay that only polls once a minute, so that anything published sooner came from a notification; with its drains counted. */
  function notifiedRelay(extra: { afterPublish?: (ids: string[]) => Promise<void> } = {}) {
    const relay = new OutboxRelay({ pool: database.pool, schemaName: 'kit_test', js: bus.js, logger, pollMs: 60_000, ...extra });
    const counted = { drains: 0, relay };
    const drainOnce = relay.drainOnce.bind(relay);
    relay.drainOnce = () => {
      counted.drains++;
      return drainOnce();
    };
    return counted;
  }

  it("wakes on its own service's events at once, and not on another service's", async () => {
    const counted = notifiedRelay();
    await counted.relay.start();
    try {
      const id = await createItemWithEvent('woken');
      await waitFor('the relay and consumers to have done their part', async () => (await streamMessagesFor(id)) === 1, 5000);
      const drains = counted.drains;
      await database.pool.query(`select pg_notify('peace_outbox_kit_other', '')`);
      // Notifications reach a listener in the order they were committed: once the relay has published
      // its own service's next event, notified after the other one, it has heard all it was going to
      // of that one. Woken by its own event alone, it drained once.
      const next = await createItemWithEvent('woken after another service');
      await waitFor('the relay and consumers to have done their part', async () => (await streamMessagesFor(next)) === 1, 5000);
      expect(counted.drains).toBe(drains + 1);
    } finally {
      await counted.relay.stop();
    }
  });

  it('publishes an event committed while it publishes a batch without waiting for its next poll', async () => {
    let during: Promise<string> | undefined;
    const counted = notifiedRelay({
      afterPublish: async () => {
        during ??= createItemWithEvent('committed during a batch');
        await during;
      },
    });
    await counted.relay.start();
    try {
      await createItemWithEvent('first of the batch');
      await waitFor('the relay and consumers to have done their part', async () => during !== undefined, 5000);
      const id = await during!;
      await waitFor('the relay and consumers to have done their part', async () => (await streamMessagesFor(id)) === 1, 5000);
    } finally {
      await counted.relay.stop();
    }
  });

  it('survives its listening connection being killed again and again, and goes on publishing', async () => {
    const relay = new OutboxRelay({ pool: database.pool, schemaName: 'kit_test', js: bus.js, logger, pollMs: 50 });
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onCrash);
    await relay.start();
    try {
      const killListeners = async () => {
        const { rows } = await database.pool.query<{ killed: boolean }>(
          `select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
        );
        return rows.length;
      };
      for (let round = 0; round < 3; round++) {
        // The relay listens again after each loss, so there is a listener to kill every round.
        await waitFor('the relay and consumers to have done their part', async () => (await killListeners()) > 0);
        const id = await createItemWithEvent(`after kill ${round}`);
        await waitFor('the relay and consumers to have done their part', async () => (await streamMessagesFor(id)) === 1);
      }
      expect(crashes).toEqual([]);
    } finally {
      await relay.stop();
      process.off('uncaughtException', onCrash);
    }
  });

  it('gives its listening connection back once when the connection reports more than one error', async () => {
    const clients: pg.PoolClient[] = [];
    const remember = (client: pg.PoolClient) => clients.push(client);
    database.pool.on('acquire', remember);
    const relay = new OutboxRelay({ pool: database.pool, schemaName: 'kit_test', js: bus.js, logger, pollMs: 50 });
    await relay.start();
    try {
      const { rows } = await database.pool.query<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database() and query like 'listen %'`);
      const pids = new Set(rows.map((row) => row.pid));
      const listener = clients.find((client) => pids.has((client as unknown as { processID: number }).processID));
      expect(listener).toBeDefined();
      // A server going away can surface as an error message and then a broken socket.
      expect(() => {
        listener?.emit('error', new Error('terminating connection due to administrator command'));
        listener?.emit('error', new Error('Connection terminated unexpectedly'));
      }).not.toThrow();
      const id = await createItemWithEvent('after two errors');
      await waitFor('the relay and consumers to have done their part', async () => (await streamMessagesFor(id)) === 1);
    } finally {
      database.pool.off('acquire', remember);
      await relay.stop();
    }
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
    const isTarget = (event: UserCreated) => event.data.userId === id;
    let crashes = 0;
    const first = consumer('kit-crash', {
      ackWaitMs: 1000,
      afterApply: (event) => {
        if (!isTarget(event)) return;
        crashes++;
        // The process dies after its commit and before the ack: the delivery stays unacknowledged.
        return new Promise<void>(() => undefined);
      },
    });
    await first.start();
    await waitFor('the relay and consumers to have done their part', async () => crashes > 0 && (await appliedCount(id)) === 1);
    void first.stop();

    let redelivered = 0;
    const restarted = consumer('kit-crash', {
      ackWaitMs: 1000,
      afterApply: (event) => {
        if (isTarget(event)) redelivered++;
      },
    });
    await restarted.start();
    await waitFor('the relay and consumers to have done their part', async () => redelivered > 0, 15_000);
    expect(await appliedCount(id)).toBe(1);
    await restarted.stop();
  });

  it('runs its shared after-commit work once for the events it holds, and acknowledges none of them before that work has run', async () => {
    const durable = 'kit-together';
    // Created and stopped, so that the events below wait for it in the stream and arrive together.
    const first = consumer(durable);
    await first.start();
    await first.stop();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push(await createItemWithEvent(`together ${i}`));
    await waitFor('the relay and consumers to have done their part', async () => (await Promise.all(ids.map(streamMessagesFor))).every((n) => n === 1));

    const runs: string[][] = [];
    let failed: string[] = [];
    const together = new EventConsumer({
      bus,
      db: database.db,
      schemaName: 'kit_test',
      consumer: {
        ...usersApplied(durable),
        afterCommits: async (events) => {
          const ours = events.map((event) => event.data.userId).filter((id) => ids.includes(id));
          // Redis away for the first run that covers them: every event it covered must come again.
          if (failed.length === 0 && ours.length > 0) {
            failed = ours;
            throw new Error('shared copy not written');
          }
          if (ours.length > 0) runs.push(ours);
        },
      },
      logger,
      retryDelayMs: 100,
    });
    await together.start();
    await waitFor('the relay and consumers to have done their part', async () => new Set(runs.flat()).size === ids.length);
    await together.stop();

    expect(failed.length).toBeGreaterThan(1);
    expect(runs.length).toBeLessThan(ids.length);
    for (const id of failed) expect(runs.flat()).toContain(id);
    for (const id of ids) expect(await appliedCount(id)).toBe(1);
  });

  /** Events for new items, waiting in the stream for a consumer created and stopped, so that they arrive together. */
  async function waitingTogether(durable: string, count: number): Promise<string[]> {
    const first = consumer(durable);
    await first.start();
    await first.stop();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push(await createItemWithEvent(`${durable} ${i}`));
    await waitFor('the relay and consumers to have done their part', async () => (await Promise.all(ids.map(streamMessagesFor))).every((n) => n === 1));
    return ids;
  }

  /** A consumer writing, for each event, its person and the transaction it was applied in. */
  function recordingTransactions(durable: string, refuse: (userId: string) => boolean = () => false) {
    return consumerOf(
      defineConsumer({
        durable,
        contracts: [identityUserCreated],
        handle: async (event, tx: Tx) => {
          await tx.execute(sql`insert into kit_test.applied_in (user_id, txid) values (${event.data.userId}, txid_current())`);
          if (refuse(event.data.userId)) throw new Error('refused on purpose');
        },
      }),
    );
  }

  async function appliedIn(ids: readonly string[]): Promise<{ user_id: string; txid: string }[]> {
    const rows = await database.db.execute(sql`select user_id, txid::text as txid from kit_test.applied_in where user_id in ${ids} order by n`);
    return rows.rows as { user_id: string; txid: string }[];
  }

  it('applies events that arrived together in shared transactions, in the order they were published, each once', async () => {
    const ids = await waitingTogether('kit-shared-tx', 12);
    const recording = recordingTransactions('kit-shared-tx');
    await recording.start();
    await waitFor('the relay and consumers to have done their part', async () => (await appliedIn(ids)).length === ids.length);
    await recording.stop();

    const applied = await appliedIn(ids);
    expect(applied.map((row) => row.user_id)).toEqual(ids);
    // Twelve events, fewer commits.
    expect(new Set(applied.map((row) => row.txid)).size).toBeLessThan(ids.length);
  });

  it('applies no more than a pull of events in one transaction, and an event arriving alone without waiting for others', async () => {
    const ids = await waitingTogether('kit-pull-size', MAX_EVENTS_TOGETHER + 6);
    const recording = recordingTransactions('kit-pull-size');
    await recording.start();
    await waitFor('the relay and consumers to have done their part', async () => (await appliedIn(ids)).length === ids.length, 20_000);
    const perTransaction = new Map<string, number>();
    for (const { txid } of await appliedIn(ids)) perTransaction.set(txid, (perTransaction.get(txid) ?? 0) + 1);
    expect(Math.max(...perTransaction.values())).toBeLessThanOrEqual(MAX_EVENTS_TOGETHER);
    expect(perTransaction.size).toBeGreaterThan(1);
    expect(perTransaction.size).toBeLessThan(ids.length);

    // Nothing else waits: the one event is applied as soon as it is delivered, in a transaction of its own.
    const alone = await createItemWithEvent('kit-pull-size alone');
    await waitFor('the relay and consumers to have done their part', async () => (await appliedIn([alone])).length === 1);
    await recording.stop();
  });

  it('applies the others once each when one event of those that arrived together fails, and delivers that one again', async () => {
    const ids = await waitingTogether('kit-shared-tx-refused', 12);
    const refused = ids[5]!;
    let refusals = 0;
    // It fails with the others, then alone, and is applied when it comes again.
    const recording = recordingTransactions('kit-shared-tx-refused', (userId) => userId === refused && refusals++ < 2);
    await recording.start();
    await waitFor('the relay and consumers to have done their part', async () => (await appliedIn(ids)).length === ids.length);
    await recording.stop();

    expect(refusals).toBe(3);
    const applied = await appliedIn(ids);
    expect([...applied.map((row) => row.user_id)].sort()).toEqual([...ids].sort());
    expect(applied.map((row) => row.user_id).filter((id) => id !== refused)).toEqual(ids.filter((id) => id !== refused));
    const journalled = await database.db.execute(
      sql`select count(*)::int as n from kit_test.processed_events p join kit_test.outbox o on o.id = p.event_id where p.consumer = 'kit-shared-tx-refused' and o.payload->'data'->>'userId' in ${ids}`,
    );
    expect(journalled.rows).toEqual([{ n: ids.length }]);
  });

  it('acknowledges an event it does not want without a transaction, a journal row or after-commit work', async () => {
    const durable = 'kit-wants';
    const unwanted = await createItemWithEvent('not for this consumer');
    const wanted = await createItemWithEvent('for this consumer');
    const handled: string[] = [];
    const afterCommitted: string[] = [];
    const choosy = consumerOf(
      defineConsumer({
        durable,
        contracts: [identityUserCreated],
        wants: (event) => event.data.userId !== unwanted,
        handle: async (event, tx: Tx) => {
          handled.push(event.data.userId);
          await tx.execute(sql`insert into kit_test.applied (event_id, user_id) values (${event.id}, ${event.data.userId})`);
        },
        afterCommit: async (event) => {
          afterCommitted.push(event.data.userId);
        },
      }),
    );
    await choosy.start();
    await waitFor('the relay and consumers to have done their part', async () => (await appliedCount(wanted)) === 1);
    // Everything delivered so far is acknowledged, the unwanted event included.
    await waitFor('the relay and consumers to have done their part', async () => {
      const info = await bus.jsm.consumers.info(STREAM_NAME, durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
    await choosy.stop();

    expect(handled).toContain(wanted);
    expect(handled).not.toContain(unwanted);
    expect(afterCommitted).not.toContain(unwanted);
    const journalled = await database.db.execute(
      sql`select o.payload->'data'->>'userId' as user_id from kit_test.processed_events p join kit_test.outbox o on o.id = p.event_id where p.consumer = ${durable} and o.payload->'data'->>'userId' in (${wanted}, ${unwanted})`,
    );
    expect(journalled.rows).toEqual([{ user_id: wanted }]);
  });

  it('catches up on events published while it was stopped', async () => {
    const first = consumer('kit-catch-up');
    await first.start();
    await first.stop();
    const ids = [await createItemWithEvent('a'), await createItemWithEvent('b'), await createItemWithEvent('c')];
    await waitFor('the relay and consumers to have done their part', async () => (await Promise.all(ids.map(streamMessagesFor))).every((n) => n === 1));
    const again = consumer('kit-catch-up');
    await again.start();
    await waitFor('the relay and consumers to have done their part', async () => (await Promise.all(ids.map(appliedCount))).every((n) => n === 1));
    await again.stop();
  });

  it('hands the handler the data parsed by its contract exactly once, with the envelope around it', async () => {
    let parses = 0;
    const itemNamed = defineEvent(
      'peace.kit.item.named',
      1,
      z.object({ name: z.string(), at: z.string().datetime() }).transform((value) => {
        parses++;
        return { name: value.name, at: new Date(value.at) };
      }),
    );
    const received: ReceivedEvent<typeof itemNamed>[] = [];
    const typed = new EventConsumer({
      bus,
      db: database.db,
      schemaName: 'kit_test',
      logger,
      consumer: defineConsumer({
        durable: 'kit-typed',
        contracts: [itemNamed],
        handle: async (event) => {
          received.push(event);
        },
      }),
    });
    await typed.start();
    const id = crypto.randomUUID();
    const occurredAt = new Date().toISOString();
    await bus.js.publish('peace.kit.item.named', JSON.stringify({ id, type: 'peace.kit.item.named', occurredAt, version: 1, data: { name: 'bell', at: '2026-01-02T03:04:05.000Z' } }), { msgID: id });
    await waitFor('the relay and consumers to have done their part', async () => received.length === 1);
    await typed.stop();
    expect(received[0]).toEqual({ id, type: 'peace.kit.item.named', occurredAt, version: 1, data: { name: 'bell', at: new Date('2026-01-02T03:04:05.000Z') } });
    expect(parses).toBe(1);
  });

  it('terminates a message whose payload its contract rejects, and goes on with the next', async () => {
    const durable = 'kit-unparseable';
    const settled = async () => {
      const info = await bus.jsm.consumers.info(STREAM_NAME, durable);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    };
    const first = consumer(durable);
    await first.start();
    await waitFor('the consumer to settle every message', settled);
    await first.stop();
    const bad = crypto.randomUUID();
    await bus.js.publish('peace.identity.user.created', JSON.stringify({ id: bad, type: 'peace.identity.user.created', occurredAt: new Date().toISOString(), version: 1, data: { userId: 'not-a-user' } }), { msgID: bad });
    const good = await createItemWithEvent('after the bad one');
    const again = consumer(durable);
    await again.start();
    await waitFor('the relay and consumers to have done their part', async () => (await appliedCount(good)) === 1);
    // A nak'd message would stay pending and come back; a terminated one is settled for good.
    await waitFor('the consumer to settle every message', settled);
    await again.stop();
    expect(await appliedCount('not-a-user')).toBe(0);
  });

  it('defers an event from a newer producer instead of applying or losing it', async () => {
    const userId = crypto.randomUUID();
    const future = crypto.randomUUID();
    const durable = 'kit-newer';
    const deferred = consumer(durable);
    await deferred.start();
    await bus.js.publish('peace.identity.user.created', JSON.stringify({ id: future, type: 'peace.identity.user.created', occurredAt: new Date().toISOString(), version: identityUserCreated.version + 1, data: userCreated(userId) }), { msgID: future });
    await waitFor('the relay and consumers to have done their part', async () => (await bus.jsm.consumers.info(STREAM_NAME, durable)).num_ack_pending === 1);
    await deferred.stop();
    expect(await appliedCount(userId)).toBe(0);
    // Not acknowledged and not terminated: the stream keeps it for redelivery to an upgraded consumer.
    const info = await bus.jsm.consumers.info(STREAM_NAME, durable);
    expect(info.num_ack_pending).toBe(1);
  });
});
