import { useApolloClient } from '@apollo/client/react';
import { useEffect, type RefObject } from 'react';
import { StartActiveSessionMutation, StopActiveSessionMutation, type GroupSessionDetail } from '../../graphql/operations';
import { intentionLabel } from '../../lib/intentions';
import { useLive } from '../../live/LiveProvider';

/** Tries at starting this person's sit on the server: the meditation service may hear of the session's start a moment after the page does. */
const SIT_START_ATTEMPTS = 5;
const SIT_START_RETRY_MS = 700;

/**
 * While the sit is open, the person's meditation runs on the server too, tied to the session: that
 * is what shows them as meditating to everyone on the session's page, and what the completion at
 * zero consumes. Leaving the sit before its end stops it.
 */
export function useServerSit(session: GroupSessionDetail | null, open: boolean, userId: string | null, reachedZero: RefObject<Set<string>>) {
  const client = useApolloClient();
  const { send } = useLive();
  const id = session?.id;
  const joined = session?.joined ?? false;
  const intention = session?.intention;
  const name = session?.name;
  const duration = session?.duration;
  useEffect(() => {
    if (!open || !userId || !joined || !id || !intention || name === undefined || duration === undefined) return;
    let cancelled = false;
    const zeroes = reachedZero.current;
    const input = { intention, location: `Group Session: ${name}`, duration, groupSessionId: id };
    send({ type: 'startMeditation', userId, intention: intentionLabel(intention) });
    void (async () => {
      for (let attempt = 1; attempt <= SIT_START_ATTEMPTS && !cancelled; attempt++) {
        try {
          await client.mutate({ mutation: StartActiveSessionMutation, variables: { input } });
          return;
        } catch (error) {
          if (attempt === SIT_START_ATTEMPTS) console.warn('Could not start the sit on the server', error);
          else await new Promise((resolve) => setTimeout(resolve, SIT_START_RETRY_MS));
        }
      }
    })();
    return () => {
      cancelled = true;
      send({ type: 'endMeditation', userId });
      // The countdown's zero completes the sit, which ends it on the server; anything else leaves it.
      if (!zeroes.has(id)) {
        client.mutate({ mutation: StopActiveSessionMutation }).catch((error: unknown) => console.debug('Could not stop the sit on the server', error));
      }
    };
  }, [open, userId, joined, id, intention, name, duration, client, send, reachedZero]);
}
