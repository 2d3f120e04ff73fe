import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useRef } from 'react';
import { UpdateActiveSessionMutation } from '../graphql/operations';
import { serverStateFor } from './practiceState';

export interface SendState {
  /** Tells the server about a pause or resume. The local state has already changed and stays so if this fails. */
  send: (next: 'paused' | 'meditating') => void;
  /** Whether a pause or resume is still on its way: what the server says meanwhile is older than it. */
  inFlight: () => boolean;
  /** Whether the last pause or resume failed to reach the server, which must then be told again. */
  unsent: () => boolean;
}

export function useSendState(): SendState {
  const client = useApolloClient();
  const updating = useRef(0);
  const failed = useRef(false);
  const send = useCallback(
    (next: 'paused' | 'meditating') => {
      updating.current += 1;
      client
        .mutate({ mutation: UpdateActiveSessionMutation, variables: { input: { state: serverStateFor(next) } } })
        .then(
          () => {
            failed.current = false;
          },
          (error: unknown) => {
            failed.current = true;
            console.warn(`Could not ${next === 'paused' ? 'pause' : 'resume'} on the server`, error);
          },
        )
        .finally(() => {
          updating.current -= 1;
        });
    },
    [client],
  );
  return useMemo(() => ({ send, inFlight: () => updating.current > 0, unsent: () => failed.current }), [send]);
}
