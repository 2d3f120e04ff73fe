import { Redis } from 'ioredis';

export { Redis };

/** A Redis connection that fails commands fast while the server is away instead of queueing forever. */
export function createRedis(url: string, name?: string): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}
