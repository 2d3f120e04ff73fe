import { forgetKeptCaches } from '../graphql/keptCache';
import { forgetKeptViewer, keepViewer, keptViewer } from './keptViewer';
import { noteSignInOptions } from './signInOptions';

export interface CurrentUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  createdAt: string | null;
}

declare global {
  /** The graph's sign-in check, printed from the Me query at build time (see meRequest.ts). */
  const __PEACE_ME_REQUEST__: string;
  interface Window {
    /** The sign-in check index.html starts before the app's script has arrived; taken once. */
    __PEACE_SIGN_IN__?: Promise<Response | null>;
    /** The time zone index.html asked the home's queries for, when it sent them with the check. */
    __PEACE_HOME_ZONE__?: string;
  }
}

/** The answers to the home's queries that came with the sign-in check, until the shell has taken them. */
let earlyHome: { timeZone: string; answers: readonly unknown[] } | undefined;

/** What index.html's request brought for the signed-in home, if it asked (see src/graphql/homeData.ts). */
export function earlyHomeAnswers(): { timeZone: string; answers: readonly unknown[] } | undefined {
  return earlyHome;
}

/** Forgets the home's early answers: the shell is on screen with them, and a later shell asks afresh. */
export function forgetEarlyHome(): void {
  earlyHome = undefined;
}

/** How long a known sign-in state is reused before asking again. */
export const USER_STALE_MS = 5 * 60_000;

/** The user in the graph's `me`, or null when it holds none. */
export function parseUser(body: unknown): CurrentUser | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.id !== 'string' && typeof record.id !== 'number') return null;
  const text = (key: string) => (typeof record[key] === 'string' && record[key] !== '' ? record[key] : null);
  return {
    id: String(record.id),
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    profileImageUrl: text('profileImageUrl'),
    createdAt: text('createdAt'),
  };
}

/**
 * Who is signed in, from the graph's answer to the Me query: `me`, null for a visitor (the graph
 * answers a visitor so, where the REST route's 401 would be logged as a failed request on every
 * visitor's page). Any failure is signed out too, because a visitor must always get the public
 * pages. No retry: an unanswered sign-in check is a signed-out visit.
 */
export async function readCurrentUser(response: Response | null): Promise<CurrentUser | null> {
  if (!response || !response.ok) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    const body = (await response.json()) as unknown;
    // On the signed-in home the check is the first of a batch, the home's queries after it.
    const [check, ...home] = Array.isArray(body) ? (body as unknown[]) : [body];
    const zone = typeof window === 'undefined' ? undefined : window.__PEACE_HOME_ZONE__;
    const graph = check as { data?: { me?: unknown; googleSignIn?: unknown } | null } | null;
    noteSignInOptions(graph?.data);
    const user = parseUser(graph?.data?.me);
    earlyHome = user && zone && Array.isArray(body) ? { timeZone: zone, answers: home } : undefined;
    return user;
  } catch {
    return null;
  }
}

/**
 * Asks who is signed in (and whether Google sign-in is offered); null when no answer came (the
 * network is gone). The first ask takes the answer index.html's request is already bringing.
 */
async function askWhoIsSignedIn(): Promise<Response | null> {
  const early = typeof window !== 'undefined' ? window.__PEACE_SIGN_IN__ : undefined;
  if (early) {
    window.__PEACE_SIGN_IN__ = undefined;
    const response = await early;
    // A batch refused whole (the home's queries with the check) says nothing of who is signed in:
    // the check is asked alone.
    if (response && !response.ok && window.__PEACE_HOME_ZONE__) return askTheGraph();
    return response;
  }
  return askTheGraph();
}

function askTheGraph(): Promise<Response | null> {
  return fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: __PEACE_ME_REQUEST__,
  }).catch(() => null);
}

interface Answer {
  user: CurrentUser | null;
  /** The person kept on this device, shown while the network is gone: the server has not said. */
  fromDevice: boolean;
}

async function whoIsSignedIn(): Promise<Answer> {
  const response = await askWhoIsSignedIn();
  // No answer at all: the network is gone (the page came from the worker). The app opens as the
  // person last signed in here, and asks again once the network is back.
  if (response === null) return { user: parseUser(await keptViewer()), fromDevice: true };
  const user = await readCurrentUser(response);
  // Kept on the side: the app need not wait for the device's storage.
  if (user) void keepViewer(user);
  else if (response.ok) {
    void forgetKeptViewer();
    forgetKeptCaches();
  }
  return { user, fromDevice: false };
}

let cached: { user: CurrentUser | null; at: number } | null = null;
let inFlight: Promise<CurrentUser | null> | null = null;

/** The sign-in state, reused for five minutes once the server has said it. */
export function loadCurrentUser(now = Date.now()): Promise<CurrentUser | null> {
  if (cached && now - cached.at < USER_STALE_MS) return Promise.resolve(cached.user);
  inFlight ??= whoIsSignedIn().then(({ user, fromDevice }) => {
    cached = fromDevice ? null : { user, at: Date.now() };
    inFlight = null;
    return user;
  });
  return inFlight;
}

export function cachedCurrentUser(now = Date.now()): CurrentUser | null | undefined {
  return cached && now - cached.at < USER_STALE_MS ? cached.user : undefined;
}

export function forgetCurrentUser(): void {
  cached = null;
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || 'Peace Seeker';
}
