import { defineConsumer } from '@peace/kit';
import { groupsSessionCancelled, groupsSessionCompleted, groupsSessionScheduled, groupsSessionStarted, type GroupSessionStatusSignal } from '@peace/proto';

/**
 * Announces every session's status change on Redis, where the gateways relay it to the pages
 * watching, so that a page goes live the moment its creator starts the session. It reads the
 * service's own events, so a signal follows every committed change, whichever path made it
 * (a start, a timer, the sweep, a community's deletion), and none follows a change rolled back.
 * A signal is a hint to read again: a repeat after a redelivery does no harm.
 */
export const STATUS_SIGNALS_CONSUMER = 'groups-live-status';

export function statusSignalsConsumer(publish: (signal: GroupSessionStatusSignal) => Promise<void>) {
  return defineConsumer({
    durable: STATUS_SIGNALS_CONSUMER,
    contracts: [groupsSessionScheduled, groupsSessionStarted, groupsSessionCompleted, groupsSessionCancelled],
    handle: async (event) => {
      const { groupSessionId } = event.data;
      switch (event.type) {
        case 'peace.groups.session.scheduled':
          return publish({ groupSessionId, status: 'scheduled', endsAt: null });
        case 'peace.groups.session.started':
          return publish({ groupSessionId, status: 'active', endsAt: event.data.endsAt });
        case 'peace.groups.session.completed':
          return publish({ groupSessionId, status: 'completed', endsAt: event.data.endsAt });
        case 'peace.groups.session.cancelled':
          return publish({ groupSessionId, status: 'cancelled', endsAt: null });
      }
    },
  });
}
