import { jest } from '@jest/globals';
import { INTENTIONS, type Intention } from '@peace/proto';
import type { PresenceCounts } from '@peace/meditation/live';
import { presenceFanout, type PresenceReceiver } from './presence.js';

/** The counts as Redis would answer them, changed by the test. */
function countsOf(people: Partial<Record<Intention, number>>): PresenceCounts {
  const intentions = Object.fromEntries(INTENTIONS.map((intention) => [intention, people[intention] ?? 0])) as Record<Intention, number>;
  return { total: Object.values(intentions).reduce((sum, count) => sum + count, 0), intentions };
}

/** A socket that remembers the instant and counts of every frame it was sent. */
function receiver(): PresenceReceiver & { frames: { at: number; count: number; intentions: Record<string, number> }[] } {
  const frames: { at: number; count: number; intentions: Record<string, number> }[] = [];
  return {
    sent: undefined,
    sentAt: -Infinity,
    frames,
    send(frame) {
      const message = JSON.parse(frame.toString('utf8')) as { type: string; count: number; intentions: Record<string, number> };
      expect(message.type).toBe('activeMeditators');
      frames.push({ at: Date.now(), count: message.count, intentions: message.intentions });
    },
  };
}

function setUp(sockets = 20) {
  let current = countsOf({});
  const reads: number[] = [];
  const receivers = Array.from({ length: sockets }, receiver);
  const fanout = presenceFanout({
    intervalMs: 1000,
    read: () => {
      reads.push(Date.now());
      // Redis answers a little later, as it does.
      return new Promise((resolve) => setTimeout(() => resolve(current), 3));
    },
    receivers: () => receivers,
    onError: (error) => {
      throw error;
    },
  });
  return {
    receivers,
    reads,
    fanout,
    set: (counts: PresenceCounts) => {
      current = counts;
      fanout.changed();
    },
  };
}

const gapsOf = (times: readonly number[]) => times.slice(1).map((time, index) => time - times[index]!);

describe('the presence fan-out, on a controlled clock', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('sends every socket at most one frame a second under a hundred changes a second, and ends at the true counts', async () => {
    const { receivers, reads, fanout, set } = setUp();
    let peace = 0;
    let forgiveness = 0;
    for (let tick = 0; tick < 10_000; tick += 10) {
      if (tick % 20 === 0) peace += 1;
      else forgiveness += tick % 30 === 0 ? -1 : 1;
      forgiveness = Math.max(0, forgiveness);
      set(countsOf({ Peace: peace, Forgiveness: forgiveness }));
      await jest.advanceTimersByTimeAsync(10);
    }
    await jest.advanceTimersByTimeAsync(2000);
    // One read a turn, however many changes came between.
    expect(reads.length).toBeLessThanOrEqual(12);
    expect(Math.min(...gapsOf(reads))).toBeGreaterThanOrEqual(1000);
    for (const socket of receivers) {
      expect(socket.frames.length).toBeLessThanOrEqual(11);
      expect(Math.min(...gapsOf(socket.frames.map((frame) => frame.at)))).toBeGreaterThanOrEqual(1000);
      expect(socket.frames.at(-1)).toEqual(expect.objectContaining({ count: peace + forgiveness, intentions: countsOf({ Peace: peace, Forgiveness: forgiveness }).intentions }));
    }
    fanout.close();
  });

  it('sends nothing when nothing changed, nor when a change leaves the counts as they were', async () => {
    const { receivers, fanout, set } = setUp(3);
    set(countsOf({ Love: 2 }));
    await jest.advanceTimersByTimeAsync(100);
    expect(receivers.map((socket) => socket.frames.length)).toEqual([1, 1, 1]);
    await jest.advanceTimersByTimeAsync(10_000);
    // Someone started and someone else stopped: the counts are the same, so no frame goes.
    set(countsOf({ Love: 2 }));
    await jest.advanceTimersByTimeAsync(5000);
    expect(receivers.map((socket) => socket.frames.length)).toEqual([1, 1, 1]);
    fanout.close();
  });

  it('sends a change after a quiet while at once, and one right after it a second later', async () => {
    const { receivers, fanout, set } = setUp(1);
    set(countsOf({ Unity: 1 }));
    await jest.advanceTimersByTimeAsync(5000);
    const [socket] = receivers;
    set(countsOf({ Unity: 2 }));
    await jest.advanceTimersByTimeAsync(5);
    expect(socket!.frames.at(-1)).toEqual({ at: 5003, count: 2, intentions: countsOf({ Unity: 2 }).intentions });
    set(countsOf({ Unity: 3 }));
    await jest.advanceTimersByTimeAsync(990);
    expect(socket!.frames.at(-1)!.count).toBe(2);
    await jest.advanceTimersByTimeAsync(20);
    expect(socket!.frames.at(-1)).toEqual({ at: 6006, count: 3, intentions: countsOf({ Unity: 3 }).intentions });
    fanout.close();
  });

  it('holds a socket that was welcomed with the counts a moment ago until its second is up', async () => {
    const { receivers, fanout, set } = setUp(1);
    set(countsOf({ Service: 1 }));
    await jest.advanceTimersByTimeAsync(2000);
    const newcomer = receiver();
    fanout.welcome(newcomer);
    receivers.push(newcomer);
    expect(newcomer.frames).toEqual([{ at: 2000, count: 1, intentions: countsOf({ Service: 1 }).intentions }]);
    await jest.advanceTimersByTimeAsync(500);
    set(countsOf({ Service: 2 }));
    await jest.advanceTimersByTimeAsync(10);
    // The socket that was there gets it at once; the newcomer when its second is up.
    expect(receivers[0]!.frames.at(-1)!.count).toBe(2);
    expect(newcomer.frames).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(newcomer.frames).toHaveLength(2);
    expect(newcomer.frames[1]!.count).toBe(2);
    expect(newcomer.frames[1]!.at - newcomer.frames[0]!.at).toBeGreaterThanOrEqual(1000);
    fanout.close();
  });

  it('welcomes a socket with nothing before the counts were first read, and sends them at the first turn', async () => {
    const { receivers, fanout, set } = setUp(0);
    const early = receiver();
    fanout.welcome(early);
    receivers.push(early);
    expect(early.frames).toEqual([]);
    set(countsOf({}));
    await jest.advanceTimersByTimeAsync(10);
    expect(early.frames).toEqual([{ at: 3, count: 0, intentions: countsOf({}).intentions }]);
    fanout.close();
  });
});
