import { CombinedGraphQLErrors } from '@apollo/client';
import {
  channelChange,
  dailyChange,
  isTime,
  refusalText,
  shownTimeZone,
  timeZoneChoices,
  timeZoneLabel,
  wantsPush,
  withChannel,
  withShownTimeZone,
  type Reminders,
} from './reminders';

/** What the server answers for a person who has set nothing. */
const fresh: Reminders = { timeZone: 'UTC', daily: { time: null, channels: ['push'] }, streakKeeper: false, sessionStarts: ['email'], quietHours: null };

/** The settings with a saved change applied, as the graph answers them. */
const applyChange = (reminders: Reminders, change: Partial<Reminders>): Reminders => ({ ...reminders, ...change });

const berlin: Reminders = {
  timeZone: 'Europe/Berlin',
  daily: { time: '07:30', channels: ['email'] },
  streakKeeper: false,
  sessionStarts: ['email'],
  quietHours: { from: '22:00', to: '07:00' },
};

describe('channels for a kind of message', () => {
  it('turn on and off in the one order the API shows, never twice', () => {
    expect(withChannel(['email'], 'push', true)).toEqual(['email', 'push']);
    expect(withChannel(['push'], 'email', true)).toEqual(['email', 'push']);
    expect(withChannel(['email', 'push'], 'email', false)).toEqual(['push']);
    expect(withChannel(['email'], 'email', true)).toEqual(['email']);
    expect(withChannel(['email'], 'email', false)).toEqual([]);
  });

  it('change only the kind chosen, keeping the daily time', () => {
    expect(channelChange(berlin, 'daily', 'push', true)).toEqual({ daily: { time: '07:30', channels: ['email', 'push'] } });
    expect(channelChange(berlin, 'sessionStarts', 'email', false)).toEqual({ sessionStarts: [] });
  });
});

describe('the daily reminder', () => {
  it('turned off keeps its channels for when it is turned on again', () => {
    const withPush = applyChange(berlin, { daily: { time: '07:30', channels: ['push'] } });
    expect(dailyChange(withPush, null)).toEqual({ daily: { time: null, channels: ['push'] } });
    expect(dailyChange(applyChange(withPush, { daily: { time: null, channels: ['push'] } }), '06:45')).toEqual({ daily: { time: '06:45', channels: ['push'] } });
  });

  it('turned on with no channel left comes by email rather than never arriving', () => {
    const none = applyChange(berlin, { daily: { time: null, channels: [] } });
    expect(dailyChange(none, '07:30')).toEqual({ daily: { time: '07:30', channels: ['email'] } });
  });

  it('turned on where push cannot reach the person, comes by email instead', () => {
    expect(dailyChange(fresh, '07:30', { push: false })).toEqual({ daily: { time: '07:30', channels: ['email'] } });
    const both = applyChange(fresh, { daily: { time: null, channels: ['email', 'push'] } });
    expect(dailyChange(both, '07:30', { push: false })).toEqual({ daily: { time: '07:30', channels: ['email'] } });
    expect(dailyChange(fresh, '07:30', { push: true })).toEqual({ daily: { time: '07:30', channels: ['push'] } });
  });

  it('takes a time of day on a 24-hour clock', () => {
    expect(isTime('07:30')).toBe(true);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('00:00')).toBe(true);
    expect(isTime('24:00')).toBe(false);
    expect(isTime('7:30')).toBe(false);
    expect(isTime('07:60')).toBe(false);
    expect(isTime('')).toBe(false);
  });
});

describe('push on this device', () => {
  it('is wanted when any kind of message comes by push', () => {
    expect(wantsPush(berlin)).toBe(false);
    expect(wantsPush(applyChange(berlin, { sessionStarts: ['email', 'push'] }))).toBe(true);
    expect(wantsPush(applyChange(berlin, { daily: { time: '07:30', channels: ['push'] } }))).toBe(true);
  });
});

describe('the time zone', () => {
  it("offers the person's own zone even when the list spells it otherwise", () => {
    expect(timeZoneChoices('Asia/Calcutta', ['Asia/Kolkata', 'Europe/Berlin'])).toEqual(['Asia/Calcutta', 'Asia/Kolkata', 'Europe/Berlin']);
    expect(timeZoneChoices('Europe/Berlin', ['Asia/Kolkata', 'Europe/Berlin'])).toEqual(['Asia/Kolkata', 'Europe/Berlin']);
  });

  it("is this browser's until the person has one, and the first change saves it", () => {
    expect(shownTimeZone(fresh, 'Europe/Oslo')).toBe('Europe/Oslo');
    expect(withShownTimeZone(fresh, { daily: { time: '07:30', channels: ['push'] } }, 'Europe/Oslo')).toEqual({
      daily: { time: '07:30', channels: ['push'] },
      timeZone: 'Europe/Oslo',
    });
    expect(withShownTimeZone(fresh, { streakKeeper: true }, 'Europe/Oslo')).toEqual({ streakKeeper: true, timeZone: 'Europe/Oslo' });
  });

  it('once chosen, stays whatever zone the browser is in', () => {
    expect(shownTimeZone(berlin, 'Europe/Oslo')).toBe('Europe/Berlin');
    expect(withShownTimeZone(berlin, { streakKeeper: true }, 'Europe/Oslo')).toEqual({ streakKeeper: true });
    // UTC kept with a daily time set is a choice too.
    const utc = applyChange(berlin, { timeZone: 'UTC' });
    expect(shownTimeZone(utc, 'Europe/Oslo')).toBe('UTC');
    expect(withShownTimeZone(utc, { streakKeeper: true }, 'Europe/Oslo')).toEqual({ streakKeeper: true });
    // A zone picked in the list is sent as picked.
    expect(withShownTimeZone(fresh, { timeZone: 'Asia/Tokyo' }, 'Europe/Oslo')).toEqual({ timeZone: 'Asia/Tokyo' });
  });

  it('is named as a person reads it', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });
});

describe("the graph's refusal", () => {
  it('is shown in its own words, naming the field', () => {
    const refused = new CombinedGraphQLErrors({ errors: [{ message: 'timeZone: not a time zone', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(refusalText(refused)).toBe('timeZone: not a time zone');
  });

  it('asks to try again when it gave no words a person could use', () => {
    expect(refusalText(new CombinedGraphQLErrors({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }))).toBe('Please try again.');
    expect(refusalText(new TypeError('Failed to fetch'))).toBe('Please try again.');
  });
});
