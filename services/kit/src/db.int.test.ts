// A pool against real PostgreSQL that loses connections, runs out of them, or finds nobody there:
// the process keeps running, and what a caller sees is UNAVAILABLE with a Retry-After, never INTERNAL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { freePort } from '@peace/scripts/harness';
import { createTestDatabase, waitFor } from '@peace/scripts/testing';
import { createDatabase, DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS, preparedStatement, runMigrations, type DatabaseHandle } from './db.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, formatGraphQLError, isDatabaseUnavailable } from './errors.js';
import { INTERNAL_HEADER, signInternalHeader } from './internal-auth.js';
import { createLogger } from './logger.js';
import { createSubgraphServer, type SubgraphServer } from './server.js';

const secret = 'db-test-secret-0123456789abcdef';
const logger = createLogger('db-test', 'silent');
let url: string;
let admin: pg.Client;
const handles: DatabaseHandle<Record<string, never>>[] = [];

const open = (options: Parameters<typeof createDatabase>[2] = {}) => {
  const handle = createDatabase(url, {}, { logger, ...options });
  handles.push(handle);
  return handle;
};

/** The error a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  url = await createTestDatabase('kit_db');
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
});

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close().catch(() => undefined)));
  await admin.end();
});

/** Ends every backend of one application from a superuser connection, as a PostgreSQL restart would. */
async function terminate(applicationName: string): Promise<number> {
  const { rows } = await admin.query<{ ended: boolean }>('select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1', [applicationName]);
  return rows.length;
}

describe('a database pool', () => {
  it('survives a connection it has lent out being terminated, and answers again on the next use', async () => {
    const { pool, db } = open({ applicationName: 'kit-db-lent', max: 2 });
    const client = await pool.connect();
    await client.query('select 1');
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    expect(await terminate('kit-db-lent')).toBe(1);
    // The connection reports an 'error' first: unhandled, it would end the process (and this suite).
    await ended;
    client.release(true);
    const result = await db.execute(sql`select 2 as two`);
    expect(result.rows).toEqual([{ two: 2 }]);
  });

  it('survives idle connections being terminated', async () => {
    const { pool, db } = open({ applicationName: 'kit-db-idle', max: 3 });
    await Promise.all([1, 2, 3].map(() => db.execute(sql`select pg_sleep(0.05)`)));
    expect(pool.idleCount).toBeGreaterThan(0);
    await terminate('kit-db-idle');
    // The pool has dropped them once each has reported its end: unhandled, that report would end the process.
    await waitFor('the pool to close its idle connections', () => pool.totalCount === 0, { intervalMs: 10 });
    expect((await db.execute(sql`select 3 as three`)).rows).toEqual([{ three: 3 }]);
  });

  it('says UNAVAILABLE, not INTERNAL, when no connection is free in time', async () => {
    const { pool, db } = open({ applicationName: 'kit-db-exhausted', max: 1, connectionTimeoutMillis: 200 });
    const held = await pool.connect();
    try {
      const error = await failure(db.execute(sql`select 1`));
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(formatGraphQLError({ message: 'x' }, error)).toEqual({
        message: DATABASE_UNAVAILABLE_MESSAGE,
        extensions: { code: 'UNAVAILABLE', retryAfter: DATABASE_RETRY_AFTER_SECONDS },
      });
      // The same inside a transaction, which takes its connection first.
      expect(isDatabaseUnavailable(await failure(db.transaction((tx) => tx.execute(sql`select 1`))))).toBe(true);
    } finally {
      held.release();
    }
    expect((await db.execute(sql`select 4 as four`)).rows).toEqual([{ four: 4 }]);
  });

  it('says UNAVAILABLE when nothing listens where the database should be, and when a statement’s connection is terminated', async () => {
    const nowhere = new URL(url);
    nowhere.port = String(await freePort());
    const refused = createDatabase(nowhere.toString(), {}, { logger, connectionTimeoutMillis: 2_000 });
    handles.push(refused);
    expect(isDatabaseUnavailable(await failure(refused.db.execute(sql`select 1`)))).toBe(true);

    const { db } = open({ applicationName: 'kit-db-midquery', max: 1 });
    const running = failure(db.execute(sql`select pg_sleep(30)`));
    await waitFor('the query to be running', async () => ((await admin.query("select 1 from pg_stat_activity where application_name = 'kit-db-midquery' and state = 'active'")).rowCount ?? 0) > 0, { intervalMs: 50 });
    await terminate('kit-db-midquery');
    expect(isDatabaseUnavailable(await running)).toBe(true);
  });

  it('keeps a query’s own faults INTERNAL', async () => {
    const { db } = open({ applicationName: 'kit-db-faulty' });
    const error = await failure(db.execute(sql`select * from no_such_table`));
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(formatGraphQLError({ message: 'x' }, error).extensions).toEqual({ code: 'INTERNAL' });
  });
});

describe('a statement timeout', () => {
  it('is every pool’s by default, with an idle-in-transaction timeout', async () => {
    const { db } = open({ applicationName: 'kit-db-defaults', max: 1 });
    const { rows } = await db.execute<{ statement: string; idle: string }>(sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`);
    expect(rows).toEqual([{ statement: `${DEFAULT_STATEMENT_TIMEOUT_MS / 1000}s`, idle: `${DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS / 1000}s` }]);
  });

  it('cuts a statement that runs past it as UNAVAILABLE, leaves one under it alone, and the connection serves the next', async () => {
    const { db } = open({ applicationName: 'kit-db-timeout', max: 1, statementTimeoutMillis: 300 });
    expect((await db.execute(sql`select pg_sleep(0.05), 5 as five`)).rows).toEqual([{ pg_sleep: '', five: 5 }]);
    const started = performance.now();
    const error = await failure(db.execute(sql`select pg_sleep(10)`));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(formatGraphQLError({ message: 'x' }, error)).toEqual({
      message: DATABASE_UNAVAILABLE_MESSAGE,
      extensions: { code: 'UNAVAILABLE', retryAfter: DATABASE_RETRY_AFTER_SECONDS },
    });
    // Inside a transaction too; the transaction is rolled back and its connection goes back usable.
    expect(isDatabaseUnavailable(await failure(db.transaction((tx) => tx.execute(sql`select pg_sleep(10)`))))).toBe(true);
    expect((await db.execute(sql`select 6 as six`)).rows).toEqual([{ six: 6 }]);
  });

  it('ends a transaction left idle past its idle timeout, and the pool answers again', async () => {
    const { pool, db } = open({ applicationName: 'kit-db-idle-tx', max: 1, idleInTransactionTimeoutMillis: 200 });
    const client = await pool.connect();
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    await client.query('begin');
    await ended;
    expect(isDatabaseUnavailable(await failure(client.query('select 1')))).toBe(true);
    client.release(true);
    expect((await db.execute(sql`select 7 as seven`)).rows).toEqual([{ seven: 7 }]);
  });

  it('does not bound a migration, even where the database sets one of its own', async () => {
    const migrated = await createTestDatabase('kit_db_slow_migration');
    const owner = new pg.Client({ connectionString: migrated });
    await owner.connect();
    try {
      await owner.query(`alter database "${new URL(migrated).pathname.slice(1)}" set statement_timeout = '100ms'`);
    } finally {
      await owner.end();
    }
    const folder = mkdtempSync(path.join(os.tmpdir(), 'peace-kit-migration-'));
    try {
      mkdirSync(path.join(folder, 'meta'));
      writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1, tag: '0000_slow', breakpoints: true }] }));
      writeFileSync(path.join(folder, '0000_slow.sql'), 'CREATE SCHEMA "slow";\n--> statement-breakpoint\nCREATE TABLE "slow"."done" AS SELECT pg_sleep(0.5) IS NULL AS slept;');
      await runMigrations(migrated, 'slow', folder, logger);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const check = new pg.Client({ connectionString: migrated });
    await check.connect();
    try {
      expect((await check.query('select slept from slow.done')).rows).toEqual([{ slept: false }]);
      // The database's own bound holds for everyone else.
      expect((await check.query("select current_setting('statement_timeout') as bound")).rows).toEqual([{ bound: '100ms' }]);
    } finally {
      await check.end();
    }
  });
});

describe('a statement run as a prepared one', () => {
  /** The statements PostgreSQL holds prepared on the pool's one connection, read on it. */
  async function preparedOn(db: DatabaseHandle<Record<string, never>>['db']): Promise<string[]> {
    const result = await db.execute<{ name: string }>(sql`select name from pg_prepared_statements where not from_sql order by prepare_time`);
    return result.rows.map((row) => row.name);
  }

  beforeAll(async () => {
    await admin.query('create table if not exists prepared_probe (id int primary key, name text not null)');
    await admin.query("insert into prepared_probe values (1, 'one'), (2, 'two') on conflict do nothing");
  });

  it('is prepared once under its name on a connection, in a transaction or not, and answers each run with its values', async () => {
    const { db } = open({ applicationName: 'kit-db-statement', max: 1 });
    const nameOf = preparedStatement<{ id: number }, { name: string }>('kit_probe_statement', {
      select: { name: sql<string>`name` },
      from: sql`prepared_probe where id = ${sql.placeholder('id')}`,
    });
    const read = (executor: Parameters<typeof nameOf>[0], id: number) => nameOf(executor, { id }).then((rows) => rows.map((row) => row.name));
    expect(await preparedOn(db)).toEqual([]);
    expect(await read(db, 1)).toEqual(['one']);
    expect(await preparedOn(db)).toEqual(['kit_probe_statement']);
    expect(await db.transaction((tx) => read(tx, 2))).toEqual(['two']);
    expect(await read(db, 3)).toEqual([]);
    expect(await preparedOn(db)).toEqual(['kit_probe_statement']);
  });

  it('builds its text once for a connection, however many transactions run it there', async () => {
    const { db } = open({ applicationName: 'kit-db-built', max: 1 });
    let built = 0;
    const counted = { getSQL: () => ((built += 1), sql`name`) };
    const nameOf = preparedStatement<{ id: number }, { name: string }>('kit_probe_built', {
      select: { name: sql<string>`${counted}` },
      from: sql`prepared_probe where id = ${sql.placeholder('id')}`,
    });
    for (const id of [1, 2, 1]) expect(await db.transaction((tx) => nameOf(tx, { id }))).toHaveLength(1);
    expect(built).toBe(1);
  });

  it('runs a statement whose parts write, in a transaction, and answers what they wrote', async () => {
    await admin.query('delete from prepared_probe where id = 7');
    const { db } = open({ applicationName: 'kit-db-writing', max: 1 });
    const add = preparedStatement<{ id: number; name: string }, { added: number }>('kit_probe_add', {
      with: { stored: sql`insert into prepared_probe (id, name) values (${sql.placeholder('id')}, ${sql.placeholder('name')}) on conflict do nothing returning id` },
      select: { added: sql<number>`count(*)::int` },
      from: sql`stored`,
    });
    expect(await db.transaction((tx) => add(tx, { id: 7, name: 'seven' }))).toEqual([{ added: 1 }]);
    expect(await add(db, { id: 7, name: 'seven again' })).toEqual([{ added: 0 }]);
    expect((await admin.query('select name from prepared_probe where id = 7')).rows).toEqual([{ name: 'seven' }]);
  });
});

describe('a subgraph whose pool is exhausted', () => {
  let dir: string;
  let server: SubgraphServer;
  let held: pg.PoolClient;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'peace-kit-db-'));
    const schemaPath = path.join(dir, 'schema.graphql');
    writeFileSync(schemaPath, 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])\ntype Query { answer: Int! }');
    const { pool, db } = open({ applicationName: 'kit-db-subgraph', max: 1, connectionTimeoutMillis: 200 });
    // The short bound is for callers waiting on the one client; opening it may take longer on a busy machine.
    for (let attempt = 1; ; attempt += 1) {
      try {
        held = await pool.connect();
        break;
      } catch (error) {
        if (attempt === 20) throw error;
      }
    }
    server = await createSubgraphServer({
      name: 'db-test',
      schemaPath,
      logger,
      internalSecret: secret,
      checks: {},
      resolvers: { Query: { answer: async () => ((await db.execute(sql`select 42 as answer`)).rows[0] as { answer: number }).answer } },
      internalRoutes: (app) => {
        app.get('/internal/answer', async (_req, res) => {
          res.json((await db.execute(sql`select 42 as answer`)).rows[0]);
        });
      },
    });
    await server.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    held.release();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers its callers UNAVAILABLE with the wait, for the gateway to answer 503 with Retry-After', async () => {
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId: 'db-1' }, secret) },
      body: JSON.stringify({ query: '{ answer }' }),
    });
    const body = (await response.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
    expect(body.errors?.[0]?.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'UNAVAILABLE', retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  });

  it('answers its own routes 503 with Retry-After, not 500', async () => {
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const response = await fetch(`http://127.0.0.1:${port}/internal/answer`, {
      headers: { [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId: 'db-2' }, secret) },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });
});

describe('a subgraph whose statement runs past its timeout', () => {
  let dir: string;
  let server: SubgraphServer;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'peace-kit-db-slow-'));
    const schemaPath = path.join(dir, 'schema.graphql');
    writeFileSync(schemaPath, 'extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])\ntype Query { slow: Int! }');
    const { db } = open({ applicationName: 'kit-db-slow-subgraph', max: 1, statementTimeoutMillis: 200 });
    const slow = async () => ((await db.execute(sql`select pg_sleep(5), 1 as one`)).rows[0] as { one: number }).one;
    server = await createSubgraphServer({
      name: 'db-slow-test',
      schemaPath,
      logger,
      internalSecret: secret,
      checks: {},
      resolvers: { Query: { slow } },
      internalRoutes: (app) => {
        app.get('/internal/slow', async (_req, res) => {
          res.json({ one: await slow() });
        });
      },
    });
    port = await server.listen(0, '127.0.0.1');
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the graph UNAVAILABLE with the wait, and its own routes 503 with Retry-After, never 500', async () => {
    const graph = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId: 'slow-1' }, secret) },
      body: JSON.stringify({ query: '{ slow }' }),
    });
    const body = (await graph.json()) as { errors?: { message: string; extensions?: Record<string, unknown> }[] };
    expect(body.errors?.[0]).toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'UNAVAILABLE', retryAfter: DATABASE_RETRY_AFTER_SECONDS } });

    const route = await fetch(`http://127.0.0.1:${port}/internal/slow`, { headers: { [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId: 'slow-2' }, secret) } });
    expect(route.status).toBe(503);
    expect(route.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(await route.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });
});
