import { and, desc, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { rethrowUnknownTimeZone } from '@peace/kit';
import { communities, communityMembers, intentionTotals, userAchievements, userDayRules, userPractice, userSessions, userTotals } from './schema.js';
import type { StatsDb } from './projections.repository.js';

/**
 * The figures read from the read models: each a named statement that loads, what they mean (shares,
 * streaks, suggestions, how long an answer holds) left to the commands.
 */

/** The longest members list. */
export const MAX_MEMBERS_LISTED = 100;

export type MemberList = 'recent' | 'most-active';

/** A member as a list shows them. */
export interface MemberListRow {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  joined_at: Date | string;
  minutes: string | null;
  sessions: string | null;
}

/**
 * Each list's members in its order: the newest members, newest first; and those who meditated,
 * most minutes first (ties: the same order every time; somebody whose sign-up has not reached
 * stats yet joins the list once it has). Neither shows anybody who asked to be left out of them.
 */
const LISTS: Record<MemberList, SQL> = {
  recent: sql`select m.user_id, m.first_name, m.last_name, m.profile_image_url, m.joined_at, t.minutes, t.sessions
              from stats.members m left join stats.user_totals t on t.user_id = m.user_id
              where not m.hidden_from_lists
              order by m.joined_at desc, m.user_id desc limit ${MAX_MEMBERS_LISTED}`,
  'most-active': sql`select t.user_id, m.first_name, m.last_name, m.profile_image_url, m.joined_at, t.minutes, t.sessions
                     from stats.user_totals t join stats.members m on m.user_id = t.user_id
                     where t.sessions > 0 and not m.hidden_from_lists
                     order by t.minutes desc, t.user_id asc limit ${MAX_MEMBERS_LISTED}`,
};


/** A whole members list, at most MAX_MEMBERS_LISTED. */
export async function memberListRows(db: StatsDb, list: MemberList): Promise<MemberListRow[]> {
  return (await db.execute<MemberListRow & Record<string, unknown>>(LISTS[list])).rows;
}

/** Each person's totals, for the ids that have any. */
export async function totalsOf(db: StatsDb, ids: readonly string[]): Promise<{ id: string; totalMinutes: number; totalSessions: number }[]> {
  return ids.length === 0 ? [] : db.select({ id: userTotals.userId, totalMinutes: userTotals.minutes, totalSessions: userTotals.sessions }).from(userTotals).where(inArray(userTotals.userId, [...ids]));
}

/** The sessions each person completed per intention, for the ids that have any. */
export async function intentionSessionsOf(db: StatsDb, ids: readonly string[]): Promise<{ userId: string; intention: string; sessions: number }[]> {
  return ids.length === 0
    ? []
    : db
        .select({ userId: userPractice.userId, intention: userPractice.intention, sessions: sql<number>`sum(${userPractice.sessions})::int` })
        .from(userPractice)
        .where(inArray(userPractice.userId, [...ids]))
        .groupBy(userPractice.userId, userPractice.intention);
}

/** The person's minutes and sits on each day (YYYY-MM-DD) of the week holding now, Monday to Sunday, in timeZone. */
export async function weekRows(db: StatsDb, userId: string, timeZone: string, now: Date): Promise<{ date: string; minutes: number; sessions: number }[]> {
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
  return result.rows;
}

/** Everything kept of one person's practice, read side by side on the pool, and the intention people meditate on most. */
export async function practiceRows(db: StatsDb, userId: string) {
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
  return { totals, practice, ends, rule, unlocked, popularIntention: popular?.intention ?? null };
}

/**
 * The most joined public community with room that the person has not joined and did not create,
 * centred on the intention given (any intention when none is given).
 */
export async function mostJoinedOpenCommunity(db: StatsDb, userId: string, intention: string | null) {
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
  return found;
}

/** Everyone's sits and minutes on one UTC day (YYYY-MM-DD), and each intention's sits and minutes as text, in one statement. */
export async function practiceTotalsRow(db: StatsDb, day: string): Promise<{ day_sessions: string; day_minutes: string; intentions: [string, string, string][] | null }> {
  const result = await db.execute<{ day_sessions: string; day_minutes: string; intentions: [string, string, string][] | null }>(
    sql`select
          coalesce((select sessions from stats.daily_totals where day = ${day}::date), 0) as day_sessions,
          coalesce((select minutes from stats.daily_totals where day = ${day}::date), 0) as day_minutes,
          (select json_agg(json_build_array(intention, sessions::text, minutes::text)) from stats.intention_totals) as intentions`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('global figures answered no row');
  return row;
}

/** The counters the comprehensive figures are made of, for the month holding now in timeZone, in one round trip. */
export async function comprehensiveRow(db: StatsDb, timeZone: string, now: Date, activeCommunityDays: number) {
  const result = await db
    .execute<{
      total_communities: number;
      active_communities: number;
      total_members: number;
      total_users: number;
      total_sessions: number;
      total_minutes: number;
      month_sessions: number;
      month_minutes: number;
      month_users: number;
      month_ends: Date | string;
      activity_lapses: Date | string | null;
    }>(
      sql`with month as (
            select date_trunc('month', ${now}::timestamptz at time zone ${timeZone}) at time zone ${timeZone} as starts,
                   (date_trunc('month', ${now}::timestamptz at time zone ${timeZone}) + interval '1 month') at time zone ${timeZone} as ends
          )
          select
            (select count(*) from stats.communities)::int as total_communities,
            (select count(*) from stats.communities where last_practised_at >= ${now}::timestamptz - make_interval(days => ${activeCommunityDays}))::int as active_communities,
            (select coalesce(sum(member_count), 0) from stats.communities)::int as total_members,
            (select count(*) from stats.members)::int as total_users,
            (select coalesce(sum(sessions), 0) from stats.intention_totals)::bigint as total_sessions,
            (select coalesce(sum(minutes), 0) from stats.intention_totals)::bigint as total_minutes,
            month_totals.sessions as month_sessions,
            month_totals.minutes as month_minutes,
            (select count(*) from stats.user_totals ut, month where ut.last_completed_at >= month.starts)::int as month_users,
            (select ends from month) as month_ends,
            (select min(last_practised_at) + make_interval(days => ${activeCommunityDays}) from stats.communities
              where last_practised_at >= ${now}::timestamptz - make_interval(days => ${activeCommunityDays})) as activity_lapses
          from (select coalesce(sum(q.sessions), 0)::bigint as sessions, coalesce(sum(q.minutes), 0)::bigint as minutes
                from stats.quarter_hour_totals q, month where q.bucket >= month.starts and q.bucket < month.ends) as month_totals`,
    )
    .catch(rethrowUnknownTimeZone);
  const row = result.rows[0];
  if (!row) throw new Error('comprehensive figures answered no row');
  return row;
}
