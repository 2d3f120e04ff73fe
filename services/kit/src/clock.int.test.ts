import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRedis, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { advanceControlledClock, createControlledClock, setControlledClock, type ControlledClock } from './clock.js';

// The clock's key is the same in every stack, so this suite keeps a Redis of its own.
let dir: string;
let redis: ServerHandle;
const clocks: ControlledClock[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-clock-'));
  redis = await startRedis({ dir });
});

afterAll(async () => {
  await Promise.all(clocks.map((clock) => clock.close()));
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function clock(): Promise<ControlledClock> {
  const created = await createControlledClock(redis.url);
  clocks.push(created);
  return created;
}

/** How far a clock reads from instant, in ms; the clock runs on at real speed meanwhile. */
const driftFrom = (reading: Date, instant: string) => reading.getTime() - new Date(instant).getTime();

describe('the controlled clock', () => {
  it('starts a stack at a chosen instant, in the past or the future, and runs on from it', async () => {
    for (const instant of ['2026-11-23T23:59:00.000Z', '2031-05-06T05:59:00.000Z', '2001-01-01T00:00:00.000Z']) {
      await setControlledClock(redis.url, instant);
      const started = await clock();
      const first = driftFrom(started.now(), instant);
      const firstAt = Date.now();
      expect(first).toBeGreaterThanOrEqual(0);
      expect(first).toBeLessThan(2_000);
      // Running on is the machine's clock moving: the second reading waits until it has moved 50 ms.
      while (Date.now() - firstAt < 50) await new Promise((resolve) => setTimeout(resolve, 50 - (Date.now() - firstAt)));
      const secondAt = Date.now();
      const second = driftFrom(started.now(), instant);
      // It ran on at least as far as the machine's clock did between two instants within its two
      // readings (each read to the millisecond).
      expect(second - first).toBeGreaterThanOrEqual(secondAt - firstAt - 1);
    }
  });

  it('moves a running clock to a newly set instant, and moves it forward from there', async () => {
    const running = await clock();
    await setControlledClock(redis.url, '2026-06-21T22:00:00.000Z');
    await waitFor('the running clock to take the new instant', async () => Math.abs(driftFrom(running.now(), '2026-06-21T22:00:00.000Z')) < 2_000, 5_000);

    await advanceControlledClock(redis.url, 3 * 3_600_000);
    await waitFor('the running clock to move on', async () => Math.abs(driftFrom(running.now(), '2026-06-22T01:00:00.000Z')) < 2_000, 5_000);
    const late = await clock();
    expect(Math.abs(driftFrom(late.now(), '2026-06-22T01:00:00.000Z'))).toBeLessThan(2_000);
  });

  it('refuses something that is not an instant rather than losing the stack’s time', async () => {
    await setControlledClock(redis.url, '2026-01-01T12:00:00.000Z');
    await expect(setControlledClock(redis.url, 'tomorrow-ish')).rejects.toThrow('not an instant: tomorrow-ish');
    expect(Math.abs(driftFrom((await clock()).now(), '2026-01-01T12:00:00.000Z'))).toBeLessThan(2_000);
  });
});
