import { sql, type SQL } from 'drizzle-orm';
import { MAX_MEMBERS_LISTED, MEMBER_LISTS, type Logger, type MemberList, type MemberListEntry, type MemberListsCache, type SharedMember } from '@peace/kit';
import { untilChanged, type FiguresCache } from './figures-cache.js';
import type { StatsDb } from './projections.js';

/**
 * Each list's members (user_id, first_name, last_name, profile_image_url, joined_at, minutes,
 * sessions) in its order: the newest members, newest first; and those who meditated, most minutes
 * first (ties: the same order every time; somebody whose sign-up has not reached stats yet joins
 * the list once it has).
 */
const LISTS: Record<MemberList, SQL> = {
  recent: sql`select m.user_id, m.first_name, m.last_name, m.profile_image_url, m.joined_at, t.minutes, t.sessions
              from stats.members m left join stats.user_totals t on t.user_id = m.user_id
              order by m.joined_at desc, m.user_id desc limit ${MAX_MEMBERS_LISTED}`,
  'most-active': sql`select t.user_id, m.first_name, m.last_name, m.profile_image_url, m.joined_at, t.minutes, t.sessions
                     from stats.user_totals t join stats.members m on m.user_id = t.user_id
                     where t.sessions > 0
                     order by t.minutes desc, t.user_id asc limit ${MAX_MEMBERS_LISTED}`,
};

/** A list with the revision of the read models it was read at: one statement, so both come from the same moment. */
export async function memberList(db: StatsDb, list: MemberList): Promise<MemberListEntry> {
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
    sql`select r.revision, l.*
        from (select coalesce((select revision from stats.figures_revision), 0) as revision) r
        left join lateral (${LISTS[list]}) l on true`,
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

/** The lists any of these people is on now. */
async function listsOf(db: StatsDb, userIds: readonly string[]): Promise<MemberList[]> {
  if (userIds.length === 0) return [];
  const among = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<{ recent: boolean; most_active: boolean }>(
    sql`select exists(select 1 from (${LISTS.recent}) l where l.user_id in (${among})) as recent,
               exists(select 1 from (${LISTS['most-active']}) l where l.user_id in (${among})) as most_active`,
  );
  const row = result.rows[0];
  return MEMBER_LISTS.filter((list) => (list === 'recent' ? row?.recent : row?.most_active) === true);
}

/**
 * The members lists as this service answers them and shares them with the gateway in Redis (see
 * MemberListsCache): each read once per change of the read models, written to the shared copy
 * after every committed change that moves it, and whenever this service answers it itself, which
 * it is asked to when the shared copy has nothing.
 */
export class SharedMembers {
  constructor(private readonly deps: { db: StatsDb; cache: FiguresCache; lists: MemberListsCache | undefined; logger: Logger }) {}

  /** A list with its revision, kept until the read models change. */
  private entry(list: MemberList): Promise<MemberListEntry> {
    return this.deps.cache.get(`members:${list}`, 0, () => untilChanged(memberList(this.deps.db, list)));
  }

  /** The first `limit` members of a list for an answer, refilling the shared copy on the way; Redis trouble only costs the refill. */
  async answer(list: MemberList, limit: number): Promise<SharedMember[]> {
    const entry = await this.entry(list);
    const { lists } = this.deps;
    if (lists) {
      await lists.reads.attempt(
        () => lists.put(list, entry),
        (error) => this.deps.logger.warn({ err: error, list }, 'members list not shared in redis; the gateway asks this service meanwhile'),
      );
    }
    return entry.members.slice(0, limit);
  }

  /** After a commit that changed somebody's profile: writes both lists, failing when they cannot be, so the event is tried again. */
  async publish(lists: readonly MemberList[] = MEMBER_LISTS): Promise<void> {
    const shared = this.deps.lists;
    if (!shared) return;
    for (const list of lists) await shared.put(list, await this.entry(list));
  }

  /** After commits that changed these people's practice: writes the lists any of them is on now (one just joined included). */
  async publishFor(userIds: readonly string[]): Promise<void> {
    if (this.deps.lists) await this.publish(await listsOf(this.deps.db, userIds));
  }
}
