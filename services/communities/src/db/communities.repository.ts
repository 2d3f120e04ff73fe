import { and, asc, count, desc, eq, getTableColumns, inArray, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberRole } from '@peace/proto';
import { checkedPage, pastAnchor, type Database, type Page } from '@peace/kit';
import { MAX_MEMBERS, MAX_PUBLIC_COMMUNITIES } from '../list-caps.js';
import { groupMembers, groupPosts, listPreferences, meditationGroups, type schema } from './schema.js';

/**
 * Communities, their memberships and their posts: each a named statement that loads or stores,
 * the rules of who may do what left to the commands.
 */

export type CommunitiesDb = Database<typeof schema>;
export type CommunitiesTx = Parameters<Parameters<CommunitiesDb['transaction']>[0]>[0];
export type CommunityRow = typeof meditationGroups.$inferSelect;
/** A membership, with whether the person asked to be left out of members lists that non-members see. */
export type MemberRow = typeof groupMembers.$inferSelect & { hiddenFromLists: boolean };
/** A post; `authorShown` false when the viewer may not see who wrote it. */
export type PostRow = typeof groupPosts.$inferSelect & { authorShown?: boolean };

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

/** An active community, its row held until the transaction ends. */
export async function activeCommunityForUpdate(tx: CommunitiesTx, id: string): Promise<CommunityRow | undefined> {
  const [row] = await tx
    .select()
    .from(meditationGroups)
    .where(and(eq(meditationGroups.id, id), eq(meditationGroups.status, 'active')))
    .for('update');
  return row;
}

/** Whether the community is active, its row held against deletion (not against other shared holds) until the transaction ends. */
export async function activeCommunityShared(tx: CommunitiesTx, id: string): Promise<boolean> {
  const [community] = await tx
    .select({ id: meditationGroups.id })
    .from(meditationGroups)
    .where(and(eq(meditationGroups.id, id), eq(meditationGroups.status, 'active')))
    .for('share');
  return community !== undefined;
}

export async function activeMembership(tx: CommunitiesTx, groupId: string, userId: string): Promise<typeof groupMembers.$inferSelect | undefined> {
  const [member] = await tx
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groupMembers.status, 'active')));
  return member;
}

export async function countActiveMembers(tx: CommunitiesTx, groupId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active')));
  return row?.value ?? 0;
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

export async function insertCommunity(tx: CommunitiesTx, values: typeof meditationGroups.$inferInsert): Promise<CommunityRow> {
  const [row] = await tx.insert(meditationGroups).values(values).returning();
  if (!row) throw new Error('community insert returned nothing');
  return row;
}

export async function updateCommunityRow(tx: CommunitiesTx, id: string, changes: Partial<typeof meditationGroups.$inferInsert>): Promise<CommunityRow> {
  const [updated] = await tx.update(meditationGroups).set(changes).where(eq(meditationGroups.id, id)).returning();
  if (!updated) throw new Error('community update returned nothing');
  return updated;
}

/** Deletes a community; its members and posts go with it (foreign keys cascade). */
export async function deleteCommunityRow(tx: CommunitiesTx, id: string): Promise<void> {
  await tx.delete(meditationGroups).where(eq(meditationGroups.id, id));
}

/** Makes the person an active member with this role, whether or not they had been one before. */
export async function storeMembership(tx: CommunitiesTx, membership: { groupId: string; userId: string; role: MemberRole; joinedAt: Date }): Promise<void> {
  const { groupId, userId, role, joinedAt } = membership;
  await tx
    .insert(groupMembers)
    .values({ groupId, userId, role, joinedAt, status: 'active' })
    .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: { role, joinedAt, status: 'active' } });
}

/** Ends the person's active membership; answers it, or undefined when there was none. */
export async function endMembership(tx: CommunitiesTx, groupId: string, userId: string): Promise<typeof groupMembers.$inferSelect | undefined> {
  const [left] = await tx
    .update(groupMembers)
    .set({ status: 'left' })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groupMembers.status, 'active')))
    .returning();
  return left;
}

export async function insertPost(tx: CommunitiesTx, values: typeof groupPosts.$inferInsert): Promise<PostRow> {
  const [post] = await tx.insert(groupPosts).values(values).returning();
  if (!post) throw new Error('post insert returned nothing');
  return post;
}

/** The communities the person owns, held until the transaction ends, in a fixed order so that two deletions never deadlock. */
export async function ownedForUpdate(tx: CommunitiesTx, userId: string): Promise<CommunityRow[]> {
  return tx.select().from(meditationGroups).where(eq(meditationGroups.createdBy, userId)).orderBy(asc(meditationGroups.id)).for('update');
}

/** The active member who joined the community first, leaving out one person. */
export async function longestStandingMember(tx: CommunitiesTx, groupId: string, except: string): Promise<string | undefined> {
  const [successor] = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active'), ne(groupMembers.userId, except)))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.id))
    .limit(1);
  return successor?.userId;
}

export async function setMemberRole(tx: CommunitiesTx, groupId: string, userId: string, role: MemberRole): Promise<void> {
  await tx
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}

/** Deletes every membership and every post of the person. */
export async function deleteMembershipsAndPostsOf(tx: CommunitiesTx, userId: string): Promise<void> {
  await tx.delete(groupMembers).where(eq(groupMembers.userId, userId));
  await tx.delete(groupPosts).where(eq(groupPosts.authorId, userId));
}
