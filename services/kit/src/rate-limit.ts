import { AppError } from './errors.js';
import type { Logger } from './logger.js';
import type { Redis } from './redis.js';

export interface RateLimitOptions {
  redis: Redis;
  /** Names the limit's counters in Redis: `<keyPrefix>:<key>`. */
  keyPrefix: string;
  /** How many points one key may take within a window. */
  points: number;
  windowSeconds: number;
  /** How long a count waits for Redis before it counts in this process's memory instead. */
  redisTimeoutMs?: number;
  /** Told (at most every 30 s) when a limit counts in memory because Redis did not answer. */
  logger?: Logger;
}

/** A refusal: the seconds to wait before the key may take points again. */
export interface RateLimited {
  retryAfterSeconds: number;
}

export interface RateLimit {
  /**
   * Takes points from key: null when allowed, or the wait when they do not fit in what is left of
   * its window. A refusal takes nothing, so a flood of refused requests never uses up the allowance.
   */
  take(key: string, points?: number): Promise<RateLimited | null>;
  /** Whether points would fit, counting nothing: the wait when they would not. */
  check(key: string, points?: number): Promise<RateLimited | null>;
  /** Takes a point from key, or raises TOO_MANY_REQUESTS with message and the wait. */
  takeOrThrow(key: string, message: string): Promise<void>;
  /** Gives points taken back to key: what was taken for a request that was then refused. */
  giveBack(key: string, points?: number): Promise<void>;
}

export const DEFAULT_RATE_LIMIT_REDIS_TIMEOUT_MS = 250;
/**
 * How many counts each Redis connection has let time out and not yet answered. A connection answers
 * in order, so while one is outstanding every later count would wait behind it: every limit on the
 * connection counts in memory until the late answer arrives, which is when Redis answers again (a
 * request makes several counts, and waiting the timeout for each while Redis stalled took a write
 * past 2 s).
 */
const unanswered = new WeakMap<object, number>();

// How often a limit counting in memory while Redis is away says so.
const FALLBACK_LOG_INTERVAL_MS = 30_000;

/**
 * One window's count, checked and taken in one step, so that racing requests cannot both pass the
 * check and what does not fit is never counted. Answers -1 when the points fit (and were taken
 * unless ARGV[4] is 0), else the milliseconds left of the window. Taking no points asks whether
 * the key has used up its window.
 */
const TAKE = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local points = tonumber(ARGV[1])
local window = tonumber(ARGV[3])
if used + math.max(points, 1) > tonumber(ARGV[2]) then
  local left = redis.call('PTTL', KEYS[1])
  if left < 0 then left = window end
  return left
end
if ARGV[4] == '1' and points > 0 then
  redis.call('INCRBY', KEYS[1], points)
  if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], window) end
end
return -1`;

/** Gives points back, never below nothing. */
const GIVE_BACK = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local back = math.min(used, tonumber(ARGV[1]))
if back > 0 then redis.call('DECRBY', KEYS[1], back) end
return back`;

class Timeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Timeout()), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * A limit of so many points per window and key, counted in Redis so every replica shares it. A
 * count Redis does not answer in time (or while it is not connected) is made in this process's
 * memory instead, so a Redis outage neither refuses everything nor lifts the limit entirely; should
 * neither count, the request goes through.
 */
export function createRateLimit(options: RateLimitOptions): RateLimit {
  const { redis, keyPrefix, points: allowance, windowSeconds, logger } = options;
  const windowMs = windowSeconds * 1000;
  const timeoutMs = options.redisTimeoutMs ?? DEFAULT_RATE_LIMIT_REDIS_TIMEOUT_MS;
  let lastFallbackLog = 0;
  const memory = new Map<string, { used: number; endsAt: number }>();

  const inMemory = (key: string, points: number, counting: boolean): number => {
    const now = Date.now();
    if (now - lastFallbackLog >= FALLBACK_LOG_INTERVAL_MS) {
      lastFallbackLog = now;
      logger?.warn({ limit: keyPrefix }, 'rate limit unavailable in Redis; counting in this process until it answers');
    }
    let entry = memory.get(key);
    if (!entry || entry.endsAt <= now) {
      // Windows that have ended are forgotten as they are met, so the map holds only live keys.
      for (const [other, { endsAt }] of memory) if (endsAt <= now) memory.delete(other);
      entry = { used: 0, endsAt: now + windowMs };
      memory.set(key, entry);
    }
    if (entry.used + Math.max(points, 1) > allowance) return entry.endsAt - now;
    if (counting) entry.used += points;
    return -1;
  };

  const attempt = async (key: string, points: number, counting: boolean): Promise<RateLimited | null> => {
    const fullKey = `${keyPrefix}:${key}`;
    let waitMs: number;
    try {
      if (redis.status !== 'ready' || (unanswered.get(redis) ?? 0) > 0) throw new Timeout();
      const answer = redis.eval(TAKE, 1, fullKey, points, allowance, windowMs, counting ? 1 : 0);
      try {
        waitMs = Number(await within(answer, timeoutMs));
      } catch (error) {
        if (error instanceof Timeout) {
          unanswered.set(redis, (unanswered.get(redis) ?? 0) + 1);
          const answered = () => unanswered.set(redis, (unanswered.get(redis) ?? 1) - 1);
          answer.then(answered, answered);
        }
        throw error;
      }
    } catch (error) {
      if (!(error instanceof Timeout)) logger?.warn({ err: error, limit: keyPrefix }, 'rate limit could not count in Redis');
      try {
        waitMs = inMemory(fullKey, points, counting);
      } catch (fallbackError) {
        logger?.warn({ err: fallbackError, limit: keyPrefix }, 'rate limit could not count; letting the request through');
        return null;
      }
    }
    return waitMs < 0 ? null : { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  };

  const take = (key: string, points = 1) => attempt(key, points, true);
  return {
    take,
    check: (key, points = 1) => attempt(key, points, false),
    takeOrThrow: async (key, message) => {
      const refused = await take(key);
      if (refused) throw AppError.tooManyRequests(message, refused.retryAfterSeconds);
    },
    giveBack: async (key, points = 1) => {
      const fullKey = `${keyPrefix}:${key}`;
      const remembered = memory.get(fullKey);
      if (remembered) remembered.used = Math.max(0, remembered.used - points);
      try {
        if (redis.status === 'ready') await within(redis.eval(GIVE_BACK, 1, fullKey, points), timeoutMs);
      } catch (error) {
        logger?.warn({ err: error, limit: keyPrefix }, 'rate limit could not give points back');
      }
    },
  };
}
