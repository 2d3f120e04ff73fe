import { deleteCommunityRow, deleteMembershipsAndPostsOf, longestStandingMember, ownedForUpdate, setMemberRole, updateCommunityRow, type CommunitiesTx } from '../db/communities.repository.js';
import { communityDeleted, communityUpdated, memberJoined } from '../events/index.js';

/**
 * Forgets a person who deleted their account. Each community they owned passes to its
 * longest-standing member, who becomes its owner; one with no other member is closed, as if its
 * owner had deleted it. Their memberships and their posts go. Other services forget their own copy
 * of the person's memberships from the account deletion itself; they learn of a new owner or a
 * closed community from the events written here.
 */
export async function forgetPerson(tx: CommunitiesTx, userId: string, now: Date): Promise<void> {
  for (const community of await ownedForUpdate(tx, userId)) {
    const successor = await longestStandingMember(tx, community.id, userId);
    if (!successor) {
      await deleteCommunityRow(tx, community.id);
      await communityDeleted(tx, community.id, userId, now);
      continue;
    }
    const updated = await updateCommunityRow(tx, community.id, { createdBy: successor, updatedAt: now });
    await setMemberRole(tx, community.id, successor, 'owner');
    await communityUpdated(tx, updated, now);
    // The new owner's membership, announced again with its new role.
    await memberJoined(tx, { groupId: community.id, userId: successor, role: 'owner' }, now);
  }
  await deleteMembershipsAndPostsOf(tx, userId);
}
