// Taps on a server-rendered page's controls before the app has taken the page over: the page's own
// script keeps them (START_HELD_CODE in document.ts), and the app gives them back here.

declare global {
  interface Window {
    /** Set by a server-rendered page's script: its click listener and the controls tapped so far. */
    __peaceEarlyTaps?: { listener: EventListener; targets: HTMLElement[] };
  }
}

/**
 * Stops keeping taps and gives those kept to their controls, which the app now runs: each is
 * clicked again, in order, if it is still on the page. Once only; nothing where no tap was kept.
 */
export function replayEarlyTaps(target: Window = window): void {
  for (const control of stopKeepingTaps(target)) {
    if (control.isConnected) control.click();
  }
}

/**
 * Stops keeping taps and forgets those kept, as when the page failed to show: its notice's own
 * controls must answer from now on.
 */
export function dropEarlyTaps(target: Window = window): void {
  stopKeepingTaps(target);
}

function stopKeepingTaps(target: Window): HTMLElement[] {
  const early = target.__peaceEarlyTaps;
  if (!early) return [];
  target.__peaceEarlyTaps = undefined;
  target.document.removeEventListener('click', early.listener, true);
  return early.targets;
}
