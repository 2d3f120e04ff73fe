import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { meditationSessions as sessions } from '../db/schema.js';
import { sessionCompleted } from '../events/index.js';
import { unlockAchievements, type AchievementRow, type PracticeFacts } from './achievements.js';
import { cacheRemoval, lockUser, removeActiveSession, type ActiveSessionDeps, type MeditationDb, type MeditationTx } from './active-sessions.js';
import { computeStreaks, rethrowUnknownTimeZone } from './calendar.js';
import { requireGroupSit } from './group-sessions.js';
import type { CompleteSessionInput } from './inputs.js';

export type MeditationSessionRow = typeof sessions.$inferSelect;

export interface CompletedSession {
  session: MeditationSessionRow;
  newAchievements: AchievementRow[];
}

type Executor = MeditationDb | MeditationTx;

// A session's local calendar day, in the person's zone.
const localDay = (timeZone: string) => sql<string>`to_char(${sessions.timestamp} at time zone ${timeZone}, 'YYYY-MM-DD')`;

async function totals(db: Executor, userId: string): Promise<{ totalSessions: number; totalMinutes: number; intentionsPractised: number }> {
  const [row] = await db
    .select({
      totalSessions: sql<number>`count(*)`.mapWith(Number),
      totalMinutes: sql<number>`coalesce(sum(${sessions.duration}), 0)`.mapWith(Number),
      intentionsPractised: sql<number>`count(distinct ${sessions.intention})`.mapWith(Number),
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row ?? { totalSessions: 0, totalMinutes: 0, intentionsPractised: 0 };
}

async function streaks(db: Executor, userId: string, timeZone: string, now: Date) {
  const days = await db
    .selectDistinct({ day: localDay(timeZone) })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const [today] = await db.execute<{ today: string }>(sql`select to_char(${now}::timestamptz at time zone ${timeZone}, 'YYYY-MM-DD') as today`).then((result) => result.rows);
  if (!today) throw new Error('today could not be computed');
  return computeStreaks(days.map((row) => row.day), today.today);
}

async function practiceFacts(tx: MeditationTx, userId: string, timeZone: string, now: Date, startedAt: Date): Promise<PracticeFacts> {
  const sums = await totals(tx, userId);
  const { longest } = await streaks(tx, userId, timeZone, now);
  const hour = await tx.execute<{ hour: number }>(sql`select extract(hour from ${startedAt}::timestamptz at time zone ${timeZone})::int as hour`);
  return { ...sums, longestStreak: longest, startHour: Number(hour.rows[0]?.hour ?? 0) };
}

/**
 * Records a finished meditation: stores it, ends the person's active session, unlocks what it
 * earned and publishes it all, in one transaction. timeZone is the person's, for the days of a
 * streak and the hour of an early or late practice.
 *
 * A group sit (groupSessionId given) must pass the group session's rules and is recorded once per
 * participant, at the session's end. Posting it again answers the first record, with no new
 * achievements and no second event: a client retrying after a lost answer learns that its sit
 * counted rather than being told it failed.
 */
export async function completeSession(deps: ActiveSessionDeps, userId: string, input: CompleteSessionInput, timeZone: string): Promise<CompletedSession> {
  const now = deps.clock.now();
  const { completed, removed } = await deps.db
    .transaction(async (tx) => {
      await lockUser(tx, userId);
      let timestamp = now;
      let startedAt = new Date(now.getTime() - input.duration * 60_000);
      if (input.groupSessionId) {
        const sit = await requireGroupSit(tx, userId, input.groupSessionId, input.duration, 'complete', now);
        const [recorded] = await tx
          .select()
          .from(sessions)
          .where(and(eq(sessions.userId, userId), eq(sessions.groupSessionId, sit.id)));
        if (recorded) return { completed: { session: recorded, newAchievements: [] }, removed: undefined };
        timestamp = sit.endsAt;
        startedAt = sit.startsAt;
      }
      const [session] = await tx
        .insert(sessions)
        .values({ userId, intention: input.intention, location: input.location, duration: input.duration, groupSessionId: input.groupSessionId, timestamp })
        .returning();
      if (!session) throw new Error('meditation session insert returned nothing');
      await sessionCompleted(tx, session);
      // A group sit consumes only the active session that followed it; a personal one, whatever ran.
      const ended = await removeActiveSession(tx, userId, input.groupSessionId ?? undefined);
      const newAchievements = await unlockAchievements(tx, userId, await practiceFacts(tx, userId, timeZone, now, startedAt), now);
      return { completed: { session, newAchievements }, removed: ended };
    })
    .catch(rethrowUnknownTimeZone);
  if (removed) await cacheRemoval(deps, userId, removed.removalRevision);
  return completed;
}

/** The person's latest meditations, newest first. */
export async function recentSessions(db: MeditationDb, userId: string, limit: number): Promise<MeditationSessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.timestamp), desc(sessions.id)).limit(limit);
}

/** The person's meditations of the current day in their zone, newest first. */
export async function todaySessions(db: MeditationDb, userId: string, timeZone: string, now: Date): Promise<MeditationSessionRow[]> {
  // Local midnight today and tomorrow as instants, so the (user, timestamp) index does the work.
  const localToday = sql`(${now}::timestamptz at time zone ${timeZone})::date`;
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gte(sessions.timestamp, sql`${localToday}::timestamp at time zone ${timeZone}`),
        lt(sessions.timestamp, sql`(${localToday} + 1)::timestamp at time zone ${timeZone}`),
      ),
    )
    .orderBy(desc(sessions.timestamp), desc(sessions.id))
    .catch(rethrowUnknownTimeZone);
}

export interface UserStats {
  streak: number;
  longestStreak: number;
  totalSessions: number;
  totalMinutes: number;
  /** Minutes per meditation, to one decimal; 0 before the first. */
  averageDuration: number;
}

export async function userStats(db: MeditationDb, userId: string, timeZone: string, now: Date): Promise<UserStats> {
  try {
    const { totalSessions, totalMinutes } = await totals(db, userId);
    const { current, longest } = await streaks(db, userId, timeZone, now);
    return {
      streak: current,
      longestStreak: longest,
      totalSessions,
      totalMinutes,
      averageDuration: totalSessions === 0 ? 0 : Math.round((totalMinutes / totalSessions) * 10) / 10,
    };
  } catch (error) {
    return rethrowUnknownTimeZone(error);
  }
}
