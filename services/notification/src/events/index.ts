import { and, eq, sql } from 'drizzle-orm';
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
import { communities, communityMembers, emailLog, groupSessions, messageLog, pushSubscriptions, recipients, reminderSettings, sessionParticipants, sitEnds } from '../db/schema.js';
import { nextMoments, SIT_ENDS_KEPT_DAYS } from '../commands/reminders.js';
import { queuedMessageIds, recordSessionPush } from '../commands/messages.js';

/** The one start of a session, as its push messages name it. */
const startOccasion = (groupSessionId: string) => `${groupSessionId}@started`;
import { DEFAULT_MAIL_LIMITS, queuedDeliveryIds, queueSessionEmails, type Dispatcher, type MailLimits, type NotificationDb, type NotificationTx } from '../commands/deliveries.js';

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
    const at = new Date(event.occurredAt);
    const { userId, email, firstName } = event.data;
    await tx
      .insert(recipients)
      .values({ userId, email, firstName, profileAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: recipients.userId,
        set: { email, firstName, profileAt: at, updatedAt: at },
        setWhere: sql`${recipients.profileAt} is null or ${recipients.profileAt} <= ${at}`,
      });
  },
});

/**
 * Forgets a person once identity has deleted their account: their address and email settings, the
 * log of what was sent to them (with anything still queued), their copies of memberships and
 * group sessions joined, their push devices, reminder settings and the sits that skip reminders.
 */
export const accountDeletionsConsumer = defineConsumer({
  durable: 'notification-account-deletions',
  contracts: [identityUserDeleted],
  handle: async (event, tx: NotificationTx) => {
    const { userId } = event.data;
    await tx.delete(recipients).where(eq(recipients.userId, userId));
    await tx.delete(emailLog).where(eq(emailLog.userId, userId));
    await tx.delete(communityMembers).where(eq(communityMembers.userId, userId));
    await tx.delete(sessionParticipants).where(eq(sessionParticipants.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(reminderSettings).where(eq(reminderSettings.userId, userId));
    await tx.delete(sitEnds).where(eq(sitEnds.userId, userId));
    await tx.delete(messageLog).where(eq(messageLog.userId, userId));
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
        const { userId, completedAt } = event.data;
        await tx.insert(sitEnds).values({ userId, endedAt: new Date(completedAt) }).onConflictDoNothing();
        await tx.delete(sitEnds).where(and(eq(sitEnds.userId, userId), sql`${sitEnds.endedAt} < ${new Date(deps.clock.now().getTime() - SIT_ENDS_KEPT_DAYS * 86_400_000)}`));
        return;
      }
      const { userId, dayEndHour, grace, revision } = event.data;
      await tx.insert(reminderSettings).values({ userId, dayEndHour, grace, ruleRevision: revision }).onConflictDoNothing();
      const [current] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).for('update');
      if (!current || current.ruleRevision > revision) return;
      const moments = nextMoments({ ...current, dayEndHour }, deps.clock.now());
      await tx.update(reminderSettings).set({ dayEndHour, grace, ruleRevision: revision, nextStreakAt: moments.nextStreakAt }).where(eq(reminderSettings.userId, userId));
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
        const { groupId, name } = event.data;
        await tx
          .insert(communities)
          .values({ groupId, name, at })
          .onConflictDoUpdate({ target: communities.groupId, set: { name, at }, setWhere: sql`${communities.at} <= ${at} and not ${communities.deleted}` });
        return;
      }
      case 'peace.communities.community.deleted': {
        const { groupId } = event.data;
        // Kept as deleted, so that a late update cannot bring it back; its memberships end with it.
        await tx
          .insert(communities)
          .values({ groupId, name: '', deleted: true, at })
          .onConflictDoUpdate({ target: communities.groupId, set: { deleted: true, at } });
        await tx.update(communityMembers).set({ status: 'left', at }).where(eq(communityMembers.groupId, groupId));
        return;
      }
      case 'peace.communities.member.joined':
      case 'peace.communities.member.left': {
        const { groupId, userId } = event.data;
        const memberAt = new Date(event.data.at);
        const status = event.type === 'peace.communities.member.joined' ? 'active' : 'left';
        await tx
          .insert(communityMembers)
          .values({ groupId, userId, status, at: memberAt })
          .onConflictDoUpdate({ target: [communityMembers.groupId, communityMembers.userId], set: { status, at: memberAt }, setWhere: sql`${communityMembers.at} <= ${memberAt}` });
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
        const at = new Date(event.data.at);
        const status = event.type === 'peace.groups.participant.joined' ? 'active' : 'left';
        await tx
          .insert(sessionParticipants)
          .values({ groupSessionId, userId, status, at })
          .onConflictDoUpdate({ target: [sessionParticipants.groupSessionId, sessionParticipants.userId], set: { status, at }, setWhere: sql`${sessionParticipants.at} <= ${at}` });
        return;
      }
      const at = new Date(event.occurredAt);
      const { groupSessionId, name, intention, duration, groupId, createdBy } = event.data;
      const status = STATUS_BY_EVENT[event.type];
      const values = { id: groupSessionId, name, intention, duration, groupId, scheduledStart: new Date(event.data.scheduledStart), status, at };
      const [applied] = await tx
        .insert(groupSessions)
        .values(values)
        .onConflictDoUpdate({ target: groupSessions.id, set: values, setWhere: sql`${groupSessions.at} <= ${at}` })
        .returning({ id: groupSessions.id });
      if (applied && event.type === 'peace.groups.session.started') {
        await queueSessionEmails(tx, 'session-started', { id: groupSessionId, name, groupId, startedBy: createdBy }, deps.mailLimits ?? DEFAULT_MAIL_LIMITS);
        await recordSessionPush(tx, 'session-start', { id: groupSessionId, groupId, startedBy: createdBy }, startOccasion(groupSessionId), new Date(event.data.startsAt));
      }
    },
    afterCommit: async (event) => {
      if (event.type === 'peace.groups.participant.joined' || event.type === 'peace.groups.participant.left') return;
      const [session] = await deps.db.select().from(groupSessions).where(eq(groupSessions.id, event.data.groupSessionId));
      if (!session) return;
      await deps.dispatcher().syncReminders(session);
      if (event.type === 'peace.groups.session.started') {
        await deps.dispatcher().send(await queuedDeliveryIds(deps.db, { groupSessionId: session.id }));
        await deps.dispatcher().sendMessages(await queuedMessageIds(deps.db, { occasion: startOccasion(session.id) }));
      }
    },
  });
}
