import type { Redis } from 'ioredis';
import { putIfNewer, redisBreaker, type RedisBreaker } from './redis.js';

/** What a revisioned cache holds per key: the durable row's revision, and whatever the readers need. */
export interface RevisionedEntry {
  revision: number;
}

/**
 * A Redis copy of rows a service owns in PostgreSQL, one JSON value per key, shared with readers
 * in other processes. PostgreSQL stays the durable copy; every write carries the row's revision
 * so that racing writers and refills settle on the newest state whatever order they reach Redis
 * in, and a removal is written as an entry too (a tombstone) so a slow refill cannot bring the
 * row back.
 */
export class RevisionedCache<Entry extends RevisionedEntry> {
  /** Readers put their read (and its refill) through this, so a stalled Redis sends them to PostgreSQL at once. */
  readonly reads: RedisBreaker;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    this.reads = redisBreaker(redis);
  }

  private key(id: string): string {
    return `${this.prefix}${id}`;
  }

  /** undefined when Redis has nothing for the key (never cached, expired, or Redis restarted). */
  async get(id: string): Promise<Entry | undefined> {
    const raw = await this.redis.get(this.key(id));
    if (raw === null) return undefined;
    return JSON.parse(raw) as Entry;
  }

  /** Stores the entry unless Redis already holds a newer revision; answers whether it was stored. */
  put(id: string, entry: Entry, ttlMs: number): Promise<boolean> {
    return putIfNewer(this.redis, this.key(id), entry, ttlMs);
  }
}
