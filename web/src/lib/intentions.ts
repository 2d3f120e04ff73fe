import type { TeachingPath } from '../routes/paths';

export const intentions = [
  'Peace',
  'Non-Violence',
  'Forgiveness',
  'Compassion',
  'Love',
  'Unity',
  'Service',
] as const;

export type Intention = (typeof intentions)[number];

export function isIntention(value: unknown): value is Intention {
  return typeof value === 'string' && (intentions as readonly string[]).includes(value);
}

export const teachingPathFor: Record<Intention, TeachingPath> = {
  Peace: '/peace-meditation',
  'Non-Violence': '/nonviolence-meditation',
  Forgiveness: '/forgiveness-meditation',
  Compassion: '/compassion-meditation',
  Love: '/love-meditation',
  Unity: '/unity-meditation',
  Service: '/service-meditation',
};

export const durations = [5, 10, 20] as const;
export type Duration = (typeof durations)[number];
export const defaultDuration: Duration = 5;

export function isDuration(value: unknown): value is Duration {
  return typeof value === 'number' && (durations as readonly number[]).includes(value);
}
