import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { eventTables } from '@peace/kit';

export const SCHEMA = 'meditation';
export const meditation = pgSchema(SCHEMA);

/**
 * Every write to an active session takes the next value, so the Redis copy can refuse an older
 * state that arrives after a newer one (two tabs pausing and resuming, a slow cache refill).
 */
export const activeSessionRevision = meditation.sequence('active_session_revision');

/**
 * Completed meditations. started_at and timestamp (when it ended) bound the time it took; one
 * person's never overlap, so nobody's recorded minutes exceed the time that has passed.
 */
export const meditationSessions = meditation.table(
  'meditation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    intention: text('intention').notNull(),
    location: text('location').notNull(),
    duration: integer('duration').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull(),
    groupSessionId: uuid('group_session_id'),
    /**
     * For a group sit, how many others sat it together: the session's other participants, in this
     * service's copy, when the sit was recorded at the session's end. Null for a sit alone.
     */
    others: integer('others'),
    /** Stopped before its end and kept for the whole minutes actually sat (duration). */
    partial: boolean('partial').notNull().default(false),
  },
  (t) => [
    index('meditation_sessions_user_time_idx').on(t.userId, t.timestamp),
    // A group sit counts once per participant, however often the client posts it.
    uniqueIndex('meditation_sessions_user_group_session_unique')
      .on(t.userId, t.groupSessionId)
      .where(sql`${t.groupSessionId} is not null`),
    check('meditation_sessions_duration_check', sql`${t.duration} between 1 and 60`),
  ],
);

/**
 * The answer each Idempotency-Key named, per person, for a day (IDEMPOTENCY_WINDOW_MS): a
 * completion sent again with its key records nothing new and answers the sit and the achievements
 * the first one did. fingerprint is the request's (completionFingerprint), so the same key with
 * another meditation is refused.
 */
export const completionKeys = meditation.table(
  'completion_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    sessionId: uuid('session_id').notNull(),
    newAchievementIds: uuid('new_achievement_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('completion_keys_created_idx').on(t.createdAt)],
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

/**
 * The groups service's sessions as its events describe them: what a group sit may be recorded
 * against. status only moves forward (scheduled, active, cancelled, completed), so an event
 * delivered late cannot undo a later one.
 */
export const groupSessions = meditation.table(
  'group_sessions',
  {
    id: uuid('id').primaryKey(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    status: text('status').notNull(),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    /** The absolute window, known once the session has started. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [check('group_sessions_status_check', sql`${t.status} in ('scheduled', 'active', 'cancelled', 'completed')`)],
);

/**
 * Who is in each group session, from the groups service's joined and left events. No foreign key
 * to group_sessions: a participant's event may arrive before its session's. (changed_at,
 * event_id) orders the events, so only the latest join or leave stands.
 */
export const groupParticipants = meditation.table(
  'group_participants',
  {
    groupSessionId: uuid('group_session_id').notNull(),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    eventId: uuid('event_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupSessionId, t.userId] }), check('group_participants_status_check', sql`${t.status} in ('joined', 'left')`)],
);

/**
 * When each account was created, from the identity service's events: a sit the client timed
 * itself cannot have begun before the account existed.
 */
export const accounts = meditation.table('accounts', {
  userId: uuid('user_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Each person's practice settings, the same on every device. A person without a row has the
 * defaults (see commands/settings.ts). revision counts the changes, for the event's readers.
 */
export const practiceSettings = meditation.table(
  'practice_settings',
  {
    userId: uuid('user_id').primaryKey(),
    endSignal: text('end_signal').notNull(),
    intervalBellMinutes: integer('interval_bell_minutes').notNull(),
    dayEndHour: integer('day_end_hour').notNull(),
    grace: boolean('grace').notNull(),
    /** false: the person's sits are recorded at 'Unknown Location', whatever a device sends. */
    recordLocation: boolean('record_location').notNull().default(true),
    revision: integer('revision').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('practice_settings_end_signal_check', sql`${t.endSignal} in ('sound', 'vibration', 'light', 'silent')`),
    check('practice_settings_interval_bell_check', sql`${t.intervalBellMinutes} in (0, 1, 2, 5)`),
    check('practice_settings_day_end_hour_check', sql`${t.dayEndHour} between 0 and 23`),
  ],
);

export const { outbox, processedEvents } = eventTables(meditation);

export const schema = { meditationSessions, completionKeys, activeMeditationSessions, achievements, userAchievements, groupSessions, groupParticipants, accounts, practiceSettings, outbox, processedEvents };
