// The built groups service as a process: its timers live in Redis as delayed jobs, its sweep
// follows the services' clock, and what it does is published once to JetStream.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { advanceControlledClock, connectBus, createRedis, INTERNAL_HEADER, setControlledClock, signInternalHeader, type Bus, type Redis } from '@peace/kit';
import { communitiesCommunityCreated, communitiesCommunityDeleted, communitiesMemberJoined, createEnvelope, meditationSessionCompleted, type EventContract } from '@peace/proto';
import { onGroupSessionSignals, type GroupSessionStatusSignal } from './live/index.js';
import { startNats, startRedis, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { consumersCaughtUp, startServiceUnderTest, type ServiceUnderTest } from '@peace/scripts/testing';

const secret = randomBytes(24).toString('hex');
const JOBS_PREFIX = 'groups-test-jobs';
const PINNED_START = '2026-03-10T09:00:00.000Z';
let clockOffset: number;

let dir: string;
let redisServer: ServerHandle;
let natsServer: ServerHandle;
let service: ServiceUnderTest | undefined;
let url: string;
let redis: Redis;
let bus: Bus;
const events: { subject: string; data: Record<string, unknown> }[] = [];
let subscription: ReturnType<Bus['nc']['subscribe']>;

/** The services' clock now, as the test set it. */
const clockNow = () => new Date(Date.now() + clockOffset);
const minutes = (count: number) => count * 60_000;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-groups-'));
  [redisServer, natsServer] = await Promise.all([startRedis({ dir: path.join(dir, 'redis') }), startNats({ dir: path.join(dir, 'nats') })]);
  clockOffset = await setControlledClock(redisServer.url, PINNED_START);
  service = await startServiceUnderTest('groups', {
    redisUrl: redisServer.url,
    natsUrl: natsServer.url,
    internalSecret: secret,
    testClock: true,
    env: { JOBS_PREFIX, GROUP_SESSION_SWEEP_INTERVAL_MS: '500' },
  });
  url = service.url;
  redis = createRedis(redisServer.url, 'groups-service-test');
  bus = await connectBus(natsServer.url, 'groups-service-test');
  subscription = bus.nc.subscribe('peace.groups.>', {
    callback: (_error, message) => {
      events.push({ subject: message.subject, data: message.json<{ data: Record<string, unknown> }>().data });
    },
  });
}, 90_000);

afterAll(async () => {
  subscription?.unsubscribe();
  await bus?.close();
  redis?.disconnect();
  await service?.stop();
  await Promise.all([redisServer?.stop(), natsServer?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql<T>(userId: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId, requestId: randomUUID() }, secret) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

interface Session {
  id: string;
  status: string;
}

async function create(creator: string, input: Record<string, unknown>): Promise<Session> {
  const answer = await graphql<{ createGroupSession: Session }>(creator, 'mutation Create($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id status } }', {
    input: { name: 'Morning Stillness', intention: 'UNITY', ...input },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createGroupSession;
}

const statusOf = async (id: string) => (await graphql<{ groupSession: Session }>(null, 'query S($id: ID!) { groupSession(id: $id) { status } }', { id })).data?.groupSession.status;

const subjectsOf = (id: string) =>
  events
    .filter((event) => event.data['groupSessionId'] === id)
    .map((event) => event.subject)
    .sort();

/** The BullMQ job that settles a session, as its id names it. */
const jobKey = (name: string, id: string) => `${JOBS_PREFIX}:groups:${name}-${id}`;
/** How many sweeps have finished (BullMQ keeps the ids of completed jobs): the fact a settling waits on, not the sweep's interval. */
const sweepsDone = async () => (await redis.zrange(`${JOBS_PREFIX}:groups:completed`, 0, -1)).filter((id) => id.includes('sweep-group-sessions')).length;

it('keeps the timer of a scheduled session in Redis, and sets it again from PostgreSQL when Redis lost it', async () => {
  const session = await create(randomUUID(), { scheduledStart: new Date(clockNow().getTime() + minutes(60)).toISOString() });
  expect(await redis.exists(jobKey('cancel-unstarted-group-session', session.id))).toBe(1);

  // Redis runs without persistence here: a restart empties it, every delayed job with it.
  await redisServer.stop();
  await redisServer.start();
  await waitFor('the service to reconnect to redis', async () => (await fetch(`${url}/readyz`)).ok, 10_000);
  expect(await redis.exists(jobKey('cancel-unstarted-group-session', session.id))).toBe(0);
  await setControlledClock(redisServer.url, clockNow());

  await service!.stop();
  await service!.restart();
  expect(await redis.exists(jobKey('cancel-unstarted-group-session', session.id))).toBe(1);
}, 60_000);

it('completes a started session at its end by the moved clock, publishing each of its events once', async () => {
  const creator = randomUUID();
  const session = await create(creator, { scheduledStart: clockNow().toISOString(), duration: 3 });
  const started = await graphql<{ startGroupSession: Session }>(creator, 'mutation S($id: ID!) { startGroupSession(id: $id) { id status } }', { id: session.id });
  expect(started.data?.startGroupSession.status).toBe('ACTIVE');
  expect(await redis.exists(jobKey('complete-group-session', session.id))).toBe(1);

  clockOffset = await advanceControlledClock(redisServer.url, minutes(3) + 1000);
  await waitFor('the sweep to complete the session', async () => (await statusOf(session.id)) === 'COMPLETED', 10_000);
  await waitFor('the completion to be published', async () => subjectsOf(session.id).includes('peace.groups.session.completed'), 10_000);
  // Two more sweeps pass: nothing is settled or published twice.
  const swept = await sweepsDone();
  await waitFor('two more sweeps to run', async () => (await sweepsDone()) >= swept + 2, 10_000);
  await bus.nc.flush();
  expect(subjectsOf(session.id)).toEqual(['peace.groups.participant.joined', 'peace.groups.session.completed', 'peace.groups.session.scheduled', 'peace.groups.session.started']);
}, 40_000);

it('cancels a session nobody started once its window has passed', async () => {
  const session = await create(randomUUID(), { scheduledStart: new Date(clockNow().getTime() + minutes(1)).toISOString(), duration: 1 });
  clockOffset = await advanceControlledClock(redisServer.url, minutes(2) + 1000);
  await waitFor('the sweep to cancel the session', async () => (await statusOf(session.id)) === 'CANCELLED', 10_000);
  await waitFor('the cancellation to be published', async () => subjectsOf(session.id).includes('peace.groups.session.cancelled'), 10_000);
  expect(events.find((event) => event.subject === 'peace.groups.session.cancelled' && event.data['groupSessionId'] === session.id)?.data).toMatchObject({ reason: 'not-started' });
}, 40_000);

it("lets a community's member schedule its sessions once the communities service has announced the membership", async () => {
  const person = randomUUID();
  const groupId = randomUUID();
  const input = { name: 'Sangha sit', intention: 'LOVE', scheduledStart: new Date(clockNow().getTime() + minutes(10)).toISOString(), groupId };
  const CREATE = 'mutation Create($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id groupId } }';
  expect((await graphql(person, CREATE, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

  const envelope = createEnvelope(communitiesMemberJoined, { groupId, userId: person, role: 'member', at: clockNow().toISOString() });
  await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id });
  await waitFor('the membership to arrive', async () => (await graphql(person, CREATE, { input })).errors === undefined, 10_000);
}, 30_000);

/** Publishes an event as its producer's relay would: its id as the message id. */
async function publish<TType extends string, TData>(contract: EventContract<TType, TData>, data: TData) {
  const envelope = createEnvelope(contract, data);
  await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id });
}

it("lets only a private community's members join its sessions once the communities service has announced it private", async () => {
  const owner = randomUUID();
  const outsider = randomUUID();
  const groupId = randomUUID();
  await publish(communitiesMemberJoined, { groupId, userId: owner, role: 'owner', at: clockNow().toISOString() });
  const input = { scheduledStart: new Date(clockNow().getTime() + minutes(10)).toISOString(), groupId };
  let session: Session | undefined;
  await waitFor('the membership to arrive', async () => {
    const answer = await graphql<{ createGroupSession: Session }>(owner, 'mutation Create($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id status } }', {
      input: { name: 'Closed circle', intention: 'UNITY', ...input },
    });
    session = answer.data?.createGroupSession;
    return session !== undefined;
  }, 10_000);
  await publish(communitiesCommunityCreated, {
    groupId,
    name: 'Closed circle',
    intention: 'Peace',
    isPublic: false,
    maxMembers: 100,
    createdBy: owner,
    meetingSchedule: null,
    meetingDays: [],
    meetingTime: null,
    timezone: 'UTC',
    meditationDuration: 10,
    at: clockNow().toISOString(),
  });
  const JOIN = 'mutation J($id: ID!) { joinGroupSession(id: $id) { id } }';
  await waitFor('the privacy to arrive', async () => (await graphql(outsider, JOIN, { id: session!.id })).errors?.[0]?.message === 'Only members of this community can join its sessions', 10_000);
  expect((await graphql(owner, JOIN, { id: session!.id })).errors).toBeUndefined();
}, 30_000);

it("cancels a deleted community's sessions that have not started, once, when the communities service announces the deletion", async () => {
  const person = randomUUID();
  const groupId = randomUUID();
  await publish(communitiesMemberJoined, { groupId, userId: person, role: 'owner', at: clockNow().toISOString() });
  const CREATE = 'mutation Create($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id } }';
  const input = { name: 'Sangha evening', intention: 'PEACE', scheduledStart: new Date(clockNow().getTime() + minutes(120)).toISOString(), groupId };
  let session: string | undefined;
  await waitFor('the membership to arrive', async () => {
    session = (await graphql<{ createGroupSession: { id: string } }>(person, CREATE, { input })).data?.createGroupSession.id;
    return session !== undefined;
  }, 10_000);

  await publish(communitiesCommunityDeleted, { groupId, deletedBy: person, at: clockNow().toISOString() });
  await waitFor('the session to be cancelled', async () => (await statusOf(session!)) === 'CANCELLED', 10_000);
  await waitFor('the cancellation to be published', async () => subjectsOf(session!).includes('peace.groups.session.cancelled'), 10_000);
  // The deletion acknowledged and a sweep run since: nothing else can cancel it again.
  const swept = await sweepsDone();
  await consumersCaughtUp(bus, 'groups');
  await waitFor('another sweep to run', async () => (await sweepsDone()) > swept, 10_000);
  await bus.nc.flush();
  const cancellations = events.filter((event) => event.subject === 'peace.groups.session.cancelled' && event.data['groupSessionId'] === session);
  expect(cancellations.map((event) => event.data['reason'])).toEqual(['community-deleted']);
  expect((await graphql(person, CREATE, { input })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
}, 40_000);

it("adds each participant's completed minutes to the group session's total once", async () => {
  const creator = randomUUID();
  const session = await create(creator, { scheduledStart: clockNow().toISOString(), duration: 10 });
  const completion = { sessionId: randomUUID(), userId: creator, intention: 'Peace' as const, duration: 10, groupSessionId: session.id, location: 'Lisbon', completedAt: clockNow().toISOString() };
  await publish(meditationSessionCompleted, completion);
  // The same sit recorded again, under a new completion.
  await publish(meditationSessionCompleted, { ...completion, sessionId: randomUUID() });
  await publish(meditationSessionCompleted, { ...completion, sessionId: randomUUID(), userId: randomUUID(), duration: 8 });
  const total = async () => (await graphql<{ groupSession: { totalMinutes: number } }>(null, 'query S($id: ID!) { groupSession(id: $id) { totalMinutes } }', { id: session.id })).data?.groupSession.totalMinutes;
  await waitFor('the minutes to add up', async () => (await total()) === 18, 10_000);
  await consumersCaughtUp(bus, 'groups');
  expect(await total()).toBe(18);
}, 30_000);

it('announces each status change on Redis for the live pages, the start within a second of it', async () => {
  const listener = createRedis(redisServer.url, 'groups-service-test-listener', { subscriber: true });
  const signals: { signal: GroupSessionStatusSignal; at: number }[] = [];
  // Heard as the gateway hears it, through the service's own client.
  await onGroupSessionSignals(listener, { status: (signal) => signals.push({ signal, at: Date.now() }), presence: () => undefined, change: () => undefined }).subscribed;
  try {
    const creator = randomUUID();
    const session = await create(creator, { scheduledStart: clockNow().toISOString(), duration: 1 });
    const of = () => signals.filter(({ signal }) => signal.groupSessionId === session.id);
    await waitFor('the scheduling to be announced', async () => of().length === 1, 5_000);
    const startedAt = Date.now();
    const started = await graphql<{ startGroupSession: Session & { endsAt: string } }>(creator, 'mutation S($id: ID!) { startGroupSession(id: $id) { id status endsAt } }', { id: session.id });
    await waitFor('the start to be announced', async () => of().length === 2, 5_000);
    expect(of()[1]!.at - startedAt).toBeLessThan(1000);
    expect(new Date(of()[1]!.signal.endsAt!).toISOString()).toBe(new Date(started.data!.startGroupSession.endsAt).toISOString());

    clockOffset = await advanceControlledClock(redisServer.url, minutes(1) + 1000);
    await waitFor('the completion to be announced', async () => of().length === 3, 10_000);
    expect(of().map(({ signal }) => signal.status)).toEqual(['scheduled', 'active', 'completed']);
  } finally {
    listener.disconnect();
  }
}, 30_000);
