import { useSyncExternalStore } from 'react';

/** Whether this device's position may be asked for: the person's own choice, kept on this device, off until they make it. */
const KEY = 'peace.useDevicePosition';
const listeners = new Set<() => void>();

export function devicePositionChosen(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function chooseDevicePosition(chosen: boolean): void {
  try {
    if (chosen) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

export function useDevicePositionChoice(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    devicePositionChosen,
    () => false,
  );
}
