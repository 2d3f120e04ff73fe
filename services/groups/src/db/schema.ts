import { boolean, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import { eventTables } from '@peace/kit';

export const SCHEMA = 'groups';
export const groups = pgSchema(SCHEMA);

export const groupSessions = groups.table(
  'group_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    intention: text('intention').notNull(),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull().default(5),
    maxParticipants: integer('max_participants').notNull().default(50),
    createdBy: uuid('created_by').notNull(),
    groupId: uuid('group_id'),
    status: text('status').notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the creator started it; null until then. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** startedAt plus the duration: the absolute end every participant's countdown follows. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Whether it starts by itself at its scheduled start, as a live event does, rather than when its creator presses Start. */
    startOnTime: boolean('start_on_time').notNull().default(false),
  },
  (t) => [index('group_sessions_start_idx').on(t.scheduledStart), index('group_sessions_group_idx').on(t.groupId), index('group_sessions_status_idx').on(t.status)],
);

export const groupSessionParticipants = groups.table(
  'group_session_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupSessionId: uuid('group_session_id')
      .notNull()
      .references(() => groupSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('joined'),
  },
  (t) => [uniqueIndex('group_session_participants_unique').on(t.groupSessionId, t.userId)],
);

/**
 * Who belongs to which community, as the communities service announces it: only members schedule
 * a community's sessions. A membership that ended stays as 'left', so an older event arriving
 * late cannot bring it back (the row keeps the time of the latest event applied).
 */
export const communityMembers = groups.table(
  'community_members',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/**
 * Whether each community is public, as the communities service announces it: a private
 * community's sessions are for its members only. A community with no row here is public (none
 * was announced private). The row keeps the time of the latest event applied.
 */
export const communityPrivacy = groups.table('community_privacy', {
  groupId: uuid('group_id').primaryKey(),
  isPublic: integer('is_public').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * The minutes each participant recorded for a group session, as the meditation service announces
 * its completions: one row per session and person, so a second completion by the same person for
 * the same session counts once.
 */
export const groupSessionMinutes = groups.table(
  'group_session_minutes',
  {
    groupSessionId: uuid('group_session_id')
      .notNull()
      .references(() => groupSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    minutes: integer('minutes').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupSessionId, t.userId] })],
);

/**
 * The closing circle: the one line each participant may leave for the others once a sit has ended.
 * One row per session and person; writing again replaces the line.
 */
export const closingLines = groups.table(
  'closing_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupSessionId: uuid('group_session_id')
      .notNull()
      .references(() => groupSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    text: text('text').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('closing_lines_session_user_unique').on(t.groupSessionId, t.userId)],
);

export const { outbox, processedEvents } = eventTables(groups);

export const schema = { groupSessions, groupSessionParticipants, communityMembers, communityPrivacy, groupSessionMinutes, closingLines, outbox, processedEvents };
