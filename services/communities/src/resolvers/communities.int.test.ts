// Creating, changing, deleting, joining, leaving and writing in communities through the
// communities subgraph's schema and resolvers, over a real PostgreSQL: every rule, who may do
// what, capacity under concurrent joins, and the events each change leaves in the outbox.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import { sql } from 'drizzle-orm';
import { createServiceDatabase, failure, subgraphRunner, type RunOperation } from '@peace/scripts/testing';
import { createCommunitiesDatabase, somebody, type CommunitiesHandle } from '../testing/fixture.js';
import { createResolvers } from './index.js';

let database: CommunitiesHandle;
let run: RunOperation;
let now = new Date('2026-03-10T09:00:00.000Z');
const clock = { now: () => now };

beforeAll(async () => {
  // Room for the concurrent joins to really run at once.
  database = createCommunitiesDatabase(await createServiceDatabase('communities', 'communities_rules'), { max: 12 });
  const typeDefs = parse(readFileSync(fileURLToPath(new URL('../schema.graphql', import.meta.url)), 'utf8'));
  run = subgraphRunner(buildSubgraphSchema([{ typeDefs, resolvers: createResolvers({ db: database.db, clock }) as never }]));
});

afterAll(async () => {
  await database?.close();
});

const FIELDS =
  'id name description intention isPublic maxMembers meetingSchedule meetingDays meetingTime timezone tags imageUrl meditationDuration createdBy createdAt memberCount postCount myRole';
const CREATE = `mutation Create($input: CreateCommunityInput!) { createCommunity(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateCommunityInput!) { updateCommunity(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteCommunity(id: $id) }';
const JOIN = `mutation Join($id: ID!) { joinCommunity(id: $id) { ${FIELDS} } }`;
const LEAVE = `mutation Leave($id: ID!) { leaveCommunity(id: $id) { ${FIELDS} } }`;
const POST = 'mutation Post($groupId: ID!, $input: CreateCommunityPostInput!) { createCommunityPost(groupId: $groupId, input: $input) { id groupId author { id } title content type isPinned likesCount repliesCount createdAt } }';
const COMMUNITY = `query Community($id: ID!) { community(id: $id) { ${FIELDS} members { user { id } role joinedAt } posts { id content author { id } } } }`;
const INVITATION = 'query Invitation($id: ID!) { communityInvitation(id: $id) { id name description intention isPublic createdAt meetingTime timezone memberCount } }';

interface Community {
  id: string;
  name: string;
  isPublic: number;
  maxMembers: number;
  meetingSchedule: string | null;
  meetingDays: string[];
  meetingTime: string | null;
  timezone: string;
  memberCount: number;
  postCount: number;
  myRole: string | null;
  members?: { user: { id: string }; role: string }[];
  posts?: { id: string; content: string }[];
}

const valid = (extra: Record<string, unknown> = {}) => ({ name: 'Dawn Circle', intention: 'NON_VIOLENCE', ...extra });

async function create(owner: string, extra: Record<string, unknown> = {}): Promise<Community> {
  const answer = await run<{ createCommunity: Community }>(owner, CREATE, { input: valid(extra) });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createCommunity;
}

const view = async (viewer: string | null, id: string) => (await run<{ community: Community | null }>(viewer, COMMUNITY, { id })).data?.community;

/** The events a community's changes put in the outbox, in order, with their data. */
async function eventsOf(groupId: string): Promise<{ subject: string; data: Record<string, unknown> }[]> {
  const { rows } = (await database.db.execute(sql`select subject, payload from communities.outbox where payload->'data'->>'groupId' = ${groupId} order by id`)) as unknown as {
    rows: { subject: string; payload: { data: Record<string, unknown> } }[];
  };
  return rows.map((row) => ({ subject: row.subject, data: row.payload.data }));
}
const subjectsOf = async (groupId: string) => (await eventsOf(groupId)).map((event) => event.subject);

describe('creating a community', () => {
  it('makes its creator its owner and first member, with the defaults, and announces both once', async () => {
    const owner = somebody();
    const community = await create(owner);
    expect(community).toMatchObject({
      name: 'Dawn Circle',
      intention: 'NON_VIOLENCE',
      description: null,
      isPublic: 1,
      maxMembers: 100,
      meetingSchedule: 'WEEKLY',
      meetingDays: [],
      meetingTime: null,
      timezone: 'UTC',
      tags: [],
      imageUrl: null,
      meditationDuration: 5,
      createdBy: owner,
      memberCount: 1,
      postCount: 0,
      myRole: 'OWNER',
    });
    const events = await eventsOf(community.id);
    expect(events.map((event) => event.subject)).toEqual(['peace.communities.community.created', 'peace.communities.member.joined']);
    expect(events[0]?.data).toMatchObject({ groupId: community.id, intention: 'Non-Violence', isPublic: true, meetingSchedule: 'weekly', createdBy: owner });
    expect(events[1]?.data).toEqual({ groupId: community.id, userId: owner, role: 'owner', at: now.toISOString() });
  });

  it('keeps every field it is given, trimmed, the meeting days in the order of the week', async () => {
    const community = await create(somebody(), {
      name: '  Quiet Harbour ',
      description: ' Sitting by the sea ',
      isPublic: 0,
      maxMembers: 12,
      imageUrl: 'https://example.com/harbour.png',
      tags: [' sea ', 'dawn', 'sea'],
      meetingDays: ['FRIDAY', 'MONDAY'],
      meetingTime: '06:30',
      timezone: 'Europe/Lisbon',
      meditationDuration: 20,
    });
    expect(community).toMatchObject({
      name: 'Quiet Harbour',
      description: 'Sitting by the sea',
      isPublic: 0,
      maxMembers: 12,
      imageUrl: 'https://example.com/harbour.png',
      tags: ['sea', 'dawn'],
      meetingSchedule: 'WEEKLY',
      meetingDays: ['MONDAY', 'FRIDAY'],
      meetingTime: '06:30',
      timezone: 'Europe/Lisbon',
      meditationDuration: 20,
    });
  });

  it.each([
    [{ name: '   ' }, 'name: is required'],
    [{ name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
    [{ description: 'x'.repeat(1001) }, 'description: must be at most 1000 characters'],
    [{ maxMembers: 0 }, 'maxMembers: must be between 1 and 1000'],
    [{ maxMembers: 1001 }, 'maxMembers: must be between 1 and 1000'],
    [{ isPublic: 2 }, 'isPublic: must be 1 (public) or 0 (private)'],
    [{ meetingSchedule: 'DAILY', meetingDays: ['MONDAY'] }, 'meetingDays: only a weekly schedule has meeting days'],
    [{ meetingDays: ['MONDAY', 'MONDAY'] }, 'meetingDays: must not repeat a day'],
    [{ meetingTime: '25:00' }, 'meetingTime: must be a time as HH:MM, 24-hour'],
    [{ meetingTime: '7:30' }, 'meetingTime: must be a time as HH:MM, 24-hour'],
    [{ timezone: 'Mars/Olympus' }, 'timezone: must be an IANA time zone, such as Europe/Lisbon'],
    [{ meditationDuration: 15 }, 'meditationDuration: must be 5, 10 or 20 minutes'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags: must be at most 10 tags'],
    [{ tags: ['x'.repeat(31)] }, 'tags.0: must be at most 30 characters'],
    [{ tags: ['ok', ' '] }, 'tags.1: must not be empty'],
    [{ imageUrl: 'http://example.com/a.png' }, 'imageUrl: must be an https URL'],
    [{ imageUrl: 'not a url' }, 'imageUrl: must be an https URL'],
    [{ name: 'Nice\r\nBEGIN:VEVENT\r\nSUMMARY:Verify your account' }, 'name: must be a single line without control characters'],
    [{ name: 'Tab\tbed' }, 'name: must be a single line without control characters'],
    [{ description: 'Calm\u001b[31m' }, 'description: must not contain control characters other than line breaks and tabs'],
    [{ tags: ['ok', 'two\nlines'] }, 'tags.1: must be a single line without control characters'],
  ])('refuses %j as "%s", creating nothing', async (extra, message) => {
    const owner = somebody();
    expect(failure(await run(owner, CREATE, { input: valid(extra) }))).toEqual({ code: 'BAD_USER_INPUT', message });
    expect((await run<{ myCommunities: unknown[] }>(owner, '{ myCommunities { id } }')).data?.myCommunities).toEqual([]);
  });

  it('spells a time zone as the time zone database does', async () => {
    expect((await create(somebody(), { timezone: 'europe/lisbon' })).timezone).toBe('Europe/Lisbon');
  });

  it('takes no meeting days for a daily schedule', async () => {
    expect(await create(somebody(), { meetingSchedule: 'DAILY', meetingDays: [] })).toMatchObject({ meetingSchedule: 'DAILY', meetingDays: [] });
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect(failure(await run(null, CREATE, { input: valid() })).code).toBe('UNAUTHENTICATED');
  });
});

describe('changing a community', () => {
  it('lets its owner change its settings, announcing the change once', async () => {
    const owner = somebody();
    const community = await create(owner, { meetingDays: ['MONDAY'], meetingTime: '07:00', description: 'Old words' });
    now = new Date(now.getTime() + 60_000);
    const answer = await run<{ updateCommunity: Community }>(owner, UPDATE, { id: community.id, input: { name: 'Dusk Circle', meetingSchedule: 'DAILY', description: null, intention: 'LOVE' } });
    expect(answer.errors).toBeUndefined();
    // The days go with the weekly schedule; what was not sent stays.
    expect(answer.data?.updateCommunity).toMatchObject({ name: 'Dusk Circle', intention: 'LOVE', meetingSchedule: 'DAILY', meetingDays: [], description: null, meetingTime: '07:00', maxMembers: 100 });
    const events = await eventsOf(community.id);
    expect(events.map((event) => event.subject)).toEqual(['peace.communities.community.created', 'peace.communities.member.joined', 'peace.communities.community.updated']);
    expect(events[2]?.data).toMatchObject({ name: 'Dusk Circle', intention: 'Love', meetingSchedule: 'daily', meetingDays: [] });
  });

  it("refuses anyone but its owner, a member included, and changes nothing", async () => {
    const owner = somebody();
    const member = somebody();
    const community = await create(owner);
    await run(member, JOIN, { id: community.id });
    for (const person of [member, somebody()]) {
      expect(failure(await run(person, UPDATE, { id: community.id, input: { name: 'Taken' } }))).toEqual({ code: 'FORBIDDEN', message: 'Only the owner can change this community' });
    }
    expect(failure(await run(null, UPDATE, { id: community.id, input: { name: 'Taken' } })).code).toBe('UNAUTHENTICATED');
    expect((await view(owner, community.id))?.name).toBe('Dawn Circle');
  });

  it('applies the rules of creation, and never leaves fewer places than members', async () => {
    const owner = somebody();
    const community = await create(owner, { maxMembers: 5 });
    await run(somebody(), JOIN, { id: community.id });
    await run(somebody(), JOIN, { id: community.id });
    const refuse = async (input: Record<string, unknown>, message: string) =>
      expect(failure(await run(owner, UPDATE, { id: community.id, input }))).toEqual({ code: 'BAD_USER_INPUT', message });
    await refuse({ maxMembers: 2 }, 'maxMembers: must be at least the 3 members it already has');
    await refuse({ name: '' }, 'name: is required');
    await refuse({ name: 'Dawn\nCircle' }, 'name: must be a single line without control characters');
    await refuse({ description: 'Quiet\u0000' }, 'description: must not contain control characters other than line breaks and tabs');
    await refuse({ timezone: 'Nowhere/Land' }, 'timezone: must be an IANA time zone, such as Europe/Lisbon');
    await refuse({ meditationDuration: 7 }, 'meditationDuration: must be 5, 10 or 20 minutes');
    await refuse({ meetingSchedule: 'DAILY', meetingDays: ['TUESDAY'] }, 'meetingDays: only a weekly schedule has meeting days');
    const answer = await run<{ updateCommunity: Community }>(owner, UPDATE, { id: community.id, input: { maxMembers: 3 } });
    expect(answer.data?.updateCommunity.maxMembers).toBe(3);
    expect((await subjectsOf(community.id)).filter((subject) => subject.endsWith('community.updated'))).toHaveLength(1);
  });

  it('answers NOT_FOUND for a missing or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-community']) {
      expect(failure(await run(somebody(), UPDATE, { id, input: { name: 'x' } })).code).toBe('NOT_FOUND');
    }
  });
});

describe('deleting a community', () => {
  it('takes its members and posts with it, in one go, and announces it once', async () => {
    const owner = somebody();
    const member = somebody();
    const community = await create(owner, { isPublic: 0 });
    await run(member, JOIN, { id: community.id });
    await run(member, POST, { groupId: community.id, input: { content: 'Grateful for this morning' } });

    expect(failure(await run(member, DELETE, { id: community.id }))).toEqual({ code: 'FORBIDDEN', message: 'Only the owner can delete this community' });
    expect(failure(await run(null, DELETE, { id: community.id })).code).toBe('UNAUTHENTICATED');
    expect((await run<{ deleteCommunity: string }>(owner, DELETE, { id: community.id })).data?.deleteCommunity).toBe(community.id);

    expect(await view(owner, community.id)).toBeNull();
    expect((await run(null, INVITATION, { id: community.id })).data).toEqual({ communityInvitation: null });
    const left = (await database.db.execute(sql`select (select count(*) from communities.group_members where group_id = ${community.id})::int as members, (select count(*) from communities.group_posts where group_id = ${community.id})::int as posts`)) as unknown as {
      rows: { members: number; posts: number }[];
    };
    expect(left.rows[0]).toEqual({ members: 0, posts: 0 });
    const events = await eventsOf(community.id);
    expect(events.filter((event) => event.subject === 'peace.communities.community.deleted')).toEqual([
      { subject: 'peace.communities.community.deleted', data: { groupId: community.id, deletedBy: owner, at: now.toISOString() } },
    ]);
    expect(failure(await run(owner, DELETE, { id: community.id })).code).toBe('NOT_FOUND');
    expect(failure(await run(member, JOIN, { id: community.id })).code).toBe('NOT_FOUND');
  });
});

describe('joining and leaving', () => {
  it("joins once: a second join is a conflict with the message 'Already a member'", async () => {
    const community = await create(somebody());
    const person = somebody();
    const joined = await run<{ joinCommunity: Community }>(person, JOIN, { id: community.id });
    expect(joined.data?.joinCommunity).toMatchObject({ memberCount: 2, myRole: 'MEMBER' });
    expect(failure(await run(person, JOIN, { id: community.id }))).toEqual({ code: 'CONFLICT', message: 'Already a member' });
    expect(await subjectsOf(community.id)).toEqual(['peace.communities.community.created', 'peace.communities.member.joined', 'peace.communities.member.joined']);
  });

  it('refuses a join to a full community, and a signed-out visitor, and an id that names none', async () => {
    const community = await create(somebody(), { maxMembers: 1 });
    expect(failure(await run(somebody(), JOIN, { id: community.id }))).toEqual({ code: 'CONFLICT', message: 'This community is full' });
    expect(failure(await run(null, JOIN, { id: community.id })).code).toBe('UNAUTHENTICATED');
    expect(failure(await run(somebody(), JOIN, { id: 'nope' })).code).toBe('NOT_FOUND');
    expect(failure(await run(somebody(), JOIN, { id: randomUUID() })).code).toBe('NOT_FOUND');
  });

  it('never lets concurrent joins overfill a community', async () => {
    const community = await create(somebody(), { maxMembers: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => run(somebody(), JOIN, { id: community.id })));
    const outcomes = answers.map((answer) => (answer.errors ? failure(answer).message : 'joined'));
    expect(outcomes.filter((outcome) => outcome === 'joined')).toHaveLength(9);
    expect(outcomes.filter((outcome) => outcome === 'This community is full')).toHaveLength(41);
    expect((await view(null, community.id))?.memberCount).toBe(10);
    expect((await subjectsOf(community.id)).filter((subject) => subject === 'peace.communities.member.joined')).toHaveLength(10);
  }, 30_000);

  it('leaves once however often a person leaves, and lets them join again', async () => {
    const community = await create(somebody());
    const person = somebody();
    await run(person, JOIN, { id: community.id });
    for (let i = 0; i < 2; i++) {
      const left = await run<{ leaveCommunity: Community }>(person, LEAVE, { id: community.id });
      expect(left.data?.leaveCommunity).toMatchObject({ memberCount: 1, myRole: null });
    }
    expect((await run<{ joinCommunity: Community }>(person, JOIN, { id: community.id })).data?.joinCommunity).toMatchObject({ memberCount: 2, myRole: 'MEMBER' });
    expect((await subjectsOf(community.id)).filter((subject) => subject.startsWith('peace.communities.member.'))).toEqual([
      'peace.communities.member.joined',
      'peace.communities.member.joined',
      'peace.communities.member.left',
      'peace.communities.member.joined',
    ]);
  });

  it('keeps its owner in it', async () => {
    const owner = somebody();
    const community = await create(owner);
    expect(failure(await run(owner, LEAVE, { id: community.id }))).toEqual({ code: 'CONFLICT', message: 'The owner cannot leave the community' });
    expect(failure(await run(null, LEAVE, { id: community.id })).code).toBe('UNAUTHENTICATED');
    expect((await view(owner, community.id))?.myRole).toBe('OWNER');
  });
});

describe('posts', () => {
  it('are written by members only, counted, and listed newest first', async () => {
    const owner = somebody();
    const member = somebody();
    const community = await create(owner);
    await run(member, JOIN, { id: community.id });
    const first = await run<{ createCommunityPost: { id: string } }>(member, POST, { groupId: community.id, input: { title: ' Morning ', content: ' Thank you all ', type: 'REFLECTION' } });
    expect(first.data?.createCommunityPost).toMatchObject({ author: { id: member }, title: 'Morning', content: 'Thank you all', type: 'REFLECTION', isPinned: false, likesCount: 0, repliesCount: 0 });
    now = new Date(now.getTime() + 1000);
    const second = await run<{ createCommunityPost: { id: string; type: string } }>(owner, POST, { groupId: community.id, input: { content: 'Sitting at seven tomorrow' } });
    expect(second.data?.createCommunityPost.type).toBe('DISCUSSION');

    expect(failure(await run(somebody(), POST, { groupId: community.id, input: { content: 'Hello' } }))).toEqual({ code: 'FORBIDDEN', message: 'Only members can post in this community' });
    expect(failure(await run(member, POST, { groupId: community.id, input: { title: 'Two\r\nlines', content: 'Hello' } }))).toEqual({ code: 'BAD_USER_INPUT', message: 'title: must be a single line without control characters' });
    expect(failure(await run(member, POST, { groupId: community.id, input: { content: 'Bell\u0007' } }))).toEqual({ code: 'BAD_USER_INPUT', message: 'content: must not contain control characters other than line breaks and tabs' });
    expect(failure(await run(null, POST, { groupId: community.id, input: { content: 'Hello' } })).code).toBe('UNAUTHENTICATED');
    expect(failure(await run(member, POST, { groupId: randomUUID(), input: { content: 'Hello' } })).code).toBe('NOT_FOUND');

    const seen = await view(member, community.id);
    expect(seen?.postCount).toBe(2);
    expect(seen?.posts?.map((post) => post.content)).toEqual(['Sitting at seven tomorrow', 'Thank you all']);
    expect((await subjectsOf(community.id)).filter((subject) => subject === 'peace.communities.post.created')).toHaveLength(2);
  });

  it.each([
    [{ content: '   ' }, 'content: is required'],
    [{ content: 'x'.repeat(5001) }, 'content: must be at most 5000 characters'],
    [{ content: 'ok', title: 'x'.repeat(201) }, 'title: must be at most 200 characters'],
  ])('refuses %j as "%s"', async (input, message) => {
    const owner = somebody();
    const community = await create(owner);
    expect(failure(await run(owner, POST, { groupId: community.id, input }))).toEqual({ code: 'BAD_USER_INPUT', message });
    expect((await view(owner, community.id))?.postCount).toBe(0);
  });
});

describe('looking at a community', () => {
  it("shows a private community to anyone holding its id, its people and posts to its members only", async () => {
    const owner = somebody();
    const member = somebody();
    const community = await create(owner, { isPublic: 0 });
    await run(member, JOIN, { id: community.id });
    await run(member, POST, { groupId: community.id, input: { content: 'Hello' } });

    const inside = await view(member, community.id);
    expect(inside?.members?.map((entry) => [entry.user.id, entry.role])).toEqual([
      [owner, 'OWNER'],
      [member, 'MEMBER'],
    ]);
    expect(inside?.posts).toHaveLength(1);
    for (const outsider of [somebody(), null]) {
      const outside = await view(outsider, community.id);
      expect({ name: outside?.name, memberCount: outside?.memberCount, members: outside?.members, posts: outside?.posts }).toEqual({ name: 'Dawn Circle', memberCount: 2, members: [], posts: [] });
    }
  });

  it("shows a public community's members to anyone signed in, not to a signed-out visitor", async () => {
    const owner = somebody();
    const community = await create(owner);
    expect((await view(somebody(), community.id))?.members).toHaveLength(1);
    expect((await view(null, community.id))?.members).toEqual([]);
  });

  it('answers null for a missing, deleted or malformed id', async () => {
    expect(await view(somebody(), randomUUID())).toBeNull();
    expect(await view(somebody(), 'not-an-id')).toBeNull();
    expect((await run(null, INVITATION, { id: 'not-an-id' })).data).toEqual({ communityInvitation: null });
  });

  it('shows the invitation to a signed-out visitor, visibility as a boolean', async () => {
    const community = await create(somebody(), { isPublic: 0, meetingTime: '18:15', description: 'Evenings' });
    const answer = await run<{ communityInvitation: Record<string, unknown> }>(null, INVITATION, { id: community.id });
    expect(answer.data?.communityInvitation).toEqual({
      id: community.id,
      name: 'Dawn Circle',
      description: 'Evenings',
      intention: 'NON_VIOLENCE',
      isPublic: false,
      createdAt: now.toISOString(),
      meetingTime: '18:15',
      timezone: 'UTC',
      memberCount: 1,
    });
  });

  it('refuses a post list longer than a hundred', async () => {
    const community = await create(somebody());
    const answer = await run(somebody(), 'query C($id: ID!) { community(id: $id) { posts(limit: 500) { id } } }', { id: community.id });
    expect(failure(answer)).toEqual({ code: 'BAD_USER_INPUT', message: 'limit: must be between 1 and 100' });
  });
});
