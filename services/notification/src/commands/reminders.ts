import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput, type Clock } from '@peace/kit';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@peace/proto';
import { recipients, reminderSettings } from '../db/schema.js';
import type { NotificationDb, NotificationTx } from './deliveries.js';
import { nextStreakKeeper, nextWallTime, WALL_TIME } from './reminder-times.js';

/** The ways a message reaches a person. */
export const CHANNELS = ['email', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What reaches a person and how, as they read and set it. */
export interface ReminderSettings {
  timeZone: string;
  daily: { time: string | null; channels: Channel[] };
  streakKeeper: boolean;
  sessionStarts: Channel[];
  quietHours: { from: string; to: string } | null;
}

export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

const wallTime = () => z.string({ error: 'must be a time such as 07:30' }).regex(WALL_TIME, 'must be a time such as 07:30');
const channels = () =>
  z
    .array(z.enum(CHANNELS, { error: 'must be "email" or "push"' }), { error: 'must be a list of "email" and "push"' })
    .max(CHANNELS.length, 'must name each channel once')
    .refine((list) => new Set(list).size === list.length, 'must name each channel once');

/** A change to the settings: any subset of their fields; quietHours null turns quiet hours off, daily.time null the daily reminder. */
export const reminderSettingsInput = z.object({
  timeZone: z
    .string({ error: 'must be an IANA time zone such as Europe/Berlin' })
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin')
    .optional(),
  daily: z.object({ time: wallTime().nullable().optional(), channels: channels().optional() }, { error: 'must be an object with time and channels' }).optional(),
  streakKeeper: z.boolean({ error: 'must be true or false' }).optional(),
  sessionStarts: channels().optional(),
  quietHours: z.object({ from: wallTime(), to: wallTime() }, { error: 'must be an object with from and to, or null' }).nullable().optional(),
}).refine((input) => Object.values(input).some((value) => value !== undefined), 'Give at least one setting to change');
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInput>;

/** How long the ends of a person's sits are kept: enough to tell a streak at risk, with grace, from one already broken. */
export const SIT_ENDS_KEPT_DAYS = 60;

const DEFAULT_DAILY_CHANNELS: Channel[] = ['push'];

/** The settings as stored, with a person who never set any answered by the defaults. */
function toSettings(row: ReminderSettingsRow | undefined, sessionEmails: boolean): ReminderSettings {
  const sessionStarts: Channel[] = [...(sessionEmails ? (['email'] as const) : []), ...(row?.sessionPush ? (['push'] as const) : [])];
  return {
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    daily: { time: row?.dailyTime ?? null, channels: (row?.dailyChannels as Channel[] | undefined) ?? DEFAULT_DAILY_CHANNELS },
    streakKeeper: row?.streakKeeper ?? false,
    sessionStarts,
    quietHours: row?.quietFrom && row.quietTo ? { from: row.quietFrom, to: row.quietTo } : null,
  };
}

export async function reminderSettingsOf(db: NotificationDb | NotificationTx, userId: string): Promise<ReminderSettings> {
  const [[row], [recipient]] = await Promise.all([
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
    db.select({ sessionEmails: recipients.sessionEmails }).from(recipients).where(eq(recipients.userId, userId)),
  ]);
  return toSettings(row, recipient?.sessionEmails ?? true);
}

/** When a person's daily reminder and streak keeper are next due after `now`, under their settings and day rule. */
export function nextMoments(row: Pick<ReminderSettingsRow, 'timeZone' | 'dailyTime' | 'streakKeeper' | 'dayEndHour'>, now: Date): { nextDailyAt: Date | null; nextStreakAt: Date | null } {
  return {
    nextDailyAt: row.dailyTime ? nextWallTime(now, row.dailyTime, row.timeZone) : null,
    nextStreakAt: row.streakKeeper ? nextStreakKeeper(now, row.timeZone, row.dayEndHour) : null,
  };
}

/** Changes the fields given and keeps the rest; the next reminders move with the time and zone. */
export async function updateReminderSettings(db: NotificationDb, clock: Clock, userId: string, raw: unknown): Promise<ReminderSettings> {
  const input = parseInput(reminderSettingsInput, raw);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.insert(reminderSettings).values({ userId, updatedAt: now }).onConflictDoNothing();
    const [current] = await tx.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)).for('update');
    const next = {
      timeZone: input.timeZone ?? current!.timeZone,
      dailyTime: input.daily?.time === undefined ? current!.dailyTime : input.daily.time,
      dailyChannels: input.daily?.channels ?? current!.dailyChannels,
      streakKeeper: input.streakKeeper ?? current!.streakKeeper,
      sessionPush: input.sessionStarts ? input.sessionStarts.includes('push') : current!.sessionPush,
      quietFrom: input.quietHours === undefined ? current!.quietFrom : (input.quietHours?.from ?? null),
      quietTo: input.quietHours === undefined ? current!.quietTo : (input.quietHours?.to ?? null),
    };
    await tx
      .update(reminderSettings)
      .set({ ...next, ...nextMoments({ ...next, dayEndHour: current!.dayEndHour }, now), updatedAt: now })
      .where(eq(reminderSettings.userId, userId));
    if (input.sessionStarts) {
      const sessionEmails = input.sessionStarts.includes('email');
      await tx
        .insert(recipients)
        .values({ userId, sessionEmails, updatedAt: now })
        .onConflictDoUpdate({ target: recipients.userId, set: { sessionEmails, updatedAt: now } });
    }
    return reminderSettingsOf(tx, userId);
  });
}

/** One-click unsubscribe turns email off for every kind: session emails and the email of the daily reminder and streak keeper. */
export async function turnOffReminderEmails(db: NotificationDb | NotificationTx, clock: Clock, userId: string): Promise<void> {
  const [row] = await db.select({ channels: reminderSettings.dailyChannels }).from(reminderSettings).where(eq(reminderSettings.userId, userId));
  if (!row?.channels.includes('email')) return;
  await db
    .update(reminderSettings)
    .set({ dailyChannels: row.channels.filter((channel) => channel !== 'email'), updatedAt: clock.now() })
    .where(eq(reminderSettings.userId, userId));
}
