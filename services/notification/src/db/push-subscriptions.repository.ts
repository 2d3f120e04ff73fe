import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { pushSubscriptions } from './schema.js';
import type { Executor, NotificationDb, NotificationTx } from './types.js';

/** People's push devices: each a named statement that loads or stores, the rules of input and caps left to the commands. */

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushSubscriptionValues = Pick<typeof pushSubscriptions.$inferInsert, 'userId' | 'endpoint' | 'p256dh' | 'auth' | 'expirationTime' | 'updatedAt'>;

/** Stores a device by its endpoint: a new one as created at `createdAt`, a known one updated (and moved to this person). */
export async function storePushSubscription(executor: Executor, values: PushSubscriptionValues, createdAt: Date): Promise<PushSubscriptionRow> {
  const [row] = await executor
    .insert(pushSubscriptions)
    .values({ ...values, createdAt })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return row!;
}

/** Removes the person's devices beyond the `keep` most recently updated, in one statement that usually touches none. */
export async function trimPushSubscriptions(tx: NotificationTx, userId: string, keep: number): Promise<void> {
  await tx
    .delete(pushSubscriptions)
    .where(inArray(pushSubscriptions.id, tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.updatedAt)).offset(keep)));
}

/** The person's devices, oldest first, at most `limit`. */
export function pushSubscriptionsOf(db: NotificationDb, userId: string, limit: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id)).limit(limit);
}

/** Every device of the person, in no order: where a message to them goes. */
export function devicesOf(db: NotificationDb, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Removes one of the person's devices; answers whether there was one to remove. */
export async function deletePushSubscriptionOf(db: NotificationDb, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** Forgets the devices of the ids, whoever's they are: their push service said they are gone. */
export async function deletePushSubscriptions(db: NotificationDb, ids: string[]): Promise<void> {
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function deletePushSubscriptionsOf(tx: NotificationTx, userId: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
