import { z } from 'zod';

/** Settings every service reads. Each service extends this with its own. */
export const baseEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url(),
  NATS_URL: z.string().min(1),
  INTERNAL_SECRET: z.string().min(16, 'must be at least 16 characters'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Lets the test harness move time forward; refused in production. */
  PEACE_TEST_CLOCK: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
});

export type BaseConfig = z.infer<typeof baseEnv>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment with a zod object schema and freezes the result.
 * Fails fast with a message that names every bad variable.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): Readonly<z.infer<S>> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const config = result.data as z.infer<S> & { NODE_ENV?: string; PEACE_TEST_CLOCK?: boolean };
  if (config.NODE_ENV === 'production' && config.PEACE_TEST_CLOCK) {
    throw new ConfigError('Invalid environment:\n  PEACE_TEST_CLOCK: cannot be enabled in production');
  }
  return Object.freeze(config);
}
