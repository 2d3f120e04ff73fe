import ical, { ICalEventRepeatingFreq, ICalWeekday, type ICalCalendar } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import { withoutControls } from '@peace/kit';
import { Intentions, Weekdays, type Weekday } from '@peace/proto';
import type { CommunityCalendarQuery } from './__generated__/operations.js';
import { toSpec } from './enums.js';

type CalendarCommunity = NonNullable<CommunityCalendarQuery['community']>;

const BYDAY: Record<Weekday, ICalWeekday> = {
  monday: ICalWeekday.MO,
  tuesday: ICalWeekday.TU,
  wednesday: ICalWeekday.WE,
  thursday: ICalWeekday.TH,
  friday: ICalWeekday.FR,
  saturday: ICalWeekday.SA,
  sunday: ICalWeekday.SU,
};
// Luxon numbers the week from Monday (1) to Sunday (7).
const WEEKDAY_NUMBER: Record<Weekday, number> = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 };

/**
 * Text as an event's SUMMARY or DESCRIPTION takes it: ical-generator escapes those itself
 * (backslash, semicolon, comma, line breaks) and folds every line at 75 octets between whole
 * characters, but passes through the other control characters, which no content line may hold
 * (RFC 5545 §3.1).
 */
const eventText = (text: string): string => withoutControls(text);

/**
 * Text for the calendar's own NAME, X-WR-CALNAME and X-WR-CALDESC, which ical-generator writes as
 * given: escaped here as RFC 5545 §3.3.11 says, so that a line break in a community's name or
 * description cannot end the property and start lines of its own (a second, forged event).
 */
export function calendarText(text: string): string {
  return eventText(text)
    .replace(/[\\;,]/gu, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/gu, '\\n');
}

/** The product's host name in every UID: a UID names one event for ever, in every calendar that holds it. */
const UID_DOMAIN = 'peace-practice';

/**
 * The first meeting at or after the day the community was founded, in its own time zone: the
 * recurrence's DTSTART, on one of its days so that it is an occurrence of its own rule.
 */
function firstMeeting(community: CalendarCommunity, days: readonly Weekday[], time: string): DateTime {
  const [hour, minute] = time.split(':').map(Number);
  const founded = DateTime.fromISO(community.createdAt, { zone: community.timezone }).set({ hour, minute, second: 0, millisecond: 0 });
  const wanted = new Set(days.map((day) => WEEKDAY_NUMBER[day]));
  for (let offset = 0; offset < 7; offset++) {
    const candidate = founded.plus({ days: offset });
    if (wanted.size === 0 || wanted.has(candidate.weekday)) return candidate;
  }
  return founded;
}

/**
 * Whether times in this zone are written in UTC ("…Z") rather than with a TZID: a zone that is
 * UTC by name needs no VTIMEZONE, and clients read Z times everywhere.
 */
const isUtc = (zone: string): boolean => DateTime.now().setZone(zone).zone.isUniversal;

/**
 * A community's calendar as iCalendar text: its meeting schedule as one recurring event in its
 * own time zone (daily, or weekly on its days, at its meeting time, for its meditation length),
 * and each of its sessions that is live or to come as a single event. Every event keeps its UID
 * from one feed to the next, so a subscribed calendar updates events rather than adding them.
 */
export function communityCalendar(community: CalendarCommunity): string {
  const zone = community.timezone;
  const utc = isUtc(zone);
  const intention = toSpec(Intentions, community.intention);
  const calendar: ICalCalendar = ical({
    name: calendarText(`${community.name} · Peace Practice`),
    description: calendarText(community.description ?? `${intention} meditation with ${community.name}`),
    prodId: { company: 'Peace Practice', product: 'Communities', language: 'EN' },
    ...(utc ? {} : { timezone: { name: zone, generator: getVtimezoneComponent } }),
  });
  // Events carry their zone's local time with its TZID, or UTC.
  const span = (start: DateTime, end: DateTime) => (utc ? { start: start.toUTC(), end: end.toUTC() } : { start, end, timezone: zone });

  const days = community.meetingDays.map((day) => toSpec(Weekdays, day)).sort((a, b) => WEEKDAY_NUMBER[a] - WEEKDAY_NUMBER[b]);
  const schedule = community.meetingSchedule;
  // A weekly schedule without days, or no meeting time, is no schedule to put in a calendar.
  if (community.meetingTime !== null && schedule !== null && (schedule === 'DAILY' || days.length > 0)) {
    const start = firstMeeting(community, schedule === 'DAILY' ? [] : days, community.meetingTime);
    calendar.createEvent({
      id: `community-${community.id}@${UID_DOMAIN}`,
      summary: eventText(community.name),
      description: eventText(`${community.meditationDuration} minutes of ${intention} meditation together.${community.description ? `\n\n${community.description}` : ''}`),
      ...span(start, start.plus({ minutes: community.meditationDuration })),
      repeating: schedule === 'DAILY' ? { freq: ICalEventRepeatingFreq.DAILY } : { freq: ICalEventRepeatingFreq.WEEKLY, byDay: days.map((day) => BYDAY[day]) },
    });
  }

  for (const session of community.upcomingSessions) {
    if (session.status !== 'SCHEDULED' && session.status !== 'ACTIVE') continue;
    calendar.createEvent({
      id: `group-session-${session.id}@${UID_DOMAIN}`,
      summary: eventText(session.name),
      description: eventText(session.description ?? `${toSpec(Intentions, session.intention)} group meditation`),
      ...span(DateTime.fromISO(session.startsAt).setZone(zone), DateTime.fromISO(session.endsAt).setZone(zone)),
    });
  }
  return calendar.toString();
}
