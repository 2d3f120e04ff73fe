import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from '@apollo/client';

/**
 * One client for the signed-in app. Data is fetched once and kept: no polling,
 * no refetch on focus, no retries; screens refresh what an action changed.
 */
export function createApolloClient(link?: ApolloLink): ApolloClient {
  return new ApolloClient({
    // Tests pass their own link; the app talks to the gateway.
    link:
      link ??
      new HttpLink({
        uri: '/graphql',
        credentials: 'include',
        headers: { 'X-Requested-With': 'fetch' },
      }),
    cache: new InMemoryCache({
      typePolicies: {
        // Figures without ids: the newest answer simply replaces the old one.
        UserStats: { keyFields: false },
        GlobalStats: { keyFields: false },
        IntentionStats: { keyFields: false },
      },
    }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
