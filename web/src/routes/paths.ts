/** Addresses the app links to; kept free of React so build tooling can read them too. */

export const teachingPaths = [
  '/peace-meditation',
  '/nonviolence-meditation',
  '/forgiveness-meditation',
  '/compassion-meditation',
  '/love-meditation',
  '/unity-meditation',
  '/service-meditation',
] as const;

export type TeachingPath = (typeof teachingPaths)[number];

/** Server-side navigations: these are full page loads, never router links. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}
export const googleLoginUrl = '/api/auth/google';
export const logoutUrl = '/api/logout';
