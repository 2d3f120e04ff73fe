import type { Logger } from '@peace/kit';
import type { SessionStore } from '../commands/sessions.js';

/**
 * Deletes expired sessions every so often; lookups already ignore them, this only keeps the
 * table small. Every replica may run it: the delete is idempotent.
 */
export function startSessionSweeper(store: SessionStore, logger: Logger, everyMs = 60 * 60 * 1000): { stop(): void } {
  const timer = setInterval(() => {
    store.sweepExpired().then(
      (count) => {
        if (count > 0) logger.info({ count }, 'expired sessions deleted');
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'expired session sweep failed; will retry');
      },
    );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
