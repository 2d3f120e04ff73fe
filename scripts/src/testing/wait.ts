// Waits on facts, never on time: a suite asks again until what it waits for is so, and fails
// naming it when it never is.
import type { Bus } from '@peace/kit';
import { STREAM_NAME } from '@peace/proto';
import { waitFor } from '../harness/process.js';

export { waitFor };

/** Asks again until the answer is accepted or the time is up; answers the last answer, for the test to assert on. */
export async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await probe();
  }
  return value;
}

/**
 * Resolves once every durable consumer whose name starts with `prefix` has been handed every event
 * of the stream it wants and has acknowledged it. A consumer acknowledges after its transaction
 * commits, so what the service does with the events published so far is then done: a suite that
 * checks that something did not happen checks it after this, not after a pause.
 */
export async function consumersCaughtUp(bus: Bus, prefix: string, timeoutMs = 20_000): Promise<void> {
  await waitFor(
    `the ${prefix}* consumers to acknowledge every event`,
    async () => {
      const mine = [];
      for await (const info of bus.jsm.consumers.list(STREAM_NAME)) if (info.name.startsWith(prefix)) mine.push(info);
      return mine.length > 0 && mine.every((info) => info.num_pending === 0 && info.num_ack_pending === 0);
    },
    timeoutMs,
  );
}
