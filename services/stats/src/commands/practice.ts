import { DEFAULT_DAY_END_HOUR, DEFAULT_GRACE, streaksOf, type Intention } from '@peace/proto';
import { mostJoinedOpenCommunity, practiceRows, weekRows } from '../db/figures.repository.js';
import type { StatsDb } from './projections.js';

/** One day of a person's week. */
export interface DayMinutes {
  /** YYYY-MM-DD in the person's time zone. */
  date: string;
  minutes: number;
  sessions: number;
}

/** The person's minutes on each day of their current week, Monday to Sunday, in their time zone. */
export async function myWeek(db: StatsDb, userId: string, timeZone: string, now: Date): Promise<DayMinutes[]> {
  const rows = await weekRows(db, userId, timeZone, now);
  return rows.map((row) => ({ date: row.date, minutes: Number(row.minutes), sessions: Number(row.sessions) }));
}

/** A community worth suggesting: public, with room, one the person has not joined. */
export interface CommunityCandidate {
  groupId: string;
  name: string;
  intention: Intention;
  memberCount: number;
  meditationDuration: number;
}

/** Everything the recommendations are drawn from. */
export interface PracticeProfile {
  /** Every sit recorded, partial ones included. */
  totalSessions: number;
  /** Of those, sits stopped early and kept for their minutes: never counted as meditations sat to their end. */
  partialSessions: number;
  totalMinutes: number;
  /** Meditations stopped before their end and not kept. */
  stopped: number;
  /** Completed meditations per intention and length. */
  practice: { intention: Intention; duration: number; sessions: number }[];
  /** Days practised in the streak still alive, by the person's day rule (see streaksOf). */
  currentStreak: number;
  practisedToday: boolean;
  /** The streak ends if today passes without practice. */
  streakAtRisk: boolean;
  /** Catalogue slugs (or names, for unlocks announced without one) of what the person has unlocked. */
  unlocked: string[];
  /** The intention people meditate on most, for somebody who has not begun. */
  popularIntention: Intention | null;
}

/** What the recommendation rules need to know about a person, read from the read models. */
export async function practiceProfile(db: StatsDb, userId: string, timeZone: string, now: Date): Promise<PracticeProfile> {
  const { totals, practice, ends, rule, unlocked, popularIntention } = await practiceRows(db, userId);
  const streaks = streaksOf(
    ends.map((row) => row.completedAt),
    now,
    { timeZone, dayEndHour: rule?.dayEndHour ?? DEFAULT_DAY_END_HOUR, grace: rule?.grace ?? DEFAULT_GRACE },
  );
  return {
    totalSessions: totals?.sessions ?? 0,
    partialSessions: ends.filter((row) => row.partial).length,
    totalMinutes: totals?.minutes ?? 0,
    stopped: totals?.stopped ?? 0,
    practice: practice.map((row) => ({ ...row, intention: row.intention as Intention })),
    currentStreak: streaks.current,
    practisedToday: streaks.practisedToday,
    streakAtRisk: streaks.atRisk,
    unlocked: unlocked.map((row) => row.slug ?? row.name),
    popularIntention: popularIntention as Intention | null,
  };
}

/**
 * The community to suggest: the most joined public one with room that the person has not joined
 * and did not create, centred on the intention given (any intention when none is given).
 */
export async function communityFor(db: StatsDb, userId: string, intention: Intention | null): Promise<CommunityCandidate | undefined> {
  const found = await mostJoinedOpenCommunity(db, userId, intention);
  return found ? { ...found, intention: found.intention as Intention } : undefined;
}
