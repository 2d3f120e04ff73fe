import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@peace/kit';
import { groupMembers, groupPosts, meditationGroups, type schema } from '../db/schema.js';

export type CommunitiesDb = Database<typeof schema>;
export type CommunityRow = typeof meditationGroups.$inferSelect;
/** A community as the graph shows it: its row with its counts. */
export type CommunityView = CommunityRow & { memberCount: number; postCount: number };

// Correlated counts, written with explicit aliases: inside a subquery drizzle would render the
// columns unqualified, and "group_id = id" would compare the member row with itself.
const memberCount = sql<number>`(select count(*)::int from ${groupMembers} as m where m.group_id = ${meditationGroups}.id and m.status = 'active')`;
const postCount = sql<number>`(select count(*)::int from ${groupPosts} as p where p.group_id = ${meditationGroups}.id)`;

/** Active public communities, newest first, with their member and post counts. */
export async function listPublicCommunities(db: CommunitiesDb, limit = 100): Promise<CommunityView[]> {
  const rows = await db
    .select({ community: meditationGroups, memberCount, postCount })
    .from(meditationGroups)
    .where(and(eq(meditationGroups.isPublic, 1), eq(meditationGroups.status, 'active')))
    .orderBy(desc(meditationGroups.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row.community, memberCount: row.memberCount, postCount: row.postCount }));
}
