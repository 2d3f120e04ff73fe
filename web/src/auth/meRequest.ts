import { print } from 'graphql';
import { MeDocument } from '../graphql/__generated__/graphql.ts';

/**
 * The body of the sign-in check: the graph's `me`, which is null for a visitor. Printed at build
 * time into index.html (which sends it before the app loads) and into the app (which asks again
 * when it must), so the app's entry carries no GraphQL document.
 */
export function meRequestBody(): string {
  return JSON.stringify({ operationName: 'Me', query: print(MeDocument) });
}
