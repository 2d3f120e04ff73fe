/**
 * A personal meditation from Begin to bell: idle → countdown (3 s) → meditating
 * ⇄ paused → idle. It lives above the pages so a meditation keeps going while
 * a person looks at their stats, and it picks up a session that was running
 * when the page was last closed.
 */
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import {
  ActiveSessionQuery,
  CompleteSessionMutation,
  refreshedAfterCompletion,
  StartActiveSessionMutation,
  StopActiveSessionMutation,
  UpdateActiveSessionMutation,
} from '../graphql/operations';
import { defaultDuration, isDuration, isIntention, type Duration, type Intention } from '../lib/intentions';
import { browserTimeZone } from '../lib/time';
import { useLive } from '../live/LiveProvider';
import { UNKNOWN_LOCATION } from '../location/location';
import { toast } from '../ui/toastStore';
import { primeBell, ringBell } from './bell';
import {
  COUNTDOWN_SECONDS,
  isRestorable,
  localTimer,
  pauseTimer,
  remainingSeconds,
  restoredPhase,
  resumeTimer,
  timerFromServer,
  type Timer,
} from './timer';
import { usePracticeLocation } from './usePracticeLocation';
import { useWakeLock } from './wakeLock';

export type Phase = 'idle' | 'countdown' | 'meditating' | 'paused';

interface State {
  phase: Phase;
  intention: Intention | null;
  duration: Duration;
  countdownEndsAt: number | null;
  timer: Timer | null;
  /** True once the server holds this session; only then is it asked for the time left. */
  serverBacked: boolean;
  /** Where this session is recorded as having happened. */
  location: string | null;
}

type Action =
  | { type: 'choose'; intention?: Intention; duration?: Duration }
  | { type: 'countdown'; now: number }
  | { type: 'meditate'; timer: Timer }
  | { type: 'started'; timer: Timer; location: string }
  | { type: 'startFailed'; location: string }
  | { type: 'sync'; seconds: number; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'restore'; phase: 'meditating' | 'paused'; intention: Intention; duration: Duration; timer: Timer; location: string }
  | { type: 'finish' }
  | { type: 'stop' };

const initialState: State = {
  phase: 'idle',
  intention: null,
  duration: defaultDuration,
  countdownEndsAt: null,
  timer: null,
  serverBacked: false,
  location: null,
};

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'choose':
      if (state.phase !== 'idle') return state;
      return { ...state, intention: action.intention ?? state.intention, duration: action.duration ?? state.duration };
    case 'countdown':
      return { ...state, phase: 'countdown', countdownEndsAt: action.now + COUNTDOWN_SECONDS * 1000 };
    case 'meditate':
      return { ...state, phase: 'meditating', countdownEndsAt: null, timer: action.timer, serverBacked: false };
    case 'started':
      if (state.phase !== 'meditating' && state.phase !== 'paused') return state;
      return {
        ...state,
        serverBacked: true,
        location: action.location,
        timer: state.phase === 'paused' ? state.timer : action.timer,
      };
    case 'startFailed':
      if (state.phase !== 'meditating' && state.phase !== 'paused') return state;
      return { ...state, location: action.location };
    case 'sync':
      if (!state.timer) return state;
      return { ...state, timer: timerFromServer(action.seconds, state.phase === 'paused', action.now) };
    case 'pause':
      if (state.phase !== 'meditating' || !state.timer) return state;
      return { ...state, phase: 'paused', timer: pauseTimer(state.timer, action.now) };
    case 'resume':
      if (state.phase !== 'paused' || !state.timer) return state;
      return { ...state, phase: 'meditating', timer: resumeTimer(state.timer, action.now) };
    case 'restore':
      return {
        ...state,
        phase: action.phase,
        intention: action.intention,
        duration: action.duration,
        timer: action.timer,
        serverBacked: true,
        location: action.location,
        countdownEndsAt: null,
      };
    case 'finish':
      return { ...state, phase: 'idle', timer: null, countdownEndsAt: null, serverBacked: false, location: null };
    case 'stop':
      return { ...initialState, duration: state.duration };
  }
}

export interface Practice {
  phase: Phase;
  intention: Intention | null;
  duration: Duration;
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
}

const PracticeContext = createContext<Practice | null>(null);

const ACHIEVEMENT_TOAST_GAP_MS = 3000;

const GLOBAL_STATS_SETTLE_MS = 1500;

export function PracticeProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const client = useApolloClient();
  const live = useLive();
  const [state, dispatch] = useReducer(reducer, initialState);
  const [now, setNow] = useState(() => Date.now());
  const { location: detectedLocation, locate } = usePracticeLocation();

  // Effects read the newest state through this ref; async work must not act on a stale copy.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  /** Each Begin gets a number; an answer for an older attempt is cleaned up, not applied. */
  const attempt = useRef(0);
  const completing = useRef(false);
  const polling = useRef(false);

  const liveSend = live.send;

  // Pick up a meditation that was running when the page was last closed.
  useEffect(() => {
    let live = true;
    client
      .query({ query: ActiveSessionQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const session = data?.activeSession;
        if (!live || !session || !isRestorable(session) || stateRef.current.phase !== 'idle') return;
        if (!isIntention(session.intention)) return;
        const phase = restoredPhase(session.state);
        dispatch({
          type: 'restore',
          phase,
          intention: session.intention,
          duration: isDuration(session.duration) ? session.duration : defaultDuration,
          timer: timerFromServer(session.remainingSeconds, phase === 'paused', Date.now()),
          location: session.location || UNKNOWN_LOCATION,
        });
        liveSend({ type: 'startMeditation', userId, intention: session.intention });
      })
      .catch((error: unknown) => console.warn('Could not restore the active session', error));
    return () => {
      live = false;
    };
  }, [client, liveSend, userId]);

  const complete = useCallback(async () => {
    if (completing.current) return;
    completing.current = true;
    const { intention, duration, location } = stateRef.current;
    attempt.current += 1;
    dispatch({ type: 'finish' });
    liveSend({ type: 'endMeditation', userId });
    void ringBell();
    try {
      if (!intention || !location) return;
      try {
        const { data } = await client.mutate({
          mutation: CompleteSessionMutation,
          variables: { input: { intention, location, duration }, timeZone: browserTimeZone() },
          refetchQueries: refreshedAfterCompletion,
        });
        toast({
          title: 'Meditation completed!',
          description: `You've meditated for ${intention}. Thank you for spreading peace.`,
          icon: 'check',
        });
        // The global figures are built from events a moment after the save: read them once more.
        setTimeout(() => void client.refetchQueries({ include: ['GlobalStats'] }), GLOBAL_STATS_SETTLE_MS);
        (data?.completeSession.newAchievements ?? []).forEach((achievement, index) => {
          setTimeout(
            () =>
              toast({
                title: 'Achievement Unlocked!',
                description: `${achievement.name}: ${achievement.description}`,
                icon: 'trophy',
                duration: 5000,
              }),
            (index + 1) * ACHIEVEMENT_TOAST_GAP_MS,
          );
        });
      } catch (error) {
        console.warn('Could not save the meditation', error);
        toast({
          title: 'Session saved locally',
          description: "We couldn't sync with the server, but your meditation counts!",
          variant: 'destructive',
        });
      }
    } finally {
      completing.current = false;
    }
  }, [client, liveSend, userId]);

  // The countdown before a meditation; then the meditation starts at once on a
  // local clock while the server session is being created.
  useEffect(() => {
    if (state.phase !== 'countdown' || state.countdownEndsAt === null) return;
    const endsAt = state.countdownEndsAt;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current < endsAt) return;
      const { intention, duration } = stateRef.current;
      if (!intention) return;
      const mine = ++attempt.current;
      dispatch({ type: 'meditate', timer: localTimer(duration, current) });
      liveSend({ type: 'startMeditation', userId, intention });
      void (async () => {
        const place = await locate().catch(() => UNKNOWN_LOCATION);
        try {
          const { data } = await client.mutate({
            mutation: StartActiveSessionMutation,
            variables: { input: { intention, location: place, duration } },
          });
          if (!data) throw new Error('No active session in the answer');
          if (mine !== attempt.current) {
            // Stopped while the server was still answering: take the session back.
            void client.mutate({ mutation: StopActiveSessionMutation }).catch(() => {});
            return;
          }
          dispatch({
            type: 'started',
            location: data.startActiveSession.location || place,
            timer: timerFromServer(data.startActiveSession.remainingSeconds, false, Date.now()),
          });
        } catch (error) {
          // The meditation carries on with the local clock and is saved at the end.
          console.warn('Could not start the session on the server', error);
          if (mine === attempt.current) dispatch({ type: 'startFailed', location: place });
        }
      })();
    };
    tick();
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [state.phase, state.countdownEndsAt, client, liveSend, locate, userId]);

  // Once a second: redraw the clock, ask the server for the time left, finish at zero.
  useEffect(() => {
    if (state.phase !== 'meditating' && state.phase !== 'paused') return;
    const tick = async () => {
      const current = Date.now();
      setNow(current);
      const { timer, serverBacked } = stateRef.current;
      if (!timer) return;
      const localLeft = remainingSeconds(timer, current);
      if (!serverBacked) {
        if (localLeft <= 0) void complete();
        return;
      }
      if (polling.current) return;
      polling.current = true;
      try {
        const { data } = await client.query({ query: ActiveSessionQuery, fetchPolicy: 'network-only' });
        const session = data?.activeSession;
        if (!session) {
          // The server no longer has it (ended elsewhere or expired).
          if (stateRef.current.serverBacked && stateRef.current.phase !== 'idle') dispatch({ type: 'finish' });
          return;
        }
        if (session.remainingSeconds <= 0) void complete();
        else dispatch({ type: 'sync', seconds: session.remainingSeconds, now: Date.now() });
      } catch (error) {
        console.debug('Could not read the time left; counting locally', error);
        if (localLeft <= 0) void complete();
      } finally {
        polling.current = false;
      }
    };
    void tick();
    const interval = setInterval(() => void tick(), 1000);
    // Timers sleep in background tabs; catch up as soon as the page is seen again.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [state.phase, client, complete]);

  useWakeLock(state.phase !== 'idle');

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
    void locate();
    dispatch({ type: 'countdown', now: Date.now() });
  }, [locate]);

  const setServerState = useCallback(
    (next: 'paused' | 'meditating') => {
      if (!stateRef.current.serverBacked) return;
      client
        .mutate({ mutation: UpdateActiveSessionMutation, variables: { input: { state: next } } })
        .catch((error: unknown) => console.warn(`Could not ${next === 'paused' ? 'pause' : 'resume'} on the server`, error));
    },
    [client],
  );

  const pause = useCallback(() => {
    dispatch({ type: 'pause', now: Date.now() });
    setServerState('paused');
  }, [setServerState]);

  const resume = useCallback(() => {
    dispatch({ type: 'resume', now: Date.now() });
    setServerState('meditating');
  }, [setServerState]);

  const stop = useCallback(() => {
    const wasMeditating = stateRef.current.phase === 'meditating' || stateRef.current.phase === 'paused';
    attempt.current += 1;
    dispatch({ type: 'stop' });
    if (!wasMeditating) return;
    liveSend({ type: 'endMeditation', userId });
    client.mutate({ mutation: StopActiveSessionMutation }).catch((error: unknown) => console.warn('Could not stop on the server', error));
  }, [client, liveSend, userId]);

  const chooseIntention = useCallback((intention: Intention) => dispatch({ type: 'choose', intention }), []);
  const chooseDuration = useCallback((duration: Duration) => dispatch({ type: 'choose', duration }), []);

  const value = useMemo<Practice>(
    () => ({
      phase: state.phase,
      intention: state.intention,
      duration: state.duration,
      countdown: state.countdownEndsAt === null ? COUNTDOWN_SECONDS : Math.max(1, Math.ceil((state.countdownEndsAt - now) / 1000)),
      remaining: state.timer ? remainingSeconds(state.timer, now) : state.duration * 60,
      total: state.duration * 60,
      location: state.location ?? detectedLocation,
      chooseIntention,
      chooseDuration,
      begin,
      pause,
      resume,
      stop,
    }),
    [state, now, detectedLocation, chooseIntention, chooseDuration, begin, pause, resume, stop],
  );

  return <PracticeContext.Provider value={value}>{children}</PracticeContext.Provider>;
}

export function usePractice(): Practice {
  const practice = useContext(PracticeContext);
  if (!practice) throw new Error('usePractice must be used inside PracticeProvider');
  return practice;
}
