import { createServiceDatabase } from '@peace/scripts/testing';
import { createCommunitiesDatabase, seedCommunity, seedMembership, somebody, type CommunitiesHandle } from '../testing/fixture.js';
import { listMyCommunities, listPublicCommunities } from './communities.js';

let database: CommunitiesHandle;

beforeAll(async () => {
  database = createCommunitiesDatabase(await createServiceDatabase('communities', 'communities_commands'));
});

afterAll(async () => {
  await database?.close();
});

const at = (day: number) => new Date(Date.UTC(2025, 2, day, 9));

describe("a person's communities", () => {
  it('lists the active communities they belong to, the newest membership first, each with their role and counts', async () => {
    const me = somebody();
    const friend = somebody();
    const founded = await seedCommunity(database, me, { name: 'Dawn Circle' }, at(1));
    const joined = await seedCommunity(database, friend, { name: 'Quiet Harbour', isPublic: 0 }, at(2));
    await seedMembership(database, joined, me, { joinedAt: at(5) });
    const older = await seedCommunity(database, friend, { name: 'Old Oak' }, at(1));
    await seedMembership(database, older, me, { joinedAt: at(3) });

    const mine = await listMyCommunities(database.db, me, { first: 100, after: null });
    expect(mine.map(({ name, myRole, memberCount, isPublic }) => ({ name, myRole, memberCount, isPublic }))).toEqual([
      { name: 'Quiet Harbour', myRole: 'member', memberCount: 2, isPublic: 0 },
      { name: 'Old Oak', myRole: 'member', memberCount: 2, isPublic: 1 },
      { name: 'Dawn Circle', myRole: 'owner', memberCount: 1, isPublic: 1 },
    ]);
    expect(mine[2]?.id).toBe(founded);
  });

  it('leaves out a community they left, one no longer active, and ones they never joined', async () => {
    const me = somebody();
    const friend = somebody();
    const left = await seedCommunity(database, friend, { name: 'Left Behind' });
    await seedMembership(database, left, me, { status: 'left' });
    await seedCommunity(database, me, { name: 'Closed Down', status: 'archived' });
    await seedCommunity(database, friend, { name: 'Never Joined' });

    expect(await listMyCommunities(database.db, me, { first: 100, after: null })).toEqual([]);
  });
});

describe('the public list', () => {
  it("carries the viewer's role in each community: null for a community they are not in, and for everyone when signed out", async () => {
    const me = somebody();
    const friend = somebody();
    await seedCommunity(database, me, { name: 'Role Mine' });
    const theirs = await seedCommunity(database, friend, { name: 'Role Theirs' });
    await seedMembership(database, theirs, me);
    const former = await seedCommunity(database, friend, { name: 'Role Former' });
    await seedMembership(database, former, me, { status: 'left' });
    await seedCommunity(database, friend, { name: 'Role Stranger' });

    const roles = async (viewer: string | null) =>
      Object.fromEntries((await listPublicCommunities(database.db, viewer)).filter((c) => c.name.startsWith('Role ')).map((c) => [c.name, c.myRole]));
    expect(await roles(me)).toEqual({ 'Role Mine': 'owner', 'Role Theirs': 'member', 'Role Former': null, 'Role Stranger': null });
    expect(await roles(null)).toEqual({ 'Role Mine': null, 'Role Theirs': null, 'Role Former': null, 'Role Stranger': null });
  });
});
