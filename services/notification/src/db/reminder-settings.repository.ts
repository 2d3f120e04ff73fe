import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { reminderSettings, sitEnds } from './schema.js';
import type { Executor, NotificationDb, NotificationTx } from './types.js';

/**
 * What reaches each person and when, and the ends of their recent sits: each a named statement
 * that loads or stores, the rules of reminders left to the commands and reminder-times.ts.
 */

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;
export type ReminderSettingsValues = typeof reminderSettings.$inferInsert;
/** The reminders of a person's day, each with the column that holds its next moment. */
export type DayReminderKind = 'daily-reminder' | 'streak-keeper';

const NEXT_AT = { 'daily-reminder': reminderSettings.nextDailyAt, 'streak-keeper': reminderSettings.nextStreakAt } as const;

export async function reminderSettingsRow(executor: Executor, userId: string): Promise<ReminderSettingsRow | undefined> {
  const [row] = await executor.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  return row;
}

/**
 * The person's settings row, made with `values` first when they have none, and held until the
 * transaction ends.
 */
export async function reminderSettingsForUpdate(tx: NotificationTx, values: ReminderSettingsValues): Promise<ReminderSettingsRow> {
  await tx.insert(reminderSettings).values(values).onConflictDoNothing();
  const [row] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, values.userId)).for('update');
  return row!;
}

export async function storeReminderSettings(executor: Executor, userId: string, change: Partial<ReminderSettingsValues>): Promise<void> {
  await executor.update(reminderSettings).set(change).where(eq(reminderSettings.userId, userId));
}

/**
 * A page of settings whose next moment of the kind has come by `now`, in the order of those
 * moments: those after `after` (the last of the page before), at most `limit`.
 */
export function dueReminderSettings(db: NotificationDb, kind: DayReminderKind, now: Date, after: { at: Date; userId: string } | undefined, limit: number): Promise<ReminderSettingsRow[]> {
  const column = NEXT_AT[kind];
  return db
    .select()
    .from(reminderSettings)
    .where(and(isNotNull(column), lte(column, now), after ? sql`(${column}, ${reminderSettings.userId}) > (${after.at}, ${after.userId})` : undefined))
    .orderBy(column, reminderSettings.userId)
    .limit(limit);
}

/** Sets each person's next moment of the kind, unless their settings changed since `was` (they set it themselves then). */
export async function storeNextMoments(db: NotificationDb, kind: DayReminderKind, moments: { userId: string; was: Date; next: Date | null }[]): Promise<void> {
  const values = moments.map((moment) => ({ user_id: moment.userId, was: moment.was.toISOString(), next: moment.next?.toISOString() ?? null }));
  await db.execute(sql`
    update ${reminderSettings} as s set ${sql.identifier(NEXT_AT[kind].name)} = v.next::timestamptz
    from json_to_recordset(${JSON.stringify(values)}::json) as v(user_id uuid, was text, next text)
    where s.user_id = v.user_id and date_trunc('milliseconds', s.updated_at) = v.was::timestamptz`);
}

/** Who among userIds takes session messages by push. */
export async function sessionPushTakers(executor: Executor, userIds: string[]): Promise<string[]> {
  const rows = await executor
    .select({ userId: reminderSettings.userId })
    .from(reminderSettings)
    .where(and(inArray(reminderSettings.userId, userIds), eq(reminderSettings.sessionPush, true)));
  return rows.map((row) => row.userId);
}

/** Stores the end of a sit and forgets the person's sits that ended before `keepSince`. */
export async function storeSitEnd(tx: NotificationTx, userId: string, endedAt: Date, keepSince: Date): Promise<void> {
  await tx.insert(sitEnds).values({ userId, endedAt }).onConflictDoNothing();
  await tx.delete(sitEnds).where(and(eq(sitEnds.userId, userId), sql`${sitEnds.endedAt} < ${keepSince}`));
}

/** Forgets the person's settings and sits. */
export async function deleteReminderSettingsOf(tx: NotificationTx, userId: string): Promise<void> {
  await tx.delete(reminderSettings).where(eq(reminderSettings.userId, userId));
  await tx.delete(sitEnds).where(eq(sitEnds.userId, userId));
}
