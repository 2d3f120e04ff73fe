// The communities subgraph's schema and resolvers over a real PostgreSQL: who may ask for their
// communities, and what the list costs in queries.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { graphql, parse, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createLogger, formatGraphQLError, systemClock, type RequestContext } from '@peace/kit';
import { createServiceDatabase } from '@peace/scripts/testing';
import { createCommunitiesDatabase, seedCommunity, seedMembership, somebody, type CommunitiesHandle } from '../testing/fixture.js';
import { createResolvers } from './index.js';

let database: CommunitiesHandle;
let schema: GraphQLSchema;

beforeAll(async () => {
  database = createCommunitiesDatabase(await createServiceDatabase('communities', 'communities_resolvers'));
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

it("reads the public list once however many aliases ask for it, and every listed community's posts and members in one query each", async () => {
  const owner = somebody();
  const listed = [];
  for (let index = 0; index < 3; index += 1) {
    const id = await seedCommunity(database, owner, { name: `Lantern ${index}` });
    await seedMembership(database, id, somebody());
    await database.pool.query(`insert into communities.group_posts (group_id, author_id, content, is_pinned, created_at) values ($1, $2, 'Older', 0, now() - interval '2 hours'), ($1, $2, 'Pinned', 1, now() - interval '3 hours'), ($1, $2, 'Newest', 0, now() - interval '1 hour')`, [id, owner]);
    listed.push(id);
  }
  const fields = 'id posts(limit: 2) { content } members { user { id } } every: posts { content }';
  const { answer, queries } = await ask(`{ a: communities { ${fields} } b: communities { ${fields} } c: communities { ${fields} } }`, owner);
  expect(answer.errors).toBeUndefined();
  const { a, c } = answer.data as Record<string, { id: string; posts: { content: string }[]; members: unknown[]; every: { content: string }[] }[]>;
  for (const id of listed) {
    const community = a!.find((each) => each.id === id)!;
    expect(community.posts.map((post) => post.content)).toEqual(['Pinned', 'Newest']);
    expect(community.every.map((post) => post.content)).toEqual(['Pinned', 'Newest', 'Older']);
    expect(community.members).toHaveLength(2);
  }
  expect(c).toEqual(a);
  // The list, its members, and its posts at each of the two limits asked.
  expect(queries).toBe(4);
});

describe('my communities, a page at a time', () => {
  const idsOf = (answer: ExecutionResult): string[] => {
    expect(answer.errors).toBeUndefined();
    return (answer.data as { myCommunities: { id: string }[] }).myCommunities.map((community) => community.id);
  };

  it('hold every community exactly once across pages, the newest membership first, memberships of one instant told apart by id', async () => {
    const me = somebody();
    const friend = somebody();
    const sameInstant = new Date('2025-04-01T09:00:00Z');
    const seeded: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const id = await seedCommunity(database, friend, { name: `Circle ${index}` });
      await seedMembership(database, id, me, { joinedAt: index < 4 ? sameInstant : new Date(Date.UTC(2025, 3, 2 + index, 9)) });
      seeded.push(id);
    }

    const whole = idsOf((await ask('{ myCommunities { id } }', me)).answer);
    const pages: string[][] = [];
    let after: string | undefined;
    do {
      const page = idsOf((await ask(`{ myCommunities(first: 3${after ? `, after: "${after}"` : ''}) { id } }`, me)).answer);
      pages.push(page);
      after = page.at(-1);
    } while (pages.at(-1)!.length === 3);

    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(whole);
    expect([...whole].sort()).toEqual([...seeded].sort());
    expect(whole.slice(0, 3)).toEqual([seeded[6], seeded[5], seeded[4]]);
  });

  it('refuses a page over the cap, and a cursor naming none of my communities, as BAD_USER_INPUT naming the argument', async () => {
    const me = somebody();
    await seedCommunity(database, me, { name: 'Mine' });
    const refusals = [
      ['{ myCommunities(first: 101) { id } }', 'first: must be between 1 and 100'],
      ['{ myCommunities(first: 0) { id } }', 'first: must be between 1 and 100'],
      [`{ myCommunities(after: "${randomUUID()}") { id } }`, 'after: names no item of the list'],
      ['{ myCommunities(after: "not-an-id") { id } }', 'after: must be the id of an item of the list'],
    ] as const;
    for (const [source, message] of refusals) {
      const { answer } = await ask(source, me);
      expect({ source, error: answer.errors?.[0] }).toMatchObject({ source, error: { message, extensions: { code: 'BAD_USER_INPUT' } } });
    }
    expect(idsOf((await ask('{ myCommunities(first: 100) { id } }', me)).answer)).toHaveLength(1);
  });
});
