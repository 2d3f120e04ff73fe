/**
 * How the end of a sit is marked, as the person chose in their settings: the bell, a vibration
 * (where the device has one), a gentle full-screen light, or nothing at all.
 */
import { useSyncExternalStore } from 'react';
import type { EndSignal } from '../graphql/operations';
import { ringBell } from './bell';

/** How long the light stays before it fades of itself; a tap closes it sooner. */
export const END_LIGHT_MS = 8000;

/** Two long, soft pulses. */
const VIBRATION_PATTERN = [400, 200, 400];

let lit = false;
let dim: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function setLit(next: boolean): void {
  lit = next;
  for (const listener of listeners) listener();
}

export function showEndLight(): void {
  if (dim) clearTimeout(dim);
  setLit(true);
  dim = setTimeout(hideEndLight, END_LIGHT_MS);
}

export function hideEndLight(): void {
  if (dim) clearTimeout(dim);
  dim = null;
  if (lit) setLit(false);
}

export function useEndLight(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => lit,
    () => false,
  );
}

export function signalEnd(signal: EndSignal): void {
  switch (signal) {
    case 'SOUND':
      void ringBell();
      return;
    case 'VIBRATION':
      // Without a vibrator (most desktops), the light says it instead of leaving the end unmarked.
      if (typeof navigator.vibrate === 'function' && navigator.vibrate(VIBRATION_PATTERN)) return;
      showEndLight();
      return;
    case 'LIGHT':
      showEndLight();
      return;
    case 'SILENT':
      return;
  }
}
