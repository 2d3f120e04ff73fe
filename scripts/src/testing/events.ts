// A private NATS for a suite that feeds one of a service's consumers as the producers feed it,
// and knows when the consumer has done with what it was fed. For tests only.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectBus, type Bus } from '@peace/kit';
import { STREAM_NAME, type Envelope } from '@peace/proto';
import { waitFor } from '../harness/process.js';
import { startNats, type ServerHandle } from '../harness/servers.js';

export interface PrivateBus {
  bus: Bus;
  nats: ServerHandle;
  /** Publishes as a producer's outbox relay does: the event's id is the message id unless one is given. */
  publish(event: Envelope<unknown>, msgID?: string): Promise<void>;
  /**
   * Waits until the durable consumer has applied and acknowledged everything published so far: a
   * suite that checks that something did not happen checks it after this, not after a pause.
   */
  caughtUp(durable: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Starts a NATS of the suite's own, with the events stream, in a directory it removes on close. */
export async function startPrivateBus(name: string): Promise<PrivateBus> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `peace-${name}-`));
  const nats = await startNats({ dir });
  const bus = await connectBus(nats.url, `${name}-test`);
  let lastSequence = 0;
  return {
    bus,
    nats,
    publish: async (event, msgID = event.id) => {
      const ack = await bus.js.publish(event.type, JSON.stringify(event), { msgID });
      lastSequence = Math.max(lastSequence, ack.seq);
    },
    caughtUp: async (durable, timeoutMs = 20_000) => {
      await waitFor(
        `the ${durable} consumer to catch up`,
        async () => {
          const info = await bus.jsm.consumers.info(STREAM_NAME, durable);
          return info.num_pending === 0 && info.num_ack_pending === 0 && info.ack_floor.stream_seq >= lastSequence;
        },
        timeoutMs,
      );
    },
    close: async () => {
      await bus.close();
      await nats.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
