import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import { CompleteSessionMutation } from '../graphql/operations';
import { refreshAfterCompletion } from '../graphql/refresh';
import { intentionLabel } from '../lib/intentions';
import { browserTimeZone } from '../lib/time';
import { toast } from '../ui/toastStore';
import { signalEnd } from './endSignal';
import { sessionLength } from './practiceState';
import type { PracticeRuntime } from './runtime';
import type { PracticeSettings } from './usePracticeSettings';

const ACHIEVEMENT_TOAST_GAP_MS = 3000;

const GLOBAL_STATS_SETTLE_MS = 1500;

/** The end of a meditation's time: the bell (or the signal the person chose), back to idle, and the session saved (when it has an intention and a place). */
export function useCompletion(runtime: PracticeRuntime, endSignal: PracticeSettings['endSignal']): () => Promise<void> {
  const { stateRef, dispatch, attemptRef, startedAtRef, serverNow, endLive } = runtime;
  const client = useApolloClient();
  const completing = useRef(false);
  return useCallback(async () => {
    if (completing.current) return;
    completing.current = true;
    const { intention, location } = stateRef.current;
    const duration = sessionLength(stateRef.current);
    const began = startedAtRef.current ?? serverNow() - duration * 60_000;
    attemptRef.current += 1;
    dispatch({ type: 'finish' });
    endLive();
    signalEnd(endSignal);
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
  }, [client, stateRef, startedAtRef, serverNow, attemptRef, dispatch, endLive, endSignal]);
}
