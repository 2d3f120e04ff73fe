import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { eventTables } from '@peace/kit';

export const SCHEMA = 'notification';
export const notification = pgSchema(SCHEMA);

const at = () => timestamp('at', { withTimezone: true }).notNull();

/**
 * Every email the service was asked to send, and what became of it. One row per recipient and
 * reason (its dedupe key), so the same email is never queued twice.
 */
export const emailLog = notification.table(
  'email_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    /** The address it went to; empty until the address is known. */
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    /** The group session it is about, if any. */
    groupSessionId: uuid('group_session_id'),
    /** kind:session:user, or kind:id for one-off emails such as test emails. */
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Who is sending it, and since when: one sender at a time hands a queued email to the mail
     * server. A claim older than the lease is a sender that died mid-send; another may take it over.
     */
    claimId: uuid('claim_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_log_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('email_log_dedupe_key_idx').on(t.dedupeKey),
    index('email_log_queued_idx').on(t.createdAt).where(sql`status = 'queued'`),
  ],
);

/** People the service may write to: their address from identity events, their own choice of emails. */
export const recipients = notification.table('recipients', {
  userId: uuid('user_id').primaryKey(),
  email: text('email'),
  firstName: text('first_name'),
  /** Whether session emails (starts and reminders) go to them. */
  sessionEmails: boolean('session_emails').notNull().default(true),
  /** When the profile fields were last taken from an event; older events change nothing. */
  profileAt: timestamp('profile_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Community names, from communities events. */
export const communities = notification.table('communities', {
  groupId: uuid('group_id').primaryKey(),
  name: text('name').notNull(),
  deleted: boolean('deleted').notNull().default(false),
  at: at(),
});

export const communityMembers = notification.table(
  'community_members',
  {
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** active or left. */
    status: text('status').notNull(),
    at: at(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/** Group sessions as the groups service announced them. */
export const groupSessions = notification.table(
  'group_sessions',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    intention: text('intention').notNull(),
    duration: integer('duration').notNull(),
    groupId: uuid('group_id'),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }).notNull(),
    /** scheduled, active, completed or cancelled. */
    status: text('status').notNull(),
    at: at(),
  },
  (t) => [index('group_sessions_scheduled_idx').on(t.scheduledStart).where(sql`status = 'scheduled'`)],
);

export const sessionParticipants = notification.table(
  'session_participants',
  {
    groupSessionId: uuid('group_session_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** active or left. */
    status: text('status').notNull(),
    at: at(),
  },
  (t) => [primaryKey({ columns: [t.groupSessionId, t.userId] })],
);

export const { outbox, processedEvents } = eventTables(notification);

export const schema = { emailLog, recipients, communities, communityMembers, groupSessions, sessionParticipants, outbox, processedEvents };
