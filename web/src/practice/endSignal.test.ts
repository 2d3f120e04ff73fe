import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { END_LIGHT_MS, hideEndLight, signalEnd, useEndLight } from './endSignal';

describe('the end-of-sit signal', () => {
  const nav = navigator as { vibrate?: (pattern: number[]) => boolean };
  const original = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'vibrate')?.value as typeof nav.vibrate;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => hideEndLight());
    jest.useRealTimers();
    nav.vibrate = original;
  });

  it('shows the gentle light, which fades of itself', () => {
    const { result } = renderHook(() => useEndLight());
    act(() => signalEnd('LIGHT'));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(END_LIGHT_MS));
    expect(result.current).toBe(false);
  });

  it('vibrates where the device can, and shows the light where it cannot', () => {
    const { result } = renderHook(() => useEndLight());
    const vibrate = jest.fn((pattern: number[]) => pattern.length > 0);
    nav.vibrate = vibrate;
    act(() => signalEnd('VIBRATION'));
    expect(vibrate).toHaveBeenCalledWith([400, 200, 400]);
    expect(result.current).toBe(false);
    nav.vibrate = undefined;
    act(() => signalEnd('VIBRATION'));
    expect(result.current).toBe(true);
  });

  it('does nothing when silent', () => {
    const { result } = renderHook(() => useEndLight());
    act(() => signalEnd('SILENT'));
    expect(result.current).toBe(false);
  });
});
