import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider, type AuthState } from '../auth/AuthProvider';
import { OfflineBanner } from './OfflineBanner';
import { queuedSits, queueSit } from './sitQueue';

const answer = (body: unknown) => ({ ok: true, headers: { get: () => 'application/json' }, json: () => Promise.resolve(body) });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const signedIn: AuthState = {
  status: 'ready',
  user: { id: 'u1', firstName: 'Ada', lastName: null, email: 'ada@example.org', profileImageUrl: null, createdAt: null },
};

function as(auth: AuthState, children: ReactNode) {
  return <AuthProvider initial={auth}>{children}</AuthProvider>;
}

/** A server that records every sit posted to it; each call's address and options are kept. */
function recordingServer() {
  const fetchMock = jest.fn((_url: string, _init: { body?: string; headers?: Record<string, string> }) =>
    Promise.resolve(answer({ data: { completeSession: { session: { id: 's1', intention: 'PEACE', location: 'Oslo', duration: 5, timestamp: '2025-06-15T12:05:00Z', partial: false }, newAchievements: [] } } })),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A sit of u1's, kept on this device under the key given. */
function keepSit(key: string) {
  return queueSit({
    key,
    userId: 'u1',
    input: { intention: 'PEACE', location: 'Oslo', duration: 5, startedAt: '2025-06-15T12:00:00.000Z', partial: false },
    timeZone: 'Europe/Oslo',
    queuedAt: 1,
  });
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('the offline banner', () => {
  it('says the app is offline, and once back, how many kept sits were synced, each posted with its key', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    const fetchMock = recordingServer();
    await keepSit('k1');
    render(as(signedIn, <OfflineBanner />));
    expect(screen.getByRole('status').textContent).toBe("You're offline. A sit still runs to its bell and is kept on this device until you're back.");
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => setOnline(true));
    expect(await screen.findByText('1 sit synced')).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init.body?.includes('CompleteSession'));
    expect(posts.map(([, init]) => init.headers?.['Idempotency-Key'])).toEqual(['"k1"']);
    expect(await queuedSits()).toEqual([]);
  });

  it("posts nothing from a visitor's page: the sits kept here are posted once their person is signed in", async () => {
    const fetchMock = recordingServer();
    await keepSit('k2');
    const visitorPage = render(as({ status: 'ready', user: null }, <OfflineBanner />));
    await act(async () => setOnline(true));
    visitorPage.unmount();
    render(as(signedIn, <OfflineBanner />));
    expect(await screen.findByText('1 sit synced')).toBeTruthy();
    // One request in all, the post: none from the visitor's page, not even a sign-in check.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/graphql']);
    expect(await queuedSits()).toEqual([]);
  });
});
