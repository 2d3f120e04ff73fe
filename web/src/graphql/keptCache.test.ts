import { InMemoryCache } from '@apollo/client';
import { forgetKeptCaches, keepCacheOnLeave, restoreKeptCache } from './keptCache';

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

const figures = { ROOT_QUERY: { __typename: 'Query', greeting: 'kept' } };

describe("a person's figures kept on the device", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => setOnline(true));

  it('are written as the page is left, and read back only when the app opens offline', () => {
    const cache = new InMemoryCache();
    cache.restore(figures);
    const stop = keepCacheOnLeave(cache, 'user-1');
    window.dispatchEvent(new Event('pagehide'));
    stop();

    setOnline(true);
    const online = new InMemoryCache();
    expect(restoreKeptCache(online, 'user-1')).toBe(false);
    expect(online.extract()).toEqual({});

    setOnline(false);
    const offline = new InMemoryCache();
    expect(restoreKeptCache(offline, 'user-1')).toBe(true);
    expect(offline.extract()).toEqual(figures);
    // Someone else's are not theirs.
    expect(restoreKeptCache(new InMemoryCache(), 'user-2')).toBe(false);
  });

  it('are forgotten on signing out, and not written back as the page is left', () => {
    const cache = new InMemoryCache();
    cache.restore(figures);
    const stop = keepCacheOnLeave(cache, 'user-1');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.length).toBe(1);
    forgetKeptCaches();
    window.dispatchEvent(new Event('pagehide'));
    stop();
    expect(localStorage.length).toBe(0);
  });
});
