import { deleteDeliveriesOf } from '../db/email-log.repository.js';
import { deleteParticipationOf } from '../db/group-sessions.repository.js';
import { deleteMessagesOf } from '../db/messages.repository.js';
import { deletePushSubscriptionsOf } from '../db/push-subscriptions.repository.js';
import { deleteRecipient } from '../db/recipients.repository.js';
import { deleteReminderSettingsOf } from '../db/reminder-settings.repository.js';
import type { NotificationTx } from '../db/types.js';

/**
 * Forgets a person whose account is deleted: their address and email settings, the log of what
 * was sent to them (with anything still queued), their copies of memberships and group sessions
 * joined, their push devices, reminder settings and the sits that skip reminders.
 */
export async function forgetPerson(tx: NotificationTx, userId: string): Promise<void> {
  await deleteRecipient(tx, userId);
  await deleteDeliveriesOf(tx, userId);
  await deleteParticipationOf(tx, userId);
  await deletePushSubscriptionsOf(tx, userId);
  await deleteReminderSettingsOf(tx, userId);
  await deleteMessagesOf(tx, userId);
}
