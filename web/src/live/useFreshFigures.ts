import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { refreshProjectedFigures } from '../graphql/refresh';
import { useOwnLive } from './LiveProvider';

const refresh = (client: ApolloClient) =>
  void refreshProjectedFigures(client).catch((error: unknown) => console.debug('Could not read the figures again', error));

/**
 * Keeps the stats service's figures (the global totals, the week, the suggestions) in step with
 * the person's sits: they are read again when the socket says the service's read models have a
 * new sit of theirs, whichever device saved it, and when the socket opens again, since a word
 * sent while it was down is lost. Nothing is read on a guess of how long that takes.
 */
export function useFreshFigures(): void {
  const client = useApolloClient();
  const { opens, watchFigures } = useOwnLive();
  useEffect(() => watchFigures(() => refresh(client)), [client, watchFigures]);
  useEffect(() => {
    // The first opening comes with the page, whose queries read the figures anyway.
    if (opens > 1) refresh(client);
  }, [client, opens]);
}

/** The hook, for a shell to place under its data and live providers. */
export function FreshFigures(): null {
  useFreshFigures();
  return null;
}
