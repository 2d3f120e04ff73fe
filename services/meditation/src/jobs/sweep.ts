import { sweepAbandonedSessions, type ActiveSessionDeps, type SweepOptions } from '../commands/active-sessions.js';

export interface Sweeper {
  stop(): Promise<void>;
}

/**
 * Runs the sweep of abandoned active sessions now and then every intervalMs. A run never
 * overlaps the previous one; stop() waits for a run in progress so shutdown never cuts a
 * transaction short.
 */
export function startActiveSessionSweep(deps: ActiveSessionDeps, options: SweepOptions & { intervalMs: number }): Sweeper {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweepAbandonedSessions(deps, options)
      .then((removed) => {
        if (removed > 0) deps.logger.info({ removed }, 'abandoned active sessions removed');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'active session sweep failed; will retry'))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
