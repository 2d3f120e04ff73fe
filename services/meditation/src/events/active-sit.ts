import type { Logger, Redis } from '@peace/kit';
import { ACTIVE_SIT_CHANNEL, type ActiveSessionState, type ActiveSit, type ActiveSitAnnouncement } from '@peace/proto';
import type { ActiveRow } from '../db/types.js';

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
      await this.redis.publish(ACTIVE_SIT_CHANNEL, JSON.stringify(message));
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'active sit change not announced');
    }
  }
}
