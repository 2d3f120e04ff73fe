// The built notification service as a process, against real PostgreSQL, Redis, NATS and a real
// SMTP server: what it learns from events decides who gets which email, and each email arrives once.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectBus, createRedis, INTERNAL_HEADER, signInternalHeader, type Bus, type Redis } from '@peace/kit';
import {
  communitiesCommunityCreated,
  communitiesCommunityDeleted,
  communitiesMemberJoined,
  communitiesMemberLeft,
  createEnvelope,
  groupsParticipantJoined,
  groupsSessionCancelled,
  groupsSessionScheduled,
  groupsSessionStarted,
  identityUserCreated,
  type EventContract,
} from '@peace/proto';
import { startMailSink, startNats, startRedis, waitFor, type MailSink, type ServerHandle } from '@peace/scripts/harness';
import { consumersCaughtUp, startServiceUnderTest, type ServiceUnderTest } from '@peace/scripts/testing';

const secret = randomBytes(24).toString('hex');
const JOBS_PREFIX = 'notification-test-jobs';
const PUBLIC_URL = 'http://app.example.test';

let dir: string;
let redisServer: ServerHandle;
let natsServer: ServerHandle;
let sink: MailSink;
let service: ServiceUnderTest | undefined;
let url: string;
let redis: Redis;
let bus: Bus;
let db: pg.Pool;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-notification-'));
  [redisServer, natsServer, sink] = await Promise.all([startRedis({ dir: path.join(dir, 'redis') }), startNats({ dir: path.join(dir, 'nats') }), startMailSink()]);
  service = await startServiceUnderTest('notification', {
    redisUrl: redisServer.url,
    natsUrl: natsServer.url,
    internalSecret: secret,
    env: {
      JOBS_PREFIX,
      SMTP_URL: sink.url,
      PUBLIC_URL,
      TEST_EMAILS_PER_HOUR: '3',
      MAIL_SWEEP_INTERVAL_MS: '1000',
      // Emails claimed by a sender killed mid-send are taken over after this.
      MAIL_CLAIM_LEASE_MS: '3000',
      // And the jobs a killed sender was running go back to the queue after about this.
      JOB_LOCK_MS: '3000',
    },
  });
  db = new pg.Pool({ connectionString: service.databaseUrl, max: 2 });
  url = service.url;
  redis = createRedis(redisServer.url, 'notification-service-test');
  bus = await connectBus(natsServer.url, 'notification-service-test');
}, 90_000);

afterAll(async () => {
  await bus?.close();
  redis?.disconnect();
  await db?.end();
  await service?.stop();
  await Promise.all([redisServer?.stop(), natsServer?.stop(), sink?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

interface Answer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
}

async function graphql<T>(userId: string | null, query: string, variables: Record<string, unknown> = {}): Promise<Answer<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId, requestId: randomUUID() }, secret) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer<T>;
}

async function publish<TData>(contract: EventContract<string, TData>, data: TData): Promise<{ id: string; type: string }> {
  const envelope = createEnvelope(contract, data);
  await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id });
  return envelope;
}

const addressOf = (userId: string) => `${userId.slice(0, 8)}@people.example.test`;

async function person(options: { email?: boolean } = {}): Promise<string> {
  const userId = randomUUID();
  await publish(identityUserCreated, { userId, email: options.email === false ? null : addressOf(userId), firstName: 'Ana', lastName: null, profileImageUrl: null, createdAt: new Date().toISOString() });
  return userId;
}

function sessionData(overrides: Partial<{ groupSessionId: string; groupId: string | null; scheduledStart: string; name: string; duration: number; createdBy: string }> = {}) {
  return {
    groupSessionId: randomUUID(),
    name: 'Evening Unity Sit',
    intention: 'Unity' as const,
    duration: 10,
    maxParticipants: 50,
    createdBy: randomUUID(),
    groupId: null,
    scheduledStart: new Date().toISOString(),
    ...overrides,
  };
}

async function start(session: ReturnType<typeof sessionData>) {
  const now = new Date();
  return publish(groupsSessionStarted, { ...session, startsAt: now.toISOString(), endsAt: new Date(now.getTime() + session.duration * 60_000).toISOString() });
}

/** Waits until the service knows every one of these people (their address arrived). */
async function known(userIds: string[]) {
  await waitFor('the recipients to be known', async () => {
    const { rows } = await db.query<{ count: string }>('select count(*) from notification.recipients where user_id = any($1) and email is not null', [userIds]);
    return Number(rows[0]!.count) === userIds.length;
  });
}

const deliveriesOf = async (groupSessionId: string) =>
  (await db.query<{ user_id: string; status: string; error: string | null; attempts: number }>('select user_id, status, error, attempts from notification.email_log where group_session_id = $1', [groupSessionId])).rows;

/**
 * Waits until nothing more can be mailed: the service has acknowledged every event published so
 * far (so every email they ask for is recorded), and no recorded email is still waiting to go.
 */
async function settled() {
  await consumersCaughtUp(bus, 'notification');
  await waitFor('every email to have gone', async () => (await db.query("select 1 from notification.email_log where status = 'queued'")).rowCount === 0, 30_000);
}

it('mails every participant and every active community member once when a community session starts, with the session, the community and its button', async () => {
  const groupId = randomUUID();
  const [participant, member, bothOfThem, leaver] = await Promise.all([person(), person(), person(), person()]);
  await known([participant, member, bothOfThem, leaver]);
  await publish(communitiesCommunityCreated, {
    groupId,
    name: 'Harbour Lights Circle',
    intention: 'Unity',
    isPublic: true,
    maxMembers: 100,
    createdBy: member,
    meetingSchedule: null,
    meetingDays: [],
    meetingTime: null,
    timezone: 'UTC',
    meditationDuration: 10,
    at: new Date().toISOString(),
  });
  for (const userId of [member, bothOfThem, leaver]) await publish(communitiesMemberJoined, { groupId, userId, role: 'member', at: new Date().toISOString() });
  await publish(communitiesMemberLeft, { groupId, userId: leaver, role: 'member', at: new Date(Date.now() + 1).toISOString() });
  const session = sessionData({ groupId, name: 'Harbour Dawn' });
  for (const userId of [participant, bothOfThem]) await publish(groupsParticipantJoined, { groupSessionId: session.groupSessionId, userId, at: new Date().toISOString() });
  await waitFor('the community to be known', async () => (await db.query("select 1 from notification.community_members where group_id = $1 and status = 'left'", [groupId])).rowCount === 1);

  await start(session);
  for (const userId of [participant, member, bothOfThem]) await sink.waitForCount(1, { address: addressOf(userId) });
  const [mail] = await sink.read(addressOf(member));
  expect(mail!.subject).toBe('Live Now: Harbour Dawn - Join Your Community');
  expect(mail!.html).toContain('Harbour Lights Circle');
  expect(mail!.html).toContain('Start Meditating Now');
  expect(mail!.html).toContain(`href="${PUBLIC_URL}/groups/${session.groupSessionId}"`);
  expect(mail!.text).toContain('Harbour Dawn');
  expect(mail!.text).toContain(`${PUBLIC_URL}/groups/${session.groupSessionId}`);
  expect(mail!.headers['list-unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/api/email/unsubscribe\\?token=[^>]+>$`));
  expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  await settled();
  for (const userId of [participant, member, bothOfThem]) expect(await sink.read(addressOf(userId))).toHaveLength(1);
  expect(await sink.read(addressOf(leaver))).toHaveLength(0);
  expect((await deliveriesOf(session.groupSessionId)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
});

it('mails nobody twice when the start event is delivered again, or the session announced as started again', async () => {
  const [first, second] = await Promise.all([person(), person()]);
  await known([first, second]);
  const session = sessionData();
  for (const userId of [first, second]) await publish(groupsParticipantJoined, { groupSessionId: session.groupSessionId, userId, at: new Date().toISOString() });
  const envelope = createEnvelope(groupsSessionStarted, { ...session, startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 600_000).toISOString() });
  await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id });
  for (const userId of [first, second]) await sink.waitForCount(1, { address: addressOf(userId) });

  // The same event under another message id passes JetStream's duplicate window: the consumer sees it again.
  await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: randomUUID() });
  await start(session);
  await settled();
  for (const userId of [first, second]) expect(await sink.read(addressOf(userId))).toHaveLength(1);
  expect(await deliveriesOf(session.groupSessionId)).toHaveLength(2);
});

it('mails nobody twice when the start event is delivered again after the service restarted', async () => {
  const [first, second] = await Promise.all([person(), person()]);
  await known([first, second]);
  const session = sessionData();
  for (const userId of [first, second]) await publish(groupsParticipantJoined, { groupSessionId: session.groupSessionId, userId, at: new Date().toISOString() });
  const envelope = createEnvelope(groupsSessionStarted, { ...session, startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 600_000).toISOString() });
  await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: envelope.id });
  for (const userId of [first, second]) await sink.waitForCount(1, { address: addressOf(userId) });

  await service!.stop();
  await service!.restart();
  // Redelivered to the restarted consumer, and announced again under a new event id.
  await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID: randomUUID() });
  await start(session);
  await settled();
  for (const userId of [first, second]) expect(await sink.read(addressOf(userId))).toHaveLength(1);
  expect((await deliveriesOf(session.groupSessionId)).map((row) => row.status)).toEqual(['sent', 'sent']);
}, 90_000);

it('keeps the emails while the mail server is down and sends each once when it is back', async () => {
  const people = await Promise.all(Array.from({ length: 12 }, () => person()));
  await known(people);
  const session = sessionData();
  for (const userId of people) await publish(groupsParticipantJoined, { groupSessionId: session.groupSessionId, userId, at: new Date().toISOString() });
  await sink.stop();
  try {
    await start(session);
    await waitFor('the first tries to fail', async () => (await deliveriesOf(session.groupSessionId)).filter((row) => row.attempts > 0 && row.error).length === people.length, 20_000);
    expect((await deliveriesOf(session.groupSessionId)).every((row) => row.status === 'queued')).toBe(true);
  } finally {
    await sink.start();
  }
  for (const userId of people) await sink.waitForCount(1, { address: addressOf(userId), timeoutMs: 30_000 });
  await settled();
  for (const userId of people) expect(await sink.read(addressOf(userId))).toHaveLength(1);
  await waitFor('every delivery to be recorded as sent', async () => (await deliveriesOf(session.groupSessionId)).every((row) => row.status === 'sent'));
}, 60_000);

it('sends no session email to someone who turned them off, or who used the one-click unsubscribe link', async () => {
  const [optedOut, unsubscriber, stays] = await Promise.all([person(), person(), person()]);
  await known([optedOut, unsubscriber, stays]);
  const turnedOff = await graphql<{ setSessionEmails: { id: string; sessionEmails: boolean } }>(optedOut, 'mutation { setSessionEmails(enabled: false) { id sessionEmails } }');
  expect(turnedOff.data?.setSessionEmails).toEqual({ id: optedOut, sessionEmails: false });

  const first = sessionData();
  for (const userId of [optedOut, unsubscriber, stays]) await publish(groupsParticipantJoined, { groupSessionId: first.groupSessionId, userId, at: new Date().toISOString() });
  await start(first);
  for (const userId of [unsubscriber, stays]) await sink.waitForCount(1, { address: addressOf(userId) });
  const [mail] = await sink.read(addressOf(unsubscriber));
  const link = new URL(/^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!);

  // A token altered by one character unsubscribes nobody.
  const token = link.searchParams.get('token')!;
  const forged = await graphql(null, 'mutation U($token: String!) { unsubscribeSessionEmails(token: $token) }', { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` });
  expect(forged.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  const done = await graphql<{ unsubscribeSessionEmails: boolean }>(null, 'mutation U($token: String!) { unsubscribeSessionEmails(token: $token) }', { token });
  expect(done.data?.unsubscribeSessionEmails).toBe(true);
  const settings = await graphql<{ _entities: { sessionEmails: boolean }[] }>(unsubscriber, 'query E($r: [_Any!]!) { _entities(representations: $r) { ... on User { sessionEmails } } }', { r: [{ __typename: 'User', id: unsubscriber }] });
  expect(settings.data?._entities[0]?.sessionEmails).toBe(false);

  const second = sessionData();
  for (const userId of [optedOut, unsubscriber, stays]) await publish(groupsParticipantJoined, { groupSessionId: second.groupSessionId, userId, at: new Date().toISOString() });
  await start(second);
  await sink.waitForCount(2, { address: addressOf(stays) });
  await settled();
  expect(await sink.read(addressOf(optedOut))).toHaveLength(0);
  expect(await sink.read(addressOf(unsubscriber))).toHaveLength(1);
});

/** Quiet hours on the UTC wall clock from an hour before now to an hour after (across midnight when they must). */
function quietHoursAroundNow(): { from: string; to: string } {
  const wallTime = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  return { from: wallTime(Date.now() - 3600_000), to: wallTime(Date.now() + 3600_000) };
}

it('sends no session start email in a person’s quiet hours, recording it as skipped, while one without quiet hours gets it as before; a test email they ask for still goes', async () => {
  const [quiet, plain] = await Promise.all([person(), person()]);
  await known([quiet, plain]);
  const set = await graphql(quiet, 'mutation ($input: ReminderSettingsInput!) { updateReminderSettings(input: $input) { timeZone } }', { input: { timeZone: 'UTC', quietHours: quietHoursAroundNow() } });
  expect(set.errors).toBeUndefined();
  const session = sessionData({ name: 'Late Stillness' });
  for (const userId of [quiet, plain]) await publish(groupsParticipantJoined, { groupSessionId: session.groupSessionId, userId, at: new Date().toISOString() });
  await waitFor('the participants to be known', async () => (await db.query("select 1 from notification.session_participants where group_session_id = $1 and status = 'active'", [session.groupSessionId])).rowCount === 2);

  await start(session);
  await sink.waitForCount(1, { address: addressOf(plain) });
  await settled();
  expect(await sink.read(addressOf(quiet))).toHaveLength(0);
  const deliveries = await deliveriesOf(session.groupSessionId);
  expect(deliveries.find((row) => row.user_id === quiet)).toMatchObject({ status: 'skipped', error: 'quiet hours' });
  expect(deliveries.find((row) => row.user_id === plain)).toMatchObject({ status: 'sent', error: null });

  expect((await graphql(quiet, 'mutation { sendTestSessionEmail { id } }')).errors).toBeUndefined();
  await sink.waitForCount(1, { address: addressOf(quiet) });
});

it('lets only the user themselves read their email setting', async () => {
  const [owner, other] = await Promise.all([person(), person()]);
  const answer = await graphql(other, 'query E($r: [_Any!]!) { _entities(representations: $r) { ... on User { sessionEmails } } }', { r: [{ __typename: 'User', id: owner }] });
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  const mine = await graphql<{ myEmailDeliveries: unknown[] }>(other, '{ myEmailDeliveries { id } }');
  expect(mine.data?.myEmailDeliveries).toEqual([]);
});

describe('the email log, a page at a time', () => {
  /** Every id of the person's email log, read `first` at a time (the default when null) until a page comes back short. */
  async function pageThrough(userId: string, first: number | null): Promise<{ sizes: number[]; ids: string[] }> {
    const sizes: number[] = [];
    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const answer: Answer<{ myEmailLog: { id: string }[] }> = await graphql(userId, 'query ($first: Int, $after: ID) { myEmailLog(first: $first, after: $after) { id } }', { ...(first === null ? {} : { first }), after });
      expect(answer.errors).toBeUndefined();
      const page = answer.data!.myEmailLog.map((email) => email.id);
      sizes.push(page.length);
      ids.push(...page);
      if (page.length < (first ?? 200)) return { sizes, ids };
      after = page.at(-1)!;
    }
  }

  it('holds every email exactly once across pages, oldest first, emails of one instant told apart by id', async () => {
    const userId = randomUUID();
    // 205 sent emails, three to each microsecond.
    await db.query(
      `insert into notification.email_log (user_id, recipient, kind, subject, status, created_at)
       select $1, 'reader@example.test', 'test', 'Email ' || n, 'sent', timestamptz '2026-03-01T09:00:00Z' + (n / 3) * interval '1 microsecond' from generate_series(1, 205) n`,
      [userId],
    );
    const { rows } = await db.query<{ id: string }>('select id from notification.email_log where user_id = $1 order by created_at, id', [userId]);

    const byDefault = await pageThrough(userId, null);
    expect(byDefault.sizes).toEqual([200, 5]);
    expect(byDefault.ids).toEqual(rows.map((row) => row.id));
    const small = await pageThrough(userId, 60);
    expect(small.sizes).toEqual([60, 60, 60, 25]);
    expect(small.ids).toEqual(rows.map((row) => row.id));
  });

  it('refuses a page over the cap, and a cursor naming none of the person\'s emails, as BAD_USER_INPUT naming the argument', async () => {
    const userId = randomUUID();
    const refusals = [
      ['{ myEmailLog(first: 201) { id } }', 'first: must be between 1 and 200'],
      [`{ myEmailLog(after: "${randomUUID()}") { id } }`, 'after: names no item of the list'],
    ] as const;
    for (const [query, message] of refusals) {
      const answer = await graphql(userId, query);
      expect({ query, error: answer.errors?.[0] }).toMatchObject({ query, error: { message, extensions: { code: 'BAD_USER_INPUT' } } });
    }
  });
});

const reminderKey = (offset: string, id: string) => `${JOBS_PREFIX}:notification:session-reminder-${offset}-${id}`;

it('sets reminders 24 hours and 10 minutes before a scheduled session, moves them with its start and removes them when it is cancelled', async () => {
  const inTwoDays = new Date(Date.now() + 2 * 24 * 3600_000);
  const session = sessionData({ scheduledStart: inTwoDays.toISOString() });
  await publish(groupsSessionScheduled, session);
  await waitFor('the reminders to be set', async () => (await redis.exists(reminderKey('24h', session.groupSessionId), reminderKey('10m', session.groupSessionId))) === 2);

  const later = new Date(inTwoDays.getTime() + 3600_000).toISOString();
  await publish(groupsSessionScheduled, { ...session, scheduledStart: later });
  await waitFor('the reminders to move', async () => {
    const data = await redis.hget(reminderKey('10m', session.groupSessionId), 'data');
    return data !== null && (JSON.parse(data) as { scheduledStart: string }).scheduledStart === later;
  });

  await publish(groupsSessionCancelled, { ...session, scheduledStart: later, reason: 'not-started' });
  await waitFor('the reminders to be removed', async () => (await redis.exists(reminderKey('24h', session.groupSessionId), reminderKey('10m', session.groupSessionId))) === 0);
});

it('reminds the participants ten minutes before the start', async () => {
  const participant = await person();
  await known([participant]);
  const session = sessionData({ name: 'Quiet Noon', scheduledStart: new Date(Date.now() + 10 * 60_000 + 3000).toISOString() });
  await publish(groupsSessionScheduled, session);
  await publish(groupsParticipantJoined, { groupSessionId: session.groupSessionId, userId: participant, at: new Date().toISOString() });
  await sink.waitForCount(1, { address: addressOf(participant), timeoutMs: 15_000 });
  const [mail] = await sink.read(addressOf(participant));
  expect(mail!.subject).toBe('Starting in 10 minutes: Quiet Noon');
  expect(await redis.exists(reminderKey('24h', session.groupSessionId))).toBe(0);
});

it('sends the test email to the signed-in user’s own address only, a few times an hour', async () => {
  const [sender, bystander] = await Promise.all([person(), person()]);
  await known([sender, bystander]);
  const sent = await graphql<{ sendTestSessionEmail: { recipient: string; status: string } }>(sender, 'mutation { sendTestSessionEmail { recipient status } }');
  expect(sent.data?.sendTestSessionEmail.recipient).toBe(addressOf(sender));
  await sink.waitForCount(1, { address: addressOf(sender) });
  const [mail] = await sink.read(addressOf(sender));
  expect(mail!.to).toEqual([addressOf(sender)]);
  expect(mail!.subject).toBe('Live Now: Morning Peace Meditation - Join Your Community');

  for (let count = 2; count <= 3; count++) expect((await graphql(sender, 'mutation { sendTestSessionEmail { id } }')).errors).toBeUndefined();
  const refused = await graphql(sender, 'mutation { sendTestSessionEmail { id } }');
  expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
  expect(refused.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(3500);
  await sink.waitForCount(3, { address: addressOf(sender) });
  await settled();
  expect(await sink.read(addressOf(sender))).toHaveLength(3);
  expect(await sink.read(addressOf(bystander))).toHaveLength(0);

  expect((await graphql(null, 'mutation { sendTestSessionEmail { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

it('takes a test email while Redis stalls, without an internal error, and sends it once Redis answers again', async () => {
  const sender = await person();
  await known([sender]);
  const queued = async () => Number((await db.query<{ count: string }>('select count(*) from notification.email_log where user_id = $1', [sender])).rows[0]!.count);
  redisServer.process!.kill('SIGSTOP');
  let answer: Answer<unknown> | 'no answer';
  try {
    // Bounded, so Redis is woken whatever happens: a request the stall holds is itself the failure.
    answer = await Promise.race([graphql(sender, 'mutation { sendTestSessionEmail { id } }'), new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), 15_000))]);
  } finally {
    redisServer.process!.kill('SIGCONT');
  }
  expect(answer).not.toBe('no answer');
  expect((answer as Answer<unknown>).errors).toBeUndefined();
  expect(await queued()).toBe(1);
  await sink.waitForCount(1, { address: addressOf(sender) });
});

it('serves the preview of the test email: the same template, sample session and community', async () => {
  const answer = await graphql<{ sessionEmailPreview: { subject: string; html: string; text: string } }>(null, '{ sessionEmailPreview { subject html text } }');
  expect(answer.data?.sessionEmailPreview.subject).toBe('Live Now: Morning Peace Meditation - Join Your Community');
  expect(answer.data?.sessionEmailPreview.html).toContain('Global Peace Circle');
  expect(answer.data?.sessionEmailPreview.html).toContain('Start Meditating Now');
});

it('stops mailing a deleted community’s members', async () => {
  const groupId = randomUUID();
  const member = await person();
  await known([member]);
  await publish(communitiesMemberJoined, { groupId, userId: member, role: 'member', at: new Date().toISOString() });
  await publish(communitiesCommunityDeleted, { groupId, deletedBy: randomUUID(), at: new Date().toISOString() });
  const session = sessionData({ groupId });
  const marker = await person();
  await known([marker]);
  await publish(groupsParticipantJoined, { groupSessionId: session.groupSessionId, userId: marker, at: new Date().toISOString() });
  await start(session);
  await sink.waitForCount(1, { address: addressOf(marker) });
  await settled();
  expect(await sink.read(addressOf(member))).toHaveLength(0);
});

it('sends the rest of a batch after the service was killed in the middle of it', async () => {
  const people = await Promise.all(Array.from({ length: 150 }, () => person()));
  await known(people);
  const session = sessionData();
  await Promise.all(people.map((userId) => publish(groupsParticipantJoined, { groupSessionId: session.groupSessionId, userId, at: new Date().toISOString() })));
  await waitFor('the participants to be known', async () => (await db.query("select 1 from notification.session_participants where group_session_id = $1 and status = 'active'", [session.groupSessionId])).rowCount === people.length);
  const before = sink.messages().length;
  await start(session);
  await waitFor('the first emails to arrive', async () => sink.messages().length > before, 20_000);
  service!.process.kill('SIGKILL');
  await new Promise((resolve) => service!.process.once('exit', resolve));
  const sentBeforeKill = sink.messages().length - before;
  expect(sentBeforeKill).toBeLessThan(people.length);

  await service!.restart();
  // Emails whose send was cut off are taken up again once their claim's lease and their job's lock expire.
  for (const userId of people) await sink.waitForCount(1, { address: addressOf(userId), timeoutMs: 90_000 });
  await waitFor('every delivery to be recorded as sent', async () => (await deliveriesOf(session.groupSessionId)).every((row) => row.status === 'sent'), 30_000);
  // At most the emails in flight at the kill can have gone twice; none was lost.
  expect(sink.messages().length - before).toBeLessThanOrEqual(people.length + 30);
}, 180_000);

it('tells the others, not the creator who started it, that a session outside any community is live, without a community row', async () => {
  const [creator, other] = await Promise.all([person(), person()]);
  await known([creator, other]);
  const session = sessionData({ name: 'Quiet Noon', duration: 1, createdBy: creator });
  for (const userId of [creator, other]) await publish(groupsParticipantJoined, { groupSessionId: session.groupSessionId, userId, at: new Date().toISOString() });
  await waitFor('the participants to be known', async () => (await db.query("select 1 from notification.session_participants where group_session_id = $1 and status = 'active'", [session.groupSessionId])).rowCount === 2);

  await start(session);
  await sink.waitForCount(1, { address: addressOf(other) });
  const [mail] = await sink.read(addressOf(other));
  expect(mail!.subject).toBe('Live Now: Quiet Noon - Join the Group Session');
  expect(mail!.text).not.toMatch(/community/i);
  expect(mail!.text).toContain('1 minute');
  expect(mail!.text).not.toContain('1 minutes');
  // The session's emails are queued in one transaction: the one that arrived was all of them.
  expect((await deliveriesOf(session.groupSessionId)).map((row) => row.user_id)).toEqual([other]);
  expect(await sink.read(addressOf(creator))).toHaveLength(0);
});

describe('mail a member cannot flood', () => {
  async function community(members: string[]): Promise<string> {
    const groupId = randomUUID();
    await publish(communitiesCommunityCreated, {
      groupId,
      name: 'Busy Circle',
      intention: 'Unity',
      isPublic: true,
      maxMembers: 100,
      createdBy: members[0]!,
      meetingSchedule: null,
      meetingDays: [],
      meetingTime: null,
      timezone: 'UTC',
      meditationDuration: 10,
      at: new Date().toISOString(),
    });
    for (const userId of members) await publish(communitiesMemberJoined, { groupId, userId, role: 'member', at: new Date().toISOString() });
    await waitFor('the members to be known', async () => (await db.query("select 1 from notification.community_members where group_id = $1 and status = 'active'", [groupId])).rowCount === members.length);
    return groupId;
  }

  it('mails the owner one Live Now when a member starts ten community sessions at once, recording the rest as skipped', async () => {
    const [owner, starter] = await Promise.all([person(), person()]);
    await known([owner, starter]);
    const groupId = await community([owner, starter]);
    const sessions = Array.from({ length: 10 }, (_, index) => sessionData({ groupId, name: `Flood ${index}`, createdBy: starter }));
    await Promise.all(sessions.map((session) => start(session)));
    await sink.waitForCount(1, { address: addressOf(owner) });
    await settled();
    expect(await sink.read(addressOf(owner))).toHaveLength(1);
    const deliveries = (await Promise.all(sessions.map((session) => deliveriesOf(session.groupSessionId)))).flat();
    expect(deliveries.map((row) => row.status).sort()).toEqual(['sent', ...Array.from({ length: 9 }, () => 'skipped')]);
    for (const row of deliveries.filter((delivery) => delivery.status === 'skipped')) expect(row.error).toBe('this community mailed a session start in the last 15 minutes');
  });

  it('mails one person at most four session emails an hour, whoever starts the sessions', async () => {
    const [busy, ...starters] = await Promise.all(Array.from({ length: 7 }, () => person()));
    await known([busy!, ...starters]);
    const sessions = [];
    for (const starter of starters) sessions.push(sessionData({ groupId: await community([busy!, starter]), createdBy: starter }));
    for (const session of sessions) await start(session);
    await sink.waitForCount(4, { address: addressOf(busy!) });
    await settled();
    expect(await sink.read(addressOf(busy!))).toHaveLength(4);
    const skipped = (await Promise.all(sessions.map((session) => deliveriesOf(session.groupSessionId)))).flat().filter((row) => row.status === 'skipped');
    expect(skipped.map((row) => row.error)).toEqual(['already 4 session emails in the last hour', 'already 4 session emails in the last hour']);
  });
});
