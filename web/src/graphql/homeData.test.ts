import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { earlyHomeAnswers, forgetEarlyHome, readCurrentUser } from '../auth/currentUser';
import { createApolloClient } from './client';
import { HOME_QUERIES, primeHome } from './homeData';
import { homeRequestBatch } from './homeRequest';

// jsdom has no fetch Response; this carries just what the readers look at.
function response(body: unknown): Response {
  const text = JSON.stringify(body);
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    text: () => Promise.resolve(text),
  } as unknown as Response;
}

/** The operations the client sends to the gateway, by name. */
function gateway(): string[] {
  const sent: string[] = [];
  globalThis.fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as { operationName: string } | { operationName: string }[];
    const operations = Array.isArray(body) ? body : [body];
    sent.push(...operations.map((operation) => operation.operationName));
    const answers = operations.map(() => ({ data: null, errors: [{ message: 'not in this test' }] }));
    return Promise.resolve(response(Array.isArray(body) ? answers : answers[0]));
  };
  return sent;
}

function operationOf(document: DocumentNode): OperationDefinitionNode {
  return document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)!;
}

/** An answer to a home query: each root field an empty list, as the cache takes any value. */
function answerTo(document: DocumentNode): { data: Record<string, unknown> } {
  const fields = operationOf(document).selectionSet.selections.flatMap((selection) => (selection.kind === Kind.FIELD ? [selection.name.value] : []));
  return { data: Object.fromEntries(fields.map((field) => [field, []])) };
}

const me = { data: { me: { id: 'u1', firstName: 'Ada', lastName: null, email: 'a@b.c', profileImageUrl: null, createdAt: '2024-01-01' }, googleSignIn: false } };

describe("the signed-in home's data, asked with the sign-in check", () => {
  afterEach(() => {
    window.__PEACE_HOME_ZONE__ = undefined;
    forgetEarlyHome();
  });

  it('is asked in one batch after the check, as the app asks each query, for the time zone the page fills in', () => {
    const batch = homeRequestBatch();
    expect(batch.map((operation) => operation.operationName)).toEqual(['Me', 'TodaySessions', 'RecentSessions', 'GlobalStats', 'Recommendations', 'GroupSessions', 'PracticeSettings']);
    for (const operation of batch.slice(1)) expect(operation.query).toContain('__typename');
    expect(batch.find((operation) => operation.operationName === 'TodaySessions')?.variables).toEqual({ timeZone: null });
    expect(batch.find((operation) => operation.operationName === 'RecentSessions')?.variables).toEqual({ limit: 10 });
    expect(batch.find((operation) => operation.operationName === 'GlobalStats')?.variables).toBeUndefined();
  });

  it("fills the shell's cache, so the cards read their figures without asking; an answer with errors is asked again", async () => {
    window.__PEACE_HOME_ZONE__ = 'Europe/Paris';
    const answers = HOME_QUERIES.map(({ document }) => answerTo(document));
    answers[2] = { data: null, errors: [{ message: 'Stats are resting' }] } as never;
    const user = await readCurrentUser(response([me, ...answers]));
    expect(user?.id).toBe('u1');

    const sent = gateway();
    const client = createApolloClient();
    expect(primeHome(client, earlyHomeAnswers(), 'Europe/Paris')).toBe(HOME_QUERIES.length - 1);
    await Promise.all(HOME_QUERIES.map(({ document, variables }) => client.query({ query: document, variables: variables('Europe/Paris') }).catch(() => null)));
    expect(sent).toEqual([operationOf(HOME_QUERIES[2]!.document).name!.value]);
  });

  it('is not used for another time zone, nor for somebody signed out', async () => {
    window.__PEACE_HOME_ZONE__ = 'Europe/Paris';
    const answers = HOME_QUERIES.map(({ document }) => answerTo(document));
    await readCurrentUser(response([me, ...answers]));
    expect(primeHome(createApolloClient(), earlyHomeAnswers(), 'America/New_York')).toBe(0);

    await readCurrentUser(response([{ data: { me: null, googleSignIn: false } }, ...answers]));
    expect(earlyHomeAnswers()).toBeUndefined();
  });
});
