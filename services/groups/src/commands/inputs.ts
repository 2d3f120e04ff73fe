import { z } from 'zod';
import { INTENTIONS } from '@peace/proto';
import { AppError, isPlainText, isSingleLine, SINGLE_LINE_MESSAGE, TEXT_MESSAGE } from '@peace/kit';
import { MAX_PARTICIPANTS } from '../list-caps.js';

/** The rules every groups input passes where it enters; messages read as "field: message". */

const between = (min: number, max: number, unit: string) => {
  const message = `must be between ${min} and ${max}${unit}`;
  return z.number({ error: 'is required' }).int('must be a whole number').min(min, message).max(max, message);
};

const optionalId = z
  .uuid('must be a valid id')
  .nullish()
  .transform((value) => value ?? null);

export const createGroupSessionInput = z.object({
  name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters').refine(isSingleLine, SINGLE_LINE_MESSAGE),
  description: z
    .string()
    .trim()
    .max(2000, 'must be at most 2000 characters')
    .refine(isPlainText, TEXT_MESSAGE)
    .nullish()
    .transform((value) => (value ? value : null)),
  intention: z.enum(INTENTIONS, { error: `must be one of ${INTENTIONS.join(', ')}` }),
  scheduledStart: z.date({ error: 'must be an ISO-8601 timestamp' }),
  duration: between(1, 60, ' minutes')
    .nullish()
    .transform((value) => value ?? 5),
  maxParticipants: between(1, MAX_PARTICIPANTS, '')
    .nullish()
    .transform((value) => value ?? 50),
  groupId: optionalId,
  /** Unset: a community's session starts on time by itself, anyone else's waits for its creator. */
  startOnTime: z.boolean({ error: 'must be true or false' }).nullish(),
}).transform(({ startOnTime, ...input }) => ({ ...input, startOnTime: startOnTime ?? input.groupId !== null }));
export type CreateGroupSessionInput = z.infer<typeof createGroupSessionInput>;

/** How far ahead a session may be scheduled: further than anyone plans a sit, and a bound a calendar can hold. */
export const MAX_SCHEDULE_AHEAD_DAYS = 365;

/** Refuses a session scheduled more than a year after now, with the same "field: message" as the input's other rules. */
export function checkScheduledStart(input: Pick<CreateGroupSessionInput, 'scheduledStart'>, now: Date): void {
  if (input.scheduledStart.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000) throw AppError.badInput('scheduledStart: must be at most a year from now');
}

/** The most a closing line holds: a line, not a letter. */
export const CLOSING_LINE_MAX = 280;

/** A line left in the closing circle: one line of plain text, trimmed. */
export const closingLineInput = z.object({
  text: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(CLOSING_LINE_MAX, `must be at most ${CLOSING_LINE_MAX} characters`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE),
});
