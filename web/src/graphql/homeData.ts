/**
 * The signed-in home's data, asked for by index.html together with the sign-in check, in the one
 * request that check makes, while the app's code is still downloading. The shell writes the
 * answers into its cache before the home first renders, so the cards render with their figures at
 * once, rather than each asking for them once the code has run: a phone saves the round trip and
 * the render of the cards' loading state. The cards' own queries are unchanged: they find their
 * data in the cache, and ask the graph themselves for whatever is not there.
 */
import type { ApolloClient, DocumentNode } from '@apollo/client';
import { GlobalStatsDocument, GroupSessionsDocument, PracticeSettingsDocument, RecentSessionsDocument, RecommendationsDocument, TodaySessionsDocument } from './__generated__/graphql.ts';

/** How many recent meditations the home lists. */
export const RECENT_SESSIONS_SHOWN = 10;

export interface HomeQuery {
  document: DocumentNode;
  /** Its variables as the home sends them, for the browser's time zone. */
  variables: (timeZone: string) => Record<string, unknown> | undefined;
}

/**
 * What the home asks as it opens, each with the variables its reader sends: the cards' queries and
 * the practice settings the shell reads. index.html sends them in this order after the sign-in check.
 */
export const HOME_QUERIES: readonly HomeQuery[] = [
  { document: TodaySessionsDocument, variables: (timeZone) => ({ timeZone }) },
  { document: RecentSessionsDocument, variables: () => ({ limit: RECENT_SESSIONS_SHOWN }) },
  { document: GlobalStatsDocument, variables: () => undefined },
  { document: RecommendationsDocument, variables: (timeZone) => ({ timeZone }) },
  { document: GroupSessionsDocument, variables: () => undefined },
  { document: PracticeSettingsDocument, variables: () => undefined },
];

/** The home's answers index.html's request brought, and the time zone it asked them for. */
export interface EarlyHome {
  timeZone: string;
  /** One answer per entry of HOME_QUERIES, in its order. */
  answers: readonly unknown[];
}

/**
 * Writes the early answers into a new client's cache, each when it came without errors and was asked
 * for the time zone the home asks for now; answers how many it wrote. An answer the cache cannot
 * take is left to its card's own query.
 */
export function primeHome(client: Pick<ApolloClient, 'writeQuery'>, early: EarlyHome | undefined, timeZone: string): number {
  if (!early || early.timeZone !== timeZone || early.answers.length !== HOME_QUERIES.length) return 0;
  let written = 0;
  HOME_QUERIES.forEach((query, index) => {
    const answer = early.answers[index] as { data?: Record<string, unknown> | null; errors?: unknown[] } | null | undefined;
    if (!answer?.data || answer.errors?.length) return;
    try {
      client.writeQuery({ query: query.document, variables: query.variables(timeZone), data: answer.data });
      written += 1;
    } catch (error) {
      console.debug('The home reads this card afresh', error);
    }
  });
  return written;
}
