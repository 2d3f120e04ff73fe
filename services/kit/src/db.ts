import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
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
  /**
   * The longest one statement may run before PostgreSQL cancels it (then: UNAVAILABLE), so a dear
   * read cannot hold a connection past what its caller waits; 0 lets statements run unbounded.
   */
  statementTimeoutMillis?: number;
  /** The longest a transaction may sit idle between its statements before PostgreSQL ends its session; 0 for never. */
  idleInTransactionTimeoutMillis?: number;
  /** Told once when the database goes away and once when it answers again. */
  logger?: Logger;
}

/** Every pool's statement timeout unless told otherwise: well inside the gateway's 15 s deadline for a subgraph. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
/** Every pool's idle-in-transaction timeout unless told otherwise. */
export const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;

export function createDatabase<TSchema extends Record<string, unknown>>(url: string, schema: TSchema, options: DatabaseOptions = {}): DatabaseHandle<TSchema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    idleTimeoutMillis: 30_000,
    // Sent as each session's settings when it opens (0 is not sent: the server's own setting holds).
    statement_timeout: options.statementTimeoutMillis ?? DEFAULT_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: options.idleInTransactionTimeoutMillis ?? DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  watchConnections(pool, options.logger);
  const db = drizzle(pool, { schema }) as Database<TSchema>;
  runTransactionsOnKeptConnections(db, pool, schema);
  return { pool, db, close: () => pool.end() };
}

/** The database kept over each connection of a pool, for each transaction on that connection. */
const connectionOf = new WeakMap<object, Executor>();

/**
 * Runs each of db's transactions, as Drizzle would, on a connection of the pool, but through a
 * database kept for that connection, so that a prepared statement run in the transaction is
 * prepared once for the connection (see preparedStatement) rather than once per transaction.
 */
function runTransactionsOnKeptConnections<TSchema extends Record<string, unknown>>(db: Database<TSchema>, pool: pg.Pool, schema: TSchema): void {
  const kept = new WeakMap<pg.PoolClient, NodePgDatabase<TSchema>>();
  const transaction: Database<TSchema>['transaction'] = async (work, config) => {
    const client = await pool.connect();
    try {
      let own = kept.get(client);
      if (!own) {
        own = drizzle(client, { schema });
        kept.set(client, own);
      }
      const onConnection = own;
      return await onConnection.transaction((tx) => {
        connectionOf.set(tx, onConnection);
        return work(tx);
      }, config);
    } finally {
      client.release();
    }
  };
  db.transaction = transaction;
}

/** Where a statement runs: a database, or a transaction on one of its connections. */
export type Executor = PgDatabase<NodePgQueryResultHKT, Record<string, unknown>>;

/**
 * A statement as Drizzle's builders write it, for one their methods cannot (a WITH holding an
 * insert, say): its parts as WITH queries (PostgreSQL runs a data-modifying one whether or not the
 * rest reads it), the columns it answers, and what it reads them from (one row when nothing).
 */
export interface StatementParts<TRow extends Record<string, unknown>> {
  with?: Record<string, SQL>;
  select: { [K in keyof TRow]: SQL<TRow[K]> };
  from?: SQL;
}

/**
 * A statement run on every request, written once with sql.placeholder(name) for its values and
 * prepared with Drizzle's .prepare(name): PostgreSQL plans it once per connection under its name
 * (a completion's planning went from 0.44 to 0.09 ms, pg_stat_statements), and its text is built
 * once for each database or connection that runs it (a transaction of createDatabase's counts as
 * its connection's) rather than on every run. Drizzle builds a statement's text each time it runs
 * one not prepared, which was most of the processor time of a completion's reads (0.4 of 0.6 ms a
 * read, a profile of bench: completions).
 */
export function preparedStatement<TValues extends Record<string, unknown>, TRow extends Record<string, unknown> = Record<string, unknown>>(name: string, parts: StatementParts<TRow>) {
  const prepared = new WeakMap<Executor, { execute(values: TValues): Promise<TRow[]> }>();
  return (executor: Executor, values: TValues): Promise<TRow[]> => {
    const db = connectionOf.get(executor) ?? executor;
    let statement = prepared.get(db);
    if (!statement) {
      const withQueries = Object.entries(parts.with ?? {}).map(([alias, query]) => db.$with(alias, {}).as(query));
      const built = db
        .with(...withQueries)
        .select(parts.select as Record<string, SQL>)
        .from(parts.from ?? sql`(values (1)) as statement`)
        .prepare(name);
      statement = { execute: (runValues) => built.execute(runValues) as Promise<TRow[]> };
      prepared.set(db, statement);
    }
    return statement.execute(values);
  };
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
    // A migration may rewrite a whole table: no statement timeout cuts it, whatever the server or role sets.
    await client.query('set statement_timeout = 0');
    // Every service keeps its journal in the one "drizzle" schema: services migrating together on a
    // first install would each create it and all but one fail, so it is created under a lock of its own.
    await client.query('select pg_advisory_lock(hashtext($1))', ['peace-migrations:drizzle']);
    try {
      await client.query('create schema if not exists drizzle');
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', ['peace-migrations:drizzle']);
    }
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
