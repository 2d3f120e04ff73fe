import { jest } from '@jest/globals';
import { coalesced } from './presence.js';

describe('coalesced pushes', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('pushes the first value at once and, of the values within the interval, only the last when it is over', () => {
    const pushed: number[] = [];
    const push = coalesced(250, (value: number) => pushed.push(value));
    push.offer(1);
    expect(pushed).toEqual([1]);
    push.offer(2);
    push.offer(3);
    push.offer(4);
    jest.advanceTimersByTime(249);
    expect(pushed).toEqual([1]);
    jest.advanceTimersByTime(1);
    expect(pushed).toEqual([1, 4]);
  });

  it('pushes at once again after a quiet interval, and nothing when nothing was offered', () => {
    const pushed: number[] = [];
    const push = coalesced(250, (value: number) => pushed.push(value));
    push.offer(1);
    jest.advanceTimersByTime(1000);
    expect(pushed).toEqual([1]);
    push.offer(2);
    expect(pushed).toEqual([1, 2]);
  });

  it('never pushes more than once per interval under a steady stream of values', () => {
    const pushed: { at: number; value: number }[] = [];
    const push = coalesced(250, (value: number) => pushed.push({ at: Date.now(), value }));
    for (let at = 0; at < 2000; at += 10) {
      push.offer(at);
      jest.advanceTimersByTime(10);
    }
    jest.advanceTimersByTime(250);
    const gaps = pushed.slice(1).map((entry, index) => entry.at - pushed[index]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);
    expect(pushed.length).toBeLessThanOrEqual(9);
    expect(pushed.at(-1)!.value).toBe(1990);
  });

  it('drops what is pending when closed', () => {
    const pushed: number[] = [];
    const push = coalesced(250, (value: number) => pushed.push(value));
    push.offer(1);
    push.offer(2);
    push.close();
    jest.advanceTimersByTime(1000);
    expect(pushed).toEqual([1]);
  });
});
