import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useEffect, useState } from 'react';

/** How many communities one page of the person's own list holds: the graph's page when none is asked for. */
export const MY_COMMUNITIES_PAGE = 100;

const NONE: never[] = [];

/**
 * The rest of a list the graph answers a page at a time: the pages after `firstPage`, read one
 * after another while the last came back full, and read again whenever the first page changes.
 * Empty until they are all in: the first page shows at once, the rest joins it in one step.
 * `items` must keep its identity between renders (a function of the module, not of the component).
 */
export function useRestOfPages<TData, T extends { id: string }>(
  query: TypedDocumentNode<TData, { after?: string | null }>,
  firstPage: readonly T[] | undefined,
  items: (data: TData) => readonly T[],
  size: number,
): T[] {
  const client = useApolloClient();
  const [read, setRead] = useState<{ after: readonly T[]; rest: T[] } | null>(null);
  useEffect(() => {
    if (!firstPage || firstPage.length < size) return;
    let current = true;
    const readRest = async () => {
      const rest: T[] = [];
      let page = firstPage;
      while (page.length === size) {
        const { data } = await client.query({ query, variables: { after: page.at(-1)!.id }, fetchPolicy: 'network-only' });
        if (!current || !data) return;
        page = items(data);
        rest.push(...page);
      }
      if (current) setRead({ after: firstPage, rest });
    };
    // A page that cannot be read leaves the list at the pages read so far.
    readRest().catch((error: unknown) => console.warn('Could not read the rest of the list', error));
    return () => {
      current = false;
    };
  }, [client, query, firstPage, items, size]);
  return read !== null && read.after === firstPage ? read.rest : NONE;
}
