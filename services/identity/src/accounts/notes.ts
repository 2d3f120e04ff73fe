/**
 * Identity's notes of accounts just created, in Redis; this module alone knows their key, and others
 * read them through `@peace/identity/accounts`. The meditation service learns when
 * each account began from identity's events, which reach it a moment after the person, signed up,
 * can already post a sit; a sit cannot have begun before its account existed, so when its copy does
 * not know the account yet it asks this note, written as the account commits.
 */

/** The Redis commands the notes use, as ioredis's client offers them. */
export interface AccountNoteRedis {
  set(key: string, value: string, mode: 'PX', milliseconds: number): Promise<unknown>;
  get(key: string): Promise<string | null>;
}

/** How long an account's creation stays noted: far longer than its event takes to reach every copy. */
export const ACCOUNT_NOTE_MS = 10 * 60_000;
const accountNoteKey = (userId: string) => `{peace:accounts}:${userId}`;

export class AccountNotes {
  constructor(private readonly redis: AccountNoteRedis) {}

  async note(userId: string, createdAt: Date): Promise<void> {
    await this.redis.set(accountNoteKey(userId), createdAt.toISOString(), 'PX', ACCOUNT_NOTE_MS);
  }

  /** When the account was created, while it is noted. */
  async createdAt(userId: string): Promise<Date | null> {
    const value = await this.redis.get(accountNoteKey(userId));
    const at = value === null ? Number.NaN : Date.parse(value);
    return Number.isFinite(at) ? new Date(at) : null;
  }
}
