import { boolean, index, integer, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MemberRole } from '@peace/proto';
import { eventTables } from '@peace/kit';

export const SCHEMA = 'communities';
export const communities = pgSchema(SCHEMA);

export const meditationGroups = communities.table(
  'meditation_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    intention: text('intention').notNull(),
    isPublic: integer('is_public').notNull().default(1),
    maxMembers: integer('max_members').notNull().default(100),
    createdBy: uuid('created_by').notNull(),
    imageUrl: text('image_url'),
    tags: text('tags').array().notNull().default([]),
    meetingSchedule: text('meeting_schedule'),
    meetingDays: text('meeting_days').array().notNull().default([]),
    meetingTime: text('meeting_time'),
    timezone: text('timezone').notNull().default('UTC'),
    meditationDuration: integer('meditation_duration').notNull().default(5),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meditation_groups_created_idx').on(t.createdAt)],
);

export const groupMembers = communities.table(
  'group_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => meditationGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<MemberRole>().notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('active'),
  },
  (t) => [uniqueIndex('group_members_unique').on(t.groupId, t.userId), index('group_members_user_idx').on(t.userId)],
);

export const groupPosts = communities.table(
  'group_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => meditationGroups.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    type: text('type').notNull().default('discussion'),
    isPinned: integer('is_pinned').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_posts_group_idx').on(t.groupId, t.createdAt)],
);

/**
 * Whether each person asked to be left out of public members lists, from the identity service's
 * user events: a public community's members list leaves them out for non-members.
 */
export const listPreferences = communities.table('list_preferences', {
  userId: uuid('user_id').primaryKey(),
  hiddenFromLists: boolean('hidden_from_lists').notNull(),
  /** When identity announced it: an older announcement, late or redelivered, never replaces a newer one. */
  announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
});

export const { outbox, processedEvents } = eventTables(communities);

export const schema = { meditationGroups, groupMembers, groupPosts, listPreferences, outbox, processedEvents };
