import { createHash, randomUUID } from 'node:crypto';
import { AppError, enqueueEvents, rethrowUnknownTimeZone, type Page } from '@peace/kit';
import { DEFAULT_DAY_END_HOUR, DEFAULT_GRACE, streaksOf, type DayRule } from '@peace/proto';
import type { AccountNotes } from '@peace/identity/accounts';
import {
  achievementsByIds,
  allSessions as sessionsInOrder,
  forgetKeysBefore,
  keepKey,
  keptKey,
  personalSitFacts,
  recentSessions as latestSessions,
  sameOrOverlappingSit,
  sessionById,
  sessionsOfToday,
  sessionTotals,
  sitEnds,
  storeSit,
  type MeditationSessionRow,
  type SameSit,
} from '../db/completions.repository.js';
import { lockUser } from '../db/active-sessions.repository.js';
import { SCHEMA } from '../db/schema.js';
import type { ActiveRow, MeditationDb, MeditationTx } from '../db/types.js';
import { sessionCompleted } from '../events/publish.js';
import { unlockAchievements, unlockedEvents, type AchievementRow, type PracticeFacts } from './achievements.js';
import { publishRemoval, timingOf, type ActiveSessionDeps } from './active-sessions.js';
import type { CompletionLimiter } from './completion-limiter.js';
import { minutesSat, othersInSession, requireGroupSit } from './group-sessions.js';
import type { CompleteSessionInput } from './inputs.js';
import { dayRuleOf } from './settings.js';
import { END_TOLERANCE_MS, meditatedMs, remainingMs } from './timing.js';
import { MAX_TODAY_SESSIONS } from '../list-caps.js';

export type { MeditationSessionRow } from '../db/completions.repository.js';

export interface CompletedSession {
  session: MeditationSessionRow;
  newAchievements: AchievementRow[];
}

/**
 * Stores the sit and counts what the achievements ask about the person's practice with it: their
 * totals, their longest streak by their day rule (the domain's streak rule, over the instants their
 * sits ended) when an achievement still to unlock asks for one, the local hour it began.
 */
async function recordSit(tx: MeditationTx, session: MeditationSessionRow, consumesActive: boolean, timeZone: string, now: Date): Promise<Recorded> {
  const stored = await storeSit(tx, session, consumesActive, timeZone);
  const rule: DayRule = { timeZone, dayEndHour: stored.savedRule.dayEndHour ?? DEFAULT_DAY_END_HOUR, grace: stored.savedRule.grace ?? DEFAULT_GRACE };
  // The streak over every sit took 14 ms at 1,000 sits and 42 ms at 3,000 (streaksOf, measured): it is counted only for an achievement that asks.
  const longest = stored.sitEnds ? streaksOf(stored.sitEnds, now, rule).longest : 0;
  return { ended: stored.ended, facts: { ...stored.totals, longestStreak: longest, startHour: stored.startHour }, pending: stored.pending };
}

/** What recording a sit changed and found, for its achievements and events. */
interface Recorded {
  /** The active session the sit ended, with the revision of its removal. */
  ended: { row: ActiveRow; removalRevision: number } | undefined;
  facts: PracticeFacts;
  /** The active achievements the person does not hold yet, in display order. */
  pending: AchievementRow[];
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

/**
 * The person's record of this very sit, or nothing when they have none, refusing the completion
 * when any meditation of theirs shares an instant with span: a person meditates once at a time.
 */
async function recordedOrFree(tx: MeditationTx, userId: string, span: Span, sameSit: SameSit): Promise<MeditationSessionRow | undefined> {
  const found = await sameOrOverlappingSit(tx, userId, span, sameSit);
  if (!found) return undefined;
  if (!found.same) throw AppError.conflict('Another meditation is already recorded for this time');
  return found.session;
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
  const stored = await keptKey(tx, userId, key, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS));
  if (!stored) return undefined;
  if (stored.fingerprint !== fingerprint) throw AppError.unprocessable('Idempotency-Key: was already used for a different meditation');
  const session = await sessionById(tx, stored.sessionId);
  if (!session) return undefined;
  return { session, newAchievements: await achievementsByIds(tx, stored.newAchievementIds) };
}

/** Keeps the answer a key names, replacing one whose day has passed. */
async function rememberKey(tx: MeditationTx, userId: string, key: string, fingerprint: string, answer: CompletedSession, now: Date): Promise<void> {
  await keepKey(tx, { userId, key, fingerprint, sessionId: answer.session.id, newAchievementIds: answer.newAchievements.map((achievement) => achievement.id), now });
}

/** Forgets the keys whose day has passed; the sweep calls it. */
export function forgetOldKeys(db: MeditationDb, now: Date): Promise<number> {
  return forgetKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS));
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
    recorded = await recordedOrFree(tx, userId, span, { group: { groupSessionId: sit.id } });
  } else {
    const { running, accountCreatedAt } = await personalSitFacts(tx, userId);
    ({ span, consumesActive } = personalSit(running, input, now, accountCreatedAt ?? (await accountNote())));
    recorded = await recordedOrFree(tx, userId, span, { personal: { duration: input.duration, partial: input.partial } });
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
export function recentSessions(db: MeditationDb, userId: string, limit: number): Promise<MeditationSessionRow[]> {
  return latestSessions(db, userId, limit);
}

/** The meditations the person completed, oldest first, a page at a time: what they take with them when they export their data. */
export function allSessions(db: MeditationDb, userId: string, page: Page): Promise<MeditationSessionRow[]> {
  return sessionsInOrder(db, userId, page);
}

/** The person's meditations of the current day in their zone, newest first, at most MAX_TODAY_SESSIONS. */
export function todaySessions(db: MeditationDb, userId: string, timeZone: string, now: Date): Promise<MeditationSessionRow[]> {
  return sessionsOfToday(db, userId, timeZone, now, MAX_TODAY_SESSIONS).catch(rethrowUnknownTimeZone);
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
    const { totalSessions, totalMinutes } = await sessionTotals(db, userId);
    const { current, longest, protectedDays } = streaksOf(await sitEnds(db, userId), now, await dayRuleOf(db, userId, timeZone));
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
