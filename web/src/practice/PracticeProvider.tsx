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
  StartActiveSessionMutation,
  StopActiveSessionMutation,
  UpdateActiveSessionMutation,
} from '../graphql/operations';
import { refreshAfterCompletion } from '../graphql/refresh';
import { intentionLabel, isDuration, type Duration, type Intention } from '../lib/intentions';
import { browserTimeZone } from '../lib/time';
import { useLive } from '../live/LiveProvider';
import { useServerClock } from '../live/serverClock';
import { UNKNOWN_LOCATION } from '../location/location';
import { toast } from '../ui/toastStore';
import { primeBell, ringBell } from './bell';
import {
  agreesWithServer,
  initialPracticeState,
  practiceReducer,
  serverMinutes,
  serverStateFor,
  sessionLength,
  type Phase,
} from './practiceState';
import { COUNTDOWN_SECONDS, isRestorable, localTimer, remainingSeconds, restoredPhase, timerFromServer } from './timer';
import { usePracticeLocation } from './usePracticeLocation';
import { useWakeLock } from './wakeLock';

export type { Phase } from './practiceState';

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
}

/** Exported for tests that draw the practice screens around a given state. */
export const PracticeContext = createContext<Practice | null>(null);

const ACHIEVEMENT_TOAST_GAP_MS = 3000;

const GLOBAL_STATS_SETTLE_MS = 1500;

export function PracticeProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const client = useApolloClient();
  const live = useLive();
  const { serverNow } = useServerClock();
  const [state, dispatch] = useReducer(practiceReducer, initialPracticeState);
  const [now, setNow] = useState(() => Date.now());
  const { location: detectedLocation, locate } = usePracticeLocation();

  // Effects read the newest state through this ref; async work must not act on a stale copy.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  /** Each meditation gets a number; an answer for an older one is cleaned up, not applied. */
  const attempt = useRef(0);
  const completing = useRef(false);
  const polling = useRef(false);
  /** Pauses and resumes still on their way to the server. */
  const updating = useRef(0);
  /**
   * When the meditation in progress began, on the server's clock: the server's own start once it
   * has answered, else this device's best estimate. The completion says it, so that a meditation
   * the server never heard of (made offline) is recorded for the time it took.
   */
  const startedAt = useRef<number | null>(null);

  const liveSend = live.send;

  /** Every way back to idle takes the person out of the live count. */
  const endLive = useCallback(() => liveSend({ type: 'endMeditation', userId }), [liveSend, userId]);

  /** Tells the server about a pause or resume. The local state has already changed and stays so if this fails. */
  const sendServerState = useCallback(
    (next: 'paused' | 'meditating') => {
      updating.current += 1;
      client
        .mutate({ mutation: UpdateActiveSessionMutation, variables: { input: { state: serverStateFor(next) } } })
        .catch((error: unknown) => console.warn(`Could not ${next === 'paused' ? 'pause' : 'resume'} on the server`, error))
        .finally(() => {
          updating.current -= 1;
        });
    },
    [client],
  );

  // Pick up a meditation that was running when the page was last closed.
  useEffect(() => {
    let live = true;
    client
      .query({ query: ActiveSessionQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const session = data?.activeSession;
        if (!live || !session || !isRestorable(session) || stateRef.current.phase !== 'idle') return;
        const phase = restoredPhase(session.state);
        dispatch({
          type: 'restore',
          phase,
          intention: session.intention,
          duration: isDuration(session.duration) ? session.duration : null,
          // The server's length, whatever it is: the progress ring and the saved session use it.
          minutes: serverMinutes(session.duration) ?? Math.max(1, Math.ceil(session.remainingSeconds / 60)),
          timer: timerFromServer(session.remainingSeconds, phase === 'paused', Date.now()),
          location: session.location || UNKNOWN_LOCATION,
        });
        startedAt.current = Date.parse(session.startTime);
        liveSend({ type: 'startMeditation', userId, intention: intentionLabel(session.intention) });
      })
      .catch((error: unknown) => console.warn('Could not restore the active session', error));
    return () => {
      live = false;
    };
  }, [client, liveSend, userId]);

  const complete = useCallback(async () => {
    if (completing.current) return;
    completing.current = true;
    const { intention, location } = stateRef.current;
    const duration = sessionLength(stateRef.current);
    const began = startedAt.current ?? serverNow() - duration * 60_000;
    attempt.current += 1;
    dispatch({ type: 'finish' });
    endLive();
    void ringBell();
    try {
      if (!intention || !location) return;
      try {
        const { data } = await client.mutate({
          mutation: CompleteSessionMutation,
          variables: { input: { intention, location, duration, startedAt: new Date(began).toISOString() }, timeZone: browserTimeZone() },
        });
        void refreshAfterCompletion(client).catch((error: unknown) => console.debug('Could not refresh after the meditation', error));
        toast({
          title: 'Meditation completed!',
          description: `You've meditated for ${intentionLabel(intention)}. Thank you for spreading peace.`,
          icon: 'check',
        });
        // The global figures are built from events a moment after the save: read them once more.
        setTimeout(
          () =>
            void refreshAfterCompletion(client, ['GlobalStats']).catch((error: unknown) =>
              console.debug('Could not refresh the global figures', error),
            ),
          GLOBAL_STATS_SETTLE_MS,
        );
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
  }, [client, endLive, serverNow]);

  // The countdown before a meditation; then the meditation starts at once on a
  // local clock while the server session is being created.
  useEffect(() => {
    if (state.phase !== 'countdown' || state.countdownEndsAt === null) return;
    const endsAt = state.countdownEndsAt;
    let started = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (started || current < endsAt) return;
      const { intention, duration, location } = stateRef.current;
      if (!intention) return;
      started = true;
      const mine = ++attempt.current;
      // The place known now; a lookup still running fills it in later (see 'located').
      const place = location ?? UNKNOWN_LOCATION;
      dispatch({ type: 'meditate', timer: localTimer(duration, current), location: place });
      startedAt.current = serverNow();
      liveSend({ type: 'startMeditation', userId, intention: intentionLabel(intention) });
      void (async () => {
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
          startedAt.current = Date.parse(data.startActiveSession.startTime);
          dispatch({ type: 'started' });
          // A pause made while the server was still answering reaches it now.
          if (stateRef.current.phase === 'paused') sendServerState('paused');
        } catch (error) {
          // The meditation carries on with the local clock and is saved at the end.
          console.warn('Could not start the session on the server', error);
        }
      })();
    };
    tick();
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [state.phase, state.countdownEndsAt, client, liveSend, sendServerState, serverNow, userId]);

  // Once a second: redraw the clock, ask the server for the time left, finish at zero.
  useEffect(() => {
    if (state.phase !== 'meditating' && state.phase !== 'paused') return;
    const tick = async () => {
      const current = Date.now();
      dispatch({ type: 'tick', now: current });
      const { timer, serverBacked } = stateRef.current;
      if (!timer) return;
      const localLeft = remainingSeconds(timer, current);
      if (!serverBacked) {
        if (localLeft <= 0) void complete();
        return;
      }
      if (polling.current) return;
      polling.current = true;
      const mine = attempt.current;
      try {
        const { data } = await client.query({ query: ActiveSessionQuery, fetchPolicy: 'network-only' });
        const { phase } = stateRef.current;
        // The meditation this read was about has ended meanwhile.
        if (mine !== attempt.current || (phase !== 'meditating' && phase !== 'paused')) return;
        const session = data?.activeSession;
        if (!session) {
          // The server no longer has it (ended elsewhere or expired).
          attempt.current += 1;
          dispatch({ type: 'finish' });
          endLive();
          return;
        }
        if (!agreesWithServer(phase, session.state)) {
          // A pause or resume the server has not taken (the call failed or crossed this
          // read): say it again. Until it agrees, its clock is not this meditation's.
          if (updating.current === 0) sendServerState(phase);
          if (phase === 'meditating' && localLeft <= 0) void complete();
          return;
        }
        if (session.remainingSeconds <= 0) void complete();
        else dispatch({ type: 'sync', seconds: session.remainingSeconds, serverState: session.state, now: Date.now() });
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
  }, [state.phase, client, complete, endLive, sendServerState]);

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
    dispatch({ type: 'pause', now: Date.now() });
    // Before the server holds the session, the start's answer sends the pause.
    if (stateRef.current.serverBacked) sendServerState('paused');
  }, [sendServerState]);

  const resume = useCallback(() => {
    if (stateRef.current.phase !== 'paused') return;
    dispatch({ type: 'resume', now: Date.now() });
    if (stateRef.current.serverBacked) sendServerState('meditating');
  }, [sendServerState]);

  const stop = useCallback(() => {
    const wasMeditating = stateRef.current.phase === 'meditating' || stateRef.current.phase === 'paused';
    attempt.current += 1;
    dispatch({ type: 'stop' });
    if (!wasMeditating) return;
    endLive();
    client.mutate({ mutation: StopActiveSessionMutation }).catch((error: unknown) => console.warn('Could not stop on the server', error));
  }, [client, endLive]);

  const chooseIntention = useCallback((intention: Intention) => dispatch({ type: 'choose', intention }), []);
  const chooseDuration = useCallback((duration: Duration) => dispatch({ type: 'choose', duration }), []);

  const value = useMemo<Practice>(() => {
    const minutes = sessionLength(state);
    return {
      phase: state.phase,
      intention: state.intention,
      duration: state.duration,
      minutes,
      countdown: state.countdownEndsAt === null ? COUNTDOWN_SECONDS : Math.max(1, Math.ceil((state.countdownEndsAt - now) / 1000)),
      remaining: state.shownSeconds ?? (state.timer ? remainingSeconds(state.timer, now) : minutes * 60),
      total: minutes * 60,
      location: state.location ?? detectedLocation,
      chooseIntention,
      chooseDuration,
      begin,
      pause,
      resume,
      stop,
    };
  }, [state, now, detectedLocation, chooseIntention, chooseDuration, begin, pause, resume, stop]);

  return <PracticeContext.Provider value={value}>{children}</PracticeContext.Provider>;
}

export function usePractice(): Practice {
  const practice = useContext(PracticeContext);
  if (!practice) throw new Error('usePractice must be used inside PracticeProvider');
  return practice;
}
