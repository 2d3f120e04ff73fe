// Waits on facts, never on time: a suite asks again until what it waits for is so, and fails
// naming it when it never is.
import type pg from 'pg';
import type { Bus } from '@peace/kit';
import { STREAM_NAME } from '@peace/proto';
import { waitFor } from '../harness/process.js';

export { waitFor };

/** Asks again until the answer is accepted or the time is up; answers the last answer, for the test to assert on. */
export async function eventually<T>(probe: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  let value = await probe();
  if (accept(value)) return value;
  // A probe that fails fails the suite at once, as the first ask does; only an answer not yet accepted is asked again.
  let failed: { error: unknown } | undefined;
  const ask = async () => {
    try {
      value = await probe();
    } catch (error) {
      failed = { error };
      return true;
    }
    return accept(value);
  };
  await waitFor('an accepted answer', ask, { timeoutMs, intervalMs: 50 }).catch(() => undefined);
  if (failed) throw failed.error;
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

/** What a suite watches a whole stack through: its NATS, and a connection to the database its services share. */
export interface StackWatch {
  bus: Bus;
  db: pg.Pool | pg.Client;
  /** The services' schemas, each with its outbox. */
  schemas: readonly string[];
}

async function outboxes(db: StackWatch['db'], schemas: readonly string[]): Promise<{ written: number; waiting: number }> {
  let written = 0;
  let waiting = 0;
  for (const schema of schemas) {
    const { rows } = await db.query<{ written: number; waiting: number }>(`select count(*)::int as written, (count(*) filter (where published_at is null))::int as waiting from "${schema}".outbox`);
    written += rows[0]!.written;
    waiting += rows[0]!.waiting;
  }
  return { written, waiting };
}

/**
 * Resolves once nothing set off by earlier requests is still under way anywhere in the stack: no
 * event waits in an outbox, every durable consumer has acknowledged all it was handed, no email
 * waits to go, and no event was written while this was being checked.
 */
export async function stackSettled({ bus, db, schemas }: StackWatch, timeoutMs = 30_000): Promise<void> {
  await waitFor(
    'the stack to settle',
    async () => {
      const first = await outboxes(db, schemas);
      if (first.waiting > 0) return false;
      for await (const info of bus.jsm.consumers.list(STREAM_NAME)) if (info.num_pending > 0 || info.num_ack_pending > 0) return false;
      if (schemas.includes('notification') && ((await db.query("select 1 from notification.email_log where status = 'queued' limit 1")).rowCount ?? 0) > 0) return false;
      const last = await outboxes(db, schemas);
      return last.written === first.written && last.waiting === 0;
    },
    timeoutMs,
  );
}
