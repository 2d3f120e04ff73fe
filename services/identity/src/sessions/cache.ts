import { z } from 'zod';
import { listenTo, type ChannelListener, type Redis } from '@peace/kit';

/**
 * The Redis copy of each sign-in session, which the identity service writes and every gateway
 * reads on every request: `peace:session:<sid>` holds the session as JSON, and a logout is
 * announced on `peace:session:revoked` so every gateway forgets it at once. This module alone
 * knows the key, the channel and the format; the gateway reads through it (see index.ts).
 */
const SESSION_KEY_PREFIX = 'peace:session:';
/** Exported for this service's own tests; others listen through SessionCache.onRevoked. */
export const SESSION_REVOKED_CHANNEL = 'peace:session:revoked';

/** Where a session is cached; exported for this service's own tests, others read through SessionCache. */
export const sessionCacheKey = (sid: string) => `${SESSION_KEY_PREFIX}${sid}`;

/** What Redis holds for a session, and what the identity service answers for one (times in epoch ms). */
export const cachedSessionSchema = z.object({
  userId: z.string().uuid(),
  expire: z.number().int(),
  touchedAt: z.number().int(),
});
export type CachedSession = z.infer<typeof cachedSessionSchema>;

/** A session as the identity service answers it or Redis holds it, or null when the value is not one. */
export function readCachedSession(value: unknown): CachedSession | null {
  const parsed = cachedSessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The session cache: the identity service fills, clears and announces; gateways read and listen.
 * Every method is one Redis command.
 */
export class SessionCache {
  constructor(private readonly redis: Redis) {}

  /** Keeps the session for ttlMs. */
  async fill(sid: string, session: CachedSession, ttlMs: number): Promise<void> {
    await this.redis.set(sessionCacheKey(sid), JSON.stringify(session), 'PX', ttlMs);
  }

  /** The cached session, or null when none is cached (or what is cached is not one). */
  async read(sid: string): Promise<CachedSession | null> {
    const raw = await this.redis.get(sessionCacheKey(sid));
    if (raw === null) return null;
    try {
      return readCachedSession(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  /** Removes the sessions' cached copies. */
  async forget(...sids: string[]): Promise<void> {
    if (sids.length > 0) await this.redis.del(...sids.map(sessionCacheKey));
  }

  /** Tells every gateway that the session ended, so that they drop their copy in memory now. */
  async announceRevoked(sid: string): Promise<void> {
    await this.redis.publish(SESSION_REVOKED_CHANNEL, sid);
  }

  /** Hears, on a connection in subscriber mode, the id of every session that ends. */
  static onRevoked(subscriber: Redis, listener: (sid: string) => void): ChannelListener {
    return listenTo(subscriber, [SESSION_REVOKED_CHANNEL], (_channel, sid) => listener(sid));
  }
}
