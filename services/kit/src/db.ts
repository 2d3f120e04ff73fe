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

export function createDatabase<TSchema extends Record<string, unknown>>(url: string, schema: TSchema, options: { max?: number; applicationName?: string } = {}): DatabaseHandle<TSchema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema }) as Database<TSchema>;
  return { pool, db, close: () => pool.end() };
}

/**
 * Applies drizzle-kit migrations for one schema. Each schema keeps its own migration journal,
 * so services can share one database or live in separate ones.
 */
export async function runMigrations(url: string, schema: string, migrationsFolder: string, logger?: Logger): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
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
