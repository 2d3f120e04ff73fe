import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { setControlledClock, type Bus } from '@peace/kit';
import { startRedis, startStack, type ServerHandle, type Stack, type StackOptions } from '@peace/scripts/harness';
import { createTestDatabase, startPrivateBus, testInfraUrls, type PrivateBus } from '@peace/scripts/testing';

export interface PrivateStackOptions extends Omit<StackOptions, 'infra' | 'testClock'> {
  /** Puts the services' clock under the suite's control, starting at this instant. */
  clock?: Date;
}

export interface PrivateStack {
  stack: Stack;
  /** The database the stack's services share, fresh and migrated. */
  databaseUrl: string;
  /** A connection to it, for the suite to seed and read. */
  db: pg.Client;
  /** A connection to the stack's NATS, to watch its events settle. */
  bus: Bus;
  redisUrl: string;
  natsUrl: string;
  /** How far the controlled clock was set from the real one (0 without `clock`). */
  clockOffset: number;
  stop(): Promise<void>;
}

/**
 * The whole stack as `npm start` runs it, for one suite: a fresh database on the run's PostgreSQL,
 * and a Redis and a NATS of its own, since a stats or notification consumer of another suite's
 * stack on the run's servers would take this stack's events (and this one theirs). LOG_LEVEL is
 * warn unless the suite's env says otherwise.
 */
export async function startPrivateStack(name: string, options: PrivateStackOptions = {}): Promise<PrivateStack> {
  const { clock, env, ...stackOptions } = options;
  const databaseUrl = await createTestDatabase(name.replace(/\W/g, '_'));
  const redisDir = mkdtempSync(path.join(os.tmpdir(), `peace-${name}-redis-`));
  let redis: ServerHandle | undefined;
  let events: PrivateBus | undefined;
  let stack: Stack | undefined;
  let db: pg.Client | undefined;
  const stop = async () => {
    await db?.end();
    await stack?.stop();
    await Promise.all([redis?.stop(), events?.close()]);
    rmSync(redisDir, { recursive: true, force: true });
  };
  // Each is kept as it comes up, so that a failure of the other still stops it.
  const servers = [startRedis({ dir: redisDir }).then((handle) => (redis = handle)), startPrivateBus(name).then((bus) => (events = bus))] as const;
  try {
    const [{ url: redisUrl }, { nats, bus }] = await Promise.all(servers);
    const clockOffset = clock ? await setControlledClock(redisUrl, clock) : 0;
    stack = await startStack({
      ...stackOptions,
      infra: { ...testInfraUrls(), databaseUrl, redisUrl, natsUrl: nats.url },
      env: { LOG_LEVEL: 'warn', ...env },
      testClock: clock !== undefined,
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    db = client;
    return { stack, databaseUrl, db, bus, redisUrl, natsUrl: nats.url, clockOffset, stop };
  } catch (error) {
    await Promise.allSettled(servers);
    await stop();
    throw error;
  }
}
