import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, type Redis } from '@peace/kit';

export interface CompletionLimit {
  /** Completions one person may post within windowSeconds. */
  points: number;
  windowSeconds: number;
}

/** Enough for a backlog of sits made offline, not for a flood. */
export const DEFAULT_COMPLETION_LIMIT: CompletionLimit = { points: 10, windowSeconds: 600 };

/**
 * How often one person may post a completion, shared by every replica through Redis. Should Redis
 * fail, each replica goes on limiting in its own memory rather than refusing meditations.
 */
export class CompletionLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, limit: CompletionLimit, keyPrefix = 'peace:meditation:completions') {
    const options = { keyPrefix, points: limit.points, duration: limit.windowSeconds };
    this.limiter = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  }

  /** Takes one of the person's completions, or raises TOO_MANY_REQUESTS with the wait. */
  async take(userId: string): Promise<void> {
    try {
      await this.limiter.consume(userId);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw AppError.tooManyRequests('Too many meditations recorded in a short time. Please try again later.', error.msBeforeNext / 1000);
      throw error;
    }
  }
}
