import { and, eq, inArray, sql } from 'drizzle-orm';
import { recipients } from './schema.js';
import type { Executor, NotificationTx } from './types.js';

/**
 * The service's copy of people's addresses and names, from identity, and their choice of session
 * emails: each a named statement that loads or stores, the defaults left to the commands.
 */

/** The person's address and session email choice; undefined when nothing of them is known. */
export async function recipientOf(executor: Executor, userId: string): Promise<{ email: string | null; sessionEmails: boolean } | undefined> {
  const [row] = await executor.select({ email: recipients.email, sessionEmails: recipients.sessionEmails }).from(recipients).where(eq(recipients.userId, userId));
  return row;
}

/** The addresses of the people, by id; those with none known map to null or are left out. */
export async function addressesOf(executor: Executor, userIds: string[]): Promise<Map<string, string | null>> {
  const rows = await executor.select({ userId: recipients.userId, email: recipients.email }).from(recipients).where(inArray(recipients.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.email]));
}

/** Who among userIds turned session emails off. */
export async function sessionEmailsOff(executor: Executor, userIds: string[]): Promise<Set<string>> {
  const rows = await executor.select({ userId: recipients.userId }).from(recipients).where(and(inArray(recipients.userId, userIds), eq(recipients.sessionEmails, false)));
  return new Set(rows.map((row) => row.userId));
}

/** Stores the person's session email choice, before their profile has arrived too. */
export async function storeSessionEmails(executor: Executor, userId: string, sessionEmails: boolean, at: Date): Promise<void> {
  await executor
    .insert(recipients)
    .values({ userId, sessionEmails, updatedAt: at })
    .onConflictDoUpdate({ target: recipients.userId, set: { sessionEmails, updatedAt: at } });
}

/** Stores a person's address and first name as of `at`, unless a later profile is stored already. */
export async function storeProfile(tx: NotificationTx, profile: { userId: string; email: string | null; firstName: string | null; at: Date }): Promise<void> {
  const { userId, email, firstName, at } = profile;
  await tx
    .insert(recipients)
    .values({ userId, email, firstName, profileAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: recipients.userId,
      set: { email, firstName, profileAt: at, updatedAt: at },
      setWhere: sql`${recipients.profileAt} is null or ${recipients.profileAt} <= ${at}`,
    });
}

export async function deleteRecipient(tx: NotificationTx, userId: string): Promise<void> {
  await tx.delete(recipients).where(eq(recipients.userId, userId));
}
