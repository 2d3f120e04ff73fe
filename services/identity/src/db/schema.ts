import { sql } from 'drizzle-orm';
import { boolean, check, index, json, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { eventTables, type Database } from '@peace/kit';
import type { Language } from '@peace/proto';

export const SCHEMA = 'identity';
export const identity = pgSchema(SCHEMA);

/** People who signed in. The email is stored lower-cased and only when a provider verified it. */
export const users = identity.table(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').unique('users_email_unique'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** They asked to be left out of the public members lists; the services that show those lists learn it from user.updated. */
    hiddenFromLists: boolean('hidden_from_lists').notNull().default(false),
    /** The language they chose to be spoken to in (a code of LANGUAGES); null while they follow their browser's. */
    language: text('language').$type<Language>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_language_check', sql`${t.language} in ('en', 'es', 'de', 'ja', 'ar')`)],
);

/** Which provider account (issuer + subject) belongs to which user. */
export const userIdentities = identity.table(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/** Sign-in sessions (the durable copy; Redis caches them). sess holds userId, the provider and its ID token. */
export const sessions = identity.table(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: json('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true, precision: 6 }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

export const { outbox, processedEvents } = eventTables(identity);

export const schema = { users, userIdentities, sessions, outbox, processedEvents };

/** The service's database, and a transaction on it. */
export type IdentityDb = Database<typeof schema>;
export type Tx = Parameters<Parameters<IdentityDb['transaction']>[0]>[0];
