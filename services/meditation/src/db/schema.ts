import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { eventTables } from '@peace/kit';

export const SCHEMA = 'meditation';
export const meditation = pgSchema(SCHEMA);

/**
 * Every write to an active session takes the next value, so the Redis copy can refuse an older
 * state that arrives after a newer one (two tabs pausing and resuming, a slow cache refill).
 */
export const activeSessionRevision = meditation.sequence('active_session_revision');

/** Completed meditations. timestamp is when the meditation ended. */
export const meditationSessions = meditation.table(
  'meditation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    intention: text('intention').notNull(),
    location: text('location').notNull(),
    duration: integer('duration').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    groupSessionId: uuid('group_session_id'),
  },
  (t) => [
    index('meditation_sessions_user_time_idx').on(t.userId, t.timestamp),
    check('meditation_sessions_duration_check', sql`${t.duration} between 1 and 60`),
  ],
);

/** The one meditation in progress per user; the durable copy behind the Redis hot read. */
export const activeMeditationSessions = meditation.table(
  'active_meditation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    intention: text('intention').notNull(),
    location: text('location').notNull(),
    duration: integer('duration').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    lastPing: timestamp('last_ping', { withTimezone: true }),
    state: text('state').notNull().default('countdown'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    totalPausedMs: bigint('total_paused_ms', { mode: 'number' }).notNull().default(0),
    groupSessionId: uuid('group_session_id'),
    revision: bigint('revision', { mode: 'number' })
      .notNull()
      .default(sql`nextval('meditation.active_session_revision')`),
  },
  (t) => [
    uniqueIndex('active_meditation_sessions_user_unique').on(t.userId),
    check('active_meditation_sessions_state_check', sql`${t.state} in ('countdown', 'meditating', 'paused')`),
    check('active_meditation_sessions_duration_check', sql`${t.duration} between 1 and 60`),
    check('active_meditation_sessions_paused_check', sql`(${t.state} = 'paused') = (${t.pausedAt} is not null)`),
  ],
);

/** The achievement catalogue; rows are kept in step with the code's catalogue by slug at start-up. */
export const achievements = meditation.table(
  'achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    criteria: jsonb('criteria').notNull(),
    icon: text('icon').notNull(),
    rarity: text('rarity').notNull().default('common'),
    isActive: integer('is_active').notNull().default(1),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('achievements_slug_unique').on(t.slug),
    check('achievements_rarity_check', sql`${t.rarity} in ('common', 'rare', 'epic', 'legendary')`),
  ],
);

export const userAchievements = meditation.table(
  'user_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    achievementId: uuid('achievement_id')
      .notNull()
      .references(() => achievements.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull(),
    progress: jsonb('progress'),
  },
  (t) => [uniqueIndex('user_achievements_user_achievement_unique').on(t.userId, t.achievementId), index('user_achievements_user_time_idx').on(t.userId, t.unlockedAt)],
);

export const { outbox, processedEvents } = eventTables(meditation);

export const schema = { meditationSessions, activeMeditationSessions, achievements, userAchievements, outbox, processedEvents };
