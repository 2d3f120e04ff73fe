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
}

/** How long a known sign-in state is reused before asking again. */
export const USER_STALE_MS = 5 * 60_000;

function parseUser(body: unknown): CurrentUser | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.id !== 'string' && typeof record.id !== 'number') return null;
  const text = (key: string) => (typeof record[key] === 'string' && record[key] !== '' ? (record[key]) : null);
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
 * Who is signed in: a user, or null for a visitor. A 401 means signed out; so
 * does any other failure, because a visitor must always get the public pages.
 * No retry: an unanswered sign-in check is a signed-out visit.
 */
export async function readCurrentUser(response: Response | null): Promise<CurrentUser | null> {
  if (!response || !response.ok) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    return parseUser(await response.json());
  } catch {
    return null;
  }
}

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const early = typeof window !== 'undefined' ? window.__peaceAuthRequest : undefined;
  if (early) {
    // The early request answers the first check only; later checks ask afresh.
    window.__peaceAuthRequest = undefined;
    return readCurrentUser(await early);
  }
  const response = await fetch('/api/auth/user', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  }).catch(() => null);
  return readCurrentUser(response);
}

let cached: { user: CurrentUser | null; at: number } | null = null;
let inFlight: Promise<CurrentUser | null> | null = null;

/** The sign-in state, reused for five minutes. */
export function loadCurrentUser(now = Date.now()): Promise<CurrentUser | null> {
  if (cached && now - cached.at < USER_STALE_MS) return Promise.resolve(cached.user);
  inFlight ??= fetchCurrentUser().then((user) => {
    cached = { user, at: Date.now() };
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
