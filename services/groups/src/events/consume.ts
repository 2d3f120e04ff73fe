import { eq, sql } from 'drizzle-orm';
import { defineConsumer, type EventTransaction } from '@peace/kit';
import {
  communitiesCommunityCreated,
  communitiesCommunityDeleted,
  communitiesCommunityUpdated,
  communitiesMemberJoined,
  communitiesMemberLeft,
  identityUserDeleted,
  meditationSessionCompleted,
} from '@peace/proto';
import { communityMembers, communityPrivacy, groupSessionMinutes, groupSessions } from '../db/schema.js';
import { closeCommunity } from '../commands/communities.js';
import { forgetPerson } from '../commands/forget.js';
import type { GroupsDb } from '../commands/sessions.js';

/*
 * What the groups service consumes: community memberships, which decide who may schedule a
 * community's sessions, and deletions, which cancel them; and completed meditations, whose minutes
 * add up to a group session's total.
 */

/**
 * Keeps the groups service's copy of community memberships, and closes a deleted community: its
 * sessions that have not started are cancelled and its memberships end. One durable for both, so
 * a community's membership events and its deletion apply in the order they happened. Each row
 * keeps the time of the latest event applied, so an older event arriving after a newer one changes
 * nothing.
 */
export const communityMembersConsumer = defineConsumer({
  durable: 'groups-community-members',
  contracts: [communitiesMemberJoined, communitiesMemberLeft, communitiesCommunityDeleted],
  handle: async (event, tx: EventTransaction<GroupsDb>) => {
    if (event.type === communitiesCommunityDeleted.type) {
      await closeCommunity(tx, event.data.groupId, new Date(event.data.at));
      return;
    }
    const { groupId, userId, role } = event.data;
    const at = new Date(event.data.at);
    const status = event.type === communitiesMemberJoined.type ? 'active' : 'left';
    await tx
      .insert(communityMembers)
      .values({ groupId, userId, role, status, at })
      .onConflictDoUpdate({
        target: [communityMembers.groupId, communityMembers.userId],
        set: { role, status, at },
        setWhere: sql`${communityMembers.at} <= ${at}`,
      });
  },
});

/**
 * Keeps whether each community is public, which decides who may join its sessions and see who is
 * in them. A row keeps the time of the latest event applied, so an older settings event arriving
 * after a newer one changes nothing.
 */
export const communityPrivacyConsumer = defineConsumer({
  durable: 'groups-community-privacy',
  contracts: [communitiesCommunityCreated, communitiesCommunityUpdated],
  handle: async (event, tx: EventTransaction<GroupsDb>) => {
    const { groupId } = event.data;
    const isPublic = event.data.isPublic ? 1 : 0;
    const at = new Date(event.data.at);
    await tx
      .insert(communityPrivacy)
      .values({ groupId, isPublic, at })
      .onConflictDoUpdate({ target: communityPrivacy.groupId, set: { isPublic, at }, setWhere: sql`${communityPrivacy.at} <= ${at}` });
  },
});

/**
 * Records the minutes a participant sat in a group session, once per session and person, from the
 * meditation service's completions. A completion naming a session this service does not hold
 * (none ever scheduled here) is ignored.
 */
export const sessionMinutesConsumer = defineConsumer({
  durable: 'groups-session-minutes',
  contracts: [meditationSessionCompleted],
  // Personal sits, most of what arrives here, are acknowledged without a transaction.
  wants: (event) => event.data.groupSessionId !== null,
  handle: async (event, tx: EventTransaction<GroupsDb>) => {
    const { groupSessionId, userId, duration, completedAt } = event.data;
    if (groupSessionId === null) return;
    const [session] = await tx.select({ id: groupSessions.id }).from(groupSessions).where(eq(groupSessions.id, groupSessionId));
    if (!session) return;
    await tx
      .insert(groupSessionMinutes)
      .values({ groupSessionId, userId, minutes: duration, recordedAt: new Date(completedAt) })
      .onConflictDoNothing();
  },
});

/** Forgets a person once identity has deleted their account (see forgetPerson). */
export const accountDeletionsConsumer = defineConsumer({
  durable: 'groups-account-deletions',
  contracts: [identityUserDeleted],
  handle: (event, tx: EventTransaction<GroupsDb>) => forgetPerson(tx, event.data.userId),
});
