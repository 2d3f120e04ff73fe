// One limit counted in the run's real Redis: replicas share it, a refusal says how long to wait,
// and a Redis that is not there neither refuses everything nor lifts the limit.
import { randomUUID } from 'node:crypto';
import { testInfraUrls } from '@peace/scripts/testing';
import { AppError } from './errors.js';
import { createLogger } from './logger.js';
import { createRateLimit } from './rate-limit.js';
import { createRedis, type Redis } from './redis.js';

const logger = createLogger('rate-limit-test', 'silent');
const connections: Redis[] = [];

function connect(url = testInfraUrls().redisUrl): Redis {
  const redis = createRedis(url, 'rate-limit-test');
  connections.push(redis);
  return redis;
}

/** A connection that has answered once: a count made while it connects would wait past the timeout and be made in memory. */
async function connected(): Promise<Redis> {
  const redis = connect();
  await redis.ping();
  return redis;
}

afterAll(() => {
  for (const redis of connections) redis.disconnect();
});

describe('a rate limit', () => {
  it('is shared by every replica counting in the same Redis, and refuses past it with the wait', async () => {
    const keyPrefix = `test:${randomUUID()}:limit`;
    const one = createRateLimit({ redis: await connected(), keyPrefix, points: 3, windowSeconds: 60, logger });
    const other = createRateLimit({ redis: await connected(), keyPrefix, points: 3, windowSeconds: 60, logger });
    expect(await one.take('someone')).toBeNull();
    expect(await other.take('someone')).toBeNull();
    expect(await one.take('someone')).toBeNull();
    const refused = await other.take('someone');
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has a window of its own.
    expect(await other.take('someone else')).toBeNull();
  });

  it('raises TOO_MANY_REQUESTS with its message and the wait', async () => {
    const limit = createRateLimit({ redis: await connected(), keyPrefix: `test:${randomUUID()}:limit`, points: 1, windowSeconds: 30, logger });
    await limit.takeOrThrow('someone', 'Slow down.');
    const error = await limit.takeOrThrow('someone', 'Slow down.').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Slow down.' });
    expect((error as AppError).retryAfter).toBeGreaterThan(0);
  });

  it('counts nothing it refuses: racing takes pass only as far as the allowance, and what is given back can be taken again', async () => {
    const limit = createRateLimit({ redis: await connected(), keyPrefix: `test:${randomUUID()}:limit`, points: 3, windowSeconds: 600, logger });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => limit.take('someone')));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(3);
    // The three taken were for requests then refused: given back, the allowance is whole again.
    await Promise.all([limit.giveBack('someone'), limit.giveBack('someone'), limit.giveBack('someone')]);
    expect(await limit.check('someone', 3)).toBeNull();
    expect(await limit.take('someone')).toBeNull();
    expect(await limit.take('someone', 2)).toBeNull();
    expect((await limit.take('someone'))?.retryAfterSeconds).toBeGreaterThan(500);
    // Giving back more than was taken never makes room beyond the allowance.
    await limit.giveBack('someone', 10);
    const again = await Promise.all(Array.from({ length: 5 }, () => limit.take('someone')));
    expect(again.filter((outcome) => outcome === null)).toHaveLength(3);
  });

  it('checks without counting', async () => {
    const limit = createRateLimit({ redis: await connected(), keyPrefix: `test:${randomUUID()}:limit`, points: 1, windowSeconds: 60, logger });
    expect(await limit.check('someone')).toBeNull();
    expect(await limit.check('someone')).toBeNull();
    expect(await limit.take('someone')).toBeNull();
    expect((await limit.check('someone'))?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('counts in memory while Redis is not there, still refusing past the limit', async () => {
    // Nothing listens on port 1: every command fails at once.
    const absent = connect('redis://127.0.0.1:1');
    absent.on('error', () => undefined);
    const limit = createRateLimit({ redis: absent, keyPrefix: `test:${randomUUID()}:limit`, points: 2, windowSeconds: 60, redisTimeoutMs: 100, logger });
    expect(await limit.take('someone')).toBeNull();
    expect(await limit.take('someone')).toBeNull();
    expect((await limit.take('someone'))?.retryAfterSeconds).toBeGreaterThan(0);
    await limit.giveBack('someone');
    expect(await limit.take('someone')).toBeNull();
  });
});
