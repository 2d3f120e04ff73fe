import type { Clock } from '@peace/kit';
import type { PresenceReader } from '@peace/meditation/live';
import { INTENTIONS, type Intention } from '@peace/proto';
import { comprehensiveRow, practiceTotalsRow } from '../db/figures.repository.js';
import type { Computed } from './figures-cache.js';
import { utcDay, type StatsDb } from './projections.js';

/** Everyone's meditations all time and on the UTC day. */
export interface PracticeTotals {
  totalSessions: number;
  totalMinutes: number;
  todaysTotalSessions: number;
  totalMinutesToday: number;
}

export interface GlobalStats extends PracticeTotals {
  /** Null while the presence store does not answer: the figures stand without it. */
  activeMeditators: number | null;
}

/** Everyone's meditations all time and on one UTC day, and each intention's share, in one statement. */
export async function practiceTotals(db: StatsDb, day: string): Promise<PracticeFigures> {
  const row = await practiceTotalsRow(db, day);
  const counts = new Map<string, number>();
  let totalMinutes = 0;
  for (const [intention, sessions, minutes] of row.intentions ?? []) {
    counts.set(intention, Number(sessions));
    totalMinutes += Number(minutes);
  }
  const shares = intentionShares(counts);
  return {
    totals: {
      totalSessions: shares.totalSessions,
      totalMinutes,
      todaysTotalSessions: Number(row.day_sessions),
      totalMinutesToday: Number(row.day_minutes),
    },
    intentions: shares.intentions,
  };
}

/**
 * Everyone's practice: who meditates now (always counted afresh), all time, and today (the UTC
 * day of the clock), the totals as `totals` answers them.
 */
export async function globalStats(deps: { presence: PresenceReader; clock: Clock }, totals: (day: string) => Promise<PracticeTotals>): Promise<GlobalStats> {
  const now = deps.clock.now();
  // Each person counts until their sit's end, written on the services' clock.
  const [figures, activeMeditators] = await Promise.all([
    totals(utcDay(now)),
    // A Redis stall leaves the count unknown rather than taking the figures down with it.
    deps.presence.count(now.getTime()).catch(() => null),
  ]);
  return { activeMeditators, ...figures };
}

export interface IntentionShare {
  intention: Intention;
  count: number;
  /** Whole-number percentage of all completed meditations. */
  percentage: number;
}

export interface IntentionStats {
  intentions: IntentionShare[];
  totalSessions: number;
}

/**
 * Every intention with its share of all meditations, the most practised first (ties in the usual
 * order of the seven), from the sessions counted per intention.
 */
export function intentionShares(counts: ReadonlyMap<string, number>): IntentionStats {
  const totalSessions = INTENTIONS.reduce((sum, intention) => sum + (counts.get(intention) ?? 0), 0);
  const intentions = INTENTIONS.map((intention, order) => {
    const count = counts.get(intention) ?? 0;
    return { intention, count, percentage: totalSessions === 0 ? 0 : Math.round((count * 100) / totalSessions), order };
  })
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ intention, count, percentage }) => ({ intention, count, percentage }));
  return { intentions, totalSessions };
}

/** The global figures of a day: the totals and every intention's share. */
export interface PracticeFigures {
  totals: PracticeTotals;
  intentions: IntentionShare[];
}

/** Communities, all time and the month in a time zone. */
export interface ComprehensiveStats {
  communityStats: { totalCommunities: number; activeCommunities: number; totalMembers: number };
  allTime: { totalUsers: number; totalSessions: number; totalMinutes: number; averageSessionLength: number };
  thisMonth: { totalSessions: number; totalMinutes: number; uniqueUsers: number };
}

/** A community counts as active while one of its members has meditated within this many days. */
export const ACTIVE_COMMUNITY_DAYS = 30;

/**
 * Communities, all time and the current month in timeZone, in one round trip over counters only.
 * The month is the current one, so the people who practised in it are exactly those whose latest
 * meditation is on or after its first instant. Without an event the figures stay true until the
 * month ends or the first active community falls out of its window, whichever is sooner.
 */
export async function comprehensiveStats(db: StatsDb, timeZone: string, now: Date): Promise<Computed<ComprehensiveStats>> {
  const row = await comprehensiveRow(db, timeZone, now, ACTIVE_COMMUNITY_DAYS);
  const totalSessions = Number(row.total_sessions);
  const totalMinutes = Number(row.total_minutes);
  const value: ComprehensiveStats = {
    communityStats: { totalCommunities: row.total_communities, activeCommunities: row.active_communities, totalMembers: row.total_members },
    allTime: {
      totalUsers: row.total_users,
      totalSessions,
      totalMinutes,
      averageSessionLength: totalSessions === 0 ? 0 : Math.round((totalMinutes / totalSessions) * 10) / 10,
    },
    thisMonth: { totalSessions: Number(row.month_sessions), totalMinutes: Number(row.month_minutes), uniqueUsers: row.month_users },
  };
  const monthEnds = new Date(row.month_ends).getTime();
  const validUntil = row.activity_lapses === null ? monthEnds : Math.min(monthEnds, new Date(row.activity_lapses).getTime());
  return { value, validUntil };
}
