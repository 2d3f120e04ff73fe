import type { Redis } from 'ioredis';
import type { RedisBreaker } from './redis.js';
import { RevisionedCache } from './revisioned-cache.js';

/**
 * The members lists as the stats service (writer) and the gateway (reader of `recentMembers` and
 * `mostActiveMembers`, which the Stats page and REST clients ask for) share them in Redis: one JSON
 * entry per list under `peace:stats:members:`, holding the longest list anybody may ask for and
 * the revision of the read models it was read at. The stats service writes a list after every
 * committed change that moves it (a sign-up or profile change; a completion by somebody on it, or
 * who joins it) before the event is acknowledged, and whenever it answers the list itself, which
 * it is asked to on a miss.
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

/** The most members a list answers at once; each shared entry holds this many. */
export const MAX_MEMBERS_LISTED = 100;

/** The lists: the newest members, newest first, and those with the most minutes, most first. */
export const MEMBER_LISTS = ['recent', 'most-active'] as const;
export type MemberList = (typeof MEMBER_LISTS)[number];

/** The length of each list when a reader asks for none (as the graph's defaults say). */
export const MEMBER_LIST_DEFAULT_LIMITS: Record<MemberList, number> = { recent: MAX_MEMBERS_LISTED, 'most-active': 10 };

export interface MemberListEntry {
  revision: number;
  /** In the list's order, at most MAX_MEMBERS_LISTED. */
  members: SharedMember[];
}

export const MEMBER_LISTS_PREFIX = 'peace:stats:members:';

/** Nobody changing anything for a day lets an entry go; the first reader after that fills it again. */
const ENTRY_TTL_MS = 24 * 60 * 60_000;

/** The Redis copy of the members lists. PostgreSQL stays the durable copy. */
export class MemberListsCache {
  private readonly cache: RevisionedCache<MemberListEntry>;

  constructor(redis: Redis, prefix = MEMBER_LISTS_PREFIX) {
    this.cache = new RevisionedCache(redis, prefix);
  }

  /** Readers put their read (and its refill) through this, so a stalled Redis sends them to the stats service at once. */
  get reads(): RedisBreaker {
    return this.cache.reads;
  }

  /** undefined when Redis has nothing for the list (never written, expired, or Redis restarted). */
  get(list: MemberList): Promise<MemberListEntry | undefined> {
    return this.cache.get(list);
  }

  /** Stores the list unless Redis already holds the same or a newer revision of it; answers whether it was stored. */
  put(list: MemberList, entry: MemberListEntry, ttlMs = ENTRY_TTL_MS): Promise<boolean> {
    return this.cache.put(list, entry, ttlMs);
  }
}
