import { randomBytes, randomUUID } from 'node:crypto';
import { liveConnections, waitFor, type LiveConnections } from '@peace/scripts/testing';
import { SessionCache, type CachedSession } from './index.js';
import { sessionCacheKey } from './cache.js';

let live: LiveConnections;
beforeAll(() => (live = liveConnections('session-cache-test')));
afterAll(() => live.close());

const newSid = () => randomBytes(32).toString('base64url');
const session = (): CachedSession => ({ userId: randomUUID(), expire: Date.now() + 60_000, touchedAt: Date.now() });

describe('the session cache, as the gateway reads it', () => {
  it('reads what the identity service filled, for as long as it was given, and nothing once forgotten', async () => {
    const cache = new SessionCache(live.redis);
    const sid = newSid();
    const kept = session();
    expect(await cache.read(sid)).toBeNull();
    await cache.fill(sid, kept, 60_000);
    expect(await cache.read(sid)).toEqual(kept);
    expect(await live.redis.pttl(sessionCacheKey(sid))).toBeGreaterThan(50_000);
    await cache.forget(sid);
    expect(await cache.read(sid)).toBeNull();
  });

  it('reads nothing where what is cached is not a session', async () => {
    const sid = newSid();
    await live.redis.set(sessionCacheKey(sid), '{not json', 'PX', 60_000);
    expect(await new SessionCache(live.redis).read(sid)).toBeNull();
    await live.redis.set(sessionCacheKey(sid), JSON.stringify({ userId: 'someone' }), 'PX', 60_000);
    expect(await new SessionCache(live.redis).read(sid)).toBeNull();
  });

  it('tells every listener of a session that ended, until it stops listening', async () => {
    const heard: string[] = [];
    const listener = SessionCache.onRevoked(live.subscriber, (sid) => heard.push(sid));
    await listener.subscribed;
    const first = newSid();
    await new SessionCache(live.redis).announceRevoked(first);
    await waitFor('the revocation to be heard', async () => heard.includes(first), 5_000);
    listener.stop();
    // Heard by a second listener on the same connection, and no longer by the first.
    const later: string[] = [];
    const second = SessionCache.onRevoked(live.subscriber, (sid) => later.push(sid));
    await second.subscribed;
    const next = newSid();
    await new SessionCache(live.redis).announceRevoked(next);
    await waitFor('the second revocation to be heard', async () => later.includes(next), 5_000);
    expect(heard).toEqual([first]);
    second.stop();
  });
});
