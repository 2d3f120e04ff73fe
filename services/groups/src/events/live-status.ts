import { and, eq } from 'drizzle-orm';
import { defineConsumer, type EventTransaction } from '@peace/kit';
import { groupsSessionCancelled, groupsSessionCompleted, groupsSessionScheduled, groupsSessionStarted } from '@peace/proto';
import { type GroupSessionStatusSignal } from '../live/index.js';
import { communityPrivacy } from '../db/schema.js';
import type { GroupsDb } from '../commands/sessions.js';

/**
 * Announces every session's status change on Redis, where the gateways relay it to the pages
 * watching, so that a page goes live the moment its creator starts the session. It reads the
 * service's own events, so a signal follows every committed change, whichever path made it
 * (a start, a timer, the sweep, a community's deletion), and none follows a change rolled back.
 * A signal is a hint to read again: a repeat after a redelivery does no harm. A private
 * community's session is announced with the community's id, so that only its members hear of it;
 * whether the community is private is read as the signal goes.
 */
export const STATUS_SIGNALS_CONSUMER = 'groups-live-status';

export function statusSignalsConsumer(publish: (signal: GroupSessionStatusSignal) => Promise<void>) {
  return defineConsumer({
    durable: STATUS_SIGNALS_CONSUMER,
    contracts: [groupsSessionScheduled, groupsSessionStarted, groupsSessionCompleted, groupsSessionCancelled],
    handle: async (event, tx: EventTransaction<GroupsDb>) => {
      const { groupSessionId, groupId } = event.data;
      const privateCommunityId = groupId !== null && (await isPrivate(tx, groupId)) ? groupId : null;
      switch (event.type) {
        case 'peace.groups.session.scheduled':
          return publish({ groupSessionId, status: 'scheduled', endsAt: null, privateCommunityId });
        case 'peace.groups.session.started':
          return publish({ groupSessionId, status: 'active', endsAt: event.data.endsAt, privateCommunityId });
        case 'peace.groups.session.completed':
          return publish({ groupSessionId, status: 'completed', endsAt: event.data.endsAt, privateCommunityId });
        case 'peace.groups.session.cancelled':
          return publish({ groupSessionId, status: 'cancelled', endsAt: null, privateCommunityId });
      }
    },
  });
}

async function isPrivate(tx: EventTransaction<GroupsDb>, groupId: string): Promise<boolean> {
  const [row] = await tx
    .select({ groupId: communityPrivacy.groupId })
    .from(communityPrivacy)
    .where(and(eq(communityPrivacy.groupId, groupId), eq(communityPrivacy.isPublic, 0)));
  return row !== undefined;
}
