import { and, asc, eq, ne } from 'drizzle-orm';
import { groupMembers, groupPosts, meditationGroups } from '../db/schema.js';
import { communityDeleted, communityUpdated, memberJoined } from '../events/index.js';
import type { CommunitiesTx } from './communities.js';

/**
 * Forgets a person who deleted their account. Each community they owned passes to its
 * longest-standing member, who becomes its owner; one with no other member is closed, as if its
 * owner had deleted it. Their memberships and their posts go. Other services forget their own copy
 * of the person's memberships from the account deletion itself; they learn of a new owner or a
 * closed community from the events written here.
 */
export async function forgetPerson(tx: CommunitiesTx, userId: string, now: Date): Promise<void> {
  const owned = await tx.select().from(meditationGroups).where(eq(meditationGroups.createdBy, userId)).orderBy(asc(meditationGroups.id)).for('update');
  for (const community of owned) {
    const [successor] = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, community.id), eq(groupMembers.status, 'active'), ne(groupMembers.userId, userId)))
      .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.id))
      .limit(1);
    if (!successor) {
      // Members and posts go with it (foreign keys cascade).
      await tx.delete(meditationGroups).where(eq(meditationGroups.id, community.id));
      await communityDeleted(tx, community.id, userId, now);
      continue;
    }
    const [updated] = await tx.update(meditationGroups).set({ createdBy: successor.userId, updatedAt: now }).where(eq(meditationGroups.id, community.id)).returning();
    await tx
      .update(groupMembers)
      .set({ role: 'owner' })
      .where(and(eq(groupMembers.groupId, community.id), eq(groupMembers.userId, successor.userId)));
    await communityUpdated(tx, updated!, now);
    // The new owner's membership, announced again with its new role.
    await memberJoined(tx, { groupId: community.id, userId: successor.userId, role: 'owner' }, now);
  }
  await tx.delete(groupMembers).where(eq(groupMembers.userId, userId));
  await tx.delete(groupPosts).where(eq(groupPosts.authorId, userId));
}
