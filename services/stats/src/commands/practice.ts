import { and, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import { rethrowUnknownTimeZone } from '@peace/kit';
import { DEFAULT_DAY_END_HOUR, DEFAULT_GRACE, streaksOf, type Intention } from '@peace/proto';
import { communities, communityMembers, intentionTotals, userAchievements, userDayRules, userPractice, userSessions, userTotals } from '../db/schema.js';
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
  const result = await db
    .execute<{ date: string; minutes: number; sessions: number }>(
      sql`with week as (select date_trunc('week', ${now}::timestamptz at time zone ${timeZone})::date as monday),
               days as (select (week.monday + offs)::date as day from week, generate_series(0, 6) as offs)
          select to_char(days.day, 'YYYY-MM-DD') as date,
                 coalesce(sum(s.duration), 0)::int as minutes,
                 count(s.session_id)::int as sessions
          from days
          left join ${userSessions} s
            on s.user_id = ${userId}
           and s.completed_at >= days.day::timestamp at time zone ${timeZone}
           and s.completed_at < (days.day + 1)::timestamp at time zone ${timeZone}
          group by days.day
          order by days.day`,
    )
    .catch(rethrowUnknownTimeZone);
  return result.rows.map((row) => ({ date: row.date, minutes: Number(row.minutes), sessions: Number(row.sessions) }));
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
  // Independent reads, side by side on the pool.
  const [[totals], practice, ends, [rule], unlocked, [popular]] = await Promise.all([
    db.select().from(userTotals).where(eq(userTotals.userId, userId)),
    db
      .select({ intention: userPractice.intention, duration: userPractice.duration, sessions: userPractice.sessions })
      .from(userPractice)
      .where(eq(userPractice.userId, userId)),
    db.select({ completedAt: userSessions.completedAt, partial: userSessions.partial }).from(userSessions).where(eq(userSessions.userId, userId)),
    db.select().from(userDayRules).where(eq(userDayRules.userId, userId)),
    db.select({ slug: userAchievements.slug, name: userAchievements.name }).from(userAchievements).where(eq(userAchievements.userId, userId)),
    db.select({ intention: intentionTotals.intention }).from(intentionTotals).orderBy(desc(intentionTotals.sessions)).limit(1),
  ]);
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
    popularIntention: (popular?.intention as Intention | undefined) ?? null,
  };
}

/**
 * The community to suggest: the most joined public one with room that the person has not joined
 * and did not create, centred on the intention given (any intention when none is given).
 */
export async function communityFor(db: StatsDb, userId: string, intention: Intention | null): Promise<CommunityCandidate | undefined> {
  const [found] = await db
    .select({
      groupId: communities.groupId,
      name: communities.name,
      intention: communities.intention,
      memberCount: communities.memberCount,
      meditationDuration: communities.meditationDuration,
    })
    .from(communities)
    .where(
      and(
        intention ? eq(communities.intention, intention) : undefined,
        eq(communities.isPublic, true),
        ne(communities.createdBy, userId),
        sql`${communities.memberCount} < ${communities.maxMembers}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(communityMembers)
            .where(and(eq(communityMembers.groupId, communities.groupId), eq(communityMembers.userId, userId))),
        ),
      ),
    )
    .orderBy(desc(communities.memberCount), communities.groupId)
    .limit(1);
  return found ? { ...found, intention: found.intention as Intention } : undefined;
}
