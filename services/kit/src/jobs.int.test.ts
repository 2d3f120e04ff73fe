import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { testInfraUrls, waitFor } from '@peace/scripts/testing';
import { createJobQueue, defineJob, type JobDefinition, type JobQueue } from './jobs.js';
import { createLogger } from './logger.js';

const logger = createLogger('jobs-test', 'silent');
const open: JobQueue[] = [];

/** One replica's queue and worker; replicas of one service share the name and the prefix. */
async function replica(jobs: readonly JobDefinition<unknown>[], prefix: string, name = 'jobs-test', lockMs?: number): Promise<JobQueue> {
  const queue = await createJobQueue({ name, redisUrl: testInfraUrls().redisUrl, prefix, jobs, logger, lockMs });
  open.push(queue);
  return queue;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((queue) => queue.close()));
});


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the queue holds nothing to run (none waiting, delayed or running): a job added by
 * mistake would have run by then, so a count of runs checked after it is final.
 */
async function idle(jobs: JobQueue): Promise<void> {
  await waitFor('the jobs to have run', async () => {
    const counts = await jobs.queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'paused');
    return Object.values(counts).every((count) => count === 0);
  });
}

describe('jobs', () => {
  it('runs a delayed job after its delay, with its payload parsed by its schema', async () => {
    const runs: { at: number; payload: { sessionId: string; endsAt: Date } }[] = [];
    const endSession = defineJob({
      name: 'end-session',
      schema: z.object({ sessionId: z.string().uuid(), endsAt: z.coerce.date() }),
      jobId: ({ sessionId }) => `end-${sessionId}`,
      handle: async (payload) => {
        runs.push({ at: Date.now(), payload });
      },
    });
    const jobs = await replica([endSession], randomUUID());
    const sessionId = randomUUID();
    const added = Date.now();
    await jobs.enqueue(endSession, { sessionId, endsAt: new Date('2026-03-01T10:00:00.000Z') }, { delayMs: 400 });
    await waitFor('the jobs to have run', async () => runs.length === 1);
    expect(runs[0]!.at - added).toBeGreaterThanOrEqual(400);
    // JSON in Redis carries a string; the schema turns it back into a date.
    expect(runs[0]!.payload).toEqual({ sessionId, endsAt: new Date('2026-03-01T10:00:00.000Z') });
  });

  it('keeps one job when the same job id is added again, from any replica', async () => {
    let runs = 0;
    const remind = defineJob({
      name: 'remind',
      schema: z.object({ sessionId: z.string() }),
      jobId: ({ sessionId }) => `remind-${sessionId}`,
      handle: async () => {
        runs++;
      },
    });
    const prefix = randomUUID();
    const [first, second] = [await replica([remind], prefix), await replica([remind], prefix)];
    await first.enqueue(remind, { sessionId: 's1' }, { delayMs: 300 });
    await second.enqueue(remind, { sessionId: 's1' }, { delayMs: 300 });
    await first.enqueue(remind, { sessionId: 's1' }, { delayMs: 300 });
    await waitFor('the jobs to have run', async () => runs === 1);
    // Added again after it ran (as a start-up re-derivation would): still the one run.
    await second.enqueue(remind, { sessionId: 's1' });
    await idle(second);
    expect(runs).toBe(1);
  });

  it('runs a job that already ran once more when added again with `again`, and keeps one that is still waiting', async () => {
    let runs = 0;
    const send = defineJob({
      name: 'send',
      schema: z.object({ id: z.string() }),
      jobId: ({ id }) => `send-${id}`,
      handle: async () => {
        runs++;
      },
    });
    const jobs = await replica([send], randomUUID());
    await jobs.enqueueMany(send, [{ id: 'a' }]);
    await waitFor('the jobs to have run', async () => runs === 1);
    await jobs.enqueueMany(send, [{ id: 'a' }]);
    await idle(jobs);
    expect(runs).toBe(1);
    await jobs.enqueueMany(send, [{ id: 'a' }], { again: true });
    await waitFor('the jobs to have run', async () => runs === 2);
    // Waiting (delayed) jobs are kept as they are: `again` adds nothing beside them.
    await jobs.enqueue(send, { id: 'b' }, { delayMs: 300 });
    await jobs.enqueueMany(send, [{ id: 'b' }, { id: 'b' }], { again: true });
    await waitFor('the jobs to have run', async () => runs === 3);
    await idle(jobs);
    expect(runs).toBe(3);
  });

  it('cancels a delayed job by its payload before it runs', async () => {
    let runs = 0;
    const remind = defineJob({
      name: 'remind',
      schema: z.object({ sessionId: z.string() }),
      jobId: ({ sessionId }) => `remind-${sessionId}`,
      handle: async () => {
        runs++;
      },
    });
    const jobs = await replica([remind], randomUUID());
    await jobs.enqueue(remind, { sessionId: 's2' }, { delayMs: 300 });
    expect(await jobs.cancel(remind, { sessionId: 's2' })).toBe(true);
    expect(await jobs.cancel(remind, { sessionId: 's2' })).toBe(false);
    await idle(jobs);
    expect(runs).toBe(0);
  });

  it('refuses to add a payload its schema rejects', async () => {
    const remind = defineJob({ name: 'remind', schema: z.object({ sessionId: z.string().uuid() }), handle: async () => undefined });
    const jobs = await replica([remind], randomUUID());
    await expect(jobs.enqueue(remind, { sessionId: 'not-a-uuid' })).rejects.toThrow();
    expect(await jobs.queue.count()).toBe(0);
  });

  it('fails a job whose stored payload its schema rejects at once, without retrying', async () => {
    let runs = 0;
    const remind = defineJob({
      name: 'remind',
      schema: z.object({ sessionId: z.string().uuid() }),
      attempts: 5,
      handle: async () => {
        runs++;
      },
    });
    const jobs = await replica([remind], randomUUID());
    // Written by something that skipped the schema, e.g. an older replica.
    const job = await jobs.queue.add('remind', { sessionId: 42 }, { attempts: 5 });
    await waitFor('the jobs to have run', async () => (await job.isFailed()) === true);
    const failed = await jobs.queue.getJob(job.id!);
    expect(failed!.attemptsMade).toBe(1);
    expect(runs).toBe(0);
  });

  it('runs a repeatable job on every tick, each tick once, while two replicas schedule and work it', async () => {
    const ticks: string[] = [];
    let running = 0;
    let overlapped = false;
    const sweep = defineJob({
      name: 'sweep',
      schema: z.object({ graceMs: z.number() }),
      handle: async (_payload, { id }) => {
        running++;
        if (running > 1) overlapped = true;
        ticks.push(id);
        // A run that lasts a while, as work does: what a second run of a tick would overlap. Not a wait for anything.
        await sleep(50);
        running--;
      },
    });
    const prefix = randomUUID();
    const replicas = [await replica([sweep], prefix), await replica([sweep], prefix)];
    const started = Date.now();
    await Promise.all(replicas.map((jobs) => jobs.repeat(sweep, { graceMs: 1000 }, { everyMs: 300 })));
    await waitFor('the jobs to have run', async () => ticks.length >= 4 && running === 0);
    const elapsed = Date.now() - started;
    // The first tick runs at once, then one per 300 ms boundary: never more, whatever the number
    // of replicas (two schedulers or two runs per tick would make about twice as many).
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(Math.floor(elapsed / 300) + 2);
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(overlapped).toBe(false);
    expect(await replicas[0]!.queue.getJobSchedulersCount()).toBe(1);
  });

  it('lets a running job finish before close returns, and takes no new one', async () => {
    let finished = false;
    let started = false;
    const slow = defineJob({
      name: 'slow',
      schema: z.object({}),
      handle: async () => {
        started = true;
        // The job's own run time, which close must wait out: not a wait for anything.
        await sleep(300);
        finished = true;
      },
    });
    const jobs = await replica([slow], randomUUID());
    await jobs.enqueue(slow, {});
    await waitFor('the jobs to have run', async () => started);
    await jobs.close();
    open.splice(open.indexOf(jobs), 1);
    expect(finished).toBe(true);
  });

  it('takes up again, after about twice its lock, a job whose replica was killed while running it', async () => {
    const prefix = randomUUID();
    const lockMs = 1000;
    // Another process, as a replica is: it adds the job, starts it, and never finishes it.
    const kit = fileURLToPath(new URL('../dist/jobs.js', import.meta.url));
    const doomed = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { z } = await import('zod');
         const { createJobQueue, defineJob } = await import(${JSON.stringify(kit)});
         const { createLogger } = await import(${JSON.stringify(kit.replace(/jobs\.js$/, 'logger.js'))});
         const slow = defineJob({ name: 'slow', schema: z.object({}), jobId: () => 'slow-1', handle: () => { console.log('running'); return new Promise(() => {}); } });
         const jobs = await createJobQueue({ name: 'jobs-test-lock', redisUrl: process.env.REDIS_URL, prefix: process.env.PREFIX, jobs: [slow], logger: createLogger('doomed', 'silent'), lockMs: ${lockMs} });
         await jobs.enqueue(slow, {});`,
      ],
      { cwd: fileURLToPath(new URL('..', import.meta.url)), env: { ...process.env, REDIS_URL: testInfraUrls().redisUrl, PREFIX: prefix }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      doomed.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('running')) resolve();
      });
      doomed.once('exit', (code) => reject(new Error(`the replica exited with ${code} before running the job`)));
    });
    doomed.kill('SIGKILL');
    await new Promise((resolve) => doomed.once('exit', resolve));
    const killedAt = Date.now();

    const runs: number[] = [];
    const slow = defineJob({ name: 'slow', schema: z.object({}), jobId: () => 'slow-1', handle: async () => void runs.push(Date.now()) });
    await replica([slow], prefix, 'jobs-test-lock', lockMs);
    // With BullMQ's own 30 s lock and check, this would take 30 to 90 s.
    await waitFor('the jobs to have run', async () => runs.length === 1, 8 * lockMs);
    expect(runs[0]! - killedAt).toBeLessThan(8 * lockMs);
  });
});
