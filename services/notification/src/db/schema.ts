import { index, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eventTables } from '@peace/kit';

export const SCHEMA = 'notification';
export const notification = pgSchema(SCHEMA);

/** Every email the service was asked to send, and what became of it. */
export const emailLog = notification.table(
  'email_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    recipient: text('recipient').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_log_user_idx').on(t.userId, t.createdAt)],
);

export const { outbox, processedEvents } = eventTables(notification);

export const schema = { emailLog, outbox, processedEvents };
