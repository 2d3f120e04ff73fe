import { jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The embedded provider's own schema: it is a development tool, not part of any service.
export const SCHEMA = 'oidc_provider';
export const oidcProvider = pgSchema(SCHEMA);

/** Local accounts of the embedded OpenID provider (development sign-in; not the app's users). */
export const providerAccounts = oidcProvider.table('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('accounts_email_unique'),
  givenName: text('given_name'),
  familyName: text('family_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The provider's signing keys, generated at its first start and kept so restarts keep tokens valid. */
export const providerKeys = oidcProvider.table('signing_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schema = { providerAccounts, providerKeys };
