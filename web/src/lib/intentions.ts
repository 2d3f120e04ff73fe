import { Intentions } from '@peace/proto/domain';
import type { Intention } from '../graphql/operations';
import type { TeachingPath } from '../routes/paths';

export type { Intention };

/**
 * The seven intentions in the spec's order, as the graph names them
 * ('NON_VIOLENCE'); the domain map is the one place their labels are written.
 */
export const intentions = Object.keys(Intentions) as Intention[];

// The domain map and the graph's enum must name the same seven intentions.
const labels: Readonly<Record<Intention, string>> = Intentions;

/** What a person reads for an intention: 'Non-Violence' for NON_VIOLENCE. */
export function intentionLabel(intention: Intention): string {
  return labels[intention];
}

export function isIntention(value: unknown): value is Intention {
  return typeof value === 'string' && Object.hasOwn(labels, value);
}

/** The intention a label names ('Non-Violence' → NON_VIOLENCE), for answers in the spec's words. */
export function intentionFromLabel(label: unknown): Intention | null {
  return intentions.find((intention) => labels[intention] === label) ?? null;
}

export const teachingPathFor: Record<Intention, TeachingPath> = {
  PEACE: '/peace-meditation',
  NON_VIOLENCE: '/nonviolence-meditation',
  FORGIVENESS: '/forgiveness-meditation',
  COMPASSION: '/compassion-meditation',
  LOVE: '/love-meditation',
  UNITY: '/unity-meditation',
  SERVICE: '/service-meditation',
};

export const durations = [5, 10, 20] as const;
export type Duration = (typeof durations)[number];
export const defaultDuration: Duration = 5;

export function isDuration(value: unknown): value is Duration {
  return typeof value === 'number' && (durations as readonly number[]).includes(value);
}
