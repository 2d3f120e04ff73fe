import { Writable } from 'node:stream';
import { ApolloServer } from '@apollo/server';
import { pino } from 'pino';
import { DateTimeScalar } from './graphql.js';
import { formatGraphQLError, logUnexpectedErrors } from './errors.js';

/** What the service logged, line by line. */
const logged: { level: number; msg: string }[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  }),
);

const server = new ApolloServer({
  typeDefs: 'scalar DateTime type Query { at(value: DateTime!): DateTime! }',
  resolvers: { DateTime: DateTimeScalar, Query: { at: (_parent: unknown, args: { value: Date }) => args.value } },
  formatError: formatGraphQLError,
  plugins: [logUnexpectedErrors(logger)],
});

beforeAll(() => server.start());
afterAll(() => server.stop());

/** What a client is told for a timestamp given as a variable, and as a literal when it is text. */
async function answer(value: unknown) {
  const read = async (query: string, variables?: Record<string, unknown>) => {
    const response = await server.executeOperation({ query, ...(variables ? { variables } : {}) });
    if (response.body.kind !== 'single') throw new Error('expected a single answer');
    const { data, errors } = response.body.singleResult;
    return errors ? errors.map((error) => error.extensions?.['code']) : data?.['at'];
  };
  const asVariable = await read('query At($value: DateTime!) { at(value: $value) }', { value });
  return typeof value === 'string' ? [asVariable, await read(`{ at(value: ${JSON.stringify(value)}) }`)] : [asVariable];
}

describe('the DateTime scalar', () => {
  it('takes a timestamp with its offset, and answers it in UTC', async () => {
    expect(await answer('2026-03-10T09:00:00Z')).toEqual(['2026-03-10T09:00:00.000Z', '2026-03-10T09:00:00.000Z']);
    expect(await answer('2026-03-10T10:00:00.250+01:00')).toEqual(['2026-03-10T09:00:00.250Z', '2026-03-10T09:00:00.250Z']);
  });

  it.each(['2026-03-10T09:00:00', '2026-03-10', 'tomorrow-ish', '1773133200000'])("refuses %s, as the REST routes do, as the client's mistake", async (value) => {
    expect(await answer(value)).toEqual([['BAD_USER_INPUT'], ['BAD_USER_INPUT']]);
  });

  it('logs no failure for a timestamp a client got wrong', async () => {
    logged.length = 0;
    expect(await answer('2026-03-10T09:00:00')).toEqual([['BAD_USER_INPUT'], ['BAD_USER_INPUT']]);
    expect(logged).toEqual([]);
  });

  it('refuses a number of milliseconds', async () => {
    expect(await answer(1_773_133_200_000)).toEqual([['BAD_USER_INPUT']]);
  });
});
