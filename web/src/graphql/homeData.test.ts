import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Kind, parse, print, type OperationDefinitionNode } from 'graphql';
import { createApolloClient } from './client';
import { GlobalStatsDocument, GroupSessionsDocument, RecentSessionsDocument, RecommendationsDocument, TodaySessionsDocument } from './__generated__/graphql';
import { homeAnswer as answer } from '../../test/homeAnswer';
import { forgetEarlyHome, homeQuery, homeVariables, mergeQueries, primeHome, receiveEarlyHome, RECENT_SESSIONS_SHOWN, type EarlyHomeRequest } from './homeData';

const variables = { timeZone: 'Europe/Lisbon', limit: RECENT_SESSIONS_SHOWN };

/** A client that fails any request: what it answers must come from its cache. */
function offlineClient(): ApolloClient {
  return createApolloClient(new ApolloLink(() => {
    throw new Error('no request was expected');
  }));
}

/** index.html's request as the app finds it; jsdom has no fetch Response, so this carries what the reader looks at. */
function early(body: unknown, sent = variables, status = 200): EarlyHomeRequest {
  const response = { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(JSON.parse(JSON.stringify(body)) as unknown) } as unknown as Response;
  return { variables: sent, response: Promise.resolve(response) };
}

describe('the home query', () => {
  it("asks for every home card's root field once, with their variables and fragments", () => {
    const document = homeQuery();
    const [operation, ...fragments] = document.definitions;
    expect((operation as OperationDefinitionNode).name?.value).toBe('Home');
    const printed = print(document);
    // The printed query is one the graph's parser takes.
    expect(parse(printed).definitions).toHaveLength(document.definitions.length);
    const roots = (operation as OperationDefinitionNode).selectionSet.selections.map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : selection.kind));
    expect(roots).toEqual(['todaySessions', 'recentSessions', 'globalStats', 'recommendations', 'groupSessions']);
    expect((operation as OperationDefinitionNode).variableDefinitions?.map((definition) => definition.variable.name.value)).toEqual(['timeZone', 'limit']);
    expect(fragments.map((fragment) => (fragment.kind === Kind.FRAGMENT_DEFINITION ? fragment.name.value : fragment.kind))).toEqual(['GroupSessionSummary']);
  });

  it('refuses queries it cannot merge: a root field twice, a variable with two types, a mutation', () => {
    expect(() => mergeQueries('Twice', [TodaySessionsDocument, TodaySessionsDocument])).toThrow('todaySessions is asked for twice');
    expect(() => mergeQueries('Types', [parse('query A($n: Int) { a: recentSessions(limit: $n) { id } }'), parse('query B($n: String) { todaySessions(timeZone: $n) { id } }')])).toThrow('$n is declared with two types');
    expect(() => mergeQueries('Write', [parse('mutation M { x }')])).toThrow('M is not a query');
  });
});

describe('priming the home from the early answer', () => {
  afterEach(forgetEarlyHome);

  it("writes it so that every card's own query finds its data in the cache, without a request", async () => {
    await receiveEarlyHome(1000, early({ data: answer }));
    const client = offlineClient();
    expect(primeHome(client, variables)).toBe(true);
    expect(client.readQuery({ query: TodaySessionsDocument, variables: { timeZone: variables.timeZone } })).toEqual({ todaySessions: answer.todaySessions });
    expect(client.readQuery({ query: RecentSessionsDocument, variables: { limit: RECENT_SESSIONS_SHOWN } })).toEqual({ recentSessions: answer.recentSessions });
    expect(client.readQuery({ query: GlobalStatsDocument })).toEqual({ globalStats: answer.globalStats });
    expect(client.readQuery({ query: RecommendationsDocument, variables: { timeZone: variables.timeZone } })).toEqual({ recommendations: answer.recommendations });
    expect(client.readQuery({ query: GroupSessionsDocument })).toEqual({ groupSessions: answer.groupSessions });
    const { data } = await client.query({ query: TodaySessionsDocument, variables: { timeZone: variables.timeZone } });
    expect(data).toEqual({ todaySessions: answer.todaySessions });
  });

  it('primes every client made until it is told to forget, as when a render of the shell is thrown away and made again', async () => {
    await receiveEarlyHome(1000, early({ data: answer }));
    expect(primeHome(offlineClient(), variables)).toBe(true);
    const again = offlineClient();
    expect(primeHome(again, variables)).toBe(true);
    expect(again.readQuery({ query: GlobalStatsDocument })).toEqual({ globalStats: answer.globalStats });
    forgetEarlyHome();
    const later = offlineClient();
    expect(primeHome(later, variables)).toBe(false);
    expect(later.readQuery({ query: GlobalStatsDocument })).toBeNull();
  });

  it('leaves the cache alone when the early request was sent with other variables than the cards send', async () => {
    await receiveEarlyHome(1000, early({ data: answer }, { ...variables, timeZone: 'UTC' }));
    const client = offlineClient();
    expect(primeHome(client, variables)).toBe(false);
    expect(client.readQuery({ query: GlobalStatsDocument })).toBeNull();
  });

  it.each([
    ['an answer with an error', { data: { ...answer, recommendations: null }, errors: [{ message: 'Recommendations are unavailable' }] }, 200],
    ['a refusal', { errors: [{ message: 'Not signed in' }] }, 401],
    ['a body with no data', { data: null }, 200],
  ])('leaves %s to the cards, which then ask for themselves', async (_, body, status) => {
    await receiveEarlyHome(1000, early(body, variables, status));
    const client = offlineClient();
    expect(primeHome(client, variables)).toBe(false);
    expect(client.readQuery({ query: TodaySessionsDocument, variables: { timeZone: variables.timeZone } })).toBeNull();
  });

  it('waits no longer than it is told for an answer still on its way', async () => {
    const never: EarlyHomeRequest = { variables, response: new Promise<Response | null>(() => undefined) };
    const started = Date.now();
    await receiveEarlyHome(50, never);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(primeHome(new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() }), variables)).toBe(false);
  });

  it("sends the cards' variables: this browser's time zone and the recent list's length", () => {
    expect(homeVariables('Asia/Tokyo')).toEqual({ timeZone: 'Asia/Tokyo', limit: RECENT_SESSIONS_SHOWN });
  });
});
