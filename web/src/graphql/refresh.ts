import type { ApolloClient } from '@apollo/client';
import { changedByCompletion } from './operations';

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
