import { AppError, createRateLimit, withTimeout, type Clock, type Logger, type RateLimit, type Redis } from '@peace/kit';
import type { EmailDeliveryRow } from '../db/email-log.repository.js';
import { recipientOf, storeSessionEmails } from '../db/recipients.repository.js';
import type { NotificationDb } from '../db/types.js';
import { verifyUnsubscribeToken } from '../email/unsubscribe-token.js';
import { turnOffReminderEmails } from './reminders.js';
import { queueTestEmail, type Dispatcher } from './deliveries.js';

/** Whether session emails go to a user; on until they turn them off. */
export async function sessionEmailsOf(db: NotificationDb, userId: string): Promise<boolean> {
  return (await recipientOf(db, userId))?.sessionEmails ?? true;
}

/** Turns a user's session emails on or off; their profile may not have arrived yet, the choice is kept anyway. */
export async function setSessionEmails(db: NotificationDb, clock: Clock, userId: string, enabled: boolean): Promise<boolean> {
  await storeSessionEmails(db, userId, enabled, clock.now());
  return enabled;
}

/** One-click unsubscribe: the token names the user; a bad token changes nothing. */
export async function unsubscribeWithToken(db: NotificationDb, clock: Clock, key: Buffer, token: string): Promise<string> {
  const userId = verifyUnsubscribeToken(key, token);
  if (!userId) throw AppError.badInput('token: this unsubscribe link is not valid');
  await setSessionEmails(db, clock, userId, false);
  await turnOffReminderEmails(db, clock, userId);
  return userId;
}

/** How many test emails one user may send an hour, shared by every replica through Redis. */
export function testEmailLimit(redis: Redis, perHour: number, logger?: Logger): RateLimit {
  return createRateLimit({ redis, keyPrefix: 'peace:notification:test-email', points: perHour, windowSeconds: 3600, logger });
}

const HAND_OVER_TIMEOUT_MS = 2_000;

/**
 * Sends the sample session email to the signed-in user's own address, never to any other. Once
 * queued, the email goes out even if the mail queue is away for a moment: the sweep hands every
 * queued email to it again.
 */
export async function sendTestEmail(
  deps: { db: NotificationDb; dispatcher: Dispatcher; testEmails: RateLimit; testEmailsPerHour: number },
  userId: string,
  logger: Logger,
): Promise<EmailDeliveryRow> {
  const row = await recipientOf(deps.db, userId);
  if (!row?.email) throw AppError.badInput('Your account has no email address to send to');
  await deps.testEmails.takeOrThrow(userId, `You can send ${deps.testEmailsPerHour} test emails an hour; try again later`);
  const delivery = await queueTestEmail(deps.db, userId, row.email);
  try {
    // The sender waits for the queue a moment at most: a stalled Redis would otherwise hold the answer.
    await withTimeout(deps.dispatcher.send([delivery.id]), HAND_OVER_TIMEOUT_MS, 'the mail queue');
  } catch (error) {
    logger.warn({ err: error, deliveryId: delivery.id }, 'test email queued but not handed to the mail queue; the sweep will');
  }
  return delivery;
}

/** A user as this service resolves them: by id; their fields are read for the user themselves only. */
export interface UserRef {
  id: string;
}
