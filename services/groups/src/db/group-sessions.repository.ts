import { and, asc, count, eq, exists, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkedPage, pastAnchor, type Database, type Page } from '@peace/kit';
import { FORMER_MEMBER_ID } from '@peace/proto';
import { communityMembers, communityPrivacy, groupSessionMinutes, groupSessionParticipants as participants, groupSessions, type schema } from './schema.js';

/**
 * Group sessions and who takes part in them: each a named statement that loads or stores, the
 * rules of when a session runs and who may join it left to the commands and window.ts.
 */

export type GroupsDb = Database<typeof schema>;
export type GroupsTx = Parameters<Parameters<GroupsDb['transaction']>[0]>[0];
export type GroupSessionRow = typeof groupSessions.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;

type Executor = GroupsDb | GroupsTx;

// The end of a session's window in SQL, as endsAt() computes it.
const windowEnd = sql`coalesce(${groupSessions.endsAt}, ${groupSessions.scheduledStart} + make_interval(mins => ${groupSessions.duration}))`;
const windowStart = sql`coalesce(${groupSessions.startedAt}, ${groupSessions.scheduledStart})`;

/**
 * Sessions scheduled or active whose window has not closed by now, soonest first, at most limit; a
 * private community's only when the viewer is one of its members.
 */
export async function openSessions(db: GroupsDb, now: Date, viewerId: string | null, limit: number): Promise<GroupSessionRow[]> {
  const isPrivate = sql`exists (select 1 from ${communityPrivacy} where ${communityPrivacy.groupId} = ${groupSessions.groupId} and ${communityPrivacy.isPublic} = 0)`;
  const isMember =
    viewerId === null
      ? sql`false`
      : sql`exists (select 1 from ${communityMembers} where ${communityMembers.groupId} = ${groupSessions.groupId} and ${communityMembers.userId} = ${viewerId} and ${communityMembers.status} = 'active')`;
  return db
    .select()
    .from(groupSessions)
    .where(and(inArray(groupSessions.status, ['scheduled', 'active']), sql`${windowEnd} > ${now}`, sql`(not ${isPrivate} or ${isMember})`))
    .orderBy(asc(groupSessions.scheduledStart))
    .limit(limit);
}

export async function sessionById(executor: Executor, id: string): Promise<GroupSessionRow | undefined> {
  const [row] = await executor.select().from(groupSessions).where(eq(groupSessions.id, id)).limit(1);
  return row;
}

/** The sessions of the ids given, in no order. */
export async function sessionsWithIds(db: GroupsDb, ids: readonly string[]): Promise<GroupSessionRow[]> {
  return ids.length === 0 ? [] : db.select().from(groupSessions).where(inArray(groupSessions.id, [...ids]));
}

/** A session, its row held until the transaction ends. */
export async function sessionForUpdate(tx: GroupsTx, id: string): Promise<GroupSessionRow | undefined> {
  const [row] = await tx.select().from(groupSessions).where(eq(groupSessions.id, id)).for('update');
  return row;
}

/** How many people have joined each of the sessions, by session id. */
export async function joinedCounts(db: GroupsDb, sessionIds: readonly string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: participants.groupSessionId, value: count() })
    .from(participants)
    .where(and(inArray(participants.groupSessionId, [...sessionIds]), eq(participants.status, 'joined')))
    .groupBy(participants.groupSessionId);
  return new Map(rows.map((row) => [row.sessionId, row.value]));
}

/** The minutes recorded for each of the sessions (each participant's sit once), by session id. */
export async function minutesOf(db: GroupsDb, sessionIds: readonly string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ sessionId: groupSessionMinutes.groupSessionId, value: sql<number>`sum(${groupSessionMinutes.minutes})::int` })
    .from(groupSessionMinutes)
    .where(inArray(groupSessionMinutes.groupSessionId, [...sessionIds]))
    .groupBy(groupSessionMinutes.groupSessionId);
  return new Map(rows.map((row) => [row.sessionId, row.value]));
}

/** Who has joined each of the sessions, earliest first, at most limit of each, in one query. */
export async function joinedRows(db: GroupsDb, sessionIds: readonly string[], limit: number): Promise<ParticipantRow[]> {
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
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.rank));
  return rows.map(({ participant }) => participant);
}

/** The sessions among the ids given that one person has joined (and is still in). */
export async function joinedSessionIds(executor: Executor, userId: string, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await executor
    .select({ id: participants.groupSessionId })
    .from(participants)
    .where(and(eq(participants.userId, userId), inArray(participants.groupSessionId, [...sessionIds]), eq(participants.status, 'joined')));
  return new Set(rows.map((row) => row.id));
}

/** Sessions scheduled or active, whatever their window. */
export async function scheduledOrActive(db: GroupsDb): Promise<GroupSessionRow[]> {
  return db
    .select()
    .from(groupSessions)
    .where(inArray(groupSessions.status, ['scheduled', 'active']));
}

/** The person's participation in a session, joined or left; undefined when they never joined it. */
export async function participationStatus(tx: GroupsTx, groupSessionId: string, userId: string): Promise<string | undefined> {
  const [mine] = await tx
    .select({ status: participants.status })
    .from(participants)
    .where(and(eq(participants.groupSessionId, groupSessionId), eq(participants.userId, userId)));
  return mine?.status;
}

/** How many have joined the session and are still in it. */
export async function joinedCount(tx: GroupsTx, groupSessionId: string): Promise<number> {
  const [joined] = await tx
    .select({ value: count() })
    .from(participants)
    .where(and(eq(participants.groupSessionId, groupSessionId), eq(participants.status, 'joined')));
  return joined?.value ?? 0;
}

/** The person is in the session from `at`, whether or not they had been before. */
export async function storeJoined(tx: GroupsTx, groupSessionId: string, userId: string, at: Date): Promise<void> {
  await tx
    .insert(participants)
    .values({ groupSessionId, userId, joinedAt: at, status: 'joined' })
    .onConflictDoUpdate({ target: [participants.groupSessionId, participants.userId], set: { status: 'joined', joinedAt: at } });
}

/** The person leaves the session; answers whether they were in it. */
export async function storeLeft(tx: GroupsTx, groupSessionId: string, userId: string): Promise<boolean> {
  const [left] = await tx
    .update(participants)
    .set({ status: 'left' })
    .where(and(eq(participants.groupSessionId, groupSessionId), eq(participants.userId, userId), eq(participants.status, 'joined')))
    .returning({ id: participants.id });
  return left !== undefined;
}

export async function insertSession(tx: GroupsTx, values: typeof groupSessions.$inferInsert): Promise<GroupSessionRow> {
  const [session] = await tx.insert(groupSessions).values(values).returning();
  if (!session) throw new Error('group session insert returned nothing');
  return session;
}

/** Marks a session active from startedAt until endsAt. */
export async function storeStarted(tx: GroupsTx, id: string, startedAt: Date, endsAt: Date): Promise<GroupSessionRow> {
  const [started] = await tx.update(groupSessions).set({ status: 'active', startedAt, endsAt }).where(eq(groupSessions.id, id)).returning();
  if (!started) throw new Error('group session start returned nothing');
  return started;
}

/** The ids of sessions set to start on time whose start has come by now and whose window is still open. */
export async function dueOnTimeIds(db: GroupsDb, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: groupSessions.id })
    .from(groupSessions)
    .where(and(eq(groupSessions.status, 'scheduled'), eq(groupSessions.startOnTime, true), lte(groupSessions.scheduledStart, now), sql`${windowEnd} > ${now}`));
  return rows.map((row) => row.id);
}

/** Marks completed the active sessions (or the one session `only`) whose end has passed by now; answers them. */
export async function completeEnded(tx: GroupsTx, now: Date, only?: string): Promise<GroupSessionRow[]> {
  return tx
    .update(groupSessions)
    .set({ status: 'completed' })
    .where(and(only === undefined ? undefined : eq(groupSessions.id, only), eq(groupSessions.status, 'active'), lte(groupSessions.endsAt, now)))
    .returning();
}

/** Marks cancelled the scheduled sessions (or the one session `only`) whose window closed by now; answers them. */
export async function cancelUnstarted(tx: GroupsTx, now: Date, only?: string): Promise<GroupSessionRow[]> {
  return tx
    .update(groupSessions)
    .set({ status: 'cancelled' })
    .where(and(only === undefined ? undefined : eq(groupSessions.id, only), eq(groupSessions.status, 'scheduled'), sql`${windowEnd} <= ${now}`))
    .returning();
}

/** Marks cancelled every scheduled session of a community; answers them. */
export async function cancelScheduledOf(tx: GroupsTx, groupId: string): Promise<GroupSessionRow[]> {
  return tx
    .update(groupSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(groupSessions.groupId, groupId), eq(groupSessions.status, 'scheduled')))
    .returning();
}

/**
 * For each community, its sessions meeting condition, in order, at most limit of each: one query
 * for all of them, ranked within each community so no more rows are read out than are answered.
 */
async function sessionsPerCommunity(db: GroupsDb, groupIds: readonly string[], condition: SQL, order: SQL, limit: number): Promise<GroupSessionRow[][]> {
  if (groupIds.length === 0) return [];
  const ranked = db
    .select({ id: groupSessions.id, rank: sql<number>`row_number() over (partition by ${groupSessions.groupId} order by ${order})`.as('rank') })
    .from(groupSessions)
    .where(and(inArray(groupSessions.groupId, [...groupIds]), condition))
    .as('ranked');
  const rows = await db
    .select({ session: groupSessions })
    .from(groupSessions)
    .innerJoin(ranked, eq(ranked.id, groupSessions.id))
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.rank));
  const byGroup = new Map<string, GroupSessionRow[]>(groupIds.map((id) => [id, []]));
  for (const { session } of rows) if (session.groupId) byGroup.get(session.groupId)?.push(session);
  return groupIds.map((id) => byGroup.get(id) ?? []);
}

/** Each community's sessions scheduled or active whose window is open now, soonest first, at most limit of each; in the order of the ids given. */
export function upcomingPerCommunity(db: GroupsDb, now: Date, groupIds: readonly string[], limit: number): Promise<GroupSessionRow[][]> {
  return sessionsPerCommunity(db, groupIds, sql`${groupSessions.status} in ('scheduled', 'active') and ${windowEnd} > ${now}`, sql`${groupSessions.scheduledStart} asc, ${groupSessions.id} asc`, limit);
}

/** Each community's active sessions whose window is open now, the earliest started first, at most limit of each; in the order of the ids given. */
export function livePerCommunity(db: GroupsDb, now: Date, groupIds: readonly string[], limit: number): Promise<GroupSessionRow[][]> {
  return sessionsPerCommunity(db, groupIds, sql`${groupSessions.status} = 'active' and ${windowEnd} > ${now}`, sql`${groupSessions.startedAt} asc, ${groupSessions.id} asc`, limit);
}

/** Each community's sessions completed, or active with their end passed by now, the latest first, at most limit of each; in the order of the ids given. */
export function pastPerCommunity(db: GroupsDb, now: Date, groupIds: readonly string[], limit: number): Promise<GroupSessionRow[][]> {
  return sessionsPerCommunity(
    db,
    groupIds,
    sql`(${groupSessions.status} = 'completed' or (${groupSessions.status} = 'active' and ${windowEnd} <= ${now}))`,
    sql`${windowStart} desc, ${groupSessions.id} desc`,
    limit,
  );
}

/**
 * How many sessions of each community start in [from, to), leaving out the cancelled ones and the
 * scheduled ones whose window closed by now unstarted; by community id.
 */
export async function startingBetween(db: GroupsDb, groupIds: readonly string[], from: Date, to: Date, now: Date): Promise<Map<string | null, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: groupSessions.groupId, value: sql<number>`count(*)::int` })
    .from(groupSessions)
    .where(
      and(
        inArray(groupSessions.groupId, [...groupIds]),
        ne(groupSessions.status, 'cancelled'),
        sql`not (${groupSessions.status} = 'scheduled' and ${windowEnd} <= ${now})`,
        gte(groupSessions.scheduledStart, from),
        lt(groupSessions.scheduledStart, to),
      ),
    )
    .groupBy(groupSessions.groupId);
  return new Map(rows.map((row) => [row.groupId, row.value]));
}

/** Hands the sessions the person created to "a former member", and takes them out of every session they had joined. */
export async function forgetCreatorAndParticipant(tx: GroupsTx, userId: string): Promise<void> {
  await tx.update(groupSessions).set({ createdBy: FORMER_MEMBER_ID }).where(eq(groupSessions.createdBy, userId));
  await tx.delete(participants).where(eq(participants.userId, userId));
}

/** Keeps the person's minutes in each session's total under an id that names nobody. */
export async function anonymiseMinutesOf(tx: GroupsTx, userId: string): Promise<void> {
  await tx.update(groupSessionMinutes).set({ userId: sql`gen_random_uuid()` }).where(eq(groupSessionMinutes.userId, userId));
}

/** The group sessions a person scheduled or joined, oldest first, a page at a time. */
export async function sessionsOfPerson(db: GroupsDb, userId: string, page: Page): Promise<GroupSessionRow[]> {
  const joined = db
    .select({ one: sql`1` })
    .from(participants)
    .where(and(eq(participants.groupSessionId, groupSessions.id), eq(participants.userId, userId)));
  // The anchor is a position only: a session the person has since left still marks where the last page ended.
  const anchor = alias(groupSessions, 'anchor');
  const ofAnchor = eq(anchor.id, page.after ?? sql`null`);
  const rows = await db
    .select()
    .from(groupSessions)
    .where(
      and(
        or(eq(groupSessions.createdBy, userId), exists(joined)),
        page.after === null ? undefined : pastAnchor('asc', [groupSessions.scheduledStart, groupSessions.id], db.select({ at: anchor.scheduledStart, id: anchor.id }).from(anchor).where(ofAnchor)),
      ),
    )
    .orderBy(asc(groupSessions.scheduledStart), asc(groupSessions.id))
    .limit(page.first);
  return checkedPage(page, rows, async () => (await db.select({ id: anchor.id }).from(anchor).where(ofAnchor)).length > 0);
}
