import { and, eq, inArray } from 'drizzle-orm';
import { userIdentities, users, type IdentityDb, type Tx } from './schema.js';

/**
 * People's accounts and the provider accounts linked to them: each a named statement that loads or
 * stores, the sign-in rules left to the commands.
 */

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<typeof users.$inferInsert, 'email' | 'firstName' | 'lastName' | 'profileImageUrl' | 'createdAt' | 'updatedAt'>;
export type UserChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'profileImageUrl' | 'email' | 'hiddenFromLists' | 'language' | 'updatedAt'>>;

type Executor = IdentityDb | Tx;

/** The person a provider account is linked to, locked so that two sign-ins of theirs apply one after the other. */
export async function userByIdentityForUpdate(tx: Tx, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [link] = await tx
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  if (!link) return undefined;
  return userForUpdate(tx, link.userId);
}

export async function userForUpdate(tx: Tx, userId: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return user;
}

export async function userByEmailForUpdate(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [user] = await tx.select().from(users).where(eq(users.email, email)).for('update').limit(1);
  return user;
}

export async function emailHeld(tx: Tx, email: string): Promise<boolean> {
  const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return holder !== undefined;
}

export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow> {
  const [created] = await tx.insert(users).values(user).returning();
  return created!;
}

export async function linkIdentity(tx: Tx, link: { issuer: string; subject: string; userId: string; createdAt: Date }): Promise<void> {
  await tx.insert(userIdentities).values(link);
}

export async function updateUser(tx: Tx, userId: string, changes: UserChanges): Promise<UserRow> {
  const [updated] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
  return updated!;
}

/** Deletes the person's row (their provider links go with it); answers whether there was one. */
export async function deleteUser(tx: Tx, userId: string): Promise<boolean> {
  const [removed] = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return removed !== undefined;
}

export async function usersByIds(executor: Executor, ids: readonly string[]): Promise<UserRow[]> {
  return ids.length === 0 ? [] : executor.select().from(users).where(inArray(users.id, [...ids]));
}

export async function userById(executor: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
