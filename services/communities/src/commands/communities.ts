import { and, desc, eq, sql } from 'drizzle-orm';
import type { MemberRole } from '@peace/proto';
import type { Database } from '@peace/kit';
import { groupMembers, groupPosts, meditationGroups, type schema } from '../db/schema.js';

export type CommunitiesDb = Database<typeof schema>;
export type CommunityRow = typeof meditationGroups.$inferSelect;
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

/** Active public communities, newest first, with their member and post counts and the viewer's role (null when signed out). */
export async function listPublicCommunities(db: CommunitiesDb, viewerId: string | null, limit = 100): Promise<CommunityView[]> {
  const rows = await db
    .select({ community: meditationGroups, memberCount, postCount, myRole: roleOf(viewerId) })
    .from(meditationGroups)
    .where(and(eq(meditationGroups.isPublic, 1), eq(meditationGroups.status, 'active')))
    .orderBy(desc(meditationGroups.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row.community, memberCount: row.memberCount, postCount: row.postCount, myRole: row.myRole }));
}

/**
 * The active communities a person is an active member of, public or private, the newest
 * membership first, each with their role in it. Unlimited: a person belongs to few communities,
 * and a cut list would hide some of them.
 */
export async function listMyCommunities(db: CommunitiesDb, userId: string): Promise<CommunityView[]> {
  const rows = await db
    .select({ community: meditationGroups, memberCount, postCount, role: groupMembers.role })
    .from(groupMembers)
    .innerJoin(meditationGroups, eq(groupMembers.groupId, meditationGroups.id))
    .where(and(eq(groupMembers.userId, userId), eq(groupMembers.status, 'active'), eq(meditationGroups.status, 'active')))
    .orderBy(desc(groupMembers.joinedAt), desc(groupMembers.id));
  return rows.map((row) => ({ ...row.community, memberCount: row.memberCount, postCount: row.postCount, myRole: row.role }));
}
