import { applyOnce, parseDelivery, type Bus, type ConsumerDefinition, type Logger } from '@peace/kit';
import { STREAM_NAME, type EventContract } from '@peace/proto';
import { emptyReadModels } from '../db/projections.repository.js';
import { SCHEMA } from '../db/schema.js';
import { communitiesConsumer, membersConsumer, practiceConsumer } from '../events/index.js';
import { announceChange } from './figures-cache.js';
import type { StatsDb, StatsTx } from './projections.js';

type AnyConsumer = ConsumerDefinition<StatsTx, EventContract<string, unknown>>;

export interface RebuildResult {
  /** The stream sequence the read models now reflect. */
  lastSequence: number;
  applied: number;
}

/**
 * Empties the read models and replays the whole stream into them, in one transaction: readers see
 * the old figures until it commits and the new ones after, never a half-built state. The live
 * consumers may keep running: each replayed event is journalled under its consumer's durable name,
 * so a later delivery of it is a no-op, and an event published during the rebuild waits on the
 * emptied tables' lock and applies after the commit. Each replayed event is announced as a live
 * one is, so every replica forgets the figures it kept once the rebuild commits.
 */
export async function rebuildReadModels(deps: { db: StatsDb; bus: Bus; logger: Logger }): Promise<RebuildResult> {
  const consumers = [practiceConsumer, membersConsumer, communitiesConsumer] as unknown as AnyConsumer[];
  const byType = new Map<string, { consumer: AnyConsumer; contract: EventContract<string, unknown> }>();
  for (const consumer of consumers) for (const contract of consumer.contracts) byType.set(contract.type, { consumer, contract });
  const contracts = new Map([...byType].map(([type, { contract }]) => [type, contract] as const));

  return deps.db.transaction(async (tx) => {
    await emptyReadModels(tx);
    // Everything kept was read from the tables emptied here: every replica forgets it all on commit.
    await announceChange(tx, 'rebuild');
    // Read after the tables are locked: everything up to here is replayed, anything later waits for the commit.
    const { state } = await deps.bus.jsm.streams.info(STREAM_NAME);
    const lastSequence = state.last_seq;
    let applied = 0;
    if (state.messages > 0) {
      // The whole stream, in order (one filter per subject needs a newer server than every deployment has).
      const reader = await deps.bus.js.consumers.get(STREAM_NAME);
      let seen = 0;
      while (seen < lastSequence) {
        const batch = await reader.fetch({ max_messages: 500, expires: 2000 });
        let received = 0;
        for await (const message of batch) {
          received += 1;
          seen = message.seq;
          if (message.seq > lastSequence) break;
          const delivery = parseDelivery(contracts, message.json());
          if (delivery.kind === 'unknown') continue;
          // A newer producer's event cannot be read by this version: rebuilding without it would undercount.
          if (delivery.kind === 'newer') throw new Error(`event ${message.seq} (${delivery.type} v${delivery.version}) is newer than this service reads`);
          const route = byType.get(delivery.event.type);
          if (route && (await applyOnce(tx, SCHEMA, route.consumer.durable, delivery.event, route.consumer.handle))) applied += 1;
        }
        // The stream lost its tail (retention) while being read: nothing more will come.
        if (received === 0) break;
      }
      await reader.delete().catch(() => undefined);
    }
    deps.logger.info({ lastSequence, applied }, 'read models rebuilt from the stream');
    return { lastSequence, applied };
  });
}
