import { z } from 'zod';
import { loadServiceConfig } from '@peace/kit';
import { DEFAULT_COMPLETION_LIMIT } from './commands/completion-limiter.js';

export const config = loadServiceConfig('meditation', {
  /** How often the sweep for abandoned active sessions runs. */
  ACTIVE_SESSION_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /** How long after its end a running session that nobody completed or stopped is kept. */
  ACTIVE_SESSION_GRACE_MS: z.coerce.number().int().positive().default(60 * 60_000),
  /** How long a paused session may stay paused before it counts as abandoned. */
  ACTIVE_SESSION_MAX_PAUSE_MS: z.coerce.number().int().positive().default(24 * 60 * 60_000),
  /** Completions one person may post within COMPLETION_LIMIT_WINDOW_S. */
  COMPLETION_LIMIT_POINTS: z.coerce.number().int().positive().default(DEFAULT_COMPLETION_LIMIT.points),
  COMPLETION_LIMIT_WINDOW_S: z.coerce.number().int().positive().default(DEFAULT_COMPLETION_LIMIT.windowSeconds),
});
export type Config = typeof config;
