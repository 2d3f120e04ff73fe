import { z } from 'zod';
import { DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from './db.js';

export const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Settings of every process this project runs: the services, the gateway, the embedded provider. */
export const processEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: logLevel.default('info'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

/** Settings every service reads on top of the process's. Each service extends it with its own. */
export const serviceEnv = processEnv.extend({
  /** Resolved from <SERVICE>_DATABASE_URL or DATABASE_URL by loadServiceConfig. */
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url(),
  NATS_URL: z.string().min(1),
  /**
   * NATS credentials, apart from the URL (a Secret's key each): a user and password, a token, or a
   * credentials file (JWT and NKey seed). nats.js uses none written inside a URL.
   */
  NATS_USER: z.string().optional(),
  NATS_PASSWORD: z.string().optional(),
  NATS_TOKEN: z.string().optional(),
  NATS_CREDS_FILE: z.string().optional(),
  /** Servers the event stream is kept on: 3 on a 3-node NATS cluster, so one server lost loses no event. */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** Connections each replica keeps to PostgreSQL; the server's max_connections must cover replicas × this. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * The longest one statement may run before PostgreSQL cancels it, answered 503 with Retry-After;
   * 0 for no bound. Migrations are not bounded by it.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_STATEMENT_TIMEOUT_MS),
  /** The longest a transaction may sit idle between statements before PostgreSQL ends it; 0 for never. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS),
  INTERNAL_SECRET: z.string().min(16, 'must be at least 16 characters'),
  /**
   * Prefix of the service's BullMQ keys in Redis, apart from the services' own "peace:" keys;
   * deployments (or test runs) sharing one Redis set different ones.
   */
  JOBS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "-" and "_" only')
    .default('peace-jobs'),
  /**
   * How long a worker's hold on a running job lasts unrenewed, and how often workers look for jobs
   * whose holder died: a job a killed replica was running is taken up again within about twice this.
   */
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Lets the test harness move time forward; refused in production. */
  PEACE_TEST_CLOCK: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
});

export type ServiceConfig = z.infer<typeof serviceEnv>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/**
 * Parses the environment with a zod object schema and freezes the result.
 * Fails fast with a message that names every bad variable.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: Env = process.env, names: Record<string, string> = {}): Readonly<z.infer<S>> {
  const result = schema.safeParse({ ...env, REDIS_URL: withPassword(env['REDIS_URL'], env['REDIS_PASSWORD']) });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const path = issue.path.join('.');
      return `  ${names[path] ?? (path || '(env)')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const config = result.data as z.infer<S> & { NODE_ENV?: string; PEACE_TEST_CLOCK?: boolean };
  if (config.NODE_ENV === 'production' && config.PEACE_TEST_CLOCK) {
    throw new ConfigError('Invalid environment:\n  PEACE_TEST_CLOCK: cannot be enabled in production');
  }
  return Object.freeze(config);
}

/** The variable that names one service's database, e.g. MEDITATION_DATABASE_URL. */
export function databaseUrlVariable(service: string): string {
  return `${service.toUpperCase()}_DATABASE_URL`;
}

/**
 * A service's database URL: its own variable, so that its schema can live in a database of its
 * own, or DATABASE_URL, shared by every service that has none.
 */
export function resolveDatabaseUrl(service: string, env: Env = process.env): { url: string | undefined; variable: string } {
  const own = databaseUrlVariable(service);
  const ownValue = env[own]?.trim();
  const resolved = ownValue ? { url: ownValue, variable: own } : { url: env['DATABASE_URL']?.trim() || undefined, variable: 'DATABASE_URL' };
  return { ...resolved, url: withPassword(resolved.url, env['DATABASE_PASSWORD']) };
}

/**
 * A URL with a password given apart from it (DATABASE_PASSWORD, REDIS_PASSWORD: a Secret's key, any
 * characters) written into it percent-encoded, as the PostgreSQL and Redis clients decode it. A URL
 * that is missing or malformed is left for the settings' own check to name.
 */
export function withPassword(url: string | undefined, password: string | undefined): string | undefined {
  if (!url || !password) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  // The setter leaves "%" as it is, so the whole password is encoded first.
  parsed.password = encodeURIComponent(password);
  return parsed.href;
}

/** Loads a service's settings: the shared service settings plus its own, with its database URL resolved. */
export function loadServiceConfig<TShape extends z.ZodRawShape>(service: string, shape: TShape, env: Env = process.env) {
  const own = databaseUrlVariable(service);
  const database = resolveDatabaseUrl(service, env);
  const schema = serviceEnv.extend({ DATABASE_URL: z.string({ error: `not set: set ${own}, or DATABASE_URL for every service` }).url() }).extend(shape);
  return loadConfig(schema, { ...env, DATABASE_URL: database.url }, { DATABASE_URL: database.variable === own ? own : database.url ? 'DATABASE_URL' : `${own} / DATABASE_URL` });
}
