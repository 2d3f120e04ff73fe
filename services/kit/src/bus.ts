import { readFileSync } from 'node:fs';
import { connect, credsAuthenticator, nanos, type ConnectionOptions, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JetStreamClient, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import { sql } from 'drizzle-orm';
import { index, jsonb, primaryKey, text, timestamp, uuid, type PgSchema } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { createEnvelope, envelopeSchema, STREAM_NAME, STREAM_SUBJECTS, type Envelope, type EventContract } from '@peace/proto';
import type { Database } from './db.js';
import type { Logger } from './logger.js';

/** The outbox and the consumer journal every service keeps in its own schema. */
export function eventTables(schema: PgSchema) {
  const outbox = schema.table(
    'outbox',
    {
      id: uuid('id').primaryKey(),
      subject: text('subject').notNull(),
      payload: jsonb('payload').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
    },
    (t) => [index('outbox_unpublished_idx').on(t.id).where(sql`published_at is null`)],
  );
  const processedEvents = schema.table(
    'processed_events',
    {
      consumer: text('consumer').notNull(),
      eventId: uuid('event_id').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
  );
  return { outbox, processedEvents };
}

/**
 * The channel a service's outbox wakes its relay on: one per schema, so that an event written by
 * one service wakes only the relays that publish it.
 */
function outboxChannel(schemaName: string): string {
  return `peace_outbox_${schemaName}`;
}

/** The most outbox rows a relay publishes at once. */
const RELAY_BATCH_SIZE = 100;
const NEWER_VERSION_RETRY_MS = 60_000;

// Anything drizzle can run SQL on inside a transaction.
export interface SqlExecutor {
  execute(query: ReturnType<typeof sql>): Promise<unknown>;
}

/**
 * Writes an event into the service's outbox inside the caller's transaction: the event exists
 * if and only if the transaction commits. The relay publishes it afterwards.
 */
export async function enqueueEvent<TType extends string, TData>(tx: SqlExecutor, schemaName: string, contract: EventContract<TType, TData>, data: TData, occurredAt?: Date): Promise<Envelope<TData>> {
  const [envelope] = await enqueueEvents(tx, schemaName, [createEnvelope(contract, data, occurredAt)]);
  return envelope as Envelope<TData>;
}

/**
 * Writes several events into the outbox in one statement, in the order given, inside the caller's
 * transaction. The same statement wakes the relay; the notification is delivered only on commit.
 */
export async function enqueueEvents(tx: SqlExecutor, schemaName: string, envelopes: readonly Envelope<unknown>[]): Promise<readonly Envelope<unknown>[]> {
  if (envelopes.length === 0) return envelopes;
  const rows = sql.join(
    envelopes.map((envelope, position) => sql`(${envelope.id}::uuid, ${envelope.type}, ${JSON.stringify(envelope)}::jsonb, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${sql.identifier(schemaName)}.outbox (id, subject, payload)
      select event.id, event.subject, event.payload
      from (values ${rows}) as event (id, subject, payload, position)
      cross join (select pg_notify(${outboxChannel(schemaName)}, '')) as wake
      order by event.position`,
  );
  return envelopes;
}

/**
 * How long the stream keeps events: a consumer that was down longer than this cannot catch up
 * from the stream, so it must not be shorter than any plausible outage. Consumer journals are
 * pruned after the same time, since no redelivery can be older.
 */
export const STREAM_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface Bus {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  close(): Promise<void>;
}

/** How a process logs into NATS: the settings NATS_USER and NATS_PASSWORD, NATS_TOKEN or NATS_CREDS_FILE. */
export interface NatsCredentials {
  NATS_USER?: string | undefined;
  NATS_PASSWORD?: string | undefined;
  NATS_TOKEN?: string | undefined;
  NATS_CREDS_FILE?: string | undefined;
}

/**
 * The connection options for a comma-separated list of NATS URLs: the servers without any user
 * information, and the credentials as nats.js takes them (it uses none written in a URL, and reads
 * a password starting with a digit as the port). Credentials in a URL are still honoured, decoded,
 * when no setting gives them.
 */
export function natsConnectionOptions(url: string, credentials: NatsCredentials = {}): Pick<ConnectionOptions, 'servers' | 'user' | 'pass' | 'token' | 'authenticator'> {
  let user: string | undefined;
  let pass: string | undefined;
  const servers = url
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean)
    .map((server) => {
      const at = server.lastIndexOf('@');
      if (at === -1) return server;
      const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(server)?.[0] ?? '';
      const info = server.slice(scheme.length, at);
      const colon = info.indexOf(':');
      user ??= decodeURIComponent(colon === -1 ? info : info.slice(0, colon));
      pass ??= colon === -1 ? undefined : decodeURIComponent(info.slice(colon + 1));
      return scheme + server.slice(at + 1);
    });
  if (credentials.NATS_CREDS_FILE) {
    const file = credentials.NATS_CREDS_FILE;
    // Read at each connect, so a rotated file is used on the next reconnect.
    return { servers, authenticator: credsAuthenticator(() => readFileSync(file)) };
  }
  if (credentials.NATS_TOKEN) return { servers, token: credentials.NATS_TOKEN };
  if (credentials.NATS_USER || credentials.NATS_PASSWORD) return { servers, user: credentials.NATS_USER ?? user, pass: credentials.NATS_PASSWORD ?? pass };
  if (user !== undefined && pass === undefined) return { servers, token: user };
  return user === undefined ? { servers } : { servers, user, pass };
}

/** Connects to NATS and makes sure the PEACE stream exists, kept on `replicas` servers (1 unless a cluster's setting says more). */
export async function connectBus(url: string, name: string, options: { replicas?: number; credentials?: NatsCredentials } = {}): Promise<Bus> {
  // waitOnFirstConnect: a NATS started alongside (a first Kubernetes install) is awaited, not a reason to exit.
  const nc = await connect({ ...natsConnectionOptions(url, options.credentials), name, maxReconnectAttempts: -1, reconnectTimeWait: 500, waitOnFirstConnect: true });
  const jsm = await jetstreamManager(nc);
  const config = { name: STREAM_NAME, subjects: STREAM_SUBJECTS, duplicate_window: nanos(60 * 60 * 1000), max_age: nanos(STREAM_MAX_AGE_MS), num_replicas: options.replicas ?? 1 };
  try {
    const info = await jsm.streams.info(STREAM_NAME);
    if (info.config.max_age !== config.max_age || info.config.num_replicas !== config.num_replicas) {
      await jsm.streams.update(STREAM_NAME, { ...info.config, max_age: config.max_age, num_replicas: config.num_replicas });
    }
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // Another process created it first.
      await jsm.streams.info(STREAM_NAME).catch(() => {
        throw error;
      });
    }
  }
  return {
    nc,
    js: jetstream(nc),
    jsm,
    close: async () => {
      if (!nc.isClosed()) await nc.drain();
    },
  };
}

export interface RelayOptions {
  pool: pg.Pool;
  schemaName: string;
  js: JetStreamClient;
  logger: Logger;
  batchSize?: number;
  pollMs?: number;
  /** Test seam: runs after a batch is published and before its mark as published commits. */
  afterPublish?: (ids: string[]) => Promise<void> | void;
}

/**
 * Publishes committed outbox rows to JetStream, with the event id as the message id so that a
 * re-publish after a crash is dropped by the stream's duplicate window. Safe with many replicas
 * (rows are claimed with SKIP LOCKED).
 */
export class OutboxRelay {
  private running = false;
  private wake: (() => void) | undefined;
  /** Set by a notification: rows may have been committed since the last batch was claimed. */
  private notified = false;
  private listener: { client: pg.PoolClient; drop: () => void } | undefined;
  private loop: Promise<void> | undefined;

  constructor(private readonly options: RelayOptions) {}

  async start(): Promise<void> {
    this.running = true;
    await this.listen();
    this.loop = this.run();
  }

  private async listen(): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.options.pool.connect();
    } catch (error) {
      this.options.logger.warn({ err: error }, 'outbox relay cannot listen; polling only');
      return;
    }
    // The connection can fail more than once (an error while listening, then the server going away),
    // and pg-pool throws on a second release: give it back exactly once, destroyed.
    let released = false;
    const drop = () => {
      if (released) return;
      released = true;
      if (this.listener?.client === client) this.listener = undefined;
      client.release(true);
    };
    client.on('notification', () => {
      this.notified = true;
      this.wake?.();
    });
    client.on('error', drop);
    try {
      await client.query(`listen "${outboxChannel(this.options.schemaName)}"`);
      if (!released) this.listener = { client, drop };
    } catch (error) {
      drop();
      this.options.logger.warn({ err: error }, 'outbox relay cannot listen; polling only');
    }
  }

  private async run(): Promise<void> {
    const pollMs = this.options.pollMs ?? 1000;
    let lastCleanup = 0;
    const batchSize = this.options.batchSize ?? RELAY_BATCH_SIZE;
    while (this.running) {
      this.notified = false;
      let published = 0;
      try {
        published = await this.drainOnce();
        if (!this.listener) await this.listen();
        if (Date.now() - lastCleanup > 60 * 60 * 1000) {
          lastCleanup = Date.now();
          await this.options.pool.query(`delete from "${this.options.schemaName}".outbox where published_at < now() - interval '7 days'`);
          await this.options.pool.query(`delete from "${this.options.schemaName}".processed_events where processed_at < now() - make_interval(secs => $1)`, [
            STREAM_MAX_AGE_MS / 1000 + 24 * 60 * 60,
          ]);
        }
      } catch (error) {
        this.options.logger.warn({ err: error }, 'outbox relay batch failed; will retry');
      }
      // A full batch may have left rows behind, and a notification during it says rows came since
      // it was claimed: either way, claim again now. Otherwise wait for the next notification.
      if (published < batchSize && !this.notified && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
  }

  /**
   * Publishes one batch; answers how many events went out. The rows are claimed and marked in one
   * statement, and the mark commits only once JetStream has acknowledged every one of them.
   */
  async drainOnce(): Promise<number> {
    const { pool, schemaName, js } = this.options;
    const outbox = `"${schemaName}".outbox`;
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ id: string; subject: string; payload: unknown }>(
        `update ${outbox} set published_at = now()
         where id in (select id from ${outbox} where published_at is null order by id limit $1 for update skip locked)
         returning id, subject, payload`,
        [this.options.batchSize ?? RELAY_BATCH_SIZE],
      );
      // In the order they were written (ids sort as the database sorts them): published together
      // over one connection, they reach the stream in that order.
      rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      await Promise.all(rows.map((row) => js.publish(row.subject, JSON.stringify(row.payload), { msgID: row.id })));
      if (rows.length > 0) await this.options.afterPublish?.(rows.map((row) => row.id));
      await client.query('commit');
      return rows.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    const listener = this.listener;
    if (listener) {
      await listener.client.query(`unlisten "${outboxChannel(this.options.schemaName)}"`).catch(() => undefined);
      listener.drop();
    }
  }
}

/**
 * One subject filter covering every subject a consumer wants (servers before 2.10 take only one):
 * the subject itself, or the narrowest shared wildcard. Other subjects under it are acked unread.
 */
export function subjectFilter(subjects: readonly string[]): string {
  if (subjects.length === 1) return subjects[0]!;
  const split = subjects.map((subject) => subject.split('.'));
  const shared: string[] = [];
  for (let i = 0; split.every((tokens) => i < tokens.length - 1 && tokens[i] === split[0]![i]); i++) shared.push(split[0]![i]!);
  return shared.length > 0 ? `${shared.join('.')}.>` : '>';
}

/** An event as a consumer's handler receives it: the envelope with its data parsed by its contract. */
export type ReceivedEvent<TContract> = TContract extends EventContract<infer TType, infer TData> ? Envelope<TData> & { readonly type: TType } : never;

/** The transaction a consumer's handler runs in, for a service's database. */
export type EventTransaction<TDb extends Database<Record<string, unknown>>> = Parameters<Parameters<TDb['transaction']>[0]>[0];

/** What a service consumes: a durable position in the stream, the events it reads there and what it does with each. */
export interface ConsumerDefinition<TTx, TContract extends EventContract<string, unknown>> {
  /** Durable name; one per service and purpose, e.g. "stats-sessions". */
  readonly durable: string;
  readonly contracts: readonly TContract[];
  /**
   * Runs inside the transaction that also records the event as applied. Events that arrived
   * together share one transaction, each applied in turn in the order they came; when that
   * transaction fails, each is applied again in a transaction of its own. So a handler writes
   * only through tx, and what it reads there includes the events before it.
   */
  readonly handle: (event: ReceivedEvent<TContract>, tx: TTx) => Promise<void>;
  /**
   * Whether an event asks anything of this consumer. One it does not want (a personal sit, to a
   * consumer of group sits) is acknowledged as it arrives, with no transaction, journal row or
   * after-commit work: handle would have changed nothing. Without it, every event is wanted.
   */
  readonly wants?: (event: ReceivedEvent<TContract>) => boolean;
  /**
   * Runs after that transaction committed and before the ack, on every delivery (a redelivery
   * too, so work that failed here is tried again): for side effects outside the database, such as
   * queueing jobs that read what the transaction wrote. Must be idempotent.
   */
  readonly afterCommit?: (event: ReceivedEvent<TContract>) => Promise<void>;
  /**
   * Runs once for the events applied one after another from what had already arrived (at most
   * MAX_EVENTS_TOGETHER), after each one's own afterCommit and before any of them is acknowledged;
   * when it fails, all of them are delivered again. For side effects whose latest state is what
   * matters (a copy of figures the events changed), written once for many events. Must be idempotent.
   */
  readonly afterCommits?: (events: readonly ReceivedEvent<TContract>[]) => Promise<void>;
}

/** The most events a consumer applies before their shared after-commit work runs and they are acknowledged. */
export const MAX_EVENTS_TOGETHER = 64;

/**
 * Declares a consumer. The handler receives each event already parsed by its contract (a union
 * discriminated by `type` when there are several contracts), so it never parses again.
 */
export function defineConsumer<const TContracts extends readonly EventContract<string, unknown>[], TTx>(definition: {
  durable: string;
  contracts: TContracts;
  handle: (event: ReceivedEvent<TContracts[number]>, tx: TTx) => Promise<void>;
  wants?: (event: ReceivedEvent<TContracts[number]>) => boolean;
  afterCommit?: (event: ReceivedEvent<TContracts[number]>) => Promise<void>;
  afterCommits?: (events: readonly ReceivedEvent<TContracts[number]>[]) => Promise<void>;
}): ConsumerDefinition<TTx, TContracts[number]> {
  const types = definition.contracts.map((contract) => contract.type);
  const repeated = types.find((type, index) => types.indexOf(type) !== index);
  // Two versions of one event would make the handler's type ambiguous; a contract has one version.
  if (repeated) throw new Error(`consumer ${definition.durable} lists ${repeated} twice`);
  return Object.freeze({ ...definition });
}

export interface ConsumerOptions<TDb extends Database<Record<string, unknown>>, TContract extends EventContract<string, unknown> = EventContract<string, unknown>> {
  bus: Bus;
  db: TDb;
  schemaName: string;
  consumer: ConsumerDefinition<EventTransaction<TDb>, TContract>;
  logger: Logger;
  retryDelayMs?: number;
  /** How long an unacknowledged delivery waits before it is delivered again. */
  ackWaitMs?: number;
  /** Test seam: runs after the transaction committed and before the ack. */
  afterApply?: (event: ReceivedEvent<TContract>) => Promise<void> | void;
}

/** Parses a delivered message once: its envelope, then its data by the contract its type names. */
export type ParsedDelivery<TContract> = { kind: 'event'; event: ReceivedEvent<TContract> } | { kind: 'unknown' } | { kind: 'newer'; type: string; version: number; known: number };

export function parseDelivery<TContract extends EventContract<string, unknown>>(byType: ReadonlyMap<string, TContract>, payload: unknown): ParsedDelivery<TContract> {
  const raw = envelopeSchema.parse(payload);
  const contract = byType.get(raw.type);
  if (!contract) return { kind: 'unknown' };
  if (raw.version > contract.version) return { kind: 'newer', type: raw.type, version: raw.version, known: contract.version };
  return { kind: 'event', event: { ...raw, data: contract.schema.parse(raw.data) } as ReceivedEvent<TContract> };
}

/**
 * Records events as applied in the consumer's journal, inside the caller's transaction, and
 * answers those it did not hold yet, as PostgreSQL writes a uuid (lower case): the ones to apply now.
 */
async function journal(tx: SqlExecutor, schemaName: string, durable: string, eventIds: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(eventIds.map((id) => id.toLowerCase()))];
  const inserted = (await tx.execute(
    sql`insert into ${sql.identifier(schemaName)}.processed_events (consumer, event_id) select ${durable}, event_id from unnest(${sql.param(unique)}::uuid[]) as event_id on conflict do nothing returning event_id`,
  )) as { rows: { event_id: string }[] };
  return new Set(inserted.rows.map((row) => row.event_id));
}

/**
 * Applies an event inside the caller's transaction unless the consumer's journal already holds it;
 * answers whether it applied. The journal row commits or rolls back with the handler's changes.
 */
export async function applyOnce<TTx extends SqlExecutor, TEvent extends { id: string }>(
  tx: TTx,
  schemaName: string,
  durable: string,
  event: TEvent,
  handle: (event: TEvent, tx: TTx) => Promise<void>,
): Promise<boolean> {
  if ((await journal(tx, schemaName, durable, [event.id])).size === 0) return false;
  await handle(event, tx);
  return true;
}

/** A delivery and the event it carries. */
interface Delivered<TContract> {
  message: JsMsg;
  event: ReceivedEvent<TContract>;
}

/**
 * A durable JetStream consumer that applies each event in a database transaction together with a
 * journal row (events that arrived together share one), acking only after commit: a redelivered
 * event changes nothing.
 */
export class EventConsumer<TDb extends Database<Record<string, unknown>>, TContract extends EventContract<string, unknown> = EventContract<string, unknown>> {
  private messages: ConsumerMessages | undefined;
  private loop: Promise<void> | undefined;

  constructor(private readonly options: ConsumerOptions<TDb, TContract>) {}

  get durable(): string {
    return this.options.consumer.durable;
  }

  async start(): Promise<void> {
    const { bus } = this.options;
    const { durable, contracts } = this.options.consumer;
    const config = {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subjectFilter(contracts.map((contract) => contract.type)),
      ack_wait: nanos(this.options.ackWaitMs ?? 30_000),
      max_deliver: -1,
    };
    try {
      const info = await bus.jsm.consumers.info(STREAM_NAME, durable);
      if (info.config.filter_subject !== config.filter_subject) {
        await bus.jsm.consumers.update(STREAM_NAME, durable, { filter_subject: config.filter_subject });
      }
    } catch {
      await bus.jsm.consumers.add(STREAM_NAME, config);
    }
    const consumer = await bus.js.consumers.get(STREAM_NAME, durable);
    this.messages = await consumer.consume({ max_messages: MAX_EVENTS_TOGETHER });
    this.loop = this.run(this.messages);
  }

  /**
   * Applies what the pull has delivered. The consumer pulls up to MAX_EVENTS_TOGETHER messages at
   * a time; those already delivered and not yet read are applied with the one just read, in one
   * transaction.
   */
  private async run(messages: ConsumerMessages): Promise<void> {
    // Received and not yet read. Not getPending(), which also counts the pull requests already sent.
    const delivered = () => messages.getReceived() - messages.getProcessed();
    const byType = new Map(this.options.consumer.contracts.map((contract) => [contract.type, contract] as const));
    // Applied, waiting for the after-commit work they share before their acks.
    const held: Delivered<TContract>[] = [];
    const batch: JsMsg[] = [];
    for await (const message of messages) {
      batch.push(message);
      if (batch.length < MAX_EVENTS_TOGETHER && delivered() > 0) continue;
      await this.applyBatch(byType, batch.splice(0), held);
      // With shared work, while more has been delivered the next events are applied first: one run
      // of it then covers them all. Before waiting for the next message, the held are settled.
      const together = this.options.consumer.afterCommits !== undefined && held.length < MAX_EVENTS_TOGETHER;
      if (held.length > 0 && (!together || delivered() === 0)) await this.settle(held.splice(0));
    }
    // Stopped while reading a batch: what was read is applied rather than left to be redelivered.
    if (batch.length > 0) await this.applyBatch(byType, batch, held);
    if (held.length > 0) await this.settle(held.splice(0));
  }

  /** Applies a batch of deliveries together and runs each one's after-commit work; those it applied join held. */
  private async applyBatch(byType: ReadonlyMap<string, TContract>, batch: readonly JsMsg[], held: Delivered<TContract>[]): Promise<void> {
    const received: Delivered<TContract>[] = [];
    for (const message of batch) {
      const event = this.receive(byType, message);
      if (event) received.push({ message, event });
    }
    for (const delivered of await this.applyAll(received)) {
      try {
        await this.options.consumer.afterCommit?.(delivered.event);
        await this.options.afterApply?.(delivered.event);
        held.push(delivered);
      } catch (error) {
        this.redeliver(delivered, error);
      }
    }
  }

  /**
   * Applies events that arrived together in one transaction, in the order they came: one commit
   * for many, which is what lets a consumer keep up with a busy producer. When that transaction
   * fails (one event its handler refuses, a deadlock with another replica), each is applied again
   * in a transaction of its own, so only an event that fails by itself is delivered again.
   * Answers the events now applied (or applied before: a redelivery).
   */
  private async applyAll(received: readonly Delivered<TContract>[]): Promise<Delivered<TContract>[]> {
    if (received.length > 1) {
      const { db, schemaName } = this.options;
      const { durable, handle } = this.options.consumer;
      try {
        await db.transaction(async (tx) => {
          const fresh = await journal(tx, schemaName, durable, received.map(({ event }) => event.id));
          // An event delivered twice among them is applied the first time only.
          for (const { event } of received) if (fresh.delete(event.id.toLowerCase())) await handle(event, tx);
        });
        return [...received];
      } catch (error) {
        this.options.logger.debug({ err: error, events: received.length }, 'events applied together failed; applying each alone');
      }
    }
    const applied: Delivered<TContract>[] = [];
    for (const delivered of received) {
      try {
        await this.apply(delivered.event);
        applied.push(delivered);
      } catch (error) {
        this.redeliver(delivered, error);
      }
    }
    return applied;
  }

  /** Has an event whose handling failed delivered again, after the retry delay. */
  private redeliver({ message, event }: Delivered<TContract>, error: unknown): void {
    this.options.logger.warn({ err: error, eventId: event.id, type: event.type }, 'event handling failed; will be redelivered');
    message.nak(this.options.retryDelayMs ?? 2000);
  }

  /** The delivery's event to apply, or nothing once a delivery with none for this consumer (unknown, unwanted, unreadable, too new) is settled. */
  private receive(byType: ReadonlyMap<string, TContract>, message: JsMsg): ReceivedEvent<TContract> | undefined {
    let delivery: ParsedDelivery<TContract>;
    try {
      delivery = parseDelivery(byType, message.json());
    } catch (error) {
      // A payload no schema accepts will never apply: park it rather than loop on it.
      this.options.logger.error({ err: error, subject: message.subject, seq: message.seq }, 'unparseable event terminated');
      message.term();
      return undefined;
    }
    if (delivery.kind === 'unknown' || (delivery.kind === 'event' && this.options.consumer.wants?.(delivery.event) === false)) {
      message.ack();
      return undefined;
    }
    if (delivery.kind === 'newer') {
      // A producer already speaks a newer version (a rolling deploy): keep the event for when
      // this consumer has been upgraded too, rather than lose it.
      this.options.logger.warn({ type: delivery.type, version: delivery.version, known: delivery.known }, 'event from a newer producer deferred');
      message.nak(NEWER_VERSION_RETRY_MS);
      return undefined;
    }
    return delivery.event;
  }

  /** Runs the shared after-commit work of applied events, then acknowledges them, or has them all delivered again. */
  private async settle(held: readonly Delivered<TContract>[]): Promise<void> {
    try {
      await this.options.consumer.afterCommits?.(held.map(({ event }) => event));
      for (const { message } of held) message.ack();
    } catch (error) {
      this.options.logger.warn({ err: error, events: held.length }, 'after-commit work failed; the events will be redelivered');
      for (const { message } of held) message.nak(this.options.retryDelayMs ?? 2000);
    }
  }

  /** Applies one parsed event exactly once; answers false when it had already been applied. */
  async apply(event: ReceivedEvent<TContract>): Promise<boolean> {
    const { db, schemaName } = this.options;
    const { durable, handle } = this.options.consumer;
    return db.transaction((tx) => applyOnce(tx, schemaName, durable, event, handle));
  }

  async stop(): Promise<void> {
    await this.messages?.close();
    await this.loop;
  }
}
