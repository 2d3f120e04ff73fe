import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Logger } from './logger.js';

/** What a job's handler learns about the run besides its payload. */
export interface JobContext {
  /** The job's id: the idempotent id for one-off jobs, a generated one per run for repeatable jobs. */
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  logger: Logger;
}

/** Timed or repeatable work, defined once: its name, its payload schema, what it does. */
export interface JobDefinition<TPayload> {
  readonly name: string;
  readonly schema: z.ZodType<TPayload>;
  handle(payload: TPayload, context: JobContext): Promise<void>;
  /**
   * Names the job after its payload, so that adding the same job twice (from two replicas, or
   * again at start-up when timers are re-derived from PostgreSQL) keeps one. No ":" allowed.
   */
  jobId?(payload: TPayload): string;
  /** Runs before the job counts as failed; retries back off exponentially from one second. */
  readonly attempts?: number;
}

export function defineJob<TSchema extends z.ZodType>(definition: {
  name: string;
  schema: TSchema;
  handle: (payload: z.output<TSchema>, context: JobContext) => Promise<void>;
  jobId?: (payload: z.output<TSchema>) => string;
  attempts?: number;
}): JobDefinition<z.output<TSchema>> {
  if (!/^[a-z][a-z0-9-]*$/.test(definition.name)) throw new Error(`job name ${definition.name} must be lower-case words joined by dashes`);
  return Object.freeze({ ...definition, schema: definition.schema as unknown as z.ZodType<z.output<TSchema>> });
}

export interface JobQueue {
  /**
   * Adds a job to run once, now or after delayMs. With a jobId the add is idempotent: while a job
   * with that id exists (waiting, delayed, running or kept after it ran) another add is dropped.
   */
  enqueue<TPayload>(job: JobDefinition<TPayload>, payload: TPayload, options?: { delayMs?: number }): Promise<void>;
  /**
   * Adds many one-off jobs of one kind in one round trip to Redis; idempotent by job id like enqueue.
   * With `again`, a job of the same id that already ran (completed or failed) is removed first, so
   * the work runs once more; one waiting, delayed or running is kept.
   */
  enqueueMany<TPayload>(job: JobDefinition<TPayload>, payloads: readonly TPayload[], options?: { again?: boolean }): Promise<void>;
  /** Removes a one-off job that has not started yet, by the id its payload gives; answers whether there was one. */
  cancel<TPayload>(job: JobDefinition<TPayload>, payload: TPayload): Promise<boolean>;
  /**
   * Creates or updates the scheduler that adds the job every so many milliseconds. Every replica may
   * call it at start-up: they share one scheduler (named after the job), so each tick runs once.
   */
  repeat<TPayload>(job: JobDefinition<TPayload>, payload: TPayload, schedule: { everyMs: number }): Promise<void>;
  /** The BullMQ queue, for inspection in tests and tools. */
  readonly queue: Queue;
  /** Stops taking jobs, waits for running ones to finish, closes the connections it opened. */
  close(): Promise<void>;
}

export interface JobQueueOptions {
  /** The queue's name; one queue per service. */
  name: string;
  redisUrl: string;
  /** Prefix of every BullMQ key, so that separate deployments or test runs on one Redis never share a queue. */
  prefix: string;
  jobs: readonly JobDefinition<unknown>[];
  logger: Logger;
  /** How many jobs one replica runs at once. */
  concurrency?: number;
  /**
   * How long a worker's lock on a running job lasts unrenewed (it renews it every half of that),
   * and how often the worker looks for running jobs whose lock has lapsed: a job whose worker died
   * goes back to the queue within about twice this. Default 30 s.
   */
  lockMs?: number;
}

// Kept so a job id stays taken for a while after its run (a second add is still dropped), bounded so Redis does not grow.
const KEEP_COMPLETED = { age: 24 * 60 * 60, count: 1000 };
const KEEP_FAILED = { age: 7 * 24 * 60 * 60, count: 1000 };

/**
 * A service's BullMQ queue and the worker that runs its jobs. Payloads are parsed with the job's
 * schema when added and again when handled (Redis is outside the process); a payload the schema
 * rejects fails at once, without retries.
 */
export async function createJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { name, prefix, logger } = options;
  const byName = new Map<string, JobDefinition<unknown>>();
  for (const job of options.jobs) {
    if (byName.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
    byName.set(job.name, job);
  }
  // Adding jobs must fail fast while Redis is away, like every other call a request makes.
  const producer = new Redis(options.redisUrl, { connectionName: `${name}-jobs`, maxRetriesPerRequest: 2, retryStrategy: (times) => Math.min(times * 200, 2000) });
  // A worker blocks on Redis and must keep retrying through an outage: BullMQ requires no per-request retry limit.
  const consumer = new Redis(options.redisUrl, { connectionName: `${name}-worker`, maxRetriesPerRequest: null, retryStrategy: (times) => Math.min(times * 200, 2000) });
  const queue = new Queue(name, { connection: producer, prefix });
  queue.on('error', (error) => logger.warn({ err: error }, 'job queue error'));

  const worker = new Worker(
    name,
    async (job: Job) => {
      const definition = byName.get(job.name);
      // A job a newer replica added: fail this attempt so that one of those replicas takes it.
      if (!definition) throw new Error(`no job named ${job.name} here`);
      const parsed = definition.schema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`job ${job.name} payload rejected: ${parsed.error.message}`);
      const jobLogger = logger.child({ job: job.name, jobId: job.id });
      await definition.handle(parsed.data, { id: job.id ?? '', attempt: job.attemptsMade + 1, logger: jobLogger });
    },
    {
      connection: consumer,
      prefix,
      concurrency: options.concurrency ?? 2,
      autorun: false,
      ...(options.lockMs === undefined ? {} : { lockDuration: options.lockMs, stalledInterval: options.lockMs }),
    },
  );
  worker.on('failed', (job, error) => logger.warn({ err: error, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade }, 'job failed'));
  worker.on('error', (error) => logger.warn({ err: error }, 'job worker error'));
  await queue.waitUntilReady();
  await worker.waitUntilReady();
  void worker.run().catch((error: unknown) => logger.error({ err: error }, 'job worker stopped'));

  const known = <TPayload>(job: JobDefinition<TPayload>): JobDefinition<TPayload> => {
    if (byName.get(job.name) !== (job as JobDefinition<unknown>)) throw new Error(`job ${job.name} is not one of this queue's jobs`);
    return job;
  };
  const jobOptions = (job: JobDefinition<unknown>) => ({
    attempts: job.attempts ?? 3,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: KEEP_COMPLETED,
    removeOnFail: KEEP_FAILED,
  });

  return {
    queue,
    enqueue: async (job, payload, addOptions = {}) => {
      const data = known(job).schema.parse(payload);
      await queue.add(job.name, data, { ...jobOptions(job), jobId: job.jobId?.(data), delay: addOptions.delayMs });
    },
    enqueueMany: async (job, payloads, manyOptions = {}) => {
      const definition = known(job);
      if (payloads.length === 0) return;
      const entries = payloads.map((payload) => {
        const data = definition.schema.parse(payload);
        return { name: job.name, data, opts: { ...jobOptions(job), jobId: definition.jobId?.(data) } };
      });
      if (manyOptions.again) {
        for (const { opts } of entries) {
          if (!opts.jobId) continue;
          const state = await queue.getJobState(opts.jobId);
          if (state === 'completed' || state === 'failed') await queue.remove(opts.jobId);
        }
      }
      await queue.addBulk(entries);
    },
    cancel: async (job, payload) => {
      const definition = known(job);
      if (!definition.jobId) throw new Error(`job ${job.name} has no jobId, so it cannot be cancelled by its payload`);
      const existing = await queue.getJob(definition.jobId(job.schema.parse(payload)));
      if (!existing || !((await existing.isDelayed()) || (await existing.isWaiting()))) return false;
      await existing.remove();
      return true;
    },
    repeat: async (job, payload, schedule) => {
      const data = known(job).schema.parse(payload);
      await queue.upsertJobScheduler(job.name, { every: schedule.everyMs }, { name: job.name, data, opts: jobOptions(job) });
    },
    close: async () => {
      await worker.close();
      await queue.close();
      await Promise.all([producer.quit().catch(() => producer.disconnect()), consumer.quit().catch(() => consumer.disconnect())]);
    },
  };
}
