import { streaksOf } from '@peace/proto';
import type { Clock, Logger } from '@peace/kit';
import { queuedDeliveryIdsOfKey, storeDeliveries } from '../db/email-log.repository.js';
import { groupSessionById, sessionAudience } from '../db/group-sessions.repository.js';
import { claimMessage, messageIdOf, messageStatusOf, personFacts, requeueMessage, settleMessage, storeClaimedReminder, storeMessages, type MessageRow, type MessageValues } from '../db/messages.repository.js';
import { deletePushSubscriptions, devicesOf } from '../db/push-subscriptions.repository.js';
import { recipientOf } from '../db/recipients.repository.js';
import { dueReminderSettings, sessionPushTakers, storeNextMoments, type ReminderSettingsRow } from '../db/reminder-settings.repository.js';
import type { Executor, NotificationDb } from '../db/types.js';
import type { PushPayload, Pusher } from '../pusher.js';
import type { Dispatcher } from './deliveries.js';
import { messageContent, type MessageKind } from './message-content.js';
import type { Channel } from './reminders.js';
import { dayOf, nextMoments, QUIET_HOURS, quietAt } from './reminder-times.js';

/** Where a message stands: waiting, claimed by a sender, sent, or held back (with the reason). */
export type MessageStatus = 'queued' | 'sending' | 'sent' | 'skipped';

/** A reminder whose minute was missed (the service was down) still goes this late, and no later. */
export const LATE_LIMIT_MS = 15 * 60_000;

/** How long a sender's hold on a message lasts unrenewed: a sender that died mid-send is replaced after it. */
const CLAIM_LEASE_S = 60;

export interface MessageDeps {
  db: NotificationDb;
  clock: Clock;
  pusher: Pusher;
  dispatcher: () => Dispatcher;
  publicUrl: string;
  /** Messages of every kind one person receives in a day at most. */
  messagesPerDay: number;
  logger: Logger;
}

/** A reminder of a person's day, as the scan hands it to the queue: named after its person, kind and day. */
export interface DueReminder {
  userId: string;
  kind: 'daily-reminder' | 'streak-keeper';
  /** The person's day (YYYY-MM-DD) it belongs to. */
  day: string;
  /** The minute it is due. */
  dueAt: string;
}

const SCAN_PAGE = 2_000;

/**
 * Finds every reminder whose minute has come, hands those not too late to `enqueue`, and moves each
 * person's next moment on. Handing over comes first: a scan that fails before moving them on
 * finds the same reminders next time, and the queue keeps one job per person, kind and day.
 */
export async function scanDueReminders(deps: Pick<MessageDeps, 'db' | 'clock'>, enqueue: (due: DueReminder[]) => Promise<void>): Promise<{ due: number; late: number }> {
  const now = deps.clock.now();
  let due = 0;
  let late = 0;
  for (const kind of ['daily-reminder', 'streak-keeper'] as const) {
    // Page by page in the order of their moments: each page starts after the last one read, so the
    // scan ends even when someone's moment could not be moved on.
    let after: { at: Date; userId: string } | undefined;
    for (;;) {
      const rows = await dueReminderSettings(deps.db, kind, now, after, SCAN_PAGE);
      if (rows.length === 0) break;
      const reminders: DueReminder[] = [];
      for (const row of rows) {
        const at = (kind === 'daily-reminder' ? row.nextDailyAt : row.nextStreakAt)!;
        if (now.getTime() - at.getTime() > LATE_LIMIT_MS) late += 1;
        else reminders.push({ userId: row.userId, kind, day: dayOf(at, row.timeZone, row.dayEndHour), dueAt: at.toISOString() });
      }
      await enqueue(reminders);
      due += reminders.length;
      await moveOn(deps.db, rows, kind, now);
      const last = rows.at(-1)!;
      after = { at: (kind === 'daily-reminder' ? last.nextDailyAt : last.nextStreakAt)!, userId: last.userId };
      if (rows.length < SCAN_PAGE) break;
    }
  }
  return { due, late };
}

/** Sets each person's next moment of the kind after now, unless their settings changed meanwhile (they set it themselves then). */
async function moveOn(db: NotificationDb, rows: ReminderSettingsRow[], kind: DueReminder['kind'], now: Date): Promise<void> {
  const moments = rows.map((row) => {
    const next = nextMoments(row, now);
    return { userId: row.userId, was: row.updatedAt, next: kind === 'daily-reminder' ? next.nextDailyAt : next.nextStreakAt };
  });
  await storeNextMoments(db, kind, moments);
}

/**
 * Records a reminder of the person's day, once, and sends it: the first to record it holds it as
 * its sender; a second scan, replica or restart finds the same row and sends nothing new. One
 * the queue still held for a person whose account is since deleted records and sends nothing.
 */
export async function sendReminder(deps: MessageDeps, reminder: DueReminder): Promise<MessageStatus | 'missing'> {
  const claimed = await storeClaimedReminder(deps.db, { userId: reminder.userId, kind: reminder.kind, occasion: reminder.day, dueAt: new Date(reminder.dueAt) });
  if (claimed) return deliverClaimed(deps, claimed);
  const existing = await messageIdOf(deps.db, reminder.userId, reminder.kind, reminder.day);
  return existing ? deliverMessage(deps, existing) : 'missing';
}

/** Why a reminder of the person's day is not sent, or null when it goes. */
function reminderHeld(message: MessageRow, settings: ReminderSettingsRow | undefined, ends: Date[], now: Date): string | null {
  if (!settings) return 'no reminder settings';
  if (message.kind === 'daily-reminder' && !settings.dailyTime) return 'the daily reminder was turned off';
  if (message.kind === 'streak-keeper' && !settings.streakKeeper) return 'the streak keeper was turned off';
  if (now.getTime() - message.dueAt.getTime() > LATE_LIMIT_MS) return 'too late: its minute passed more than 15 minutes ago';
  if (dayOf(now, settings.timeZone, settings.dayEndHour) !== message.occasion) return 'its day is over';
  if (ends.some((end) => dayOf(end, settings.timeZone, settings.dayEndHour) === message.occasion)) return 'already sat that day';
  if (message.kind === 'streak-keeper' && !streaksOf(ends, now, { timeZone: settings.timeZone, dayEndHour: settings.dayEndHour, grace: settings.grace }).atRisk) return 'no streak at risk';
  return null;
}

/** The group session a session message is about: its occasion starts with the session's id. */
async function sessionOf(db: NotificationDb, message: MessageRow): Promise<{ id: string; name: string } | undefined> {
  const session = await groupSessionById(db, message.occasion.slice(0, 36));
  return session && { id: session.id, name: session.name };
}

/**
 * Sends one message on the person's channels, once: the message is claimed in PostgreSQL before
 * anything is sent, so two senders at once (a job run again, two replicas) send it once. Quiet
 * hours and the daily cap hold it back, recorded as skipped with the reason, as do a reminder too
 * late, one of a day already sat, and a streak keeper with no streak at risk.
 */
export async function deliverMessage(deps: MessageDeps, messageId: string): Promise<MessageStatus | 'missing'> {
  const { db } = deps;
  const message = await claimMessage(db, messageId, CLAIM_LEASE_S);
  if (!message) {
    const status = await messageStatusOf(db, messageId);
    if (status === 'sending') throw new Error('the message is being sent by another worker');
    return status ? (status as MessageStatus) : 'missing';
  }
  return deliverClaimed(deps, message);
}

/** Sends a message this sender has claimed, or records why it is held back. */
async function deliverClaimed(deps: MessageDeps, message: MessageRow): Promise<MessageStatus> {
  const { db } = deps;
  const messageId = message.id;
  const settle = async (change: Partial<MessageValues> & { status?: MessageStatus }): Promise<MessageStatus> => {
    await settleMessage(db, messageId, change);
    return change.status ?? 'queued';
  };
  const now = deps.clock.now();
  const { settings, ends, sentSince } = await personFacts(db, message.userId, new Date(now.getTime() - 86_400_000));
  const reminder = message.kind === 'daily-reminder' || message.kind === 'streak-keeper';
  const held = reminder ? reminderHeld(message, settings, ends, now) : now.getTime() - message.dueAt.getTime() > LATE_LIMIT_MS ? 'too late: the session moment passed more than 15 minutes ago' : null;
  if (held) return settle({ status: 'skipped', error: held });
  if (quietAt(now, settings)) return settle({ status: 'skipped', error: QUIET_HOURS });
  if (sentSince >= deps.messagesPerDay) return settle({ status: 'skipped', error: `already ${deps.messagesPerDay} messages in the last 24 hours` });

  const channels: Channel[] = reminder ? ((settings?.dailyChannels ?? []) as Channel[]) : ['push'];
  const used: Channel[] = [];
  const payload = messageContent(message.kind as MessageKind, deps.publicUrl, reminder ? undefined : await sessionOf(db, message));
  if (channels.includes('push') && !deps.pusher.off) {
    if (await pushToDevices(deps, message, payload)) used.push('push');
  }
  if (channels.includes('email') && (await queueReminderEmail(db, message, payload))) used.push('email');
  if (used.length === 0) return settle({ status: 'skipped', error: 'no channel reaches them: no device takes push, and email is off' });
  const status = await settle({ status: 'sent', channels: used, sentAt: now, error: null });
  if (used.includes('email')) await deps.dispatcher().send(await queuedDeliveryIdsOfKey(db, reminderDedupeKey(message)));
  return status;
}

/**
 * Sends the payload to every device of the person. A device whose push service says it is gone
 * (404, 410) is forgotten at once; any other failure is retried by the queue unless some device
 * took the message. Answers whether one did.
 */
async function pushToDevices(deps: MessageDeps, message: MessageRow, payload: PushPayload): Promise<boolean> {
  const devices = await devicesOf(deps.db, message.userId);
  if (devices.length === 0) return false;
  // Worth nothing after the person's day: a push service keeps it until then at most.
  const ttlSeconds = message.kind === 'session-start' ? 30 * 60 : message.kind === 'session-reminder' ? 10 * 60 : 6 * 60 * 60;
  const outcomes = await Promise.allSettled(devices.map((device) => deps.pusher.send(device, payload, { ttlSeconds, topic: message.kind })));
  const gone = devices.filter((_device, index) => outcomes[index]?.status === 'fulfilled' && outcomes[index].value === 'gone').map((device) => device.id);
  if (gone.length > 0) await deletePushSubscriptions(deps.db, gone);
  const sent = outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value === 'sent');
  const failed = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (!sent && failed.length > 0) {
    await requeueMessage(deps.db, message.id);
    throw failed[0] instanceof Error ? failed[0] : new Error(String(failed[0]));
  }
  for (const reason of failed) deps.logger.warn({ err: reason, messageId: message.id }, 'a device did not take a push message');
  return sent;
}

const reminderDedupeKey = (message: MessageRow) => `${message.kind}:${message.occasion}:${message.userId}`;

/** Queues the reminder's email to the person's address, once; answers whether they have an address to send it to. */
async function queueReminderEmail(db: NotificationDb, message: MessageRow, payload: PushPayload): Promise<boolean> {
  const recipient = await recipientOf(db, message.userId);
  if (!recipient?.email) return false;
  await storeDeliveries(db, [{ userId: message.userId, recipient: recipient.email, kind: message.kind, subject: payload.title, dedupeKey: reminderDedupeKey(message) }]);
  return true;
}

/**
 * Records a push message of a session moment for everyone who takes session messages by push: its
 * participants, and for a start of a community's session its active members. One row per person
 * and moment, so a redelivered event or a reminder that fires twice records nobody twice.
 */
export async function recordSessionPush(
  executor: Executor,
  kind: 'session-start' | 'session-reminder',
  session: { id: string; groupId: string | null; startedBy?: string },
  occasion: string,
  dueAt: Date,
): Promise<void> {
  const ids = (await sessionAudience(executor, session, kind === 'session-start')).filter((userId) => userId !== session.startedBy);
  if (ids.length === 0) return;
  const pushing = await sessionPushTakers(executor, ids);
  await storeMessages(
    executor,
    pushing.map((userId) => ({ userId, kind, occasion, dueAt })),
  );
}
