import { isIntention } from '../lib/intentions';
import type { NewGroupSession } from '../graphql/operations';

export interface NumberLimit {
  min: number;
  max: number;
  /** Used when the field is left empty. */
  fallback: number;
}

/** A group session scheduled from the sessions page (spec §5): 1–60 minutes, 1–100 people. */
export const GROUP_SESSION_LIMITS = {
  duration: { min: 1, max: 60, fallback: 5 },
  maxParticipants: { min: 1, max: 100, fallback: 50 },
} as const satisfies Record<string, NumberLimit>;

/** A whole number within the limit: an empty or unreadable field takes the default, anything else is brought into range. */
export function wholeWithin(raw: FormDataEntryValue | null, { min, max, fallback }: NumberLimit): number {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * The create-session form as the server receives it, or null when a required
 * field (name, intention, a real start time) is missing.
 */
export function readGroupSessionForm(form: FormData): NewGroupSession | null {
  // Every field of this form is text; a file would be no answer at all.
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : '';
  };
  const name = text('name').trim();
  const intention = text('intention');
  const start = new Date(text('scheduledStart'));
  if (!name || !isIntention(intention) || Number.isNaN(start.getTime())) return null;
  return {
    name,
    description: text('description').trim(),
    intention,
    scheduledStart: start.toISOString(),
    duration: wholeWithin(form.get('duration'), GROUP_SESSION_LIMITS.duration),
    maxParticipants: wholeWithin(form.get('maxParticipants'), GROUP_SESSION_LIMITS.maxParticipants),
  };
}
