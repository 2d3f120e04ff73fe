import { listenTo, type ChannelListener, type Redis } from '@peace/kit';
import { INTENTIONS, type Intention } from '@peace/proto';

/**
 * The "meditating now" count, kept in Redis by this service from its server-side active sessions;
 * the gateway (which pushes the count to sockets, and to GraphQL subscriptions) and stats read it
 * through this module, and hear of changes through onPresenceChanged. The hash tag keeps every key
 * in one slot, so the script below also runs on a Redis Cluster.
 */
const PRESENCE_PREFIX = '{peace:presence}';
const PRESENCE_CHANNEL = 'peace:presence:changed';

/** How long a person's last revision outlives their sit, so a late, older write cannot undo a newer one. */
const REVISION_MARGIN_MS = 60_000;

// Applies one person's change unless a newer revision of their session has been written already:
// ARGV[3] is the instant their sit ends (counted until then), or empty when they are not
// meditating; ARGV[7] the place of its intention's set among KEYS[3..] (empty for none). The
// person leaves every intention's set before joining one, so they are never counted twice. People
// whose sit has ended are swept on the way, and the change is announced.
const WRITE = `
local current = redis.call('GET', KEYS[2])
if current and tonumber(current) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[5])
for i = 3, #KEYS do
  redis.call('ZREM', KEYS[i], ARGV[1])
end
if ARGV[3] == '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
else
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  if ARGV[7] ~= '' then
    redis.call('ZADD', KEYS[2 + tonumber(ARGV[7])], ARGV[3], ARGV[1])
  end
end
for i = 1, #KEYS do
  if i ~= 2 then
    redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', ARGV[4])
  end
end
redis.call('PUBLISH', ARGV[6], ARGV[4])
return 1`;

/** What others read of who is meditating now. */
export type PresenceReader = Pick<PresenceStore, 'count' | 'counts'>;

/** Hears, on a connection in subscriber mode, that the counts may have changed: read them again. */
export function onPresenceChanged(subscriber: Redis, listener: () => void): ChannelListener {
  return listenTo(subscriber, [PRESENCE_CHANNEL], () => listener());
}

/** How many people meditate now, in all and for each intention (every intention present, 0 when nobody). */
export interface PresenceCounts {
  total: number;
  intentions: Record<Intention, number>;
}

/**
 * Who is meditating now: one sorted set of people, and one for each intention, each person scored
 * with the instant (on the services' clock) their running sit ends. A person counts only while the
 * meditation service holds a running active session of theirs, personal or group, and drops out by
 * themselves when its end passes; what a socket claims plays no part. A person has one active
 * session at most, so they sit in one intention's set at most, and the intentions add up to the
 * total. Counting is one ZCOUNT a set, whatever the number of people.
 */
export class PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = PRESENCE_PREFIX,
  ) {}

  private get peopleKey(): string {
    return `${this.prefix}:people`;
  }

  private get intentionKeys(): string[] {
    return INTENTIONS.map((intention) => `${this.prefix}:intention:${intention}`);
  }

  private write(userId: string, revision: number, sit: { untilMs: number; intention: string } | null, nowMs: number): Promise<boolean> {
    const keepMs = Math.max(0, (sit?.untilMs ?? nowMs) - nowMs) + REVISION_MARGIN_MS;
    const place = sit ? (INTENTIONS as readonly string[]).indexOf(sit.intention) + 1 : 0;
    const args = [userId, String(revision), sit ? String(sit.untilMs) : '', String(nowMs), String(Math.round(keepMs)), PRESENCE_CHANNEL, place > 0 ? String(place) : ''];
    const keys = [this.peopleKey, `${this.prefix}:revision:${userId}`, ...this.intentionKeys];
    return this.redis.eval(WRITE, keys.length, ...keys, ...args).then((stored) => stored === 1);
  }

  /**
   * Counts the person, for the intention of their sit, until untilMs, as of their session's
   * revision; answers whether it was newer than what Redis holds.
   */
  meditating(userId: string, intention: string, revision: number, untilMs: number, nowMs: number): Promise<boolean> {
    return this.write(userId, revision, { untilMs, intention }, nowMs);
  }

  /** Stops counting the person (their session paused or ended), as of that change's revision. */
  notMeditating(userId: string, revision: number, nowMs: number): Promise<boolean> {
    return this.write(userId, revision, null, nowMs);
  }

  /** Distinct people meditating at nowMs, on the services' clock. */
  async count(nowMs: number): Promise<number> {
    return this.redis.zcount(this.peopleKey, `(${nowMs}`, '+inf');
  }

  /** Distinct people meditating at nowMs, in all and for each intention: one round trip. */
  async counts(nowMs: number): Promise<PresenceCounts> {
    const pipeline = this.redis.pipeline();
    for (const key of [this.peopleKey, ...this.intentionKeys]) pipeline.zcount(key, `(${nowMs}`, '+inf');
    const answers = (await pipeline.exec()) ?? [];
    const values = answers.map(([error, value]) => {
      if (error) throw error;
      return Number(value);
    });
    const [total = 0, ...perIntention] = values;
    return { total, intentions: Object.fromEntries(INTENTIONS.map((intention, index) => [intention, perIntention[index] ?? 0])) as Record<Intention, number> };
  }
}
