import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * One client for the signed-in app. Data is fetched once and kept: no polling,
 * no refetch on focus, no retries; screens refresh what an action changed.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri,
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
