import { enqueueEvent, type SqlExecutor } from '@peace/kit';
import { identityUserCreated, identityUserDeleted, identityUserUpdated } from '@peace/proto';
import { SCHEMA, type users } from '../db/schema.js';

// The identity service publishes; it consumes nothing.

type UserRow = typeof users.$inferSelect;

function payload(user: UserRow) {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    hiddenFromLists: user.hiddenFromLists,
    language: user.language,
  };
}

/** Written in the caller's transaction, next to the new user row. */
export function publishUserCreated(tx: SqlExecutor, user: UserRow, occurredAt: Date) {
  return enqueueEvent(tx, SCHEMA, identityUserCreated, payload(user), occurredAt);
}

/** Written in the caller's transaction, next to the changed user row. */
export function publishUserUpdated(tx: SqlExecutor, user: UserRow, occurredAt: Date) {
  return enqueueEvent(tx, SCHEMA, identityUserUpdated, payload(user), occurredAt);
}

/** Written in the caller's transaction, next to the user row's deletion. */
export function publishUserDeleted(tx: SqlExecutor, userId: string, occurredAt: Date) {
  return enqueueEvent(tx, SCHEMA, identityUserDeleted, { userId, at: occurredAt.toISOString() }, occurredAt);
}
