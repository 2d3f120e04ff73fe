import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eventTables } from '@peace/kit';

export const SCHEMA = 'stats';
export const stats = pgSchema(SCHEMA);

/**
 * Read models built from events only. Counters where a figure is read by everyone (global,
 * intentions, the month), per-person totals for the members lists, and each person's own
 * meditations for what depends on their calendar (week, streak). No request scans everyone's
 * sessions.
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

/**
 * Completed meditations per quarter hour (when they ended). Every time zone's offset is a whole
 * number of quarter hours, so the month of any zone is an exact sum of these.
 */
export const quarterHourTotals = stats.table('quarter_hour_totals', {
  bucket: timestamp('bucket', { withTimezone: true, mode: 'date' }).primaryKey(),
  sessions: bigint('sessions', { mode: 'number' }).notNull().default(0),
  minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
});

/** Each person's practice in total. */
export const userTotals = stats.table(
  'user_totals',
  {
    userId: uuid('user_id').primaryKey(),
    sessions: integer('sessions').notNull().default(0),
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
    /** Meditations stopped before their end. */
    stopped: integer('stopped').notNull().default(0),
    lastCompletedAt: timestamp('last_completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('user_totals_minutes_idx').on(sql`${t.minutes} desc`, t.userId),
    // Who practised since an instant (this month, the last 30 days) is a range of this index.
    index('user_totals_last_completed_idx').on(t.lastCompletedAt),
  ],
);

/** Each person's meditations by intention and length: their usual choice, their least practised. */
export const userPractice = stats.table(
  'user_practice',
  {
    userId: uuid('user_id').notNull(),
    intention: text('intention').notNull(),
    duration: integer('duration').notNull(),
    sessions: integer('sessions').notNull().default(0),
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.intention, t.duration] })],
);

/** Each person's completed meditations, for the days of their own calendar. */
export const userSessions = stats.table(
  'user_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    intention: text('intention').notNull(),
    duration: integer('duration').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Stopped early and kept for the minutes sat: it counts its minutes, never as a meditation sat to its end. */
    partial: boolean('partial').notNull().default(false),
  },
  (t) => [index('user_sessions_user_completed_idx').on(t.userId, t.completedAt)],
);

/** The achievements each person has unlocked. */
export const userAchievements = stats.table(
  'user_achievements',
  {
    userId: uuid('user_id').notNull(),
    achievementId: uuid('achievement_id').notNull(),
    /** The catalogue entry; null only for unlocks announced before events carried it. */
    slug: text('slug'),
    name: text('name').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);

/**
 * Everyone who has signed in, by when they joined, with their public profile as identity last
 * announced it: the members lists answer it without asking identity. Never an email address.
 */
export const members = stats.table(
  'members',
  {
    userId: uuid('user_id').primaryKey(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** They asked to be left out of the members lists. */
    hiddenFromLists: boolean('hidden_from_lists').notNull().default(false),
    /** When identity announced the profile held: an older announcement, late or redelivered, never replaces it. */
    profileAt: timestamp('profile_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('members_joined_idx').on(sql`${t.joinedAt} desc`, sql`${t.userId} desc`)],
);

/** Communities that exist now, with what recommending one needs. */
export const communities = stats.table(
  'communities',
  {
    groupId: uuid('group_id').primaryKey(),
    name: text('name').notNull(),
    intention: text('intention').notNull(),
    isPublic: boolean('is_public').notNull(),
    maxMembers: integer('max_members').notNull(),
    createdBy: uuid('created_by').notNull(),
    meditationDuration: integer('meditation_duration').notNull(),
    memberCount: integer('member_count').notNull().default(0),
    /** The latest meditation any current member completed: the community is active while it is recent. */
    lastPractisedAt: timestamp('last_practised_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('communities_intention_idx').on(t.intention, sql`${t.memberCount} desc`), index('communities_last_practised_idx').on(t.lastPractisedAt)],
);

/** Memberships of the communities that exist now. */
export const communityMembers = stats.table(
  'community_members',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('community_members_user_idx').on(t.userId)],
);

/**
 * How each person's days count for their streak, from the meditation service's settings events;
 * a person without a row has the defaults. revision orders the events, so a late one changes nothing.
 */
export const userDayRules = stats.table('user_day_rules', {
  userId: uuid('user_id').primaryKey(),
  dayEndHour: integer('day_end_hour').notNull(),
  grace: boolean('grace').notNull(),
  revision: integer('revision').notNull(),
});

export const { outbox, processedEvents } = eventTables(stats);

export const schema = {
  dailyTotals,
  intentionTotals,
  quarterHourTotals,
  userTotals,
  userPractice,
  userSessions,
  userAchievements,
  members,
  communities,
  communityMembers,
  userDayRules,
  outbox,
  processedEvents,
};
