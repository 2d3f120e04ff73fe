import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  INTERNAL_HEADER,
  parseCookieHeader,
  redisBreaker,
  serializeCookie,
  sessionCookieOptions,
  SESSION_COOKIE,
  signInternalHeader,
  systemClock,
  verifySessionCookie,
  type Clock,
  type Logger,
} from '@peace/kit';
import { cachedSessionSchema, SessionCache, type CachedSession } from '@peace/identity/sessions';

export interface SessionResolverOptions {
  /** Connection for commands (the identity service's session cache is read on it). */
  redis: Redis;
  /**
   * Connection in subscriber mode, shared with other subscribers of the process; the resolver
   * only adds and removes its own channel. When omitted the resolver opens (and closes) its own.
   */
  subscriber?: Redis;
  /** Base URL of the identity service, e.g. http://identity:4001. */
  identityUrl: string;
  sessionSecret: string;
  internalSecret: string;
  logger: Logger;
  /** The app's public URL; when given, lookup() also answers the Set-Cookie that slides the cookie's own expiry. */
  publicUrl?: string;
  clock?: Clock;
  /** How long a resolved session is trusted in process memory; at most 10 s so a missed revocation heals fast. */
  cacheTtlMs?: number;
  /** Sessions last touched longer ago than this get their expiry slid. */
  touchAfterMs?: number;
  /** Upper bound of sessions kept in process memory. */
  maxEntries?: number;
  /** How long the identity service may take to answer. */
  timeoutMs?: number;
}

export interface ResolvedSession {
  userId: string;
  /** The sign-in session's id, which its revocation names. */
  sid: string;
  /** Set when this request slid the session's expiry: re-issue the cookie so its Max-Age slides too. */
  refreshCookie: string | null;
}

export interface SessionResolver {
  /**
   * The signed-in user's id for a Cookie header, or null when there is no valid, unexpired
   * session. Rejects only when neither Redis nor the identity service can answer.
   */
  resolve(cookieHeader: string | undefined): Promise<string | null>;
  /** Like resolve, with the refreshed cookie to send back when the session was just slid. */
  lookup(cookieHeader: string | undefined): Promise<ResolvedSession | null>;
  close(): Promise<void>;
}

interface LocalEntry {
  session: CachedSession | null;
  until: number;
}

const MAX_CACHE_TTL_MS = 10_000;
/**
 * When neither Redis nor the identity service can answer, a session this process resolved within
 * this long still counts (logouts it heard of are already gone from memory), so a stalled Redis
 * or a restarting identity service does not sign everybody out.
 */
const STALE_FALLBACK_MS = 60_000;
// A failed or slow touch is not retried for a minute, so a burst of requests sends one touch.
const TOUCH_RETRY_MS = 60_000;

/**
 * Resolves the session cookie to a user on every request without a database round-trip:
 * process memory (a few seconds) → the identity service's session cache in Redis (read through
 * its SessionCache) → the identity service, which loads the durable copy and refills the cache.
 * Logouts the identity service announces evict the session from memory at once. A stalled Redis is skipped after its first timeout; when the
 * identity service cannot answer either, the copy in memory serves a while longer.
 */
export function createSessionResolver(options: SessionResolverOptions): SessionResolver {
  const { redis, logger, sessionSecret, internalSecret } = options;
  const clock = options.clock ?? systemClock;
  const cacheTtlMs = Math.min(options.cacheTtlMs ?? 5_000, MAX_CACHE_TTL_MS);
  const touchAfterMs = options.touchAfterMs ?? 60 * 60 * 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 3_000;
  const identityUrl = options.identityUrl.replace(/\/+$/, '');
  const cookieOptions = options.publicUrl ? sessionCookieOptions(options.publicUrl) : undefined;

  const local = new Map<string, LocalEntry>();
  // Signed cookie → its session id: checking the signature is an HMAC, and a browser sends the same cookie every second.
  const verified = new Map<string, string>();
  const verify = (cookie: string | undefined): string | null => {
    if (!cookie) return null;
    const known = verified.get(cookie);
    if (known) return known;
    const sid = verifySessionCookie(cookie, sessionSecret);
    if (!sid) return null;
    if (verified.size >= maxEntries) verified.clear();
    verified.set(cookie, sid);
    return sid;
  };
  const redisReads = redisBreaker(redis);
  const cache = new SessionCache(redis);
  const inFlight = new Map<string, Promise<CachedSession | null>>();
  const touchAttempts = new Map<string, number>();
  // Bumped on every revocation: a lookup that started before one may carry a revoked session, so its answer is not kept.
  let revocations = 0;

  const ownsSubscriber = !options.subscriber;
  const subscriber = options.subscriber ?? redis.duplicate({ commandTimeout: undefined });
  const onRevoked = (sid: string) => {
    revocations += 1;
    local.delete(sid);
    inFlight.delete(sid);
  };
  // Revocations published while the connection was down are lost; forget everything instead.
  const onReady = () => {
    revocations += 1;
    local.clear();
  };
  const revoked = SessionCache.onRevoked(subscriber, onRevoked);
  subscriber.on('ready', onReady);
  const subscribed = revoked.subscribed.catch((error: unknown) => {
    logger.error({ err: error }, 'cannot subscribe to session revocations');
  });

  const remember = (sid: string, session: CachedSession | null, now: number) => {
    // Every write re-inserts, so the Map's order is oldest first and the oldest go when it is full.
    local.delete(sid);
    if (local.size >= maxEntries) {
      for (const key of local.keys()) {
        local.delete(key);
        if (local.size < maxEntries * 0.9) break;
      }
    }
    local.set(sid, { session, until: Math.min(now + cacheTtlMs, session?.expire ?? Number.POSITIVE_INFINITY) });
  };

  const askIdentity = async (sid: string, touch: boolean): Promise<CachedSession | null> => {
    const response = await fetch(`${identityUrl}/internal/sessions/${encodeURIComponent(sid)}${touch ? '/touch' : ''}`, {
      method: touch ? 'POST' : 'GET',
      headers: { [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId: randomUUID() }, internalSecret) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`identity service answered ${response.status} for a session lookup`);
    return cachedSessionSchema.parse(await response.json());
  };

  const fromRedis = async (sid: string): Promise<CachedSession | null | undefined> => {
    const cached = await redisReads.attempt(
      () => cache.read(sid),
      (error) => logger.warn({ err: error }, 'session cache unavailable; asking the identity service'),
    );
    return cached ?? undefined;
  };

  // The copy in memory after its time, while it is young enough to stand in for an answer.
  const staleCopy = (sid: string, now: number): CachedSession | null | undefined => {
    const kept = local.get(sid);
    return kept && now - kept.until < STALE_FALLBACK_MS ? kept.session : undefined;
  };

  const load = (sid: string): Promise<CachedSession | null> => {
    const running = inFlight.get(sid);
    if (running) return running;
    const epoch = revocations;
    const promise = (async () => {
      let session: CachedSession | null;
      try {
        session = (await fromRedis(sid)) ?? (await askIdentity(sid, false));
      } catch (error) {
        const stale = staleCopy(sid, clock.now().getTime());
        if (stale === undefined) throw error;
        logger.warn({ err: error }, 'identity service unavailable; using the session kept in memory');
        // Not remembered again: the stale copy serves only until its own time runs out.
        return stale;
      }
      // A sid never turns from unknown into valid (ids are issued only with their session), so misses are cached too.
      if (epoch === revocations) remember(sid, session, clock.now().getTime());
      return session;
    })().finally(() => {
      if (inFlight.get(sid) === promise) inFlight.delete(sid);
    });
    inFlight.set(sid, promise);
    return promise;
  };

  const touch = (sid: string, now: number) => {
    if (touchAttempts.size >= maxEntries) {
      for (const [key, at] of touchAttempts) if (now - at >= TOUCH_RETRY_MS) touchAttempts.delete(key);
      if (touchAttempts.size >= maxEntries) touchAttempts.clear();
    }
    touchAttempts.set(sid, now);
    const epoch = revocations;
    askIdentity(sid, true).then(
      (session) => {
        if (epoch === revocations) remember(sid, session, clock.now().getTime());
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'could not slide a session expiry; will retry');
      },
    );
  };

  const lookup = async (cookieHeader: string | undefined): Promise<ResolvedSession | null> => {
    const cookie = parseCookieHeader(cookieHeader).get(SESSION_COOKIE);
    const sid = verify(cookie);
    if (!sid || !cookie) return null;
    const now = clock.now().getTime();
    const cached = local.get(sid);
    const session = cached && cached.until > now ? cached.session : await load(sid);
    if (!session || session.expire <= clock.now().getTime()) return null;
    const due = now - session.touchedAt >= touchAfterMs && now - (touchAttempts.get(sid) ?? 0) >= TOUCH_RETRY_MS;
    if (due) touch(sid, now);
    return { userId: session.userId, sid, refreshCookie: due && cookieOptions ? serializeCookie(SESSION_COOKIE, cookie, cookieOptions) : null };
  };

  return {
    lookup,
    resolve: async (cookieHeader) => (await lookup(cookieHeader))?.userId ?? null,
    close: async () => {
      await subscribed;
      revoked.stop();
      subscriber.off('ready', onReady);
      if (ownsSubscriber) {
        await subscriber.quit().catch(() => subscriber.disconnect());
      } else {
        await revoked.unsubscribe().catch(() => undefined);
      }
      local.clear();
      verified.clear();
      inFlight.clear();
      touchAttempts.clear();
    },
  };
}
