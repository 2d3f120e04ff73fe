import { ApolloServer, HeaderMap } from '@apollo/server';
import { AppError, formatGraphQLError, parseTimeZone } from './errors.js';

describe('what a client is told of an error', () => {
  it('says a persisted query whose hash does not match its text is the request\'s mistake, not an internal one', async () => {
    const server = new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hi' } }, formatError: formatGraphQLError, includeStacktraceInErrorResponses: false });
    await server.start();
    try {
      const ask = (persistedQuery: Record<string, unknown>, query?: string) =>
        server.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: 'POST', headers: new HeaderMap([['content-type', 'application/json']]), search: '', body: { ...(query ? { query } : {}), extensions: { persistedQuery } } },
          context: async () => ({}),
        });
      const answers = await Promise.all([
        ask({ version: 1, sha256Hash: 'a'.repeat(64) }, '{ hello }'),
        ask({ version: 2, sha256Hash: 'a'.repeat(64) }, '{ hello }'),
        ask({ version: 1, sha256Hash: 'b'.repeat(64) }),
      ]);
      const read = (answer: (typeof answers)[number]) => ({ status: answer.status, body: answer.body.kind === 'complete' ? (JSON.parse(answer.body.string) as unknown) : undefined });
      expect(answers.map(read)).toEqual([
        { status: 400, body: { errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_USER_INPUT' } }] } },
        { status: 400, body: { errors: [{ message: 'Unsupported persisted query version', extensions: { code: 'BAD_USER_INPUT' } }] } },
        { status: 200, body: { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] } },
      ]);
    } finally {
      await server.stop();
    }
  });
});

describe('time zones', () => {
  it('defaults to UTC', () => {
    expect(parseTimeZone(undefined)).toBe('UTC');
    expect(parseTimeZone(null)).toBe('UTC');
    expect(parseTimeZone('')).toBe('UTC');
  });

  it('accepts IANA zones', () => {
    expect(parseTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(parseTimeZone('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos_Aires');
  });

  it.each(['Mars/Olympus_Mons', '+05:00', 'UTC; drop table x', 'a'.repeat(80)])('refuses %s as bad input', (zone) => {
    expect(() => parseTimeZone(zone)).toThrow(AppError);
    expect(() => parseTimeZone(zone)).toThrow('timeZone: must be an IANA time zone such as Europe/Paris');
  });
});
