import { Redis } from 'ioredis';

export { Redis };

/**
 * How long any command may wait for its answer. A stalled server (frozen, or a network that
 * drops packets without closing the connection) otherwise holds every request that touches it
 * for as long as it is stalled.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A Redis connection that fails commands fast while the server is away or stalled instead of
 * waiting: queued while reconnecting for at most two attempts, and never longer than the command
 * timeout in any case (except on a connection made for subscribing).
 */
export function createRedis(url: string, name?: string, options: { subscriber?: boolean } = {}): Redis {
  return new Redis(url, {
    connectionName: name,
    // A subscriber only sends (re)subscriptions, which must not be given up while the server is slow.
    ...(options.subscriber ? {} : { commandTimeout: REDIS_COMMAND_TIMEOUT_MS }),
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}

/**
 * Guards the optional commands on a cache whose durable copy lives elsewhere (reading it, filling
 * it): after one fails (Redis away or stalled) the next ones are skipped for a moment and the
 * caller goes straight to the durable copy, so a stalled server costs one command timeout per
 * pause rather than one per request, and the first command after the pause finds out whether it
 * is back. Writes that must land (a change already committed) are not optional and never skipped.
 */
export class RedisBreaker {
  private skipUntil = 0;

  constructor(private readonly pauseMs = 1_000) {}

  /** The command's answer, or undefined when it failed (onError hears why) or Redis is being skipped. */
  async attempt<T>(command: () => Promise<T>, onError: (error: unknown) => void): Promise<T | undefined> {
    if (Date.now() < this.skipUntil) return undefined;
    try {
      return await command();
    } catch (error) {
      this.skipUntil = Date.now() + this.pauseMs;
      onError(error);
      return undefined;
    }
  }
}

const breakers = new WeakMap<Redis, RedisBreaker>();

/** The one breaker of a connection, shared by every optional command on it, so a stall costs the process one timeout per pause. */
export function redisBreaker(redis: Redis): RedisBreaker {
  let breaker = breakers.get(redis);
  if (!breaker) {
    breaker = new RedisBreaker();
    breakers.set(redis, breaker);
  }
  return breaker;
}

// Writes only when the entry is newer than what Redis holds, in one atomic step.
const PUT_IF_NEWER = `
local current = redis.call('GET', KEYS[1])
if current then
  local ok, decoded = pcall(cjson.decode, current)
  if ok and type(decoded) == 'table' and tonumber(decoded['revision']) ~= nil and tonumber(decoded['revision']) >= tonumber(ARGV[2]) then
    return 0
  end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return 1
`;

/**
 * Stores a revisioned JSON entry under key for ttlMs unless Redis already holds one of the same or
 * a newer revision, so racing writers settle on the newest whatever order they arrive in; answers
 * whether it was stored.
 */
export async function putIfNewer(redis: Redis, key: string, entry: { revision: number }, ttlMs: number): Promise<boolean> {
  const stored = await redis.eval(PUT_IF_NEWER, 1, key, JSON.stringify(entry), String(entry.revision), String(Math.max(1, Math.round(ttlMs))));
  return stored === 1;
}

/** What listens to channels on a subscriber connection (see listenTo). */
export interface ChannelListener {
  /** Settles once every channel is subscribed; rejects when they could not be. */
  subscribed: Promise<void>;
  /** Stops hearing the channels; they stay subscribed for the connection's other listeners. */
  stop(): void;
  /** Unsubscribes the connection from the channels, for a connection nobody else listens to them on. */
  unsubscribe(): Promise<void>;
}

/**
 * Hears the messages of some channels on a connection in subscriber mode, which other listeners
 * may share: each hears only its own channels. The owner of a channel offers this through its own
 * client, so that nobody else names the channel.
 */
export function listenTo(subscriber: Redis, channels: readonly string[], onMessage: (channel: string, message: string) => void): ChannelListener {
  const mine = new Set(channels);
  const listener = (channel: string, message: string) => {
    if (mine.has(channel)) onMessage(channel, message);
  };
  subscriber.on('message', listener);
  return {
    subscribed: subscriber.subscribe(...channels).then(() => undefined),
    stop: () => subscriber.off('message', listener),
    unsubscribe: async () => {
      await subscriber.unsubscribe(...channels);
    },
  };
}
