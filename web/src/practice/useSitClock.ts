import { useEffect, useRef } from 'react';
import { nextReadInMs } from '../lib/countdown';
import { ringIntervalBell } from './bell';
import { intervalBellDue, type IntervalBells } from './intervalBell';
import { sessionLength, type Phase } from './practiceState';
import type { PracticeRuntime } from './runtime';
import { remainingMs } from './timer';

/**
 * Runs the clock of a meditation on: read from its end time on the server's clock (as this device
 * measures it) just after each second's turn, so every second, and the zero above all, shows on
 * time; the soft interval bell rings when one is due; at zero the meditation completes. Nothing
 * is asked of the server for it.
 */
export function useSitClock(runtime: PracticeRuntime, phase: Phase, complete: () => Promise<void>, intervalBellMinutes: number): void {
  const { stateRef, dispatch, serverNow } = runtime;
  // Kept through a pause and a resume; a new sit starts counting again.
  const bells = useRef<IntervalBells | null>(null);
  useEffect(() => {
    if (phase === 'idle') bells.current = null;
  }, [phase]);
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
      if (clock) {
        const left = remainingMs(clock, now);
        const sat = sessionLength(stateRef.current) * 60_000 - left;
        // The first reading of a sit (or of one picked up after a reload) only notes where it stands.
        const due = intervalBellDue(sat, left, intervalBellMinutes, bells.current ?? { passed: Math.floor(sat / Math.max(1, intervalBellMinutes * 60_000)) });
        bells.current = due.bells;
        if (due.ring) void ringIntervalBell();
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
  }, [phase, complete, dispatch, serverNow, stateRef, intervalBellMinutes]);
}
