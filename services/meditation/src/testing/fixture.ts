import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { createDatabase, createLogger, createRedis, type Clock, type Redis } from '@peace/kit';
import { AccountNotes } from '@peace/identity/accounts';
import { GroupJoinNotes, GroupPresenceStore } from '@peace/groups/live';
import { ActiveSessionCache } from '../commands/active-session-cache.js';
import { seedAchievementCatalogue } from '../commands/achievements.js';
import type { CompletionDeps } from '../commands/completions.js';
import { CompletionLimiter, DEFAULT_COMPLETION_LIMIT, type CompletionLimit } from '../commands/completion-limiter.js';
import { outbox, schema } from '../db/schema.js';
import { ActiveSitAnnouncer } from '../live/active-sits.js';
import { PresenceStore } from '../live/presence.js';

/** A clock the test sets and moves by hand. */
export class FakeClock implements Clock {
  private current: number;
  constructor(start: string | Date) {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(instant: string | Date): void {
    this.current = new Date(instant).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface Fixture {
  deps: CompletionDeps & { clock: FakeClock };
  cache: ActiveSessionCache;
  /** The live count of this suite's people meditating now. */
  presence: PresenceStore;
  /** Who is sitting in each group session; the sessions' ids are the suite's own. */
  groupPresence: GroupPresenceStore;
  redis: Redis;
  /** The Redis key prefix of this suite's active sessions. */
  prefix: string;
  outboxSubjects(): Promise<{ subject: string; data: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

/** Where a fixture keeps its data: a migrated meditation database of its own and the run's Redis (the suite's `serviceInfra('meditation')`). */
export interface FixtureInfra {
  databaseUrl: string;
  redisUrl: string;
}

/**
 * The meditation commands over the run's real PostgreSQL (a fresh database) and Redis (key
 * prefixes of the suite's own), with a clock the test controls.
 */
export async function createFixture(infra: FixtureInfra, start = '2025-01-10T12:00:00.000Z', completionLimit: CompletionLimit = DEFAULT_COMPLETION_LIMIT): Promise<Fixture> {
  const database = createDatabase(infra.databaseUrl, schema, { max: 8 });
  await seedAchievementCatalogue(database.db);
  const redis = createRedis(infra.redisUrl, 'meditation-test');
  const prefix = `test:${randomUUID()}:active:`;
  const cache = new ActiveSessionCache(redis, prefix);
  const presence = new PresenceStore(redis, `{test:${randomUUID()}:presence}`);
  const groupPresence = new GroupPresenceStore(redis);
  const limiter = new CompletionLimiter(redis, completionLimit, `test:${randomUUID()}:completions`);
  const clock = new FakeClock(start);
  const logger = createLogger('meditation-test', 'silent');
  return {
    deps: { db: database.db, cache, presence, groupPresence, sits: new ActiveSitAnnouncer(redis, logger), joins: new GroupJoinNotes(redis), accounts: new AccountNotes(redis), limiter, clock, logger },
    cache,
    presence,
    groupPresence,
    redis,
    prefix,
    outboxSubjects: async () => {
      const rows = await database.db.select().from(outbox).orderBy(asc(outbox.id));
      return rows.map((row) => ({ subject: row.subject, data: (row.payload as { data: Record<string, unknown> }).data }));
    },
    close: async () => {
      redis.disconnect();
      await database.close();
    },
  };
}

/** What a command refused with, as a client would see it: its status and message. */
export async function problem(promise: Promise<unknown>): Promise<{ status?: number; message?: string }> {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { status?: number; message?: string } | undefined;
  return { status: error?.status, message: error?.message };
}
