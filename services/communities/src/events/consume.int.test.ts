// Who asked to be left out of members lists, as the communities service learns it from identity's
// events, and a public community's members list as each kind of viewer sees it.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { graphql, parse, type GraphQLSchema } from 'graphql';
import { createLogger, type RequestContext } from '@peace/kit';
import { createEnvelope, identityUserCreated, identityUserUpdated } from '@peace/proto';
import { createServiceDatabase } from '@peace/scripts/testing';
import { groupPosts } from '../db/schema.js';
import { createCommunitiesDatabase, seedCommunity, seedMembership, somebody, type CommunitiesHandle } from '../testing/fixture.js';
import { createResolvers } from '../resolvers/index.js';
import { peopleConsumer } from './consume.js';

let database: CommunitiesHandle;
let schema: GraphQLSchema;
const logger = createLogger('communities-test', 'silent');

beforeAll(async () => {
  database = createCommunitiesDatabase(await createServiceDatabase('communities', 'communities_list_preferences'));
  const typeDefs = parse(readFileSync(fileURLToPath(new URL('../schema.graphql', import.meta.url)), 'utf8'));
  schema = buildSubgraphSchema([{ typeDefs, resolvers: createResolvers({ db: database.db, clock: { now: () => new Date() } }) as never }]);
});

afterAll(async () => {
  await database?.close();
});

/** identity's announcement of a person, hidden or not, made at the given instant; created for the first one. */
function announced(userId: string, hiddenFromLists: boolean | undefined, at: string, contract: typeof identityUserCreated | typeof identityUserUpdated = identityUserUpdated) {
  const data = { userId, email: null, firstName: 'Mira', lastName: 'Quiet', profileImageUrl: null, createdAt: '2026-03-01T08:00:00.000Z', ...(hiddenFromLists === undefined ? {} : { hiddenFromLists }) };
  return { ...createEnvelope(contract, data, new Date(at)), type: contract.type };
}

async function apply(...events: ReturnType<typeof announced>[]) {
  for (const event of events) await database.db.transaction((tx) => peopleConsumer.handle(event as never, tx));
}

async function membersSeenBy(viewer: string | null, groupId: string): Promise<string[]> {
  const contextValue: RequestContext = { userId: viewer, requestId: randomUUID(), logger };
  const result = await graphql({ schema, source: 'query ($id: ID!) { community(id: $id) { memberCount members { user { id } } } }', variableValues: { id: groupId }, contextValue });
  expect(result.errors).toBeUndefined();
  const community = (result.data as { community: { memberCount: number; members: { user: { id: string } }[] } }).community;
  return community.members.map((member) => member.user.id);
}

describe("a public community's members list", () => {
  it('leaves a hidden person out for non-members, shows them to fellow members and themselves, and shows them again once they are not hidden', async () => {
    const [owner, mira, stranger] = [somebody(), somebody(), somebody()];
    const groupId = await seedCommunity(database, owner, { name: 'Quiet Harbour', isPublic: 1 });
    await seedMembership(database, groupId, mira);
    // An event published before the choice was carried says nothing about it: shown.
    await apply(announced(mira, undefined, '2026-03-01T08:00:00.000Z', identityUserCreated));
    expect(await membersSeenBy(stranger, groupId)).toEqual([owner, mira]);

    await apply(announced(mira, true, '2026-03-02T08:00:00.000Z'));
    expect(await membersSeenBy(stranger, groupId)).toEqual([owner]);
    expect(await membersSeenBy(owner, groupId)).toEqual([owner, mira]);
    expect(await membersSeenBy(mira, groupId)).toEqual([owner, mira]);

    await apply(announced(mira, false, '2026-03-03T08:00:00.000Z'));
    expect(await membersSeenBy(stranger, groupId)).toEqual([owner, mira]);
  });

  it("leaves a hidden author's name off their posts for non-members, and on for members", async () => {
    const [owner, mira, stranger] = [somebody(), somebody(), somebody()];
    const groupId = await seedCommunity(database, owner, { name: 'Open Board', isPublic: 1 });
    await seedMembership(database, groupId, mira);
    await database.db.insert(groupPosts).values({ groupId, authorId: mira, content: 'Sat by the sea today' });
    const authorsSeenBy = async (viewer: string) => {
      const contextValue: RequestContext = { userId: viewer, requestId: randomUUID(), logger };
      const result = await graphql({ schema, source: 'query ($id: ID!) { community(id: $id) { posts { authorId author { id } } } }', variableValues: { id: groupId }, contextValue });
      expect(result.errors).toBeUndefined();
      return (result.data as { community: { posts: unknown[] } }).community.posts;
    };
    expect(await authorsSeenBy(stranger)).toEqual([{ authorId: mira, author: { id: mira } }]);
    await apply(announced(mira, true, '2026-03-02T08:00:00.000Z'));
    expect(await authorsSeenBy(stranger)).toEqual([{ authorId: mira, author: null }]);
    expect(await authorsSeenBy(owner)).toEqual([{ authorId: mira, author: { id: mira } }]);
    expect(await authorsSeenBy(mira)).toEqual([{ authorId: mira, author: { id: mira } }]);
  });

  it('keeps the latest choice whatever order the announcements arrive in, and a replay changes nothing', async () => {
    const [owner, mira, stranger] = [somebody(), somebody(), somebody()];
    const groupId = await seedCommunity(database, owner, { name: 'Still Water', isPublic: 1 });
    await seedMembership(database, groupId, mira);
    const hidden = announced(mira, true, '2026-03-05T08:00:00.000Z');
    await apply(hidden, announced(mira, false, '2026-03-04T08:00:00.000Z'), hidden);
    expect(await membersSeenBy(stranger, groupId)).toEqual([owner]);
    expect(await membersSeenBy(null, groupId)).toEqual([]);
  });
});
