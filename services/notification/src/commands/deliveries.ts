import { randomUUID } from 'node:crypto';
import type { Clock, Logger } from '@peace/kit';
import type { EmailDeliveryStatus, Intention } from '@peace/proto';
import {
  claimDelivery,
  communityStartMailedWithin,
  deliveryWithRecipient,
  lockCommunityStartMail,
  renewDeliveryClaim,
  sessionEmailsInLastHour,
  settleDelivery,
  storeDeliveries,
  storeDelivery,
  type EmailDeliveryRow,
} from '../db/email-log.repository.js';
import { activeParticipants, groupSessionWithCommunity, sessionAudience } from '../db/group-sessions.repository.js';
import { addressesOf, sessionEmailsOff } from '../db/recipients.repository.js';
import type { Executor, NotificationDb } from '../db/types.js';
import { SAMPLE_SESSION, sessionEmailContent, type CompiledTemplate, type SessionEmailKind, type SessionFacts } from '../email/template.js';
import { signUnsubscribeToken, unsubscribeUrl } from '../email/unsubscribe-token.js';
import { reminderEmail } from '../email/reminder.js';
import type { Mailer } from '../mailer.js';
import { messageContent, type MessageKind } from './message-content.js';
import { QUIET_HOURS, quietAt } from './reminder-times.js';

export { allDeliveries, listDeliveries } from '../db/email-log.repository.js';

/** The emails of a person's own reminders, sent on their choice of channel rather than the session setting. */
const REMINDER_EMAIL_KINDS = new Set(['daily-reminder', 'streak-keeper']);

/** What the service hands to its queue: one send per delivery, reminders per scheduled session. */
export interface Dispatcher {
  /** Hands deliveries to the queue; `again` replaces a finished job of the same delivery, for one still queued. */
  send(deliveryIds: readonly string[], options?: { again?: boolean }): Promise<void>;
  /** Sets (or moves) a session's reminders to its current scheduled start; removes them once it is not scheduled. */
  syncReminders(session: { id: string; scheduledStart: Date; status: string }): Promise<void>;
  /** Hands push messages (message_log rows) to the queue; `again` replaces a finished job of the same message, for one still queued. */
  sendMessages(messageIds: readonly string[], options?: { again?: boolean }): Promise<void>;
}

export interface MailDeps {
  db: NotificationDb;
  clock: Clock;
  template: CompiledTemplate;
  mailer: Mailer;
  publicUrl: string;
  tokenKey: Buffer;
  /** Tries per email; the last failed try records the email as failed. */
  maxAttempts: number;
  /** How long a claim on an email holds unrenewed (default CLAIM_LEASE_MS); a sender renews it every third of that. */
  claimLeaseMs?: number;
  /** How much session mail goes out (default DEFAULT_MAIL_LIMITS). */
  mailLimits?: MailLimits;
  logger: Logger;
}

/** Everyone a session's emails go to (for a start, with its community's members), less those who turned session emails off. */
async function sessionEmailAudience(executor: Executor, session: { id: string; groupId: string | null }, withCommunity: boolean): Promise<string[]> {
  const ids = await sessionAudience(executor, session, withCommunity);
  if (ids.length === 0) return [];
  const optedOut = await sessionEmailsOff(executor, ids);
  return ids.filter((id) => !optedOut.has(id));
}

/** The subject of a session email, fixed when it is queued. */
function subjectFor(kind: SessionEmailKind, name: string, inCommunity: boolean): string {
  const facts = { ...SAMPLE_SESSION, name, communityName: inCommunity ? SAMPLE_SESSION.communityName : null };
  return sessionEmailContent(kind, facts, { publicUrl: 'http://localhost', unsubscribeUrl: '', firstName: null }).subject;
}

/**
 * How much session mail goes out: any member may start sessions, and ten starts in a second must not
 * mean ten emails to everyone.
 */
export interface MailLimits {
  /** A community's members hear of one of its session starts per this many seconds (0: of every start). */
  communityStartSeconds: number;
  /** Session emails one person receives in an hour at most, whoever starts or schedules the sessions. */
  sessionEmailsPerHour: number;
}

export const DEFAULT_MAIL_LIMITS: MailLimits = { communityStartSeconds: 15 * 60, sessionEmailsPerHour: 4 };

/**
 * Queues one email per recipient for a session moment. The dedupe key makes this idempotent: a
 * redelivered event, or a reminder that fires twice, queues nobody twice.
 *
 * Some are recorded as skipped, with the reason, rather than queued: a community's members hear
 * of one session start per limits.communityStartSeconds (those who joined the session itself
 * still hear of it), and nobody gets more than limits.sessionEmailsPerHour session emails an hour.
 */
export async function queueSessionEmails(
  executor: Executor,
  kind: Exclude<SessionEmailKind, 'test'>,
  session: { id: string; name: string; groupId: string | null; startedBy?: string },
  limits: MailLimits,
  occasion: string = session.id,
): Promise<number> {
  // One community's starts are judged one after another, so racing starts cannot each find the community quiet.
  if (kind === 'session-started' && session.groupId) await lockCommunityStartMail(executor, session.groupId);
  // Whoever started the session is sitting in it already: "it has just begun" is news to the others only.
  const audience = (await sessionEmailAudience(executor, session, kind === 'session-started')).filter((userId) => userId !== session.startedBy);
  if (audience.length === 0) return 0;
  const skipped = new Map<string, string>();
  if (kind === 'session-started' && session.groupId && limits.communityStartSeconds > 0 && (await communityStartMailedWithin(executor, session.groupId, session.id, limits.communityStartSeconds))) {
    const joined = new Set(await activeParticipants(executor, session.id));
    const reason = `this community mailed a session start in the last ${Math.round(limits.communityStartSeconds / 60)} minutes`;
    for (const userId of audience) if (!joined.has(userId)) skipped.set(userId, reason);
  }
  const perHour = limits.sessionEmailsPerHour;
  for (const userId of await sessionEmailsInLastHour(executor, audience.filter((userId) => !skipped.has(userId)), perHour)) skipped.set(userId, `already ${perHour} session emails in the last hour`);
  const addresses = await addressesOf(executor, audience);
  const subject = subjectFor(kind, session.name, session.groupId !== null);
  return storeDeliveries(
    executor,
    audience.map((userId) => ({
      userId,
      recipient: addresses.get(userId) ?? '',
      kind,
      subject,
      groupSessionId: session.id,
      dedupeKey: `${kind}:${occasion}:${userId}`,
      status: skipped.has(userId) ? 'skipped' : 'queued',
      error: skipped.get(userId) ?? null,
    })),
  );
}

/** Queues a test email to the user's own address, with a fresh dedupe key: each request is one email. */
export function queueTestEmail(db: NotificationDb, userId: string, address: string): Promise<EmailDeliveryRow> {
  return storeDelivery(db, { userId, recipient: address, kind: 'test', subject: subjectFor('test', SAMPLE_SESSION.name, true), dedupeKey: `test:${randomUUID()}` });
}

class RetryableDeliveryError extends Error {
  override name = 'RetryableDeliveryError';
}

/**
 * How long a sender's claim on an email holds without being renewed. A sender renews it while the
 * mail server has the email (however slow it is), so only a sender that died holds a claim this old.
 */
export const CLAIM_LEASE_MS = 30_000;

const RELEASE = { claimId: null, claimedAt: null } as const;

/**
 * Sends one queued email. A delivery already settled (sent, failed, skipped) is left alone, so a
 * job that runs twice sends once; and the email is claimed in PostgreSQL before it is handed to the
 * mail server, so two senders at once (a job run again while it still runs, two replicas) send it
 * once. A sender that dies between the hand-over and recording it leaves its claim; once the lease
 * has passed (it is no longer renewed) the email is sent again, with the same Message-ID: at least
 * once, never lost.
 * A failure is retried by the queue with backoff; the last try records the email as failed.
 */
export async function deliver(deps: MailDeps, deliveryId: string, attempt: number): Promise<EmailDeliveryStatus | 'missing'> {
  const { db } = deps;
  const read = () => deliveryWithRecipient(db, deliveryId);
  const found = await read();
  if (!found) return 'missing';
  if (found.delivery.status !== 'queued') return found.delivery.status as EmailDeliveryStatus;
  const leaseMs = deps.claimLeaseMs ?? CLAIM_LEASE_MS;
  const claimId = await claimDelivery(db, deliveryId, leaseMs);
  if (!claimId) {
    const now = await read();
    if (now && now.delivery.status !== 'queued') return now.delivery.status as EmailDeliveryStatus;
    // Another sender holds it: try again later, when it has settled it or its lease has run out.
    throw new RetryableDeliveryError('the email is being sent by another worker');
  }
  // Read again under the claim: what was read before it may have changed.
  const row = (await read())!;
  const { delivery } = row;
  const last = attempt >= deps.maxAttempts;
  const isTest = delivery.kind === 'test';
  // A reminder's email was chosen as its channel when it was queued; session emails follow the session setting.
  const isReminder = REMINDER_EMAIL_KINDS.has(delivery.kind);

  if (!isTest && !isReminder && row.sessionEmails === false) {
    await settleDelivery(db, delivery.id, claimId, { status: 'skipped', error: 'session emails turned off' });
    return 'skipped';
  }
  // Quiet hours hold every email but the test one, asked for there and then. Skipped, not kept for
  // later: a session start told hours late is of no use.
  if (!isTest && quietAt(deps.clock.now(), row)) {
    await settleDelivery(db, delivery.id, claimId, { status: 'skipped', error: QUIET_HOURS });
    return 'skipped';
  }
  if (deps.mailer.off) {
    await settleDelivery(db, delivery.id, claimId, { status: 'skipped', error: deps.mailer.off, attempts: attempt });
    return 'skipped';
  }
  const address = isTest ? delivery.recipient : row.email;
  if (!address) {
    // A recipient whose profile has not arrived yet may still get an address; one without an email never will.
    if (row.known || last) {
      await settleDelivery(db, delivery.id, claimId, { status: 'skipped', error: 'no email address', attempts: attempt });
      return 'skipped';
    }
    await settleDelivery(db, delivery.id, claimId, { ...RELEASE });
    throw new RetryableDeliveryError('the recipient’s address is not known yet');
  }

  const facts = isTest ? SAMPLE_SESSION : isReminder ? null : await sessionFacts(db, delivery.groupSessionId);
  if (!isReminder && !facts) {
    await settleDelivery(db, delivery.id, claimId, { status: 'failed', error: 'the session is unknown', attempts: attempt });
    return 'failed';
  }
  const unsubscribe = unsubscribeUrl(deps.publicUrl, signUnsubscribeToken(deps.tokenKey, delivery.userId!));
  const rendered =
    isReminder || !facts
      ? reminderEmail(messageContent(delivery.kind as MessageKind, deps.publicUrl), row.firstName ?? null, unsubscribe)
      : deps.template.render(sessionEmailContent(delivery.kind as SessionEmailKind, facts, { publicUrl: deps.publicUrl, unsubscribeUrl: unsubscribe, firstName: row.firstName ?? null }));
  const renew = setInterval(() => {
    renewDeliveryClaim(db, delivery.id, claimId).catch((error: unknown) => deps.logger.warn({ err: error, deliveryId: delivery.id }, 'could not renew the claim on an email'));
  }, leaseMs / 3);
  try {
    await deps.mailer.send({ to: address, subject: rendered.subject, html: rendered.html, text: rendered.text, unsubscribeUrl: unsubscribe, messageId: `<${delivery.id}@peace-practice>` });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await settleDelivery(db, delivery.id, claimId, last ? { status: 'failed', error: reason, attempts: attempt } : { error: reason, attempts: attempt, ...RELEASE });
    throw error;
  } finally {
    clearInterval(renew);
  }
  await settleDelivery(db, delivery.id, claimId, { status: 'sent', recipient: address, sentAt: deps.clock.now(), error: null, attempts: attempt });
  return 'sent';
}

// What a session's emails say is read once per session and moment, not once per recipient.
const FACTS_TTL_MS = 30_000;
const factsCache = new Map<string, { facts: SessionFacts; until: number }>();

async function sessionFacts(db: NotificationDb, groupSessionId: string | null): Promise<SessionFacts | undefined> {
  if (!groupSessionId) return undefined;
  const cached = factsCache.get(groupSessionId);
  if (cached && cached.until > Date.now()) return cached.facts;
  const facts = await readSessionFacts(db, groupSessionId);
  if (facts) {
    if (factsCache.size > 1000) factsCache.clear();
    factsCache.set(groupSessionId, { facts, until: Date.now() + FACTS_TTL_MS });
  }
  return facts;
}

async function readSessionFacts(db: NotificationDb, groupSessionId: string): Promise<SessionFacts | undefined> {
  const row = await groupSessionWithCommunity(db, groupSessionId);
  if (!row) return undefined;
  return { id: row.session.id, name: row.session.name, communityName: row.communityName ?? null, intention: row.session.intention as Intention, duration: row.session.duration, scheduledStart: row.session.scheduledStart };
}
