import { AppError, type Clock, type Logger } from '@peace/kit';
import type { CommunityMemberNote, CommunityMemberNotes } from '@peace/communities/live';
import type { GroupJoinNotes, GroupSessionChangeSignal } from '../live/index.js';
import { isActiveMember, membershipOf, privacyOf, storeMembershipAsOf, storePrivacyAsOf } from '../db/community-copy.repository.js';
import {
  cancelUnstarted,
  completeEnded,
  dueOnTimeIds,
  insertSession,
  joinedCount,
  joinedCounts,
  joinedRows,
  joinedSessionIds,
  minutesOf,
  openSessions,
  participationStatus,
  scheduledOrActive,
  sessionById,
  sessionForUpdate,
  sessionsWithIds,
  storeJoined,
  storeLeft,
  storeStarted,
  type GroupSessionRow,
  type GroupsDb,
  type GroupsTx,
  type ParticipantRow,
} from '../db/group-sessions.repository.js';
import { participantJoined, participantLeft, sessionCancelled, sessionCompleted, sessionScheduled, sessionStarted } from '../events/publish.js';
import type { CreateGroupSessionInput } from './inputs.js';
import { endsAt, statusAt } from './window.js';
import { MAX_OPEN_SESSIONS, MAX_PARTICIPANTS } from '../list-caps.js';

export type { GroupSessionRow, GroupsDb, GroupsTx, ParticipantRow };
export { memberships, privateCommunities } from '../db/community-copy.repository.js';

/**
 * The timers that settle sessions on time. Setting one may fail (Redis away) without failing the
 * change that asked for it: the sweep applies the same transitions to whatever a timer missed.
 */
export interface SessionTimers {
  /** Completes an active session at its end. */
  completeAtEnd(session: GroupSessionRow): Promise<void>;
  /** Cancels a scheduled session that nobody started once its window has passed. */
  cancelIfNotStarted(session: GroupSessionRow): Promise<void>;
  /** Starts a session that starts on time by itself at its scheduled start. */
  startOnTime(session: GroupSessionRow): Promise<void>;
}

export interface GroupsDeps {
  db: GroupsDb;
  clock: Clock;
  logger: Logger;
  timers: SessionTimers;
  /** Where each join is noted as it commits, so a sit started at once waits for the meditation service's copy of it. */
  joins: GroupJoinNotes;
  /** The communities service's notes of membership changes it has just committed (see CommunityMemberNotes). */
  memberNotes: CommunityMemberNotes;
  /** Tells the gateways, once committed, that someone joined or left a session or its closing circle changed. */
  announce: (signal: GroupSessionChangeSignal) => Promise<void>;
}

/** Announces a committed change; one that cannot be announced fails nothing: pages read it again on their next visit. */
export async function announceChange(deps: Pick<GroupsDeps, 'announce' | 'logger'>, signal: GroupSessionChangeSignal): Promise<void> {
  await deps.announce(signal).catch((error: unknown) => deps.logger.warn({ err: error, groupSessionId: signal.groupSessionId }, 'session change not announced'));
}

/**
 * The communities service's note of the person's latest membership change in the community, read
 * before a write that depends on it. A note that cannot be read is none: the copy judges alone.
 */
export async function memberNote(deps: Pick<GroupsDeps, 'memberNotes' | 'logger'>, groupId: string | null, userId: string): Promise<CommunityMemberNote | null> {
  if (groupId === null) return null;
  return deps.memberNotes.read(groupId, userId).catch((error: unknown) => {
    deps.logger.warn({ err: error, groupId }, 'membership note unreadable');
    return null;
  });
}

/**
 * Applies a membership note to this service's copy when it is newer than what the copy holds, as
 * its event will once it arrives (which then changes nothing): someone who has just joined or
 * created a community acts in it at once, and someone who has just left no longer does. The
 * community's privacy as the note saw it comes with it, so a private community's first sessions
 * are private from the start.
 */
export async function applyMemberNote(tx: GroupsTx, note: CommunityMemberNote | null): Promise<void> {
  if (note === null) return;
  const { groupId, userId, role, status } = note;
  const at = new Date(note.at);
  await storeMembershipAsOf(tx, { groupId, userId, role, status, at });
  await storePrivacyAsOf(tx, { groupId, isPublic: note.isPublic ? 1 : 0, at });
}

/**
 * Notes a committed join before the person hears of it. A note that cannot be written fails
 * nothing: a sit started at once may then be told the join has not arrived, and a retry finds it.
 */
async function noteJoin(deps: Pick<GroupsDeps, 'joins' | 'logger'>, groupSessionId: string, userId: string): Promise<void> {
  await deps.joins.note(groupSessionId, userId).catch((error: unknown) => deps.logger.warn({ err: error, groupSessionId }, 'join note failed'));
}

const MINUTE_MS = 60_000;

/** Seconds left of an active session, from its absolute end; null on any other. */
export function remainingSeconds(row: GroupSessionRow, now: Date): number | null {
  if (statusAt(row, now) !== 'active') return null;
  return Math.max(0, Math.ceil((endsAt(row).getTime() - now.getTime()) / 1000));
}

/**
 * Sessions that are live or still to come, soonest first; a private community's are listed only
 * for its members.
 */
export function listOpenSessions(db: GroupsDb, clock: Clock, viewerId: string | null): Promise<GroupSessionRow[]> {
  return openSessions(db, clock.now(), viewerId, MAX_OPEN_SESSIONS);
}

export async function findSession(db: GroupsDb, id: string): Promise<GroupSessionRow | undefined> {
  return sessionById(db, id);
}

/** The sessions of the ids given, in their order (a line's session always exists: its lines go with it). */
export async function sessionsByIds(db: GroupsDb, ids: readonly string[]): Promise<GroupSessionRow[]> {
  const rows = await sessionsWithIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`group session ${id} is missing`);
    return row;
  });
}

/** How many people have joined each of the sessions, in one query; in the order of the ids given. */
export async function participantCounts(db: GroupsDb, sessionIds: readonly string[]): Promise<number[]> {
  const counts = await joinedCounts(db, sessionIds);
  return sessionIds.map((id) => counts.get(id) ?? 0);
}

/** The minutes recorded for each of the sessions (each participant's sit once), in one query; in the order of the ids given. */
export async function totalMinutes(db: GroupsDb, sessionIds: readonly string[]): Promise<number[]> {
  const totals = await minutesOf(db, sessionIds);
  return sessionIds.map((id) => totals.get(id) ?? 0);
}

/** Who has joined each of the sessions, earliest first, in one query; in the order of the ids given. */
export async function joinedParticipants(db: GroupsDb, sessionIds: readonly string[]): Promise<ParticipantRow[][]> {
  const rows = await joinedRows(db, sessionIds, MAX_PARTICIPANTS);
  return sessionIds.map((id) => rows.filter((participant) => participant.groupSessionId === id));
}

/** Whether one person has joined each of these sessions (and is still in it): their own rows only. */
export async function joinedBy(db: GroupsDb, userId: string, sessionIds: readonly string[]): Promise<boolean[]> {
  const joined = await joinedSessionIds(db, userId, sessionIds);
  return sessionIds.map((id) => joined.has(id));
}

/** Sessions a timer may still have to settle: the ones at start-up whose timers are set again. */
export function unsettledSessions(db: GroupsDb): Promise<GroupSessionRow[]> {
  return scheduledOrActive(db);
}

/**
 * Who may join a session and see who is in it: anyone signed in for a session of no community or
 * of a public one; only the community's members for a private community's.
 */
export async function mayTakePart(db: GroupsDb | GroupsTx, groupId: string | null, userId: string | null): Promise<boolean> {
  if (userId === null) return false;
  if (groupId === null) return true;
  const privacy = await privacyOf(db, groupId);
  return privacy === undefined || privacy.isPublic === 1 || (await isActiveMember(db, groupId, userId));
}

/**
 * Whether the viewer may see a community's sessions: anyone a public community's, its members a
 * private one's. When this service's copy says no, the communities service's note of a change it
 * has just made is asked too, so someone who has just joined sees the sessions at once.
 */
export async function maySeeCommunitySessions(deps: Pick<GroupsDeps, 'db' | 'memberNotes' | 'logger'>, groupId: string, viewerId: string | null): Promise<boolean> {
  const privacy = await privacyOf(deps.db, groupId);
  if (privacy === undefined || privacy.isPublic === 1) return true;
  if (viewerId === null) return false;
  const member = await membershipOf(deps.db, groupId, viewerId);
  if (member?.status === 'active') return true;
  const note = await memberNote(deps, groupId, viewerId);
  if (note === null || (member !== undefined && new Date(note.at) <= member.at)) return false;
  return note.status === 'active' || (note.isPublic && new Date(note.at) > privacy.at);
}

/** Reads a session and holds its row until the transaction ends: joins, leaves and starts of one session queue up behind each other. */
async function lockSession(tx: GroupsTx, id: string): Promise<GroupSessionRow> {
  const row = await sessionForUpdate(tx, id);
  if (!row) throw AppError.notFound('Session not found');
  return row;
}

/** Refuses a session that is over, by its status or by its window (before the sweep has caught up with it). */
function assertNotOver(row: GroupSessionRow, now: Date): void {
  if (row.status === 'cancelled') throw AppError.conflict('This session was cancelled');
  if (row.status === 'completed' || endsAt(row).getTime() <= now.getTime()) throw AppError.conflict('This session has ended');
}

async function setTimer(deps: GroupsDeps, row: GroupSessionRow, set: (row: GroupSessionRow) => Promise<void>): Promise<void> {
  try {
    await set(row);
  } catch (error) {
    deps.logger.warn({ err: error, groupSessionId: row.id }, 'group session timer not set; the sweep will settle it');
  }
}

/** Schedules a session; its creator is its first participant. */
export async function createGroupSession(deps: GroupsDeps, userId: string, input: CreateGroupSessionInput): Promise<GroupSessionRow> {
  const now = deps.clock.now();
  // A minute's grace: "now" on the creator's device is a little behind by the time it arrives.
  if (input.scheduledStart.getTime() < now.getTime() - MINUTE_MS) throw AppError.badInput('scheduledStart: must not be in the past');
  const note = await memberNote(deps, input.groupId, userId);
  const row = await deps.db.transaction(async (tx) => {
    await applyMemberNote(tx, note);
    if (input.groupId !== null && !(await isActiveMember(tx, input.groupId, userId))) throw AppError.forbidden('You are not a member of that community');
    const session = await insertSession(tx, { ...input, createdBy: userId, status: 'scheduled', createdAt: now });
    await storeJoined(tx, session.id, userId, now);
    await sessionScheduled(tx, session, now);
    await participantJoined(tx, { groupSessionId: session.id, userId, at: now });
    return session;
  });
  await noteJoin(deps, row.id, userId);
  await setTimer(deps, row, (session) => deps.timers.cancelIfNotStarted(session));
  if (row.startOnTime) await setTimer(deps, row, (session) => deps.timers.startOnTime(session));
  return row;
}

/** Joins a scheduled or active session; joining again changes nothing, and nobody joins past its capacity. */
export async function joinGroupSession(deps: Pick<GroupsDeps, 'db' | 'clock' | 'joins' | 'memberNotes' | 'announce' | 'logger'>, userId: string, id: string): Promise<GroupSessionRow> {
  const now = deps.clock.now();
  const note = await memberNote(deps, (await findSession(deps.db, id))?.groupId ?? null, userId);
  const { session, participantCount } = await deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, id);
    // A session never moves between communities: the note read above is the one of its community.
    await applyMemberNote(tx, note);
    if (!(await mayTakePart(tx, session.groupId, userId))) throw AppError.forbidden('Only members of this community can join its sessions');
    assertNotOver(session, now);
    if ((await participationStatus(tx, id, userId)) === 'joined') return { session, participantCount: null };
    // Counted under the session's row lock, so that concurrent joins see each other's rows.
    const joined = await joinedCount(tx, id);
    if (joined >= session.maxParticipants) throw AppError.conflict('This session is full');
    await storeJoined(tx, id, userId, now);
    await participantJoined(tx, { groupSessionId: id, userId, at: now });
    return { session, participantCount: joined + 1 };
  });
  await noteJoin(deps, id, userId);
  if (participantCount !== null) await announceChange(deps, { kind: 'participant', groupSessionId: id, userId, joined: true, participantCount });
  return session;
}

/**
 * Leaves a session; leaving again changes nothing. The creator may leave and the session stays.
 * Who sat a session that is over stays as it was.
 */
export async function leaveGroupSession(deps: Pick<GroupsDeps, 'db' | 'clock' | 'announce' | 'logger'>, userId: string, id: string): Promise<GroupSessionRow> {
  const now = deps.clock.now();
  const { session, participantCount } = await deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, id);
    if (session.status === 'completed' || session.status === 'cancelled') return { session, participantCount: null };
    if (!(await storeLeft(tx, id, userId))) {
      // Someone who was not in it learns nothing of a session they may not see.
      if (!(await mayTakePart(tx, session.groupId, userId))) throw AppError.notFound('Session not found');
      return { session, participantCount: null };
    }
    await participantLeft(tx, { groupSessionId: id, userId, at: now });
    return { session, participantCount: await joinedCount(tx, id) };
  });
  if (participantCount !== null) await announceChange(deps, { kind: 'participant', groupSessionId: id, userId, joined: false, participantCount });
  return session;
}

/**
 * The creator starts a scheduled session once its scheduled start has arrived: it runs from now for
 * its duration. Starting it again while it runs answers the session as it is: a creator retrying a
 * start whose answer was lost learns that it started.
 */
export async function startGroupSession(deps: GroupsDeps, userId: string, id: string): Promise<GroupSessionRow> {
  const now = deps.clock.now();
  let alreadyStarted = false;
  const row = await deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, id);
    if (session.createdBy !== userId) throw AppError.forbidden('Only the creator can start this session');
    assertNotOver(session, now);
    if (session.status === 'active') {
      alreadyStarted = true;
      return session;
    }
    if (now.getTime() < session.scheduledStart.getTime()) throw AppError.conflict('This session cannot start before its scheduled time');
    const started = await storeStarted(tx, id, now, new Date(now.getTime() + session.duration * MINUTE_MS));
    await sessionStarted(tx, started, now);
    return started;
  });
  if (!alreadyStarted) await setTimer(deps, row, (session) => deps.timers.completeAtEnd(session));
  return row;
}

/**
 * Starts, from its scheduled start, a session set to start on time by itself, once that time has
 * come and while its window is open; answers it when this call started it. Idempotent: a session
 * its creator (or another replica, or the sweep) started already is left as it is.
 */
export async function startSessionOnTime(deps: Pick<GroupsDeps, 'db' | 'clock'>, id: string): Promise<GroupSessionRow | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, id).catch(() => null);
    if (!session?.startOnTime || session.status !== 'scheduled') return null;
    if (now.getTime() < session.scheduledStart.getTime() || endsAt(session).getTime() <= now.getTime()) return null;
    // From the time everyone was told, so that a job running a moment late takes nothing off the sit.
    const startedAt = session.scheduledStart;
    const started = await storeStarted(tx, id, startedAt, new Date(startedAt.getTime() + session.duration * MINUTE_MS));
    await sessionStarted(tx, started, now);
    return started;
  });
}

/** The sessions set to start on time whose start has come and whose window is still open: the sweep starts any whose timer was lost. */
export async function dueOnTimeSessions(deps: Pick<GroupsDeps, 'db' | 'clock'>): Promise<string[]> {
  return dueOnTimeIds(deps.db, deps.clock.now());
}

/**
 * Completes the active sessions whose end has passed and cancels the scheduled ones whose window
 * passed with nobody starting them, each with its event. Idempotent: a session is settled once,
 * whichever of its timer and the sweep (or two replicas) gets there first. `only` narrows it to
 * one session, for that session's timer.
 */
export async function settleSessions(deps: Pick<GroupsDeps, 'db' | 'clock'>, only?: string): Promise<{ completed: number; cancelled: number }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const completed = await completeEnded(tx, now, only);
    for (const row of completed) await sessionCompleted(tx, row, now);
    const cancelled = await cancelUnstarted(tx, now, only);
    for (const row of cancelled) await sessionCancelled(tx, row, 'not-started', now);
    return { completed: completed.length, cancelled: cancelled.length };
  });
}
