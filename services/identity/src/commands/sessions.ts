import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { redisBreaker, SESSION_TTL_MS, type Clock, type Logger, type Redis } from '@peace/kit';
import type { IdentityDb, Tx } from '../db/schema.js';
import { deleteExpiredSessions, deleteSession, deleteSessionsOf, insertSession, liveSessionShared, setLiveSessionExpiry } from '../db/sessions.repository.js';
import { SessionCache, type CachedSession } from '../sessions/cache.js';

/** What the durable copy keeps about a sign-in (the `sess` column). */
const sessionDataSchema = z.object({
  userId: z.string().uuid(),
  /** Which relying party signed the user in ('oidc' or 'google'): logout ends the session there. */
  provider: z.string(),
  /** Sent back to the provider as id_token_hint on logout. */
  idToken: z.string().nullable(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export interface EndedSession {
  sid: string;
  data: SessionData;
}

/** Long enough for the browser to follow the deletion with its sign-out; a provider's own session lasts far longer. */
const ENDED_SESSION_KEPT_MS = 10 * 60_000;
const endedSessionKey = (sid: string) => `peace:ended-session:${sid}`;

export interface SessionStoreDeps {
  db: IdentityDb;
  redis: Redis;
  clock: Clock;
  logger: Logger;
}

/**
 * Sign-in sessions with a sliding seven-day expiry: PostgreSQL holds the durable copy, Redis the
 * copy the gateway reads on every request. Every Redis write happens while the transaction
 * holds the session row's lock, and a deletion clears Redis before it commits, so a cache fill
 * racing a logout can never bring the session back.
 */
export class SessionStore {
  private readonly cache: SessionCache;

  constructor(private readonly deps: SessionStoreDeps) {
    this.cache = new SessionCache(deps.redis);
  }

  private cached(data: SessionData, expire: Date): CachedSession {
    const expireMs = expire.getTime();
    // The expiry is always set to touch time + TTL, so the touch time follows from it.
    return { userId: data.userId, expire: expireMs, touchedAt: expireMs - SESSION_TTL_MS };
  }

  private async fillCache(sid: string, session: CachedSession): Promise<void> {
    const ttl = session.expire - this.deps.clock.now().getTime();
    if (ttl <= 0) return;
    // The gateway falls back to the identity service on a miss, which fills the cache again.
    // A fill is optional (a miss only costs a lookup here): while Redis is stalled it is skipped.
    await redisBreaker(this.deps.redis).attempt(
      () => this.cache.fill(sid, session, ttl),
      (error) => this.deps.logger.warn({ err: error }, 'could not cache a session'),
    );
  }

  /** Starts a session for a user and answers its new, random id. */
  async create(data: SessionData): Promise<{ sid: string; session: CachedSession }> {
    const sid = randomBytes(32).toString('base64url');
    const expire = new Date(this.deps.clock.now().getTime() + SESSION_TTL_MS);
    const session = this.cached(data, expire);
    await this.deps.db.transaction(async (tx) => {
      await insertSession(tx, { sid, sess: sessionDataSchema.parse(data), expire });
      await this.fillCache(sid, session);
    });
    return { sid, session };
  }

  /** The unexpired session with this id (refilling the cache), or null. */
  async find(sid: string): Promise<CachedSession | null> {
    return this.deps.db.transaction(async (tx) => {
      const row = await liveSessionShared(tx, sid, this.deps.clock.now());
      if (!row) return null;
      const session = this.cached(sessionDataSchema.parse(row.sess), row.expire);
      await this.fillCache(sid, session);
      return session;
    });
  }

  /** Slides an unexpired session's expiry to seven days from now; null when it is gone. */
  async touch(sid: string): Promise<CachedSession | null> {
    return this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const row = await setLiveSessionExpiry(tx, sid, now, new Date(now.getTime() + SESSION_TTL_MS));
      if (!row) return null;
      const session = this.cached(sessionDataSchema.parse(row.sess), row.expire);
      await this.fillCache(sid, session);
      return session;
    });
  }

  /**
   * Ends a session everywhere and answers what it held (null when there was none). Fails, and
   * keeps the session, when Redis cannot be cleared: a cached copy would outlive the logout.
   */
  async destroy(sid: string): Promise<SessionData | null> {
    const removed = await this.deps.db.transaction(async (tx) => {
      const row = await deleteSession(tx, sid);
      await this.cache.forget(sid);
      return row;
    });
    if (!removed) return null;
    await this.announceRevoked([sid]);
    const parsed = sessionDataSchema.safeParse(removed.sess);
    return parsed.success ? parsed.data : null;
  }

  /**
   * Ends every session of a person inside the caller's transaction (an account deletion), clearing
   * their cached copies before it commits; answers their ids, to announce once it has.
   */
  async endAllOf(tx: Tx, userId: string): Promise<EndedSession[]> {
    const rows = await deleteSessionsOf(tx, userId);
    await this.cache.forget(...rows.map((row) => row.sid));
    return rows.flatMap((row) => {
      const parsed = sessionDataSchema.safeParse(row.sess);
      return parsed.success ? [{ sid: row.sid, data: parsed.data }] : [];
    });
  }

  /**
   * Keeps, for a short while, where each session ended by an account deletion was signed in, so that
   * the browser's sign-out that follows can end the provider's session too: otherwise the next
   * "Sign in" would pass through the provider unasked and make a new account.
   */
  async rememberEnded(ended: readonly EndedSession[]): Promise<void> {
    for (const { sid, data } of ended) {
      await this.deps.redis.set(endedSessionKey(sid), JSON.stringify(data), 'PX', ENDED_SESSION_KEPT_MS).catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'could not keep an ended session for its sign-out');
      });
    }
  }

  /** What a session ended by an account deletion held, once: the sign-out that asks for it uses it up. */
  async takeEnded(sid: string): Promise<SessionData | null> {
    const kept = await this.deps.redis.getdel(endedSessionKey(sid));
    const parsed = kept === null ? null : sessionDataSchema.safeParse(JSON.parse(kept));
    return parsed?.success ? parsed.data : null;
  }

  /** Gateways drop their in-memory copy of ended sessions now rather than when it times out. */
  async announceRevoked(sids: readonly string[]): Promise<void> {
    for (const sid of sids) {
      await this.cache.announceRevoked(sid).catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'could not announce a session revocation');
      });
    }
  }

  /** Deletes expired sessions; answers how many. */
  async sweepExpired(): Promise<number> {
    return deleteExpiredSessions(this.deps.db, this.deps.clock.now());
  }
}
