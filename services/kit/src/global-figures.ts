import type { Redis } from 'ioredis';
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
