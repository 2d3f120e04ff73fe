import { matchPath } from 'react-router';
import { teachingPaths, type TeachingPath } from './paths.ts';

export type PageKey =
  | 'home'
  | 'landing'
  | 'groups'
  | 'groupSession'
  | 'stats'
  | 'communities'
  | 'community'
  | 'communityInvitation'
  | 'profile'
  | 'profileInvitation'
  | 'testEmail'
  | 'privacy'
  | 'terms'
  | TeachingPath;

export interface RouteEntry {
  path: string;
  /** What a signed-in person sees. */
  signedIn: PageKey;
  /** What a visitor sees; null when the page is not for visitors. */
  signedOut: PageKey | null;
}

/** The product's route table, one row per path, for both sign-in states. */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', signedIn: 'home', signedOut: 'landing' },
  { path: '/groups', signedIn: 'groups', signedOut: null },
  { path: '/groups/:sessionId', signedIn: 'groupSession', signedOut: 'groupSession' },
  { path: '/stats', signedIn: 'stats', signedOut: null },
  { path: '/communities', signedIn: 'communities', signedOut: null },
  { path: '/communities/:groupId', signedIn: 'community', signedOut: 'communityInvitation' },
  // Visitors get the profile's own sign-in invitation rather than being turned away.
  { path: '/profile', signedIn: 'profile', signedOut: 'profileInvitation' },
  { path: '/test-email', signedIn: 'testEmail', signedOut: null },
  { path: '/privacy', signedIn: 'privacy', signedOut: 'privacy' },
  { path: '/terms', signedIn: 'terms', signedOut: 'terms' },
  ...teachingPaths.map((path) => ({ path, signedIn: path, signedOut: path })),
];

/**
 * The addresses whose page a visitor sees the same on every fresh load, so the build can render
 * them ahead of time: every path of the table with a page for visitors and no parameter in it.
 */
export function visitorPagePaths(table: readonly RouteEntry[] = routeTable): string[] {
  return table.filter((entry) => entry.signedOut !== null && !entry.path.includes(':')).map((entry) => entry.path);
}

export type Access =
  | { kind: 'page'; page: PageKey; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

/** Where a visitor lands when a page is for signed-in people only. */
export const SIGNED_OUT_HOME = '/';

export function resolveAccess(pathname: string, signedIn: boolean): Access {
  for (const entry of routeTable) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (!match) continue;
    const page = signedIn ? entry.signedIn : entry.signedOut;
    if (!page) return { kind: 'redirect', to: SIGNED_OUT_HOME };
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(match.params)) if (value !== undefined) params[key] = value;
    return { kind: 'page', page, params };
  }
  return { kind: 'notFound' };
}

/** The phone's bottom bar: the spec's four entries. */
export const navEntries = [{ to: '/' }, { to: '/communities' }, { to: '/stats' }, { to: '/profile' }] as const;

/** A wide screen's top bar has room for group sessions too, which otherwise hide behind Communities. */
export const wideNavEntries = [...navEntries, { to: '/groups' }] as const;

export type NavTarget = (typeof wideNavEntries)[number]['to'];

/** The highlighted navigation entry for a path, if any. */
export function activeNavEntry(pathname: string): NavTarget | null {
  if (pathname === '/') return '/';
  const section = wideNavEntries.find((entry) => entry.to !== '/' && (pathname === entry.to || pathname.startsWith(`${entry.to}/`)));
  return section?.to ?? null;
}
