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

/** A field's text: every field of these forms is text, and a file would be no answer at all. */
export function textOf(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

/**
 * What every new session's form asks, as the server receives it, or null when a required
 * field (name, intention, a real start time) is missing.
 */
export function readSessionBasics(form: FormData): Pick<NewGroupSession, 'name' | 'description' | 'intention' | 'scheduledStart'> | null {
  const name = textOf(form, 'name').trim();
  const intention = textOf(form, 'intention');
  const start = new Date(textOf(form, 'scheduledStart'));
  if (!name || !isIntention(intention) || Number.isNaN(start.getTime())) return null;
  return { name, description: textOf(form, 'description').trim(), intention, scheduledStart: start.toISOString() };
}

/** The create-session form of the sessions page as the server receives it, or null when a required field is missing. */
export function readGroupSessionForm(form: FormData): NewGroupSession | null {
  const basics = readSessionBasics(form);
  if (!basics) return null;
  return {
    ...basics,
    duration: wholeWithin(form.get('duration'), GROUP_SESSION_LIMITS.duration),
    maxParticipants: wholeWithin(form.get('maxParticipants'), GROUP_SESSION_LIMITS.maxParticipants),
    startOnTime: form.get('startOnTime') === 'on',
  };
}
