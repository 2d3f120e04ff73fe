import { z } from 'zod';
import { INTENTIONS, MeetingSchedules, PostTypes, Weekdays, type MeetingSchedule, type Weekday } from '@peace/proto';
import { isPlainText, isSingleLine, SINGLE_LINE_MESSAGE, TEXT_MESSAGE } from '@peace/kit';
import { MAX_MEMBERS, MAX_POSTS_LISTED } from '../list-caps.js';

/** The rules every communities input passes where it enters; messages read as "field: message". */

const WEEKDAYS = Object.values(Weekdays) as [Weekday, ...Weekday[]];
const SCHEDULES = Object.values(MeetingSchedules) as [MeetingSchedule, ...MeetingSchedule[]];
const POST_TYPES = Object.values(PostTypes) as [(typeof PostTypes)[keyof typeof PostTypes], ...(typeof PostTypes)[keyof typeof PostTypes][]];
const DURATIONS = [5, 10, 20] as const;

/** Whether the runtime knows the zone by its IANA name. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const name = z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters').refine(isSingleLine, SINGLE_LINE_MESSAGE);
// Empty text clears an optional field: a form's emptied box means "none".
const optionalText = (max: number, lines: 'one' | 'several') =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine(lines === 'one' ? isSingleLine : isPlainText, lines === 'one' ? SINGLE_LINE_MESSAGE : TEXT_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null));
const intention = z.enum(INTENTIONS, { error: `must be one of ${INTENTIONS.join(', ')}` });
const isPublic = z.union([z.literal(1), z.literal(0)], { error: 'must be 1 (public) or 0 (private)' });
const maxMembers = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, `must be between 1 and ${MAX_MEMBERS}`)
  .max(MAX_MEMBERS, `must be between 1 and ${MAX_MEMBERS}`);
const tags = z
  .array(z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(30, 'must be at most 30 characters').refine(isSingleLine, SINGLE_LINE_MESSAGE), { error: 'must be a list of text' })
  .max(10, 'must be at most 10 tags')
  // The same tag twice says nothing more.
  .transform((list) => [...new Set(list)]);
const meetingSchedule = z.enum(SCHEDULES, { error: `must be one of ${SCHEDULES.join(', ')}` });
const meetingDays = z
  .array(z.enum(WEEKDAYS, { error: `must be one of ${WEEKDAYS.join(', ')}` }), { error: 'must be a list of weekdays' })
  .refine((days) => new Set(days).size === days.length, 'must not repeat a day')
  // Stored in the week's order, whatever order they were picked in.
  .transform((days) => WEEKDAYS.filter((day) => days.includes(day)));
const meetingTime = z
  .string({ error: 'must be text' })
  .trim()
  .refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), 'must be a time as HH:MM, 24-hour')
  .nullish()
  .transform((value) => (value ? value : null));
const timezone = z
  .string({ error: 'must be text' })
  .trim()
  .refine(isTimeZone, 'must be an IANA time zone, such as Europe/Lisbon')
  // Stored as the runtime spells it ('europe/lisbon' is 'Europe/Lisbon'), as calendars expect the name.
  .transform((value) => new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone);
const meditationDuration = z.union(
  DURATIONS.map((minutes) => z.literal(minutes)),
  { error: 'must be 5, 10 or 20 minutes' },
);
const imageUrl = z
  .string({ error: 'must be text' })
  .trim()
  .refine((value) => {
    if (value === '') return true;
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https URL')
  .nullish()
  .transform((value) => (value ? value : null));

/** Meeting days belong to a weekly schedule only: what is wrong with the pair, or null. */
export function meetingDaysProblem(schedule: MeetingSchedule | null, days: readonly Weekday[]): string | null {
  return schedule !== 'weekly' && days.length > 0 ? 'only a weekly schedule has meeting days' : null;
}

const orDefault =
  <T>(fallback: T) =>
  (value: T | null | undefined): T =>
    value ?? fallback;

export const createCommunityInput = z
  .object({
    name,
    description: optionalText(1000, 'several'),
    intention,
    isPublic: isPublic.nullish().transform(orDefault<0 | 1>(1)),
    maxMembers: maxMembers.nullish().transform(orDefault(100)),
    imageUrl,
    tags: tags.nullish().transform(orDefault<string[]>([])),
    meetingSchedule: meetingSchedule.nullish().transform(orDefault<MeetingSchedule>('weekly')),
    meetingDays: meetingDays.nullish().transform(orDefault<Weekday[]>([])),
    meetingTime,
    timezone: timezone.nullish().transform(orDefault('UTC')),
    meditationDuration: meditationDuration.nullish().transform(orDefault<5 | 10 | 20>(5)),
  })
  .superRefine((input, ctx) => {
    const problem = meetingDaysProblem(input.meetingSchedule, input.meetingDays);
    if (problem) ctx.addIssue({ code: 'custom', path: ['meetingDays'], message: problem });
  });
export type CreateCommunityInput = z.infer<typeof createCommunityInput>;

/**
 * What an owner may change: an absent (or null) field stays as it is, except description and
 * meeting time, which null or empty text clears. The rules that join fields (meeting days with the
 * schedule) are checked against the community as it would be afterwards.
 */
export const updateCommunityInput = z.object({
  name: name.nullish(),
  description: optionalText(1000, 'several').optional(),
  intention: intention.nullish(),
  isPublic: isPublic.nullish(),
  maxMembers: maxMembers.nullish(),
  tags: tags.nullish(),
  meetingSchedule: meetingSchedule.nullish(),
  meetingDays: meetingDays.nullish(),
  meetingTime: meetingTime.optional(),
  timezone: timezone.nullish(),
  meditationDuration: meditationDuration.nullish(),
});
export type UpdateCommunityInput = z.infer<typeof updateCommunityInput>;

export const createPostInput = z.object({
  title: optionalText(200, 'one'),
  content: z.string({ error: 'is required' }).trim().min(1, 'is required').max(5000, 'must be at most 5000 characters').refine(isPlainText, TEXT_MESSAGE),
  type: z
    .enum(POST_TYPES, { error: `must be one of ${POST_TYPES.join(', ')}` })
    .nullish()
    .transform(orDefault<(typeof POST_TYPES)[number]>('discussion')),
});
export type CreatePostInput = z.infer<typeof createPostInput>;

/** How many of a list a reader asks for. */
export const listLimit = z
  .number()
  .int('must be a whole number')
  .min(1, `must be between 1 and ${MAX_POSTS_LISTED}`)
  .max(MAX_POSTS_LISTED, `must be between 1 and ${MAX_POSTS_LISTED}`);
