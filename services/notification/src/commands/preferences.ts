import { eq } from 'drizzle-orm';
import { AppError, type Clock, type Logger, type Redis } from '@peace/kit';
import { recipients } from '../db/schema.js';
import { verifyUnsubscribeToken } from '../email/unsubscribe-token.js';
import { queueTestEmail, type Dispatcher, type EmailDeliveryRow, type NotificationDb } from './deliveries.js';

/** Whether session emails go to a user; on until they turn them off. */
export async function sessionEmailsOf(db: NotificationDb, userId: string): Promise<boolean> {
  const [row] = await db.select({ sessionEmails: recipients.sessionEmails }).from(recipients).where(eq(recipients.userId, userId));
  return row?.sessionEmails ?? true;
}

/** Turns a user's session emails on or off; their profile may not have arrived yet, the choice is kept anyway. */
export async function setSessionEmails(db: NotificationDb, clock: Clock, userId: string, enabled: boolean): Promise<boolean> {
  await db
    .insert(recipients)
    .values({ userId, sessionEmails: enabled, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: recipients.userId, set: { sessionEmails: enabled, updatedAt: clock.now() } });
  return enabled;
}

/** One-click unsubscribe: the token names the user; a bad token changes nothing. */
export async function unsubscribeWithToken(db: NotificationDb, clock: Clock, key: Buffer, token: string): Promise<string> {
  const userId = verifyUnsubscribeToken(key, token);
  if (!userId) throw AppError.badInput('token: this unsubscribe link is not valid');
  await setSessionEmails(db, clock, userId, false);
  return userId;
}

/**
 * Counts a user's test emails in a fixed one-hour window in Redis, shared by every replica;
 * answers the seconds to wait when the window is full.
 */
export async function takeTestEmailAllowance(redis: Redis, userId: string, perHour: number): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const key = `peace:notification:test-email:${userId}`;
  const [[, count], [, ttl]] = (await redis.multi().incr(key).ttl(key).exec()) as [[null, number], [null, number]];
  if (ttl < 0) await redis.expire(key, 3600);
  if (count <= perHour) return { allowed: true };
  return { allowed: false, retryAfterSeconds: ttl > 0 ? ttl : 3600 };
}

/** What a sender is told while Redis, which counts the allowance and holds the mail queue, does not answer. */
const TEST_EMAIL_UNAVAILABLE = 'Service unavailable: test emails cannot be sent right now, please try again shortly';
const TEST_EMAIL_RETRY_AFTER_SECONDS = 5;

/**
 * Sends the sample session email to the signed-in user's own address, never to any other. While
 * Redis does not answer, nothing is queued and the sender is told to come back (503), not that the
 * server failed; once queued, the email goes out even if the queue is away for a moment, since the
 * sweep hands every queued email to it again.
 */
export async function sendTestEmail(
  deps: { db: NotificationDb; redis: Redis; dispatcher: Dispatcher; testEmailsPerHour: number },
  userId: string,
  logger: Logger,
): Promise<EmailDeliveryRow> {
  const [row] = await deps.db.select({ email: recipients.email }).from(recipients).where(eq(recipients.userId, userId));
  if (!row?.email) throw AppError.badInput('Your account has no email address to send to');
  let allowance: Awaited<ReturnType<typeof takeTestEmailAllowance>>;
  try {
    allowance = await takeTestEmailAllowance(deps.redis, userId, deps.testEmailsPerHour);
  } catch (error) {
    throw new AppError('UNAVAILABLE', TEST_EMAIL_UNAVAILABLE, { cause: error, retryAfter: TEST_EMAIL_RETRY_AFTER_SECONDS });
  }
  if (!allowance.allowed) throw AppError.tooManyRequests(`You can send ${deps.testEmailsPerHour} test emails an hour; try again later`, allowance.retryAfterSeconds);
  const delivery = await queueTestEmail(deps.db, userId, row.email);
  try {
    await deps.dispatcher.send([delivery.id]);
  } catch (error) {
    logger.warn({ err: error, deliveryId: delivery.id }, 'test email queued but not handed to the mail queue; the sweep will');
  }
  return delivery;
}

/** A user as this service resolves them: by id; their fields are read for the user themselves only. */
export interface UserRef {
  id: string;
}
