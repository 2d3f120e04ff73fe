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
  interface Window {
    /** Started by index.html so the answer is on its way while the app loads. */
    __peaceAuthRequest?: Promise<Response | null>;
  }
  /** The sign-in check's request body, printed from the Me query at build time (see meRequest.ts). */
  const __PEACE_ME_REQUEST__: string;
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
 * Who is signed in, from the graph's answer to the Me query: a user, or null for a visitor
 * (`me` is null when signed out). Any failure is signed out too, because a visitor must always
 * get the public pages. No retry: an unanswered sign-in check is a signed-out visit.
 */
export async function readCurrentUser(response: Response | null): Promise<CurrentUser | null> {
  if (!response || !response.ok) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    const body = (await response.json()) as { data?: { me?: unknown; googleSignIn?: unknown } | null } | null;
    noteSignInOptions(body?.data);
    return parseUser(body?.data?.me);
  } catch {
    return null;
  }
}

/**
 * Asks the graph who is signed in. The graph answers a visitor with `me: null` rather than the
 * REST route's 401, so a signed-out page load logs no failed request.
 */
export function askWhoIsSignedIn(): Promise<Response | null> {
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
  const early = typeof window !== 'undefined' ? window.__peaceAuthRequest : undefined;
  // The early request answers the first check only; later checks ask afresh.
  if (early) window.__peaceAuthRequest = undefined;
  const response = await (early ?? askWhoIsSignedIn());
  // No answer at all: the network is gone (the page came from the worker). The app opens as the
  // person last signed in here, and asks again once the network is back.
  if (response === null) return { user: parseUser(await keptViewer()), fromDevice: true };
  const user = await readCurrentUser(response);
  // Kept on the side: the app need not wait for the device's storage.
  if (user) void keepViewer(user);
  else if (response.ok) void forgetKeptViewer();
  return { user, fromDevice: false };
}

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  return (await whoIsSignedIn()).user;
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
