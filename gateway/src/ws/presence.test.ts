import { jest } from '@jest/globals';
import { coalesced, newcomerCount } from './presence.js';

describe('coalesced pushes', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('pushes values that come now and then at once', () => {
    const pushed: { at: number; value: number }[] = [];
    const push = coalesced(250, (value: number) => pushed.push({ at: Date.now(), value }));
    for (const value of [1, 2, 3, 4, 5]) {
      push.offer(value);
      jest.advanceTimersByTime(300);
    }
    expect(pushed).toEqual([1, 2, 3, 4, 5].map((value, index) => ({ at: index * 300, value })));
  });

  it('pushes a burst at once, then of the values within an interval only the last, when it is over', () => {
    const pushed: number[] = [];
    const push = coalesced(250, (value: number) => pushed.push(value), 2);
    push.offer(1);
    push.offer(2);
    expect(pushed).toEqual([1, 2]);
    push.offer(3);
    push.offer(4);
    jest.advanceTimersByTime(249);
    expect(pushed).toEqual([1, 2]);
    jest.advanceTimersByTime(1);
    expect(pushed).toEqual([1, 2, 4]);
  });

  it('holds a steady stream of values to one per interval, the last of them pushed', () => {
    const pushed: { at: number; value: number }[] = [];
    const push = coalesced(250, (value: number) => pushed.push({ at: Date.now(), value }), 3);
    for (let at = 0; at < 4000; at += 10) {
      push.offer(at);
      jest.advanceTimersByTime(10);
    }
    jest.advanceTimersByTime(250);
    // The burst, then one per interval.
    expect(pushed.length).toBeLessThanOrEqual(3 + 4000 / 250 + 1);
    const afterBurst = pushed.slice(3);
    const gaps = afterBurst.slice(1).map((entry, index) => entry.at - afterBurst[index]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);
    expect(pushed.at(-1)!.value).toBe(3990);
  });

  it('drops what is pending when closed', () => {
    const pushed: number[] = [];
    const push = coalesced(250, (value: number) => pushed.push(value), 1);
    push.offer(1);
    push.offer(2);
    push.close();
    jest.advanceTimersByTime(1000);
    expect(pushed).toEqual([1]);
  });
});

describe('the count for sockets that just opened', () => {
  function deferred() {
    let resolve!: (value: number) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<number>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  }

  /** A read that answers when told, and the reads started so far. */
  function deferredReads() {
    const reads: ReturnType<typeof deferred>[] = [];
    const read = () => {
      reads.push(deferred());
      return reads.at(-1)!.promise;
    };
    return { reads, read };
  }

  it('shares one read between every socket that opens while it is under way, and reads again after', async () => {
    const { reads, read } = deferredReads();
    const forNewcomer = newcomerCount(read, () => ({ count: -1, changes: 0 }));
    const answers = Array.from({ length: 1000 }, () => forNewcomer());
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(7);
    expect(await Promise.all(answers)).toEqual(Array(1000).fill(7));
    const later = forNewcomer();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(8);
    expect(await later).toBe(8);
  });

  it('answers the count that changed while its read was under way rather than the older one read', async () => {
    const read = deferred();
    const known = { count: 3, changes: 1 };
    const forNewcomer = newcomerCount(() => read.promise, () => known);
    const answer = forNewcomer();
    known.count = 5;
    known.changes = 2;
    read.resolve(4);
    expect(await answer).toBe(5);
  });

  it('fails every socket waiting on a read that failed, and the next socket reads again', async () => {
    const { reads, read } = deferredReads();
    const forNewcomer = newcomerCount(read, () => ({ count: 2, changes: 0 }));
    const waiting = [forNewcomer(), forNewcomer()];
    reads[0]!.reject(new Error('Command timed out'));
    await expect(Promise.all(waiting)).rejects.toThrow('Command timed out');
    const next = forNewcomer();
    expect(reads).toHaveLength(2);
    reads[1]!.resolve(2);
    expect(await next).toBe(2);
  });
});
