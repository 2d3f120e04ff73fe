import { z } from 'zod';
import { parseInput, type Clock } from '@peace/kit';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@peace/proto';
import { recipientOf, storeSessionEmails } from '../db/recipients.repository.js';
import { reminderSettingsForUpdate, reminderSettingsRow, storeReminderSettings, storeSitEnd, type ReminderSettingsRow } from '../db/reminder-settings.repository.js';
import type { Executor, NotificationDb, NotificationTx } from '../db/types.js';
import { nextMoments, WALL_TIME } from './reminder-times.js';

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

const wallTime = () => z.string({ error: 'must be a time such as 07:30' }).regex(WALL_TIME, 'must be a time such as 07:30');
// From a time to the same time would hold nothing while reading as quiet hours set.
const quietHours = () =>
  z
    .object({ from: wallTime(), to: wallTime() }, { error: 'must be an object with from and to, or null' })
    .refine((quiet) => quiet.from !== quiet.to, { message: 'must differ from quietHours.from', path: ['to'] });
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
  quietHours: quietHours().nullable().optional(),
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

export async function reminderSettingsOf(db: Executor, userId: string): Promise<ReminderSettings> {
  const [row, recipient] = await Promise.all([reminderSettingsRow(db, userId), recipientOf(db, userId)]);
  return toSettings(row, recipient?.sessionEmails ?? true);
}

/** Changes the fields given and keeps the rest; the next reminders move with the time and zone. */
export async function updateReminderSettings(db: NotificationDb, clock: Clock, userId: string, raw: unknown): Promise<ReminderSettings> {
  const input = parseInput(reminderSettingsInput, raw);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const current = await reminderSettingsForUpdate(tx, { userId, updatedAt: now });
    const next = {
      timeZone: input.timeZone ?? current.timeZone,
      dailyTime: input.daily?.time === undefined ? current.dailyTime : input.daily.time,
      dailyChannels: input.daily?.channels ?? current.dailyChannels,
      streakKeeper: input.streakKeeper ?? current.streakKeeper,
      sessionPush: input.sessionStarts ? input.sessionStarts.includes('push') : current.sessionPush,
      quietFrom: input.quietHours === undefined ? current.quietFrom : (input.quietHours?.from ?? null),
      quietTo: input.quietHours === undefined ? current.quietTo : (input.quietHours?.to ?? null),
    };
    await storeReminderSettings(tx, userId, { ...next, ...nextMoments({ ...next, dayEndHour: current.dayEndHour }, now), updatedAt: now });
    if (input.sessionStarts) await storeSessionEmails(tx, userId, input.sessionStarts.includes('email'), now);
    return reminderSettingsOf(tx, userId);
  });
}

/** One-click unsubscribe turns email off for every kind: session emails and the email of the daily reminder and streak keeper. */
export async function turnOffReminderEmails(db: Executor, clock: Clock, userId: string): Promise<void> {
  const row = await reminderSettingsRow(db, userId);
  if (!row?.dailyChannels.includes('email')) return;
  await storeReminderSettings(db, userId, { dailyChannels: row.dailyChannels.filter((channel) => channel !== 'email'), updatedAt: clock.now() });
}

/** Keeps the end of a sit, and forgets those older than SIT_ENDS_KEPT_DAYS. */
export async function recordSitEnd(tx: NotificationTx, clock: Clock, userId: string, endedAt: Date): Promise<void> {
  await storeSitEnd(tx, userId, endedAt, new Date(clock.now().getTime() - SIT_ENDS_KEPT_DAYS * 86_400_000));
}

/**
 * Applies the person's day rule from meditation's settings, unless a later revision is applied
 * already; the streak keeper moves with the day-end hour.
 */
export async function applyDayRule(tx: NotificationTx, clock: Clock, rule: { userId: string; dayEndHour: number; grace: boolean; revision: number }): Promise<void> {
  const { userId, dayEndHour, grace, revision } = rule;
  const current = await reminderSettingsForUpdate(tx, { userId, dayEndHour, grace, ruleRevision: revision });
  if (current.ruleRevision > revision) return;
  const moments = nextMoments({ ...current, dayEndHour }, clock.now());
  await storeReminderSettings(tx, userId, { dayEndHour, grace, ruleRevision: revision, nextStreakAt: moments.nextStreakAt });
}
