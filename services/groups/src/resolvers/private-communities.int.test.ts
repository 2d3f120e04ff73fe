// Private communities in the groups subgraph: their sessions are joined, and who is in them and
// their sessions, past, live and to come, are seen, by members only; public ones stay open. Through the subgraph's
// schema, resolvers and consumers, over a real PostgreSQL, on a clock the test sets.
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { communitiesCommunityCreated, communitiesCommunityUpdated, communitiesMemberJoined, createEnvelope, type EventContract } from '@peace/proto';
import { serviceInfra, subgraphRunner, type RunOperation } from '@peace/scripts/testing';
import { groupSessions } from '../db/schema.js';
import { communityMembersConsumer, communityPrivacyConsumer } from '../events/consume.js';
import type { SessionTimers } from '../commands/sessions.js';
import { startGroupsSubgraph, type GroupsSubgraph } from '../testing/subgraph.js';

let subgraph: GroupsSubgraph;
let run: RunOperation;
// A Wednesday morning in UTC, whatever the machine's clock says.
const now = new Date('2026-03-11T09:00:00.000Z');
const clock = { now: () => now };
const timers: SessionTimers = { completeAtEnd: async () => undefined, cancelIfNotStarted: async () => undefined, startOnTime: async () => undefined };
const minutes = (count: number) => count * 60_000;
const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  subgraph = startGroupsSubgraph(await serviceInfra('groups', 'groups-private'), { clock, timers, connections: 4 });
  run = subgraphRunner(subgraph.schema);
});

afterAll(async () => {
  await subgraph?.close();
});

/** Applies an event as the service's consumer would, in its own transaction. */
async function deliver<TType extends string, TData>(consumer: { handle: (event: never, tx: never) => Promise<void> }, contract: EventContract<TType, TData>, data: TData) {
  const event = createEnvelope(contract, data);
  await subgraph.handle.db.transaction((tx) => consumer.handle(event as never, tx as never));
}

/** A community as the communities service announces it, public or not, with its owner a member. */
async function community(isPublic: boolean, owner = randomUUID()): Promise<string> {
  const groupId = randomUUID();
  await deliver(communityPrivacyConsumer, communitiesCommunityCreated, settings(groupId, owner, isPublic, now));
  await deliver(communityMembersConsumer, communitiesMemberJoined, { groupId, userId: owner, role: 'owner', at: now.toISOString() });
  return groupId;
}

function settings(groupId: string, owner: string, isPublic: boolean, at: Date) {
  return {
    groupId,
    name: 'Evening calm',
    intention: 'Peace' as const,
    isPublic,
    maxMembers: 100,
    createdBy: owner,
    meetingSchedule: null,
    meetingDays: [],
    meetingTime: null,
    timezone: 'UTC',
    meditationDuration: 10,
    at: at.toISOString(),
  };
}

const join = (groupId: string, userId: string) => deliver(communityMembersConsumer, communitiesMemberJoined, { groupId, userId, role: 'member', at: now.toISOString() });

const JOIN = 'mutation J($id: ID!) { joinGroupSession(id: $id) { id joined } }';
const PARTICIPANTS = 'query P($id: ID!) { groupSession(id: $id) { participants { user { id } } } }';
const PAST = 'query C($r: [_Any!]!) { _entities(representations: $r) { ... on Community { pastSessions { name } } } }';
const LIST = '{ groupSessions { id } }';
const COMING = 'query C($r: [_Any!]!) { _entities(representations: $r) { ... on Community { upcomingSessions { name } liveSession { name } } } }';

/** Who the viewer sees in the session; null when they find no session by its id (a private community's, outside it). */
async function participantsSeenBy(viewer: string | null, sessionId: string): Promise<string[] | null> {
  const answer = await run<{ groupSession: { participants: { user: { id: string } }[] } | null }>(viewer, PARTICIPANTS, { id: sessionId });
  expect(answer.errors).toBeUndefined();
  return answer.data!.groupSession?.participants.map((participant) => participant.user.id) ?? null;
}

async function pastSeenBy(viewer: string | null, groupId: string): Promise<string[]> {
  const answer = await run<{ _entities: { pastSessions: { name: string }[] }[] }>(viewer, PAST, { r: [{ __typename: 'Community', id: groupId }] });
  expect(answer.errors).toBeUndefined();
  return answer.data!._entities[0]!.pastSessions.map((session) => session.name);
}

async function listedFor(viewer: string | null): Promise<string[]> {
  const answer = await run<{ groupSessions: { id: string }[] }>(viewer, LIST);
  expect(answer.errors).toBeUndefined();
  return answer.data!.groupSessions.map((session) => session.id);
}

type SessionSeed = Partial<typeof groupSessions.$inferInsert> & { name: string; scheduledStart: Date };

async function seed(groupId: string | null, fields: SessionSeed): Promise<string> {
  const [row] = await subgraph.handle.db
    .insert(groupSessions)
    .values({ intention: 'Peace', createdBy: randomUUID(), groupId, duration: 10, status: 'scheduled', ...fields })
    .returning({ id: groupSessions.id });
  return row!.id;
}

describe("a private community's sessions", () => {
  it('are joined by its members only; a non-member is refused with 403 and joins nothing', async () => {
    const owner = randomUUID();
    const groupId = await community(false, owner);
    const member = randomUUID();
    await join(groupId, member);
    const sessionId = await seed(groupId, { name: 'Members only', scheduledStart: later(minutes(30)), createdBy: owner });

    const outsider = randomUUID();
    const refused = await run(outsider, JOIN, { id: sessionId });
    expect(refused.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([['Only members of this community can join its sessions', 'FORBIDDEN']]);
    expect(await participantsSeenBy(member, sessionId)).toEqual([]);

    const joined = await run<{ joinGroupSession: { joined: boolean } }>(member, JOIN, { id: sessionId });
    expect(joined.errors).toBeUndefined();
    expect(joined.data!.joinGroupSession.joined).toBe(true);
    expect(await participantsSeenBy(member, sessionId)).toEqual([member]);
  });

  it('show who is in them to their participants only, in a private community as in a public one', async () => {
    const closed = await community(false);
    const member = randomUUID();
    await join(closed, member);
    const closedSession = await seed(closed, { name: 'Closed', scheduledStart: later(minutes(30)) });
    expect((await run(member, JOIN, { id: closedSession })).errors).toBeUndefined();
    expect(await participantsSeenBy(member, closedSession)).toEqual([member]);
    // Outside the community there is no such session to look into.
    expect(await participantsSeenBy(randomUUID(), closedSession)).toBeNull();
    expect(await participantsSeenBy(null, closedSession)).toBeNull();

    const open = await community(true);
    const openSession = await seed(open, { name: 'Open', scheduledStart: later(minutes(30)) });
    const passerby = randomUUID();
    expect((await run(passerby, JOIN, { id: openSession })).errors).toBeUndefined();
    expect(await participantsSeenBy(passerby, openSession)).toEqual([passerby]);
    expect(await participantsSeenBy(randomUUID(), openSession)).toEqual([]);
  });

  it('keep their past sessions for members, while a public community shows its past to anyone', async () => {
    const past = { scheduledStart: later(-minutes(60)), status: 'completed', startedAt: later(-minutes(60)), endsAt: later(-minutes(50)) };
    const closed = await community(false);
    const member = randomUUID();
    await join(closed, member);
    await seed(closed, { name: 'Yesterday', ...past });
    expect(await pastSeenBy(member, closed)).toEqual(['Yesterday']);
    expect(await pastSeenBy(randomUUID(), closed)).toEqual([]);
    expect(await pastSeenBy(null, closed)).toEqual([]);

    const open = await community(true);
    await seed(open, { name: 'Open yesterday', ...past });
    expect(await pastSeenBy(null, open)).toEqual(['Open yesterday']);
  });

  it("show what is live and to come, as a community's fields, to its members only", async () => {
    const closed = await community(false);
    const member = randomUUID();
    await join(closed, member);
    await seed(closed, { name: 'Live inside', scheduledStart: later(-minutes(2)), status: 'active', startedAt: later(-minutes(2)), endsAt: later(minutes(8)) });
    await seed(closed, { name: 'Coming inside', scheduledStart: later(minutes(40)) });
    const open = await community(true);
    await seed(open, { name: 'Coming outside', scheduledStart: later(minutes(40)) });
    const seenBy = async (viewer: string | null, groupId: string) => {
      const answer = await run<{ _entities: { upcomingSessions: { name: string }[]; liveSession: { name: string } | null }[] }>(viewer, COMING, { r: [{ __typename: 'Community', id: groupId }] });
      expect(answer.errors).toBeUndefined();
      const [entity] = answer.data!._entities;
      return { upcoming: entity!.upcomingSessions.map((session) => session.name), live: entity!.liveSession?.name ?? null };
    };
    expect(await seenBy(member, closed)).toEqual({ upcoming: ['Live inside', 'Coming inside'], live: 'Live inside' });
    expect(await seenBy(randomUUID(), closed)).toEqual({ upcoming: [], live: null });
    expect(await seenBy(null, closed)).toEqual({ upcoming: [], live: null });
    expect(await seenBy(null, open)).toEqual({ upcoming: ['Coming outside'], live: null });
  });

  it('are listed among the sessions to come for its members only', async () => {
    const closed = await community(false);
    const member = randomUUID();
    await join(closed, member);
    const hidden = await seed(closed, { name: 'Unlisted', scheduledStart: later(minutes(40)) });
    const shown = await seed(await community(true), { name: 'Listed', scheduledStart: later(minutes(40)) });
    expect(await listedFor(member)).toEqual(expect.arrayContaining([hidden, shown]));
    for (const viewer of [randomUUID(), null]) {
      const listed = await listedFor(viewer);
      expect(listed).toContain(shown);
      expect(listed).not.toContain(hidden);
    }
  });

  it('follow the latest settings: made private, a community closes; an older event arriving late changes nothing', async () => {
    const owner = randomUUID();
    const groupId = await community(true, owner);
    const sessionId = await seed(groupId, { name: 'Changing', scheduledStart: later(minutes(30)) });
    await deliver(communityPrivacyConsumer, communitiesCommunityUpdated, settings(groupId, owner, false, later(1000)));
    await deliver(communityPrivacyConsumer, communitiesCommunityUpdated, settings(groupId, owner, true, later(500)));
    expect((await run(randomUUID(), JOIN, { id: sessionId })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
