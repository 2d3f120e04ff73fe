import { useEffect } from 'react';
import { nextReadInMs } from '../lib/countdown';
import type { Phase } from './practiceState';
import type { PracticeRuntime } from './runtime';
import { remainingMs } from './timer';

/**
 * Runs the clock of a meditation on: read from its end time on the server's clock (as this device
 * measures it) just after each second's turn, so every second, and the zero above all, shows on
 * time; at zero the meditation completes. Nothing is asked of the server for it.
 */
export function useSitClock(runtime: PracticeRuntime, phase: Phase, complete: () => Promise<void>): void {
  const { stateRef, dispatch, serverNow } = runtime;
  useEffect(() => {
    if (phase !== 'meditating') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const now = serverNow();
      dispatch({ type: 'tick', now });
      const clock = stateRef.current.timer;
      if (clock && remainingMs(clock, now) <= 0) {
        void complete();
        return;
      }
      timer = setTimeout(tick, clock?.kind === 'running' ? nextReadInMs(clock.endsAt, now) : 1000);
    };
    tick();
    // Timers sleep in background tabs: the clock catches up as soon as the page is seen again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [phase, complete, dispatch, serverNow, stateRef]);
}
