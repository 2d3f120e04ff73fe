import { z } from 'zod';
import { listenTo, type ChannelListener, type Redis } from '@peace/kit';

/**
 * The live state of group sessions, which the groups service owns, in Redis: the groups service
 * announces status changes and who joined or left; who is sitting in each session is kept here
 * (the meditation service writes it through GroupPresenceStore as sits start and end); every
 * gateway replica hears all of it through onGroupSessionSignals and relays it to the sockets
 * watching. Redis pub/sub rather than the event stream, since the gateway holds no connection to
 * the stream. This module alone knows the keys, channels and scripts.
 */

/** The Redis commands these contracts use, as ioredis's client offers them. */
export interface LiveRedis {
  publish(channel: string, message: string): Promise<number>;
  eval(script: string, numKeys: number, ...args: string[]): Promise<unknown>;
  zrangebyscore(key: string, min: string, max: string, withScores: 'WITHSCORES'): Promise<string[]>;
}
const GROUP_SESSION_STATUS_CHANNEL = 'peace:group-sessions:status';
const GROUP_SESSION_PRESENCE_CHANNEL = 'peace:group-sessions:presence';
const groupPresenceKey = (groupSessionId: string) => `{peace:group-presence}:${groupSessionId}`;

export const groupSessionStatusSignal = z.object({
  groupSessionId: z.uuid(),
  status: z.enum(['scheduled', 'active', 'completed', 'cancelled']),
  /** Set once the session has started: the instant every countdown reaches zero. */
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * Who may hear of it: everyone (null) for a session of no community or of a public one; for a
   * private community's session, that community's id, whose members alone are told.
   */
  privateCommunityId: z.uuid().nullable(),
});
export type GroupSessionStatusSignal = z.infer<typeof groupSessionStatusSignal>;

export async function publishGroupSessionStatus(redis: LiveRedis, signal: GroupSessionStatusSignal): Promise<void> {
  await redis.publish(GROUP_SESSION_STATUS_CHANNEL, JSON.stringify(groupSessionStatusSignal.parse(signal)));
}

/** A status signal read from a channel message, or null when it is not one. */
function readGroupSessionStatus(message: string): GroupSessionStatusSignal | null {
  try {
    const parsed = groupSessionStatusSignal.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const GROUP_SESSION_CHANGES_CHANNEL = 'peace:group-sessions:changes';

/**
 * What changed in a session besides its status, announced by the groups service once committed: who
 * takes part (someone joined or left; participantCount is how many are in it now), or its closing
 * circle. A hint to read again, never the data itself: the gateways tell the sockets entitled to it.
 */
export const groupSessionChangeSignal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('participant'), groupSessionId: z.uuid(), userId: z.uuid(), joined: z.boolean(), participantCount: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('closingLines'), groupSessionId: z.uuid() }),
]);
export type GroupSessionChangeSignal = z.infer<typeof groupSessionChangeSignal>;

export async function publishGroupSessionChange(redis: Pick<LiveRedis, 'publish'>, signal: GroupSessionChangeSignal): Promise<void> {
  await redis.publish(GROUP_SESSION_CHANGES_CHANNEL, JSON.stringify(groupSessionChangeSignal.parse(signal)));
}

/** A change signal read from a channel message, or null when it is not one. */
function readGroupSessionChange(message: string): GroupSessionChangeSignal | null {
  try {
    const parsed = groupSessionChangeSignal.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How long a session's set outlives its last sit, and a person's last revision the session's window. */
const KEY_MARGIN_MS = 60_000;

// Applies one person's change in one session unless a newer revision of their sit is recorded:
// ARGV[3] is the instant their sit ends (counted until then), or empty when they are not sitting.
// A revision of 0 (an event published before revisions were carried) applies only where none is
// recorded, and records none. The set outlives its last sit; the change is announced.
const WRITE = `
local current = redis.call('GET', KEYS[2])
if current and tonumber(current) >= tonumber(ARGV[2]) then
  return 0
end
if ARGV[2] ~= '0' then
  redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[4])
end
if ARGV[3] == '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
else
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  redis.call('PEXPIRE', KEYS[1], ARGV[4], 'GT')
  redis.call('PEXPIRE', KEYS[1], ARGV[4], 'NX')
end
redis.call('PUBLISH', ARGV[5], ARGV[6])
return 1`;

export interface SittingPerson {
  userId: string;
  /** Milliseconds since the epoch, on the services' clock, when the sit ends by itself. */
  untilMs: number;
}

/**
 * Who is sitting in each group session now: one sorted set per session, a person's score the
 * instant their sit ends, so someone whose sit was never completed or stopped drops out on their
 * own when the session ends. Every write names the revision of the person's sit it comes from, and
 * one older than the newest written is ignored: a late or redelivered start cannot bring back
 * someone who has paused, stopped or completed since. Each change is announced on the presence
 * channel with the session's id.
 */
export class GroupPresenceStore {
  constructor(private readonly redis: LiveRedis) {}

  /**
   * Counts the person while their sit runs (until untilMs) or stops counting them (untilMs null),
   * as of revision; windowEndMs is no earlier than the end of the session's window, so the
   * revision is kept for as long as an older start could still count them. nowMs is the services'
   * time now, which may differ from Redis's own. Answers whether the write was newer than what
   * Redis holds.
   */
  async write(groupSessionId: string, userId: string, sit: { revision: number; untilMs: number | null; windowEndMs: number }, nowMs: number): Promise<boolean> {
    const key = groupPresenceKey(groupSessionId);
    // Kept a while after the sit's or the window's end, measured from now on either clock.
    const keepMs = Math.max(1, Math.round(Math.max(sit.untilMs ?? 0, sit.windowEndMs) - nowMs)) + KEY_MARGIN_MS;
    const args = [userId, String(sit.revision), sit.untilMs === null ? '' : String(sit.untilMs), String(keepMs), GROUP_SESSION_PRESENCE_CHANNEL, groupSessionId];
    const stored = await this.redis.eval(WRITE, 2, key, `${key}:revision:${userId}`, ...args);
    return stored === 1;
  }

  /** The people sitting at nowMs, earliest end first. */
  async sitting(groupSessionId: string, nowMs: number): Promise<SittingPerson[]> {
    const flat = await this.redis.zrangebyscore(groupPresenceKey(groupSessionId), `(${nowMs}`, '+inf', 'WITHSCORES');
    const people: SittingPerson[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) people.push({ userId: flat[i] as string, untilMs: Number(flat[i + 1]) });
    return people;
  }
}

/** The Redis commands the join notes use, as ioredis's client offers them. */
export interface JoinNoteRedis {
  set(key: string, value: string, mode: 'PX', milliseconds: number): Promise<unknown>;
  exists(...keys: string[]): Promise<number>;
}

/** How long a join stays noted: far longer than its event takes to reach every copy of it. */
export const GROUP_JOIN_NOTE_MS = 60_000;
const groupJoinNoteKey = (groupSessionId: string, userId: string) => `{peace:group-joins}:${groupSessionId}:${userId}`;

/**
 * The joins the groups service has just made, noted once each is committed and before the person
 * hears of it. A join's event reaches the meditation service's copy a few milliseconds later; a
 * person who starts their sit at once is waited for only when their join is noted here, and anyone
 * else hears at once that they have not joined.
 */
export class GroupJoinNotes {
  constructor(private readonly redis: JoinNoteRedis) {}

  async note(groupSessionId: string, userId: string): Promise<void> {
    await this.redis.set(groupJoinNoteKey(groupSessionId, userId), '1', 'PX', GROUP_JOIN_NOTE_MS);
  }

  async noted(groupSessionId: string, userId: string): Promise<boolean> {
    return (await this.redis.exists(groupJoinNoteKey(groupSessionId, userId))) === 1;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a listener of the group sessions' live signals is told. */
export interface GroupSessionSignalHandlers {
  /** A session was scheduled, started, completed or cancelled. */
  status(signal: GroupSessionStatusSignal): void;
  /** Who is sitting in the session changed: read it again (GroupPresenceStore.sitting). */
  presence(groupSessionId: string): void;
  /** Someone joined or left the session, or its closing circle changed. */
  change(signal: GroupSessionChangeSignal): void;
  /** A message that is not a signal of its channel. */
  unreadable?(): void;
}

/** Hears, on a connection in subscriber mode, every live signal of the group sessions. */
export function onGroupSessionSignals(subscriber: Redis, handlers: GroupSessionSignalHandlers): ChannelListener {
  return listenTo(subscriber, [GROUP_SESSION_STATUS_CHANNEL, GROUP_SESSION_PRESENCE_CHANNEL, GROUP_SESSION_CHANGES_CHANNEL], (channel, message) => {
    if (channel === GROUP_SESSION_PRESENCE_CHANNEL) {
      if (UUID.test(message)) handlers.presence(message.toLowerCase());
      else handlers.unreadable?.();
      return;
    }
    if (channel === GROUP_SESSION_STATUS_CHANNEL) {
      const signal = readGroupSessionStatus(message);
      if (signal) handlers.status(signal);
      else handlers.unreadable?.();
      return;
    }
    const signal = readGroupSessionChange(message);
    if (signal) handlers.change(signal);
    else handlers.unreadable?.();
  });
}
