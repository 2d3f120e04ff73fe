// Scheduling, joining, leaving, starting and settling group sessions through the groups subgraph's
// schema and resolvers, over a real PostgreSQL, on a clock the test sets.
import { expect } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { communitiesMemberJoined, communitiesMemberLeft, createEnvelope, type Envelope, type EventData } from '@peace/proto';
import { GroupJoinNotes } from '../live/index.js';
import { communityMembersConsumer } from '../events/consume.js';
import { dueOnTimeSessions, settleSessions, startSessionOnTime, type SessionTimers } from '../commands/sessions.js';
import { failure, type RunOperation, serviceInfra, subgraphRunner } from '@peace/scripts/testing';
import { startGroupsSubgraph, type GroupsSubgraph } from '../testing/subgraph.js';

let subgraph: GroupsSubgraph;
let run: RunOperation;
// A Tuesday morning in UTC, whatever the machine's clock says; tests move it forward only.
let now = new Date('2026-03-10T09:00:00.000Z');
const clock = { now: () => now };
const timersSet: { kind: 'complete' | 'cancel' | 'start'; id: string }[] = [];
const timers: SessionTimers = {
  completeAtEnd: async (row) => {
    timersSet.push({ kind: 'complete', id: row.id });
  },
  cancelIfNotStarted: async (row) => {
    timersSet.push({ kind: 'cancel', id: row.id });
  },
  startOnTime: async (row) => {
    timersSet.push({ kind: 'start', id: row.id });
  },
};

beforeAll(async () => {
  // Room for the concurrent joins to really run at once.
  subgraph = startGroupsSubgraph(await serviceInfra('groups', 'groups-sessions'), { clock, timers, connections: 12 });
  run = subgraphRunner(subgraph.schema);
});

afterAll(async () => {
  await subgraph?.close();
});

const minutes = (count: number) => count * 60_000;
const later = (ms: number) => new Date(now.getTime() + ms);

const FIELDS = 'id name description intention status duration maxParticipants scheduledStart startsAt endsAt remainingSeconds participantCount joined createdBy groupId participants { user { id } status joinedAt }';
const CREATE = `mutation Create($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { ${FIELDS} } }`;
const JOIN = `mutation Join($id: ID!) { joinGroupSession(id: $id) { ${FIELDS} } }`;
const LEAVE = `mutation Leave($id: ID!) { leaveGroupSession(id: $id) { ${FIELDS} } }`;
const START = `mutation Start($id: ID!) { startGroupSession(id: $id) { ${FIELDS} } }`;
const SESSION = `query Session($id: ID!) { groupSession(id: $id) { ${FIELDS} } }`;

interface Session {
  id: string;
  status: string;
  groupId: string | null;
  startsAt: string;
  endsAt: string;
  remainingSeconds: number | null;
  participantCount: number;
  joined: boolean;
  participants: { user: { id: string }; status: string; joinedAt: string }[];
}

const valid = () => ({ name: 'Evening Peace Circle', intention: 'PEACE', scheduledStart: later(minutes(30)).toISOString() });

async function create(creator: string, input: Record<string, unknown> = {}): Promise<Session> {
  const answer = await run<{ createGroupSession: Session }>(creator, CREATE, { input: { ...valid(), ...input } });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createGroupSession;
}

async function read(viewer: string | null, id: string): Promise<Session> {
  return (await run<{ groupSession: Session }>(viewer, SESSION, { id })).data!.groupSession;
}

/** The events a session's changes put in the outbox, in order. */
async function eventsOf(id: string): Promise<{ subject: string; data: Record<string, unknown> }[]> {
  const { rows } = (await subgraph.handle.db.execute(sql`select subject, payload from groups.outbox where payload->'data'->>'groupSessionId' = ${id} order by id`)) as unknown as {
    rows: { subject: string; payload: { data: Record<string, unknown> } }[];
  };
  return rows.map((row) => ({ subject: row.subject, data: row.payload.data }));
}

describe('scheduling a session', () => {
  it('makes its creator the first participant, with the defaults, its window and its events', async () => {
    const creator = randomUUID();
    const session = await create(creator, { description: 'Sitting together' });
    const scheduledStart = valid().scheduledStart;
    expect(session).toMatchObject({
      name: 'Evening Peace Circle',
      description: 'Sitting together',
      intention: 'PEACE',
      status: 'SCHEDULED',
      duration: 5,
      maxParticipants: 50,
      scheduledStart,
      startsAt: scheduledStart,
      endsAt: new Date(Date.parse(scheduledStart) + minutes(5)).toISOString(),
      remainingSeconds: null,
      participantCount: 1,
      joined: true,
      createdBy: creator,
      groupId: null,
      participants: [{ user: { id: creator }, status: 'JOINED', joinedAt: now.toISOString() }],
    });
    expect(await eventsOf(session.id)).toEqual([
      { subject: 'peace.groups.session.scheduled', data: expect.objectContaining({ groupSessionId: session.id, intention: 'Peace', duration: 5, createdBy: creator, scheduledStart }) },
      { subject: 'peace.groups.participant.joined', data: { groupSessionId: session.id, userId: creator, at: now.toISOString() } },
    ]);
    expect(timersSet).toContainEqual({ kind: 'cancel', id: session.id });
  });

  it.each([
    [{ name: '   ' }, 'name: is required'],
    [{ name: 'x'.repeat(201) }, 'name: must be at most 200 characters'],
    [{ description: 'x'.repeat(2001) }, 'description: must be at most 2000 characters'],
    [{ duration: 0 }, 'duration: must be between 1 and 60 minutes'],
    [{ duration: 61 }, 'duration: must be between 1 and 60 minutes'],
    [{ maxParticipants: 0 }, 'maxParticipants: must be between 1 and 1000'],
    [{ maxParticipants: 1001 }, 'maxParticipants: must be between 1 and 1000'],
    [{ groupId: 'not-an-id' }, 'groupId: must be a valid id'],
    [{ name: 'Dawn\r\nBEGIN:VEVENT' }, 'name: must be a single line without control characters'],
    [{ name: 'Dawn\tsit' }, 'name: must be a single line without control characters'],
    [{ description: 'Bring a cushion\u0007' }, 'description: must not contain control characters other than line breaks and tabs'],
    [{ scheduledStart: '9999-12-31T00:00:00.000Z' }, 'scheduledStart: must be at most a year from now'],
    [{ scheduledStart: later(minutes(60 * 24 * 366)).toISOString() }, 'scheduledStart: must be at most a year from now'],
  ])('refuses %j', async (input, message) => {
    expect(failure(await run(randomUUID(), CREATE, { input: { ...valid(), ...input } }))).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('refuses a start more than a minute in the past, and takes one a moment ago', async () => {
    expect(failure(await run(randomUUID(), CREATE, { input: { ...valid(), scheduledStart: later(-minutes(2)).toISOString() } }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'scheduledStart: must not be in the past',
    });
    expect((await create(randomUUID(), { scheduledStart: later(-30_000).toISOString() })).status).toBe('SCHEDULED');
  });

  it('takes a description of several lines, and a start a year ahead', async () => {
    const session = await create(randomUUID(), { description: 'Bring a cushion.\nSit\twhere you like.', scheduledStart: later(minutes(60 * 24 * 365)).toISOString() });
    expect(session).toMatchObject({ description: 'Bring a cushion.\nSit\twhere you like.', status: 'SCHEDULED' });
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect(failure(await run(null, CREATE, { input: valid() })).code).toBe('UNAUTHENTICATED');
  });
});

describe("a community's sessions", () => {
  const membership = async (type: 'joined' | 'left', data: EventData<typeof communitiesMemberJoined>) => {
    const contract = type === 'joined' ? communitiesMemberJoined : communitiesMemberLeft;
    const event = createEnvelope(contract, data) as Envelope<typeof data> & { type: typeof contract.type };
    await subgraph.handle.db.transaction((tx) => communityMembersConsumer.handle(event as never, tx));
  };

  it('are scheduled by its members only, as the communities service announces them', async () => {
    const person = randomUUID();
    const groupId = randomUUID();
    const forbidden = { code: 'FORBIDDEN', message: 'You are not a member of that community' };
    expect(failure(await run(person, CREATE, { input: { ...valid(), groupId } }))).toEqual(forbidden);

    await membership('joined', { groupId, userId: person, role: 'member', at: '2026-03-01T10:00:00.000Z' });
    expect((await create(person, { groupId })).groupId).toBe(groupId);

    await membership('left', { groupId, userId: person, role: 'member', at: '2026-03-05T10:00:00.000Z' });
    expect(failure(await run(person, CREATE, { input: { ...valid(), groupId } }))).toEqual(forbidden);

    // An older joining delivered late does not bring the membership back.
    await membership('joined', { groupId, userId: person, role: 'member', at: '2026-03-02T10:00:00.000Z' });
    expect(failure(await run(person, CREATE, { input: { ...valid(), groupId } }))).toEqual(forbidden);
  });

  it('start on time by themselves unless their creator says otherwise', async () => {
    const person = randomUUID();
    const groupId = randomUUID();
    await membership('joined', { groupId, userId: person, role: 'member', at: '2026-03-01T10:00:00.000Z' });
    const CREATED = 'mutation Create($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id startOnTime } }';
    const onTime = (await run<{ createGroupSession: { id: string; startOnTime: boolean } }>(person, CREATED, { input: { ...valid(), groupId } })).data!.createGroupSession;
    expect(onTime.startOnTime).toBe(true);
    expect(timersSet).toContainEqual({ kind: 'start', id: onTime.id });
    const byHand = (await run<{ createGroupSession: { id: string; startOnTime: boolean } }>(person, CREATED, { input: { ...valid(), groupId, startOnTime: false } })).data!.createGroupSession;
    expect(byHand.startOnTime).toBe(false);
    expect(timersSet).not.toContainEqual({ kind: 'start', id: byHand.id });
  });
});

describe('joining and leaving', () => {
  it('joins once however often a person joins, and leaves once however often they leave', async () => {
    const session = await create(randomUUID());
    const person = randomUUID();
    for (let i = 0; i < 2; i++) {
      const joined = await run<{ joinGroupSession: Session }>(person, JOIN, { id: session.id });
      expect(joined.data?.joinGroupSession).toMatchObject({ participantCount: 2, joined: true });
    }
    for (let i = 0; i < 2; i++) {
      const left = await run<{ leaveGroupSession: Session }>(person, LEAVE, { id: session.id });
      expect(left.data?.leaveGroupSession).toMatchObject({ participantCount: 1, joined: false });
    }
    now = later(1000);
    const rejoined = await run<{ joinGroupSession: Session }>(person, JOIN, { id: session.id });
    expect(rejoined.data?.joinGroupSession).toMatchObject({ participantCount: 2, joined: true });
    expect(rejoined.data?.joinGroupSession.participants.at(-1)).toEqual({ user: { id: person }, status: 'JOINED', joinedAt: now.toISOString() });
    const subjects = (await eventsOf(session.id)).filter((event) => event.data['userId'] === person).map((event) => event.subject);
    expect(subjects).toEqual(['peace.groups.participant.joined', 'peace.groups.participant.left', 'peace.groups.participant.joined']);
  });

  it('notes each join, the creator\'s too, as it is answered, and no refused one', async () => {
    const notes = new GroupJoinNotes(subgraph.redis);
    const creator = randomUUID();
    const session = await create(creator, { maxParticipants: 2 });
    const [person, turnedAway] = [randomUUID(), randomUUID()];
    expect(await notes.noted(session.id, person)).toBe(false);
    expect((await run(person, JOIN, { id: session.id })).errors).toBeUndefined();
    expect(failure(await run(turnedAway, JOIN, { id: session.id }))).toEqual({ code: 'CONFLICT', message: 'This session is full' });
    expect([await notes.noted(session.id, creator), await notes.noted(session.id, person), await notes.noted(session.id, turnedAway)]).toEqual([true, true, false]);
  });

  it('lets the creator leave, and the session stays', async () => {
    const creator = randomUUID();
    const session = await create(creator);
    const left = await run<{ leaveGroupSession: Session }>(creator, LEAVE, { id: session.id });
    expect(left.data?.leaveGroupSession).toMatchObject({ status: 'SCHEDULED', participantCount: 0, joined: false, participants: [] });
    expect((await read(randomUUID(), session.id)).status).toBe('SCHEDULED');
  });

  it('refuses a full session', async () => {
    const session = await create(randomUUID(), { maxParticipants: 2 });
    expect((await run(randomUUID(), JOIN, { id: session.id })).errors).toBeUndefined();
    expect(failure(await run(randomUUID(), JOIN, { id: session.id }))).toEqual({ code: 'CONFLICT', message: 'This session is full' });
  });

  it('never lets concurrent joins exceed the capacity: 50 people at once on a session of 10', async () => {
    const session = await create(randomUUID(), { maxParticipants: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => run(randomUUID(), JOIN, { id: session.id })));
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(9);
    expect(answers.filter((answer) => failure(answer).message === 'This session is full')).toHaveLength(41);
    expect((await read(randomUUID(), session.id)).participantCount).toBe(10);
  });

  it('shows who joined, and who hosts it, to its participants only; anyone else learns how many', async () => {
    const creator = randomUUID();
    const session = await create(creator);
    const HOST = 'query Host($id: ID!) { groupSession(id: $id) { participantCount participants { user { id } } creator { id } } }';
    type Seen = { participantCount: number; participants: { user: { id: string } }[]; creator: { id: string } | null };
    const seenBy = async (viewer: string | null) => (await run<{ groupSession: Seen }>(viewer, HOST, { id: session.id })).data!.groupSession;
    expect(await seenBy(null)).toEqual({ participantCount: 1, participants: [], creator: null });
    expect(await seenBy(randomUUID())).toEqual({ participantCount: 1, participants: [], creator: null });
    expect(await seenBy(creator)).toEqual({ participantCount: 1, participants: [{ user: { id: creator } }], creator: { id: creator } });

    const person = randomUUID();
    expect((await run(person, JOIN, { id: session.id })).errors).toBeUndefined();
    const together = await seenBy(person);
    expect(together).toMatchObject({ participantCount: 2, creator: { id: creator } });
    expect(together.participants.map((participant) => participant.user.id).sort()).toEqual([creator, person].sort());
    expect((await run(person, LEAVE, { id: session.id })).errors).toBeUndefined();
    expect(await seenBy(person)).toEqual({ participantCount: 1, participants: [], creator: null });
  });

  it('asks a signed-out visitor to sign in, and knows no session behind a malformed or unknown id', async () => {
    const session = await create(randomUUID());
    expect(failure(await run(null, JOIN, { id: session.id })).code).toBe('UNAUTHENTICATED');
    expect(failure(await run(randomUUID(), JOIN, { id: 'not-a-session' }))).toEqual({ code: 'NOT_FOUND', message: 'Session not found' });
    expect(failure(await run(randomUUID(), LEAVE, { id: randomUUID() }))).toEqual({ code: 'NOT_FOUND', message: 'Session not found' });
  });
});

describe('starting and settling', () => {
  it('lets only the creator start, only once the start has arrived, and only once', async () => {
    const creator = randomUUID();
    const session = await create(creator, { duration: 10, scheduledStart: later(minutes(5)).toISOString() });
    expect(failure(await run(randomUUID(), START, { id: session.id }))).toEqual({ code: 'FORBIDDEN', message: 'Only the creator can start this session' });
    expect(failure(await run(creator, START, { id: session.id }))).toEqual({ code: 'CONFLICT', message: 'This session cannot start before its scheduled time' });

    now = later(minutes(6));
    const started = await run<{ startGroupSession: Session }>(creator, START, { id: session.id });
    expect(started.data?.startGroupSession).toMatchObject({
      status: 'ACTIVE',
      startsAt: now.toISOString(),
      endsAt: later(minutes(10)).toISOString(),
      remainingSeconds: 600,
    });
    expect(timersSet).toContainEqual({ kind: 'complete', id: session.id });
    // The creator's retry (an answer lost in a stall) gets the same session, started once.
    now = later(30_000);
    const retried = await run<{ startGroupSession: Session }>(creator, START, { id: session.id });
    expect(retried.data?.startGroupSession).toEqual({ ...started.data?.startGroupSession, remainingSeconds: 570 });
    expect((await eventsOf(session.id)).filter((event) => event.subject === 'peace.groups.session.started')).toHaveLength(1);
    expect(failure(await run(randomUUID(), START, { id: session.id }))).toEqual({ code: 'FORBIDDEN', message: 'Only the creator can start this session' });

    now = later(minutes(4) - 30_000);
    expect((await read(creator, session.id)).remainingSeconds).toBe(360);
  });

  it('completes a started session once its end has passed, once, and then refuses joins', async () => {
    const creator = randomUUID();
    const session = await create(creator, { duration: 1, scheduledStart: now.toISOString() });
    await run(creator, START, { id: session.id });
    const end = later(minutes(1));
    now = later(minutes(1) - 1000);
    await settleSessions({ db: subgraph.handle.db, clock });
    expect((await read(creator, session.id)).status).toBe('ACTIVE');

    now = later(1000);
    await settleSessions({ db: subgraph.handle.db, clock });
    await settleSessions({ db: subgraph.handle.db, clock });
    expect(await read(creator, session.id)).toMatchObject({ status: 'COMPLETED', remainingSeconds: null });
    const completed = (await eventsOf(session.id)).filter((event) => event.subject === 'peace.groups.session.completed');
    expect(completed).toEqual([{ subject: 'peace.groups.session.completed', data: expect.objectContaining({ groupSessionId: session.id, endsAt: end.toISOString() }) }]);

    expect(failure(await run(randomUUID(), JOIN, { id: session.id }))).toEqual({ code: 'CONFLICT', message: 'This session has ended' });
    // Who sat it stays as it was.
    expect((await run<{ leaveGroupSession: Session }>(creator, LEAVE, { id: session.id })).data?.leaveGroupSession.participantCount).toBe(1);
  });

  it('joins a latecomer to a live session, announcing when they joined, and counts them once it has ended', async () => {
    const [creator, latecomer] = [randomUUID(), randomUUID()];
    const session = await create(creator, { duration: 5, scheduledStart: now.toISOString() });
    await run(creator, START, { id: session.id });
    now = later(minutes(2));
    const joinedAt = now.toISOString();
    expect((await run<{ joinGroupSession: Session }>(latecomer, JOIN, { id: session.id })).data?.joinGroupSession).toMatchObject({ joined: true, participantCount: 2 });
    const joins = (await eventsOf(session.id)).filter((event) => event.subject === 'peace.groups.participant.joined' && event.data['userId'] === latecomer);
    expect(joins).toEqual([{ subject: 'peace.groups.participant.joined', data: expect.objectContaining({ at: joinedAt }) }]);
    now = later(minutes(3));
    await settleSessions({ db: subgraph.handle.db, clock });
    expect(await read(latecomer, session.id)).toMatchObject({ status: 'COMPLETED', participantCount: 2, joined: true });
  });

  it('reads a sit whose time ran out as over the moment it ends, before its timer or the sweep has settled it', async () => {
    const creator = randomUUID();
    const started = await create(creator, { duration: 1, scheduledStart: now.toISOString() });
    await run(creator, START, { id: started.id });
    const unstarted = await create(creator, { duration: 1, scheduledStart: later(minutes(1)).toISOString() });
    now = later(minutes(1) - 1000);
    expect(await read(creator, started.id)).toMatchObject({ status: 'ACTIVE', remainingSeconds: 1 });
    now = later(1000);
    expect(await read(creator, started.id)).toMatchObject({ status: 'COMPLETED', remainingSeconds: null });
    now = later(minutes(1));
    expect((await read(creator, unstarted.id)).status).toBe('CANCELLED');
    // Nothing was written: settling is still the timer's and the sweep's, with their events.
    expect((await eventsOf(started.id)).map((event) => event.subject)).not.toContain('peace.groups.session.completed');
  });

  it('cancels a session nobody started once its window has passed, and refuses to start or join it', async () => {
    const creator = randomUUID();
    const session = await create(creator, { duration: 5, scheduledStart: later(minutes(1)).toISOString() });
    now = later(minutes(6) - 1000);
    await settleSessions({ db: subgraph.handle.db, clock });
    expect((await read(creator, session.id)).status).toBe('SCHEDULED');
    now = later(1000);
    await settleSessions({ db: subgraph.handle.db, clock });
    expect((await read(creator, session.id)).status).toBe('CANCELLED');
    expect((await eventsOf(session.id)).filter((event) => event.subject === 'peace.groups.session.cancelled')).toEqual([
      { subject: 'peace.groups.session.cancelled', data: expect.objectContaining({ groupSessionId: session.id, reason: 'not-started' }) },
    ]);
    expect(failure(await run(creator, START, { id: session.id }))).toEqual({ code: 'CONFLICT', message: 'This session was cancelled' });
    expect(failure(await run(randomUUID(), JOIN, { id: session.id }))).toEqual({ code: 'CONFLICT', message: 'This session was cancelled' });
  });

  it('starts a session set to start on time at its scheduled start by itself, once, with no Start from its creator', async () => {
    const creator = randomUUID();
    const scheduledStart = later(minutes(2));
    const answer = await run<{ createGroupSession: Session & { startOnTime: boolean } }>(creator, 'mutation Create($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id startOnTime } }', {
      input: { ...valid(), duration: 10, scheduledStart: scheduledStart.toISOString(), startOnTime: true },
    });
    const session = answer.data!.createGroupSession;
    expect(session.startOnTime).toBe(true);
    expect(timersSet).toContainEqual({ kind: 'start', id: session.id });
    const deps = { db: subgraph.handle.db, clock };
    // Not before its time.
    expect(await startSessionOnTime(deps, session.id)).toBeNull();
    expect(await dueOnTimeSessions(deps)).not.toContain(session.id);
    expect((await read(creator, session.id)).status).toBe('SCHEDULED');
    // Its timer runs a moment late: the sit still runs its whole length from the time everyone was told.
    now = new Date(scheduledStart.getTime() + 1_500);
    expect(await dueOnTimeSessions(deps)).toContain(session.id);
    expect(await startSessionOnTime(deps, session.id)).not.toBeNull();
    const live = await read(creator, session.id);
    expect(live).toMatchObject({ status: 'ACTIVE', startsAt: scheduledStart.toISOString(), endsAt: new Date(scheduledStart.getTime() + minutes(10)).toISOString() });
    expect(await startSessionOnTime(deps, session.id)).toBeNull();
    expect(await dueOnTimeSessions(deps)).not.toContain(session.id);
    expect((await eventsOf(session.id)).filter((event) => event.subject === 'peace.groups.session.started')).toHaveLength(1);
  });

  it('leaves a session of no community to its creator unless asked to start it on time', async () => {
    const creator = randomUUID();
    const scheduledStart = later(minutes(1));
    const answer = await run<{ createGroupSession: { id: string; startOnTime: boolean } }>(creator, 'mutation Create($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id startOnTime } }', {
      input: { ...valid(), scheduledStart: scheduledStart.toISOString() },
    });
    const session = answer.data!.createGroupSession;
    expect(session.startOnTime).toBe(false);
    expect(timersSet).not.toContainEqual({ kind: 'start', id: session.id });
    now = new Date(scheduledStart.getTime() + 1_000);
    expect(await startSessionOnTime({ db: subgraph.handle.db, clock }, session.id)).toBeNull();
    expect(await dueOnTimeSessions({ db: subgraph.handle.db, clock })).not.toContain(session.id);
    expect((await read(creator, session.id)).status).toBe('SCHEDULED');
  });

  it('lists live and coming sessions only', async () => {
    const live = await create(randomUUID(), { name: 'Live one', scheduledStart: now.toISOString(), duration: 30 });
    const list = async () => ((await run<{ groupSessions: { id: string }[] }>(null, '{ groupSessions { id } }')).data?.groupSessions ?? []).map((session) => session.id);
    expect(await list()).toContain(live.id);
    now = later(minutes(31));
    expect(await list()).not.toContain(live.id);
  });
});
