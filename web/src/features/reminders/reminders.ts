/**
 * The choices the Reminders settings make of a person's reminder settings (the graph's
 * ReminderSettings): which channels each kind of message takes, the daily reminder's time in a
 * named time zone, the streak keeper, and quiet hours. A change names only what changes, each
 * object written out, never spread from what was read (which carries the graph's type names).
 */
import { graphRefusal } from '../../graphql/errors';
import type { ReminderSettingsFieldsFragment, ReminderSettingsInput } from '../../graphql/operations';

export const channels = ['email', 'push'] as const;

export type Channel = (typeof channels)[number];

export type Reminders = ReminderSettingsFieldsFragment;

export type RemindersChange = ReminderSettingsInput;

export interface QuietHours {
  from: string;
  to: string;
}

/** The kinds of message whose channels a person picks; the streak keeper goes where the daily reminder goes. */
export type ChannelKind = 'daily' | 'sessionStarts';

export const DEFAULT_DAILY_TIME = '07:30';
export const DEFAULT_QUIET_HOURS: QuietHours = { from: '22:00', to: '07:00' };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time as the API takes it, "HH:MM" on a 24-hour clock. */
export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** The channels with one turned on or off, in the one order the API and the page show them. */
export function withChannel(current: readonly string[], channel: Channel, on: boolean): Channel[] {
  return channels.filter((candidate) => (candidate === channel ? on : current.includes(candidate)));
}

export function channelsOf(reminders: Reminders, kind: ChannelKind): string[] {
  return kind === 'daily' ? reminders.daily.channels : reminders.sessionStarts;
}

/** The change that turns a channel on or off for one kind of message. */
export function channelChange(reminders: Reminders, kind: ChannelKind, channel: Channel, on: boolean): RemindersChange {
  const next = withChannel(channelsOf(reminders, kind), channel, on);
  return kind === 'daily' ? { daily: { time: reminders.daily.time, channels: next } } : { sessionStarts: next };
}

/**
 * The daily reminder on at a time, or off (null). Its channels stay as chosen; when push cannot reach
 * the person here (`push: false`, the reason shown beside), it comes by email instead, and a reminder
 * turned on with no channel left would never be seen, so it comes by email too.
 */
export function dailyChange(reminders: Reminders, time: string | null, { push = true }: { push?: boolean } = {}): RemindersChange {
  if (time === null) return { daily: { time, channels: [...reminders.daily.channels] } };
  const reachable = push ? reminders.daily.channels : withChannel(reminders.daily.channels, 'push', false);
  return { daily: { time, channels: reachable.length > 0 ? reachable : ['email'] } };
}

/** Whether any kind of message is to come by push, so that a device must be subscribed to receive it. */
export function wantsPush(reminders: Reminders): boolean {
  return reminders.daily.channels.includes('push') || reminders.sessionStarts.includes('push');
}

/** The zone the server answers for a person who never chose one. */
export const SERVER_DEFAULT_TIME_ZONE = 'UTC';

/**
 * Whether the person's zone is still the server's default with nothing yet set by it (no daily time,
 * no quiet hours): then this browser's zone is the one shown, and the first change saves it.
 */
function zoneUnchosen(reminders: Reminders): boolean {
  return reminders.timeZone === SERVER_DEFAULT_TIME_ZONE && reminders.daily.time === null && reminders.quietHours === null;
}

/** The zone the page shows: the person's, or this browser's until they have one. */
export function shownTimeZone(reminders: Reminders, browserZone: string): string {
  return zoneUnchosen(reminders) ? browserZone : reminders.timeZone;
}

/** A change as it is sent: the first one takes along the zone shown, so times mean the person's own hours. */
export function withShownTimeZone(reminders: Reminders, change: RemindersChange, browserZone: string): RemindersChange {
  if (typeof change.timeZone === 'string' || !zoneUnchosen(reminders) || browserZone === reminders.timeZone) return change;
  return { ...change, timeZone: browserZone };
}

/**
 * The zones a person can choose from, their own first when the runtime's list lacks it (an alias such
 * as "Asia/Calcutta" that the list spells otherwise).
 */
export function timeZoneChoices(current: string, known: readonly string[] = supportedTimeZones()): string[] {
  return known.includes(current) ? [...known] : [current, ...known];
}

function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
  } catch {
    return ['UTC'];
  }
}

/** "Europe/Berlin" as a person reads it: "Europe / Berlin". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ').replaceAll('/', ' / ');
}

/** What the graph said when it refused a change ('timeZone: …'), for the toast. */
export function refusalText(error: unknown): string {
  return graphRefusal(error) ?? 'Please try again.';
}
