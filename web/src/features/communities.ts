import { Weekdays } from '@peace/proto/domain';
import type {
  CommunityChanges,
  CommunitySession,
  MeetingSchedule,
  NewCommunity,
  NewGroupSession,
  Weekday,
} from '../graphql/operations';
import { browserTimeZone, zonedTime } from '../lib/time';
import { durations, isIntention } from '../lib/intentions';
import { readSessionBasics, textOf, wholeWithin, type NumberLimit } from './groupSessions';

/** The spec's community limits (§5, §9): 1–1000 members, 100 when left empty. */
export const COMMUNITY_LIMITS = {
  maxMembers: { min: 1, max: 1000, fallback: 100 },
} as const satisfies Record<string, NumberLimit>;

/** A session scheduled from the communities page (spec §5): 5, 10 or 20 minutes, 1–1000 people. */
export const COMMUNITY_SESSION_LIMITS = {
  maxParticipants: { min: 1, max: 1000, fallback: 50 },
} as const satisfies Record<string, NumberLimit>;

/** The seven days in the week's order, as the graph names them. */
export const weekdays = Object.keys(Weekdays) as Weekday[];

/** 'Mon' for MONDAY. */
export function weekdayShort(day: Weekday): string {
  const word = Weekdays[day];
  return word.slice(0, 1).toUpperCase() + word.slice(1, 3);
}

export function isPublicCommunity(community: { isPublic: number | boolean }): boolean {
  return community.isPublic === true || community.isPublic === 1;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * A community's 'HH:MM' meeting time, read in its own time zone on the day of
 * `now`, as 'h:mm a' in the viewer's zone followed by its name (spec §2's 'EST'
 * read as the viewer's zone). Null when there is no readable time.
 */
export function meetingTimeLabel(time: string | null | undefined, timeZone = 'UTC', now: Date = new Date(), viewerZone: string = browserTimeZone()): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  // The wall time on that day in the community's zone; a second pass settles a change of offset.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date, hours, minutes);
  let instant = wall - zoneOffsetMs(wall, zone);
  instant = wall - zoneOffsetMs(instant, zone);
  return zonedTime(new Date(instant), viewerZone);
}

/** 'Weekly on Mon, Wed', 'Daily', or null when no schedule is set. */
export function scheduleLabel(schedule: MeetingSchedule | null, days: readonly Weekday[]): string | null {
  if (schedule === 'DAILY') return 'Daily';
  if (schedule !== 'WEEKLY') return null;
  const ordered = weekdays.filter((day) => days.includes(day));
  return ordered.length ? `Weekly on ${ordered.map(weekdayShort).join(', ')}` : 'Weekly';
}

function durationOf(form: FormData): number {
  const value = Number(textOf(form, 'meditationDuration'));
  return (durations as readonly number[]).includes(value) ? value : 5;
}

/** The schedule a form's choice of frequency and days stands for: days only for a weekly one. */
export interface ScheduleChoice {
  schedule: MeetingSchedule;
  days: readonly Weekday[];
}

/** What the create and the Manage Community forms share, or null when the name or the intention is missing. */
function readCommunitySettings(form: FormData, { schedule, days }: ScheduleChoice) {
  const name = textOf(form, 'name').trim();
  const intention = textOf(form, 'intention');
  if (!name || !isIntention(intention)) return null;
  return {
    name,
    intention,
    isPublic: textOf(form, 'isPublic') === '0' ? 0 : 1,
    maxMembers: wholeWithin(form.get('maxMembers'), COMMUNITY_LIMITS.maxMembers),
    meetingSchedule: schedule,
    meetingDays: schedule === 'WEEKLY' ? [...days] : [],
    meditationDuration: durationOf(form),
  };
}

/**
 * The create-community form as the graph takes it, or null when the name or
 * the intention is missing. The meeting time is the creator's own, so the
 * community keeps the creator's time zone.
 */
export function readCommunityForm(form: FormData, choice: ScheduleChoice, timeZone: string): NewCommunity | null {
  const settings = readCommunitySettings(form, choice);
  if (!settings) return null;
  const meetingTime = textOf(form, 'meetingTime');
  return {
    ...settings,
    description: textOf(form, 'description').trim(),
    ...(meetingTime ? { meetingTime } : {}),
    timezone: timeZone,
    tags: [],
  };
}

/**
 * The Manage Community form as the graph takes it, or null when the name or
 * the intention was emptied. An emptied max members falls back to 100 (spec §5);
 * an emptied description or meeting time is cleared.
 */
export function readCommunityChanges(form: FormData, choice: ScheduleChoice): CommunityChanges | null {
  const settings = readCommunitySettings(form, choice);
  if (!settings) return null;
  return {
    ...settings,
    description: textOf(form, 'description').trim() || null,
    // An emptied meeting time is cleared, not kept.
    meetingTime: textOf(form, 'meetingTime') || null,
  };
}

/**
 * The session form of the communities page as the graph takes it, or null
 * when the name, the intention or a real start time is missing.
 */
export function readCommunitySessionForm(form: FormData): NewGroupSession | null {
  const basics = readSessionBasics(form);
  if (!basics) return null;
  const groupId = textOf(form, 'groupId');
  return {
    ...basics,
    duration: durationOf(form),
    maxParticipants: wholeWithin(form.get('maxParticipants'), COMMUNITY_SESSION_LIMITS.maxParticipants),
    ...(groupId ? { groupId } : {}),
    startOnTime: form.get('startOnTime') === 'on',
  };
}

export type CommunitySessionState = 'live' | 'upcoming' | 'completed';

/**
 * How the Sessions tab shows a session (spec §4): Live within its window while
 * scheduled or active, Upcoming before its start, Completed after its end or
 * once completed. A cancelled session is not shown (null).
 */
export function communitySessionState(
  session: Pick<CommunitySession, 'status' | 'startsAt' | 'endsAt'>,
  now: number = Date.now(),
): CommunitySessionState | null {
  if (session.status === 'CANCELLED') return null;
  if (session.status === 'COMPLETED') return 'completed';
  const start = new Date(session.startsAt).getTime();
  const end = new Date(session.endsAt).getTime();
  if (now >= end) return 'completed';
  if (now >= start) return 'live';
  return 'upcoming';
}

/** The community's calendar feed, and the same feed for calendar apps that subscribe (webcal). */
export function calendarUrls(groupId: string, origin: string): { download: string; subscribe: string } {
  const download = `${origin}/api/meditation-groups/${encodeURIComponent(groupId)}/calendar.ics`;
  return { download, subscribe: download.replace(/^https?:/, 'webcal:') };
}
