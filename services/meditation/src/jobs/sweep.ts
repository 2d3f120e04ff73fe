import { z } from 'zod';
import { defineJob, type JobQueue } from '@peace/kit';
import { sweepAbandonedSessions, type ActiveSessionDeps } from '../commands/active-sessions.js';
import { forgetOldKeys } from '../commands/completions.js';

/**
 * Removes abandoned active sessions, and the Idempotency-Keys whose day has passed. Repeatable: every replica schedules it at start-up and they
 * share one scheduler, so each tick runs once; a tick that fails is simply followed by the next.
 */
export function activeSessionSweepJob(deps: ActiveSessionDeps) {
  return defineJob({
    name: 'sweep-abandoned-sessions',
    schema: z.object({ graceMs: z.number().int().positive(), maxPauseMs: z.number().int().positive() }),
    attempts: 1,
    handle: async (options, { logger }) => {
      const removed = await sweepAbandonedSessions(deps, options);
      if (removed > 0) logger.info({ removed }, 'abandoned active sessions removed');
      const forgotten = await forgetOldKeys(deps.db, deps.clock.now());
      if (forgotten > 0) logger.info({ forgotten }, 'old idempotency keys forgotten');
    },
  });
}

/** Runs the sweep now and then every intervalMs, with the given limits. */
export async function scheduleActiveSessionSweep(jobs: JobQueue, job: ReturnType<typeof activeSessionSweepJob>, options: { intervalMs: number; graceMs: number; maxPauseMs: number }): Promise<void> {
  await jobs.repeat(job, { graceMs: options.graceMs, maxPauseMs: options.maxPauseMs }, { everyMs: options.intervalMs });
}
