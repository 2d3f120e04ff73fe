import { createRedis, type Redis } from '@peace/kit';
import { testInfraUrls } from './database.js';

/** Two connections to the run's Redis, one for commands and one in subscriber mode: what a suite of a live client uses. */
export interface LiveConnections {
  redis: Redis;
  subscriber: Redis;
  close(): void;
}

export function liveConnections(name: string): LiveConnections {
  const { redisUrl } = testInfraUrls();
  const redis = createRedis(redisUrl, name);
  const subscriber = createRedis(redisUrl, `${name}-subscriber`, { subscriber: true });
  return {
    redis,
    subscriber,
    close: () => {
      redis.disconnect();
      subscriber.disconnect();
    },
  };
}
