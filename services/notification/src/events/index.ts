import { defineConsumer, type Clock } from '@peace/kit';
import {
  communitiesCommunityCreated,
  communitiesCommunityDeleted,
  communitiesCommunityUpdated,
  communitiesMemberJoined,
  communitiesMemberLeft,
  groupsParticipantJoined,
  groupsParticipantLeft,
  groupsSessionCancelled,
  groupsSessionCompleted,
  groupsSessionScheduled,
  groupsSessionStarted,
  identityUserCreated,
  identityUserDeleted,
  identityUserUpdated,
  meditationSessionCompleted,
  meditationSettingsUpdated,
} from '@peace/proto';
import { DEFAULT_MAIL_LIMITS, queueSessionEmails, type Dispatcher, type MailLimits } from '../commands/deliveries.js';
import { forgetPerson } from '../commands/forget.js';
import { recordSessionPush } from '../commands/messages.js';
import { applyDayRule, recordSitEnd } from '../commands/reminders.js';
import { queuedDeliveryIds } from '../db/email-log.repository.js';
import { groupSessionById, storeCommunity, storeCommunityDeleted, storeGroupSession, storeMembership, storeParticipation } from '../db/group-sessions.repository.js';
import { queuedMessageIds } from '../db/messages.repository.js';
import { storeProfile } from '../db/recipients.repository.js';
import type { NotificationDb, NotificationTx } from '../db/types.js';

/** The one start of a session, as its push messages name it. */
const startOccasion = (groupSessionId: string) => `${groupSessionId}@started`;

/**
 * The notification service learns everything it writes about from events, and keeps its own copy:
 * addresses from identity, participants and sessions from groups, members and names from
 * communities. Each copy keeps the time of the latest event applied, so an older event arriving
 * after a newer one changes nothing.
 */
export const recipientsConsumer = defineConsumer({
  durable: 'notification-recipients',
  contracts: [identityUserCreated, identityUserUpdated],
  handle: async (event, tx: NotificationTx) => {
    const { userId, email, firstName } = event.data;
    await storeProfile(tx, { userId, email, firstName, at: new Date(event.occurredAt) });
  },
});

/** Forgets a person once identity has deleted their account. */
export const accountDeletionsConsumer = defineConsumer({
  durable: 'notification-account-deletions',
  contracts: [identityUserDeleted],
  handle: async (event, tx: NotificationTx) => {
    await forgetPerson(tx, event.data.userId);
  },
});

/**
 * What reminders need of a person's practice, from meditation: when their sits end (a day already
 * sat skips its reminder, and a streak at risk calls for the streak keeper) and their day rule
 * (day-end hour, grace). Sits are kept for SIT_ENDS_KEPT_DAYS only.
 */
export function practiceConsumer(deps: { clock: Clock }) {
  return defineConsumer({
    durable: 'notification-practice',
    contracts: [meditationSessionCompleted, meditationSettingsUpdated],
    handle: async (event, tx: NotificationTx) => {
      if (event.type === 'peace.meditation.session.completed') {
        await recordSitEnd(tx, deps.clock, event.data.userId, new Date(event.data.completedAt));
        return;
      }
      await applyDayRule(tx, deps.clock, event.data);
    },
  });
}

export const communitiesConsumer = defineConsumer({
  durable: 'notification-communities',
  contracts: [communitiesCommunityCreated, communitiesCommunityUpdated, communitiesCommunityDeleted, communitiesMemberJoined, communitiesMemberLeft],
  handle: async (event, tx: NotificationTx) => {
    const at = new Date(event.occurredAt);
    switch (event.type) {
      case 'peace.communities.community.created':
      case 'peace.communities.community.updated': {
        await storeCommunity(tx, { groupId: event.data.groupId, name: event.data.name, at });
        return;
      }
      case 'peace.communities.community.deleted': {
        await storeCommunityDeleted(tx, event.data.groupId, at);
        return;
      }
      case 'peace.communities.member.joined':
      case 'peace.communities.member.left': {
        const { groupId, userId } = event.data;
        const status = event.type === 'peace.communities.member.joined' ? 'active' : 'left';
        await storeMembership(tx, { groupId, userId, status, at: new Date(event.data.at) });
        return;
      }
    }
  },
});

const STATUS_BY_EVENT = {
  'peace.groups.session.scheduled': 'scheduled',
  'peace.groups.session.started': 'active',
  'peace.groups.session.completed': 'completed',
  'peace.groups.session.cancelled': 'cancelled',
} as const;

/**
 * Group sessions and their participants, in one consumer so that joins are applied in the order
 * the groups service published them, before the start that mails the participants. A start queues
 * one email per recipient in the same transaction; the emails are handed to the queue after commit.
 */
export function groupSessionsConsumer(deps: { db: NotificationDb; dispatcher: () => Dispatcher; mailLimits?: MailLimits }) {
  return defineConsumer({
    durable: 'notification-group-sessions',
    contracts: [groupsSessionScheduled, groupsSessionStarted, groupsSessionCompleted, groupsSessionCancelled, groupsParticipantJoined, groupsParticipantLeft],
    handle: async (event, tx: NotificationTx) => {
      if (event.type === 'peace.groups.participant.joined' || event.type === 'peace.groups.participant.left') {
        const { groupSessionId, userId } = event.data;
        const status = event.type === 'peace.groups.participant.joined' ? 'active' : 'left';
        await storeParticipation(tx, { groupSessionId, userId, status, at: new Date(event.data.at) });
        return;
      }
      const at = new Date(event.occurredAt);
      const { groupSessionId, name, intention, duration, groupId, createdBy } = event.data;
      const status = STATUS_BY_EVENT[event.type];
      const values = { id: groupSessionId, name, intention, duration, groupId, scheduledStart: new Date(event.data.scheduledStart), status, at };
      const applied = await storeGroupSession(tx, values);
      if (applied && event.type === 'peace.groups.session.started') {
        await queueSessionEmails(tx, 'session-started', { id: groupSessionId, name, groupId, startedBy: createdBy }, deps.mailLimits ?? DEFAULT_MAIL_LIMITS);
        await recordSessionPush(tx, 'session-start', { id: groupSessionId, groupId, startedBy: createdBy }, startOccasion(groupSessionId), new Date(event.data.startsAt));
      }
    },
    afterCommit: async (event) => {
      if (event.type === 'peace.groups.participant.joined' || event.type === 'peace.groups.participant.left') return;
      const session = await groupSessionById(deps.db, event.data.groupSessionId);
      if (!session) return;
      await deps.dispatcher().syncReminders(session);
      if (event.type === 'peace.groups.session.started') {
        await deps.dispatcher().send(await queuedDeliveryIds(deps.db, { groupSessionId: session.id }));
        await deps.dispatcher().sendMessages(await queuedMessageIds(deps.db, { occasion: startOccasion(session.id) }));
      }
    },
  });
}
