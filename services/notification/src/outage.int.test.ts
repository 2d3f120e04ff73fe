// The built notification service as a process, on a PostgreSQL of its own that this suite takes
// away: the process keeps running, says it is not ready, answers UNAVAILABLE (never INTERNAL) while
// the database is gone, and works again, mail included, once it is back.
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectBus, DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, INTERNAL_HEADER, signInternalHeader, type Bus } from '@peace/kit';
import { createEnvelope, groupsParticipantJoined, groupsSessionStarted, identityUserCreated, type EventContract } from '@peace/proto';
import { startMailSink, startNats, startPostgres, startRedis, waitFor, type MailSink, type ServerHandle } from '@peace/scripts/harness';
import { consumersCaughtUp, startServiceUnderTest, type ServiceUnderTest } from '@peace/scripts/testing';

const secret = randomBytes(24).toString('hex');

let dir: string;
let postgres: ServerHandle;
let redisServer: ServerHandle;
let natsServer: ServerHandle;
let sink: MailSink;
let service: ServiceUnderTest | undefined;
let url: string;
let bus: Bus;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-notification-outage-'));
  // PostgreSQL runs as its own user, which must reach its data below this directory.
  chmodSync(dir, 0o755);
  [postgres, redisServer, natsServer, sink] = await Promise.all([
    startPostgres({ dir: path.join(dir, 'postgres') }),
    startRedis({ dir: path.join(dir, 'redis') }),
    startNats({ dir: path.join(dir, 'nats') }),
    startMailSink(),
  ]);
  service = await startServiceUnderTest('notification', {
    databaseUrl: postgres.url,
    redisUrl: redisServer.url,
    natsUrl: natsServer.url,
    internalSecret: secret,
    env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://app.example.test', MAIL_SWEEP_INTERVAL_MS: '1000' },
  });
  url = service.url;
  bus = await connectBus(natsServer.url, 'notification-outage-test');
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await service?.stop();
  await Promise.all([postgres?.stop(), redisServer?.stop(), natsServer?.stop(), sink?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
}

async function deliveries(userId: string): Promise<{ status: number; body: Answer<{ myEmailDeliveries: { status: string }[] }> }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId, requestId: randomUUID() }, secret) },
    body: JSON.stringify({ query: '{ myEmailDeliveries { status } }' }),
  });
  return { status: response.status, body: (await response.json()) as Answer<{ myEmailDeliveries: { status: string }[] }> };
}

const readiness = async () => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as { checks: Record<string, string> } };
};

async function publish<TData>(contract: EventContract<string, TData>, data: TData): Promise<void> {
  const envelope = createEnvelope(contract, data);
  await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id });
}

/** Lines the service logged since `from` (an earlier length of its logs) that say it met PostgreSQL's absence. */
const outageLines = (from: number) => service!.logs().slice(from).split('\n').filter((line) => /PostgreSQL|ECONNREFUSED|database/i.test(line) && /"level":(40|50)/.test(line)).length;
const alive = () => service!.process.exitCode === null && service!.process.signalCode === null;

it('keeps running when its database connections are terminated, and answers again without a restart', async () => {
  const userId = randomUUID();
  expect((await deliveries(userId)).body).toEqual({ data: { myEmailDeliveries: [] } });
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'notification'");
    expect(rowCount).toBeGreaterThan(0);
  } finally {
    await admin.end();
  }
  // A connection that ends under the pool raises its error as it goes: the service has met it once it says so.
  await waitFor('the service to notice its connections ended', async () => service!.logs().includes('lost a connection to PostgreSQL'), 10_000);
  expect(alive()).toBe(true);
  // Each idle connection of the pool hears of its own end: a request that takes one before it has is
  // answered UNAVAILABLE with a wait, as any lost statement is, and the pool has let it go by the next.
  const answers: Answer<{ myEmailDeliveries: { status: string }[] }>[] = [];
  await waitFor('the service to answer again', async () => {
    const { body } = await deliveries(userId);
    answers.push(body);
    return body.data?.myEmailDeliveries !== undefined;
  }, 10_000);
  expect(answers.slice(0, -1).map((answer) => answer.errors?.map((error) => error.extensions?.['code']))).toEqual(answers.slice(0, -1).map(() => ['UNAVAILABLE']));
  expect(answers.at(-1)).toEqual({ data: { myEmailDeliveries: [] } });
});

it('keeps running while PostgreSQL is down, answering UNAVAILABLE with a wait and not ready, and recovers when it is back', async () => {
  const userId = randomUUID();
  const logged = service!.logs().length;
  await postgres.stop();
  try {
    await waitFor('readiness to say not ready', async () => (await readiness()).status === 503, 20_000);
    expect((await readiness()).body.checks['postgres']).not.toBe('ok');
    // Its consumers, relay and jobs keep meeting the outage for a while: it must outlive several of their failures.
    await waitFor('its background work to meet the outage again and again', async () => outageLines(logged) >= 3, { timeoutMs: 20_000, detail: () => service!.logs().slice(logged) });
    expect(alive()).toBe(true);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const answer = await deliveries(userId);
    expect(answer.body.errors?.[0]?.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(answer.body.errors?.[0]?.extensions).toEqual({ code: 'UNAVAILABLE', retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  } finally {
    await postgres.start();
  }
  await waitFor('readiness to say ready', async () => (await readiness()).status === 200, 30_000);
  expect(alive()).toBe(true);
  expect((await deliveries(userId)).body).toEqual({ data: { myEmailDeliveries: [] } });

  // Events and mail flow again: a session started now mails its participant once.
  const address = `${userId.slice(0, 8)}@people.example.test`;
  await publish(identityUserCreated, { userId, email: address, firstName: 'Ana', lastName: null, profileImageUrl: null, createdAt: new Date().toISOString() });
  const groupSessionId = randomUUID();
  await publish(groupsParticipantJoined, { groupSessionId, userId, at: new Date().toISOString() });
  const now = new Date();
  await publish(groupsSessionStarted, {
    groupSessionId,
    name: 'After The Storm',
    intention: 'Peace',
    duration: 10,
    maxParticipants: 50,
    createdBy: randomUUID(),
    groupId: null,
    scheduledStart: now.toISOString(),
    startsAt: now.toISOString(),
    endsAt: new Date(now.getTime() + 600_000).toISOString(),
  });
  await sink.waitForCount(1, { address, timeoutMs: 30_000 });
  // Every event acknowledged and no email left to go: a second one could come from nowhere now.
  await consumersCaughtUp(bus, 'notification');
  await waitFor('every email to have gone', async () => (await deliveries(userId)).body.data?.myEmailDeliveries.every((delivery) => delivery.status !== 'QUEUED' && delivery.status !== 'queued') === true);
  expect(await sink.read(address)).toHaveLength(1);
  expect(alive()).toBe(true);
}, 120_000);
