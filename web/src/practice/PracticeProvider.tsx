/**
 * A personal meditation from Begin to bell: idle → countdown (3 s) → meditating
 * ⇄ paused → idle. It lives above the pages so a meditation keeps going while
 * a person looks at their stats, and it picks up a session that was running
 * when the page was last closed. Its clock runs here, from the session's times
 * on the server's clock; what the server holds reaches it through useSitSync.
 */
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { StopActiveSessionMutation } from '../graphql/operations';
import { refreshAfterCompletion, SAVED_AT_ONCE } from '../graphql/refresh';
import type { Duration, Intention } from '../lib/intentions';
import { useLive } from '../live/LiveProvider';
import { useServerClock } from '../live/serverClock';
import { toast } from '../ui/toastStore';
import { primeBell } from './bell';
import { initialPracticeState, practiceReducer, sessionLength, type Phase } from './practiceState';
import type { PracticeRuntime } from './runtime';
import { COUNTDOWN_SECONDS, remainingMs, remainingSeconds } from './timer';
import { onSitsSynced } from '../offline/syncSits';
import { useCompletion } from './useCompletion';
import { keepDeviceSit, forgetDeviceSit, readDeviceSit, stateFromDeviceSit } from './deviceSit';
import { useCountdownStart } from './useCountdownStart';
import { usePracticeLocation } from './usePracticeLocation';
import { usePracticeSettings } from './usePracticeSettings';
import { useSendState } from './useSendState';
import { useSitClock } from './useSitClock';
import { useSitSync } from './useSitSync';
import { useWakeLock } from './wakeLock';

export type { Phase } from './practiceState';

/** A clock offset kept with a sit is trusted as a sample this rough: any measured one replaces it. */
const KEPT_OFFSET_ROUND_TRIP_MS = 60_000;

export interface Practice {
  phase: Phase;
  intention: Intention | null;
  /** The length chosen on the starter. */
  duration: Duration;
  /** Minutes of the meditation in progress (a restored one keeps the server's length); the chosen length when idle. */
  minutes: number;
  /** Seconds left before the meditation starts (3, 2, 1). */
  countdown: number;
  /** Seconds left in the meditation. */
  remaining: number;
  /** The whole meditation in seconds, for drawing progress. */
  total: number;
  location: string | null;
  chooseIntention: (intention: Intention) => void;
  chooseDuration: (duration: Duration) => void;
  begin: () => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
  /** Whole minutes sat so far in the meditation in progress (pauses left out); 0 when none runs. */
  minutesSat: number;
  /** Ends the meditation in progress early, kept as a partial sit of `minutes` (at least 1). */
  keep: (minutes: number) => void;
}

/** Exported for tests that draw the practice screens around a given state. */
export const PracticeContext = createContext<Practice | null>(null);

export function PracticeProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const client = useApolloClient();
  const live = useLive();
  const { serverNow, estimator } = useServerClock();
  // A sit this device kept (begun offline, or the page closed mid-sit) is there from the first render.
  const [keptAtLoad] = useState(() => {
    const kept = readDeviceSit(userId);
    // Offline, nothing measures the server's clock: the kept sit's own measure stands in until the socket's first.
    if (kept && estimator.estimate() === null) estimator.addRough({ offsetMs: kept.offsetMs, roundTripMs: KEPT_OFFSET_ROUND_TRIP_MS });
    return kept;
  });
  const [state, dispatch] = useReducer(practiceReducer, keptAtLoad, (kept) => (kept ? stateFromDeviceSit(kept, initialPracticeState) : initialPracticeState));
  const { settings } = usePracticeSettings();
  const { location: detectedLocation, locate } = usePracticeLocation(settings.recordLocation);

  // Effects read the newest state through this ref; async work must not act on a stale copy.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const attemptRef = useRef(0);
  const startedAtRef = useRef<number | null>(keptAtLoad?.startedAt ?? null);
  const liveSend = live.send;
  const endLive = useCallback(() => liveSend({ type: 'endMeditation', userId }), [liveSend, userId]);
  const runtime = useMemo<PracticeRuntime>(() => ({ stateRef, dispatch, attemptRef, startedAtRef, serverNow, endLive }), [serverNow, endLive]);

  const sendState = useSendState();
  const complete = useCompletion(runtime, userId, settings.endSignal);
  const now = useCountdownStart(runtime, state, sendState, userId);
  useSitClock(runtime, state.phase, complete, settings.intervalBellMinutes);
  useSitSync(runtime, state, sendState, userId);

  useWakeLock(state.phase !== 'idle');

  // The sit in progress is kept on the device as it changes, and forgotten once it is over.
  // Forgotten where it ends: stopped here, ended elsewhere, or handed to the queue of finished sits.
  const { phase, intention, duration, sessionMinutes, timer, serverBacked, sitId, location, sitKey } = state;
  useEffect(() => {
    if ((phase !== 'meditating' && phase !== 'paused') || !intention || !timer || sessionMinutes === null || !sitKey) return;
    const now = serverNow();
    keepDeviceSit(userId, {
      phase,
      intention,
      duration,
      sessionMinutes,
      timer,
      startedAt: startedAtRef.current ?? now - (sessionMinutes * 60_000 - remainingMs(timer, now)),
      offsetMs: now - Date.now(),
      serverBacked,
      sitId,
      location,
      sitKey,
    });
  }, [userId, phase, intention, duration, sessionMinutes, timer, serverBacked, sitId, location, sitKey, serverNow]);

  const begin = useCallback(() => {
    const current = stateRef.current;
    if (current.phase !== 'idle') return;
    if (!current.intention) {
      toast({
        title: 'Please select an intention',
        description: "Choose what you'd like to cultivate in the world before starting.",
        variant: 'destructive',
      });
      return;
    }
    primeBell();
    dispatch({ type: 'countdown', now: Date.now() });
    // The place is looked up during the countdown; the meditation does not wait for it,
    // but whenever it is found the meditation records it.
    locate().then(
      (place) => dispatch({ type: 'located', location: place }),
      () => {},
    );
  }, [locate]);

  const pause = useCallback(() => {
    if (stateRef.current.phase !== 'meditating') return;
    dispatch({ type: 'pause', now: serverNow() });
    // Before the server holds the session, the start's answer sends the pause.
    if (stateRef.current.serverBacked) sendState.send('paused');
  }, [sendState, serverNow]);

  const resume = useCallback(() => {
    if (stateRef.current.phase !== 'paused') return;
    dispatch({ type: 'resume', now: serverNow() });
    if (stateRef.current.serverBacked) sendState.send('meditating');
  }, [sendState, serverNow]);

  const stop = useCallback(() => {
    const wasMeditating = stateRef.current.phase === 'meditating' || stateRef.current.phase === 'paused';
    attemptRef.current += 1;
    dispatch({ type: 'stop' });
    forgetDeviceSit(userId);
    if (!wasMeditating) return;
    endLive();
    client.mutate({ mutation: StopActiveSessionMutation }).catch((error: unknown) => console.warn('Could not stop on the server', error));
  }, [client, endLive, userId]);

  const keep = useCallback(
    (minutes: number) => {
      const phase = stateRef.current.phase;
      if ((phase !== 'meditating' && phase !== 'paused') || minutes < 1) return;
      void complete(minutes);
    },
    [complete],
  );

  // Sits kept on this device and recorded later (the network came back): the figures take them in.
  useEffect(
    () =>
      onSitsSynced((outcomes) => {
        if ([...outcomes.values()].some((outcome) => outcome.kind === 'recorded')) {
          void refreshAfterCompletion(client, SAVED_AT_ONCE).catch((error: unknown) => console.debug('Could not refresh after syncing sits', error));
        }
      }),
    [client],
  );

  const chooseIntention = useCallback((intention: Intention) => dispatch({ type: 'choose', intention }), []);
  const chooseDuration = useCallback((duration: Duration) => dispatch({ type: 'choose', duration }), []);

  const value = useMemo<Practice>(() => {
    const minutes = sessionLength(state);
    const remaining = state.shownSeconds ?? (state.timer ? remainingSeconds(state.timer, serverNow()) : minutes * 60);
    const running = state.phase === 'meditating' || state.phase === 'paused';
    return {
      phase: state.phase,
      intention: state.intention,
      duration: state.duration,
      minutes,
      countdown: state.countdownEndsAt === null ? COUNTDOWN_SECONDS : Math.max(1, Math.ceil((state.countdownEndsAt - now) / 1000)),
      remaining,
      total: minutes * 60,
      location: state.location ?? detectedLocation,
      chooseIntention,
      chooseDuration,
      begin,
      pause,
      resume,
      stop,
      minutesSat: running ? Math.floor((minutes * 60 - remaining) / 60) : 0,
      keep,
    };
  }, [state, now, serverNow, detectedLocation, chooseIntention, chooseDuration, begin, pause, resume, stop, keep]);

  return <PracticeContext.Provider value={value}>{children}</PracticeContext.Provider>;
}

export function usePractice(): Practice {
  const practice = useContext(PracticeContext);
  if (!practice) throw new Error('usePractice must be used inside PracticeProvider');
  return practice;
}
