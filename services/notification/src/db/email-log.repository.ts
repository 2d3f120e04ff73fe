import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checkedPage, pastAnchor, type Page } from '@peace/kit';
import { MAX_DELIVERIES_LISTED } from '../list-caps.js';
import { emailLog, groupSessions, recipients, reminderSettings } from './schema.js';
import type { Executor, NotificationDb, NotificationTx } from './types.js';

/**
 * The log of emails: each a named statement that loads or stores an email, or claims and settles
 * it for a sender, the rules of who is mailed and when left to the commands.
 */

export type EmailDeliveryRow = typeof emailLog.$inferSelect;
export type EmailDeliveryValues = typeof emailLog.$inferInsert;

/** Rows a multi-row insert carries at most, well under PostgreSQL's limit of parameters in one statement. */
const ROWS_PER_INSERT = 1000;

/** Every email the service was asked to send the person, oldest first, a page at a time: their part of a data export. */
export async function allDeliveries(db: NotificationDb, userId: string, page: Page): Promise<EmailDeliveryRow[]> {
  const anchor = alias(emailLog, 'anchor');
  const ofAnchor = and(eq(anchor.userId, userId), eq(anchor.id, page.after ?? sql`null`));
  const rows = await db
    .select()
    .from(emailLog)
    .where(and(eq(emailLog.userId, userId), page.after === null ? undefined : pastAnchor('asc', [emailLog.createdAt, emailLog.id], db.select({ at: anchor.createdAt, id: anchor.id }).from(anchor).where(ofAnchor))))
    .orderBy(asc(emailLog.createdAt), asc(emailLog.id))
    .limit(page.first);
  return checkedPage(page, rows, async () => (await db.select({ id: anchor.id }).from(anchor).where(ofAnchor)).length > 0);
}

/** The latest emails sent to a user, newest first. */
export function listDeliveries(db: NotificationDb, userId: string, limit = MAX_DELIVERIES_LISTED): Promise<EmailDeliveryRow[]> {
  return db.select().from(emailLog).where(eq(emailLog.userId, userId)).orderBy(desc(emailLog.createdAt)).limit(limit);
}

/** Holds the community's session-start mail until the transaction ends: one start at a time is judged. */
export async function lockCommunityStartMail(executor: Executor, groupId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`notification:community-start:${groupId}`}, 0))`);
}

/** Whether another session of the community had its start mailed within the last `seconds`. */
export async function communityStartMailedWithin(executor: Executor, groupId: string, sessionId: string, seconds: number): Promise<boolean> {
  const [found] = await executor
    .select({ id: emailLog.id })
    .from(emailLog)
    .innerJoin(groupSessions, eq(groupSessions.id, emailLog.groupSessionId))
    .where(
      and(
        eq(groupSessions.groupId, groupId),
        ne(emailLog.groupSessionId, sessionId),
        eq(emailLog.kind, 'session-started'),
        ne(emailLog.status, 'skipped'),
        sql`${emailLog.createdAt} > now() - make_interval(secs => ${seconds})`,
      ),
    )
    .limit(1);
  return found !== undefined;
}

/** Who among userIds was given at least `count` session emails (not skipped) in the last hour. */
export async function sessionEmailsInLastHour(executor: Executor, userIds: string[], count: number): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await executor
    .select({ userId: emailLog.userId })
    .from(emailLog)
    .where(and(inArray(emailLog.userId, userIds), like(emailLog.kind, 'session-%'), ne(emailLog.status, 'skipped'), sql`${emailLog.createdAt} > now() - interval '1 hour'`))
    .groupBy(emailLog.userId)
    .having(sql`count(*) >= ${count}`);
  return new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])));
}

/** Stores emails, passing over any whose dedupe key is taken; answers how many of those stored are queued. */
export async function storeDeliveries(executor: Executor, rows: EmailDeliveryValues[]): Promise<number> {
  let queued = 0;
  for (let index = 0; index < rows.length; index += ROWS_PER_INSERT) {
    const inserted = await executor
      .insert(emailLog)
      .values(rows.slice(index, index + ROWS_PER_INSERT))
      .onConflictDoNothing({ target: emailLog.dedupeKey })
      .returning({ status: emailLog.status });
    queued += inserted.filter((row) => row.status === 'queued').length;
  }
  return queued;
}

/** Stores one email and answers its row. */
export async function storeDelivery(executor: Executor, values: EmailDeliveryValues): Promise<EmailDeliveryRow> {
  const [row] = await executor.insert(emailLog).values(values).returning();
  return row!;
}

/** Deliveries still waiting to go out, oldest first: of a session, or those queued longer than a while. */
export async function queuedDeliveryIds(db: NotificationDb, filter: { groupSessionId?: string; olderThanSeconds?: number; limit?: number } = {}): Promise<string[]> {
  const conditions = [eq(emailLog.status, 'queued')];
  if (filter.groupSessionId) conditions.push(eq(emailLog.groupSessionId, filter.groupSessionId));
  // By the database's clock, which stamped created_at (a test clock may run ahead of it).
  if (filter.olderThanSeconds !== undefined) conditions.push(sql`${emailLog.createdAt} < now() - make_interval(secs => ${filter.olderThanSeconds})`);
  const rows = await db
    .select({ id: emailLog.id })
    .from(emailLog)
    .where(and(...conditions))
    .orderBy(asc(emailLog.createdAt))
    .limit(filter.limit ?? 100_000);
  return rows.map((row) => row.id);
}

/** The queued emails of a dedupe key: a reminder's email, to hand to the queue. */
export async function queuedDeliveryIdsOfKey(db: NotificationDb, dedupeKey: string): Promise<string[]> {
  const rows = await db.select({ id: emailLog.id }).from(emailLog).where(and(eq(emailLog.dedupeKey, dedupeKey), eq(emailLog.status, 'queued')));
  return rows.map((row) => row.id);
}

// Prepared, as are the claim and the settling of an email: PostgreSQL's planning per email went from 0.32 to 0.02 ms (500 emails, pg_stat_statements).
/**
 * An email with what its sender needs of its recipient: address, first name, session email choice,
 * whether their profile is known, and their quiet hours with the time zone they are kept in.
 */
export async function deliveryWithRecipient(db: NotificationDb, id: string) {
  const [row] = await db
    .select({
      delivery: emailLog,
      email: recipients.email,
      firstName: recipients.firstName,
      sessionEmails: recipients.sessionEmails,
      known: recipients.userId,
      timeZone: reminderSettings.timeZone,
      quietFrom: reminderSettings.quietFrom,
      quietTo: reminderSettings.quietTo,
    })
    .from(emailLog)
    .leftJoin(recipients, eq(recipients.userId, emailLog.userId))
    .leftJoin(reminderSettings, eq(reminderSettings.userId, emailLog.userId))
    .where(eq(emailLog.id, id))
    .prepare('notification_delivery')
    .execute();
  return row;
}

/**
 * Takes the right to send a queued email: one sender at a time. Answers the claim's id, or
 * undefined when the email is settled or another sender's claim is still within its lease.
 */
export async function claimDelivery(db: NotificationDb, id: string, leaseMs: number): Promise<string | undefined> {
  const claimId = randomUUID();
  const taken = await db
    .update(emailLog)
    .set({ claimId, claimedAt: sql`now()` })
    .where(
      and(
        eq(emailLog.id, id),
        eq(emailLog.status, 'queued'),
        or(isNull(emailLog.claimedAt), sql`${emailLog.claimedAt} < now() - make_interval(secs => ${leaseMs / 1000})`),
      ),
    )
    .returning({ id: emailLog.id })
    .prepare('notification_claim')
    .execute();
  return taken.length > 0 ? claimId : undefined;
}

/** Records what became of a claimed email, if the claim is still this sender's. */
export async function settleDelivery(db: NotificationDb, id: string, claimId: string, change: Partial<EmailDeliveryValues>): Promise<void> {
  await db
    .update(emailLog)
    .set(change)
    .where(and(eq(emailLog.id, id), eq(emailLog.status, 'queued'), eq(emailLog.claimId, claimId)))
    .prepare(`notification_settle_${Object.keys(change).join('_')}`)
    .execute();
}

/** Renews a sender's claim on an email, if it is still this sender's. */
export async function renewDeliveryClaim(db: NotificationDb, id: string, claimId: string): Promise<void> {
  await db
    .update(emailLog)
    .set({ claimedAt: sql`now()` })
    .where(and(eq(emailLog.id, id), eq(emailLog.claimId, claimId)));
}

/** Forgets every email of the person, with any still queued. */
export async function deleteDeliveriesOf(tx: NotificationTx, userId: string): Promise<void> {
  await tx.delete(emailLog).where(eq(emailLog.userId, userId));
}
