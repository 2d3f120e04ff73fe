import { desc, eq } from 'drizzle-orm';
import type { Database } from '@peace/kit';
import { emailLog, type schema } from '../db/schema.js';

export type NotificationDb = Database<typeof schema>;
export type EmailDeliveryRow = typeof emailLog.$inferSelect;

/** The latest emails sent to a user, newest first. */
export function listDeliveries(db: NotificationDb, userId: string, limit = 20): Promise<EmailDeliveryRow[]> {
  return db.select().from(emailLog).where(eq(emailLog.userId, userId)).orderBy(desc(emailLog.createdAt)).limit(limit);
}
