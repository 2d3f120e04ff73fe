import { z } from 'zod';
import { defineJob, type JobQueue } from '@peace/kit';
import type { SessionStore } from '../commands/sessions.js';

const SESSION_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes expired sign-in sessions; lookups already ignore them, this only keeps the table small.
 * Repeatable and shared by every replica; the delete is idempotent, so an overlap would do no harm.
 */
export function expiredSessionSweepJob(store: SessionStore) {
  return defineJob({
    name: 'sweep-expired-sessions',
    schema: z.object({}),
    attempts: 1,
    handle: async (_payload, { logger }) => {
      const count = await store.sweepExpired();
      if (count > 0) logger.info({ count }, 'expired sessions deleted');
    },
  });
}

export async function scheduleExpiredSessionSweep(jobs: JobQueue, job: ReturnType<typeof expiredSessionSweepJob>, everyMs = SESSION_SWEEP_EVERY_MS): Promise<void> {
  await jobs.repeat(job, {}, { everyMs });
}
