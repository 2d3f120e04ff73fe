import type { Redis } from 'ioredis';
import { RevisionedCache } from './revisioned-cache.js';

/**
 * A person's profile as the identity service (writer) and the gateway (reader of `me`, which every
 * signed-in page asks for) share it in Redis: one JSON entry per user id under
 * `peace:identity:user:`, carrying the PostgreSQL row's revision.
 */

/** What Redis holds of a user: every field `me` answers, the email included (only ever shown to the person themselves). */
export interface CachedUserProfile {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** ISO-8601. */
  createdAt: string;
}

/** The User fields a cached profile answers. */
export const USER_PROFILE_FIELDS = ['id', 'email', 'firstName', 'lastName', 'profileImageUrl', 'createdAt'] as const satisfies readonly (keyof CachedUserProfile)[];

/**
 * A cache entry. profile null is a tombstone: the account was deleted, so a slow reader that
 * loaded the row just before must not bring it back.
 */
export interface UserProfileEntry {
  revision: number;
  profile: CachedUserProfile | null;
}

export const USER_PROFILE_PREFIX = 'peace:identity:user:';

/**
 * How long an entry (a tombstone too) stays. Every committed change rewrites it, so this bounds
 * only how long a write that failed after its commit (a Redis blip) can leave an older copy
 * behind, and how long a tombstone keeps a refill that read the row just before the deletion out.
 */
export const USER_PROFILE_TTL_MS = 5 * 60_000;

/** The Redis copy of user profiles, keyed by user id. */
export class UserProfileCache extends RevisionedCache<UserProfileEntry> {
  constructor(redis: Redis, prefix = USER_PROFILE_PREFIX) {
    super(redis, prefix);
  }
}
