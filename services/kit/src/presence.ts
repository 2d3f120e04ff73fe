import type { Redis } from 'ioredis';

/** Redis keys of the "meditating now" presence shared by the gateway (writer) and stats (reader). */
export const PRESENCE_KEY = 'peace:presence:meditating';
export const PRESENCE_CHANNEL = 'peace:presence:changed';

/**
 * Presence entries are members of a sorted set scored by their expiry time. A connection refreshes
 * its entry while alive; entries whose time passed are ignored and swept, so a vanished connection
 * drops out on its own and the count cannot drift upward.
 */
export class PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = 45_000,
  ) {}

  /** member is "<personKey>|<connectionId>"; the person key makes two tabs count once. */
  async touch(personKey: string, connectionId: string, now = Date.now()): Promise<void> {
    await this.redis.zadd(PRESENCE_KEY, now + this.ttlMs, `${personKey}|${connectionId}`);
  }

  async remove(personKey: string, connectionId: string): Promise<void> {
    await this.redis.zrem(PRESENCE_KEY, `${personKey}|${connectionId}`);
  }

  /** Distinct people meditating now. */
  async count(now = Date.now()): Promise<number> {
    await this.redis.zremrangebyscore(PRESENCE_KEY, '-inf', now);
    const members = await this.redis.zrange(PRESENCE_KEY, 0, -1);
    return new Set(members.map((member) => member.slice(0, member.lastIndexOf('|')))).size;
  }

  async announce(): Promise<void> {
    await this.redis.publish(PRESENCE_CHANNEL, String(Date.now()));
  }
}
