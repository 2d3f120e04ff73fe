import { putIfNewer, redisBreaker, type Redis, type RedisBreaker } from '@peace/kit';
import type { ActiveState } from './timing.js';

/**
 * The Redis copy of each person's meditation in progress, one JSON entry per user under
 * `peace:meditation:active:`, carrying the PostgreSQL row's revision. PostgreSQL keeps the durable
 * copy; this service writes the entry after every change it commits and refills it on a miss.
 */

/** What Redis holds of an active session: everything `activeSession` answers. */
export interface CachedActiveSession {
  id: string;
  userId: string;
  intention: string;
  location: string;
  duration: number;
  /** ISO-8601. */
  startTime: string;
  state: ActiveState;
  /** ISO-8601. */
  pausedAt: string | null;
  totalPausedMs: number;
  groupSessionId: string | null;
}

/**
 * A cache entry. session null is a tombstone: the session was stopped or completed, so a slow
 * reader that loaded the row just before must not bring it back.
 */
export interface ActiveSessionEntry {
  revision: number;
  session: CachedActiveSession | null;
}

export const ACTIVE_SESSION_PREFIX = 'peace:meditation:active:';

/**
 * Every write carries the row's revision, so racing writers and refills settle on the newest state
 * whatever order they reach Redis in; a removal is written as a tombstone so a slow refill cannot
 * bring the session back.
 */
export class ActiveSessionCache {
  /** Reads (and their refills) go through this, so a stalled Redis sends them to PostgreSQL at once. */
  readonly reads: RedisBreaker;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = ACTIVE_SESSION_PREFIX,
  ) {
    this.reads = redisBreaker(redis);
  }

  /** undefined when Redis has nothing for the person (never cached, expired, or Redis restarted). */
  async get(userId: string): Promise<ActiveSessionEntry | undefined> {
    const raw = await this.redis.get(`${this.prefix}${userId}`);
    return raw === null ? undefined : (JSON.parse(raw) as ActiveSessionEntry);
  }

  /** Stores the entry unless Redis already holds a newer revision; answers whether it was stored. */
  put(userId: string, entry: ActiveSessionEntry, ttlMs: number): Promise<boolean> {
    return putIfNewer(this.redis, `${this.prefix}${userId}`, entry, ttlMs);
  }
}
