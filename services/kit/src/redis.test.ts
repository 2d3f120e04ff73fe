import { afterEach, expect, jest } from '@jest/globals';
import { RedisBreaker } from './redis.js';

describe('RedisBreaker', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('skips commands for a moment after one failed, then tries again', async () => {
    // The machine's clock, faked: the pause passes when the test moves it, not after a real wait.
    jest.useFakeTimers();
    const breaker = new RedisBreaker(50);
    const errors: unknown[] = [];
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('Command timed out'));
    };
    expect(await breaker.attempt(failing, (error) => errors.push(error))).toBeUndefined();
    expect(await breaker.attempt(failing, (error) => errors.push(error))).toBeUndefined();
    expect({ calls, errors: errors.length }).toEqual({ calls: 1, errors: 1 });
    jest.advanceTimersByTime(49);
    expect(await breaker.attempt(() => Promise.resolve('early'), (error) => errors.push(error))).toBeUndefined();
    jest.advanceTimersByTime(1);
    expect(await breaker.attempt(() => Promise.resolve('back'), (error) => errors.push(error))).toBe('back');
  });

  it('answers what the command answers while Redis is well', async () => {
    const breaker = new RedisBreaker();
    expect(await breaker.attempt(() => Promise.resolve(null), () => undefined)).toBeNull();
    expect(await breaker.attempt(() => Promise.resolve('value'), () => undefined)).toBe('value');
  });
});
