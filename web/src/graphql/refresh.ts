import type { ApolloClient } from '@apollo/client';
import { changedByCompletion, projectedByStats } from './operations';

/**
 * Brings everything a completed meditation changed up to date. Queries on
 * screen now are fetched again (they keep showing their old figures until the
 * new ones arrive); the others are dropped from the cache, so the next screen
 * that needs them (Profile, Stats) fetches them fresh instead of showing what
 * it read before the meditation. `only` narrows it to some of those queries.
 */
export async function refreshAfterCompletion(client: ApolloClient, only?: readonly string[]): Promise<void> {
  const watched = new Set<string>();
  for (const query of client.getObservableQueries('active')) {
    if (query.queryName) watched.add(query.queryName);
  }
  const refetch: string[] = [];
  for (const { query, field } of changedByCompletion) {
    if (only && !only.includes(query)) continue;
    if (watched.has(query)) refetch.push(query);
    else client.cache.evict({ id: 'ROOT_QUERY', fieldName: field });
  }
  client.cache.gc();
  if (refetch.length > 0) await client.refetchQueries({ include: refetch });
}

/**
 * What a saved sit changed by the time its save is answered: all but the stats service's figures,
 * which have it a moment later and are read again when the socket says so (see useFreshFigures).
 */
export const SAVED_AT_ONCE: readonly string[] = changedByCompletion.map(({ query }) => query).filter((query) => !projectedByStats.includes(query));

/** Brings the stats service's figures up to date, once its read models have the person's sits. */
export function refreshProjectedFigures(client: ApolloClient): Promise<void> {
  return refreshAfterCompletion(client, projectedByStats);
}
