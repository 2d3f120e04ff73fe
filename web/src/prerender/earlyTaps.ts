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
  const early = target.__peaceEarlyTaps;
  if (!early) return;
  target.__peaceEarlyTaps = undefined;
  target.document.removeEventListener('click', early.listener, true);
  for (const control of early.targets) {
    if (control.isConnected) control.click();
  }
}
