import { gql } from '@apollo/client';
import { createApolloClient } from './client';

interface Sent {
  url: string;
  body: unknown;
}

/** The gateway as fetch sees it: answers every operation of a request, a batch with an array. */
function gateway(): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as { operationName: string } | { operationName: string }[];
    sent.push({ url: input as string, body });
    const answer = (operation: { operationName: string }) => ({ data: operation.operationName === 'Stop' ? { stopActiveSession: true } : { __typename: 'Query' } });
    const text = JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body));
    return Promise.resolve({
      ok: true,
      status: 200,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: () => Promise.resolve(text),
    } as unknown as Response);
  };
  return sent;
}

const names = (body: unknown) => (Array.isArray(body) ? body : [body]).map((operation) => (operation as { operationName: string }).operationName);

describe("the web's graph client", () => {
  it('sends the queries a screen makes together as one batch, and a mutation on its own', async () => {
    const sent = gateway();
    const client = createApolloClient();
    const query = (name: string) => client.query({ query: gql(`query ${name} { __typename }`), fetchPolicy: 'network-only' });
    await Promise.all([query('TodaySessions'), query('GroupSessions'), query('GlobalStats')]);
    expect(sent.map(({ url, body }) => [url, Array.isArray(body), names(body)])).toEqual([['/graphql', true, ['TodaySessions', 'GroupSessions', 'GlobalStats']]]);

    await client.mutate({ mutation: gql('mutation Stop { stopActiveSession }') });
    expect(sent).toHaveLength(2);
    expect(Array.isArray(sent[1]!.body)).toBe(false);
    expect(names(sent[1]!.body)).toEqual(['Stop']);
  });
});
