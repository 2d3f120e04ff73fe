import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink } from '@apollo/client';

/**
 * Sends a request from a task of its own. A screen's queries all start in the same pass of React
 * effects, and each fetch() costs the page a few milliseconds on a phone: sent one per task, they
 * leave the main thread free in between rather than holding it for one long stretch.
 */
function sendInOwnTask(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      fetch(input, init).then(resolve, reject);
    }, 0);
  });
}

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
        fetch: sendInOwnTask,
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
