import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { AppError, checkedPage, pastAnchor, type Page, enqueueEvents, preparedStatement, rethrowUnknownTimeZone } from '@peace/kit';
import { computeStreaks, DEFAULT_DAY_END_HOUR, DEFAULT_GRACE, streaksOf, type DayRule } from '@peace/proto';
import { alias } from 'drizzle-orm/pg-core';
import type { CompletionLimiter } from './completion-limiter.js';
import type { AccountNotes } from '@peace/proto';
import { accounts, achievements, activeMeditationSessions as activeSessions, completionKeys, meditationSessions as sessions, practiceSettings, SCHEMA, userAchievements } from '../db/schema.js';
import type { ActiveRow, MeditationDb, MeditationTx } from '../db/types.js';
import { sessionCompleted } from '../events/publish.js';
import { unlockAchievements, unlockedEvents, type AchievementRow, type PracticeFacts } from './achievements.js';
import { activeFromJson, lockUser, publishRemoval, removalStatement, removedFromJson, timingOf, type ActiveJson, type RemovedJson, type ActiveSessionDeps } from './active-sessions.js';
import { minutesSat, othersInSession, requireGroupSit } from './group-sessions.js';
import type { CompleteSessionInput } from './inputs.js';
import { dayRuleOf } from './settings.js';
import { END_TOLERANCE_MS, meditatedMs, remainingMs } from './timing.js';
import { MAX_TODAY_SESSIONS } from '../list-caps.js';

export type MeditationSessionRow = typeof sessions.$inferSelect;

export interface CompletedSession {
  session: MeditationSessionRow;
  newAchievements: AchievementRow[];
}

type Executor = MeditationDb | MeditationTx;

/** A sit's end as milliseconds since the epoch, which the driver reads as a number. */
const endMs = (timestamp: SQL | typeof sessions.timestamp) => sql`(extract(epoch from ${timestamp}) * 1000)::float8`;

async function totals(db: Executor, userId: string): Promise<{ totalSessions: number; totalMinutes: number; intentionsPractised: number }> {
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

async function streaks(db: Executor, userId: string, rule: DayRule, now: Date) {
  const ends = await db
    .select({ ms: endMs(sessions.timestamp).mapWith(Number) })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return streaksOf(ends.map((row) => new Date(row.ms)), now, rule);
}

interface RecordedRow extends Record<string, unknown> {
  total_sessions: number;
  total_minutes: number;
  intentions_practised: number;
  days: string[];
  today: string;
  grace: boolean;
  hour: number;
  pending: { id: string; slug: string; name: string; description: string; type: string; criteria: unknown; icon: string; rarity: string; is_active: number; position: number; created_at: string }[];
  ended: RemovedJson | null;
}

/** What recording a sit changed and found, for its achievements and events. */
interface Recorded {
  /** The active session the sit ended, with the revision of its removal. */
  ended: { row: ActiveRow; removalRevision: number } | undefined;
  facts: PracticeFacts;
  /** The active achievements the person does not hold yet, in display order. */
  pending: AchievementRow[];
}

/** A completion's value, given on each run of a statement written once. */
const value = (name: string) => sql.placeholder(name);

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
  now: Date;
}

/**
 * recordSit's statement for a sit that ends no active session, the personal one it was, or the one
 * following its group session, each under a name of its own.
 */
function recordStatement(name: string, ends: 'nothing' | 'personal' | 'group') {
  const groupSessionId = ends === 'group' ? value('groupSessionId') : undefined;
  const ending = ends === 'nothing' ? sql`` : sql`, ended as (${removalStatement(value('userId'), groupSessionId)})`;
  // An instant's day by the person's rule, as kit's practiceDay counts it: the date on their wall clock, the
  // day before until the hour their day ends. Counted here, the day rule's settings read and a wall-clock
  // formatting of every past sit (0.49 ms for 11 sits on the bench machine) leave each completion.
  const dayOf = (instant: SQL) => sql`to_char((${instant} at time zone ${value('timeZone')}) - make_interval(hours => (select day_end_hour from rule)), 'YYYY-MM-DD')`;
  return preparedStatement<RecordValues, RecordedRow>(name, sql`
    with recorded as (
      insert into ${sessions} (id, user_id, intention, location, duration, started_at, timestamp, group_session_id, others, partial)
      values (${value('id')}, ${value('userId')}, ${value('intention')}, ${value('location')}, ${value('duration')}, ${value('startedAt')}, ${value('timestamp')}, ${value('groupSessionId')}, ${value('others')}, ${value('partial')})
      returning duration, intention, timestamp, partial
    )${ending},
    practice as (
      select ${sessions.duration} as duration, ${sessions.intention} as intention, ${sessions.timestamp} as timestamp, ${sessions.partial} as partial from ${sessions} where ${sessions.userId} = ${value('userId')}
      union all
      select duration, intention, timestamp, partial from recorded
    ),
    rule as (
      -- The person's day rule: their practice settings, or the defaults before they saved any.
      select coalesce(${practiceSettings.dayEndHour}, ${DEFAULT_DAY_END_HOUR}::int) as day_end_hour, coalesce(${practiceSettings.grace}, ${DEFAULT_GRACE}::boolean) as grace
      from (select 1) as person left join ${practiceSettings} on ${practiceSettings.userId} = ${value('userId')}
    )
    select
      -- A partial sit counts its minutes, never as a meditation sat to its end.
      (count(*) filter (where not practice.partial))::int as total_sessions,
      coalesce(sum(practice.duration), 0)::int as total_minutes,
      count(distinct practice.intention)::int as intentions_practised,
      coalesce(array_agg(distinct ${dayOf(sql`practice.timestamp`)}), '{}') as days,
      ${dayOf(sql`${value('now')}::timestamptz`)} as today,
      (select grace from rule) as grace,
      extract(hour from ${value('startedAt')}::timestamptz at time zone ${value('timeZone')})::int as hour,
      (
        select coalesce(json_agg(a order by a.position), '[]')
        from ${achievements} a
        where a.is_active = 1 and not exists (select 1 from ${userAchievements} held where held.user_id = ${value('userId')} and held.achievement_id = a.id)
      ) as pending,
      ${ends === 'nothing' ? sql`null` : sql`(select row_to_json(ended) from ended)`} as ended
    from practice`);
}

// Prepared, as are the reads before it: PostgreSQL's planning of a completion went from 0.44 to 0.09 ms (300 completions, pg_stat_statements).
const recordStatements = {
  nothing: recordStatement('meditation_record_sit', 'nothing'),
  personal: recordStatement('meditation_record_ending_sit', 'personal'),
  group: recordStatement('meditation_record_group_sit', 'group'),
};

/**
 * In one statement: stores the sit, ends the active session it consumes (when it does), and reads
 * what the achievements ask about the person's practice with it counted (totals, the days of their
 * streaks by their day rule, the local hour it began) and the active achievements they do not hold
 * yet. The parts of a statement see the tables as they were before it, so the new sit joins the
 * person's others here.
 */
async function recordSit(tx: MeditationTx, session: MeditationSessionRow, consumesActive: boolean, timeZone: string, now: Date): Promise<Recorded> {
  const statement = recordStatements[consumesActive ? (session.groupSessionId ? 'group' : 'personal') : 'nothing'];
  const result = await statement(tx, { ...session, timeZone, now });
  const [row] = result.rows;
  if (!row) throw new Error('the recorded sit could not be read back');
  const { longest } = computeStreaks(row.days, row.today, row.grace);
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
    facts: { totalSessions: row.total_sessions, totalMinutes: row.total_minutes, intentionsPractised: row.intentions_practised, longestStreak: longest, startHour: Number(row.hour) },
    pending,
  };
}

/**
 * How long after it began a sit the client timed itself (no server-side sit to consume) may still
 * be recorded: a day. The server cannot vouch for such a sit, only bound it; a device that lost its
 * connection posts its sits once it is back, which is the same day for anyone who practises daily,
 * while a longer window would let a new account backdate a week of sits into a streak it never sat.
 */
export const RECORDING_WINDOW_MS = 24 * 60 * 60_000;

/** How far a client's startedAt may lie from its active session's start and still name that sit. */
const SAME_SIT_MS = 2 * 60_000;

export interface CompletionDeps extends ActiveSessionDeps {
  limiter: CompletionLimiter;
  /** Identity's notes of accounts just created, asked when this service's copy does not know the account yet. */
  accounts: AccountNotes;
}

/**
 * When identity noted the account's creation: asked when this copy does not know the account yet,
 * its event still on the way. A note that cannot be read is none.
 */
async function noteOfAccount(deps: Pick<CompletionDeps, 'accounts' | 'logger'>, userId: string): Promise<Date | undefined> {
  const at = await deps.accounts.createdAt(userId).catch((error: unknown) => {
    deps.logger.warn({ err: error }, 'account notes unreadable');
    return null;
  });
  return at ?? undefined;
}

/** The time a recorded meditation took. */
interface Span {
  start: Date;
  end: Date;
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
 * The read of recordedOrFree, where sameSit says what makes a recorded meditation the same sit:
 * the person's record of it first, or else any meditation of theirs sharing an instant with the
 * span from start to end.
 */
function recordedOrFreeStatement(name: string, sameSit: SQL) {
  return preparedStatement<{ userId: string; start: Date; end: Date } & Record<string, unknown>, { session: SessionJson; same: boolean }>(name, sql`
    select row_to_json(meditation_sessions) as session, (${sameSit}) as same
    from ${sessions}
    where user_id = ${value('userId')} and ((${sameSit}) or ("timestamp" > ${value('start')} and started_at < ${value('end')}))
    order by (${sameSit}) desc
    limit 1`);
}

const personalSitRecorded = recordedOrFreeStatement(
  'meditation_sit_recorded',
  sql`started_at = ${value('start')} and duration = ${value('duration')} and partial = ${value('partial')} and group_session_id is null`,
);
const groupSitRecorded = recordedOrFreeStatement('meditation_group_sit_recorded', sql`group_session_id = ${value('groupSessionId')}`);

/**
 * In one read, the person's record of this very sit (the statement says what makes it the same,
 * with values), or else any meditation of theirs sharing an instant with span, which refuses the
 * completion: a person meditates once at a time.
 */
async function recordedOrFree(
  tx: MeditationTx,
  userId: string,
  span: Span,
  sameSit: { statement: typeof personalSitRecorded; values: Record<string, unknown> },
): Promise<MeditationSessionRow | undefined> {
  const [found] = (await sameSit.statement(tx, { ...sameSit.values, userId, start: span.start, end: span.end })).rows;
  if (!found) return undefined;
  if (!found.same) throw AppError.conflict('Another meditation is already recorded for this time');
  return sessionFromJson(found.session);
}

const personalSitFactsStatement = preparedStatement<{ userId: string }, { running: ActiveJson | null; account: { created_at: string } | null }>(
  'meditation_personal_sit_facts',
  sql`select
    (select row_to_json(running) from ${activeSessions} running where running.user_id = ${value('userId')}) as running,
    (select row_to_json(account) from ${accounts} account where account.user_id = ${value('userId')}) as account`,
);

/**
 * In one read, what a personal sit is checked against: the person's running active session, and
 * when their account was created (unknown while its event is on the way). Each may be missing.
 */
async function personalSitFacts(tx: MeditationTx, userId: string): Promise<{ running: ActiveRow | undefined; accountCreatedAt: Date | undefined }> {
  const [found] = (await personalSitFactsStatement(tx, { userId })).rows;
  return { running: found?.running ? activeFromJson(found.running) : undefined, accountCreatedAt: found?.account ? new Date(found.account.created_at) : undefined };
}

/**
 * The personal sit a completion records. It is the person's running active session when it names
 * that one (same length, begun when the client says, or no start given), whose end must have come;
 * otherwise a sit the client timed itself (made offline, say), begun at startedAt or, without one,
 * ending now, which must have ended and be recent.
 */
function personalSit(active: ActiveRow | undefined, input: CompleteSessionInput, now: Date, accountCreatedAt: Date | undefined): { span: Span; consumesActive: boolean } {
  const named = !input.startedAt || (active && Math.abs(input.startedAt.getTime() - active.startTime.getTime()) <= SAME_SIT_MS);
  if (input.partial) return partialSit(active, input, now, named === true);
  if (active && !active.groupSessionId && named) {
    if (active.duration === input.duration) {
      if (remainingMs(timingOf(active), now) > END_TOLERANCE_MS) throw AppError.conflict('This meditation has not ended yet');
      return { span: { start: active.startTime, end: now }, consumesActive: true };
    }
    // The sit running is the one the server can vouch for: claiming more than it is claiming time nobody saw.
    if (input.duration > active.duration) throw AppError.conflict('This meditation is longer than the one you started');
  }
  const lengthMs = input.duration * 60_000;
  const start = input.startedAt ?? new Date(now.getTime() - lengthMs);
  if (start.getTime() + lengthMs > now.getTime() + END_TOLERANCE_MS) throw AppError.conflict('This meditation has not ended yet');
  if (start.getTime() < now.getTime() - RECORDING_WINDOW_MS) throw AppError.badInput('startedAt: must be within the last 24 hours');
  // A sit cannot have begun before the account existed: one backdated, nor one posted at its end
  // without a start, which began its length before now. An account known neither to this copy nor
  // to identity's notes is older than the notes: the window bounds it.
  if (accountCreatedAt && start.getTime() < accountCreatedAt.getTime()) throw AppError.badInput('startedAt: must not be before your account was created');
  return { span: { start, end: new Date(Math.min(start.getTime() + lengthMs, now.getTime())) }, consumesActive: false };
}

/**
 * A personal sit stopped before its end and kept in part. Only the sit in progress on the server
 * can be, since only its time is vouched for: the minutes kept must be less than its length and
 * no more than it has really run (pauses left out), however late the device posts them.
 */
function partialSit(active: ActiveRow | undefined, input: CompleteSessionInput, now: Date, named: boolean): { span: Span; consumesActive: boolean } {
  if (!active || active.groupSessionId || !named) throw AppError.conflict('There is no meditation in progress to keep');
  if (input.duration >= active.duration) throw AppError.badInput(`duration: a partial meditation is shorter than the ${active.duration} minutes it was begun for`);
  if (input.duration * 60_000 > meditatedMs(timingOf(active), now) + END_TOLERANCE_MS) throw AppError.conflict('This meditation has not run that long yet');
  return { span: { start: active.startTime, end: now }, consumesActive: true };
}

/** How long an Idempotency-Key names its completion's answer: a device that was offline posts within the recording window. */
export const IDEMPOTENCY_WINDOW_MS = RECORDING_WINDOW_MS;

/** What a completion asks for, as one value: the same key sent with another meditation is refused. */
export function completionFingerprint(input: CompleteSessionInput, timeZone: string): string {
  const fields = [input.intention, input.location, input.duration, input.groupSessionId, input.startedAt?.toISOString() ?? null, input.partial, timeZone];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url');
}

/**
 * The answer a key already names for the person, read under their lock: the sit and the
 * achievements the first completion answered. Refused when the key named another meditation.
 */
async function answerOfKey(tx: MeditationTx, userId: string, key: string, fingerprint: string, now: Date): Promise<CompletedSession | undefined> {
  const [stored] = (await keyStatement(tx, { userId, key, since: new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS) })).rows;
  if (!stored) return undefined;
  if (stored.fingerprint !== fingerprint) throw AppError.unprocessable('Idempotency-Key: was already used for a different meditation');
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, stored.session_id));
  if (!session) return undefined;
  const newAchievements =
    stored.new_achievement_ids.length === 0 ? [] : await tx.select().from(achievements).where(inArray(achievements.id, stored.new_achievement_ids)).orderBy(asc(achievements.position));
  return { session, newAchievements };
}

// A completion the web posts carries a key: its read and its keeping run on every one, written once as the completion's other statements are.
const keyStatement = preparedStatement<{ userId: string; key: string; since: Date }, { fingerprint: string; session_id: string; new_achievement_ids: string[] }>(
  'meditation_completion_key',
  sql`select fingerprint, session_id, new_achievement_ids from ${completionKeys}
    where user_id = ${value('userId')} and key = ${value('key')} and created_at > ${value('since')}`,
);

const rememberKeyStatement = preparedStatement<{ userId: string; key: string; fingerprint: string; sessionId: string; newAchievementIds: string[]; now: Date }>(
  'meditation_remember_key',
  sql`insert into ${completionKeys} (user_id, key, fingerprint, session_id, new_achievement_ids, created_at)
    values (${value('userId')}, ${value('key')}, ${value('fingerprint')}, ${value('sessionId')}, ${value('newAchievementIds')}, ${value('now')})
    on conflict (user_id, key) do update set
      fingerprint = excluded.fingerprint, session_id = excluded.session_id, new_achievement_ids = excluded.new_achievement_ids, created_at = excluded.created_at`,
);

/** Keeps the answer a key names, replacing one whose day has passed. */
async function rememberKey(tx: MeditationTx, userId: string, key: string, fingerprint: string, answer: CompletedSession, now: Date): Promise<void> {
  const newAchievementIds = answer.newAchievements.map((achievement) => achievement.id);
  await rememberKeyStatement(tx, { userId, key, fingerprint, sessionId: answer.session.id, newAchievementIds, now });
}

/** Forgets the keys whose day has passed; the sweep calls it. */
export async function forgetOldKeys(db: MeditationDb, now: Date): Promise<number> {
  const removed = await db.delete(completionKeys).where(lt(completionKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS))).returning({ key: completionKeys.key });
  return removed.length;
}

/**
 * Records a finished meditation: stores it, ends the active session it was, unlocks what it earned
 * and publishes it all, in one transaction. timeZone is the person's, for the days of a streak and
 * the hour of an early or late practice.
 *
 * Nobody's recorded minutes exceed the time that has passed: a meditation is recorded only once
 * its time is over, one person's never overlap (checked under the person's lock, so racing posts
 * cannot both pass), and each person may post only so many in a while.
 *
 * A group sit (groupSessionId given) must pass the group session's rules and is recorded once per
 * participant, at the session's end. Posting a sit again (the same group session, or a personal
 * one with the same start and length) answers the first record, with no new achievements and no
 * second event: a client retrying after a lost answer learns that its sit counted rather than
 * being told it failed.
 */
export async function completeSession(
  deps: CompletionDeps,
  userId: string,
  input: CompleteSessionInput,
  timeZone: string,
  idempotencyKey?: string,
): Promise<CompletedSession> {
  return deps.limiter.inTurn(userId, () => completeInTurn(deps, userId, input, timeZone, idempotencyKey));
}

async function completeInTurn(deps: CompletionDeps, userId: string, input: CompleteSessionInput, timeZone: string, idempotencyKey: string | undefined): Promise<CompletedSession> {
  // Refused at once when nothing is left; counted only once recorded, below.
  await deps.limiter.check(userId);
  const now = deps.clock.now();
  const fingerprint = idempotencyKey === undefined ? '' : completionFingerprint(input, timeZone);
  let counted = false;
  const { completed, removed } = await deps.db
    .transaction(async (tx) => {
      await lockUser(tx, userId);
      if (idempotencyKey !== undefined) {
        const answered = await answerOfKey(tx, userId, idempotencyKey, fingerprint, now);
        if (answered) return { completed: answered, removed: undefined };
      }
      const result = await recordCompletion(tx, userId, input, timeZone, now, () => noteOfAccount(deps, userId));
      if (idempotencyKey !== undefined) await rememberKey(tx, userId, idempotencyKey, fingerprint, result.completed, now);
      // Counted under the person's lock, as the last step before commit: a refusal or a repeat of
      // a sit already recorded never counts, and racing completions are counted one at a time.
      if (result.recorded) {
        await deps.limiter.take(userId);
        counted = true;
      }
      return result;
    })
    .catch(rethrowUnknownTimeZone)
    .catch(async (error: unknown) => {
      // Counted, but the transaction did not commit: nothing was recorded.
      if (counted) await deps.limiter.giveBack(userId);
      throw error;
    });
  if (removed) await publishRemoval(deps, removed.row, removed.removalRevision);
  return completed;
}

/** The completion's work under the person's lock: checks the sit, records it and what it unlocked, and enqueues its events. */
async function recordCompletion(
  tx: MeditationTx,
  userId: string,
  input: CompleteSessionInput,
  timeZone: string,
  now: Date,
  /** When identity noted the account's creation, asked only when this copy does not know it. */
  accountNote: () => Promise<Date | undefined>,
): Promise<{ completed: CompletedSession; removed: { row: ActiveRow; removalRevision: number } | undefined; recorded: boolean }> {
  let span: Span;
  let consumesActive: boolean;
  let recorded: MeditationSessionRow | undefined;
  let minutes = input.duration;
  let others: number | null = null;
  if (input.groupSessionId) {
    const sit = await requireGroupSit(tx, userId, input.groupSessionId, input.duration, 'complete', now);
    // Someone who joined late sat from their joining.
    span = { start: sit.joinedAt > sit.startsAt ? sit.joinedAt : sit.startsAt, end: sit.endsAt };
    minutes = minutesSat(sit);
    // Recorded at the session's end, when who sat it is settled.
    others = await othersInSession(tx, sit.id, userId);
    consumesActive = true;
    recorded = await recordedOrFree(tx, userId, span, { statement: groupSitRecorded, values: { groupSessionId: sit.id } });
  } else {
    const { running, accountCreatedAt } = await personalSitFacts(tx, userId);
    ({ span, consumesActive } = personalSit(running, input, now, accountCreatedAt ?? (await accountNote())));
    recorded = await recordedOrFree(tx, userId, span, { statement: personalSitRecorded, values: { duration: input.duration, partial: input.partial } });
  }
  if (recorded) return { completed: { session: recorded, newAchievements: [] }, removed: undefined, recorded: false };
  const session: MeditationSessionRow = {
    id: randomUUID(),
    userId,
    intention: input.intention,
    location: input.location,
    duration: minutes,
    groupSessionId: input.groupSessionId ?? null,
    startedAt: span.start,
    timestamp: span.end,
    others,
    partial: input.partial,
  };
  // A group sit consumes only the active session that followed it; a personal one, the one it was.
  const { ended, facts, pending } = await recordSit(tx, session, consumesActive, timeZone, now);
  const newAchievements = await unlockAchievements(tx, userId, facts, pending, now);
  await enqueueEvents(tx, SCHEMA, [sessionCompleted(session, ended?.removalRevision), ...unlockedEvents(userId, newAchievements, now)]);
  return { completed: { session, newAchievements }, removed: ended, recorded: true };
}

/** The person's latest meditations, newest first. */
export async function recentSessions(db: MeditationDb, userId: string, limit: number): Promise<MeditationSessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.timestamp), desc(sessions.id)).limit(limit);
}

/** The meditations the person completed, oldest first, a page at a time: what they take with them when they export their data. */
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

/** The person's meditations of the current day in their zone, newest first, at most MAX_TODAY_SESSIONS. */
export async function todaySessions(db: MeditationDb, userId: string, timeZone: string, now: Date): Promise<MeditationSessionRow[]> {
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
    .limit(MAX_TODAY_SESSIONS)
    .catch(rethrowUnknownTimeZone);
}

export interface UserStats {
  streak: number;
  longestStreak: number;
  /** Missed days that grace keeps in the current streak (YYYY-MM-DD in the person's days). */
  protectedDays: string[];
  totalSessions: number;
  totalMinutes: number;
  /** Minutes per meditation, to one decimal; 0 before the first. */
  averageDuration: number;
}

export async function userStats(db: MeditationDb, userId: string, timeZone: string, now: Date): Promise<UserStats> {
  try {
    const { totalSessions, totalMinutes } = await totals(db, userId);
    const { current, longest, protectedDays } = await streaks(db, userId, await dayRuleOf(db, userId, timeZone), now);
    return {
      streak: current,
      longestStreak: longest,
      protectedDays,
      totalSessions,
      totalMinutes,
      averageDuration: totalSessions === 0 ? 0 : Math.round((totalMinutes / totalSessions) * 10) / 10,
    };
  } catch (error) {
    return rethrowUnknownTimeZone(error);
  }
}
