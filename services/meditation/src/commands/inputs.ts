import { z } from 'zod';
import { EndSignals, INTENTIONS, INTERVAL_BELL_MINUTES } from '@peace/proto';
import { MAX_RECENT_SESSIONS } from '../list-caps.js';

/** The rules every meditation input passes where it enters; messages read as "field: message". */

const PERSONAL_DURATIONS = [5, 10, 20] as const;

const intention = z.enum(INTENTIONS, { error: `must be one of ${INTENTIONS.join(', ')}` });

const location = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters');

const wholeMinutes = z.number({ error: 'is required' }).int('must be a whole number of minutes');

const groupSessionId = z
  .uuid('must be a valid id')
  .nullish()
  .transform((value) => value ?? null);

export const startActiveSessionInput = z
  .object({ intention, location, duration: wholeMinutes, groupSessionId })
  .superRefine((input, context) => {
    // A personal meditation offers three lengths. A group sit's length is its session's (1 to 60),
    // which the command checks against the session itself.
    if (input.groupSessionId) {
      if (input.duration < 1 || input.duration > 60) context.addIssue({ code: 'custom', path: ['duration'], message: 'must be between 1 and 60 minutes' });
    } else if (!(PERSONAL_DURATIONS as readonly number[]).includes(input.duration)) {
      context.addIssue({ code: 'custom', path: ['duration'], message: 'must be 5, 10 or 20 minutes' });
    }
  });
export type StartActiveSessionInput = z.infer<typeof startActiveSessionInput>;

export const updateActiveSessionInput = z.object({
  state: z.enum(['paused', 'meditating'], { error: 'must be paused or meditating' }).nullish(),
  lastPing: z.date().nullish(),
  pausedAt: z.date().nullish(),
  totalPausedMs: z.number().int('must be a whole number of milliseconds').min(0, 'must not be negative').nullish(),
});
export type UpdateActiveSessionInput = z.infer<typeof updateActiveSessionInput>;

export const completeSessionInput = z
  .object({
    intention,
    location,
    duration: wholeMinutes.min(1, 'must be between 1 and 60 minutes').max(60, 'must be between 1 and 60 minutes'),
    groupSessionId,
    /** When the sit began, on the services' clock as best the client knows it; a sit made offline says so. */
    startedAt: z
      .date()
      .nullish()
      .transform((value) => value ?? null),
    /** A personal sit stopped before its end, kept for the whole minutes sat (duration). */
    partial: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
  })
  .superRefine((input, context) => {
    if (input.partial) {
      // A group sit is recorded by its session's times, never in part.
      if (input.groupSessionId) context.addIssue({ code: 'custom', path: ['partial'], message: 'only a personal meditation can be kept in part' });
      return;
    }
    // A personal sit is one of the three lengths the app offers; a group sit's is its session's.
    if (!input.groupSessionId && !(PERSONAL_DURATIONS as readonly number[]).includes(input.duration)) {
      context.addIssue({ code: 'custom', path: ['duration'], message: 'must be 5, 10 or 20 minutes' });
    }
  });
export type CompleteSessionInput = z.infer<typeof completeSessionInput>;

export const recentSessionsArgs = z.object({
  limit: z
    .number()
    .int('must be a whole number')
    .min(1, `must be between 1 and ${MAX_RECENT_SESSIONS}`)
    .max(MAX_RECENT_SESSIONS, `must be between 1 and ${MAX_RECENT_SESSIONS}`)
    .nullish()
    .transform((value) => value ?? 10),
});

export const timeZoneArgs = z.object({ timeZone: z.string().nullish() });

/** A change to the person's practice settings: any of them, at least one. */
export const practiceSettingsInput = z
  .object({
    endSignal: z.enum(Object.values(EndSignals), { error: `must be one of ${Object.values(EndSignals).join(', ')}` }).nullish(),
    intervalBellMinutes: z
      .number({ error: 'must be a number' })
      .refine((value) => (INTERVAL_BELL_MINUTES as readonly number[]).includes(value), 'must be 0 (off), 1, 2 or 5 minutes')
      .nullish(),
    dayEndHour: z.number({ error: 'must be a number' }).int('must be a whole hour').min(0, 'must be an hour from 0 to 23').max(23, 'must be an hour from 0 to 23').nullish(),
    grace: z.boolean({ error: 'must be true or false' }).nullish(),
    recordLocation: z.boolean({ error: 'must be true or false' }).nullish(),
  })
  .refine((input) => Object.values(input).some((value) => value !== null && value !== undefined), 'Give at least one setting to change');
export type PracticeSettingsInput = z.infer<typeof practiceSettingsInput>;
