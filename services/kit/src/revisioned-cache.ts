import type { Redis } from 'ioredis';
import { redisBreaker, type RedisBreaker } from './redis.js';

/** What a revisioned cache holds per key: the durable row's revision, and whatever the readers need. */
export interface RevisionedEntry {
  revision: number;
}

// Writes only when the entry is newer than what Redis holds, in one atomic step.
const PUT_IF_NEWER = `
local current = redis.call('GET', KEYS[1])
if current then
  local ok, decoded = pcall(cjson.decode, current)
  if ok and type(decoded) == 'table' and tonumber(decoded['revision']) ~= nil and tonumber(decoded['revision']) >= tonumber(ARGV[2]) then
    return 0
  end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return 1
`;

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
  async put(id: string, entry: Entry, ttlMs: number): Promise<boolean> {
    const stored = await this.redis.eval(PUT_IF_NEWER, 1, this.key(id), JSON.stringify(entry), String(entry.revision), String(Math.max(1, Math.round(ttlMs))));
    return stored === 1;
  }
}
