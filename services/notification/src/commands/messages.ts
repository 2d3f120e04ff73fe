import { and, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { streaksOf } from '@peace/proto';
import type { Clock, Logger } from '@peace/kit';
import { communities, communityMembers, emailLog, groupSessions, messageLog, pushSubscriptions, recipients, reminderSettings, sessionParticipants, sitEnds } from '../db/schema.js';
import type { PushPayload, Pusher } from '../pusher.js';
import type { Dispatcher, NotificationDb, NotificationTx } from './deliveries.js';
import { type Channel, nextMoments, type ReminderSettingsRow } from './reminders.js';
import { dayOf, inQuietHours } from './reminder-times.js';

/** The kinds of message that reach a person besides the session emails of old. */
export type MessageKind = PushPayload['kind'];
export type MessageRow = typeof messageLog.$inferSelect;
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
  for (const [column, kind] of [
    [reminderSettings.nextDailyAt, 'daily-reminder'],
    [reminderSettings.nextStreakAt, 'streak-keeper'],
  ] as const) {
    // Page by page in the order of their moments: each page starts after the last one read, so the
    // scan ends even when someone's moment could not be moved on.
    let after: { at: Date; userId: string } | undefined;
    for (;;) {
      const rows = await deps.db
        .select()
        .from(reminderSettings)
        .where(and(isNotNull(column), lte(column, now), after ? sql`(${column}, ${reminderSettings.userId}) > (${after.at}, ${after.userId})` : undefined))
        .orderBy(column, reminderSettings.userId)
        .limit(SCAN_PAGE);
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
  const column = kind === 'daily-reminder' ? 'next_daily_at' : 'next_streak_at';
  const values = rows.map((row) => {
    const next = nextMoments(row, now);
    return { user_id: row.userId, was: row.updatedAt.toISOString(), next: (kind === 'daily-reminder' ? next.nextDailyAt : next.nextStreakAt)?.toISOString() ?? null };
  });
  await db.execute(sql`
    update notification.reminder_settings as s set ${sql.raw(column)} = v.next::timestamptz
    from json_to_recordset(${JSON.stringify(values)}::json) as v(user_id uuid, was text, next text)
    where s.user_id = v.user_id and date_trunc('milliseconds', s.updated_at) = v.was::timestamptz`);
}

/** What a reminder or session message says, and the page a tap opens. */
export function messageContent(kind: MessageKind, publicUrl: string, session?: { id: string; name: string }): PushPayload {
  const page = (path: string) => new URL(path, publicUrl).toString();
  switch (kind) {
    case 'daily-reminder':
      return { kind, title: 'Time to sit', body: 'Your daily practice is waiting. A few quiet minutes are enough.', url: page('/?timer=ready') };
    case 'streak-keeper':
      return { kind, title: 'Keep your streak', body: 'You have not sat today yet. A short sit keeps your streak going.', url: page('/?timer=ready') };
    case 'session-start':
      return { kind, title: `Live now: ${session?.name ?? 'a group session'}`, body: 'Your group session has begun. Join the others now.', url: page(`/groups/${session?.id ?? ''}`) };
    case 'session-reminder':
      return { kind, title: `Coming up: ${session?.name ?? 'a group session'}`, body: 'A group session you joined starts soon.', url: page(`/groups/${session?.id ?? ''}`) };
  }
}

/**
 * Records a reminder of the person's day, once, and sends it: the first to record it holds it as
 * its sender; a second scan, replica or restart finds the same row and sends nothing new.
 */
export async function sendReminder(deps: MessageDeps, reminder: DueReminder): Promise<MessageStatus | 'missing'> {
  const [claimed] = await deps.db
    .insert(messageLog)
    .values({ userId: reminder.userId, kind: reminder.kind, occasion: reminder.day, dueAt: new Date(reminder.dueAt), status: 'sending', claimedAt: sql`now()` })
    .onConflictDoNothing({ target: [messageLog.userId, messageLog.kind, messageLog.occasion] })
    .returning();
  if (claimed) return deliverClaimed(deps, claimed);
  const [existing] = await deps.db
    .select({ id: messageLog.id })
    .from(messageLog)
    .where(and(eq(messageLog.userId, reminder.userId), eq(messageLog.kind, reminder.kind), eq(messageLog.occasion, reminder.day)));
  return existing ? deliverMessage(deps, existing.id) : 'missing';
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
  const id = message.occasion.slice(0, 36);
  const [row] = await db.select({ id: groupSessions.id, name: groupSessions.name }).from(groupSessions).where(eq(groupSessions.id, id));
  return row;
}

/**
 * Sends one message on the person's channels, once: the message is claimed in PostgreSQL before
 * anything is sent, so two senders at once (a job run again, two replicas) send it once. Quiet
 * hours and the daily cap hold it back, recorded as skipped with the reason, as do a reminder too
 * late, one of a day already sat, and a streak keeper with no streak at risk.
 */
export async function deliverMessage(deps: MessageDeps, messageId: string): Promise<MessageStatus | 'missing'> {
  const { db } = deps;
  const claimed = await db
    .update(messageLog)
    .set({ status: 'sending', claimedAt: sql`now()` })
    .where(and(eq(messageLog.id, messageId), or(eq(messageLog.status, 'queued'), and(eq(messageLog.status, 'sending'), sql`${messageLog.claimedAt} < now() - make_interval(secs => ${CLAIM_LEASE_S})`))))
    .returning();
  const message = claimed[0];
  if (!message) {
    const [row] = await db.select({ status: messageLog.status }).from(messageLog).where(eq(messageLog.id, messageId));
    if (row?.status === 'sending') throw new Error('the message is being sent by another worker');
    return row ? (row.status as MessageStatus) : 'missing';
  }
  return deliverClaimed(deps, message);
}

/** What deciding a message needs of its person, read in one statement: settings, recent sits, and what reached them in the last day. */
async function personFacts(db: NotificationDb, userId: string, now: Date): Promise<{ settings: ReminderSettingsRow | undefined; ends: Date[]; sentToday: number }> {
  const since = new Date(now.getTime() - 86_400_000);
  const [row] = await db
    .select({
      settings: reminderSettings,
      // As JSON: the driver hands timestamp arrays over as their text.
      ends: sql<string[] | null>`(select json_agg(${sitEnds.endedAt}) from ${sitEnds} where ${sitEnds.userId} = ${userId})`,
      sentToday: sql<number>`(select count(*) from ${messageLog} where ${messageLog.userId} = ${userId} and ${messageLog.status} = 'sent' and ${messageLog.sentAt} > ${since})
        + (select count(*) from ${emailLog} where ${emailLog.userId} = ${userId} and ${emailLog.kind} <> 'test' and ${emailLog.status} = 'sent' and ${emailLog.sentAt} > ${since})`.mapWith(Number),
    })
    .from(sql`(select 1) as person`)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, userId));
  return { settings: row?.settings ?? undefined, ends: (row?.ends ?? []).map((end) => new Date(end)), sentToday: row?.sentToday ?? 0 };
}

/** Sends a message this sender has claimed, or records why it is held back. */
async function deliverClaimed(deps: MessageDeps, message: MessageRow): Promise<MessageStatus> {
  const { db } = deps;
  const messageId = message.id;
  const settle = async (change: Partial<typeof messageLog.$inferInsert> & { status?: MessageStatus }): Promise<MessageStatus> => {
    await db
      .update(messageLog)
      .set({ claimedAt: null, ...change })
      .where(and(eq(messageLog.id, messageId), eq(messageLog.status, 'sending')));
    return change.status ?? 'queued';
  };
  const now = deps.clock.now();
  const { settings, ends, sentToday } = await personFacts(db, message.userId, now);
  const reminder = message.kind === 'daily-reminder' || message.kind === 'streak-keeper';
  const held = reminder ? reminderHeld(message, settings, ends, now) : now.getTime() - message.dueAt.getTime() > LATE_LIMIT_MS ? 'too late: the session moment passed more than 15 minutes ago' : null;
  if (held) return settle({ status: 'skipped', error: held });
  const quiet = settings?.quietFrom && settings.quietTo ? { from: settings.quietFrom, to: settings.quietTo } : null;
  if (settings && inQuietHours(now, settings.timeZone, quiet)) return settle({ status: 'skipped', error: 'quiet hours' });
  if (sentToday >= deps.messagesPerDay) return settle({ status: 'skipped', error: `already ${deps.messagesPerDay} messages in the last 24 hours` });

  const channels: Channel[] = reminder ? ((settings?.dailyChannels ?? []) as Channel[]) : ['push'];
  const used: Channel[] = [];
  const payload = messageContent(message.kind as MessageKind, deps.publicUrl, reminder ? undefined : await sessionOf(db, message));
  if (channels.includes('push') && !deps.pusher.off) {
    if (await pushToDevices(deps, message, payload)) used.push('push');
  }
  if (channels.includes('email') && (await queueReminderEmail(db, message, payload))) used.push('email');
  if (used.length === 0) return settle({ status: 'skipped', error: 'no channel reaches them: no device takes push, and email is off' });
  const status = await settle({ status: 'sent', channels: used, sentAt: now, error: null });
  if (used.includes('email')) await deps.dispatcher().send(await reminderEmailIds(db, message));
  return status;
}

/**
 * Sends the payload to every device of the person. A device whose push service says it is gone
 * (404, 410) is forgotten at once; any other failure is retried by the queue unless some device
 * took the message. Answers whether one did.
 */
async function pushToDevices(deps: MessageDeps, message: MessageRow, payload: PushPayload): Promise<boolean> {
  const devices = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, message.userId));
  if (devices.length === 0) return false;
  // Worth nothing after the person's day: a push service keeps it until then at most.
  const ttlSeconds = message.kind === 'session-start' ? 30 * 60 : message.kind === 'session-reminder' ? 10 * 60 : 6 * 60 * 60;
  const outcomes = await Promise.allSettled(devices.map((device) => deps.pusher.send(device, payload, { ttlSeconds, topic: message.kind })));
  const gone = devices.filter((_device, index) => outcomes[index]?.status === 'fulfilled' && outcomes[index].value === 'gone').map((device) => device.id);
  if (gone.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  const sent = outcomes.some((outcome) => outcome.status === 'fulfilled' && outcome.value === 'sent');
  const failed = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (!sent && failed.length > 0) {
    await deps.db.update(messageLog).set({ status: 'queued', claimedAt: null }).where(eq(messageLog.id, message.id));
    throw failed[0] instanceof Error ? failed[0] : new Error(String(failed[0]));
  }
  for (const reason of failed) deps.logger.warn({ err: reason, messageId: message.id }, 'a device did not take a push message');
  return sent;
}

const reminderDedupeKey = (message: MessageRow) => `${message.kind}:${message.occasion}:${message.userId}`;

/** Queues the reminder's email to the person's address, once; answers whether they have an address to send it to. */
async function queueReminderEmail(db: NotificationDb, message: MessageRow, payload: PushPayload): Promise<boolean> {
  const [recipient] = await db.select({ email: recipients.email }).from(recipients).where(eq(recipients.userId, message.userId));
  if (!recipient?.email) return false;
  await db
    .insert(emailLog)
    .values({ userId: message.userId, recipient: recipient.email, kind: message.kind, subject: payload.title, dedupeKey: reminderDedupeKey(message) })
    .onConflictDoNothing({ target: emailLog.dedupeKey });
  return true;
}

async function reminderEmailIds(db: NotificationDb, message: MessageRow): Promise<string[]> {
  const rows = await db.select({ id: emailLog.id }).from(emailLog).where(and(eq(emailLog.dedupeKey, reminderDedupeKey(message)), eq(emailLog.status, 'queued')));
  return rows.map((row) => row.id);
}

/**
 * Records a push message of a session moment for everyone who takes session messages by push: its
 * participants, and for a start of a community's session its active members. One row per person
 * and moment, so a redelivered event or a reminder that fires twice records nobody twice.
 */
export async function recordSessionPush(
  tx: NotificationTx | NotificationDb,
  kind: 'session-start' | 'session-reminder',
  session: { id: string; groupId: string | null; startedBy?: string },
  occasion: string,
  dueAt: Date,
): Promise<void> {
  const participants = tx
    .select({ userId: sessionParticipants.userId })
    .from(sessionParticipants)
    .where(and(eq(sessionParticipants.groupSessionId, session.id), eq(sessionParticipants.status, 'active')));
  const audience =
    kind === 'session-start' && session.groupId
      ? participants.union(
          tx
            .select({ userId: communityMembers.userId })
            .from(communityMembers)
            .innerJoin(communities, eq(communities.groupId, communityMembers.groupId))
            .where(and(eq(communityMembers.groupId, session.groupId), eq(communityMembers.status, 'active'), eq(communities.deleted, false))),
        )
      : participants;
  const ids = (await audience).map((row) => row.userId).filter((userId) => userId !== session.startedBy);
  if (ids.length === 0) return;
  const pushing = await tx
    .select({ userId: reminderSettings.userId })
    .from(reminderSettings)
    .where(and(inArray(reminderSettings.userId, ids), eq(reminderSettings.sessionPush, true)));
  for (let index = 0; index < pushing.length; index += 1000) {
    await tx
      .insert(messageLog)
      .values(pushing.slice(index, index + 1000).map(({ userId }) => ({ userId, kind, occasion, dueAt })))
      .onConflictDoNothing();
  }
}

/** Messages still waiting to go out: of one occasion, or all those queued longer than a while (their job was lost). */
export async function queuedMessageIds(db: NotificationDb, filter: { occasion?: string; olderThanSeconds?: number } = {}): Promise<string[]> {
  const conditions = [eq(messageLog.status, 'queued')];
  if (filter.occasion) conditions.push(eq(messageLog.occasion, filter.occasion));
  if (filter.olderThanSeconds !== undefined) conditions.push(sql`${messageLog.createdAt} < now() - make_interval(secs => ${filter.olderThanSeconds})`);
  const rows = await db
    .select({ id: messageLog.id })
    .from(messageLog)
    .where(and(...conditions))
    .limit(100_000);
  return rows.map((row) => row.id);
}
