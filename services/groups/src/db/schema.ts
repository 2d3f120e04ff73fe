import { integer, pgSchema, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('group_sessions_start_idx').on(t.scheduledStart), index('group_sessions_group_idx').on(t.groupId)],
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

export const { outbox, processedEvents } = eventTables(groups);

export const schema = { groupSessions, groupSessionParticipants, outbox, processedEvents };
