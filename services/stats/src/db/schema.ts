import { bigint, date, pgSchema, text } from 'drizzle-orm/pg-core';
import { eventTables } from '@peace/kit';

export const SCHEMA = 'stats';
export const stats = pgSchema(SCHEMA);

/**
 * Read models built from events. Counters rather than copies of every session: the global figures
 * are read by every client after every meditation, and must not grow slower with the history.
 */

/** Completed meditations per UTC day (the day the meditation ended). */
export const dailyTotals = stats.table('daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sessions: bigint('sessions', { mode: 'number' }).notNull().default(0),
  minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
});

/** Completed meditations per intention; their sum is the all-time total. */
export const intentionTotals = stats.table('intention_totals', {
  intention: text('intention').primaryKey(),
  sessions: bigint('sessions', { mode: 'number' }).notNull().default(0),
  minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
});

export const { outbox, processedEvents } = eventTables(stats);

export const schema = { dailyTotals, intentionTotals, outbox, processedEvents };
