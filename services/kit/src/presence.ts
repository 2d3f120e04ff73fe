import type { Redis } from 'ioredis';

/**
 * Redis keys of the "meditating now" presence shared by the gateway (writer) and stats (reader).
 * The hash tag keeps every key in one slot, so the scripts below also run on a Redis Cluster.
 */
export const PRESENCE_PEOPLE_KEY = '{peace:presence}:people';
export const presenceConnectionsKey = (personKey: string) => `{peace:presence}:connections:${personKey}`;
export const PRESENCE_CHANNEL = 'peace:presence:changed';

// A connection's entry expires at ARGV[3]; the person stays counted until their last connection
// expires (ZADD GT), and entries whose time passed are swept on the way.
const TOUCH = `
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
redis.call('PEXPIREAT', KEYS[2], ARGV[3], 'GT')
redis.call('PEXPIREAT', KEYS[2], ARGV[3], 'NX')
redis.call('ZADD', KEYS[1], 'GT', ARGV[3], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[4])
return 1`;

// Removing a connection leaves the person counted only while another connection of theirs lives.
const REMOVE = `
redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[3])
local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
if #last == 0 then
  redis.call('ZREM', KEYS[1], ARGV[1])
else
  redis.call('ZADD', KEYS[1], last[2], ARGV[1])
end
return 1`;

/**
 * Who is meditating now. A person is counted once however many tabs they have; a connection
 * refreshes its entry while alive, and a vanished one drops out when its entry expires, so the
 * count never drifts upward. Counting is one ZCOUNT, whatever the number of people.
 */
export class PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlMs = 45_000,
  ) {}

  async touch(personKey: string, connectionId: string, now = Date.now()): Promise<void> {
    await this.redis.eval(TOUCH, 2, PRESENCE_PEOPLE_KEY, presenceConnectionsKey(personKey), personKey, connectionId, String(now + this.ttlMs), String(now));
  }

  async remove(personKey: string, connectionId: string, now = Date.now()): Promise<void> {
    await this.redis.eval(REMOVE, 2, PRESENCE_PEOPLE_KEY, presenceConnectionsKey(personKey), personKey, connectionId, String(now));
  }

  /** Distinct people meditating now. */
  async count(now = Date.now()): Promise<number> {
    return this.redis.zcount(PRESENCE_PEOPLE_KEY, `(${now}`, '+inf');
  }

  async announce(): Promise<void> {
    await this.redis.publish(PRESENCE_CHANNEL, String(Date.now()));
  }
}
