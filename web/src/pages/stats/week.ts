import type { DayMinutes } from '../../graphql/operations';

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as the instant of its midnight in UTC, so formatting in UTC names that same date. */
const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

export interface WeekBar {
  date: string;
  /** 'Mon' */
  day: string;
  /** 'Monday, Mar 9' */
  label: string;
  minutes: number;
  sessions: number;
  isToday: boolean;
}

/** The days of the week as the chart and its text show them; today is the date given. */
export function weekBars(days: readonly DayMinutes[], today: string): WeekBar[] {
  return days.map((entry) => ({
    date: entry.date,
    day: weekday.format(calendarDate(entry.date)),
    label: fullDay.format(calendarDate(entry.date)),
    minutes: entry.minutes,
    sessions: entry.sessions,
    isToday: entry.date === today,
  }));
}

/** Today's calendar date in a time zone, as YYYY-MM-DD. */
export function localDate(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
