import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useWakeLock } from './wakeLock';

/** The browser's screen wake lock as the hook meets it: a lock is released when the page is hidden, as browsers do. */
class Sentinel {
  released = false;
  release = jest.fn(() => {
    this.released = true;
    return Promise.resolve();
  });
}

describe('keeping the screen awake', () => {
  let visibility: DocumentVisibilityState = 'visible';
  const locks: Sentinel[] = [];
  const request = jest.fn(() => {
    const sentinel = new Sentinel();
    locks.push(sentinel);
    return Promise.resolve(sentinel);
  });

  beforeAll(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  });

  afterAll(() => {
    delete (document as unknown as Record<string, unknown>)['visibilityState'];
    delete (navigator as unknown as Record<string, unknown>)['wakeLock'];
  });

  beforeEach(() => {
    visibility = 'visible';
    locks.length = 0;
    request.mockClear();
  });

  const settle = () => act(async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
  });

  const show = async (next: DocumentVisibilityState) => {
    visibility = next;
    // The browser drops the lock of a hidden page by itself.
    if (next === 'hidden') for (const lock of locks) lock.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
  };

  it('holds the screen awake while meditating, takes the lock again after the page was in the background, and lets go at the end', async () => {
    const { rerender } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: true } });
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenLastCalledWith('screen');

    await show('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    await show('visible');
    expect(request).toHaveBeenCalledTimes(2);
    // Seen again while the lock still holds: no second lock.
    await show('visible');
    expect(request).toHaveBeenCalledTimes(2);

    rerender({ active: false });
    await settle();
    expect(locks.at(-1)?.release).toHaveBeenCalled();
    await show('hidden');
    await show('visible');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing while no meditation runs', async () => {
    renderHook(() => useWakeLock(false));
    await settle();
    expect(request).not.toHaveBeenCalled();
  });
});
