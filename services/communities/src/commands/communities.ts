import { and, asc, count, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { MemberRole } from '@peace/proto';
import type { CommunityMemberNote, CommunityMemberNotes } from '../live/index.js';
import { alias } from 'drizzle-orm/pg-core';
import { AppError, checkedPage, pastAnchor, type Clock, type Database, type Logger, type Page } from '@peace/kit';
import { groupMembers, groupPosts, listPreferences, meditationGroups, type schema } from '../db/schema.js';
import { communityCreated, communityDeleted, communityUpdated, memberJoined, memberLeft, postCreated } from '../events/index.js';
import { meetingDaysProblem, type CreateCommunityInput, type CreatePostInput, type UpdateCommunityInput } from './inputs.js';
import { MAX_MEMBERS, MAX_PUBLIC_COMMUNITIES } from '../list-caps.js';

export type CommunitiesDb = Database<typeof schema>;
export type CommunitiesTx = Parameters<Parameters<CommunitiesDb['transaction']>[0]>[0];
export type CommunityRow = typeof meditationGroups.$inferSelect;
/** A membership, with whether the person asked to be left out of members lists that non-members see. */
export type MemberRow = typeof groupMembers.$inferSelect & { hiddenFromLists: boolean };
/** A post; `authorShown` false when the viewer may not see who wrote it. */
export type PostRow = typeof groupPosts.$inferSelect & { authorShown?: boolean };

export interface CommunitiesDeps {
  db: CommunitiesDb;
  clock: Clock;
  /** Where each membership change is noted as it commits (see CommunityMemberNotes); absent where no other service runs. */
  memberNotes?: { notes: CommunityMemberNotes; logger: Logger };
}

/**
 * Notes a committed membership change before the person hears of it, so that groups lets them act
 * in the community at once. A note that cannot be written fails nothing: the change's event still
 * reaches every copy, a moment later.
 */
async function noteMembership(deps: CommunitiesDeps, note: Omit<CommunityMemberNote, 'at'>, at: Date): Promise<void> {
  if (!deps.memberNotes) return;
  const { notes, logger } = deps.memberNotes;
  await notes.note({ ...note, at: at.toISOString() }).catch((error: unknown) => logger.warn({ err: error, groupId: note.groupId }, 'membership note failed'));
}
/** A community as the graph shows it: its row with its counts, and the viewer's role in it (null for a non-member). */
export type CommunityView = CommunityRow & { memberCount: number; postCount: number; myRole: MemberRole | null };

// Correlated counts, written with explicit aliases: inside a subquery drizzle would render the
// columns unqualified, and "group_id = id" would compare the member row with itself.
const memberCount = sql<number>`(select count(*)::int from ${groupMembers} as m where m.group_id = ${meditationGroups}.id and m.status = 'active')`;
const postCount = sql<number>`(select count(*)::int from ${groupPosts} as p where p.group_id = ${meditationGroups}.id)`;

/** The viewer's role in each listed community, read in the list's own query rather than once a row. */
function roleOf(viewerId: string | null) {
  return viewerId === null
    ? sql<MemberRole | null>`null::text`
    : sql<MemberRole | null>`(select r.role from ${groupMembers} as r where r.group_id = ${meditationGroups}.id and r.user_id = ${viewerId} and r.status = 'active')`;
}

/** Rows of several communities, as lists lining up with the ids, each in the order read. */
function groupedBy<Row extends { groupId: string }>(groupIds: readonly string[], rows: readonly Row[]): Row[][] {
  const byGroup = new Map<string, Row[]>(groupIds.map((id) => [id, []]));
  for (const row of rows) byGroup.get(row.groupId)?.push(row);
  return groupIds.map((id) => byGroup.get(id) ?? []);
}

/** Active public communities, newest first, with their member and post counts and the viewer's role (null when signed out). */
export async function listPublicCommunities(db: CommunitiesDb, viewerId: string | null, limit = MAX_PUBLIC_COMMUNITIES): Promise<CommunityView[]> {
  const rows = await db
    .select({ community: meditationGroups, memberCount, postCount, myRole: roleOf(viewerId) })
    .from(meditationGroups)
    .where(and(eq(meditationGroups.isPublic, 1), eq(meditationGroups.status, 'active')))
    .orderBy(desc(meditationGroups.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row.community, memberCount: row.memberCount, postCount: row.postCount, myRole: row.myRole }));
}

/**
 * The person's active communities, the newest membership first, a page at a time. The cursor is a
 * community's id; the person's membership of it marks the position, so one that has since ended
 * (left, or the community deleted) still does while its row is kept.
 */
export async function listMyCommunities(db: CommunitiesDb, userId: string, page: Page): Promise<CommunityView[]> {
  const anchor = alias(groupMembers, 'anchor');
  const ofAnchor = and(eq(anchor.userId, userId), eq(anchor.groupId, page.after ?? sql`null`));
  const rows = await db
    .select({ community: meditationGroups, memberCount, postCount, role: groupMembers.role })
    .from(groupMembers)
    .innerJoin(meditationGroups, eq(groupMembers.groupId, meditationGroups.id))
    .where(
      and(
        eq(groupMembers.userId, userId),
        eq(groupMembers.status, 'active'),
        eq(meditationGroups.status, 'active'),
        page.after === null ? undefined : pastAnchor('desc', [groupMembers.joinedAt, groupMembers.id], db.select({ at: anchor.joinedAt, id: anchor.id }).from(anchor).where(ofAnchor)),
      ),
    )
    .orderBy(desc(groupMembers.joinedAt), desc(groupMembers.id))
    .limit(page.first);
  const views = rows.map((row) => ({ ...row.community, memberCount: row.memberCount, postCount: row.postCount, myRole: row.role }));
  return checkedPage(page, views, async () => (await db.select({ id: anchor.id }).from(anchor).where(ofAnchor)).length > 0);
}

/** One active community, public or private, with its counts and the viewer's role; undefined when missing or deleted. */
export async function findCommunity(db: CommunitiesDb, id: string, viewerId: string | null): Promise<CommunityView | undefined> {
  const [row] = await db
    .select({ community: meditationGroups, memberCount, postCount, myRole: roleOf(viewerId) })
    .from(meditationGroups)
    .where(and(eq(meditationGroups.id, id), eq(meditationGroups.status, 'active')));
  return row && { ...row.community, memberCount: row.memberCount, postCount: row.postCount, myRole: row.myRole };
}

/** Active communities by id, as findCommunity reads one, in one query: the answers line up with the ids, undefined where none is. */
export async function findCommunities(db: CommunitiesDb, ids: readonly string[], viewerId: string | null): Promise<(CommunityView | undefined)[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ community: meditationGroups, memberCount, postCount, myRole: roleOf(viewerId) })
    .from(meditationGroups)
    .where(and(inArray(meditationGroups.id, [...ids]), eq(meditationGroups.status, 'active')));
  const byId = new Map(rows.map((row) => [row.community.id, { ...row.community, memberCount: row.memberCount, postCount: row.postCount, myRole: row.myRole }]));
  return ids.map((id) => byId.get(id));
}

async function viewOf(db: CommunitiesDb, id: string, viewerId: string): Promise<CommunityView> {
  const view = await findCommunity(db, id, viewerId);
  if (!view) throw AppError.notFound('Community not found');
  return view;
}

/** Reads an active community and holds its row until the transaction ends: joins, leaves, changes and its deletion queue up behind each other. */
async function lockCommunity(tx: CommunitiesTx, id: string): Promise<CommunityRow> {
  const [row] = await tx
    .select()
    .from(meditationGroups)
    .where(and(eq(meditationGroups.id, id), eq(meditationGroups.status, 'active')))
    .for('update');
  if (!row) throw AppError.notFound('Community not found');
  return row;
}

async function activeMembership(tx: CommunitiesTx, groupId: string, userId: string): Promise<typeof groupMembers.$inferSelect | undefined> {
  const [member] = await tx
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groupMembers.status, 'active')));
  return member;
}

async function countMembers(tx: CommunitiesTx, groupId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active')));
  return row?.value ?? 0;
}

function assertOwner(row: CommunityRow, userId: string, action: string): void {
  if (row.createdBy !== userId) throw AppError.forbidden(`Only the owner can ${action} this community`);
}

/** Creates a community; its creator is its owner and first member, in the same transaction. */
export async function createCommunity(deps: CommunitiesDeps, userId: string, input: CreateCommunityInput): Promise<CommunityView> {
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(meditationGroups)
      .values({ ...input, createdBy: userId, status: 'active', createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('community insert returned nothing');
    await tx.insert(groupMembers).values({ groupId: row.id, userId, role: 'owner', joinedAt: now, status: 'active' });
    await communityCreated(tx, row, now);
    await memberJoined(tx, { groupId: row.id, userId, role: 'owner' }, now);
    return row;
  });
  await noteMembership(deps, { groupId: created.id, userId, role: 'owner', status: 'active', isPublic: created.isPublic === 1 }, now);
  return viewOf(deps.db, created.id, userId);
}

/** The fields given, without the absent ones (undefined or null, both meaning "keep it"). */
function given<T extends object>(fields: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** The owner changes a community's settings; it can never hold fewer places than it has members. */
export async function updateCommunity(deps: CommunitiesDeps, userId: string, id: string, input: UpdateCommunityInput): Promise<CommunityView> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockCommunity(tx, id);
    assertOwner(row, userId, 'change');
    const meetingSchedule = input.meetingSchedule ?? (row.meetingSchedule as CreateCommunityInput['meetingSchedule'] | null);
    // A schedule that changes without days given starts with none, as the edit form resets them.
    const scheduleChanged = input.meetingSchedule != null && input.meetingSchedule !== row.meetingSchedule;
    const meetingDays = input.meetingDays ?? (scheduleChanged ? [] : (row.meetingDays as CreateCommunityInput['meetingDays']));
    const problem = meetingDaysProblem(meetingSchedule, meetingDays);
    if (problem) throw AppError.badInput(`meetingDays: ${problem}`);
    if (input.maxMembers != null) {
      const members = await countMembers(tx, id);
      if (input.maxMembers < members) throw AppError.badInput(`maxMembers: must be at least the ${members} members it already has`);
    }
    const { description, meetingTime, meetingDays: _given, ...settings } = input;
    const [updated] = await tx
      .update(meditationGroups)
      .set({
        ...given(settings),
        meetingDays,
        // null clears these two; absent keeps them.
        ...(description !== undefined ? { description } : {}),
        ...(meetingTime !== undefined ? { meetingTime } : {}),
        updatedAt: now,
      })
      .where(eq(meditationGroups.id, id))
      .returning();
    if (!updated) throw new Error('community update returned nothing');
    await communityUpdated(tx, updated, now);
  });
  return viewOf(deps.db, id, userId);
}

/**
 * The owner deletes a community, its memberships and posts with it, in one transaction with its
 * event: services holding anything for it (the groups service's sessions) learn of it from there.
 */
export async function deleteCommunity(deps: CommunitiesDeps, userId: string, id: string): Promise<string> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockCommunity(tx, id);
    assertOwner(row, userId, 'delete');
    // Members and posts go with it (foreign keys cascade).
    await tx.delete(meditationGroups).where(eq(meditationGroups.id, id));
    await communityDeleted(tx, id, userId, now);
  });
  return id;
}

/** Joins a community while it has room; a second join is a conflict, and concurrent joins never overfill it. */
export async function joinCommunity(deps: CommunitiesDeps, userId: string, id: string): Promise<CommunityView> {
  const now = deps.clock.now();
  const community = await deps.db.transaction(async (tx) => {
    const row = await lockCommunity(tx, id);
    if (await activeMembership(tx, id, userId)) throw AppError.conflict('Already a member');
    // Counted under the community's row lock, so concurrent joins see each other's rows.
    if ((await countMembers(tx, id)) >= row.maxMembers) throw AppError.conflict('This community is full');
    await tx
      .insert(groupMembers)
      .values({ groupId: id, userId, role: 'member', joinedAt: now, status: 'active' })
      .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: { role: 'member', joinedAt: now, status: 'active' } });
    await memberJoined(tx, { groupId: id, userId, role: 'member' }, now);
    return row;
  });
  await noteMembership(deps, { groupId: id, userId, role: 'member', status: 'active', isPublic: community.isPublic === 1 }, now);
  return viewOf(deps.db, id, userId);
}

/** Leaves a community; leaving again changes nothing. The owner cannot leave. */
export async function leaveCommunity(deps: CommunitiesDeps, userId: string, id: string): Promise<CommunityView> {
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const row = await lockCommunity(tx, id);
    if (row.createdBy === userId) throw AppError.conflict('The owner cannot leave the community');
    const [left] = await tx
      .update(groupMembers)
      .set({ status: 'left' })
      .where(and(eq(groupMembers.groupId, id), eq(groupMembers.userId, userId), eq(groupMembers.status, 'active')))
      .returning();
    if (!left) return null;
    await memberLeft(tx, { groupId: id, userId, role: left.role }, now);
    return { role: left.role, isPublic: row.isPublic === 1 };
  });
  if (ended) await noteMembership(deps, { groupId: id, userId, role: ended.role, status: 'left', isPublic: ended.isPublic }, now);
  return viewOf(deps.db, id, userId);
}

/** A member writes on a community's board. */
export async function createPost(deps: CommunitiesDeps, userId: string, groupId: string, input: CreatePostInput): Promise<PostRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Shared, not exclusive: posts do not queue behind each other, only behind a deletion.
    const [community] = await tx
      .select({ id: meditationGroups.id })
      .from(meditationGroups)
      .where(and(eq(meditationGroups.id, groupId), eq(meditationGroups.status, 'active')))
      .for('share');
    if (!community) throw AppError.notFound('Community not found');
    if (!(await activeMembership(tx, groupId, userId))) throw AppError.forbidden('Only members can post in this community');
    const [post] = await tx
      .insert(groupPosts)
      .values({ groupId, authorId: userId, ...input, createdAt: now, updatedAt: now })
      .returning();
    if (!post) throw new Error('post insert returned nothing');
    await postCreated(tx, post, now);
    return post;
  });
}

/** Each community's active members, the owner first, then by joining time, at most MAX_MEMBERS of each, in one query; in the order of the ids given. */
export async function membersOf(db: CommunitiesDb, groupIds: readonly string[]): Promise<MemberRow[][]> {
  if (groupIds.length === 0) return [];
  // Ranked within each community, so no more rows are read out than are answered.
  const ranked = db
    .select({
      id: groupMembers.id,
      rank: sql<number>`row_number() over (partition by ${groupMembers.groupId} order by ${groupMembers.role} = 'owner' desc, ${groupMembers.joinedAt}, ${groupMembers.id})`.as('rank'),
    })
    .from(groupMembers)
    .where(and(inArray(groupMembers.groupId, [...groupIds]), eq(groupMembers.status, 'active')))
    .as('ranked');
  const rows = await db
    .select({ ...getTableColumns(groupMembers), hiddenFromLists: sql<boolean>`coalesce(${listPreferences.hiddenFromLists}, false)` })
    .from(groupMembers)
    .innerJoin(ranked, eq(ranked.id, groupMembers.id))
    .leftJoin(listPreferences, eq(listPreferences.userId, groupMembers.userId))
    .where(lte(ranked.rank, MAX_MEMBERS))
    .orderBy(asc(ranked.rank));
  return groupedBy(groupIds, rows);
}

/**
 * Communities' posts, pinned first, then newest first, at most `limit` of each, in one query: the
 * answers line up with the ids. Each post says whether its author asked to be left out of lists
 * that non-members see.
 */
export async function postsOf(db: CommunitiesDb, groupIds: readonly string[], limit: number): Promise<(PostRow & { authorHidden: boolean })[][]> {
  if (groupIds.length === 0) return [];
  // Ranked within each community, so no more rows are read out than are answered.
  const ranked = db
    .select({
      id: groupPosts.id,
      rank: sql<number>`row_number() over (partition by ${groupPosts.groupId} order by ${groupPosts.isPinned} desc, ${groupPosts.createdAt} desc, ${groupPosts.id} desc)`.as('rank'),
    })
    .from(groupPosts)
    .where(inArray(groupPosts.groupId, [...groupIds]))
    .as('ranked');
  const rows = await db
    .select({ ...getTableColumns(groupPosts), authorHidden: sql<boolean>`coalesce(${listPreferences.hiddenFromLists}, false)` })
    .from(groupPosts)
    .innerJoin(ranked, eq(ranked.id, groupPosts.id))
    .leftJoin(listPreferences, eq(listPreferences.userId, groupPosts.authorId))
    .where(lte(ranked.rank, limit))
    .orderBy(asc(ranked.rank));
  return groupedBy(groupIds, rows);
}
