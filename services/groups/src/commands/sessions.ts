import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { AppError, type Clock, type Database, type Logger } from '@peace/kit';
import type { CommunityMemberNote, CommunityMemberNotes } from '@peace/communities/live';
import type { GroupJoinNotes, GroupSessionChangeSignal } from '../live/index.js';
import { communityMembers, communityPrivacy, groupSessionMinutes, groupSessionParticipants as participants, groupSessions, type schema } from '../db/schema.js';
import { participantJoined, participantLeft, sessionCancelled, sessionCompleted, sessionScheduled, sessionStarted } from '../events/publish.js';
import type { CreateGroupSessionInput } from './inputs.js';
import { endsAt, statusAt } from './window.js';
import { MAX_OPEN_SESSIONS, MAX_PARTICIPANTS } from '../list-caps.js';

export type GroupsDb = Database<typeof schema>;
export type GroupsTx = Parameters<Parameters<GroupsDb['transaction']>[0]>[0];
export type GroupSessionRow = typeof groupSessions.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;

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
  await tx
    .insert(communityMembers)
    .values({ groupId, userId, role, status, at })
    .onConflictDoUpdate({ target: [communityMembers.groupId, communityMembers.userId], set: { role, status, at }, setWhere: sql`${communityMembers.at} < ${at}` });
  const isPublic = note.isPublic ? 1 : 0;
  await tx
    .insert(communityPrivacy)
    .values({ groupId, isPublic, at })
    .onConflictDoUpdate({ target: communityPrivacy.groupId, set: { isPublic, at }, setWhere: sql`${communityPrivacy.at} < ${at}` });
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

// The end of a session's window in SQL, as endsAt() computes it.
const windowEnd = sql`coalesce(${groupSessions.endsAt}, ${groupSessions.scheduledStart} + make_interval(mins => ${groupSessions.duration}))`;

/**
 * Sessions that are live or still to come, soonest first; a private community's are listed only
 * for its members.
 */
export async function listOpenSessions(db: GroupsDb, clock: Clock, viewerId: string | null): Promise<GroupSessionRow[]> {
  const isPrivate = sql`exists (select 1 from ${communityPrivacy} where ${communityPrivacy.groupId} = ${groupSessions.groupId} and ${communityPrivacy.isPublic} = 0)`;
  const isMember =
    viewerId === null
      ? sql`false`
      : sql`exists (select 1 from ${communityMembers} where ${communityMembers.groupId} = ${groupSessions.groupId} and ${communityMembers.userId} = ${viewerId} and ${communityMembers.status} = 'active')`;
  return db
    .select()
    .from(groupSessions)
    .where(and(inArray(groupSessions.status, ['scheduled', 'active']), sql`${windowEnd} > ${clock.now()}`, sql`(not ${isPrivate} or ${isMember})`))
    .orderBy(asc(groupSessions.scheduledStart))
    .limit(MAX_OPEN_SESSIONS);
}

export async function findSession(db: GroupsDb, id: string): Promise<GroupSessionRow | undefined> {
  const [row] = await db.select().from(groupSessions).where(eq(groupSessions.id, id)).limit(1);
  return row;
}

/** The sessions of the ids given, in their order (a line's session always exists: its lines go with it). */
export async function sessionsByIds(db: GroupsDb, ids: readonly string[]): Promise<GroupSessionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(groupSessions).where(inArray(groupSessions.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`group session ${id} is missing`);
    return row;
  });
}

/** How many people have joined each of the sessions, in one query; in the order of the ids given. */
export async function participantCounts(db: GroupsDb, sessionIds: readonly string[]): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ sessionId: participants.groupSessionId, value: count() })
    .from(participants)
    .where(and(inArray(participants.groupSessionId, [...sessionIds]), eq(participants.status, 'joined')))
    .groupBy(participants.groupSessionId);
  const counts = new Map(rows.map((row) => [row.sessionId, row.value]));
  return sessionIds.map((id) => counts.get(id) ?? 0);
}

/** The minutes recorded for each of the sessions (each participant's sit once), in one query; in the order of the ids given. */
export async function totalMinutes(db: GroupsDb, sessionIds: readonly string[]): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ sessionId: groupSessionMinutes.groupSessionId, value: sql<number>`sum(${groupSessionMinutes.minutes})::int` })
    .from(groupSessionMinutes)
    .where(inArray(groupSessionMinutes.groupSessionId, [...sessionIds]))
    .groupBy(groupSessionMinutes.groupSessionId);
  const totals = new Map(rows.map((row) => [row.sessionId, row.value]));
  return sessionIds.map((id) => totals.get(id) ?? 0);
}

/** Who has joined each of the sessions, earliest first, in one query; in the order of the ids given. */
export async function joinedParticipants(db: GroupsDb, sessionIds: readonly string[]): Promise<ParticipantRow[][]> {
  if (sessionIds.length === 0) return [];
  // Ranked within each session, so no more rows are read out than are answered.
  const ranked = db
    .select({ id: participants.id, rank: sql<number>`row_number() over (partition by ${participants.groupSessionId} order by ${participants.joinedAt}, ${participants.id})`.as('rank') })
    .from(participants)
    .where(and(inArray(participants.groupSessionId, [...sessionIds]), eq(participants.status, 'joined')))
    .as('ranked');
  const rows = await db
    .select({ participant: participants })
    .from(participants)
    .innerJoin(ranked, eq(ranked.id, participants.id))
    .where(lte(ranked.rank, MAX_PARTICIPANTS))
    .orderBy(asc(ranked.rank));
  return sessionIds.map((id) => rows.flatMap(({ participant }) => (participant.groupSessionId === id ? [participant] : [])));
}

/** Whether one person has joined each of these sessions (and is still in it): their own rows only. */
export async function joinedBy(db: GroupsDb, userId: string, sessionIds: readonly string[]): Promise<boolean[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: participants.groupSessionId })
    .from(participants)
    .where(and(eq(participants.userId, userId), inArray(participants.groupSessionId, [...sessionIds]), eq(participants.status, 'joined')));
  const joined = new Set(rows.map((row) => row.id));
  return sessionIds.map((id) => joined.has(id));
}

/** Sessions a timer may still have to settle: the ones at start-up whose timers are set again. */
export async function unsettledSessions(db: GroupsDb): Promise<GroupSessionRow[]> {
  return db
    .select()
    .from(groupSessions)
    .where(inArray(groupSessions.status, ['scheduled', 'active']));
}

/**
 * Who may join a session and see who is in it: anyone signed in for a session of no community or
 * of a public one; only the community's members for a private community's.
 */
export async function mayTakePart(db: GroupsDb | GroupsTx, groupId: string | null, userId: string | null): Promise<boolean> {
  if (userId === null) return false;
  if (groupId === null) return true;
  const [privacy] = await db.select({ isPublic: communityPrivacy.isPublic }).from(communityPrivacy).where(eq(communityPrivacy.groupId, groupId));
  return privacy === undefined || privacy.isPublic === 1 || (await isCommunityMember(db, groupId, userId));
}

/**
 * Whether the viewer may see a community's sessions: anyone a public community's, its members a
 * private one's. When this service's copy says no, the communities service's note of a change it
 * has just made is asked too, so someone who has just joined sees the sessions at once.
 */
export async function maySeeCommunitySessions(deps: Pick<GroupsDeps, 'db' | 'memberNotes' | 'logger'>, groupId: string, viewerId: string | null): Promise<boolean> {
  const [privacy] = await deps.db.select().from(communityPrivacy).where(eq(communityPrivacy.groupId, groupId));
  if (privacy === undefined || privacy.isPublic === 1) return true;
  if (viewerId === null) return false;
  const [member] = await deps.db
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.groupId, groupId), eq(communityMembers.userId, viewerId)));
  if (member?.status === 'active') return true;
  const note = await memberNote(deps, groupId, viewerId);
  if (note === null || (member !== undefined && new Date(note.at) <= member.at)) return false;
  return note.status === 'active' || (note.isPublic && new Date(note.at) > privacy.at);
}

/** The private communities among the ids given. */
export async function privateCommunities(db: GroupsDb, groupIds: readonly string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .select({ groupId: communityPrivacy.groupId })
    .from(communityPrivacy)
    .where(and(inArray(communityPrivacy.groupId, [...groupIds]), eq(communityPrivacy.isPublic, 0)));
  return new Set(rows.map((row) => row.groupId));
}

/** The communities among the ids given that the person is an active member of. */
export async function memberships(db: GroupsDb, userId: string, groupIds: readonly string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set();
  const rows = await db
    .select({ groupId: communityMembers.groupId })
    .from(communityMembers)
    .where(and(eq(communityMembers.userId, userId), inArray(communityMembers.groupId, [...groupIds]), eq(communityMembers.status, 'active')));
  return new Set(rows.map((row) => row.groupId));
}

async function isCommunityMember(tx: GroupsDb | GroupsTx, groupId: string, userId: string): Promise<boolean> {
  const [member] = await tx
    .select({ status: communityMembers.status })
    .from(communityMembers)
    .where(and(eq(communityMembers.groupId, groupId), eq(communityMembers.userId, userId), eq(communityMembers.status, 'active')));
  return member !== undefined;
}

/** Reads a session and holds its row until the transaction ends: joins, leaves and starts of one session queue up behind each other. */
async function lockSession(tx: GroupsTx, id: string): Promise<GroupSessionRow> {
  const [row] = await tx.select().from(groupSessions).where(eq(groupSessions.id, id)).for('update');
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
    if (input.groupId !== null && !(await isCommunityMember(tx, input.groupId, userId))) throw AppError.forbidden('You are not a member of that community');
    const [session] = await tx
      .insert(groupSessions)
      .values({ ...input, createdBy: userId, status: 'scheduled', createdAt: now })
      .returning();
    if (!session) throw new Error('group session insert returned nothing');
    await tx.insert(participants).values({ groupSessionId: session.id, userId, joinedAt: now, status: 'joined' });
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
    const [mine] = await tx
      .select({ status: participants.status })
      .from(participants)
      .where(and(eq(participants.groupSessionId, id), eq(participants.userId, userId)));
    if (mine?.status === 'joined') return { session, participantCount: null };
    // Counted under the session's row lock, so that concurrent joins see each other's rows.
    const [joined] = await tx
      .select({ value: count() })
      .from(participants)
      .where(and(eq(participants.groupSessionId, id), eq(participants.status, 'joined')));
    if ((joined?.value ?? 0) >= session.maxParticipants) throw AppError.conflict('This session is full');
    await tx
      .insert(participants)
      .values({ groupSessionId: id, userId, joinedAt: now, status: 'joined' })
      .onConflictDoUpdate({ target: [participants.groupSessionId, participants.userId], set: { status: 'joined', joinedAt: now } });
    await participantJoined(tx, { groupSessionId: id, userId, at: now });
    return { session, participantCount: (joined?.value ?? 0) + 1 };
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
    const [left] = await tx
      .update(participants)
      .set({ status: 'left' })
      .where(and(eq(participants.groupSessionId, id), eq(participants.userId, userId), eq(participants.status, 'joined')))
      .returning({ id: participants.id });
    if (!left) {
      // Someone who was not in it learns nothing of a session they may not see.
      if (!(await mayTakePart(tx, session.groupId, userId))) throw AppError.notFound('Session not found');
      return { session, participantCount: null };
    }
    await participantLeft(tx, { groupSessionId: id, userId, at: now });
    const [remaining] = await tx
      .select({ value: count() })
      .from(participants)
      .where(and(eq(participants.groupSessionId, id), eq(participants.status, 'joined')));
    return { session, participantCount: remaining?.value ?? 0 };
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
    const [started] = await tx
      .update(groupSessions)
      .set({ status: 'active', startedAt: now, endsAt: new Date(now.getTime() + session.duration * MINUTE_MS) })
      .where(eq(groupSessions.id, id))
      .returning();
    if (!started) throw new Error('group session start returned nothing');
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
    const [started] = await tx
      .update(groupSessions)
      .set({ status: 'active', startedAt, endsAt: new Date(startedAt.getTime() + session.duration * MINUTE_MS) })
      .where(eq(groupSessions.id, id))
      .returning();
    if (!started) throw new Error('group session start returned nothing');
    await sessionStarted(tx, started, now);
    return started;
  });
}

/** The sessions set to start on time whose start has come and whose window is still open: the sweep starts any whose timer was lost. */
export async function dueOnTimeSessions(deps: Pick<GroupsDeps, 'db' | 'clock'>): Promise<string[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select({ id: groupSessions.id })
    .from(groupSessions)
    .where(and(eq(groupSessions.status, 'scheduled'), eq(groupSessions.startOnTime, true), lte(groupSessions.scheduledStart, now), sql`${windowEnd} > ${now}`));
  return rows.map((row) => row.id);
}

/**
 * Completes the active sessions whose end has passed and cancels the scheduled ones whose window
 * passed with nobody starting them, each with its event. Idempotent: a session is settled once,
 * whichever of its timer and the sweep (or two replicas) gets there first. `only` narrows it to
 * one session, for that session's timer.
 */
export async function settleSessions(deps: Pick<GroupsDeps, 'db' | 'clock'>, only?: string): Promise<{ completed: number; cancelled: number }> {
  const now = deps.clock.now();
  const one = only === undefined ? undefined : eq(groupSessions.id, only);
  return deps.db.transaction(async (tx) => {
    const completed = await tx
      .update(groupSessions)
      .set({ status: 'completed' })
      .where(and(one, eq(groupSessions.status, 'active'), lte(groupSessions.endsAt, now)))
      .returning();
    for (const row of completed) await sessionCompleted(tx, row, now);
    const cancelled = await tx
      .update(groupSessions)
      .set({ status: 'cancelled' })
      .where(and(one, eq(groupSessions.status, 'scheduled'), sql`${windowEnd} <= ${now}`))
      .returning();
    for (const row of cancelled) await sessionCancelled(tx, row, 'not-started', now);
    return { completed: completed.length, cancelled: cancelled.length };
  });
}
