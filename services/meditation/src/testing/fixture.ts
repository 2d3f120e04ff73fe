import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { ActiveSessionCache, createDatabase, createLogger, createRedis, migrateService, type Clock, type Redis } from '@peace/kit';
import { createTestDatabase, testInfraUrls } from '@peace/scripts/testing';
import { seedAchievementCatalogue } from '../commands/achievements.js';
import type { ActiveSessionDeps } from '../commands/active-sessions.js';
import { outbox, schema } from '../db/schema.js';

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
  deps: ActiveSessionDeps & { clock: FakeClock };
  cache: ActiveSessionCache;
  redis: Redis;
  /** The Redis key prefix of this suite's active sessions. */
  prefix: string;
  outboxSubjects(): Promise<{ subject: string; data: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

/**
 * The meditation commands over the run's real PostgreSQL (a fresh database) and Redis (a key
 * prefix of the suite's own), with a clock the test controls.
 */
export async function createFixture(start = '2025-01-10T12:00:00.000Z'): Promise<Fixture> {
  const databaseUrl = await createTestDatabase('meditation');
  await migrateService('meditation', databaseUrl);
  const database = createDatabase(databaseUrl, schema, { max: 8 });
  await seedAchievementCatalogue(database.db);
  const redis = createRedis(testInfraUrls().redisUrl, 'meditation-test');
  const prefix = `test:${randomUUID()}:active:`;
  const cache = new ActiveSessionCache(redis, prefix);
  const clock = new FakeClock(start);
  return {
    deps: { db: database.db, cache, clock, logger: createLogger('meditation-test', 'silent') },
    cache,
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
