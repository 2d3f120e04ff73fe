import { and, eq, inArray } from 'drizzle-orm';
import { AppError, type Clock, type Logger } from '@peace/kit';
import type { AccountNotes } from '../accounts/index.js';
import { userIdentities, users, type IdentityDb, type Tx } from '../db/schema.js';
import { publishUserCreated, publishUserDeleted, publishUserUpdated } from '../events/index.js';
import type { SessionStore } from './sessions.js';

export type UserRow = typeof users.$inferSelect;

export interface UserDeps {
  db: IdentityDb;
  clock: Clock;
  logger: Logger;
  /** Where a new account's creation is noted as it commits (see AccountNotes); absent where no other service runs. */
  accounts?: AccountNotes;
}

/** What a provider told us about the person who just signed in, already parsed and trimmed. */
export interface ProviderProfile {
  issuer: string;
  subject: string;
  /** Lower-cased. */
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

export interface SignInResult {
  user: UserRow;
  created: boolean;
}

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; the PostgreSQL code sits on it or on its cause.
  let current = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function userByIdentity(tx: Tx, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [link] = await tx
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  if (!link) return undefined;
  // Locked, so two sign-ins of the same person apply their updates one after the other.
  const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update').limit(1);
  return user;
}

async function attempt(db: IdentityDb, profile: ProviderProfile, now: Date): Promise<SignInResult> {
  return db.transaction(async (tx) => {
    const verifiedEmail = profile.emailVerified ? profile.email : null;
    let user = await userByIdentity(tx, profile.issuer, profile.subject);
    if (!user && verifiedEmail) {
      // Linking by email is safe only because we store an email solely when a provider verified it.
      [user] = await tx.select().from(users).where(eq(users.email, verifiedEmail)).for('update').limit(1);
      if (user) await tx.insert(userIdentities).values({ issuer: profile.issuer, subject: profile.subject, userId: user.id, createdAt: now });
    }
    if (!user) {
      const [created] = await tx
        .insert(users)
        .values({ email: verifiedEmail, firstName: profile.firstName, lastName: profile.lastName, profileImageUrl: profile.picture, createdAt: now, updatedAt: now })
        .returning();
      await tx.insert(userIdentities).values({ issuer: profile.issuer, subject: profile.subject, userId: created!.id, createdAt: now });
      await publishUserCreated(tx, created!, now);
      return { user: created!, created: true };
    }
    // Later sign-ins refresh what the provider says; a claim it leaves out keeps what we have.
    const changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'profileImageUrl' | 'email'>> = {};
    if (profile.firstName !== null && profile.firstName !== user.firstName) changes.firstName = profile.firstName;
    if (profile.lastName !== null && profile.lastName !== user.lastName) changes.lastName = profile.lastName;
    if (profile.picture !== null && profile.picture !== user.profileImageUrl) changes.profileImageUrl = profile.picture;
    if (user.email === null && verifiedEmail) {
      const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.email, verifiedEmail)).limit(1);
      if (!holder) changes.email = verifiedEmail;
    }
    if (Object.keys(changes).length === 0) return { user, created: false };
    const [updated] = await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await publishUserUpdated(tx, updated!, now);
    return { user: updated!, created: false };
  });
}

/**
 * Signs a provider account in: the user it is linked to (issuer + subject), else the user with
 * the same verified email (and links it), else a new user. The user row and its
 * created/updated event are written in one transaction.
 */
export async function signInUser(deps: UserDeps, profile: ProviderProfile): Promise<SignInResult> {
  try {
    return await noted(deps, await attempt(deps.db, profile, deps.clock.now()));
  } catch (error) {
    // Two first sign-ins raced on the same identity or email; the second now finds the first's row.
    if (!isUniqueViolation(error)) throw error;
    return noted(deps, await attempt(deps.db, profile, deps.clock.now()));
  }
}

/** Notes a new account before its person is let in; a note that cannot be written fails nothing (its event follows a moment later). */
async function noted(deps: UserDeps, result: SignInResult): Promise<SignInResult> {
  if (result.created && deps.accounts) {
    await deps.accounts.note(result.user.id, result.user.createdAt).catch((error: unknown) => deps.logger.warn({ err: error }, 'account note failed'));
  }
  return result;
}

/**
 * Deletes a person's account at their own request: their user row and provider links (cascade),
 * every sign-in session they hold, and the event that has every other service forget them, all in
 * one transaction. A later sign-in with the same provider account or email starts a new account.
 * Answers whether there was such a user.
 */
export async function deleteAccount(deps: UserDeps & { sessions: SessionStore }, userId: string): Promise<boolean> {
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const [removed] = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    if (!removed) return null;
    await publishUserDeleted(tx, userId, now);
    return deps.sessions.endAllOf(tx, userId);
  });
  if (ended === null) return false;
  await deps.sessions.announceRevoked(ended.map((session) => session.sid));
  await deps.sessions.rememberEnded(ended);
  deps.logger.info({ userId, sessions: ended.length }, 'account deleted');
  return true;
}

/** Several people at once, in the order asked; undefined for an id that names nobody. */
export async function findUsers(db: IdentityDb, ids: readonly string[]): Promise<(UserRow | undefined)[]> {
  const rows = ids.length === 0 ? [] : await db.select().from(users).where(inArray(users.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
}

export async function findUser(db: IdentityDb, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Leaves the person out of the public members lists, or puts them back. The row and its
 * user.updated event are written in one transaction; setting what is already set changes nothing.
 */
export async function setHiddenFromLists(deps: UserDeps, userId: string, hidden: boolean): Promise<UserRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!user) throw AppError.unauthenticated();
    if (user.hiddenFromLists === hidden) return user;
    const [updated] = await tx.update(users).set({ hiddenFromLists: hidden, updatedAt: now }).where(eq(users.id, userId)).returning();
    await publishUserUpdated(tx, updated!, now);
    return updated!;
  });
}

/** The first word of the name a person is shown by: all that fellow participants of a group session see of them. */
export function firstNameOnly(user: Pick<UserRow, 'firstName' | 'lastName'>): string | null {
  const [first] = [user.firstName, user.lastName].filter(Boolean).join(' ').trim().split(/\s+/);
  return first ? first : null;
}
