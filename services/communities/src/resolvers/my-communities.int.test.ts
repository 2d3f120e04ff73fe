// The communities subgraph's schema and resolvers over a real PostgreSQL: who may ask for their
// communities, and what the list costs in queries.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { graphql, parse, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createLogger, formatGraphQLError, systemClock, type RequestContext } from '@peace/kit';
import { createCommunitiesDatabase, seedCommunity, seedMembership, somebody, type CommunitiesHandle } from '../testing/fixture.js';
import { createResolvers } from './index.js';

let database: CommunitiesHandle;
let schema: GraphQLSchema;

beforeAll(async () => {
  database = await createCommunitiesDatabase('communities_resolvers');
  const typeDefs = parse(readFileSync(fileURLToPath(new URL('../schema.graphql', import.meta.url)), 'utf8'));
  schema = buildSubgraphSchema([{ typeDefs, resolvers: createResolvers({ db: database.db, clock: systemClock }) as never }]);
});

afterAll(async () => {
  await database?.close();
});

const contextFor = (userId: string | null): RequestContext => ({ userId, requestId: randomUUID(), logger: createLogger('communities-test', 'silent') });

/** Runs a query as the subgraph's server would answer it, errors formatted for the wire; with the number of SQL queries it took. */
async function ask(source: string, userId: string | null): Promise<{ answer: ExecutionResult; queries: number }> {
  const query = jest.spyOn(database.pool, 'query');
  try {
    const result = await graphql({ schema, source, contextValue: contextFor(userId) });
    const answer = { ...result, ...(result.errors ? { errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error)) } : {}) };
    return { answer: answer as ExecutionResult, queries: query.mock.calls.length };
  } finally {
    query.mockRestore();
  }
}

it('refuses a signed-out request for my communities as UNAUTHENTICATED, without touching the database', async () => {
  const { answer, queries } = await ask('{ myCommunities { id } }', null);
  expect(answer).toEqual({ data: null, errors: [{ message: 'Unauthorized', locations: [{ line: 1, column: 3 }], path: ['myCommunities'], extensions: { code: 'UNAUTHENTICATED' } }] });
  expect(queries).toBe(0);
});

it("answers my communities with my role in each, the graph's enum values, in one query for the whole list", async () => {
  const me = somebody();
  const friend = somebody();
  await seedCommunity(database, me, { name: 'Dawn Circle', intention: 'Non-Violence' }, new Date('2025-03-01T09:00:00Z'));
  const joined = await seedCommunity(database, friend, { name: 'Quiet Harbour', isPublic: 0 });
  await seedMembership(database, joined, me, { joinedAt: new Date('2025-03-02T09:00:00Z') });
  const other = await seedCommunity(database, friend, { name: 'Old Oak' });
  await seedMembership(database, other, me, { joinedAt: new Date('2025-02-01T09:00:00Z') });

  const { answer, queries } = await ask('{ myCommunities { name intention myRole memberCount creator { id } } }', me);
  expect(answer).toEqual({
    data: {
      myCommunities: [
        { name: 'Quiet Harbour', intention: 'PEACE', myRole: 'MEMBER', memberCount: 2, creator: { id: friend } },
        { name: 'Dawn Circle', intention: 'NON_VIOLENCE', myRole: 'OWNER', memberCount: 1, creator: { id: me } },
        { name: 'Old Oak', intention: 'PEACE', myRole: 'MEMBER', memberCount: 2, creator: { id: friend } },
      ],
    },
  });
  expect(queries).toBe(1);
});

it("reads the viewer's role on the public list in the list's one query, null when signed out", async () => {
  const owner = somebody();
  await seedCommunity(database, owner, { name: 'Open Meadow' });
  const roleIn = (answer: ExecutionResult) =>
    (answer.data as { communities: { name: string; myRole: string | null }[] }).communities.find((community) => community.name === 'Open Meadow')?.myRole;

  const signedIn = await ask('{ communities { name myRole } }', owner);
  expect({ role: roleIn(signedIn.answer), queries: signedIn.queries }).toEqual({ role: 'OWNER', queries: 1 });
  const signedOut = await ask('{ communities { name myRole } }', null);
  expect({ role: roleIn(signedOut.answer), queries: signedOut.queries }).toEqual({ role: null, queries: 1 });
});
