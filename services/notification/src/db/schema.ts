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

/**
 * A browser's push subscription, one row per device: where its push service takes messages and the
 * keys that encrypt them for that browser alone. An endpoint is one browser's, so posting it again
 * updates the row (and moves it to whoever is signed in there now).
 */
export const pushSubscriptions = notification.table(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret, base64url, as PushSubscription.toJSON() gives them. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: timestamp('expiration_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * What reaches a person besides session emails, and when: their daily reminder, the streak keeper,
 * push for session moments, quiet hours. The day rule (day-end hour, grace) comes from meditation's
 * settings events. nextDailyAt and nextStreakAt are the next instants each is due, kept so that the
 * scan finds everyone due in a minute with one indexed read.
 */
export const reminderSettings = notification.table(
  'reminder_settings',
  {
    userId: uuid('user_id').primaryKey(),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** HH:MM on the person's wall clock; null: no daily reminder. */
    dailyTime: text('daily_time'),
    dailyChannels: text('daily_channels').array().notNull().default(sql`'{push}'::text[]`),
    streakKeeper: boolean('streak_keeper').notNull().default(false),
    /** Whether session starts and reminders also come as push (their email is recipients.sessionEmails). */
    sessionPush: boolean('session_push').notNull().default(false),
    quietFrom: text('quiet_from'),
    quietTo: text('quiet_to'),
    dayEndHour: integer('day_end_hour').notNull().default(0),
    grace: boolean('grace').notNull().default(true),
    /** The revision of meditation's settings last applied; an older event changes nothing. */
    ruleRevision: integer('rule_revision').notNull().default(0),
    nextDailyAt: timestamp('next_daily_at', { withTimezone: true }),
    nextStreakAt: timestamp('next_streak_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reminder_settings_next_daily_idx').on(t.nextDailyAt).where(sql`next_daily_at is not null`),
    index('reminder_settings_next_streak_idx').on(t.nextStreakAt).where(sql`next_streak_at is not null`),
  ],
);

/** When a person's recent sits ended, from meditation's completions: a day already sat skips its reminder. Kept for STREAK_WINDOW_DAYS. */
export const sitEnds = notification.table(
  'sit_ends',
  {
    userId: uuid('user_id').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.endedAt] })],
);

/**
 * Every reminder and push message due to a person, one row per person, kind and occasion (a day,
 * or a session's moment): the row is how each goes out once across restarts and replicas, and what
 * the daily cap counts.
 */
export const messageLog = notification.table(
  'message_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** daily-reminder, streak-keeper, session-start or session-reminder. */
    kind: text('kind').notNull(),
    /** The person's day (YYYY-MM-DD) for reminders of a day, the session and moment for session messages. */
    occasion: text('occasion').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** queued, sending, sent or skipped. */
    status: text('status').notNull().default('queued'),
    /** Why it was skipped, or what went wrong. */
    error: text('error'),
    /** The channels it went out on. */
    channels: text('channels').array().notNull().default(sql`'{}'::text[]`),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('message_log_occasion_idx').on(t.userId, t.kind, t.occasion), index('message_log_user_sent_idx').on(t.userId, t.sentAt)],
);

export const { outbox, processedEvents } = eventTables(notification);

export const schema = { emailLog, recipients, communities, communityMembers, groupSessions, sessionParticipants, pushSubscriptions, reminderSettings, sitEnds, messageLog, outbox, processedEvents };
