import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDatabase, createLogger, createRedis, SESSION_TTL_MS, type Clock, type DatabaseHandle, type Redis } from '@peace/kit';
import { createServiceDatabase, testInfraUrls, waitFor } from '@peace/scripts/testing';
import { schema } from '../db/schema.js';
import { sessionCacheKey, SESSION_REVOKED_CHANNEL } from '../sessions/cache.js';
import { SessionStore } from './sessions.js';

let database: DatabaseHandle<typeof schema>;
let redis: Redis;
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };
let store: SessionStore;

const data = () => ({ userId: randomUUID(), provider: 'oidc', idToken: 'header.payload.signature' });

beforeAll(async () => {
  const url = await createServiceDatabase('identity', 'identity_sessions');
  database = createDatabase(url, schema);
  redis = createRedis(testInfraUrls().redisUrl, 'sessions-test');
  store = new SessionStore({ db: database.db, redis, clock, logger: createLogger('sessions-test', 'silent') });
});

afterEach(() => {
  offsetMs = 0;
});

afterAll(async () => {
  redis?.disconnect();
  await database?.close();
});

describe('sign-in sessions', () => {
  it('keeps a new session in PostgreSQL and in the Redis cache, for seven days', async () => {
    const session = data();
    const { sid, session: cached } = await store.create(session);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cached.expire - cached.touchedAt).toBe(SESSION_TTL_MS);
    expect(JSON.parse((await redis.get(sessionCacheKey(sid)))!)).toEqual(cached);
    const ttl = await redis.pttl(sessionCacheKey(sid));
    expect(ttl).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    const [row] = ((await database.db.execute(sql`select sess, expire from identity.sessions where sid = ${sid}`)) as unknown as { rows: { sess: unknown; expire: string }[] }).rows;
    expect(row?.sess).toEqual(session);
    expect(new Date(row!.expire).getTime()).toBe(cached.expire);
  });

  it('finds a session from PostgreSQL and refills the cache Redis lost', async () => {
    const { sid, session } = await store.create(data());
    await redis.del(sessionCacheKey(sid));
    expect(await store.find(sid)).toEqual(session);
    expect(JSON.parse((await redis.get(sessionCacheKey(sid)))!)).toEqual(session);
  });

  it('does not find an expired session', async () => {
    const { sid } = await store.create(data());
    offsetMs = SESSION_TTL_MS + 1000;
    expect(await store.find(sid)).toBeNull();
    expect(await store.touch(sid)).toBeNull();
  });

  it('slides the expiry to seven days after the touch', async () => {
    const { sid, session } = await store.create(data());
    offsetMs = 3 * 24 * 60 * 60 * 1000;
    const touched = await store.touch(sid);
    expect(touched?.expire).toBeGreaterThanOrEqual(session.expire + offsetMs);
    expect(touched?.touchedAt).toBeGreaterThanOrEqual(session.touchedAt + offsetMs);
    expect(JSON.parse((await redis.get(sessionCacheKey(sid)))!)).toEqual(touched);
    expect(await store.find(sid)).toEqual(touched);
  });

  it('ends a session everywhere and tells the gateways', async () => {
    const subscriber = redis.duplicate({ commandTimeout: undefined });
    const announced: string[] = [];
    subscriber.on('message', (_channel: string, message: string) => announced.push(message));
    await subscriber.subscribe(SESSION_REVOKED_CHANNEL);
    try {
      const session = data();
      const { sid } = await store.create(session);
      expect(await store.destroy(sid)).toEqual(session);
      expect(await redis.get(sessionCacheKey(sid))).toBeNull();
      expect(await store.find(sid)).toBeNull();
      expect(await store.destroy(sid)).toBeNull();
      await waitFor('the deletion to be announced', () => announced.includes(sid), { timeoutMs: 2000, intervalMs: 20 });
      expect(announced).toContain(sid);
    } finally {
      subscriber.disconnect();
    }
  });

  it('never lets a cache refill bring back a session that is being deleted', async () => {
    const { sid } = await store.create(data());
    // Many lookups racing the logout: whatever order they run in, nothing may be left in Redis afterwards.
    await Promise.all([store.destroy(sid), ...Array.from({ length: 20 }, () => store.find(sid)), store.touch(sid)]);
    expect(await redis.get(sessionCacheKey(sid))).toBeNull();
  });

  it('sweeps expired sessions and keeps live ones', async () => {
    const live = await store.create(data());
    offsetMs = -SESSION_TTL_MS - 60_000;
    const old = await store.create(data());
    offsetMs = 0;
    expect(await store.sweepExpired()).toBeGreaterThanOrEqual(1);
    const left = ((await database.db.execute(sql`select sid from identity.sessions`)) as unknown as { rows: { sid: string }[] }).rows.map((row) => row.sid);
    expect(left).toContain(live.sid);
    expect(left).not.toContain(old.sid);
  });
});
