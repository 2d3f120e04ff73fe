import {
  AppError,
  type Clock,
  type Logger,
} from '@peace/kit';
import {
  activeSessionForUpdate,
  activeSessionOf,
  insertActiveSession,
  lockUser,
  removeAbandoned,
  removeActiveSession,
  updateActiveSessionRow,
} from '../db/active-sessions.repository.js';
import { groupCopyOf } from '../db/group-sessions.repository.js';
import type { ActiveRow, MeditationDb } from '../db/types.js';
import type { GroupJoinNotes, GroupPresenceStore } from '@peace/groups/live';
import type { ActiveSessionCache, CachedActiveSession } from './active-session-cache.js';
import type { ActiveSitAnnouncer } from '../live/active-sits.js';
import type { PresenceStore } from '../live/presence.js';
import { sessionStarted, sessionStopped } from '../events/publish.js';
import { groupSitWindowEnd, requireGroupSit } from './group-sessions.js';
import type { StartActiveSessionInput, UpdateActiveSessionInput } from './inputs.js';
import { projectedEnd, remainingMs, remainingSeconds, transition, type ActiveState, type SessionTiming } from './timing.js';

export interface ActiveSessionDeps {
  db: MeditationDb;
  cache: ActiveSessionCache;
  /** Who is meditating now, as the live count reads it. */
  presence: PresenceStore;
  /** Who is sitting in each group session now, as the session's page reads it. */
  groupPresence: GroupPresenceStore;
  /** Tells the person's open pages that their sit changed. */
  sits: ActiveSitAnnouncer;
  /** The joins the groups service just made, whose events may still be on their way to this service's copy. */
  joins: GroupJoinNotes;
  clock: Clock;
  logger: Logger;
}

/** What a client sees of its meditation in progress. */
export interface ActiveSessionView {
  id: string;
  state: ActiveState;
  intention: string;
  location: string;
  duration: number;
  startTime: Date;
  pausedAt: Date | null;
  totalPausedMs: number;
  remainingSeconds: number;
  groupSessionId: string | null;
}

/** How long Redis keeps an entry beyond the session's projected end. */
const CACHE_MARGIN_MS = 10 * 60_000;
/**
 * No cached copy outlives this: a write to Redis that failed after its commit (a blip) leaves an
 * older copy behind, and PostgreSQL is asked again within this time at the latest.
 */
const CACHE_MAX_TTL_MS = 30_000;
/**
 * How long a tombstone stays. It only has to outlast a refill that read the row just before the
 * removal (milliseconds); kept short so that, should a later start fail to reach Redis, reads
 * fall through to PostgreSQL again soon.
 */
const TOMBSTONE_TTL_MS = 60_000;

export function timingOf(row: Pick<ActiveRow, 'state' | 'duration' | 'startTime' | 'pausedAt' | 'totalPausedMs'>): SessionTiming {
  return { state: row.state as ActiveState, duration: row.duration, startTime: row.startTime, pausedAt: row.pausedAt, totalPausedMs: row.totalPausedMs };
}

function toView(row: ActiveRow, now: Date): ActiveSessionView {
  const timing = timingOf(row);
  return {
    id: row.id,
    state: timing.state,
    intention: row.intention,
    location: row.location,
    duration: row.duration,
    startTime: row.startTime,
    pausedAt: row.pausedAt,
    totalPausedMs: row.totalPausedMs,
    remainingSeconds: remainingSeconds(timing, now),
    groupSessionId: row.groupSessionId,
  };
}

function toCached(row: ActiveRow): CachedActiveSession {
  return {
    id: row.id,
    userId: row.userId,
    intention: row.intention,
    location: row.location,
    duration: row.duration,
    startTime: row.startTime.toISOString(),
    state: row.state as ActiveState,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    totalPausedMs: row.totalPausedMs,
    groupSessionId: row.groupSessionId,
  };
}

function fromCached(cached: CachedActiveSession, revision: number): ActiveRow {
  return {
    ...cached,
    startTime: new Date(cached.startTime),
    pausedAt: cached.pausedAt ? new Date(cached.pausedAt) : null,
    lastPing: null,
    revision,
  };
}

function cacheTtlMs(row: ActiveRow, now: Date): number {
  return Math.min(remainingMs(timingOf(row), now) + CACHE_MARGIN_MS, CACHE_MAX_TTL_MS);
}

/** Runs a write to Redis whose failure is logged, not raised: PostgreSQL already holds the change. */
async function logFailure(logger: Logger, write: () => Promise<unknown>, context: Record<string, unknown>, message: string): Promise<void> {
  try {
    await write();
  } catch (error) {
    logger.warn({ err: error, ...context }, message);
  }
}

/** Writes the committed state to Redis; the entry expires shortly after the session's end in any case. */
async function cacheSession(deps: ActiveSessionDeps, row: ActiveRow, now: Date): Promise<void> {
  const write = () => deps.cache.put(row.userId, { revision: row.revision, session: toCached(row) }, cacheTtlMs(row, now));
  await logFailure(deps.logger, write, { userId: row.userId }, 'active session not written to redis');
}

/**
 * Where a group sit stands in its session's list of who is sitting, as of revision: counted while
 * it runs, until the session's window ends (a pause does not move that), and not while paused or
 * once removed. Written straight away, as the live count is; the consumer of the service's own
 * events writes starts and removals again, and the revision keeps the older of two writes out.
 */
async function showGroupSit(deps: Pick<ActiveSessionDeps, 'groupPresence' | 'logger'>, row: ActiveRow, revision: number, running: boolean, now: Date): Promise<void> {
  const { groupSessionId, userId } = row;
  if (!groupSessionId) return;
  const windowEndMs = groupSitWindowEnd(row.startTime, row.duration);
  const sit = { revision, untilMs: running ? windowEndMs : null, windowEndMs };
  await logFailure(deps.logger, () => deps.groupPresence.write(groupSessionId, userId, sit, now.getTime()), { userId, groupSessionId }, 'group presence not written to redis');
}

/**
 * Counts the person as meditating until the session's projected end, or not at all while it is
 * paused. Like the cache, a failure is logged: the entry's end bounds how long it can be wrong.
 */
async function showPresence(deps: ActiveSessionDeps, row: ActiveRow, now: Date): Promise<void> {
  const timing = timingOf(row);
  const running = timing.state !== 'paused';
  const write = () =>
    running ? deps.presence.meditating(row.userId, row.intention, row.revision, projectedEnd(timing, now).getTime(), now.getTime()) : deps.presence.notMeditating(row.userId, row.revision, now.getTime());
  await logFailure(deps.logger, write, { userId: row.userId }, 'presence not written to redis');
  await showGroupSit(deps, row, row.revision, running, now);
}

/** Tells the cache, the live count and a group sit's session that the person's session is gone, as of the removal's revision. */
export async function publishRemoval(deps: Pick<ActiveSessionDeps, 'cache' | 'presence' | 'groupPresence' | 'sits' | 'clock' | 'logger'>, row: ActiveRow, revision: number): Promise<void> {
  const { userId } = row;
  const now = deps.clock.now();
  // Keys of their own, each failure logged on its own: written side by side.
  await Promise.all([
    logFailure(deps.logger, () => deps.cache.put(userId, { revision, session: null }, TOMBSTONE_TTL_MS), { userId }, 'active session removal not written to redis'),
    logFailure(deps.logger, () => deps.presence.notMeditating(userId, revision, now.getTime()), { userId }, 'presence removal not written to redis'),
    showGroupSit(deps, row, revision, false, now),
  ]);
  await deps.sits.announce(userId, null);
}

/** How long a group sit's start waits for this service's copy to hear of the person's join and the session's start. */
export const GROUP_COPY_WAIT_MS = 3_000;
const GROUP_COPY_POLL_MS = 20;

/**
 * Waits, at most GROUP_COPY_WAIT_MS, until this service's copy of the group session shows the
 * person joined and the session started. The groups service answers a join (or a start) before
 * its event reaches this copy, a few milliseconds later: a client that starts its sit at once must
 * find the join it just made. Someone the copy has not seen join is waited for only while the
 * groups service has their join noted (see GroupJoinNotes): anyone who never joined hears so at
 * once. Whatever the copy says after the wait, the group sit's rules judge it.
 */
async function awaitGroupCopy(deps: Pick<ActiveSessionDeps, 'db' | 'joins' | 'logger'>, userId: string, groupSessionId: string): Promise<void> {
  const deadline = Date.now() + GROUP_COPY_WAIT_MS;
  let joinOnItsWay: boolean | undefined;
  for (;;) {
    const copy = await groupCopyOf(deps.db, groupSessionId, userId);
    const joined = copy?.participant === 'joined';
    if ((joined && copy.session !== null && copy.session !== 'scheduled') || Date.now() >= deadline) return;
    if (!joined) {
      // Asked once. When the notes cannot be read (Redis away), the join is waited for as if noted.
      joinOnItsWay ??= await deps.joins.noted(groupSessionId, userId).catch((error: unknown) => {
        deps.logger.warn({ err: error, groupSessionId }, 'join notes unreadable');
        return true;
      });
      if (!joinOnItsWay) return;
    }
    await new Promise((resolve) => setTimeout(resolve, GROUP_COPY_POLL_MS));
  }
}

/**
 * Starts a meditation; one that was already running for the person is replaced (and reported
 * stopped). A group sit must pass the group session's rules and runs on the session's window, so
 * the remaining time a participant reads is the time left in the session however late they came.
 */
export async function startActiveSession(deps: ActiveSessionDeps, userId: string, input: StartActiveSessionInput): Promise<ActiveSessionView> {
  if (input.groupSessionId) await awaitGroupCopy(deps, userId, input.groupSessionId);
  const now = deps.clock.now();
  const { inserted: row, replaced } = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const startTime = input.groupSessionId ? (await requireGroupSit(tx, userId, input.groupSessionId, input.duration, 'start', now)).startsAt : now;
    const replaced = await removeActiveSession(tx, userId);
    if (replaced) await sessionStopped(tx, replaced.row, replaced.removalRevision, now);
    const inserted = await insertActiveSession(tx, { userId, intention: input.intention, location: input.location, duration: input.duration, startTime, lastPing: now, groupSessionId: input.groupSessionId });
    if (!inserted) throw new Error('active session insert returned nothing');
    await sessionStarted(tx, inserted, now);
    return { inserted, replaced };
  });
  // The new session takes the person's cache entry and live count; a group sit it replaced leaves its session.
  if (replaced) await showGroupSit(deps, replaced.row, replaced.removalRevision, false, now);
  await cacheSession(deps, row, now);
  await showPresence(deps, row, now);
  await deps.sits.announce(userId, row);
  return toView(row, now);
}

/**
 * Pauses or resumes, and records the client's ping. A client that paused while offline may also
 * say when it paused (pausedAt) or how long it has been paused in all (totalPausedMs); both must
 * fit inside the session's life so far.
 */
export async function updateActiveSession(deps: ActiveSessionDeps, userId: string, input: UpdateActiveSessionInput): Promise<ActiveSessionView> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await activeSessionForUpdate(tx, userId);
    if (!current) throw AppError.notFound('No active session');
    const timing = timingOf(current);
    const change = input.state ? transition(timing, input.state, now) : { state: timing.state, pausedAt: timing.pausedAt, totalPausedMs: timing.totalPausedMs };
    const sinceStart = now.getTime() - current.startTime.getTime();
    if (input.totalPausedMs !== null && input.totalPausedMs !== undefined) {
      if (input.totalPausedMs > sinceStart) throw AppError.badInput('totalPausedMs: cannot be longer than the session has lasted');
      change.totalPausedMs = input.totalPausedMs;
    }
    if (input.pausedAt) {
      if (change.state !== 'paused') throw AppError.badInput('pausedAt: only a paused session has a pause time');
      if (input.pausedAt < current.startTime || input.pausedAt > now) throw AppError.badInput('pausedAt: must lie between the session start and now');
      change.pausedAt = input.pausedAt;
    }
    const lastPing = input.lastPing && input.lastPing <= now ? input.lastPing : now;
    const updated = await updateActiveSessionRow(tx, current.id, { state: change.state, pausedAt: change.pausedAt, totalPausedMs: change.totalPausedMs, lastPing });
    if (!updated) throw new Error('active session update returned nothing');
    return updated;
  });
  await cacheSession(deps, row, now);
  await showPresence(deps, row, now);
  await deps.sits.announce(userId, row);
  return toView(row, now);
}

/** Stops (abandons) the meditation in progress. */
export async function stopActiveSession(deps: ActiveSessionDeps, userId: string): Promise<true> {
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const result = await removeActiveSession(tx, userId);
    if (!result) throw AppError.notFound('No active session');
    await sessionStopped(tx, result.row, result.removalRevision, now);
    return result;
  });
  await publishRemoval(deps, removed.row, removed.removalRevision);
  return true;
}

/**
 * A page's read of its sit (on load, focus, reconnect, and every 30 s at most). Redis answers;
 * on a miss (never cached, expired, Redis restarted or unreachable) PostgreSQL answers and Redis
 * is refilled. A session past its end keeps answering with 0 seconds left until the client
 * completes it, or the sweep removes it.
 */
export async function getActiveSession(deps: ActiveSessionDeps, userId: string): Promise<ActiveSessionView | null> {
  const cached = await deps.cache.reads.attempt(
    () => deps.cache.get(userId),
    (error) => deps.logger.warn({ err: error, userId }, 'redis read failed; reading the active session from postgres'),
  );
  if (cached) return cached.session ? toView(fromCached(cached.session, cached.revision), deps.clock.now()) : null;
  const row = await activeSessionOf(deps.db, userId);
  if (!row) return null;
  const now = deps.clock.now();
  await deps.cache.reads.attempt(
    () => deps.cache.put(row.userId, { revision: row.revision, session: toCached(row) }, cacheTtlMs(row, now)),
    (error) => deps.logger.warn({ err: error, userId }, 'active session not written to redis'),
  );
  return toView(row, now);
}

export interface SweepOptions {
  /** How long after its end a running session is kept. */
  graceMs: number;
  /** How long a session may stay paused. */
  maxPauseMs: number;
  batchSize?: number;
}

/**
 * Removes sessions nobody will come back to: running ones whose end passed more than graceMs ago,
 * and ones paused for longer than maxPauseMs. Each removal is published as stopped. Safe to run
 * on every replica at once: rows are claimed with SKIP LOCKED. Answers how many were removed.
 */
export async function sweepAbandonedSessions(deps: ActiveSessionDeps, options: SweepOptions): Promise<number> {
  const now = deps.clock.now();
  const runningCutoff = new Date(now.getTime() - options.graceMs);
  const pausedCutoff = new Date(now.getTime() - options.maxPauseMs);
  const removed = await deps.db.transaction(async (tx) => {
    const rows = await removeAbandoned(tx, runningCutoff, pausedCutoff, options.batchSize ?? 500);
    for (const { row, removalRevision } of rows) await sessionStopped(tx, row, removalRevision, now);
    return rows;
  });
  for (const { row, removalRevision } of removed) await publishRemoval(deps, row, removalRevision);
  return removed.length;
}
