import type { Redis } from 'ioredis';
import type { RedisBreaker } from './redis.js';
import { RevisionedCache } from './revisioned-cache.js';

/**
 * The newest members as the stats service (writer) and the gateway (reader of `recentMembers`,
 * which the Stats page and REST clients ask for) share them in Redis: one JSON entry under
 * `peace:stats:members:recent`, holding the longest list anybody may ask for and the revision of
 * the read models it was read at. The stats service writes it after every committed change that
 * moves the list (a sign-up, a profile change, a completion by somebody on it) before the event is
 * acknowledged, and whenever it answers the list itself, which it is asked to on a miss.
 */

/** A member as the lists show them: the public profile and the practice so far, never an email. */
export interface SharedMember {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** ISO-8601: when they joined. */
  createdAt: string;
  totalMinutes: number;
  totalSessions: number;
}

/** The User fields a shared member answers. */
export const SHARED_MEMBER_FIELDS = ['id', 'firstName', 'lastName', 'profileImageUrl', 'createdAt', 'totalMinutes', 'totalSessions'] as const satisfies readonly (keyof SharedMember)[];

/** The most members a list answers at once; the shared entry holds this many. */
export const MAX_MEMBERS_LISTED = 100;

export interface RecentMembersEntry {
  revision: number;
  /** Newest first, at most MAX_MEMBERS_LISTED. */
  members: SharedMember[];
}

export const MEMBER_LISTS_PREFIX = 'peace:stats:members:';
const RECENT = 'recent';

/** Nobody changing anything for a day lets the entry go; the first reader after that fills it again. */
const ENTRY_TTL_MS = 24 * 60 * 60_000;

/** The Redis copy of the newest members. PostgreSQL stays the durable copy. */
export class RecentMembersCache {
  private readonly cache: RevisionedCache<RecentMembersEntry>;

  constructor(redis: Redis, prefix = MEMBER_LISTS_PREFIX) {
    this.cache = new RevisionedCache(redis, prefix);
  }

  /** Readers put their read (and its refill) through this, so a stalled Redis sends them to the stats service at once. */
  get reads(): RedisBreaker {
    return this.cache.reads;
  }

  /** undefined when Redis has nothing (never written, expired, or Redis restarted). */
  get(): Promise<RecentMembersEntry | undefined> {
    return this.cache.get(RECENT);
  }

  /** Stores the list unless Redis already holds the same or a newer revision; answers whether it was stored. */
  put(entry: RecentMembersEntry, ttlMs = ENTRY_TTL_MS): Promise<boolean> {
    return this.cache.put(RECENT, entry, ttlMs);
  }
}
