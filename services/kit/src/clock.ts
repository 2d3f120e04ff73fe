import { Redis } from 'ioredis';

/** Time as the services see it. Commands take a Clock instead of calling Date.now(). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const OFFSET_KEY = 'peace:test-clock:offset';
const CHANNEL = 'peace:test-clock';

export interface ControlledClock extends Clock {
  /** Calls listener whenever the harness sets or moves the clock; answers a function that stops it. */
  onChange(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * A clock that runs at real speed but can be set and moved forward by the test harness, shared by
 * every process of a stack through Redis. Only ever built when PEACE_TEST_CLOCK=1, which production refuses.
 */
export async function createControlledClock(redisUrl: string): Promise<ControlledClock> {
  const reader = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  await reader.connect();
  let offsetMs = Number((await reader.get(OFFSET_KEY)) ?? 0);
  const listeners = new Set<() => void>();
  await reader.subscribe(CHANNEL);
  reader.on('message', (_channel: string, message: string) => {
    offsetMs = Number(message);
    for (const listener of listeners) listener();
  });
  return {
    now: () => new Date(Date.now() + offsetMs),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      reader.disconnect();
    },
  };
}

/** Moves every controlled clock of a stack forward by ms and answers the new offset. */
export async function advanceControlledClock(redisUrl: string, ms: number): Promise<number> {
  const writer = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const offset = await writer.incrby(OFFSET_KEY, Math.round(ms));
    await writer.publish(CHANNEL, String(offset));
    return offset;
  } finally {
    writer.disconnect();
  }
}

/**
 * Sets every controlled clock of a stack to read instant now (and run on from there), and answers
 * the new offset. Meant for before a test's first step, so that it runs at a chosen hour and day
 * whatever the machine's clock says; moving a running stack backwards would reorder its history.
 */
export async function setControlledClock(redisUrl: string, instant: Date | string | number): Promise<number> {
  const target = new Date(instant).getTime();
  if (Number.isNaN(target)) throw new Error(`not an instant: ${String(instant)}`);
  const writer = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const offset = target - Date.now();
    await writer.set(OFFSET_KEY, String(offset));
    await writer.publish(CHANNEL, String(offset));
    return offset;
  } finally {
    writer.disconnect();
  }
}

const TURN_KEY = 'peace:test-clock:turn';

/**
 * Waits for this process's turn to move a stack's controlled clock, and answers the function that
 * gives the turn back. Suites sharing one stack run at once: one suite's jump forward would carry
 * another's scheduled session past its start, so the suites that move the clock take turns.
 * The one turn is a single token in a Redis list: waiting is a blocking pop, giving back a push.
 */
export async function takeControlledClockTurn(redisUrl: string, waitMs: number): Promise<() => Promise<void>> {
  const holder = new Redis(redisUrl, { maxRetriesPerRequest: null });
  try {
    // The first to ask puts the token in; whoever pops before that push simply waits for it.
    if ((await holder.set(`${TURN_KEY}:made`, '1', 'NX')) === 'OK') await holder.lpush(TURN_KEY, 'turn');
    const popped = await holder.blpop(TURN_KEY, waitMs / 1000);
    if (!popped) throw new Error(`no turn with the stack's clock within ${waitMs} ms: another suite holds it`);
  } catch (error) {
    holder.disconnect();
    throw error;
  }
  return async () => {
    try {
      await holder.lpush(TURN_KEY, 'turn');
    } finally {
      holder.disconnect();
    }
  };
}
