import { z } from 'zod';
import { listenTo, type ChannelListener, type Logger, type Redis } from '@peace/kit';

/**
 * The Redis channel on which this service announces, once its read models have committed an event
 * of a person's practice, that the figures it answers for that person changed (their week, their
 * suggestions, and the totals their sit counts in). This module alone names it; the gateway hears
 * it through onFiguresChanged and tells that person's sockets, so their pages read the figures
 * again when they are there to read, instead of guessing when the projection has caught up.
 */
const FIGURES_CHANGED_CHANNEL = 'peace:stats:figures-changed';

const figuresChange = z.object({ userId: z.uuid() });
export type FiguresChange = z.infer<typeof figuresChange>;

/** A change read from its channel message, or null when it is not one. */
function readFiguresChange(message: string): FiguresChange | null {
  try {
    const parsed = figuresChange.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Tells every gateway, after the read models committed, whose figures changed. */
export class FiguresAnnouncer {
  constructor(
    private readonly redis: Pick<Redis, 'publish'>,
    private readonly logger: Logger,
  ) {}

  /**
   * One announcement per person, however many of their events were applied together. A failure is
   * logged: the person's pages read the figures again when their socket reconnects, and on their next visit.
   */
  async announce(userIds: Iterable<string>): Promise<void> {
    // Sent together, so the connection pipelines them: a batch of the consumer waits one round trip, not one a person.
    await Promise.all(
      [...new Set(userIds)].map((userId) =>
        this.redis.publish(FIGURES_CHANGED_CHANNEL, JSON.stringify({ userId } satisfies FiguresChange)).catch((error: unknown) => {
          this.logger.warn({ err: error, userId }, 'figures change not announced');
        }),
      ),
    );
  }
}

/**
 * Hears, on a connection in subscriber mode, every announcement that a person's figures changed;
 * unreadable messages are passed to onUnreadable, if given.
 */
export function onFiguresChanged(subscriber: Redis, listener: (change: FiguresChange) => void, onUnreadable?: () => void): ChannelListener {
  return listenTo(subscriber, [FIGURES_CHANGED_CHANNEL], (_channel, message) => {
    const change = readFiguresChange(message);
    if (change) listener(change);
    else onUnreadable?.();
  });
}
