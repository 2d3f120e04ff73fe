import { eq, sql } from 'drizzle-orm';
import type { Clock, Database, PresenceStore } from '@peace/kit';
import { INTENTIONS, type EventData, type Intention, type meditationSessionCompleted } from '@peace/proto';
import { dailyTotals, intentionTotals, type schema } from '../db/schema.js';

export type StatsDb = Database<typeof schema>;
export type StatsTx = Parameters<Parameters<StatsDb['transaction']>[0]>[0];

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * Counts one completed meditation. Runs inside the consumer's transaction, next to its journal
 * row, so an event is counted exactly once however often it is delivered. The day is the one
 * the meditation ended on, not the one the event happened to arrive on.
 */
export async function recordCompletedSession(tx: StatsTx, session: EventData<typeof meditationSessionCompleted>): Promise<void> {
  const minutes = session.duration;
  await tx
    .insert(dailyTotals)
    .values({ day: utcDay(new Date(session.completedAt)), sessions: 1, minutes })
    .onConflictDoUpdate({ target: dailyTotals.day, set: { sessions: sql`${dailyTotals.sessions} + 1`, minutes: sql`${dailyTotals.minutes} + excluded.minutes` } });
  await tx
    .insert(intentionTotals)
    .values({ intention: session.intention, sessions: 1, minutes })
    .onConflictDoUpdate({ target: intentionTotals.intention, set: { sessions: sql`${intentionTotals.sessions} + 1`, minutes: sql`${intentionTotals.minutes} + excluded.minutes` } });
}

export interface GlobalStats {
  activeMeditators: number;
  totalSessions: number;
  totalMinutes: number;
  todaysTotalSessions: number;
  totalMinutesToday: number;
}

/** Everyone's practice: who meditates now, all time, and today (the UTC day of the clock). */
export async function globalStats(deps: { db: StatsDb; presence: PresenceStore; clock: Clock }): Promise<GlobalStats> {
  const [allTime] = await deps.db
    .select({
      sessions: sql<number>`coalesce(sum(${intentionTotals.sessions}), 0)`.mapWith(Number),
      minutes: sql<number>`coalesce(sum(${intentionTotals.minutes}), 0)`.mapWith(Number),
    })
    .from(intentionTotals);
  const [today] = await deps.db.select().from(dailyTotals).where(eq(dailyTotals.day, utcDay(deps.clock.now())));
  // Presence expiry follows connection heartbeats in real time, as the gateway writes it, so it is
  // counted by the store's own clock rather than the business clock.
  const activeMeditators = await deps.presence.count();
  return {
    activeMeditators,
    totalSessions: allTime?.sessions ?? 0,
    totalMinutes: allTime?.minutes ?? 0,
    todaysTotalSessions: today?.sessions ?? 0,
    totalMinutesToday: today?.minutes ?? 0,
  };
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

/** Every intention with its share of all meditations, the most practised first (ties in the usual order of the seven). */
export async function intentionStats(db: StatsDb): Promise<IntentionStats> {
  const rows = await db.select({ intention: intentionTotals.intention, sessions: intentionTotals.sessions }).from(intentionTotals);
  const counts = new Map(rows.map((row) => [row.intention, row.sessions]));
  const totalSessions = INTENTIONS.reduce((sum, intention) => sum + (counts.get(intention) ?? 0), 0);
  const intentions = INTENTIONS.map((intention, order) => {
    const count = counts.get(intention) ?? 0;
    return { intention, count, percentage: totalSessions === 0 ? 0 : Math.round((count * 100) / totalSessions), order };
  })
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ intention, count, percentage }) => ({ intention, count, percentage }));
  return { intentions, totalSessions };
}
