import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkedPage, pastAnchor, preparedStatement, type Page } from '@peace/kit';
import type { AchievementRow } from './achievements.repository.js';
import { activeFromJson, removalStatement, removedFromJson, type ActiveJson, type RemovedJson } from './active-sessions.repository.js';
import { accounts, achievements, activeMeditationSessions as activeSessions, completionKeys, meditationSessions as sessions, practiceSettings, userAchievements } from './schema.js';
import type { ActiveRow, MeditationDb, MeditationTx } from './types.js';

/**
 * The completed meditations and what a completion reads and keeps beside them: each a named
 * statement that loads or stores, the rules they are counted by left to the commands and the domain.
 */

export type MeditationSessionRow = typeof sessions.$inferSelect;

type Executor = MeditationDb | MeditationTx;

/** A completion's value, given on each run of a statement written once. */
const value = (name: string) => sql.placeholder(name);

/** A sit's end as milliseconds since the epoch, which the driver reads as a number. */
const endMs = (timestamp: SQL | typeof sessions.timestamp) => sql`(extract(epoch from ${timestamp}) * 1000)::float8`;

export interface SessionTotals {
  totalSessions: number;
  totalMinutes: number;
  intentionsPractised: number;
}

/** The person's count of meditations, their minutes and the intentions they practised. */
export async function sessionTotals(db: Executor, userId: string): Promise<SessionTotals> {
  const [row] = await db
    .select({
      totalSessions: sql<number>`count(*)`.mapWith(Number),
      totalMinutes: sql<number>`coalesce(sum(${sessions.duration}), 0)`.mapWith(Number),
      intentionsPractised: sql<number>`count(distinct ${sessions.intention})`.mapWith(Number),
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row ?? { totalSessions: 0, totalMinutes: 0, intentionsPractised: 0 };
}

/** The instants the person's meditations ended, in no order. */
export async function sitEnds(db: Executor, userId: string): Promise<Date[]> {
  const ends = await db
    .select({ ms: endMs(sessions.timestamp).mapWith(Number) })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return ends.map((row) => new Date(row.ms));
}

/** What row_to_json makes of an achievement's row. */
interface AchievementJson {
  id: string;
  slug: string;
  name: string;
  description: string;
  type: string;
  criteria: unknown;
  icon: string;
  rarity: string;
  is_active: number;
  position: number;
  created_at: string;
}

interface RecordedRow extends Record<string, unknown> {
  total_sessions: number;
  total_minutes: number;
  intentions_practised: number;
  ends: number[] | null;
  day_end_hour: number | null;
  grace: boolean | null;
  hour: number;
  pending: AchievementJson[];
  ended: RemovedJson | null;
}

/** The values of recordSit's statement. */
interface RecordValues extends Record<string, unknown> {
  id: string;
  userId: string;
  intention: string;
  location: string;
  duration: number;
  startedAt: Date;
  timestamp: Date;
  groupSessionId: string | null;
  others: number | null;
  partial: boolean;
  timeZone: string;
}

/**
 * recordSit's statement for a sit that ends no active session, the personal one it was, or the one
 * following its group session, each under a name of its own.
 */
function recordStatement(name: string, ends: 'nothing' | 'personal' | 'group') {
  const groupSessionId = ends === 'group' ? value('groupSessionId') : undefined;
  return preparedStatement<RecordValues, RecordedRow>(name, {
    with: {
      recorded: sql`insert into ${sessions} (id, user_id, intention, location, duration, started_at, timestamp, group_session_id, others, partial)
        values (${value('id')}, ${value('userId')}, ${value('intention')}, ${value('location')}, ${value('duration')}, ${value('startedAt')}, ${value('timestamp')}, ${value('groupSessionId')}, ${value('others')}, ${value('partial')})
        returning duration, intention, timestamp, partial`,
      ...(ends === 'nothing' ? {} : { ended: removalStatement(value('userId'), groupSessionId) }),
      practice: sql`select ${sessions.duration} as duration, ${sessions.intention} as intention, ${sessions.timestamp} as timestamp, ${sessions.partial} as partial from ${sessions} where ${sessions.userId} = ${value('userId')}
        union all
        select duration, intention, timestamp, partial from recorded`,
      // The person's saved day rule, empty before they saved any.
      rule: sql`select ${practiceSettings.dayEndHour} as day_end_hour, ${practiceSettings.grace} as grace
        from (select 1) as person left join ${practiceSettings} on ${practiceSettings.userId} = ${value('userId')}`,
    },
    select: {
      // A partial sit counts its minutes, never as a meditation sat to its end.
      total_sessions: sql<number>`(count(*) filter (where not practice.partial))::int`,
      total_minutes: sql<number>`coalesce(sum(practice.duration), 0)::int`,
      intentions_practised: sql<number>`count(distinct practice.intention)::int`,
      // Only when an achievement still to unlock asks for a streak: a person who holds them all (most of those with thousands of sits) is spared reading every sit's end.
      ends: sql<number[] | null>`array_agg(${endMs(sql`practice.timestamp`)}) filter (where exists (
        select 1 from ${achievements} a
        where a.is_active = 1 and a.criteria->>'kind' = 'streak'
          and not exists (select 1 from ${userAchievements} held where held.user_id = ${value('userId')} and held.achievement_id = a.id)
      ))`,
      day_end_hour: sql<number | null>`(select day_end_hour from rule)`,
      grace: sql<boolean | null>`(select grace from rule)`,
      hour: sql<number>`extract(hour from ${value('startedAt')}::timestamptz at time zone ${value('timeZone')})::int`,
      pending: sql<AchievementJson[]>`(
        select coalesce(json_agg(a order by a.position), '[]')
        from ${achievements} a
        where a.is_active = 1 and not exists (select 1 from ${userAchievements} held where held.user_id = ${value('userId')} and held.achievement_id = a.id)
      )`,
      ended: ends === 'nothing' ? sql<RemovedJson | null>`null` : sql<RemovedJson | null>`(select row_to_json(ended) from ended)`,
    },
    from: sql`practice`,
  });
}

// Prepared, as are the reads before it: PostgreSQL's planning of a completion went from 0.44 to 0.09 ms (300 completions, pg_stat_statements).
const recordStatements = {
  nothing: recordStatement('meditation_record_sit', 'nothing'),
  personal: recordStatement('meditation_record_ending_sit', 'personal'),
  group: recordStatement('meditation_record_group_sit', 'group'),
};

/** What storing a sit changed and found, as stored: the person's practice with the sit counted. */
export interface StoredSit {
  /** The active session the sit ended, with the revision of its removal. */
  ended: { row: ActiveRow; removalRevision: number } | undefined;
  totals: SessionTotals;
  /** The instants all the person's sits ended, the new one too; null when no achievement still to unlock asks for a streak. */
  sitEnds: Date[] | null;
  /** The person's saved day rule; null where they saved none. */
  savedRule: { dayEndHour: number | null; grace: boolean | null };
  /** The hour on the person's clock at which the sit began. */
  startHour: number;
  /** The active achievements the person does not hold yet, in display order. */
  pending: AchievementRow[];
}

/**
 * In one statement: stores the sit, ends the active session it consumes (when it does, the group
 * session's follower for a group sit), and loads the person's practice with it counted (totals, the
 * instants their sits ended, their saved day rule, the local hour it began) and the active
 * achievements they do not hold yet. The parts of a statement see the tables as they were before
 * it, so the new sit joins the person's others here.
 */
export async function storeSit(tx: MeditationTx, session: MeditationSessionRow, consumesActive: boolean, timeZone: string): Promise<StoredSit> {
  const statement = recordStatements[consumesActive ? (session.groupSessionId ? 'group' : 'personal') : 'nothing'];
  const [row] = await statement(tx, { ...session, timeZone });
  if (!row) throw new Error('the recorded sit could not be read back');
  const pending = row.pending.map((achievement) => ({
    id: achievement.id,
    slug: achievement.slug,
    name: achievement.name,
    description: achievement.description,
    type: achievement.type,
    criteria: achievement.criteria,
    icon: achievement.icon,
    rarity: achievement.rarity,
    isActive: achievement.is_active,
    position: achievement.position,
    createdAt: new Date(achievement.created_at),
  }));
  return {
    ended: row.ended ? removedFromJson(row.ended) : undefined,
    totals: { totalSessions: row.total_sessions, totalMinutes: row.total_minutes, intentionsPractised: row.intentions_practised },
    sitEnds: row.ends?.map((ms) => new Date(ms)) ?? null,
    savedRule: { dayEndHour: row.day_end_hour, grace: row.grace },
    startHour: Number(row.hour),
    pending,
  };
}

/** What row_to_json makes of a recorded meditation's row. */
interface SessionJson {
  id: string;
  user_id: string;
  intention: string;
  location: string;
  duration: number;
  started_at: string;
  timestamp: string;
  group_session_id: string | null;
  others: number | null;
  partial: boolean;
}

function sessionFromJson(json: SessionJson): MeditationSessionRow {
  return {
    id: json.id,
    userId: json.user_id,
    intention: json.intention,
    location: json.location,
    duration: json.duration,
    startedAt: new Date(json.started_at),
    timestamp: new Date(json.timestamp),
    groupSessionId: json.group_session_id,
    others: json.others,
    partial: json.partial,
  };
}

/**
 * The read of sameOrOverlapping, where sameSit says what makes a recorded meditation the same sit:
 * the person's record of it first, or else any meditation of theirs sharing an instant with the
 * span from start to end.
 */
function sameOrOverlappingStatement(name: string, sameSit: SQL) {
  return preparedStatement<{ userId: string; start: Date; end: Date } & Record<string, unknown>, { session: SessionJson; same: boolean }>(name, {
    select: { session: sql<SessionJson>`row_to_json(meditation_sessions)`, same: sql<boolean>`(${sameSit})` },
    from: sql`${sessions}
      where user_id = ${value('userId')} and ((${sameSit}) or ("timestamp" > ${value('start')} and started_at < ${value('end')}))
      order by (${sameSit}) desc
      limit 1`,
  });
}

const personalSitRecorded = sameOrOverlappingStatement(
  'meditation_sit_recorded',
  sql`started_at = ${value('start')} and duration = ${value('duration')} and partial = ${value('partial')} and group_session_id is null`,
);
const groupSitRecorded = sameOrOverlappingStatement('meditation_group_sit_recorded', sql`group_session_id = ${value('groupSessionId')}`);

/** What makes a recorded meditation the same sit as one being completed. */
export type SameSit = { personal: { duration: number; partial: boolean } } | { group: { groupSessionId: string } };

/**
 * In one read, the person's record of this very sit (same: true), or else any meditation of
 * theirs sharing an instant with the span (same: false), or nothing.
 */
export async function sameOrOverlappingSit(tx: MeditationTx, userId: string, span: { start: Date; end: Date }, sameSit: SameSit): Promise<{ session: MeditationSessionRow; same: boolean } | undefined> {
  const values = { userId, start: span.start, end: span.end };
  const [found] = 'personal' in sameSit ? await personalSitRecorded(tx, { ...values, ...sameSit.personal }) : await groupSitRecorded(tx, { ...values, ...sameSit.group });
  return found ? { session: sessionFromJson(found.session), same: found.same } : undefined;
}

const personalSitFactsStatement = preparedStatement<{ userId: string }, { running: ActiveJson | null; account: { created_at: string } | null }>('meditation_personal_sit_facts', {
  select: {
    running: sql<ActiveJson | null>`(select row_to_json(running) from ${activeSessions} running where running.user_id = ${value('userId')})`,
    account: sql<{ created_at: string } | null>`(select row_to_json(account) from ${accounts} account where account.user_id = ${value('userId')})`,
  },
});

/**
 * In one read, what a personal sit is checked against: the person's running active session, and
 * when their account was created (unknown while its event is on the way). Each may be missing.
 */
export async function personalSitFacts(tx: MeditationTx, userId: string): Promise<{ running: ActiveRow | undefined; accountCreatedAt: Date | undefined }> {
  const [found] = await personalSitFactsStatement(tx, { userId });
  return { running: found?.running ? activeFromJson(found.running) : undefined, accountCreatedAt: found?.account ? new Date(found.account.created_at) : undefined };
}

// A completion the web posts carries a key: its read and its keeping run on every one, written once as the completion's other statements are.
const keyStatement = preparedStatement<{ userId: string; key: string; since: Date }, { fingerprint: string; session_id: string; new_achievement_ids: string[] }>('meditation_completion_key', {
  select: { fingerprint: sql<string>`fingerprint`, session_id: sql<string>`session_id`, new_achievement_ids: sql<string[]>`new_achievement_ids` },
  from: sql`${completionKeys} where user_id = ${value('userId')} and key = ${value('key')} and created_at > ${value('since')}`,
});

const rememberKeyStatement = preparedStatement<{ userId: string; key: string; fingerprint: string; sessionId: string; newAchievementIds: string[]; now: Date }>('meditation_remember_key', {
  with: {
    kept: sql`insert into ${completionKeys} (user_id, key, fingerprint, session_id, new_achievement_ids, created_at)
      values (${value('userId')}, ${value('key')}, ${value('fingerprint')}, ${value('sessionId')}, ${value('newAchievementIds')}, ${value('now')})
      on conflict (user_id, key) do update set
        fingerprint = excluded.fingerprint, session_id = excluded.session_id, new_achievement_ids = excluded.new_achievement_ids, created_at = excluded.created_at`,
  },
  select: { kept: sql`true` },
});

/** What an Idempotency-Key kept since a moment: the fingerprint of what it asked and the answer it was given. */
export async function keptKey(tx: MeditationTx, userId: string, key: string, since: Date): Promise<{ fingerprint: string; sessionId: string; newAchievementIds: string[] } | undefined> {
  const [stored] = await keyStatement(tx, { userId, key, since });
  return stored ? { fingerprint: stored.fingerprint, sessionId: stored.session_id, newAchievementIds: stored.new_achievement_ids } : undefined;
}

/** Keeps what a key names, replacing what it named before. */
export async function keepKey(tx: MeditationTx, kept: { userId: string; key: string; fingerprint: string; sessionId: string; newAchievementIds: string[]; now: Date }): Promise<void> {
  await rememberKeyStatement(tx, kept);
}

/** Forgets the keys kept before a moment; answers how many. */
export async function forgetKeysBefore(db: MeditationDb, before: Date): Promise<number> {
  const removed = await db.delete(completionKeys).where(lt(completionKeys.createdAt, before)).returning({ key: completionKeys.key });
  return removed.length;
}

export async function sessionById(db: Executor, id: string): Promise<MeditationSessionRow | undefined> {
  const [session] = await db.select().from(sessions).where(eq(sessions.id, id));
  return session;
}

/** The achievements named, in display order. */
export async function achievementsByIds(db: Executor, ids: string[]): Promise<AchievementRow[]> {
  return ids.length === 0 ? [] : db.select().from(achievements).where(inArray(achievements.id, ids)).orderBy(asc(achievements.position));
}

/** The person's latest meditations, newest first. */
export async function recentSessions(db: MeditationDb, userId: string, limit: number): Promise<MeditationSessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.timestamp), desc(sessions.id)).limit(limit);
}

/** The meditations the person completed, oldest first, a page at a time. */
export async function allSessions(db: MeditationDb, userId: string, page: Page): Promise<MeditationSessionRow[]> {
  const anchor = alias(sessions, 'anchor');
  const ofAnchor = and(eq(anchor.userId, userId), eq(anchor.id, page.after ?? sql`null`));
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), page.after === null ? undefined : pastAnchor('asc', [sessions.timestamp, sessions.id], db.select({ at: anchor.timestamp, id: anchor.id }).from(anchor).where(ofAnchor))))
    .orderBy(asc(sessions.timestamp), asc(sessions.id))
    .limit(page.first);
  return checkedPage(page, rows, async () => (await db.select({ id: anchor.id }).from(anchor).where(ofAnchor)).length > 0);
}

/** The person's meditations of the current day in their zone, newest first, at most limit. */
export async function sessionsOfToday(db: MeditationDb, userId: string, timeZone: string, now: Date, limit: number): Promise<MeditationSessionRow[]> {
  // Local midnight today and tomorrow as instants, so the (user, timestamp) index does the work.
  const localToday = sql`(${now}::timestamptz at time zone ${timeZone})::date`;
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gte(sessions.timestamp, sql`${localToday}::timestamp at time zone ${timeZone}`),
        lt(sessions.timestamp, sql`(${localToday} + 1)::timestamp at time zone ${timeZone}`),
      ),
    )
    .orderBy(desc(sessions.timestamp), desc(sessions.id))
    .limit(limit);
}
