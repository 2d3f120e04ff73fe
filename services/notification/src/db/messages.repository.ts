import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import { emailLog, messageLog, reminderSettings, sitEnds } from './schema.js';
import type { ReminderSettingsRow } from './reminder-settings.repository.js';
import type { Executor, NotificationDb, NotificationTx } from './types.js';

/**
 * The log of reminders and push messages: each a named statement that loads, stores, claims or
 * settles a message, the rules of what is sent and when left to the commands.
 */

export type MessageRow = typeof messageLog.$inferSelect;
export type MessageValues = typeof messageLog.$inferInsert;

/** Rows a multi-row insert carries at most, well under PostgreSQL's limit of parameters in one statement. */
const ROWS_PER_INSERT = 1000;

/**
 * Stores a reminder of a person's day already claimed by this sender; undefined when one of the
 * same person, kind and occasion is stored, or the person has no reminder settings (their account
 * was deleted). Their settings row is locked for share meanwhile, as a deletion must take it for
 * itself: a reminder run after the deletion records nothing, and one run before it is deleted with
 * the rest.
 */
export async function storeClaimedReminder(db: NotificationDb, values: Omit<MessageValues, 'status' | 'claimedAt'>): Promise<MessageRow | undefined> {
  return db.transaction(async (tx) => {
    const [settings] = await tx.select({ userId: reminderSettings.userId }).from(reminderSettings).where(eq(reminderSettings.userId, values.userId)).for('share');
    if (!settings) return undefined;
    const [claimed] = await tx
      .insert(messageLog)
      .values({ ...values, status: 'sending', claimedAt: sql`now()` })
      .onConflictDoNothing({ target: [messageLog.userId, messageLog.kind, messageLog.occasion] })
      .returning();
    return claimed;
  });
}

/** The id of the person's message of the kind and occasion, if there is one. */
export async function messageIdOf(db: NotificationDb, userId: string, kind: string, occasion: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: messageLog.id })
    .from(messageLog)
    .where(and(eq(messageLog.userId, userId), eq(messageLog.kind, kind), eq(messageLog.occasion, occasion)));
  return row?.id;
}

/** Stores messages, passing over any of a person, kind and occasion stored already. */
export async function storeMessages(executor: Executor, rows: MessageValues[]): Promise<void> {
  for (let index = 0; index < rows.length; index += ROWS_PER_INSERT) {
    await executor
      .insert(messageLog)
      .values(rows.slice(index, index + ROWS_PER_INSERT))
      .onConflictDoNothing();
  }
}

/**
 * Takes the right to send a message: one queued, or one whose sender's claim is older than
 * `leaseSeconds` (that sender died). Answers the message, or undefined when it cannot be taken.
 */
export async function claimMessage(db: NotificationDb, id: string, leaseSeconds: number): Promise<MessageRow | undefined> {
  const [claimed] = await db
    .update(messageLog)
    .set({ status: 'sending', claimedAt: sql`now()` })
    .where(and(eq(messageLog.id, id), or(eq(messageLog.status, 'queued'), and(eq(messageLog.status, 'sending'), sql`${messageLog.claimedAt} < now() - make_interval(secs => ${leaseSeconds})`))))
    .returning();
  return claimed;
}

export async function messageStatusOf(db: NotificationDb, id: string): Promise<string | undefined> {
  const [row] = await db.select({ status: messageLog.status }).from(messageLog).where(eq(messageLog.id, id));
  return row?.status;
}

/** Records what became of a message being sent, and lets go of its claim. */
export async function settleMessage(db: NotificationDb, id: string, change: Partial<MessageValues>): Promise<void> {
  await db
    .update(messageLog)
    .set({ claimedAt: null, ...change })
    .where(and(eq(messageLog.id, id), eq(messageLog.status, 'sending')));
}

/** Puts a message back in the queue, unclaimed, for another try. */
export async function requeueMessage(db: NotificationDb, id: string): Promise<void> {
  await db.update(messageLog).set({ status: 'queued', claimedAt: null }).where(eq(messageLog.id, id));
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

/** The emails of reminders: each is already counted as its message in message_log. */
const REMINDER_EMAIL_KINDS = ['daily-reminder', 'streak-keeper'];

/**
 * What deciding a message needs of its person, read in one statement: settings, recent sits, and
 * how many messages and emails reached them since `since`. A reminder sent by email is one message:
 * its row in message_log counts it, and the email it became does not count again.
 */
export async function personFacts(db: NotificationDb, userId: string, since: Date): Promise<{ settings: ReminderSettingsRow | undefined; ends: Date[]; sentSince: number }> {
  const [row] = await db
    .select({
      settings: reminderSettings,
      // As JSON: the driver hands timestamp arrays over as their text.
      ends: sql<string[] | null>`(select json_agg(${sitEnds.endedAt}) from ${sitEnds} where ${sitEnds.userId} = ${userId})`,
      sentSince: sql<number>`(select count(*) from ${messageLog} where ${messageLog.userId} = ${userId} and ${messageLog.status} = 'sent' and ${messageLog.sentAt} > ${since})
        + (select count(*) from ${emailLog} where ${emailLog.userId} = ${userId} and ${notInArray(emailLog.kind, ['test', ...REMINDER_EMAIL_KINDS])} and ${emailLog.status} = 'sent' and ${emailLog.sentAt} > ${since})`.mapWith(Number),
    })
    .from(sql`(select 1) as person`)
    .leftJoin(reminderSettings, eq(reminderSettings.userId, userId));
  return { settings: row?.settings ?? undefined, ends: (row?.ends ?? []).map((end) => new Date(end)), sentSince: row?.sentSince ?? 0 };
}

export async function deleteMessagesOf(tx: NotificationTx, userId: string): Promise<void> {
  await tx.delete(messageLog).where(eq(messageLog.userId, userId));
}
