import { listenTo, type ChannelListener, type Logger, type Redis } from '@peace/kit';
import type { ActiveSessionState, ActiveSit } from '@peace/proto';
import { parseActiveSitAnnouncement, type ActiveSitAnnouncement } from '@peace/proto/live';
import type { ActiveRow } from '../db/types.js';

/**
 * The Redis channel on which this service announces, after its commit, that a person's sit
 * started, was paused or resumed, or ended (sit null). The gateway hears it through onActiveSit
 * and forwards it to that person's sockets only.
 */
const ACTIVE_SIT_CHANNEL = 'peace:meditation:active-sit';

/**
 * Publishes an announcement, or (for the tests of those who listen, which must pass over anything
 * that is not one) any text, on the channel onActiveSit hears.
 */
export async function publishActiveSit(redis: Redis, announcement: ActiveSitAnnouncement | string): Promise<void> {
  await redis.publish(ACTIVE_SIT_CHANNEL, typeof announcement === 'string' ? announcement : JSON.stringify(announcement));
}

function sitOf(row: ActiveRow): ActiveSit {
  return {
    id: row.id,
    state: row.state as ActiveSessionState,
    duration: row.duration,
    startTime: row.startTime.toISOString(),
    pausedAt: row.pausedAt?.toISOString() ?? null,
    totalPausedMs: row.totalPausedMs,
    groupSessionId: row.groupSessionId,
  };
}

/**
 * Tells the person's open pages, through the gateway's sockets, that their sit changed, after the
 * change is committed: the pages count down on their own and read the sit only now and then, so a
 * pause, resume or end made on another device reaches them this way within the second.
 */
export class ActiveSitAnnouncer {
  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {}

  /** The row as committed, or null for the person's sit having ended. A failure is logged: the pages' own reads catch up. */
  async announce(userId: string, row: ActiveRow | null): Promise<void> {
    const message: ActiveSitAnnouncement = { userId, sit: row ? sitOf(row) : null };
    try {
      await publishActiveSit(this.redis, message);
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'active sit change not announced');
    }
  }
}

/**
 * Hears, on a connection in subscriber mode, every announcement of a person's sit changing;
 * unreadable messages are passed to onUnreadable, if given.
 */
export function onActiveSit(subscriber: Redis, listener: (announcement: ActiveSitAnnouncement) => void, onUnreadable?: () => void): ChannelListener {
  return listenTo(subscriber, [ACTIVE_SIT_CHANNEL], (_channel, text) => {
    const announcement = parseActiveSitAnnouncement(text);
    if (announcement) listener(announcement);
    else onUnreadable?.();
  });
}
