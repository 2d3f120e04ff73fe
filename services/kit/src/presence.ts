import type { Redis } from 'ioredis';

/**
 * Redis contract of the "meditating now" count. The meditation service writes it from its
 * server-side active sessions; the gateway (which pushes the count to sockets) and stats read it.
 * The hash tag keeps every key in one slot, so the script below also runs on a Redis Cluster.
 */
export const PRESENCE_PREFIX = '{peace:presence}';
export const PRESENCE_CHANNEL = 'peace:presence:changed';

/** How long a person's last revision outlives their sit, so a late, older write cannot undo a newer one. */
const REVISION_MARGIN_MS = 60_000;

// Applies one person's change unless a newer revision of their session has been written already:
// ARGV[3] is the instant their sit ends (counted until then), or empty when they are not
// meditating. People whose sit has ended are swept on the way, and the change is announced.
const WRITE = `
local current = redis.call('GET', KEYS[2])
if current and tonumber(current) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[5])
if ARGV[3] == '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
else
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[4])
redis.call('PUBLISH', ARGV[6], ARGV[4])
return 1`;

/**
 * Who is meditating now: one sorted set of people, each scored with the instant (on the services'
 * clock) their running sit ends. A person counts only while the meditation service holds a
 * running active session of theirs, personal or group, and drops out by themselves when its end
 * passes; what a socket claims plays no part. Counting is one ZCOUNT, whatever the number of people.
 */
export class PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = PRESENCE_PREFIX,
  ) {}

  private get peopleKey(): string {
    return `${this.prefix}:people`;
  }

  private write(userId: string, revision: number, untilMs: number | null, nowMs: number): Promise<boolean> {
    const keepMs = Math.max(0, (untilMs ?? nowMs) - nowMs) + REVISION_MARGIN_MS;
    const args = [userId, String(revision), untilMs === null ? '' : String(untilMs), String(nowMs), String(Math.round(keepMs)), PRESENCE_CHANNEL];
    return this.redis.eval(WRITE, 2, this.peopleKey, `${this.prefix}:revision:${userId}`, ...args).then((stored) => stored === 1);
  }

  /** Counts the person until untilMs, as of their session's revision; answers whether it was newer than what Redis holds. */
  meditating(userId: string, revision: number, untilMs: number, nowMs: number): Promise<boolean> {
    return this.write(userId, revision, untilMs, nowMs);
  }

  /** Stops counting the person (their session paused or ended), as of that change's revision. */
  notMeditating(userId: string, revision: number, nowMs: number): Promise<boolean> {
    return this.write(userId, revision, null, nowMs);
  }

  /** Distinct people meditating at nowMs, on the services' clock. */
  async count(nowMs: number): Promise<number> {
    return this.redis.zcount(this.peopleKey, `(${nowMs}`, '+inf');
  }
}
