import { print } from 'graphql';
import { MeDocument } from '../graphql/__generated__/graphql.ts';

/**
 * The body of the graph's sign-in check, which a page rendered ahead of time for visitors asks:
 * `me`, null for a visitor, and whether Google sign-in is offered. Printed into the app at build
 * time, so the app's entry carries no GraphQL document.
 */
export function meRequestBody(): string {
  return JSON.stringify({ operationName: 'Me', query: print(MeDocument) });
}
