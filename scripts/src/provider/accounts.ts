import { eq, sql } from 'drizzle-orm';
import type { Database } from '@peace/kit';
import { providerAccounts, type schema } from './db/schema.js';

export type ProviderAccount = typeof providerAccounts.$inferSelect;

export interface SignInForm {
  /** Lower-cased. */
  email: string;
  givenName: string | null;
  familyName: string | null;
}

/** The embedded provider's local accounts: one per email address, created at its first sign-in. */
export class ProviderAccounts {
  constructor(private readonly db: Database<typeof schema>) {}

  async find(id: string): Promise<ProviderAccount | undefined> {
    const [row] = await this.db.select().from(providerAccounts).where(eq(providerAccounts.id, id)).limit(1);
    return row;
  }

  /** Signs in the account with this email, creating it the first time; names given replace the stored ones. */
  async signIn(form: SignInForm): Promise<ProviderAccount> {
    const [row] = await this.db
      .insert(providerAccounts)
      .values({ email: form.email, givenName: form.givenName, familyName: form.familyName })
      .onConflictDoUpdate({
        target: providerAccounts.email,
        set: {
          givenName: sql`coalesce(excluded.given_name, ${providerAccounts.givenName})`,
          familyName: sql`coalesce(excluded.family_name, ${providerAccounts.familyName})`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    return row!;
  }
}
