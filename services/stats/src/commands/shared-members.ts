import { sql } from 'drizzle-orm';
import { MAX_MEMBERS_LISTED, type Logger, type RecentMembersCache, type RecentMembersEntry, type SharedMember } from '@peace/kit';
import { untilChanged, type FiguresCache } from './figures-cache.js';
import type { StatsDb } from './projections.js';

/**
 * The newest members (the longest list anybody may ask for), newest first, with the revision of
 * the read models they were read at: one statement, so the list and its revision come from the
 * same moment.
 */
export async function newestMembers(db: StatsDb): Promise<RecentMembersEntry> {
  const result = await db.execute<{
    revision: string;
    user_id: string | null;
    first_name: string | null;
    last_name: string | null;
    profile_image_url: string | null;
    joined_at: Date | string | null;
    minutes: string | null;
    sessions: string | null;
  }>(
    sql`select r.revision, m.user_id, m.first_name, m.last_name, m.profile_image_url, m.joined_at, t.minutes, t.sessions
        from (select coalesce((select revision from stats.figures_revision), 0) as revision) r
        left join lateral (
          select user_id, first_name, last_name, profile_image_url, joined_at from stats.members
          order by joined_at desc, user_id desc limit ${MAX_MEMBERS_LISTED}
        ) m on true
        left join stats.user_totals t on t.user_id = m.user_id
        order by m.joined_at desc, m.user_id desc`,
  );
  const members: SharedMember[] = [];
  for (const row of result.rows) {
    if (row.user_id === null || row.joined_at === null) continue;
    members.push({
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      profileImageUrl: row.profile_image_url,
      createdAt: new Date(row.joined_at).toISOString(),
      totalMinutes: Number(row.minutes ?? 0),
      totalSessions: Number(row.sessions ?? 0),
    });
  }
  return { revision: Number(result.rows[0]?.revision ?? 0), members };
}

/** Whether somebody is on the list of the newest members now. */
async function isListed(db: StatsDb, userId: string): Promise<boolean> {
  const result = await db.execute<{ listed: boolean }>(
    sql`select exists(
          select 1 from (select user_id from stats.members order by joined_at desc, user_id desc limit ${MAX_MEMBERS_LISTED}) m
          where m.user_id = ${userId}
        ) as listed`,
  );
  return result.rows[0]?.listed === true;
}

/**
 * The newest members as this service answers them and shares them with the gateway in Redis (see
 * RecentMembersCache): read once per change of the read models, written to the shared copy after
 * every committed change that moves the list, and whenever this service answers it itself, which
 * it is asked to when the shared copy has nothing.
 */
export class SharedMembers {
  constructor(private readonly deps: { db: StatsDb; cache: FiguresCache; members: RecentMembersCache | undefined; logger: Logger }) {}

  /** The list with its revision, kept until the read models change. */
  private entry(): Promise<RecentMembersEntry> {
    return this.deps.cache.get('members:recent', 0, () => untilChanged(newestMembers(this.deps.db)));
  }

  /** The newest `limit` members for an answer, refilling the shared copy on the way; Redis trouble only costs the refill. */
  async answer(limit: number): Promise<SharedMember[]> {
    const entry = await this.entry();
    const { members } = this.deps;
    if (members) {
      await members.reads.attempt(
        () => members.put(entry),
        (error) => this.deps.logger.warn({ err: error }, 'newest members not shared in redis; the gateway asks this service meanwhile'),
      );
    }
    return entry.members.slice(0, limit);
  }

  /** After a commit that changed somebody's profile: writes the list, failing when it cannot be, so the event is tried again. */
  async publish(): Promise<void> {
    if (this.deps.members) await this.deps.members.put(await this.entry());
  }

  /** After a commit that changed somebody's practice: writes the list when they are on it. */
  async publishFor(userId: string): Promise<void> {
    if (this.deps.members && (await isListed(this.deps.db, userId))) await this.publish();
  }
}
