import type { Redis } from '@peace/kit';
import type { ActiveState } from '../commands/timing.js';

/** What Redis holds of an active session: everything the once-a-second read needs. */
export interface CachedActiveSession {
  id: string;
  userId: string;
  intention: string;
  location: string;
  duration: number;
  startTime: string;
  state: ActiveState;
  pausedAt: string | null;
  totalPausedMs: number;
  groupSessionId: string | null;
}

/**
 * A cache entry. session null is a tombstone: the session was stopped or completed, so a slow
 * reader that loaded the row just before must not bring it back.
 */
export interface CacheEntry {
  revision: number;
  session: CachedActiveSession | null;
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
 * The Redis copy of active sessions, one JSON value per user. PostgreSQL stays the durable copy;
 * every write carries the row's revision so that racing writers and refills settle on the newest
 * state whatever order they reach Redis in.
 */
export class ActiveSessionCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'peace:meditation:active:',
  ) {}

  private key(userId: string): string {
    return `${this.prefix}${userId}`;
  }

  /** undefined when Redis has nothing for the user (never cached, expired, or Redis restarted). */
  async get(userId: string): Promise<CacheEntry | undefined> {
    const raw = await this.redis.get(this.key(userId));
    if (raw === null) return undefined;
    return JSON.parse(raw) as CacheEntry;
  }

  /** Stores the entry unless Redis already holds a newer revision; answers whether it was stored. */
  async put(userId: string, entry: CacheEntry, ttlMs: number): Promise<boolean> {
    const stored = await this.redis.eval(PUT_IF_NEWER, 1, this.key(userId), JSON.stringify(entry), String(entry.revision), String(Math.max(1, Math.round(ttlMs))));
    return stored === 1;
  }
}
