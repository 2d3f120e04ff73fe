import type { Express } from 'express';
import type { Redis } from 'ioredis';
import { connectBus, OutboxRelay, type Bus, EventConsumer, type ConsumerDefinition, type EventTransaction } from './bus.js';
import type { EventContract } from '@peace/proto';
import { createControlledClock, systemClock, type Clock } from './clock.js';
import type { ServiceConfig } from './config.js';
import { createDatabase, type Database, type DatabaseHandle } from './db.js';
import { natsCheck, postgresCheck, redisCheck } from './health.js';
import { createJobQueue, type JobDefinition, type JobQueue } from './jobs.js';
import { Lifecycle } from './lifecycle.js';
import { createLogger, type Logger } from './logger.js';
import { createRedis } from './redis.js';
import { createSubgraphServer, type SubgraphServer, type SubgraphServerOptions } from './server.js';

export interface ServiceRuntime<TSchema extends Record<string, unknown>> {
  name: string;
  logger: Logger;
  clock: Clock;
  db: Database<TSchema>;
  database: DatabaseHandle<TSchema>;
  redis: Redis;
  bus: Bus;
  lifecycle: Lifecycle;
  /** Starts a durable consumer and stops it on shutdown, before the connections close. */
  consume<TContract extends EventContract<string, unknown>>(consumer: ConsumerDefinition<EventTransaction<Database<TSchema>>, TContract>): Promise<void>;
  /**
   * Starts the service's job queue and its worker with every job it runs (call once); the worker
   * stops on shutdown after running jobs finish, before the connections close.
   */
  /** The service's one job queue; `concurrency` is how many jobs a replica runs at once (2 unless said). */
  startJobs(jobs: readonly JobDefinition<unknown>[], options?: { concurrency?: number }): Promise<JobQueue>;
  /** Registers something to close after the server and consumers, before the connections. */
  onStop(name: string, stop: () => Promise<void> | void): void;
  serve(
    options: Pick<SubgraphServerOptions, 'schemaPath' | 'resolvers'> & { internalRoutes?: (app: Express) => void; publicRoutes?: (app: Express) => void },
  ): Promise<SubgraphServer>;
}

/**
 * Connects a service to PostgreSQL, Redis and NATS, starts its outbox relay and prepares its
 * ordered shutdown: stop accepting, stop consumers and workers, stop the relay, drain NATS,
 * quit Redis, end the pool.
 */
export async function startRuntime<TSchema extends Record<string, unknown>>(options: {
  name: string;
  schemaName: string;
  config: ServiceConfig;
  schema: TSchema;
}): Promise<ServiceRuntime<TSchema>> {
  const { name, config } = options;
  const logger = createLogger(name, config.LOG_LEVEL);
  const lifecycle = new Lifecycle(logger, config.SHUTDOWN_TIMEOUT_MS);
  const database = createDatabase(config.DATABASE_URL, options.schema, {
    applicationName: name,
    logger,
    max: config.DATABASE_POOL_SIZE,
    statementTimeoutMillis: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMillis: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  const redis = createRedis(config.REDIS_URL, name);
  const bus = await connectBus(config.NATS_URL, name, { replicas: config.NATS_STREAM_REPLICAS, credentials: config });
  const controlled = config.PEACE_TEST_CLOCK ? await createControlledClock(config.REDIS_URL) : undefined;
  if (controlled) logger.warn('test clock enabled: time can be moved forward by the harness');
  const clock = controlled ?? systemClock;
  const relay = new OutboxRelay({ pool: database.pool, schemaName: options.schemaName, js: bus.js, logger });
  await relay.start();

  let server: SubgraphServer | undefined;
  const consumers: { stop(): Promise<void> }[] = [];
  const extraStops: { name: string; stop: () => Promise<void> | void }[] = [];
  let jobs: JobQueue | undefined;

  lifecycle
    .onShutdown('http server', () => server?.close())
    .onShutdown('consumers', async () => {
      await Promise.all(consumers.map((consumer) => consumer.stop()));
    })
    .onShutdown('workers', async () => {
      if (jobs) {
        await jobs.close();
        logger.info({ step: 'jobs' }, 'stopped');
      }
      for (const extra of extraStops) {
        await extra.stop();
        logger.info({ step: extra.name }, 'stopped');
      }
    })
    .onShutdown('outbox relay', () => relay.stop())
    .onShutdown('nats', () => bus.close())
    .onShutdown('clock', () => controlled?.close())
    .onShutdown('redis', async () => {
      await redis.quit().catch(() => redis.disconnect());
    })
    .onShutdown('postgres pool', () => database.close());

  return {
    name,
    logger,
    clock,
    db: database.db,
    database,
    redis,
    bus,
    lifecycle,
    consume: async (definition) => {
      const consumer = new EventConsumer({ consumer: definition, bus, db: database.db, schemaName: options.schemaName, logger });
      await consumer.start();
      consumers.push(consumer);
    },
    startJobs: async (definitions, jobOptions = {}) => {
      if (jobs) throw new Error('jobs already started');
      jobs = await createJobQueue({ name, redisUrl: config.REDIS_URL, prefix: config.JOBS_PREFIX, jobs: definitions, logger, concurrency: jobOptions.concurrency, lockMs: config.JOB_LOCK_MS });
      return jobs;
    },
    onStop: (stepName, stop) => {
      extraStops.push({ name: stepName, stop });
    },
    serve: async (serveOptions) => {
      server = await createSubgraphServer({
        name,
        logger,
        internalSecret: config.INTERNAL_SECRET,
        checks: { postgres: postgresCheck(database.pool), redis: redisCheck(redis), nats: natsCheck(bus.nc) },
        ...serveOptions,
      });
      const port = await server.listen(config.PORT, config.HOST);
      logger.info({ port }, `${name} ready`);
      return server;
    },
  };
}
