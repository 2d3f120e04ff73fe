import type { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Redis contracts of the live group-session updates: the groups service announces status changes,
 * the meditation service keeps who is sitting in each session, and every gateway replica relays
 * both to the sockets watching. Redis pub/sub rather than the event stream, since the gateway
 * holds no connection to the stream.
 */
export const GROUP_SESSION_STATUS_CHANNEL = 'peace:group-sessions:status';
export const GROUP_SESSION_PRESENCE_CHANNEL = 'peace:group-sessions:presence';
export const groupPresenceKey = (groupSessionId: string) => `{peace:group-presence}:${groupSessionId}`;

export const groupSessionStatusSignal = z.object({
  groupSessionId: z.uuid(),
  status: z.enum(['scheduled', 'active', 'completed', 'cancelled']),
  /** Set once the session has started: the instant every countdown reaches zero. */
  endsAt: z.iso.datetime({ offset: true }).nullable(),
});
export type GroupSessionStatusSignal = z.infer<typeof groupSessionStatusSignal>;

export async function publishGroupSessionStatus(redis: Redis, signal: GroupSessionStatusSignal): Promise<void> {
  await redis.publish(GROUP_SESSION_STATUS_CHANNEL, JSON.stringify(groupSessionStatusSignal.parse(signal)));
}

/** A status signal read from a channel message, or null when it is not one. */
export function readGroupSessionStatus(message: string): GroupSessionStatusSignal | null {
  try {
    const parsed = groupSessionStatusSignal.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How long a session's set outlives its last sit. */
const KEY_MARGIN_MS = 60_000;

export interface SittingPerson {
  userId: string;
  /** Milliseconds since the epoch, on the services' clock, when the sit ends by itself. */
  untilMs: number;
}

/**
 * Who is sitting in each group session now: one sorted set per session, a person's score the
 * instant their sit ends, so someone whose sit was never completed or stopped drops out on their
 * own when the session ends. Each change is announced on the presence channel with the session's id.
 */
export class GroupPresenceStore {
  constructor(private readonly redis: Redis) {}

  /** Counts the person until untilMs; nowMs is the services' time now, which may differ from Redis's own. */
  async add(groupSessionId: string, userId: string, untilMs: number, nowMs: number): Promise<void> {
    const key = groupPresenceKey(groupSessionId);
    // The set itself goes a while after its last sit ends, measured from now on either clock.
    const ttlMs = Math.max(1, Math.round(untilMs - nowMs)) + KEY_MARGIN_MS;
    await this.redis
      .multi()
      .zadd(key, String(untilMs), userId)
      .pexpire(key, ttlMs, 'GT')
      .pexpire(key, ttlMs, 'NX')
      .publish(GROUP_SESSION_PRESENCE_CHANNEL, groupSessionId)
      .exec();
  }

  async remove(groupSessionId: string, userId: string): Promise<void> {
    await this.redis.multi().zrem(groupPresenceKey(groupSessionId), userId).publish(GROUP_SESSION_PRESENCE_CHANNEL, groupSessionId).exec();
  }

  /** The people sitting at nowMs, earliest end first. */
  async sitting(groupSessionId: string, nowMs: number): Promise<SittingPerson[]> {
    const flat = await this.redis.zrangebyscore(groupPresenceKey(groupSessionId), `(${nowMs}`, '+inf', 'WITHSCORES');
    const people: SittingPerson[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) people.push({ userId: flat[i] as string, untilMs: Number(flat[i + 1]) });
    return people;
  }
}
