import type { Redis } from 'ioredis';
import { putIfNewer, redisBreaker, type RedisBreaker } from './redis.js';

/**
 * A person's own figures (`myWeek`, `recommendations`) as the stats service (writer, whenever it
 * answers them) and the gateway (reader) share them in Redis: one entry per person, figure and time
 * zone (as the client gives it, empty for none), under `peace:stats:personal:`. An entry is only as
 * good as its revision: the stats service writes, after every committed change and before the event
 * is acknowledged, the revision of the read models at which the person's practice last changed
 * (`peace:stats:changed:user:<id>`) and at which the communities last did
 * (`peace:stats:changed:communities`), and a reader takes an entry read at or after both (the
 * communities only for the recommendations, which suggest one) and before its local day ends. So an
 * entry is written plainly: a slow writer's older entry is simply not taken, and a stale one sends
 * the reader to the stats service, which writes it anew. A change marker outlives every entry
 * written before it, so one gone (expired) says no change since.
 */

export const PERSONAL_FIGURES = ['week', 'recommendations'] as const;
export type PersonalFigure = (typeof PERSONAL_FIGURES)[number];

/** What the communities changing alters: only the recommendations, which may suggest one. */
const NEEDS_COMMUNITIES: Record<PersonalFigure, boolean> = { week: false, recommendations: true };

export interface PersonalEntry<T> {
  /** The read models' revision read before the figure was computed. */
  revision: number;
  /** When the person's local day ends (ms since the epoch): the figure is of that day. */
  validUntil: number;
  value: T;
}

export const PERSONAL_PREFIX = 'peace:stats:personal:';
export const CHANGED_PREFIX = 'peace:stats:changed:';

/** Longer than any entry lives (a local day at most), renewed by every change. */
const CHANGE_TTL_MS = 48 * 60 * 60_000;

export class PersonalFiguresCache {
  /** Readers put their read (and its refill) through this, so a stalled Redis sends them to the stats service at once. */
  readonly reads: RedisBreaker;

  constructor(private readonly redis: Redis) {
    this.reads = redisBreaker(redis);
  }

  private entryKey(figure: PersonalFigure, userId: string, zone: string): string {
    return `${PERSONAL_PREFIX}${figure}:${userId}:${zone}`;
  }

  /** The entry when it may be answered at `now`, in one round trip; otherwise undefined. */
  async current<T>(figure: PersonalFigure, userId: string, zone: string, now: number): Promise<T | undefined> {
    const keys = [this.entryKey(figure, userId, zone), `${CHANGED_PREFIX}user:${userId}`];
    if (NEEDS_COMMUNITIES[figure]) keys.push(`${CHANGED_PREFIX}communities`);
    const [rawEntry, ...changes] = await this.redis.mget(...keys);
    if (rawEntry === null || rawEntry === undefined) return undefined;
    const entry = JSON.parse(rawEntry) as PersonalEntry<T>;
    const changedAt = Math.max(0, ...changes.map((raw) => (raw ? (JSON.parse(raw) as { revision: number }).revision : 0)));
    return entry.revision >= changedAt && now < entry.validUntil ? entry.value : undefined;
  }

  /** Writes an entry until its day ends. */
  async put<T>(figure: PersonalFigure, userId: string, zone: string, entry: PersonalEntry<T>, now: number): Promise<void> {
    const ttlMs = entry.validUntil - now;
    if (ttlMs > 0) await this.redis.set(this.entryKey(figure, userId, zone), JSON.stringify(entry), 'PX', Math.ceil(ttlMs));
  }

  /** Forgets every entry (after the read models were rebuilt), so each is computed afresh. */
  async forgetAll(): Promise<void> {
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${PERSONAL_PREFIX}*`, 'COUNT', 1000);
      if (keys.length > 0) await this.redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  /** After a committed change to a person's practice, at `revision` or later. */
  async practiceChanged(userId: string, revision: number): Promise<void> {
    await putIfNewer(this.redis, `${CHANGED_PREFIX}user:${userId}`, { revision }, CHANGE_TTL_MS);
  }

  /** After a committed change to the communities, at `revision` or later. */
  async communitiesChanged(revision: number): Promise<void> {
    await putIfNewer(this.redis, `${CHANGED_PREFIX}communities`, { revision }, CHANGE_TTL_MS);
  }
}
