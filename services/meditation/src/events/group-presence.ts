import { defineConsumer, type Clock, type GroupPresenceStore } from '@peace/kit';
import { meditationSessionCompleted, meditationSessionStarted, meditationSessionStopped } from '@peace/proto';

/**
 * Keeps who is sitting in each group session now, for the session's page, from the service's own
 * events: a person counts from the moment their server-side sit in the session starts until it is
 * completed or stopped, and drops out by themselves when the session's time is up. What a socket
 * claims plays no part.
 */
export const GROUP_PRESENCE_CONSUMER = 'meditation-group-presence';

export function groupPresenceConsumer(store: GroupPresenceStore, clock: Clock) {
  return defineConsumer({
    durable: GROUP_PRESENCE_CONSUMER,
    contracts: [meditationSessionStarted, meditationSessionStopped, meditationSessionCompleted],
    handle: async (event) => {
      const { groupSessionId, userId } = event.data;
      if (!groupSessionId) return;
      if (event.type === 'peace.meditation.session.started') {
        // A group sit runs on the session's window: it starts at the session's start, for its length.
        const untilMs = new Date(event.data.startTime).getTime() + event.data.duration * 60_000;
        const nowMs = clock.now().getTime();
        if (untilMs > nowMs) await store.add(groupSessionId, userId, untilMs, nowMs);
        return;
      }
      await store.remove(groupSessionId, userId);
    },
  });
}
