import type { Redis } from 'ioredis';
import { redisBreaker, type RedisBreaker } from './redis.js';
import { RevisionedCache } from './revisioned-cache.js';

/**
 * Everyone's practice as the stats service (writer) and the gateway (reader of the public global
 * and intention figures) share it in Redis: one JSON entry per UTC day under `peace:stats:global:`,
 * holding the all-time totals and that day's, every intention's share, and the revision of the
 * read models they were read at. The
 * stats service writes the current day's entry after every committed completion (before the event
 * is acknowledged) and whenever it answers the figures itself, so a new day starts from a miss and
 * a lost entry is filled again by the first reader sent to it.
 */

/** The practice figures of the global stats: all time, and on one UTC day. */
export interface PracticeTotals {
  totalSessions: number;
  totalMinutes: number;
  todaysTotalSessions: number;
  totalMinutesToday: number;
}

/** One intention's part of all completed meditations, as `intentionStats` lists it. */
export interface IntentionShareFigures {
  /** The intention as the events name it (`peace`, `non-violence`, …). */
  intention: string;
  count: number;
  /** Whole-number percentage of all completed meditations. */
  percentage: number;
}

/**
 * An entry. revision counts the committed changes to the read models, so of two writes read at
 * different moments the later one wins whatever order they reach Redis in.
 */
export interface GlobalFiguresEntry {
  revision: number;
  totals: PracticeTotals;
  /**
   * Every intention, the most practised first, read in the same statement as the totals. Absent
   * from an entry a stats service of an earlier version wrote: a reader then asks the service.
   */
  intentions?: IntentionShareFigures[];
}

export const GLOBAL_FIGURES_PREFIX = 'peace:stats:global:';

/** A day's entry is read only during that day: it outlives the longest day anywhere, then goes. */
const ENTRY_TTL_MS = 26 * 60 * 60_000;

/** The UTC calendar day of an instant, as YYYY-MM-DD: the day the figures of "today" are counted on. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The Redis copy of the global practice figures, one entry per UTC day. PostgreSQL stays the durable copy. */
export class GlobalFiguresCache extends RevisionedCache<GlobalFiguresEntry> {
  constructor(redis: Redis, prefix = GLOBAL_FIGURES_PREFIX) {
    super(redis, prefix);
  }

  /** Stores the day's entry unless Redis already holds the same or a newer revision; answers whether it was stored. */
  override put(day: string, entry: GlobalFiguresEntry, ttlMs = ENTRY_TTL_MS): Promise<boolean> {
    return super.put(day, entry, ttlMs);
  }
}

/** Communities, all time and the current month in one time zone, as `comprehensiveStats` answers them. */
export interface ComprehensiveFigures {
  communityStats: { totalCommunities: number; activeCommunities: number; totalMembers: number };
  allTime: { totalUsers: number; totalSessions: number; totalMinutes: number; averageSessionLength: number };
  thisMonth: { totalSessions: number; totalMinutes: number; uniqueUsers: number };
}

/**
 * The comprehensive figures of one time zone, with the revision of the read models they were read
 * at and the instant (ms since the epoch) after which time alone changes them (the month's end,
 * or an active community's window closing).
 */
export interface ComprehensiveEntry {
  revision: number;
  validUntil: number;
  figures: ComprehensiveFigures;
}

export const COMPREHENSIVE_PREFIX = 'peace:stats:comprehensive:';

/**
 * The comprehensive figures as the stats service (writer, whenever it answers them) and the gateway
 * (reader) share them in Redis: one entry per time zone, under the zone's name as a client gives
 * it (empty for none). An entry is only as good as its revision: a reader takes it while its
 * revision is at least that of today's global figures entry, which the stats service writes after
 * every committed change before the event is acknowledged, and while time has not passed its
 * validUntil. So an entry is written plainly (a slow writer's older entry is simply not taken)
 * and one stale in either way sends the reader to the stats service, which writes it anew.
 */
export class ComprehensiveFiguresCache {
  /** Readers put their read (and its refill) through this, so a stalled Redis sends them to the stats service at once. */
  readonly reads: RedisBreaker;

  constructor(
    private readonly redis: Redis,
    private readonly prefixes = { comprehensive: COMPREHENSIVE_PREFIX, global: GLOBAL_FIGURES_PREFIX },
  ) {
    this.reads = redisBreaker(redis);
  }

  /** The zone's entry when it may be answered on `day` (UTC) at `now`, in one round trip; otherwise undefined. */
  async current(zone: string, day: string, now: number): Promise<ComprehensiveFigures | undefined> {
    const [rawEntry, rawGlobal] = await this.redis.mget(`${this.prefixes.comprehensive}${zone}`, `${this.prefixes.global}${day}`);
    if (rawEntry === null || rawEntry === undefined || rawGlobal === null || rawGlobal === undefined) return undefined;
    const entry = JSON.parse(rawEntry) as ComprehensiveEntry;
    const global = JSON.parse(rawGlobal) as GlobalFiguresEntry;
    return entry.revision >= global.revision && now < entry.validUntil ? entry.figures : undefined;
  }

  /** Writes the zone's entry for a day at most (a zone nobody asks for again goes). */
  async put(zone: string, entry: ComprehensiveEntry): Promise<void> {
    await this.redis.set(`${this.prefixes.comprehensive}${zone}`, JSON.stringify(entry), 'PX', ENTRY_TTL_MS);
  }
}
