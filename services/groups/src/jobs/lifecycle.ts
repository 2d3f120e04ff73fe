import { z } from 'zod';
import { defineJob, type Clock, type JobQueue } from '@peace/kit';
import { dueOnTimeSessions, settleSessions, startSessionOnTime, unsettledSessions, type GroupSessionRow, type GroupsDeps, type GroupsDb, type SessionTimers } from '../commands/sessions.js';
import { endsAt } from '../commands/window.js';

const sessionPayload = z.object({ groupSessionId: z.uuid() });

/**
 * A timer fires a little after the instant it waits for, so that the session's end has passed by
 * the clock that settles it; a timer that still finds nothing to do leaves the session to the sweep.
 */
const TIMER_MARGIN_MS = 1_000;

/**
 * The jobs that end group sessions: one delayed job per session (idempotent by its id) at the end
 * of its window, and a repeatable sweep. Every one runs the same idempotent command, so whichever
 * comes first settles the session and the others change nothing.
 */
export function groupSessionJobs(deps: Pick<GroupsDeps, 'db' | 'clock'>, onStarted: (session: GroupSessionRow) => Promise<void>) {
  const settleOne = (name: string) =>
    defineJob({
      name,
      schema: sessionPayload,
      jobId: (payload) => `${name}-${payload.groupSessionId}`,
      handle: async ({ groupSessionId }, { logger }) => {
        const settled = await settleSessions(deps, groupSessionId);
        if (settled.completed + settled.cancelled > 0) logger.info({ groupSessionId, ...settled }, 'group session settled');
      },
    });
  const complete = settleOne('complete-group-session');
  const cancel = settleOne('cancel-unstarted-group-session');
  const startOne = async (groupSessionId: string, logger: { info: (fields: object, message: string) => void }) => {
    const started = await startSessionOnTime(deps, groupSessionId);
    if (!started) return;
    logger.info({ groupSessionId }, 'group session started on time by itself');
    await onStarted(started);
  };
  // A session set to start on time starts at its scheduled start without its creator: one delayed job per session.
  const start = defineJob({
    name: 'start-group-session-on-time',
    schema: sessionPayload,
    jobId: (payload) => `start-group-session-on-time-${payload.groupSessionId}`,
    handle: async ({ groupSessionId }, { logger }) => startOne(groupSessionId, logger),
  });
  // BullMQ delays follow real time; the sweep follows the services' clock, and catches any timer lost.
  const sweep = defineJob({
    name: 'sweep-group-sessions',
    schema: z.object({}),
    attempts: 1,
    handle: async (_payload, { logger }) => {
      for (const groupSessionId of await dueOnTimeSessions(deps)) await startOne(groupSessionId, logger);
      const settled = await settleSessions(deps);
      if (settled.completed + settled.cancelled > 0) logger.info(settled, 'group sessions settled by the sweep');
    },
  });
  return { complete, cancel, start, sweep, all: [complete, cancel, start, sweep] as const };
}

export type GroupSessionJobs = ReturnType<typeof groupSessionJobs>;

/** Session timers as delayed jobs on the service's queue. */
export function jobTimers(jobs: JobQueue, definitions: GroupSessionJobs, clock: Clock): SessionTimers {
  const delayUntil = (at: Date) => Math.max(0, at.getTime() - clock.now().getTime()) + TIMER_MARGIN_MS;
  return {
    completeAtEnd: (row) => jobs.enqueue(definitions.complete, { groupSessionId: row.id }, { delayMs: delayUntil(endsAt(row)) }),
    cancelIfNotStarted: (row) => jobs.enqueue(definitions.cancel, { groupSessionId: row.id }, { delayMs: delayUntil(endsAt(row)) }),
    startOnTime: (row) => jobs.enqueue(definitions.start, { groupSessionId: row.id }, { delayMs: delayUntil(row.scheduledStart) }),
  };
}

/**
 * Sets again the timer of every session not yet settled, from PostgreSQL, so that a Redis that
 * lost its jobs loses no session's end. Timers that still exist are kept (same job id).
 */
export async function rederiveTimers(db: GroupsDb, timers: SessionTimers): Promise<number> {
  const sessions = await unsettledSessions(db);
  for (const row of sessions) {
    await (row.status === 'active' ? timers.completeAtEnd(row) : timers.cancelIfNotStarted(row));
    if (row.status === 'scheduled' && row.startOnTime) await timers.startOnTime(row);
  }
  return sessions.length;
}

/** Runs the sweep every intervalMs; replicas share the one schedule. */
export async function scheduleSweep(jobs: JobQueue, definitions: GroupSessionJobs, intervalMs: number): Promise<void> {
  await jobs.repeat(definitions.sweep, {}, { everyMs: intervalMs });
}
