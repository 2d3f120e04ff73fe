import { and, eq, gt, sql } from 'drizzle-orm';
import { communities, communityMembers, groupSessions, sessionParticipants } from './schema.js';
import type { Executor, NotificationDb, NotificationTx } from './types.js';

/**
 * The service's copies of group sessions, their participants, and communities with their members,
 * as the groups and communities services announced them: each a named statement that loads or
 * stores. A stored row keeps the time of the latest event applied, and an older event changes it not.
 */

export type GroupSessionRow = typeof groupSessions.$inferSelect;
export type GroupSessionValues = typeof groupSessions.$inferInsert;

function activeParticipantsQuery(executor: Executor, sessionId: string) {
  return executor
    .select({ userId: sessionParticipants.userId })
    .from(sessionParticipants)
    .where(and(eq(sessionParticipants.groupSessionId, sessionId), eq(sessionParticipants.status, 'active')));
}

/** Who has joined the session and not left it. */
export async function activeParticipants(executor: Executor, sessionId: string): Promise<string[]> {
  return (await activeParticipantsQuery(executor, sessionId)).map((row) => row.userId);
}

/**
 * Everyone a session's messages may go to: its participants and, when `withCommunity` and the
 * session is a community's, the community's active members (while the community stands).
 */
export async function sessionAudience(executor: Executor, session: { id: string; groupId: string | null }, withCommunity: boolean): Promise<string[]> {
  const participants = activeParticipantsQuery(executor, session.id);
  const audience =
    withCommunity && session.groupId
      ? participants.union(
          executor
            .select({ userId: communityMembers.userId })
            .from(communityMembers)
            .innerJoin(communities, eq(communities.groupId, communityMembers.groupId))
            .where(and(eq(communityMembers.groupId, session.groupId), eq(communityMembers.status, 'active'), eq(communities.deleted, false))),
        )
      : participants;
  return (await audience).map((row) => row.userId);
}

export async function groupSessionById(db: NotificationDb, id: string): Promise<GroupSessionRow | undefined> {
  const [row] = await db.select().from(groupSessions).where(eq(groupSessions.id, id));
  return row;
}

/** A session with the name of its community (null for none, or one not known). */
export async function groupSessionWithCommunity(db: NotificationDb, id: string): Promise<{ session: GroupSessionRow; communityName: string | null } | undefined> {
  const [row] = await db
    .select({ session: groupSessions, communityName: communities.name })
    .from(groupSessions)
    .leftJoin(communities, eq(communities.groupId, groupSessions.groupId))
    .where(eq(groupSessions.id, id));
  return row;
}

/** Sessions still scheduled to start after `now`. */
export function scheduledSessionsAfter(db: NotificationDb, now: Date): Promise<GroupSessionRow[]> {
  return db
    .select()
    .from(groupSessions)
    .where(and(eq(groupSessions.status, 'scheduled'), gt(groupSessions.scheduledStart, now)));
}

/** Stores a session as of its event; answers whether the event was applied (false: a later one is stored). */
export async function storeGroupSession(tx: NotificationTx, values: GroupSessionValues & { at: Date }): Promise<boolean> {
  const [applied] = await tx
    .insert(groupSessions)
    .values(values)
    .onConflictDoUpdate({ target: groupSessions.id, set: values, setWhere: sql`${groupSessions.at} <= ${values.at}` })
    .returning({ id: groupSessions.id });
  return applied !== undefined;
}

/** Stores whether the person takes part in the session ('active' or 'left') as of `at`. */
export async function storeParticipation(tx: NotificationTx, participation: { groupSessionId: string; userId: string; status: string; at: Date }): Promise<void> {
  const { status, at } = participation;
  await tx
    .insert(sessionParticipants)
    .values(participation)
    .onConflictDoUpdate({ target: [sessionParticipants.groupSessionId, sessionParticipants.userId], set: { status, at }, setWhere: sql`${sessionParticipants.at} <= ${at}` });
}

/** Stores a community's name as of `at`, unless a later event is stored or the community is deleted. */
export async function storeCommunity(tx: NotificationTx, community: { groupId: string; name: string; at: Date }): Promise<void> {
  const { name, at } = community;
  await tx
    .insert(communities)
    .values(community)
    .onConflictDoUpdate({ target: communities.groupId, set: { name, at }, setWhere: sql`${communities.at} <= ${at} and not ${communities.deleted}` });
}

/** Keeps a community as deleted, so that a late update cannot bring it back, and ends its memberships. */
export async function storeCommunityDeleted(tx: NotificationTx, groupId: string, at: Date): Promise<void> {
  await tx
    .insert(communities)
    .values({ groupId, name: '', deleted: true, at })
    .onConflictDoUpdate({ target: communities.groupId, set: { deleted: true, at } });
  await tx.update(communityMembers).set({ status: 'left', at }).where(eq(communityMembers.groupId, groupId));
}

/** Stores whether the person is a member of the community ('active' or 'left') as of `at`. */
export async function storeMembership(tx: NotificationTx, membership: { groupId: string; userId: string; status: string; at: Date }): Promise<void> {
  const { status, at } = membership;
  await tx
    .insert(communityMembers)
    .values(membership)
    .onConflictDoUpdate({ target: [communityMembers.groupId, communityMembers.userId], set: { status, at }, setWhere: sql`${communityMembers.at} <= ${at}` });
}

/** Forgets the person's memberships and the sessions they joined. */
export async function deleteParticipationOf(tx: NotificationTx, userId: string): Promise<void> {
  await tx.delete(communityMembers).where(eq(communityMembers.userId, userId));
  await tx.delete(sessionParticipants).where(eq(sessionParticipants.userId, userId));
}
