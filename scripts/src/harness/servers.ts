import { chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { canConnect, ExitedError, freePort, spawnServer, stopChild, waitFor, which, type SpawnedServer } from './process.js';

/** A private instance of a real server, on a port of its own. */
export interface ServerHandle {
  name: string;
  url: string;
  port: number;
  /** The running server process; a new one after each start. */
  readonly process: ChildProcess | undefined;
  /** Stops it gracefully (data kept). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Kills it without a chance to clean up. */
  kill(): Promise<void>;
  /** Its recent output. */
  logs(): string;
}

export interface ServerOptions {
  /** Directory for data; created if missing. */
  dir: string;
  /** Fixed port (npm start keeps ports stable when it can); a free one otherwise. */
  port?: number;
  /** Durable settings for long-lived local data; tests turn durability off for speed. */
  durable?: boolean;
}

/**
 * Runs a server binary as a restartable handle: start() spawns it and waits until ready() says so
 * (failing at once if it exits), stop() ends it with its graceful signal, kill() without one.
 */
async function supervise(options: {
  name: string;
  url: string;
  port: number;
  spawn: () => SpawnedServer;
  ready: () => Promise<boolean>;
  timeoutMs: number;
  stopSignal?: NodeJS.Signals;
}): Promise<ServerHandle> {
  let server: SpawnedServer | undefined;
  const start = async () => {
    const started = options.spawn();
    server = started;
    await waitFor(
      options.name,
      async () => {
        if (started.child.exitCode !== null) throw new ExitedError(`${options.name} exited:\n${started.output()}`);
        return options.ready();
      },
      { timeoutMs: options.timeoutMs, detail: () => started.output() },
    );
  };
  await start();
  return {
    name: options.name,
    url: options.url,
    port: options.port,
    get process() {
      return server?.child;
    },
    logs: () => server?.output() ?? '',
    start,
    stop: async () => {
      if (server) await stopChild(server.child, options.stopSignal);
    },
    kill: async () => {
      if (server) await stopChild(server.child, 'SIGKILL');
    },
  };
}

function missing(binary: string, pkg: string): Error {
  return new Error(`${binary} was not found. Install it with: apt-get install -y ${pkg}`);
}

function postgresBinDir(): string {
  const fromEnv = process.env['PEACE_PG_BIN'];
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => existsSync(path.join(root, name, 'bin', 'postgres')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  const postgres = which('postgres');
  if (postgres) return path.dirname(postgres);
  throw missing('PostgreSQL (postgres, initdb)', 'postgresql');
}

function userIds(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

function chownTree(dir: string, ids: { uid: number; gid: number }): void {
  chownSync(dir, ids.uid, ids.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, ids);
    else chownSync(full, ids.uid, ids.gid);
  }
}

/** PostgreSQL from the system's binaries; as root it runs as the postgres user, as initdb demands. */
export async function startPostgres(options: ServerOptions & { database?: string; statementStatistics?: boolean }): Promise<ServerHandle> {
  const bin = postgresBinDir();
  const port = options.port ?? (await freePort());
  const database = options.database ?? 'peace';
  const dataDir = path.join(options.dir, 'data');
  mkdirSync(options.dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds('postgres') : undefined;
  if (asRoot && !owner) throw new Error('PostgreSQL cannot run as root and no "postgres" user exists: apt-get install -y postgresql');
  if (owner) chownTree(options.dir, owner);
  const asUser = owner ? 'postgres' : undefined;

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const init = spawnServer(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], { asUser, cwd: options.dir });
    const code = await new Promise<number | null>((resolve) => init.child.once('exit', resolve));
    if (code !== 0) throw new Error(`initdb failed:\n${init.output()}`);
  }

  const flags = ['-D', dataDir, '-p', String(port), '-k', options.dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'shared_buffers=64MB'];
  if (!options.durable) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  // For measuring: the statements every client runs, counted with their planning and running time (the pg_stat_statements view, once its extension is created).
  if (options.statementStatistics) flags.push('-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all', '-c', 'pg_stat_statements.track_planning=on');
  return supervise({
    name: 'postgres',
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    timeoutMs: 30_000,
    // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, data is kept.
    stopSignal: 'SIGINT',
    spawn: () => spawnServer(path.join(bin, 'postgres'), flags, { asUser, cwd: options.dir }),
    ready: async () => {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
        if (exists.rowCount === 0) await client.query(`create database "${database}"`);
      } finally {
        await client.end();
      }
      return true;
    },
  });
}

export async function startRedis(options: ServerOptions): Promise<ServerHandle> {
  const binary = which('redis-server');
  if (!binary) throw missing('redis-server', 'redis-server');
  const port = options.port ?? (await freePort());
  mkdirSync(options.dir, { recursive: true });
  const persistence = options.durable ? ['--appendonly', 'yes', '--save', '60 1'] : ['--appendonly', 'no', '--save', ''];
  return supervise({
    name: 'redis',
    url: `redis://127.0.0.1:${port}`,
    port,
    timeoutMs: 15_000,
    spawn: () => spawnServer(binary, ['--port', String(port), '--bind', '127.0.0.1', '--dir', options.dir, '--daemonize', 'no', '--logfile', '', ...persistence]),
    ready: async () => {
      const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      client.on('error', () => undefined);
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } finally {
        client.disconnect();
      }
    },
  });
}

export async function startNats(options: ServerOptions): Promise<ServerHandle> {
  const binary = which('nats-server') ?? (existsSync('/usr/sbin/nats-server') ? '/usr/sbin/nats-server' : undefined);
  if (!binary) throw missing('nats-server', 'nats-server');
  const port = options.port ?? (await freePort());
  mkdirSync(options.dir, { recursive: true });
  const configFile = path.join(options.dir, 'nats.conf');
  // A private store directory, never the machine's own.
  writeFileSync(configFile, `jetstream { store_dir: "${path.join(options.dir, 'jetstream')}" }\n`);
  let output = () => '';
  return supervise({
    name: 'nats',
    url: `nats://127.0.0.1:${port}`,
    port,
    timeoutMs: 15_000,
    spawn: () => {
      const spawned = spawnServer(binary, ['-a', '127.0.0.1', '-p', String(port), '-c', configFile]);
      output = spawned.output;
      return spawned;
    },
    ready: async () => (await canConnect(port)) && output().includes('Server is ready'),
  });
}
