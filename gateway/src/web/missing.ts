import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { GatewayContext } from '../graph.js';
import { PageCommunityDocument, PageGroupSessionDocument } from '../rest/__generated__/operations.js';

/** Answers whether the page at a path shows something that does not exist. */
export type MissingPage = (pathname: string) => Promise<boolean>;

interface Lookup {
  pattern: RegExp;
  query: string;
  found: (data: Record<string, unknown>) => boolean;
}

const lookup = <Data extends Record<string, unknown>>(pattern: RegExp, document: TypedDocumentNode<Data, { id: string }>, field: keyof Data & string): Lookup => ({
  pattern,
  query: print(document),
  found: (data) => data[field] !== null && data[field] !== undefined,
});

// The pages that name one thing by its id; the app shows Session Not Found or Community Not Found for a missing one.
const lookups: Lookup[] = [
  lookup(/^\/groups\/([^/]+)\/?$/i, PageGroupSessionDocument, 'groupSession'),
  lookup(/^\/communities\/([^/]+)\/?$/i, PageCommunityDocument, 'communityInvitation'),
];

/**
 * Asks the graph, as a visitor, whether the session or community a page names exists, so that a
 * dead link answers 404 to browsers, crawlers and link checkers alike. An answer that is not a
 * clear "none" (a subgraph down, say) counts as found: the app then says what it knows.
 */
export function missingPage(graph: ApolloServer<GatewayContext>): MissingPage {
  return async (pathname) => {
    for (const { pattern, query, found } of lookups) {
      const match = pattern.exec(pathname);
      if (!match?.[1]) continue;
      let id: string;
      try {
        id = decodeURIComponent(match[1]);
      } catch {
        return true;
      }
      try {
        const response = await graph.executeOperation({ query, variables: { id } }, { contextValue: { userId: null, requestId: randomUUID() } });
        if (response.body.kind !== 'single') return false;
        const { data, errors } = response.body.singleResult;
        return !errors?.length && data !== null && data !== undefined && !found(data);
      } catch {
        return false;
      }
    }
    return false;
  };
}
