import { defineConsumer, type Clock } from '@peace/kit';
import { meditationSessionCompleted, meditationSessionStarted, meditationSessionStopped } from '@peace/proto';
import type { GroupPresenceStore } from '@peace/groups/live';
import { groupSitWindowEnd } from '../commands/group-sessions.js';

/**
 * Keeps who is sitting in each group session now, for the session's page, from the service's own
 * events: a person counts from the moment their server-side sit in the session starts until it is
 * paused, completed or stopped, and drops out by themselves when the session's time is up. What a
 * socket claims plays no part. The commands write the same changes straight away (pauses and
 * resumes publish no event); each write carries the revision of the sit it comes from, so events
 * redelivered late, or delivered in another order, never undo a newer change.
 */
export const GROUP_PRESENCE_CONSUMER = 'meditation-group-presence';

export function groupPresenceConsumer(store: GroupPresenceStore, clock: Clock) {
  return defineConsumer({
    durable: GROUP_PRESENCE_CONSUMER,
    contracts: [meditationSessionStarted, meditationSessionStopped, meditationSessionCompleted],
    // Personal sits, most of what arrives here, are acknowledged without a transaction.
    wants: (event) => event.data.groupSessionId !== null,
    handle: async (event) => {
      const { groupSessionId, userId, duration } = event.data;
      if (!groupSessionId) return;
      // Events published before revisions were carried apply only where none is recorded.
      const revision = event.data.revision ?? 0;
      const nowMs = clock.now().getTime();
      if (event.type === 'peace.meditation.session.started') {
        const windowEndMs = groupSitWindowEnd(event.data.startTime, duration);
        await store.write(groupSessionId, userId, { revision, untilMs: windowEndMs, windowEndMs }, nowMs);
        return;
      }
      // The sit started no later than now, so its window ends within its length from now.
      await store.write(groupSessionId, userId, { revision, untilMs: null, windowEndMs: nowMs + duration * 60_000 }, nowMs);
    },
  });
}
