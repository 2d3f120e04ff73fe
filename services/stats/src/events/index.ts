import { defineConsumer } from '@peace/kit';
import { meditationSessionCompleted } from '@peace/proto';
import { recordCompletedSession, type StatsTx } from '../commands/stats.js';

/**
 * What the stats service consumes. It publishes nothing. The durable name is the consumer's
 * position in the stream: while the service is down JetStream keeps it, and on start the
 * service catches up from there.
 */
export const COMPLETED_SESSIONS_CONSUMER = 'stats-completed-sessions';

export const completedSessionsConsumer = defineConsumer({
  durable: COMPLETED_SESSIONS_CONSUMER,
  contracts: [meditationSessionCompleted],
  handle: (event, tx: StatsTx) => recordCompletedSession(tx, event.data),
});
