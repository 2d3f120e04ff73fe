import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client';
import { CompleteSessionMutation } from '../graphql/operations';
import { noteUnlocked } from '../features/recommendations';
import { refreshAfterCompletion, SAVED_AT_ONCE } from '../graphql/refresh';
import { intentionLabel } from '../lib/intentions';
import { browserTimeZone } from '../lib/time';
import { queueSit, type QueuedSit } from '../offline/sitQueue';
import { FINAL_CODES, idempotencyHeader, syncQueuedSits, type PostSit, type SitOutcome } from '../offline/syncSits';
import { toast } from '../ui/toastStore';
import { forgetDeviceSit } from './deviceSit';
import { signalEnd } from './endSignal';
import { sessionLength } from './practiceState';
import type { PracticeRuntime } from './runtime';
import type { PracticeSettings } from './usePracticeSettings';

const ACHIEVEMENT_TOAST_GAP_MS = 3000;

/**
 * Keeps the sit on this device, then posts it with the others waiting. Without IndexedDB (a
 * private window may refuse it) it is posted all the same, only not kept should that fail.
 */
async function record(sit: QueuedSit, post: PostSit): Promise<SitOutcome> {
  let queued = false;
  try {
    await queueSit(sit);
    queued = true;
  } catch (error) {
    console.debug('Could not keep the sit on this device', error);
  }
  // The running sit kept for a reload is forgotten once the queue holds it, or else once it is answered.
  if (queued) forgetDeviceSit(sit.userId);
  const outcome = (await syncQueuedSits({ userId: sit.userId, post })).get(sit.key) ?? { kind: 'kept' };
  if (!queued && outcome.kind !== 'kept') forgetDeviceSit(sit.userId);
  return outcome;
}

/** Posts a sit through the graph's client, its key in the Idempotency-Key header. */
function postWith(client: ApolloClient): PostSit {
  return async (sit) => {
    try {
      const { data } = await client.mutate({
        mutation: CompleteSessionMutation,
        variables: { input: sit.input, timeZone: sit.timeZone },
        context: { headers: { 'Idempotency-Key': idempotencyHeader(sit) } },
      });
      return data ? { kind: 'recorded', answer: data.completeSession } : { kind: 'kept' };
    } catch (error) {
      const refusal = CombinedGraphQLErrors.is(error) ? error.errors.find((graphError) => FINAL_CODES.has(String(graphError.extensions?.['code']))) : undefined;
      return refusal ? { kind: 'refused', message: refusal.message } : { kind: 'kept' };
    }
  };
}

/**
 * The end of a meditation: the bell (or the signal the person chose), back to idle, and the session saved (when it has an intention
 * and a place). At its full length when its time is over; stopped early with keptMinutes, it is
 * kept as a partial sit of the whole minutes sat. It is kept on the device first, so it is saved
 * once the network is back if it cannot be now, and posted with an Idempotency-Key, so it counts once.
 */
export function useCompletion(runtime: PracticeRuntime, userId: string, endSignal: PracticeSettings['endSignal']): (keptMinutes?: number) => Promise<void> {
  const { stateRef, dispatch, attemptRef, startedAtRef, serverNow, endLive } = runtime;
  const client = useApolloClient();
  const completing = useRef(false);
  return useCallback(async (keptMinutes?: number) => {
    if (completing.current) return;
    completing.current = true;
    const { intention, location, sitKey } = stateRef.current;
    const length = sessionLength(stateRef.current);
    const partial = keptMinutes !== undefined;
    const began = startedAtRef.current ?? serverNow() - length * 60_000;
    attemptRef.current += 1;
    dispatch({ type: 'finish' });
    endLive();
    if (!partial) signalEnd(endSignal);
    try {
      if (!intention || !location) {
        forgetDeviceSit(userId);
        return;
      }
      const outcome = await record(
        {
        key: sitKey ?? crypto.randomUUID(),
        userId,
        input: { intention, location, duration: partial ? keptMinutes : length, startedAt: new Date(began).toISOString(), partial },
        timeZone: browserTimeZone(),
        queuedAt: Date.now(),
        },
        postWith(client),
      );
      if (outcome.kind === 'recorded') {
        noteUnlocked(userId, outcome.answer.newAchievements.map((achievement) => achievement.name));
        // The stats service's figures follow once it has the sit, on the socket's word (see useFreshFigures).
        void refreshAfterCompletion(client, SAVED_AT_ONCE).catch((error: unknown) => console.debug('Could not refresh after the meditation', error));
        toast(
          partial
            ? { title: 'Minutes kept', description: `${keptMinutes} min for ${intentionLabel(intention)}. Thank you for spreading peace.`, icon: 'check' }
            : { title: 'Meditation completed!', description: `You've meditated for ${intentionLabel(intention)}. Thank you for spreading peace.`, icon: 'check' },
        );
        outcome.answer.newAchievements.forEach((achievement, index) => {
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
      } else {
        console.warn('Could not save the meditation', outcome);
        // Good news: the sit is kept on this device and recorded once the server can be reached.
        toast({
          title: 'Session saved locally',
          description: "We couldn't sync with the server, but your meditation counts!",
          icon: 'check',
        });
      }
    } finally {
      completing.current = false;
    }
  }, [client, userId, stateRef, startedAtRef, serverNow, attemptRef, dispatch, endLive, endSignal]);
}
