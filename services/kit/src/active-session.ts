import type { Redis } from 'ioredis';
import { putIfNewer, redisBreaker, type RedisBreaker } from './redis.js';

/**
 * The meditation in progress as the meditation service (writer) and the gateway (reader of the
 * once-a-second poll) share it in Redis: one JSON entry per user under `peace:meditation:active:`,
 * carrying the PostgreSQL row's revision, and the time arithmetic that turns it into seconds left.
 * Nothing counts down on the server: the time left is always derived from absolute timestamps, so
 * any replica (or the Redis copy) answers the same, and a restart or a reload loses nothing.
 */

export const ACTIVE_STATES = ['countdown', 'meditating', 'paused'] as const;
export type ActiveState = (typeof ACTIVE_STATES)[number];

export interface SessionTiming {
  state: ActiveState;
  /** Minutes. */
  duration: number;
  startTime: Date;
  pausedAt: Date | null;
  totalPausedMs: number;
}

/** Milliseconds actually spent meditating: wall time since start minus every pause, the current one included. */
function meditatedMs(timing: SessionTiming, now: Date): number {
  const currentPause = timing.state === 'paused' && timing.pausedAt ? Math.max(0, now.getTime() - timing.pausedAt.getTime()) : 0;
  return Math.max(0, now.getTime() - timing.startTime.getTime() - timing.totalPausedMs - currentPause);
}

export function remainingMs(timing: SessionTiming, now: Date): number {
  return Math.max(0, timing.duration * 60_000 - meditatedMs(timing, now));
}

/**
 * Whole seconds left, rounded up: a session shows 300 at its start and reaches 0 only once its
 * full length has passed, which is when the client completes it.
 */
export function remainingSeconds(timing: SessionTiming, now: Date): number {
  return Math.ceil(remainingMs(timing, now) / 1000);
}

/** What Redis holds of an active session: everything the once-a-second read needs. */
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

export function timingOfCached(session: CachedActiveSession): SessionTiming {
  return {
    state: session.state,
    duration: session.duration,
    startTime: new Date(session.startTime),
    pausedAt: session.pausedAt ? new Date(session.pausedAt) : null,
    totalPausedMs: session.totalPausedMs,
  };
}

/**
 * The Redis copy of active sessions, one JSON value per user. PostgreSQL stays the durable copy;
 * every write carries the row's revision so that racing writers and refills settle on the newest
 * state whatever order they reach Redis in.
 */
export class ActiveSessionCache {
  /** Readers put their read (and its refill) through this, so a stalled Redis sends them to PostgreSQL at once. */
  readonly reads: RedisBreaker;

  constructor(
    private readonly redis: Redis,
    private readonly prefix = ACTIVE_SESSION_PREFIX,
  ) {
    this.reads = redisBreaker(redis);
  }

  private key(userId: string): string {
    return `${this.prefix}${userId}`;
  }

  /** undefined when Redis has nothing for the user (never cached, expired, or Redis restarted). */
  async get(userId: string): Promise<ActiveSessionEntry | undefined> {
    const raw = await this.redis.get(this.key(userId));
    if (raw === null) return undefined;
    return JSON.parse(raw) as ActiveSessionEntry;
  }

  /** Stores the entry unless Redis already holds a newer revision; answers whether it was stored. */
  async put(userId: string, entry: ActiveSessionEntry, ttlMs: number): Promise<boolean> {
    return putIfNewer(this.redis, this.key(userId), entry, ttlMs);
  }
}
