import { forgetKeptCaches } from '../graphql/keptCache';
import { forgetKeptViewer, keepViewer, keptViewer } from './keptViewer';
import { PRERENDERED_ATTRIBUTE } from '../prerender/document';
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
}

/**
 * The REST sign-in check, which index.html preloads (`<link rel="preload" as="fetch">`): the app's
 * own request must match the preload's (a GET with credentials, no headers of its own) for the
 * browser to hand over the answer already on its way rather than ask again.
 */
export const SIGN_IN_CHECK_URL = '/api/auth/user';

/** Where the sign-in check asks: the REST route, or the graph on a page rendered ahead of time for visitors. */
export type SignInCheck = 'rest' | 'graph';

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
 * Who is signed in: from the REST route, the user, or a 401 for a visitor; from the graph's answer
 * to the Me query, `me` (null for a visitor). Any failure is signed out too, because a visitor must
 * always get the public pages. No retry: an unanswered sign-in check is a signed-out visit.
 */
export async function readCurrentUser(response: Response | null, from: SignInCheck): Promise<CurrentUser | null> {
  if (!response || !response.ok) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    const body = (await response.json()) as unknown;
    if (from === 'rest') return parseUser(body);
    const graph = body as { data?: { me?: unknown; googleSignIn?: unknown } | null } | null;
    noteSignInOptions(graph?.data);
    return parseUser(graph?.data?.me);
  } catch {
    return null;
  }
}

/**
 * Which check a page asks. A page rendered ahead of time is a visitor's (the gateway sends it only
 * without a session cookie): it asks the graph, which answers a visitor with `me: null` rather than
 * a 401 logged as a failed request, and says whether Google sign-in is offered. Any other page
 * asks the REST route index.html has preloaded.
 */
function signInCheck(): SignInCheck {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE) ? 'graph' : 'rest';
}

/** Asks who is signed in; null when no answer came (the network is gone). */
function askWhoIsSignedIn(from: SignInCheck): Promise<Response | null> {
  const asked =
    from === 'rest'
      ? fetch(SIGN_IN_CHECK_URL, { credentials: 'include' })
      : fetch('/graphql', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
          body: __PEACE_ME_REQUEST__,
        });
  return asked.catch(() => null);
}

interface Answer {
  user: CurrentUser | null;
  /** The person kept on this device, shown while the network is gone: the server has not said. */
  fromDevice: boolean;
}

async function whoIsSignedIn(): Promise<Answer> {
  const from = signInCheck();
  const response = await askWhoIsSignedIn(from);
  // No answer at all: the network is gone (the page came from the worker). The app opens as the
  // person last signed in here, and asks again once the network is back.
  if (response === null) return { user: parseUser(await keptViewer()), fromDevice: true };
  const user = await readCurrentUser(response, from);
  // Kept on the side: the app need not wait for the device's storage.
  if (user) void keepViewer(user);
  else if (response.ok || response.status === 401) {
    void forgetKeptViewer();
    forgetKeptCaches();
  }
  // A session that has ended while its cookie is still sent, or a members-only address: the REST
  // route's 401 does not say which ways to sign in there are, so the graph is asked, on the side,
  // whether the landing page this leads to should offer Google.
  if (from === 'rest' && response.status === 401) void askWhoIsSignedIn('graph').then((answer) => readCurrentUser(answer, 'graph'));
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
