import { createRateLimit, type Logger, type RateLimit, type Redis } from '@peace/kit';

export interface CompletionLimit {
  /** Completions one person may post within windowSeconds. */
  points: number;
  windowSeconds: number;
}

/** Enough for a backlog of sits made offline, not for a flood. */
export const DEFAULT_COMPLETION_LIMIT: CompletionLimit = { points: 10, windowSeconds: 600 };

/** How often one person may post a completion, shared by every replica through Redis (see kit's createRateLimit). */
export class CompletionLimiter {
  private readonly limit: RateLimit;

  constructor(redis: Redis, limit: CompletionLimit, keyPrefix = 'peace:meditation:completions', logger?: Logger) {
    this.limit = createRateLimit({ redis, keyPrefix, points: limit.points, windowSeconds: limit.windowSeconds, logger });
  }

  /** Takes one of the person's completions, or raises TOO_MANY_REQUESTS with the wait. */
  take(userId: string): Promise<void> {
    return this.limit.takeOrThrow(userId, 'Too many meditations recorded in a short time. Please try again later.');
  }

  /** Gives back the completion taken for a post that was then refused: only recorded meditations count. */
  giveBack(userId: string): Promise<void> {
    return this.limit.giveBack(userId);
  }
}
