import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from './OfflineBanner';
import { queuedSits, queueSit } from './sitQueue';

const answer = (body: unknown) => ({ ok: true, headers: { get: () => 'application/json' }, json: () => Promise.resolve(body) });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('the offline banner', () => {
  it('says the app is offline, and once back, how many kept sits were synced, each posted with its key', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    const fetchMock = jest.fn((url: string, _init: { body?: string; headers?: Record<string, string> }) =>
      Promise.resolve(
        // The sign-in check: the REST route answers the signed-in person.
        url === '/api/auth/user'
          ? answer({ id: 'u1' })
          : answer({ data: { completeSession: { session: { id: 's1', intention: 'PEACE', location: 'Oslo', duration: 5, timestamp: '2025-06-15T12:05:00Z', partial: false }, newAchievements: [] } } }),
      ),
    );
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await queueSit({
      key: 'k1',
      userId: 'u1',
      input: { intention: 'PEACE', location: 'Oslo', duration: 5, startedAt: '2025-06-15T12:00:00.000Z', partial: false },
      timeZone: 'Europe/Oslo',
      queuedAt: 1,
    });
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe("You're offline. A sit still runs to its bell and is kept on this device until you're back.");
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => {
      setOnline(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByText('1 sit synced')).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init.body?.includes('CompleteSession'));
    expect(posts.map(([, init]) => init.headers?.['Idempotency-Key'])).toEqual(['"k1"']);
    expect(await queuedSits()).toEqual([]);
  });
});
