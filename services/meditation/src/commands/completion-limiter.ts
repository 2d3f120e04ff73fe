import { AppError, createRateLimit, type Logger, type RateLimit, type Redis } from '@peace/kit';

export interface CompletionLimit {
  /** Completions one person may post within windowSeconds. */
  points: number;
  windowSeconds: number;
}

/** Enough for a backlog of sits made offline, not for a flood. */
export const DEFAULT_COMPLETION_LIMIT: CompletionLimit = { points: 10, windowSeconds: 600 };

const MESSAGE = 'Too many meditations recorded in a short time. Please try again later.';

/**
 * How many completions one person may record in a while, shared by every replica through Redis
 * (see kit's createRateLimit). Only recorded meditations count: a completion is checked against
 * what is left on arrival, counting nothing, and counted when it is recorded, under the person's
 * lock, so refusals never use up the allowance however many arrive together.
 */
export class CompletionLimiter {
  private readonly limit: RateLimit;
  /** The last completion of each person with one under way in this process. */
  private readonly turns = new Map<string, Promise<unknown>>();

  constructor(redis: Redis, limit: CompletionLimit, keyPrefix = 'peace:meditation:completions', logger?: Logger) {
    this.limit = createRateLimit({ redis, keyPrefix, points: limit.points, windowSeconds: limit.windowSeconds, logger });
  }

  /**
   * Runs one completion of the person's after the ones before it in this process: a burst holds
   * one database connection rather than the pool (200 posts at once timed the pool out), and each
   * one's check sees what the ones before it recorded.
   */
  inTurn<T>(userId: string, completion: () => Promise<T>): Promise<T> {
    const previous = this.turns.get(userId) ?? Promise.resolve();
    const turn = previous.then(completion, completion);
    const settled = turn.then(
      () => undefined,
      () => undefined,
    );
    this.turns.set(userId, settled);
    void settled.then(() => {
      if (this.turns.get(userId) === settled) this.turns.delete(userId);
    });
    return turn;
  }

  /** Raises TOO_MANY_REQUESTS with the wait when the person has none left, counting nothing. */
  async check(userId: string): Promise<void> {
    const refused = await this.limit.check(userId);
    if (refused) throw AppError.tooManyRequests(MESSAGE, refused.retryAfterSeconds);
  }

  /** Takes one of the person's completions, or raises TOO_MANY_REQUESTS with the wait. */
  take(userId: string): Promise<void> {
    return this.limit.takeOrThrow(userId, MESSAGE);
  }

  /** Gives back the completion taken for a record that was then not kept. */
  giveBack(userId: string): Promise<void> {
    return this.limit.giveBack(userId);
  }
}
