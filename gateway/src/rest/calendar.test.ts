// A community's calendar feed, read back by an independent iCalendar parser the way a calendar
// app would: the recurrence, its time zone across a daylight-saving change, its sessions, its UIDs.
import { expect } from '@jest/globals';
import ICAL from 'ical.js';
import { communityCalendar } from './calendar.js';

type Community = Parameters<typeof communityCalendar>[0];

const community = (fields: Partial<Community> = {}): Community => ({
  id: '7f3c2d10-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'Morning Sangha',
  description: 'Sitting together at dawn',
  intention: 'NON_VIOLENCE',
  meetingSchedule: 'WEEKLY',
  meetingDays: ['FRIDAY', 'MONDAY'],
  meetingTime: '06:30',
  timezone: 'Europe/Lisbon',
  meditationDuration: 20,
  // A Friday; Lisbon moves its clocks forward on Sunday 29 March 2026.
  createdAt: '2026-03-20T10:00:00.000Z',
  upcomingSessions: [],
  ...fields,
});

/** The feed's events as a calendar app reads them, time zones registered from the feed itself. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
}

/** The first `count` occurrences' starts, as instants. */
function occurrences(event: ICAL.Event, count: number): string[] {
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next && starts.length < count; next = iterator.next()) starts.push(next.toJSDate().toISOString());
  return starts;
}

it("repeats weekly on the community's days at its meeting time in its own time zone, across a daylight-saving change", () => {
  const { calendar, events } = read(communityCalendar(community()));
  expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Lisbon']);
  expect(events).toHaveLength(1);
  const [meeting] = events as [ICAL.Event];
  expect(meeting.uid).toBe('community-7f3c2d10-1a2b-4c3d-8e9f-0a1b2c3d4e5f@peace-practice');
  expect(meeting.summary).toBe('Morning Sangha');
  expect(meeting.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Lisbon');
  expect([meeting.startDate.hour, meeting.startDate.minute]).toEqual([6, 30]);
  expect(meeting.duration.toSeconds()).toBe(20 * 60);
  const rule = meeting.component.getFirstPropertyValue('rrule') as ICAL.Recur;
  expect({ freq: rule.freq, byday: rule.parts['BYDAY'] }).toEqual({ freq: 'WEEKLY', byday: ['MO', 'FR'] });
  // 06:30 in Lisbon is 06:30 UTC in winter and 05:30 UTC once summer time begins.
  expect(occurrences(meeting, 4)).toEqual(['2026-03-20T06:30:00.000Z', '2026-03-23T06:30:00.000Z', '2026-03-27T06:30:00.000Z', '2026-03-30T05:30:00.000Z']);
});

it('repeats daily from the day the community was founded', () => {
  const { events } = read(communityCalendar(community({ meetingSchedule: 'DAILY', meetingDays: [], meetingTime: '21:00', timezone: 'America/New_York', meditationDuration: 5 })));
  const [meeting] = events as [ICAL.Event];
  expect((meeting.component.getFirstPropertyValue('rrule') as ICAL.Recur).freq).toBe('DAILY');
  expect(meeting.duration.toSeconds()).toBe(5 * 60);
  expect(occurrences(meeting, 2)).toEqual(['2026-03-21T01:00:00.000Z', '2026-03-22T01:00:00.000Z']);
});

it('writes a UTC community in UTC, with no time zone to resolve', () => {
  const text = communityCalendar(community({ timezone: 'UTC' }));
  expect(text).not.toContain('TZID');
  const [meeting] = read(text).events as [ICAL.Event];
  expect(occurrences(meeting, 1)).toEqual(['2026-03-20T06:30:00.000Z']);
});

it('lists each session that is live or to come as a single event with a stable UID, and no meetings without a schedule', () => {
  const sessions: Community['upcomingSessions'] = [
    { id: '3b0e8a52-6c1f-4c57-9d0e-0a7c1f2b9e11', name: 'Full Moon Sit', description: null, intention: 'PEACE', status: 'SCHEDULED', startsAt: '2026-07-12T19:00:00.000Z', endsAt: '2026-07-12T19:20:00.000Z' },
    { id: '5d2a7c44-8e1b-4f6a-9c3d-2b4e6f8a0c12', name: 'Called Off', description: null, intention: 'PEACE', status: 'CANCELLED', startsAt: '2026-07-13T19:00:00.000Z', endsAt: '2026-07-13T19:20:00.000Z' },
  ];
  const text = communityCalendar(community({ meetingTime: null, upcomingSessions: sessions }));
  const { events } = read(text);
  expect(events.map((event) => [event.uid, event.summary, event.startDate.toJSDate().toISOString(), event.endDate.toJSDate().toISOString(), event.isRecurring()])).toEqual([
    ['group-session-3b0e8a52-6c1f-4c57-9d0e-0a7c1f2b9e11@peace-practice', 'Full Moon Sit', '2026-07-12T19:00:00.000Z', '2026-07-12T19:20:00.000Z', false],
  ]);
  expect(communityCalendar(community({ meetingTime: null, upcomingSessions: sessions }))).toContain('UID:group-session-3b0e8a52-6c1f-4c57-9d0e-0a7c1f2b9e11@peace-practice');
});

it('puts no meetings in the calendar of a weekly community without days', () => {
  expect(read(communityCalendar(community({ meetingDays: [] }))).events).toEqual([]);
});

it('escapes and folds every text property, so that text cannot add lines of its own', () => {
  const forged = '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@example\r\nDTSTART:20260701T090000Z\r\nSUMMARY:Verify your account at https://evil.example\r\nEND:VEVENT\r\nX-A;B,C\\D:';
  const sessions: Community['upcomingSessions'] = [
    { id: '3b0e8a52-6c1f-4c57-9d0e-0a7c1f2b9e11', name: `Full Moon${forged}`, description: `Sit${forged}\u0007`, intention: 'PEACE', status: 'SCHEDULED', startsAt: '2026-07-12T19:00:00.000Z', endsAt: '2026-07-12T19:20:00.000Z' },
  ];
  const name = `Ménage à trois; ça, c'est 🧘${forged}${'é'.repeat(60)}`;
  const text = communityCalendar(community({ name, description: `Quiet${forged}`, upcomingSessions: sessions }));

  const lines = text.split('\r\n');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  expect(lines.filter((line) => line.startsWith('UID:'))).toEqual(['UID:community-7f3c2d10-1a2b-4c3d-8e9f-0a1b2c3d4e5f@peace-practice', 'UID:group-session-3b0e8a52-6c1f-4c57-9d0e-0a7c1f2b9e11@peace-practice']);
  expect(lines.filter((line) => line.startsWith('SUMMARY:Verify') || line.startsWith('END:VEVENT\\'))).toEqual([]);
  // Folded at 75 octets, never inside a character: each line is whole UTF-8 on its own.
  for (const line of lines) {
    expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(Buffer.from(line).toString()).toBe(line);
  }

  const { calendar, events } = read(text);
  // The parser hands these properties over as written; a calendar app reads them as TEXT.
  const unescaped = (property: string) => String(calendar.getFirstPropertyValue(property)).replace(/\\([\\;,nN])/g, (_all, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));
  expect(unescaped('x-wr-calname')).toBe(`${name} · Peace Practice`.replace(/\r\n/g, '\n'));
  expect(unescaped('name')).toBe(`${name} · Peace Practice`.replace(/\r\n/g, '\n'));
  expect(unescaped('x-wr-caldesc')).toBe(`Quiet${forged}`.replace(/\r\n/g, '\n'));
  expect(events.map((event) => [event.uid, event.summary])).toEqual([
    ['community-7f3c2d10-1a2b-4c3d-8e9f-0a1b2c3d4e5f@peace-practice', name.replace(/\r\n/g, '\n')],
    ['group-session-3b0e8a52-6c1f-4c57-9d0e-0a7c1f2b9e11@peace-practice', `Full Moon${forged}`.replace(/\r\n/g, '\n')],
  ]);
  expect(events[1]!.description).toBe(`Sit${forged}`.replace(/\r\n/g, '\n'));
});
