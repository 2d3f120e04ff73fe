import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Logger } from './logger.js';

export type Database<TSchema extends Record<string, unknown> = Record<string, unknown>> = NodePgDatabase<TSchema> & { $client: pg.Pool };

export interface DatabaseHandle<TSchema extends Record<string, unknown>> {
  pool: pg.Pool;
  db: Database<TSchema>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  max?: number;
  applicationName?: string;
  /** How long a caller waits for a free connection before the pool gives up (then: UNAVAILABLE). */
  connectionTimeoutMillis?: number;
  /** Told once when the database goes away and once when it answers again. */
  logger?: Logger;
  /** When statements run again and again are prepared; false runs every statement unprepared. */
  preparedStatements?: PreparedStatementLimits | false;
}

/**
 * Which statements a pool's connections prepare. A statement PostgreSQL has prepared is parsed and
 * planned once per connection rather than on every run, which was a third of the database's
 * work for a completed meditation; preparing every text would keep one-off statements (and
 * lists of every length) on the server for the connection's life.
 */
export interface PreparedStatementLimits {
  /** How many times the same text (with parameters) runs in this process before it is prepared. */
  after: number;
  /** At most this many statements prepared on one connection; others run unprepared there. */
  perConnection: number;
  /** At most this many texts counted at once; past it the count starts again. */
  tracked: number;
}

export const DEFAULT_PREPARED_STATEMENTS: PreparedStatementLimits = { after: 3, perConnection: 200, tracked: 5000 };

/** PostgreSQL's refusal to run a prepared statement whose columns a schema change has changed. */
function isChangedResultType(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '0A000' && String((error as { message?: unknown }).message).includes('cached plan must not change result type');
}

/**
 * The statements a process runs, counted by text: a text run often enough gets a name, the same on
 * every connection and in every replica (a hash of the text), under which each connection that
 * runs it again prepares it. A text whose prepared form a schema change has broken is not
 * prepared again.
 */
export class RepeatedStatements {
  private readonly seen = new Map<string, { runs: number; name?: string; unprepared?: true }>();

  constructor(private readonly limits: PreparedStatementLimits) {}

  /** The name to run text under, once it has run often enough; undefined before. */
  nameFor(text: string): string | undefined {
    let entry = this.seen.get(text);
    if (!entry) {
      if (this.seen.size >= this.limits.tracked) this.seen.clear();
      entry = { runs: 0 };
      this.seen.set(text, entry);
    }
    if (entry.name !== undefined || entry.unprepared) return entry.name;
    entry.runs += 1;
    if (entry.runs > this.limits.after) entry.name = `s_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
    return entry.name;
  }

  /** Runs text unprepared from now on. */
  neverPrepare(text: string): void {
    this.seen.set(text, { runs: 0, unprepared: true });
  }
}

type QueryArguments = [config: unknown, values?: unknown, callback?: unknown];

/**
 * Has a connection run the statements that have run often enough as prepared statements (see
 * RepeatedStatements). Only a statement with parameters is named: one without runs in the simple
 * protocol, which also carries several statements at once (a migration, "begin").
 */
export function prepareRepeatedStatements(client: pg.ClientBase, statements: RepeatedStatements, perConnection: number): void {
  const prepared = new Set<string>();
  const run = client.query.bind(client) as (...args: QueryArguments) => unknown;
  const named = (config: unknown, values: unknown): unknown => {
    const query = typeof config === 'string' ? { text: config } : config;
    if (typeof query !== 'object' || query === null || 'submit' in query) return config;
    const { text, name } = query as pg.QueryConfig;
    const parameters = (query as pg.QueryConfig).values ?? values;
    if (name !== undefined || typeof text !== 'string' || !Array.isArray(parameters) || parameters.length === 0) return config;
    const statement = statements.nameFor(text);
    if (statement === undefined || (!prepared.has(statement) && prepared.size >= perConnection)) return config;
    prepared.add(statement);
    return { ...query, name: statement };
  };
  Object.assign(client, {
    query: (...args: QueryArguments) => {
      const [config, values] = args;
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      const noteFailure = (error: unknown) => {
        if (typeof text === 'string' && isChangedResultType(error)) statements.neverPrepare(text);
      };
      // The callback comes second when there are no values.
      const callbackAt = args.findIndex((arg) => typeof arg === 'function');
      if (callbackAt > 0) {
        const callback = args[callbackAt] as (error: unknown, result: unknown) => void;
        args[callbackAt] = (error: unknown, result: unknown) => {
          if (error) noteFailure(error);
          callback(error, result);
        };
      }
      args[0] = named(config, callbackAt === 1 ? undefined : values);
      const answer = run(...args);
      if (!(answer instanceof Promise)) return answer;
      return answer.catch((error: unknown) => {
        noteFailure(error);
        throw error;
      });
    },
  });
}

export function createDatabase<TSchema extends Record<string, unknown>>(url: string, schema: TSchema, options: DatabaseOptions = {}): DatabaseHandle<TSchema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  watchConnections(pool, options.logger);
  const limits = options.preparedStatements ?? DEFAULT_PREPARED_STATEMENTS;
  if (limits) {
    const statements = new RepeatedStatements(limits);
    pool.on('connect', (client) => prepareRepeatedStatements(client, statements, limits.perConnection));
  }
  const db = drizzle(pool, { schema }) as Database<TSchema>;
  return { pool, db, close: () => pool.end() };
}

/**
 * Handles the 'error' of every connection the pool opens. pg-pool listens only while a connection
 * is idle; one that is lent out (a transaction between two statements, a LISTEN) would otherwise
 * raise an unhandled 'error' and end the process.
 */
export function watchConnections(pool: pg.Pool, logger?: Logger): void {
  let lost = false;
  const onLost = (error: Error) => {
    if (lost) return;
    lost = true;
    logger?.warn({ err: error }, 'lost a connection to PostgreSQL; reconnecting on next use');
  };
  pool.on('error', onLost);
  pool.on('connect', (client) => {
    client.on('error', onLost);
    if (lost) {
      lost = false;
      logger?.info('connected to PostgreSQL again');
    }
  });
}

/**
 * Applies drizzle-kit migrations for one schema. Each schema keeps its own migration journal,
 * so services can share one database or live in separate ones.
 */
export async function runMigrations(url: string, schema: string, migrationsFolder: string, logger?: Logger): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  watchConnections(pool, logger);
  let client: pg.PoolClient | undefined;
  try {
    client = await pool.connect();
    // Replicas starting together (init containers of one Deployment) each run this: the lock lets one
    // apply the migrations while the others wait, then find nothing left to apply.
    await client.query('select pg_advisory_lock(hashtext($1))', [`peace-migrations:${schema}`]);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: path.resolve(migrationsFolder), migrationsSchema: 'drizzle', migrationsTable: `migrations_${schema}` });
    logger?.info({ schema }, 'migrations applied');
  } finally {
    // Ending the session releases the lock, whether or not the migrations went through.
    client?.release(true);
    await pool.end();
  }
}

export async function pingDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select 1');
  } finally {
    client.release();
  }
}
