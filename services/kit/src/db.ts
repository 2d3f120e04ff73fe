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
}

/**
 * A pool whose connections may die at any time (PostgreSQL restarted, a backend terminated, the
 * network gone): every connection, idle or lent out, has its error handled, so the process keeps
 * running and the pool opens fresh connections on the next use. The loss is logged once per outage.
 */
export function createDatabase<TSchema extends Record<string, unknown>>(url: string, schema: TSchema, options: DatabaseOptions = {}): DatabaseHandle<TSchema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  watchConnections(pool, options.logger);
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
  try {
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: path.resolve(migrationsFolder), migrationsSchema: 'drizzle', migrationsTable: `migrations_${schema}` });
    logger?.info({ schema }, 'migrations applied');
  } finally {
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
