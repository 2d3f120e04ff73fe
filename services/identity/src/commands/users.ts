import { AppError, type Clock, type Logger } from '@peace/kit';
import type { Language } from '@peace/proto';
import type { AccountNotes } from '../accounts/index.js';
import type { IdentityDb } from '../db/schema.js';
import {
  deleteUser,
  emailHeld,
  insertUser,
  linkIdentity,
  userByEmailForUpdate,
  userById,
  userByIdentityForUpdate,
  userForUpdate,
  usersByIds,
  updateUser,
  type UserRow,
} from '../db/users.repository.js';
import { publishUserCreated, publishUserDeleted, publishUserUpdated } from '../events/index.js';
import type { SessionStore } from './sessions.js';

export type { UserRow };

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

async function attempt(db: IdentityDb, profile: ProviderProfile, now: Date): Promise<SignInResult> {
  return db.transaction(async (tx) => {
    const verifiedEmail = profile.emailVerified ? profile.email : null;
    // Locked, so two sign-ins of the same person apply their updates one after the other.
    let user = await userByIdentityForUpdate(tx, profile.issuer, profile.subject);
    if (!user && verifiedEmail) {
      // Linking by email is safe only because we store an email solely when a provider verified it.
      user = await userByEmailForUpdate(tx, verifiedEmail);
      if (user) await linkIdentity(tx, { issuer: profile.issuer, subject: profile.subject, userId: user.id, createdAt: now });
    }
    if (!user) {
      const created = await insertUser(tx, { email: verifiedEmail, firstName: profile.firstName, lastName: profile.lastName, profileImageUrl: profile.picture, createdAt: now, updatedAt: now });
      await linkIdentity(tx, { issuer: profile.issuer, subject: profile.subject, userId: created.id, createdAt: now });
      await publishUserCreated(tx, created, now);
      return { user: created, created: true };
    }
    // Later sign-ins refresh what the provider says; a claim it leaves out keeps what we have.
    const changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'profileImageUrl' | 'email'>> = {};
    if (profile.firstName !== null && profile.firstName !== user.firstName) changes.firstName = profile.firstName;
    if (profile.lastName !== null && profile.lastName !== user.lastName) changes.lastName = profile.lastName;
    if (profile.picture !== null && profile.picture !== user.profileImageUrl) changes.profileImageUrl = profile.picture;
    if (user.email === null && verifiedEmail && !(await emailHeld(tx, verifiedEmail))) changes.email = verifiedEmail;
    if (Object.keys(changes).length === 0) return { user, created: false };
    const updated = await updateUser(tx, user.id, { ...changes, updatedAt: now });
    await publishUserUpdated(tx, updated, now);
    return { user: updated, created: false };
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
    if (!(await deleteUser(tx, userId))) return null;
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
  const rows = await usersByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id));
}

export async function findUser(db: IdentityDb, id: string): Promise<UserRow | undefined> {
  return userById(db, id);
}

/**
 * Leaves the person out of the public members lists, or puts them back. The row and its
 * user.updated event are written in one transaction; setting what is already set changes nothing.
 */
export async function setHiddenFromLists(deps: UserDeps, userId: string, hidden: boolean): Promise<UserRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await userForUpdate(tx, userId);
    if (!user) throw AppError.unauthenticated();
    if (user.hiddenFromLists === hidden) return user;
    const updated = await updateUser(tx, userId, { hiddenFromLists: hidden, updatedAt: now });
    await publishUserUpdated(tx, updated, now);
    return updated;
  });
}

/**
 * Keeps the language the person chose to be spoken to in, or forgets it (null) so that they follow
 * their browser's again. The row and its user.updated event, which tells the services that write
 * to them, are written in one transaction; choosing what is already chosen changes nothing.
 */
export async function setLanguage(deps: UserDeps, userId: string, language: Language | null): Promise<UserRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const user = await userForUpdate(tx, userId);
    if (!user) throw AppError.unauthenticated();
    if (user.language === language) return user;
    const updated = await updateUser(tx, userId, { language, updatedAt: now });
    await publishUserUpdated(tx, updated, now);
    return updated;
  });
}

/** The first word of the name a person is shown by: all that fellow participants of a group session see of them. */
export function firstNameOnly(user: Pick<UserRow, 'firstName' | 'lastName'>): string | null {
  const [first] = [user.firstName, user.lastName].filter(Boolean).join(' ').trim().split(/\s+/);
  return first ? first : null;
}
