import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { StartActiveSessionMutation, StopActiveSessionMutation } from '../graphql/operations';
import { intentionLabel } from '../lib/intentions';
import { useLive } from '../live/LiveProvider';
import { UNKNOWN_LOCATION } from '../location/location';
import type { PracticeState } from './practiceState';
import type { PracticeRuntime } from './runtime';
import { localTimer } from './timer';
import type { SendState } from './useSendState';

/**
 * The countdown before a meditation; then the meditation starts at once on a local clock while
 * the server session is being created. Answers the device's time, read four times a second
 * during the countdown, for showing its seconds.
 */
export function useCountdownStart(runtime: PracticeRuntime, state: Pick<PracticeState, 'phase' | 'countdownEndsAt'>, sendState: SendState, userId: string): number {
  const { stateRef, dispatch, attemptRef, startedAtRef, serverNow } = runtime;
  const client = useApolloClient();
  const { send: liveSend } = useLive();
  const [now, setNow] = useState(() => Date.now());
  const { phase, countdownEndsAt } = state;
  useEffect(() => {
    if (phase !== 'countdown' || countdownEndsAt === null) return;
    const endsAt = countdownEndsAt;
    let started = false;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (started || current < endsAt) return;
      const { intention, duration, location } = stateRef.current;
      if (!intention) return;
      started = true;
      const mine = ++attemptRef.current;
      // The place known now; a lookup still running fills it in later (see 'located').
      const place = location ?? UNKNOWN_LOCATION;
      dispatch({ type: 'meditate', timer: localTimer(duration, serverNow()), location: place, sitKey: crypto.randomUUID() });
      startedAtRef.current = serverNow();
      liveSend({ type: 'startMeditation', userId, intention: intentionLabel(intention) });
      void (async () => {
        try {
          const { data } = await client.mutate({
            mutation: StartActiveSessionMutation,
            variables: { input: { intention, location: place, duration } },
          });
          if (!data) throw new Error('No active session in the answer');
          if (mine !== attemptRef.current) {
            // Stopped while the server was still answering: take the session back.
            void client.mutate({ mutation: StopActiveSessionMutation }).catch(() => {});
            return;
          }
          startedAtRef.current = Date.parse(data.startActiveSession.startTime);
          dispatch({ type: 'started', sitId: data.startActiveSession.id });
          // A pause made while the server was still answering reaches it now.
          if (stateRef.current.phase === 'paused') sendState.send('paused');
        } catch (error) {
          // The meditation carries on with the local clock and is saved at the end.
          console.warn('Could not start the session on the server', error);
        }
      })();
    };
    tick();
    const interval = setInterval(tick, 250);
    return () => clearInterval(interval);
  }, [phase, countdownEndsAt, client, liveSend, sendState, serverNow, userId, stateRef, dispatch, attemptRef, startedAtRef]);
  return now;
}
