// A community's sessions as the groups subgraph adds them to the Community entity, the minutes
// recorded for a group session, and what a community's deletion does to its sessions: through the
// subgraph's schema, resolvers and consumers, over a real PostgreSQL, on a clock the test sets.
import { randomUUID } from 'node:crypto';
import { expect, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { communitiesCommunityDeleted, communitiesMemberJoined, createEnvelope, meditationSessionCompleted, type EventContract, type EventData } from '@peace/proto';
import { serviceInfra, subgraphRunner, type RunOperation } from '@peace/scripts/testing';
import { groupSessions } from '../db/schema.js';
import { communityMembersConsumer, sessionMinutesConsumer } from '../events/consume.js';
import { startOfWeek } from '../commands/communities.js';
import type { SessionTimers } from '../commands/sessions.js';
import { startGroupsSubgraph, type GroupsSubgraph } from '../testing/subgraph.js';

let subgraph: GroupsSubgraph;
let run: RunOperation;
// A Wednesday morning in UTC, whatever the machine's clock says.
let now = new Date('2026-03-11T09:00:00.000Z');
const clock = { now: () => now };
const timers: SessionTimers = { completeAtEnd: async () => undefined, cancelIfNotStarted: async () => undefined, startOnTime: async () => undefined };
const minutes = (count: number) => count * 60_000;
const later = (ms: number) => new Date(now.getTime() + ms);

beforeAll(async () => {
  subgraph = startGroupsSubgraph(await serviceInfra('groups', 'groups-communities'), { clock, timers, connections: 4 });
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

interface CommunitySessions {
  upcomingSessions: { name: string; status: string }[];
  liveSession: { name: string; remainingSeconds: number | null } | null;
  pastSessions: { name: string; totalMinutes: number }[];
  sessionsThisWeek: number;
}

const COMMUNITY = `query C($representations: [_Any!]!) { _entities(representations: $representations) { ... on Community {
  upcomingSessions { name status } liveSession { name remainingSeconds } pastSessions { name totalMinutes } sessionsThisWeek } } }`;

async function sessionsOf(groupId: string): Promise<CommunitySessions> {
  const answer = await run<{ _entities: CommunitySessions[] }>(null, COMMUNITY, { representations: [{ __typename: 'Community', id: groupId }] });
  expect(answer.errors).toBeUndefined();
  return answer.data!._entities[0]!;
}

type SessionSeed = Partial<typeof groupSessions.$inferInsert> & { name: string; scheduledStart: Date };

async function seed(groupId: string | null, fields: SessionSeed): Promise<string> {
  const [row] = await subgraph.handle.db
    .insert(groupSessions)
    .values({ intention: 'Peace', createdBy: randomUUID(), groupId, duration: 10, status: 'scheduled', ...fields })
    .returning({ id: groupSessions.id });
  return row!.id;
}

describe("a community's sessions", () => {
  it('lists what is live or to come, what is live, what is past, and counts this week, each by its rule', async () => {
    const groupId = randomUUID();
    const monday = new Date('2026-03-09T00:00:00.000Z');
    await seed(groupId, { name: 'Live now', scheduledStart: later(-minutes(5)), status: 'active', startedAt: later(-minutes(4)), endsAt: later(minutes(6)) });
    await seed(groupId, { name: 'Soon', scheduledStart: later(minutes(30)) });
    await seed(groupId, { name: 'Sunday night', scheduledStart: new Date('2026-03-15T23:30:00.000Z') });
    await seed(groupId, { name: 'Next Monday', scheduledStart: new Date('2026-03-16T00:00:00.000Z') });
    await seed(groupId, { name: 'Monday dawn', scheduledStart: new Date('2026-03-09T06:00:00.000Z'), status: 'completed', startedAt: new Date('2026-03-09T06:01:00.000Z'), endsAt: new Date('2026-03-09T06:11:00.000Z') });
    // Its end has passed; the sweep has not written so yet.
    await seed(groupId, { name: 'Just ended', scheduledStart: later(-minutes(30)), status: 'active', startedAt: later(-minutes(30)), endsAt: later(-minutes(20)) });
    await seed(groupId, { name: 'Last week', scheduledStart: new Date('2026-03-05T18:00:00.000Z'), status: 'completed', startedAt: new Date('2026-03-05T18:00:00.000Z'), endsAt: new Date('2026-03-05T18:10:00.000Z') });
    await seed(groupId, { name: 'Called off', scheduledStart: new Date('2026-03-10T18:00:00.000Z'), status: 'cancelled' });
    // Its window passed with nobody starting it; the sweep has not written so yet.
    await seed(groupId, { name: 'Nobody came', scheduledStart: new Date('2026-03-10T07:00:00.000Z') });
    await seed(randomUUID(), { name: 'Elsewhere', scheduledStart: later(minutes(10)) });
    await seed(null, { name: 'On its own', scheduledStart: later(minutes(10)) });

    expect(startOfWeek(now)).toEqual(monday);
    expect(await sessionsOf(groupId)).toEqual({
      upcomingSessions: [
        { name: 'Live now', status: 'ACTIVE' },
        { name: 'Soon', status: 'SCHEDULED' },
        { name: 'Sunday night', status: 'SCHEDULED' },
        { name: 'Next Monday', status: 'SCHEDULED' },
      ],
      liveSession: { name: 'Live now', remainingSeconds: 360 },
      pastSessions: [
        { name: 'Just ended', totalMinutes: 0 },
        { name: 'Monday dawn', totalMinutes: 0 },
        { name: 'Last week', totalMinutes: 0 },
      ],
      // Live now, Soon, Sunday night, Monday dawn and Just ended; not the cancelled ones nor next week's.
      sessionsThisWeek: 5,
    });
  });

  it("reads a whole list of communities' sessions, to come, live and past, in a query for each, however many communities", async () => {
    const statementsFor = async (count: number) => {
      const ids = Array.from({ length: count }, () => randomUUID());
      for (const [index, id] of ids.entries()) {
        await seed(id, { name: `Soon ${index}`, scheduledStart: later(minutes(60)) });
        await seed(id, { name: `Live ${index}`, scheduledStart: later(-minutes(5)), status: 'active', startedAt: later(-minutes(4)), endsAt: later(minutes(6)) });
        await seed(id, { name: `Done ${index}`, scheduledStart: later(-minutes(90)), status: 'completed', startedAt: later(-minutes(90)), endsAt: later(-minutes(80)) });
      }
      const query = jest.spyOn(subgraph.handle.pool, 'query');
      try {
        const answer = await run<{ _entities: { upcomingSessions: { name: string }[]; liveSession: { name: string } | null; pastSessions: { name: string }[] }[] }>(
          null,
          'query C($r: [_Any!]!) { _entities(representations: $r) { ... on Community { upcomingSessions { name } liveSession { name } pastSessions(limit: 5) { name } } } }',
          { r: ids.map((id) => ({ __typename: 'Community', id })) },
        );
        expect(answer.data?._entities.map((community) => [community.upcomingSessions.map((session) => session.name), community.liveSession?.name, community.pastSessions.map((session) => session.name)])).toEqual(
          ids.map((_id, index) => [[`Live ${index}`, `Soon ${index}`], `Live ${index}`, [`Done ${index}`]]),
        );
        return query.mock.calls.length;
      } finally {
        query.mockRestore();
      }
    };
    const forTwo = await statementsFor(2);
    // Who may see them (one read of which are private), then each kind of session once.
    expect(forTwo).toBeLessThanOrEqual(4);
    expect(await statementsFor(30)).toBe(forTwo);
  });

  it("counts this week's sessions of a whole list of communities in one query", async () => {
    const [first, second, none] = [randomUUID(), randomUUID(), randomUUID()];
    await seed(first, { name: 'One', scheduledStart: later(minutes(60)) });
    await seed(second, { name: 'Two', scheduledStart: later(minutes(60)) });
    await seed(second, { name: 'Three', scheduledStart: later(minutes(120)) });
    const query = jest.spyOn(subgraph.handle.pool, 'query');
    try {
      const answer = await run<{ _entities: { sessionsThisWeek: number }[] }>(null, 'query C($r: [_Any!]!) { _entities(representations: $r) { ... on Community { sessionsThisWeek } } }', {
        r: [first, second, none].map((id) => ({ __typename: 'Community', id })),
      });
      expect(answer.data?._entities.map((community) => community.sessionsThisWeek)).toEqual([1, 2, 0]);
      expect(query.mock.calls).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('has nothing for a community without sessions, or an id that names none', async () => {
    const empty = { upcomingSessions: [], liveSession: null, pastSessions: [], sessionsThisWeek: 0 };
    expect(await sessionsOf(randomUUID())).toEqual(empty);
    expect(await sessionsOf('not-an-id')).toEqual(empty);
  });

  it('begins the week on Monday at midnight UTC, Sunday included', () => {
    expect(startOfWeek(new Date('2026-03-15T23:59:59.000Z'))).toEqual(new Date('2026-03-09T00:00:00.000Z'));
    expect(startOfWeek(new Date('2026-03-16T00:00:00.000Z'))).toEqual(new Date('2026-03-16T00:00:00.000Z'));
  });

  it('refuses a past-session list longer than a hundred', async () => {
    const answer = await run(null, 'query C($r: [_Any!]!) { _entities(representations: $r) { ... on Community { pastSessions(limit: 101) { name } } } }', { r: [{ __typename: 'Community', id: randomUUID() }] });
    expect(answer.errors?.[0]).toMatchObject({ message: 'limit: must be between 1 and 100', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe("a group session's minutes", () => {
  const completed = (data: Partial<EventData<typeof meditationSessionCompleted>> & { userId: string; groupSessionId: string | null }) =>
    deliver(sessionMinutesConsumer, meditationSessionCompleted, { sessionId: randomUUID(), intention: 'Peace', duration: 10, location: 'Lisbon', completedAt: now.toISOString(), ...data });

  it("adds up each participant's recorded minutes once", async () => {
    const id = await seed(randomUUID(), { name: 'Counted', scheduledStart: later(-minutes(20)), status: 'completed', startedAt: later(-minutes(20)), endsAt: later(-minutes(10)) });
    const first = randomUUID();
    await completed({ userId: first, groupSessionId: id });
    // The same person's sit, recorded a second time, counts once.
    await completed({ userId: first, groupSessionId: id });
    await completed({ userId: randomUUID(), groupSessionId: id, duration: 7 });
    // Neither a personal sit nor one for a session never held here.
    await completed({ userId: randomUUID(), groupSessionId: null });
    await completed({ userId: randomUUID(), groupSessionId: randomUUID() });
    const answer = await run<{ groupSession: { totalMinutes: number } }>(null, 'query S($id: ID!) { groupSession(id: $id) { totalMinutes } }', { id });
    expect(answer.data?.groupSession.totalMinutes).toBe(17);
  });
});

describe("a community's deletion", () => {
  const CREATE = 'mutation Create($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id status } }';

  it('cancels its sessions that have not started, each announced once, lets a live one finish, and ends its memberships', async () => {
    const groupId = randomUUID();
    const member = randomUUID();
    const joinedAt = now.toISOString();
    await deliver(communityMembersConsumer, communitiesMemberJoined, { groupId, userId: member, role: 'member', at: joinedAt });
    const scheduled = await run<{ createGroupSession: { id: string } }>(member, CREATE, { input: { name: 'Tomorrow', intention: 'LOVE', scheduledStart: later(minutes(60 * 24)).toISOString(), groupId } });
    expect(scheduled.errors).toBeUndefined();
    const live = await seed(groupId, { name: 'Running', scheduledStart: later(-minutes(2)), status: 'active', startedAt: later(-minutes(2)), endsAt: later(minutes(8)) });
    const unrelated = await seed(randomUUID(), { name: 'Another community', scheduledStart: later(minutes(60)) });

    now = later(1000);
    const deletedAt = now.toISOString();
    await deliver(communityMembersConsumer, communitiesCommunityDeleted, { groupId, deletedBy: randomUUID(), at: deletedAt });
    // A redelivered deletion (the journal aside) changes nothing more.
    await deliver(communityMembersConsumer, communitiesCommunityDeleted, { groupId, deletedBy: randomUUID(), at: deletedAt });

    const status = async (id: string) => (await run<{ groupSession: { status: string } }>(null, 'query S($id: ID!) { groupSession(id: $id) { status } }', { id })).data?.groupSession.status;
    expect([await status(scheduled.data!.createGroupSession.id), await status(live), await status(unrelated)]).toEqual(['CANCELLED', 'ACTIVE', 'SCHEDULED']);
    const { rows } = (await subgraph.handle.db.execute(
      sql`select payload->'data'->>'groupSessionId' as id, payload->'data'->>'reason' as reason from groups.outbox where subject = 'peace.groups.session.cancelled' and payload->'data'->>'groupId' = ${groupId}`,
    )) as unknown as { rows: { id: string; reason: string }[] };
    expect(rows).toEqual([{ id: scheduled.data!.createGroupSession.id, reason: 'community-deleted' }]);

    const again = await run(member, CREATE, { input: { name: 'After', intention: 'LOVE', scheduledStart: later(minutes(60)).toISOString(), groupId } });
    expect(again.errors?.[0]).toMatchObject({ message: 'You are not a member of that community', extensions: { code: 'FORBIDDEN' } });
    // An older joining delivered late does not bring the membership back.
    await deliver(communityMembersConsumer, communitiesMemberJoined, { groupId, userId: member, role: 'member', at: joinedAt });
    expect((await run(member, CREATE, { input: { name: 'After', intention: 'LOVE', scheduledStart: later(minutes(60)).toISOString(), groupId } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
