import { Kind, OperationTypeNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type VariableDefinitionNode } from 'graphql';
import type { ApolloClient } from '@apollo/client';
import { browserTimeZone } from '../lib/time.ts';
import { GlobalStatsDocument, GroupSessionsDocument, RecentSessionsDocument, RecommendationsDocument, TodaySessionsDocument } from './__generated__/graphql.ts';

/**
 * The home page's data, asked for by index.html in one request as soon as the sign-in check says
 * someone is signed in, while the app's code is still downloading; the app writes the answer into
 * its cache before the home first renders, so the cards render with their data at once rather than
 * each asking for it after the code has run. The cards' own queries are unchanged: they find their
 * data in the cache, and ask the graph themselves whenever it is not there.
 */

/** How many recent meditations the home lists. */
export const RECENT_SESSIONS_SHOWN = 10;

/** The home cards' queries, each as its card sends it. */
const HOME_DOCUMENTS: readonly DocumentNode[] = [TodaySessionsDocument, RecentSessionsDocument, GlobalStatsDocument, RecommendationsDocument, GroupSessionsDocument];

/** The variables the home cards send their queries with, in this browser. */
export function homeVariables(timeZone = browserTimeZone()): HomeVariables {
  return { timeZone, limit: RECENT_SESSIONS_SHOWN };
}

export interface HomeVariables {
  timeZone: string;
  limit: number;
}

/**
 * One query asking for every root field the given queries ask for, with their variables and
 * fragments. The queries must not ask for one root field with different arguments, nor declare one
 * variable with different types: both are refused.
 */
export function mergeQueries(name: string, documents: readonly DocumentNode[]): DocumentNode {
  const operations = documents.flatMap((document) => document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const document of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value)) fragments.set(definition.name.value, definition);
    }
  }
  const variables = new Map<string, VariableDefinitionNode>();
  const fields = new Set<string>();
  for (const operation of operations) {
    if (operation.operation !== OperationTypeNode.QUERY) throw new Error(`${operation.name?.value ?? 'an operation'} is not a query`);
    for (const variable of operation.variableDefinitions ?? []) {
      const known = variables.get(variable.variable.name.value);
      if (known && JSON.stringify(known.type) !== JSON.stringify(variable.type)) throw new Error(`$${variable.variable.name.value} is declared with two types`);
      variables.set(variable.variable.name.value, variable);
    }
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) throw new Error(`${operation.name?.value ?? 'a query'} selects more than fields at its root`);
      const key = (selection.alias ?? selection.name).value;
      if (fields.has(key)) throw new Error(`${key} is asked for twice`);
      fields.add(key);
    }
  }
  const merged: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: OperationTypeNode.QUERY,
    name: { kind: Kind.NAME, value: name },
    variableDefinitions: [...variables.values()],
    directives: [],
    selectionSet: { kind: Kind.SELECTION_SET, selections: operations.flatMap((operation) => operation.selectionSet.selections) },
  };
  return { kind: Kind.DOCUMENT, definitions: [merged, ...fragments.values()] };
}

let homeDocument: DocumentNode | undefined;

/** Every home card's query in one. */
export function homeQuery(): DocumentNode {
  return (homeDocument ??= mergeQueries('Home', HOME_DOCUMENTS));
}

/** What index.html started: the request and the variables it sent. */
export interface EarlyHomeRequest {
  variables: HomeVariables;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    /** Started by index.html on the home page once the sign-in check says someone is signed in. */
    __peaceHomeRequest?: EarlyHomeRequest;
  }
}

export interface EarlyHome {
  variables: HomeVariables;
  data: Record<string, unknown>;
}

let arrived: EarlyHome | undefined;

/**
 * Reads the answer to index.html's request for the home's data, if it started one, waiting for it
 * no longer than waitMs: a slow answer is left to the cards' own queries. An answer with any error
 * is left out whole, so that each card asks again and shows its own state.
 */
export async function receiveEarlyHome(waitMs: number, early: EarlyHomeRequest | undefined = typeof window === 'undefined' ? undefined : window.__peaceHomeRequest): Promise<void> {
  if (!early) return;
  if (typeof window !== 'undefined') window.__peaceHomeRequest = undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  const read = early.response
    .then(async (response) => {
      if (!response?.ok) return null;
      const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] } | null;
      return body?.data && !body.errors?.length ? body.data : null;
    })
    .catch(() => null);
  const data = await Promise.race([read, late]).finally(() => clearTimeout(timer));
  if (data) arrived = { variables: early.variables, data };
}

/**
 * Takes the home's data from a page the server rendered with it (see prerender/signedIn.tsx), as if
 * index.html's request had just answered: the shell writes it into its cache before it first
 * renders, on the server and again in the browser, so the two renders agree.
 */
export function receiveRenderedHome(home: EarlyHome): void {
  arrived = home;
}

/**
 * Forgets the early data: the shell calls it once it is on screen with its primed client, and the
 * server after each render.
 */
export function forgetEarlyHome(): void {
  arrived = undefined;
}

/**
 * Writes the home's early data into a new client's cache, when it was asked with the variables the
 * cards send here; answers whether it did. Every client made until forgetEarlyHome is primed
 * alike: React may throw away a render of the shell that has not reached the screen and render it
 * again with a client of its own (a tap while the browser takes over a server-rendered home does),
 * and the second render must show what the first did.
 */
export function primeHome(client: Pick<ApolloClient, 'writeQuery'>, variables: HomeVariables = homeVariables()): boolean {
  const early = arrived;
  if (!early || early.variables.timeZone !== variables.timeZone || early.variables.limit !== variables.limit) return false;
  try {
    client.writeQuery({ query: homeQuery(), variables, data: early.data });
    return true;
  } catch {
    // An answer the cache cannot take is left to the cards' own queries.
    return false;
  }
}
