import { and, eq, inArray, sql } from 'drizzle-orm';
import { communityMembers, communityPrivacy } from './schema.js';
import type { GroupsDb, GroupsTx } from './group-sessions.repository.js';

/**
 * This service's copy of who belongs to which community and whether it is public, kept from the
 * communities service's events and notes: each a named statement that loads or stores, the rules
 * of who may see and join what left to the commands.
 */

export type CommunityMemberRow = typeof communityMembers.$inferSelect;
export type CommunityPrivacyRow = typeof communityPrivacy.$inferSelect;

type Executor = GroupsDb | GroupsTx;

/** Keeps a membership as of `at`, unless the copy already holds a newer word on it. */
export async function storeMembershipAsOf(tx: GroupsTx, membership: { groupId: string; userId: string; role: string; status: string; at: Date }): Promise<void> {
  const { groupId, userId, role, status, at } = membership;
  await tx
    .insert(communityMembers)
    .values({ groupId, userId, role, status, at })
    .onConflictDoUpdate({ target: [communityMembers.groupId, communityMembers.userId], set: { role, status, at }, setWhere: sql`${communityMembers.at} < ${at}` });
}

/** Keeps a community's privacy as of `at`, unless the copy already holds a newer word on it. */
export async function storePrivacyAsOf(tx: GroupsTx, privacy: { groupId: string; isPublic: number; at: Date }): Promise<void> {
  const { groupId, isPublic, at } = privacy;
  await tx
    .insert(communityPrivacy)
    .values({ groupId, isPublic, at })
    .onConflictDoUpdate({ target: communityPrivacy.groupId, set: { isPublic, at }, setWhere: sql`${communityPrivacy.at} < ${at}` });
}

export async function privacyOf(executor: Executor, groupId: string): Promise<CommunityPrivacyRow | undefined> {
  const [privacy] = await executor.select().from(communityPrivacy).where(eq(communityPrivacy.groupId, groupId));
  return privacy;
}

/** The person's membership of the community as the copy holds it, active or ended. */
export async function membershipOf(executor: Executor, groupId: string, userId: string): Promise<CommunityMemberRow | undefined> {
  const [member] = await executor
    .select()
    .from(communityMembers)
    .where(and(eq(communityMembers.groupId, groupId), eq(communityMembers.userId, userId)));
  return member;
}

export async function isActiveMember(executor: Executor, groupId: string, userId: string): Promise<boolean> {
  const [member] = await executor
    .select({ status: communityMembers.status })
    .from(communityMembers)
    .where(and(eq(communityMembers.groupId, groupId), eq(communityMembers.userId, userId), eq(communityMembers.status, 'active')));
  return member !== undefined;
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

/** Ends every membership of a community the copy holds as of `at` or earlier. */
export async function endMembershipsOf(tx: GroupsTx, groupId: string, at: Date): Promise<void> {
  await tx
    .update(communityMembers)
    .set({ status: 'left', at })
    .where(and(eq(communityMembers.groupId, groupId), sql`${communityMembers.at} <= ${at}`));
}

/** Forgets every membership of the person. */
export async function deleteMembershipsOf(tx: GroupsTx, userId: string): Promise<void> {
  await tx.delete(communityMembers).where(eq(communityMembers.userId, userId));
}
