import { useApolloClient } from '@apollo/client/react';
import type { ActiveSit } from '@peace/proto/live';
import { useCallback, useEffect, useRef } from 'react';
import { ActiveSessionQuery, type ActiveSessionState } from '../graphql/operations';
import type { ActiveSessionQuery as ActiveSessionAnswer } from '../graphql/__generated__/graphql';
import { intentionLabel, isDuration } from '../lib/intentions';
import { useLive, useOwnLive } from '../live/LiveProvider';
import { useServerClock } from '../live/serverClock';
import { UNKNOWN_LOCATION } from '../location/location';
import { forgetDeviceSit } from './deviceSit';
import { agreesWithServer, serverMinutes, type PracticeState } from './practiceState';
import type { PracticeRuntime } from './runtime';
import { isRestorable, restoredPhase, sitTimer, type SitTimes } from './timer';
import type { SendState } from './useSendState';

/**
 * How often a meditation in progress is read while nothing else made the page read it: a safety
 * net for an announcement the socket missed. Each change is announced as it is committed, so a
 * read every second (as the spec's client did) would show the person nothing more, and would
 * cost the servers a request per second per person meditating.
 */
export const SAFETY_READ_MS = 30_000;

/** A read's answer taken as a clock reading while none is measured: its whole seconds are at most this far off. */
const ANSWER_SAMPLE_ROUND_TRIP_MS = 1000;

type Session = NonNullable<ActiveSessionAnswer['activeSession']>;

/** A sit as the server holds it, whether read or announced. */
interface HeardSit extends SitTimes {
  id: string;
  serverState: ActiveSessionState;
  /** A group sit is its session's page's to show, not the practice's. */
  inGroup: boolean;
}

function fromSession(session: Session): HeardSit {
  const { id, duration, startTime, pausedAt, totalPausedMs } = session;
  return { id, duration, startTime, pausedAt, totalPausedMs, paused: session.state === 'PAUSED', serverState: session.state, inGroup: !!session.groupSessionId };
}

function fromLive(sit: ActiveSit): HeardSit {
  const { id, duration, startTime, pausedAt, totalPausedMs } = sit;
  return {
    id,
    duration,
    startTime,
    pausedAt,
    totalPausedMs,
    paused: sit.state === 'paused',
    serverState: sit.state.toUpperCase() as ActiveSessionState,
    inGroup: sit.groupSessionId !== null,
  };
}

/** The newest word of the person's sit that came while the page's start was on its way, kept for its answer. */
interface HeardWhileStarting {
  /** The meditation it came during (see PracticeRuntime.attemptRef). */
  attempt: number;
  sit: HeardSit | null;
}

/**
 * Keeps the practice in step with what the server holds of the person's sit, without asking
 * every second: the socket announces each change (made here or on another device) as it is
 * committed, and the sit is read when the page loads, comes back into view, or its socket
 * reopens (an announcement may have been missed meanwhile), and otherwise at most every
 * SAFETY_READ_MS while a meditation is on. A meditation running when the page opens is picked up.
 */
export function useSitSync(runtime: PracticeRuntime, state: Pick<PracticeState, 'phase' | 'serverBacked'>, sendState: SendState, userId: string): void {
  const { stateRef, dispatch, attemptRef, startedAtRef, serverNow, endLive } = runtime;
  const { estimator } = useServerClock();
  const client = useApolloClient();
  const { send: liveSend } = useLive();
  const { opens, watchSit } = useOwnLive();
  const reading = useRef(false);
  const heardWhileStarting = useRef<HeardWhileStarting | null>(null);
  const { serverBacked } = state;
  const meditating = state.phase === 'meditating' || state.phase === 'paused';

  const restore = useCallback(
    (session: Session) => {
      if (!isRestorable(session)) return;
      const phase = restoredPhase(session.state);
      dispatch({
        type: 'restore',
        phase,
        sitId: session.id,
        intention: session.intention,
        duration: isDuration(session.duration) ? session.duration : null,
        // The server's length, whatever it is: the progress ring and the saved session use it.
        minutes: serverMinutes(session.duration) ?? Math.max(1, Math.ceil(session.remainingSeconds / 60)),
        timer: sitTimer(fromSession(session), serverNow()),
        location: session.location || UNKNOWN_LOCATION,
        // Every device that picks the sit up posts its end with the same key: it is recorded once.
        sitKey: `sit-${session.id}`,
      });
      startedAtRef.current = Date.parse(session.startTime);
      liveSend({ type: 'startMeditation', userId, intention: intentionLabel(session.intention) });
    },
    [dispatch, serverNow, startedAtRef, liveSend, userId],
  );

  /** The meditation was stopped, completed or replaced elsewhere: this page goes back to idle. */
  const endedElsewhere = useCallback(() => {
    attemptRef.current += 1;
    dispatch({ type: 'finish' });
    forgetDeviceSit(userId);
    endLive();
  }, [attemptRef, dispatch, endLive, userId]);

  /**
   * Takes in what the server says of the page's sit; answers whether the sit should be read in
   * full (one started or replaced elsewhere, to be picked up).
   */
  const heard = useCallback(
    (sit: HeardSit | null): boolean => {
      const current = stateRef.current;
      if (current.phase === 'countdown') return false;
      const pickUp = sit !== null && !sit.inGroup;
      if (current.phase === 'idle') return pickUp;
      // The start is still on its way (or failed, and the meditation counts locally): its answer speaks for the server.
      // What was said meanwhile may be newer than that answer, and is kept for when it lands.
      if (!current.serverBacked) {
        heardWhileStarting.current = { attempt: attemptRef.current, sit };
        return false;
      }
      if (!sit || sit.id !== current.sitId) {
        endedElsewhere();
        return pickUp;
      }
      // A pause or resume of this page's is on its way: what the server said is older than it.
      if (sendState.inFlight()) return false;
      const now = serverNow();
      const timer = sitTimer(sit, now);
      if (agreesWithServer(current.phase, sit.serverState)) dispatch({ type: 'sync', timer, serverState: sit.serverState, now });
      // This page's pause or resume never reached the server: it says it again, and wins.
      else if (sendState.unsent()) sendState.send(current.phase);
      else dispatch({ type: 'adopt', paused: sit.paused, timer, now });
      return false;
    },
    [stateRef, attemptRef, endedElsewhere, sendState, serverNow, dispatch],
  );

  const read = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    const mine = attemptRef.current;
    try {
      const { data } = await client.query({ query: ActiveSessionQuery, fetchPolicy: 'network-only' });
      // A meditation began or ended here meanwhile: this answer is about the one before.
      if (mine !== attemptRef.current) return;
      const session = data?.activeSession ?? null;
      if (session && session.state !== 'PAUSED' && estimator.estimate() === null) {
        // Until the socket has measured the clock, the answer's seconds left say roughly where the server's is.
        const serverTime = Date.parse(session.startTime) + session.duration * 60_000 + session.totalPausedMs - session.remainingSeconds * 1000 + 500;
        if (Number.isFinite(serverTime)) estimator.addRough({ offsetMs: serverTime - Date.now(), roundTripMs: ANSWER_SAMPLE_ROUND_TRIP_MS });
      }
      if (heard(session ? fromSession(session) : null) && session) restore(session);
    } catch (error) {
      console.debug('Could not read the meditation in progress; counting locally', error);
    } finally {
      reading.current = false;
    }
  }, [attemptRef, client, estimator, heard, restore]);

  // On load.
  useEffect(() => {
    void read();
  }, [read]);

  // Every change, as it is committed.
  useEffect(
    () =>
      watchSit((sit) => {
        if (heard(sit ? fromLive(sit) : null)) void read();
      }),
    [watchSit, heard, read],
  );

  // Once the start's answer lands, what was heard while it was on its way is taken in. Word of the
  // sit it started is no older than the answer (the server announces the start itself, often before
  // its answer arrives) and says all a read would. Word of none or of another sit may be older than
  // the start, or newer (stopped or replaced elsewhere): only a read tells which.
  useEffect(() => {
    const kept = heardWhileStarting.current;
    if (!serverBacked || !kept) return;
    heardWhileStarting.current = null;
    // Heard during a meditation since stopped: a new start's answer owes it nothing.
    if (kept.attempt !== attemptRef.current) return;
    if (kept.sit?.id === stateRef.current.sitId) heard(kept.sit);
    else void read();
  }, [serverBacked, attemptRef, stateRef, heard, read]);

  // After the socket reopens; its first opening comes with the page's load, which has read already.
  const firstOpen = useRef(true);
  useEffect(() => {
    if (opens === 0) return;
    if (firstOpen.current) firstOpen.current = false;
    else void read();
  }, [opens, read]);

  // When the page is seen again: timers sleep in background tabs, and sockets with them.
  useEffect(() => {
    const onBack = () => {
      if (document.visibilityState === 'visible') void read();
    };
    document.addEventListener('visibilitychange', onBack);
    window.addEventListener('focus', onBack);
    return () => {
      document.removeEventListener('visibilitychange', onBack);
      window.removeEventListener('focus', onBack);
    };
  }, [read]);

  // Otherwise, only now and then while a meditation is on.
  useEffect(() => {
    if (!meditating) return;
    const interval = setInterval(() => void read(), SAFETY_READ_MS);
    return () => clearInterval(interval);
  }, [meditating, read]);
}
