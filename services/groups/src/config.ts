import { z } from 'zod';
import { loadServiceConfig } from '@peace/kit';

export const config = loadServiceConfig('groups', {
  /** How often the sweep settling group sessions whose time has passed runs. */
  GROUP_SESSION_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
});
export type Config = typeof config;
