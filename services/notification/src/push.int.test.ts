// Reminders and push messages with the real protocol: the built notification service as a process,
// against real PostgreSQL, Redis and NATS and a push service of our own over https, trusted through
// NODE_EXTRA_CA_CERTS alone. What arrives is decrypted with the subscription's own keys, as a
// browser would, and its VAPID signature checked; time is the stack's controlled clock.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import pg from 'pg';
import { connectBus, INTERNAL_HEADER, setControlledClock, signInternalHeader, type Bus } from '@peace/kit';
import { createEnvelope, groupsParticipantJoined, groupsSessionStarted, identityUserCreated, identityUserDeleted, meditationSessionCompleted, meditationSettingsUpdated, type EventContract } from '@peace/proto';
import { startNats, startRedis, waitFor, type ServerHandle } from '@peace/scripts/harness';
import { browserSubscription, consumersCaughtUp, decryptPush, startPushReceiver, startServiceUnderTest, verifyVapid, type BrowserSubscription, type PushedMessage, type PushReceiver, type ServiceUnderTest } from '@peace/scripts/testing';

const secret = randomBytes(24).toString('hex');
const PUBLIC_URL = 'https://app.example.test';

let dir: string;
let redisServer: ServerHandle;
let natsServer: ServerHandle;
let push: PushReceiver;
/** A push service the notification service trusts but is not allowed to send to. */
let elsewhere: PushReceiver;
let service: ServiceUnderTest;
let bus: Bus;
let db: pg.Pool;
/** How far the stack's clock runs ahead of this process's. */
let offsetMs = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-push-'));
  [redisServer, natsServer, push, elsewhere] = await Promise.all([startRedis({ dir: path.join(dir, 'redis') }), startNats({ dir: path.join(dir, 'nats') }), startPushReceiver(), startPushReceiver()]);
  // Both trusted, so that only the host rule keeps a message from the second.
  const caFile = path.join(dir, 'push-ca.pem');
  writeFileSync(caFile, [push.caFile, elsewhere.caFile].map((file) => readFileSync(file, 'utf8')).join('\n'));
  offsetMs = await setControlledClock(redisServer.url, '2026-03-20T08:00:00.000Z');
  service = await startServiceUnderTest('notification', {
    redisUrl: redisServer.url,
    natsUrl: natsServer.url,
    internalSecret: secret,
    testClock: true,
    env: { PUBLIC_URL, NODE_EXTRA_CA_CERTS: caFile, PUSH_SERVICE_HOSTS: new URL(push.origin).host, REMINDER_SCAN_INTERVAL_MS: '1000', MAIL_SWEEP_INTERVAL_MS: '1000', MESSAGES_PER_DAY: '3' },
  });
  db = new pg.Pool({ connectionString: service.databaseUrl, max: 2 });
  bus = await connectBus(natsServer.url, 'notification-push-test');
}, 90_000);

afterAll(async () => {
  await bus?.close();
  await db?.end();
  await service?.stop();
  await Promise.all([redisServer?.stop(), natsServer?.stop(), push?.close(), elsewhere?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql<T>(userId: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const response = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId, requestId: randomUUID() }, secret) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

async function publish<TData>(contract: EventContract<string, TData>, data: TData): Promise<void> {
  const envelope = createEnvelope(contract, data);
  await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id });
}

/** Moves the stack's clock to the instant; the suite's steps go forward in time only. */
async function clockAt(instant: string): Promise<void> {
  offsetMs = await setControlledClock(redisServer.url, instant);
}

/** When a message arrived, by the stack's clock. */
const arrivedAt = (message: PushedMessage) => message.at + offsetMs;

/** A person the service knows, with devices subscribed at the given paths of the push service. */
async function personWithDevices(...paths: string[]): Promise<{ userId: string; devices: BrowserSubscription[] }> {
  const userId = randomUUID();
  await publish(identityUserCreated, { userId, email: `${userId.slice(0, 8)}@people.example.test`, firstName: 'Ana', lastName: null, profileImageUrl: null, createdAt: new Date().toISOString() });
  const devices = paths.map((device) => browserSubscription(`${push.origin}${device}`));
  for (const device of devices) {
    const saved = await graphql<{ savePushSubscription: { id: string } }>(userId, 'mutation ($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id } }', { input: device.json });
    expect(saved.errors).toBeUndefined();
  }
  return { userId, devices };
}

/**
 * Sets the person's reminders, once the service's clock reads the stack's: the next reminder is
 * counted from the service's now, so the settings are written again until it is the one expected.
 */
async function remind(userId: string, input: Record<string, unknown>, expectedNext: string): Promise<void> {
  await waitFor(`the next reminder at ${expectedNext}`, async () => {
    const answer = await graphql(userId, 'mutation ($input: ReminderSettingsInput!) { updateReminderSettings(input: $input) { timeZone } }', { input });
    expect(answer.errors).toBeUndefined();
    const { rows } = await db.query<{ next: Date | null }>('select next_daily_at as next from notification.reminder_settings where user_id = $1', [userId]);
    return rows[0]?.next?.toISOString() === expectedNext;
  });
}

const messagesTo = (device: BrowserSubscription) => push.received.filter((message) => message.path === new URL(device.endpoint).pathname);

/** The messages decided for the person (sent or held back), in the order they were due. */
async function messageRows(userId: string) {
  return (
    await db.query<{ kind: string; occasion: string; status: string; error: string | null; channels: string[] }>(
      "select kind, occasion, status, error, channels from notification.message_log where user_id = $1 and status in ('sent', 'skipped') order by due_at",
      [userId],
    )
  ).rows;
}

it('sends the daily reminder in its minute as a push the browser decrypts with its own keys, VAPID-signed, and forgets at once the devices whose push service answers 404 or 410', async () => {
  push.answer('/gone', 410);
  push.answer('/missing', 404);
  const { userId, devices } = await personWithDevices('/phone', '/gone', '/missing');
  const [phone] = devices as [BrowserSubscription];
  await clockAt('2026-03-20T08:58:50.000Z');
  // 10:00 in Berlin is 09:00 UTC in winter time.
  await remind(userId, { timeZone: 'Europe/Berlin', daily: { time: '10:00', channels: ['push'] } }, '2026-03-20T09:00:00.000Z');

  await waitFor('the reminder to reach the phone', () => messagesTo(phone).length === 1, 90_000);
  const [message] = messagesTo(phone) as [PushedMessage];
  expect(arrivedAt(message)).toBeGreaterThanOrEqual(Date.parse('2026-03-20T09:00:00.000Z'));
  expect(arrivedAt(message)).toBeLessThan(Date.parse('2026-03-20T09:01:00.000Z'));
  expect(message.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(message.headers['ttl'])).toBeGreaterThan(0);
  expect(JSON.parse(decryptPush(message.body, phone))).toEqual({ kind: 'daily-reminder', title: 'Time to sit', body: 'Your daily practice is waiting. A few quiet minutes are enough.', url: `${PUBLIC_URL}/?timer=ready` });
  const { publicKey, claims } = verifyVapid(message.headers['authorization'] as string, push.origin);
  const served = await graphql<{ pushPublicKey: string }>(null, '{ pushPublicKey }');
  expect(publicKey).toBe(served.data?.pushPublicKey);
  expect(claims.sub).toMatch(/^mailto:/);

  // The devices that are gone were asked once, and are forgotten.
  await waitFor('the gone devices to be forgotten', async () => (await db.query('select 1 from notification.push_subscriptions where user_id = $1', [userId])).rowCount === 1);
  expect(push.received.filter((received) => received.path === '/gone' || received.path === '/missing')).toHaveLength(2);
  const listed = await graphql<{ myPushSubscriptions: { endpoint: string }[] }>(userId, '{ myPushSubscriptions { endpoint } }');
  expect(listed.data?.myPushSubscriptions).toEqual([{ endpoint: phone.endpoint }]);
  expect(await messageRows(userId)).toEqual([{ kind: 'daily-reminder', occasion: '2026-03-20', status: 'sent', error: null, channels: ['push'] }]);
}, 150_000);

it('keeps the daily reminder at 07:30 on the wall clock across the spring change to summer time, once each day', async () => {
  const { userId, devices } = await personWithDevices('/dst');
  const [device] = devices as [BrowserSubscription];
  await clockAt('2026-03-28T06:29:50.000Z');
  // Saturday 07:30 in Berlin, winter time: 06:30 UTC.
  await remind(userId, { timeZone: 'Europe/Berlin', daily: { time: '07:30', channels: ['push'] } }, '2026-03-28T06:30:00.000Z');
  await waitFor('Saturday’s reminder', () => messagesTo(device).length === 1, 90_000);
  expect(arrivedAt(messagesTo(device)[0]!)).toBeLessThan(Date.parse('2026-03-28T06:31:00.000Z'));
  // The clocks go forward that night: Sunday's 07:30 is 05:30 UTC.
  await waitFor('Sunday’s reminder to be next', async () => (await db.query<{ next: Date }>('select next_daily_at as next from notification.reminder_settings where user_id = $1', [userId])).rows[0]?.next.toISOString() === '2026-03-29T05:30:00.000Z');
  await clockAt('2026-03-29T05:29:50.000Z');
  await waitFor('Sunday’s reminder', () => messagesTo(device).length === 2, 90_000);
  const sunday = messagesTo(device)[1]!;
  expect(arrivedAt(sunday)).toBeGreaterThanOrEqual(Date.parse('2026-03-29T05:30:00.000Z'));
  expect(arrivedAt(sunday)).toBeLessThan(Date.parse('2026-03-29T05:31:00.000Z'));
  expect((await messageRows(userId)).map((row) => [row.occasion, row.status])).toEqual([
    ['2026-03-28', 'sent'],
    ['2026-03-29', 'sent'],
  ]);
}, 150_000);

it('sends a 23:50 reminder on its own day, and passes it over on a day already sat', async () => {
  const { userId, devices } = await personWithDevices('/late-evening');
  const [device] = devices as [BrowserSubscription];
  // 23:50 in New York on Sunday 29 March (summer time there since the 8th): 03:50 UTC on the 30th.
  await clockAt('2026-03-30T03:49:50.000Z');
  await remind(userId, { timeZone: 'America/New_York', daily: { time: '23:50', channels: ['push'] } }, '2026-03-30T03:50:00.000Z');
  await waitFor('Sunday night’s reminder', () => messagesTo(device).length === 1, 90_000);
  expect(arrivedAt(messagesTo(device)[0]!)).toBeLessThan(Date.parse('2026-03-30T03:51:00.000Z'));
  expect((await messageRows(userId)).map((row) => [row.occasion, row.status])).toEqual([['2026-03-29', 'sent']]);

  // Monday: they sit at 23:40, ten minutes before the reminder.
  await publish(meditationSessionCompleted, { sessionId: randomUUID(), userId, intention: 'Peace', duration: 10, groupSessionId: null, location: 'Brooklyn', completedAt: '2026-03-31T03:40:00.000Z' });
  await consumersCaughtUp(bus, 'notification');
  await clockAt('2026-03-31T03:49:50.000Z');
  await waitFor('Monday’s reminder to be passed over', async () => (await messageRows(userId)).length === 2, 90_000);
  expect((await messageRows(userId))[1]).toMatchObject({ occasion: '2026-03-30', status: 'skipped', error: 'already sat that day' });
  expect(messagesTo(device)).toHaveLength(1);
}, 150_000);

it('counts the day by the person’s day-end hour: a reminder after midnight belongs to the evening before, already sat', async () => {
  const owl = await personWithDevices('/owl');
  const lark = await personWithDevices('/lark');
  // The owl's day ends at 03:00; the lark's at midnight. Both sat at 20:00 on Thursday 2 April in New York.
  await publish(meditationSettingsUpdated, { userId: owl.userId, dayEndHour: 3, grace: true, revision: 1, updatedAt: new Date().toISOString() });
  for (const { userId } of [owl, lark]) {
    await publish(meditationSessionCompleted, { sessionId: randomUUID(), userId, intention: 'Love', duration: 10, groupSessionId: null, location: 'Queens', completedAt: '2026-04-03T00:00:00.000Z' });
  }
  await consumersCaughtUp(bus, 'notification');
  await clockAt('2026-04-03T04:59:50.000Z');
  // 01:00 on Friday in New York.
  for (const { userId } of [owl, lark]) await remind(userId, { timeZone: 'America/New_York', daily: { time: '01:00', channels: ['push'] } }, '2026-04-03T05:00:00.000Z');
  await waitFor('the lark’s reminder', () => messagesTo(lark.devices[0]!).length === 1, 90_000);
  await waitFor('the owl’s reminder to be decided', async () => (await messageRows(owl.userId)).length === 1, 90_000);
  expect(await messageRows(lark.userId)).toEqual([expect.objectContaining({ occasion: '2026-04-03', status: 'sent' })]);
  expect(await messageRows(owl.userId)).toEqual([expect.objectContaining({ occasion: '2026-04-02', status: 'skipped', error: 'already sat that day' })]);
  expect(messagesTo(owl.devices[0]!)).toHaveLength(0);
}, 150_000);

it('sends a reminder whose minute passed while the service was away within 15 minutes, and passes over one later than that', async () => {
  const recent = await personWithDevices('/recent');
  const stale = await personWithDevices('/stale');
  await clockAt('2026-04-05T08:00:00.000Z');
  await remind(recent.userId, { timeZone: 'UTC', daily: { time: '09:00', channels: ['push'] } }, '2026-04-05T09:00:00.000Z');
  await remind(stale.userId, { timeZone: 'UTC', daily: { time: '08:50', channels: ['push'] } }, '2026-04-05T08:50:00.000Z');
  // As if the service had been away from 08:00 to 09:10: their minutes passed 10 and 20 minutes ago.
  await clockAt('2026-04-05T09:10:00.000Z');
  await waitFor('the recent one’s late reminder', () => messagesTo(recent.devices[0]!).length === 1, 90_000);
  expect(await messageRows(recent.userId)).toEqual([expect.objectContaining({ occasion: '2026-04-05', status: 'sent' })]);
  await waitFor('the stale one to be moved on to tomorrow', async () => (await db.query<{ next: Date }>('select next_daily_at as next from notification.reminder_settings where user_id = $1', [stale.userId])).rows[0]?.next.toISOString() === '2026-04-06T08:50:00.000Z');
  expect(await messageRows(stale.userId)).toEqual([]);
  expect(messagesTo(stale.devices[0]!)).toHaveLength(0);
}, 150_000);

it('pushes a session start to those who chose push for it, with the page of the live session', async () => {
  const { userId, devices } = await personWithDevices('/session-fan');
  const emailOnly = await personWithDevices('/email-only');
  const answer = await graphql(userId, 'mutation { updateReminderSettings(input: { sessionStarts: ["email", "push"] }) { sessionStarts } }');
  expect(answer.data).toEqual({ updateReminderSettings: { sessionStarts: ['email', 'push'] } });
  const groupSessionId = randomUUID();
  for (const participant of [userId, emailOnly.userId]) await publish(groupsParticipantJoined, { groupSessionId, userId: participant, at: new Date().toISOString() });
  const startsAt = new Date(Date.now() + offsetMs);
  await publish(groupsSessionStarted, {
    groupSessionId,
    name: 'Harbour Dawn',
    intention: 'Unity',
    duration: 10,
    maxParticipants: 50,
    createdBy: randomUUID(),
    groupId: null,
    scheduledStart: startsAt.toISOString(),
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 600_000).toISOString(),
  });
  await waitFor('the start to reach the device', () => messagesTo(devices[0]!).length === 1, 30_000);
  expect(JSON.parse(decryptPush(messagesTo(devices[0]!)[0]!.body, devices[0]!))).toEqual({ kind: 'session-start', title: 'Live now: Harbour Dawn', body: 'Your group session has begun. Join the others now.', url: `${PUBLIC_URL}/groups/${groupSessionId}` });
  await consumersCaughtUp(bus, 'notification');
  expect(await messageRows(emailOnly.userId)).toEqual([]);
}, 150_000);

it('keeps a streak with one message two hours before a day would break it, and says nothing on a day already sat', async () => {
  const { userId, devices } = await personWithDevices('/streak');
  const [device] = devices as [BrowserSubscription];
  // Without grace, a day without a sit ends the streak of the 8th and 9th.
  await publish(meditationSettingsUpdated, { userId, dayEndHour: 0, grace: false, revision: 1, updatedAt: new Date().toISOString() });
  for (const completedAt of ['2026-04-08T12:00:00.000Z', '2026-04-09T12:00:00.000Z']) {
    await publish(meditationSessionCompleted, { sessionId: randomUUID(), userId, intention: 'Peace', duration: 10, groupSessionId: null, location: 'Porto', completedAt });
  }
  await consumersCaughtUp(bus, 'notification');
  await clockAt('2026-04-10T21:00:00.000Z');
  await waitFor('the streak keeper at 22:00', async () => {
    const answer = await graphql(userId, 'mutation { updateReminderSettings(input: { timeZone: "UTC", streakKeeper: true }) { streakKeeper } }');
    expect(answer.errors).toBeUndefined();
    const { rows } = await db.query<{ next: Date | null }>('select next_streak_at as next from notification.reminder_settings where user_id = $1', [userId]);
    return rows[0]?.next?.toISOString() === '2026-04-10T22:00:00.000Z';
  });
  await clockAt('2026-04-10T21:59:50.000Z');
  await waitFor('the streak keeper', () => messagesTo(device).length === 1, 90_000);
  expect(JSON.parse(decryptPush(messagesTo(device)[0]!.body, device))).toMatchObject({ kind: 'streak-keeper', title: 'Keep your streak', url: `${PUBLIC_URL}/?timer=ready` });

  await publish(meditationSessionCompleted, { sessionId: randomUUID(), userId, intention: 'Peace', duration: 10, groupSessionId: null, location: 'Porto', completedAt: '2026-04-11T20:00:00.000Z' });
  await consumersCaughtUp(bus, 'notification');
  await clockAt('2026-04-11T21:59:50.000Z');
  await waitFor('the next day’s streak keeper to be decided', async () => (await messageRows(userId)).length === 2, 90_000);
  expect(await messageRows(userId)).toEqual([
    expect.objectContaining({ kind: 'streak-keeper', occasion: '2026-04-10', status: 'sent' }),
    expect.objectContaining({ kind: 'streak-keeper', occasion: '2026-04-11', status: 'skipped', error: 'already sat that day' }),
  ]);
  expect(messagesTo(device)).toHaveLength(1);
}, 150_000);

it('keeps no subscription whose endpoint is off the allowed push services', async () => {
  const { userId } = await personWithDevices();
  for (const endpoint of [`${elsewhere.origin}/device`, `${push.origin.replace('localhost', '127.0.0.1')}/device`, `https://user@${new URL(push.origin).host}/device`]) {
    const saved = await graphql(userId, 'mutation ($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id } }', { input: browserSubscription(endpoint).json });
    const refusals = saved.errors?.map((error) => [error.message, error.extensions?.code]);
    expect({ endpoint, refusals }).toEqual({ endpoint, refusals: [["endpoint: must be a browser push service's address", 'BAD_USER_INPUT']] });
  }
  expect((await db.query('select 1 from notification.push_subscriptions where user_id = $1', [userId])).rowCount).toBe(0);
}, 60_000);

it('contacts no device kept before the rule or off the list since, and forgets it; follows no redirect a push service answers', async () => {
  const { userId, devices } = await personWithDevices('/allowed', '/moved');
  const [device] = devices as [BrowserSubscription];
  // The allowed push service answers one device with a redirect to the one that is not allowed.
  push.answer('/moved', 308, { location: `${elsewhere.origin}/redirected` });
  // As if kept before endpoints were checked: a push service not allowed, and the allowed one's address by IP.
  const outside = [`${elsewhere.origin}/kept-before`, `${push.origin.replace('localhost', '127.0.0.1')}/by-address`];
  for (const endpoint of outside) {
    const keys = browserSubscription(endpoint).json.keys;
    await db.query('insert into notification.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)', [userId, endpoint, keys.p256dh, keys.auth]);
  }
  await clockAt('2026-04-12T08:58:50.000Z');
  await remind(userId, { timeZone: 'UTC', daily: { time: '09:00', channels: ['push'] } }, '2026-04-12T09:00:00.000Z');

  await waitFor('the reminder to be sent', async () => (await messageRows(userId)).length === 1, 90_000);
  expect(await messageRows(userId)).toEqual([expect.objectContaining({ occasion: '2026-04-12', status: 'sent', channels: ['push'] })]);
  expect(messagesTo(device)).toHaveLength(1);
  expect(push.received.filter((received) => received.path === '/moved')).toHaveLength(1);
  expect(push.received.filter((received) => received.path === '/by-address')).toEqual([]);
  expect(elsewhere.received).toEqual([]);
  const kept = await db.query<{ endpoint: string }>('select endpoint from notification.push_subscriptions where user_id = $1 order by endpoint', [userId]);
  expect(kept.rows.map((row) => row.endpoint)).toEqual([`${push.origin}/allowed`, `${push.origin}/moved`]);
}, 150_000);

it('counts a reminder that went by email once towards the daily cap, not once for the message and again for its email', async () => {
  const { userId, devices } = await personWithDevices('/capped');
  const [device] = devices as [BrowserSubscription];
  // Two reminders reached the person by email in the last day: each is its message and the email it became, as the service records them.
  for (const [kind, occasion, sentAt] of [
    ['daily-reminder', '2026-04-13', '2026-04-13T20:00:00.000Z'],
    ['streak-keeper', '2026-04-13', '2026-04-13T22:00:00.000Z'],
  ] as const) {
    await db.query("insert into notification.message_log (user_id, kind, occasion, due_at, status, channels, sent_at) values ($1, $2, $3, $4, 'sent', '{email}', $4)", [userId, kind, occasion, sentAt]);
    await db.query("insert into notification.email_log (user_id, recipient, kind, subject, status, dedupe_key, attempts, sent_at) values ($1, 'ana@people.example.test', $2, 'Time to sit', 'sent', $3, 1, $4)", [userId, kind, `${kind}:${occasion}:${userId}`, sentAt]);
  }
  await clockAt('2026-04-14T08:58:50.000Z');
  await remind(userId, { timeZone: 'UTC', daily: { time: '09:00', channels: ['push'] } }, '2026-04-14T09:00:00.000Z');

  // Two messages of a cap of three: the third goes.
  await waitFor('the reminder to be decided', async () => (await messageRows(userId)).length === 3, 90_000);
  expect((await messageRows(userId)).at(-1)).toEqual({ kind: 'daily-reminder', occasion: '2026-04-14', status: 'sent', error: null, channels: ['push'] });
  expect(messagesTo(device)).toHaveLength(1);
}, 150_000);

it('leaves nothing of a deleted person when a reminder the queue held for them runs after the deletion', async () => {
  const { userId } = await personWithDevices('/deleted');
  await clockAt('2026-04-15T08:58:50.000Z');
  await remind(userId, { timeZone: 'UTC', daily: { time: '09:00', channels: ['push'] } }, '2026-04-15T09:00:00.000Z');
  await publish(identityUserDeleted, { userId, at: new Date().toISOString() });
  await consumersCaughtUp(bus, 'notification');
  expect((await db.query('select 1 from notification.reminder_settings where user_id = $1', [userId])).rowCount).toBe(0);

  // The reminder as the scan handed it to the queue just before the deletion, run after it.
  const queue = new Queue('notification', { connection: { url: redisServer.url }, prefix: service.env['JOBS_PREFIX']! });
  try {
    const jobId = `reminder-${userId}-daily-reminder-2026-04-15`;
    await queue.add('send-reminder', { userId, kind: 'daily-reminder', day: '2026-04-15', dueAt: '2026-04-15T09:00:00.000Z' }, { jobId });
    await waitFor('the reminder job to run', async () => (await queue.getJobState(jobId)) === 'completed', 30_000);
  } finally {
    await queue.close();
  }
  expect((await db.query('select status, error from notification.message_log where user_id = $1', [userId])).rows).toEqual([]);
  expect(push.received.filter((received) => received.path === '/deleted')).toEqual([]);
}, 150_000);

it('keeps one device for one endpoint however its address is spelt, so the device gets each message once', async () => {
  const { userId } = await personWithDevices();
  const device = browserSubscription(`${push.origin}/spelt`);
  const spellings = [device.endpoint, device.endpoint.replace('https://localhost', 'https://LOCALHOST'), device.endpoint.replace('/spelt', '/./spelt')];
  const ids = new Set<string>();
  for (const endpoint of spellings) {
    const saved = await graphql<{ savePushSubscription: { id: string } }>(userId, 'mutation ($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id } }', { input: { ...device.json, endpoint } });
    expect(saved.errors).toBeUndefined();
    ids.add(saved.data!.savePushSubscription.id);
  }
  expect(ids.size).toBe(1);
  expect((await db.query<{ endpoint: string }>('select endpoint from notification.push_subscriptions where user_id = $1', [userId])).rows).toEqual([{ endpoint: device.endpoint }]);
}, 60_000);
