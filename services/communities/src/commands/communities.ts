import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@peace/kit';
import { groupMembers, groupPosts, meditationGroups, type schema } from '../db/schema.js';

export type CommunitiesDb = Database<typeof schema>;

// Correlated counts, written with explicit aliases: inside a subquery drizzle would render the
// columns unqualified, and "group_id = id" would compare the member row with itself.
const memberCount = sql<number>`(select count(*)::int from ${groupMembers} as m where m.group_id = ${meditationGroups}.id and m.status = 'active')`;
const postCount = sql<number>`(select count(*)::int from ${groupPosts} as p where p.group_id = ${meditationGroups}.id)`;

/** Active public communities, newest first, with their member and post counts. */
export async function listPublicCommunities(db: CommunitiesDb, limit = 100) {
  return db
    .select({ community: meditationGroups, memberCount, postCount })
    .from(meditationGroups)
    .where(and(eq(meditationGroups.isPublic, 1), eq(meditationGroups.status, 'active')))
    .orderBy(desc(meditationGroups.createdAt))
    .limit(limit);
}
