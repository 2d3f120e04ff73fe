import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * How many items the gateway asks for in one page of each of a person's own lists: each list's
 * cap in its subgraph (`src/list-caps.ts`), which refuses a larger page.
 */
export const PAGE_SIZES = {
  mySessions: 1000,
  myCommunities: 100,
  myGroupSessions: 200,
  myClosingLines: 200,
  myEmailLog: 200,
} as const;

/** Runs one more operation as the same caller, in the same request; its errors are the route's. */
export type Ask = <TData, TVariables extends Record<string, unknown>>(operation: TypedDocumentNode<TData, TVariables>, variables: TVariables) => Promise<TData>;

/**
 * A whole list read a page at a time: the pages after `first` until one comes back shorter than
 * `size`, each after the last item of the one before.
 */
export async function allPages<T extends { id: string }>(first: readonly T[], size: number, next: (after: string) => Promise<readonly T[]>): Promise<T[]> {
  const all = [...first];
  let page = first;
  while (page.length === size) {
    page = await next(page.at(-1)!.id);
    all.push(...page);
  }
  return all;
}
