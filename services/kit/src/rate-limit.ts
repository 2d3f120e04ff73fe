import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
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
  /** Takes points from key: null when allowed, or the wait when the key has used up its window. */
  take(key: string, points?: number): Promise<RateLimited | null>;
  /** Takes a point from key, or raises TOO_MANY_REQUESTS with message and the wait. */
  takeOrThrow(key: string, message: string): Promise<void>;
  /** Gives points taken back to key: what was taken for a request that was then refused. */
  giveBack(key: string, points?: number): Promise<void>;
}

export const DEFAULT_RATE_LIMIT_REDIS_TIMEOUT_MS = 250;

// How often a limit counting in memory while Redis is away says so.
const FALLBACK_LOG_INTERVAL_MS = 30_000;

/**
 * A limit of so many points per window and key, counted in Redis so every replica shares it. A
 * count Redis does not answer in time (or while it is not connected) is made in this process's
 * memory instead, so a Redis outage neither refuses everything nor lifts the limit entirely; should
 * neither count, the request goes through.
 */
export function createRateLimit(options: RateLimitOptions): RateLimit {
  const { keyPrefix, points, windowSeconds: duration, logger } = options;
  let lastFallbackLog = 0;
  const insurance = new (class extends RateLimiterMemory {
    override consume(key: string | number, pointsToConsume?: number, consumeOptions?: Record<string, unknown>) {
      const now = Date.now();
      if (now - lastFallbackLog >= FALLBACK_LOG_INTERVAL_MS) {
        lastFallbackLog = now;
        logger?.warn({ limit: keyPrefix }, 'rate limit unavailable in Redis; counting in this process until it answers');
      }
      return super.consume(key, pointsToConsume, consumeOptions);
    }
  })({ keyPrefix, points, duration });
  const store = new RateLimiterRedis({
    storeClient: options.redis,
    keyPrefix,
    points,
    duration,
    rejectIfRedisNotReady: true,
    // A key over its limit is refused from memory until its window ends: a flood costs Redis nothing.
    inMemoryBlockOnConsumed: points + 1,
  });
  // Memory counts once per request, here: a Redis command that fails after the wait (Redis
  // commands have a timeout of their own) must not count the same request a second time.
  const limiter = new RLWrapperTimeouts({ limiter: store, timeoutMs: options.redisTimeoutMs ?? DEFAULT_RATE_LIMIT_REDIS_TIMEOUT_MS, insuranceLimiter: insurance });

  const take = async (key: string, pointsToConsume = 1): Promise<RateLimited | null> => {
    try {
      await limiter.consume(key, pointsToConsume);
      return null;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      logger?.warn({ err: outcome, limit: keyPrefix }, 'rate limit could not count; letting the request through');
      return null;
    }
  };
  return {
    take,
    takeOrThrow: async (key, message) => {
      const refused = await take(key);
      if (refused) throw AppError.tooManyRequests(message, refused.retryAfterSeconds);
    },
    giveBack: async (key, pointsToReturn = 1) => {
      try {
        await limiter.reward(key, pointsToReturn);
      } catch (error) {
        logger?.warn({ err: error, limit: keyPrefix }, 'rate limit could not give points back');
      }
    },
  };
}
