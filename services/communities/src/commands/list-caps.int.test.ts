// Each list of the communities subgraph over a real PostgreSQL holding more rows than its cap: at
// most the cap comes back, the size the gateway's cost model assumes of the list.
import { randomUUID } from 'node:crypto';
import { createServiceDatabase } from '@peace/scripts/testing';
import { groupMembers, groupPosts, meditationGroups } from '../db/schema.js';
import { MAX_MEMBERS, MAX_POSTS_LISTED, MAX_PUBLIC_COMMUNITIES } from '../list-caps.js';
import { createCommunitiesDatabase, seedCommunity, type CommunitiesHandle } from '../testing/fixture.js';
import { listPublicCommunities, membersOf, postsOf } from './communities.js';

let database: CommunitiesHandle;

beforeAll(async () => {
  database = createCommunitiesDatabase(await createServiceDatabase('communities', 'caps'), { max: 2 });
});

afterAll(async () => {
  await database?.close();
});

it('lists at most the cap of public communities, the newest first', async () => {
  const start = Date.now() - 3_600_000;
  await database.db
    .insert(meditationGroups)
    .values(Array.from({ length: MAX_PUBLIC_COMMUNITIES + 5 }, (_, index) => ({ name: `Circle ${index}`, intention: 'Peace', createdBy: randomUUID(), createdAt: new Date(start + index * 1000) })));
  const listed = await listPublicCommunities(database.db, null);
  expect(listed).toHaveLength(MAX_PUBLIC_COMMUNITIES);
  expect(listed[0]?.name).toBe(`Circle ${MAX_PUBLIC_COMMUNITIES + 4}`);
});

it('lists at most the cap of a community’s members, its owner first, and of its posts', async () => {
  const owner = randomUUID();
  const start = Date.now() - 3_600_000;
  const crowded = await seedCommunity(database, owner, { name: 'Crowded', maxMembers: MAX_MEMBERS }, new Date(start + 10_000_000));
  const quiet = await seedCommunity(database, randomUUID(), { name: 'Quiet' });
  await database.db
    .insert(groupMembers)
    .values(Array.from({ length: MAX_MEMBERS + 3 }, (_, index) => ({ groupId: crowded, userId: randomUUID(), role: 'member' as const, joinedAt: new Date(start + index * 1000) })));
  const [members, few] = await membersOf(database.db, [crowded, quiet]);
  expect(members).toHaveLength(MAX_MEMBERS);
  expect(members?.[0]?.userId).toBe(owner);
  expect(few).toHaveLength(1);

  await database.db.insert(groupPosts).values(Array.from({ length: MAX_POSTS_LISTED + 3 }, (_, index) => ({ groupId: crowded, authorId: owner, content: `Post ${index}` })));
  expect((await postsOf(database.db, [crowded], MAX_POSTS_LISTED))[0]).toHaveLength(MAX_POSTS_LISTED);
});
