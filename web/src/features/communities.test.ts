import { calendarUrls, communitySessionState, meetingTimeLabel, readCommunityChanges, readCommunityForm, scheduleLabel } from './communities';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe('meetingTimeLabel', () => {
  const winter = new Date('2026-01-20T12:00:00Z');
  const summer = new Date('2026-07-20T12:00:00Z');

  it('shows a meeting time in the viewer’s own zone, named by it', () => {
    expect(meetingTimeLabel('07:30', 'America/New_York', winter, 'America/New_York')).toBe('7:30 AM EST');
    expect(meetingTimeLabel('00:05', 'America/New_York', winter, 'America/New_York')).toBe('12:05 AM EST');
    expect(meetingTimeLabel('12:00', 'UTC', winter, 'UTC')).toBe('12:00 PM UTC');
  });

  it("converts the community's own zone to the viewer's, daylight saving included", () => {
    expect(meetingTimeLabel('07:30', 'UTC', winter, 'America/New_York')).toBe('2:30 AM EST');
    expect(meetingTimeLabel('07:30', 'UTC', summer, 'America/New_York')).toBe('3:30 AM EDT');
    expect(meetingTimeLabel('18:00', 'Asia/Tokyo', winter, 'UTC')).toBe('9:00 AM UTC');
    expect(meetingTimeLabel('07:30', 'UTC', winter, 'Europe/Oslo')).toBe('8:30 AM GMT+1');
  });

  it('reads an unknown zone as UTC and gives nothing for a missing or unreadable time', () => {
    expect(meetingTimeLabel('07:30', 'Not/AZone', winter, 'UTC')).toBe('7:30 AM UTC');
    expect(meetingTimeLabel(null)).toBeNull();
    expect(meetingTimeLabel('25:00')).toBeNull();
    expect(meetingTimeLabel('soon')).toBeNull();
  });
});

describe('communitySessionState', () => {
  const start = '2026-01-20T12:00:00.000Z';
  const end = '2026-01-20T12:10:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('is Upcoming before the start, Live within the window, Completed after it', () => {
    expect(communitySessionState({ status: 'SCHEDULED', startsAt: start, endsAt: end }, at('2026-01-20T11:59:00Z'))).toBe('upcoming');
    expect(communitySessionState({ status: 'SCHEDULED', startsAt: start, endsAt: end }, at('2026-01-20T12:05:00Z'))).toBe('live');
    expect(communitySessionState({ status: 'ACTIVE', startsAt: start, endsAt: end }, at('2026-01-20T12:05:00Z'))).toBe('live');
    expect(communitySessionState({ status: 'ACTIVE', startsAt: start, endsAt: end }, at('2026-01-20T12:10:00Z'))).toBe('completed');
  });

  it('is Completed once the server says so, and a cancelled one is not shown', () => {
    expect(communitySessionState({ status: 'COMPLETED', startsAt: start, endsAt: end }, at('2026-01-20T12:05:00Z'))).toBe('completed');
    expect(communitySessionState({ status: 'CANCELLED', startsAt: start, endsAt: end }, at('2026-01-20T11:00:00Z'))).toBeNull();
  });
});

describe('readCommunityForm', () => {
  const weekly = { schedule: 'WEEKLY' as const, days: ['MONDAY' as const] };

  it('needs a name and an intention', () => {
    expect(readCommunityForm(form({ name: ' ', intention: 'PEACE' }), weekly, 'UTC')).toBeNull();
    expect(readCommunityForm(form({ name: 'Dawn', intention: '' }), weekly, 'UTC')).toBeNull();
  });

  it('keeps members within 1 to 1000, 100 when left empty, and days only for a weekly schedule', () => {
    const base = { name: 'Dawn', intention: 'PEACE' };
    expect(readCommunityForm(form({ ...base, maxMembers: '' }), weekly, 'UTC')).toMatchObject({ maxMembers: 100, meetingDays: ['MONDAY'] });
    expect(readCommunityForm(form({ ...base, maxMembers: '0' }), weekly, 'UTC')).toMatchObject({ maxMembers: 1 });
    expect(readCommunityForm(form({ ...base, maxMembers: '99999' }), weekly, 'UTC')).toMatchObject({ maxMembers: 1000 });
    expect(readCommunityForm(form(base), { schedule: 'DAILY', days: ['MONDAY'] }, 'Europe/Oslo')).toMatchObject({
      meetingSchedule: 'DAILY',
      meetingDays: [],
      timezone: 'Europe/Oslo',
      isPublic: 1,
      meditationDuration: 5,
    });
  });
});

describe('scheduleLabel and calendarUrls', () => {
  it('says how often a community meets, its days in week order', () => {
    expect(scheduleLabel('WEEKLY', ['FRIDAY', 'MONDAY'])).toBe('Weekly on Mon, Fri');
    expect(scheduleLabel('DAILY', [])).toBe('Daily');
    expect(scheduleLabel(null, [])).toBeNull();
  });

  it('gives the calendar feed for download and for subscription', () => {
    expect(calendarUrls('g 1', 'https://peace.example')).toEqual({
      download: 'https://peace.example/api/meditation-groups/g%201/calendar.ics',
      subscribe: 'webcal://peace.example/api/meditation-groups/g%201/calendar.ics',
    });
  });
});

describe('readCommunityChanges', () => {
  it('clears an emptied description and meeting time rather than keeping the old ones', () => {
    expect(readCommunityChanges(form({ name: 'Dawn', intention: 'PEACE', description: ' ', meetingTime: '', maxMembers: '' }), { schedule: 'DAILY', days: [] })).toMatchObject({
      description: null,
      meetingTime: null,
      maxMembers: 100,
      meetingDays: [],
    });
  });
});
