import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { advanceControlledClock, connectBus, createDatabase, createLogger, setControlledClock, createRedis, INTERNAL_HEADER, migrateService, signInternalHeader, type Bus, type Redis } from '@peace/kit';
import { PresenceStore } from '@peace/meditation/live';
import {
  communitiesCommunityCreated,
  communitiesCommunityDeleted,
  communitiesMemberJoined,
  communitiesMemberLeft,
  createEnvelope,
  identityUserCreated,
  identityUserUpdated,
  meditationAchievementUnlocked,
  meditationSettingsUpdated,
  meditationSessionCompleted,
  meditationSessionStopped,
  STREAM_NAME,
  type Envelope,
  type EventData,
  type Intention,
} from '@peace/proto';
import { freePort, launchComponent, startNats, startRedis, waitFor, type Component, type ServerHandle } from '@peace/scripts/harness';
import { createTestDatabase } from '@peace/scripts/testing';
import { rebuildReadModels } from './commands/rebuild.js';
import { schema } from './db/schema.js';
import { COMMUNITIES_CONSUMER, MEMBERS_CONSUMER, PRACTICE_CONSUMER } from './events/index.js';

/**
 * The built stats service as a process over its own NATS and Redis (the global figures count
 * everything in the stream, so no other suite may publish into it) and a fresh database. The
 * test publishes the meditation service's events itself, exactly as the contract defines them.
 */
const ENTRY = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const secret = randomBytes(24).toString('hex');
const DAY_MS = 86_400_000;
// The service's clock starts at midday UTC and the events happen that morning, so "today" is the
// same day for both whatever the machine's clock says.
const SERVICE_START = '2026-03-10T12:30:00.000Z';
const THIS_MORNING = new Date('2026-03-10T09:00:00.000Z');

let dir: string;
let redisServer: ServerHandle;
let natsServer: ServerHandle;
let databaseUrl: string;
let port: number;
let redis: Redis;
let bus: Bus;
let lastSequence = 0;

let stats: Component | undefined;

/** The built service as a process; stopping and starting it again keeps its port and settings. */
async function startService(): Promise<void> {
  if (stats) {
    await stats.restart();
    return;
  }
  stats = await launchComponent(
    'stats',
    ENTRY,
    { NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, REDIS_URL: redisServer.url, NATS_URL: natsServer.url, INTERNAL_SECRET: secret, PEACE_TEST_CLOCK: '1' },
    port,
    '/readyz',
  );
}

async function stopService(): Promise<void> {
  await stats?.stop();
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-stats-'));
  [redisServer, natsServer] = await Promise.all([startRedis({ dir: path.join(dir, 'redis') }), startNats({ dir: path.join(dir, 'nats') })]);
  databaseUrl = await createTestDatabase('stats');
  await migrateService('stats', databaseUrl);
  port = await freePort();
  bus = await connectBus(natsServer.url, 'stats-service-test');
  redis = createRedis(redisServer.url, 'stats-service-test');
  await setControlledClock(redisServer.url, SERVICE_START);
  await startService();
}, 90_000);

afterAll(async () => {
  await stopService();
  redis?.disconnect();
  await bus?.close();
  await Promise.all([redisServer?.stop(), natsServer?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

function completed(intention: Intention, duration: number, completedAt = THIS_MORNING, userId: string = randomUUID()): Envelope<EventData<typeof meditationSessionCompleted>> {
  return createEnvelope(
    meditationSessionCompleted,
    { sessionId: randomUUID(), userId, intention, duration, groupSessionId: null, location: 'Accra, Ghana', completedAt: completedAt.toISOString() },
    completedAt,
  );
}

/** Publishes as the outbox relay does: the event id is the message id unless a test says otherwise. */
async function publish(envelope: Envelope<unknown>, msgID = envelope.id) {
  const ack = await bus.js.publish(envelope.type, JSON.stringify(envelope), { msgID });
  lastSequence = Math.max(lastSequence, ack.seq);
  return ack;
}

/** Waits until the service's durable consumer has applied and acknowledged everything published. */
async function consumed(): Promise<void> {
  await waitFor(
    'the stats consumer to catch up',
    async () => {
      const infos = await Promise.all([PRACTICE_CONSUMER, MEMBERS_CONSUMER, COMMUNITIES_CONSUMER].map((durable) => bus.jsm.consumers.info(STREAM_NAME, durable)));
      // Each consumer sees only its own subjects, so its floor is the last of those it has acked.
      return infos.every((info) => info.num_pending === 0 && info.num_ack_pending === 0) && Math.max(...infos.map((info) => info.delivered.stream_seq)) >= lastSequence;
    },
    20_000,
  );
}

async function ask<T>(text: string, userId: string | null = null): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId, requestId: randomUUID() }, secret) },
    body: JSON.stringify({ query: text }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function query<T>(text: string, userId: string | null = null): Promise<T> {
  const answer = await ask<T>(text, userId);
  if (!answer.data || answer.errors) throw new Error(`query failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** The error code and message a query fails with. */
async function failure(text: string, userId: string | null = null): Promise<{ code: string | undefined; message: string }> {
  const answer = await ask(text, userId);
  const error = answer.errors?.[0];
  if (!error) throw new Error(`expected ${text} to fail`);
  return { code: error.extensions?.code, message: error.message };
}

type Global = { globalStats: { activeMeditators: number | null; totalSessions: number; totalMinutes: number; todaysTotalSessions: number; totalMinutesToday: number } };
type Intentions = { intentionStats: { totalSessions: number; intentions: { intention: string; count: number; percentage: number }[] } };

const globalFigures = () => query<Global>(`{ globalStats { activeMeditators totalSessions totalMinutes todaysTotalSessions totalMinutesToday } }`).then((data) => data.globalStats);
const intentionFigures = () => query<Intentions>(`{ intentionStats { totalSessions intentions { intention count percentage } } }`).then((data) => data.intentionStats);

const first = completed('Peace', 5);

describe('the stats service', () => {
  it('answers zeros before anyone has meditated', async () => {
    expect(await globalFigures()).toEqual({ activeMeditators: 0, totalSessions: 0, totalMinutes: 0, todaysTotalSessions: 0, totalMinutesToday: 0 });
    const intentions = await intentionFigures();
    expect(intentions.totalSessions).toBe(0);
    expect(intentions.intentions).toHaveLength(7);
    expect(intentions.intentions.every((share) => share.count === 0 && share.percentage === 0)).toBe(true);
  });

  it('answers the figures with the meditating count unknown (null) while Redis stalls', async () => {
    const pid = redisServer.process?.pid;
    if (pid === undefined) throw new Error('the Redis server has no process');
    process.kill(pid, 'SIGSTOP');
    try {
      expect(await globalFigures()).toEqual({ activeMeditators: null, totalSessions: 0, totalMinutes: 0, todaysTotalSessions: 0, totalMinutesToday: 0 });
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    expect((await globalFigures()).activeMeditators).toBe(0);
  });

  it('counts completed meditations, today by the day they ended', async () => {
    await publish(first);
    await publish(completed('Peace', 10));
    await publish(completed('Love', 20, new Date(THIS_MORNING.getTime() - DAY_MS)));
    await consumed();
    expect(await globalFigures()).toEqual({ activeMeditators: 0, totalSessions: 3, totalMinutes: 35, todaysTotalSessions: 2, totalMinutesToday: 15 });
    const shares = [
      { intention: 'Peace', count: 2, percentage: 67 },
      { intention: 'Love', count: 1, percentage: 33 },
      { intention: 'Non-Violence', count: 0, percentage: 0 },
      { intention: 'Forgiveness', count: 0, percentage: 0 },
      { intention: 'Compassion', count: 0, percentage: 0 },
      { intention: 'Unity', count: 0, percentage: 0 },
      { intention: 'Service', count: 0, percentage: 0 },
    ];
    const intentions = await intentionFigures();
    expect(intentions.totalSessions).toBe(3);
    expect(intentions.intentions).toEqual(shares.map((share) => ({ ...share, intention: share.intention.toUpperCase().replace('-', '_') })));
  });

  it('catches up on what was completed while it was down', async () => {
    await stopService();
    await publish(completed('Unity', 10));
    await publish(completed('Service', 5));
    await publish(completed('Unity', 20));
    await startService();
    await consumed();
    expect(await globalFigures()).toMatchObject({ totalSessions: 6, totalMinutes: 70, todaysTotalSessions: 5, totalMinutesToday: 50 });
    expect((await intentionFigures()).intentions.slice(0, 4)).toEqual([
      { intention: 'PEACE', count: 2, percentage: 33 },
      { intention: 'UNITY', count: 2, percentage: 33 },
      { intention: 'LOVE', count: 1, percentage: 17 },
      { intention: 'SERVICE', count: 1, percentage: 17 },
    ]);
  });

  it('changes nothing when an event is delivered again', async () => {
    const before = await globalFigures();
    // Within the stream's duplicate window JetStream itself drops a re-publish ...
    expect((await publish(first)).duplicate).toBe(true);
    // ... and past it (here: under another message id) the consumer's journal does.
    await publish(first, randomUUID());
    await consumed();
    expect(await globalFigures()).toEqual(before);
    expect((await intentionFigures()).totalSessions).toBe(6);
  });

  it('counts the people meditating now, each once, until their sit ends', async () => {
    const presence = new PresenceStore(redis);
    // Written as the meditation service writes them: each person's sit with its end and revision.
    const later = Date.now() + 365 * DAY_MS;
    await presence.meditating('person-a', 'Peace', 1, later, Date.now());
    await presence.meditating('person-a', 'Peace', 2, later, Date.now());
    await presence.meditating('person-b', 'Peace', 3, later, Date.now());
    await presence.meditating('person-c', 'Peace', 4, 1, Date.now());
    expect((await globalFigures()).activeMeditators).toBe(2);
    await presence.notMeditating('person-b', 5, Date.now());
    expect((await globalFigures()).activeMeditators).toBe(1);
  });

  it('starts a new day on the service clock', async () => {
    await advanceControlledClock(redisServer.url, DAY_MS);
    await waitFor('the next day', async () => (await globalFigures()).todaysTotalSessions === 0, 5_000);
    expect(await globalFigures()).toMatchObject({ totalSessions: 6, totalMinutes: 70, totalMinutesToday: 0 });
  });
});

// From here on the service's clock reads Wednesday 2026-03-11, 12:30 UTC.
const WEDNESDAY = new Date('2026-03-11T12:30:00.000Z');
const at = (iso: string) => new Date(iso);

function signedUp(userId: string, createdAt: string) {
  return createEnvelope(identityUserCreated, { userId, email: `${userId}@example.org`, firstName: 'Ama', lastName: 'Mensah', profileImageUrl: null, createdAt }, new Date(createdAt));
}

function community(groupId: string, name: string, intention: Intention, createdBy: string, options: { isPublic?: boolean; maxMembers?: number } = {}) {
  return createEnvelope(communitiesCommunityCreated, {
    groupId,
    name,
    intention,
    isPublic: options.isPublic ?? true,
    maxMembers: options.maxMembers ?? 100,
    createdBy,
    meetingSchedule: null,
    meetingDays: [],
    meetingTime: null,
    timezone: 'UTC',
    meditationDuration: 10,
    at: WEDNESDAY.toISOString(),
  });
}

const joined = (groupId: string, userId: string) => createEnvelope(communitiesMemberJoined, { groupId, userId, role: 'member', at: WEDNESDAY.toISOString() });
const left = (groupId: string, userId: string) => createEnvelope(communitiesMemberLeft, { groupId, userId, role: 'member', at: WEDNESDAY.toISOString() });
const stopped = (userId: string) =>
  createEnvelope(meditationSessionStopped, { sessionId: randomUUID(), userId, intention: 'Peace', duration: 5, groupSessionId: null, stoppedAt: WEDNESDAY.toISOString() });

type Comprehensive = {
  communityStats: { totalCommunities: number; activeCommunities: number; totalMembers: number };
  allTime: { totalUsers: number; totalSessions: number; totalMinutes: number; averageSessionLength: number };
  thisMonth: { totalSessions: number; totalMinutes: number; uniqueUsers: number };
};
const comprehensive = (timeZone = 'UTC') =>
  query<{ comprehensiveStats: Comprehensive }>(
    `{ comprehensiveStats(timeZone: "${timeZone}") { communityStats { totalCommunities activeCommunities totalMembers } allTime { totalUsers totalSessions totalMinutes averageSessionLength } thisMonth { totalSessions totalMinutes uniqueUsers } } }`,
  ).then((data) => data.comprehensiveStats);
type Member = { id: string; totalMinutes: number; totalSessions: number; topIntention: string | null };
const recent = (limit: number) => query<{ recentMembers: Member[] }>(`{ recentMembers(limit: ${limit}) { id totalMinutes totalSessions topIntention } }`).then((data) => data.recentMembers);
const mostActive = (limit: number) => query<{ mostActiveMembers: Member[] }>(`{ mostActiveMembers(limit: ${limit}) { id totalMinutes totalSessions topIntention } }`).then((data) => data.mostActiveMembers);
const week = (userId: string, timeZone = 'UTC') =>
  query<{ myWeek: { date: string; minutes: number; sessions: number }[] }>(`{ myWeek(timeZone: "${timeZone}") { date minutes sessions } }`, userId).then((data) => data.myWeek);
type Suggestion = { id: string; type: string; title: string; description: string; actionText: string; metadata: { intention: string | null; duration: number | null; groupId: string | null; achievementName: string | null } | null };
const recommendations = (userId: string, timeZone = 'UTC') =>
  query<{ recommendations: Suggestion[] }>(
    `{ recommendations(timeZone: "${timeZone}") { id type title description actionText metadata { intention duration groupId achievementName } } }`,
    userId,
  ).then((data) => data.recommendations);

// People and communities of the scenes below.
const ama = randomUUID();
const kofi = randomUUID();
const newcomer = randomUUID();
const founder = randomUUID();
const peaceCircle = randomUUID();
const loveCircle = randomUUID();
const closedCircle = randomUUID();

describe('members, communities and the month', () => {
  beforeAll(async () => {
    await publish(signedUp(ama, '2026-01-05T08:00:00.000Z'));
    await publish(signedUp(kofi, '2026-02-05T08:00:00.000Z'));
    await publish(signedUp(newcomer, '2026-03-11T08:00:00.000Z'));
    // Ama sits for Peace most, twenty minutes at a time: Monday and Tuesday, never yet today.
    await publish(completed('Peace', 20, at('2026-03-09T07:00:00.000Z'), ama));
    await publish(completed('Peace', 20, at('2026-03-10T07:00:00.000Z'), ama));
    await publish(completed('Love', 20, at('2026-03-10T18:00:00.000Z'), ama));
    // Kofi sat once, in the last hour of February by UTC (already March in Paris).
    await publish(completed('Love', 5, at('2026-02-28T23:30:00.000Z'), kofi));
    await publish(community(peaceCircle, 'Morning Peace Circle', 'Peace', founder));
    await publish(community(loveCircle, 'Loving Kindness', 'Love', founder));
    await publish(community(closedCircle, 'Closed Circle', 'Peace', founder, { isPublic: false }));
    await publish(joined(peaceCircle, founder));
    await publish(joined(peaceCircle, kofi));
    await publish(joined(loveCircle, founder));
    await publish(joined(loveCircle, ama));
    await consumed();
  });

  it('lists the newest members first, with their practice', async () => {
    const members = await recent(3);
    expect(members.map((member) => member.id)).toEqual([newcomer, kofi, ama]);
    expect(members[2]).toEqual({ id: ama, totalMinutes: 60, totalSessions: 3, topIntention: 'PEACE' });
    expect(members[0]).toEqual({ id: newcomer, totalMinutes: 0, totalSessions: 0, topIntention: null });
  });

  it('lists the people with the most minutes first', async () => {
    const active = await mostActive(10);
    expect(active[0]).toEqual({ id: ama, totalMinutes: 60, totalSessions: 3, topIntention: 'PEACE' });
    const minutes = active.map((member) => member.totalMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    expect(active.some((member) => member.id === newcomer)).toBe(false);
    expect(await mostActive(1)).toHaveLength(1);
  });

  it('lists members as identity last described them, an update replayed or not, an older one arriving late or not', async () => {
    const profile = '{ id firstName lastName profileImageUrl createdAt }';
    const lists = () => query<{ recentMembers: unknown[]; mostActiveMembers: unknown[] }>(`{ recentMembers(limit: 3) ${profile} mostActiveMembers(limit: 1) ${profile} }`);
    const renamed = createEnvelope(
      identityUserUpdated,
      { userId: newcomer, email: 'efua@example.org', firstName: 'Efua', lastName: 'Boateng', profileImageUrl: 'https://example.org/efua.png', createdAt: '2026-03-11T08:00:00.000Z' },
      WEDNESDAY,
    );
    await publish(renamed);
    await publish(renamed, randomUUID());
    await consumed();
    const { recentMembers, mostActiveMembers } = await lists();
    expect(recentMembers[0]).toEqual({ id: newcomer, firstName: 'Efua', lastName: 'Boateng', profileImageUrl: 'https://example.org/efua.png', createdAt: '2026-03-11T08:00:00.000Z' });
    expect(recentMembers[1]).toEqual({ id: kofi, firstName: 'Ama', lastName: 'Mensah', profileImageUrl: null, createdAt: '2026-02-05T08:00:00.000Z' });
    expect(mostActiveMembers).toEqual([{ id: ama, firstName: 'Ama', lastName: 'Mensah', profileImageUrl: null, createdAt: '2026-01-05T08:00:00.000Z' }]);

    // An announcement made before the rename, delivered after it (a redelivery does this): the rename stays.
    await publish(
      createEnvelope(
        identityUserUpdated,
        { userId: newcomer, email: 'efua@example.org', firstName: 'Efua', lastName: 'Mensah', profileImageUrl: null, createdAt: '2026-03-11T08:00:00.000Z' },
        new Date(WEDNESDAY.getTime() - 60_000),
      ),
    );
    await consumed();
    expect((await lists()).recentMembers[0]).toEqual({ id: newcomer, firstName: 'Efua', lastName: 'Boateng', profileImageUrl: 'https://example.org/efua.png', createdAt: '2026-03-11T08:00:00.000Z' });
  });

  it('leaves out of both lists a person who asked to be hidden, and lists them again once they are not', async () => {
    const ids = async () => {
      const answer = await query<{ recentMembers: { id: string }[]; mostActiveMembers: { id: string }[] }>('{ recentMembers(limit: 100) { id } mostActiveMembers(limit: 100) { id } }');
      return { recent: answer.recentMembers.map((member) => member.id), mostActive: answer.mostActiveMembers.map((member) => member.id) };
    };
    const announced = (hiddenFromLists: boolean, minutesLater: number) =>
      createEnvelope(
        identityUserUpdated,
        { userId: ama, email: `${ama}@example.org`, firstName: 'Ama', lastName: 'Mensah', profileImageUrl: null, createdAt: '2026-01-05T08:00:00.000Z', hiddenFromLists },
        new Date(WEDNESDAY.getTime() + minutesLater * 60_000),
      );
    const shown = await ids();
    expect(shown.recent).toContain(ama);
    expect(shown.mostActive).toContain(ama);

    await publish(announced(true, 1));
    await consumed();
    const hidden = await ids();
    expect(hidden.recent).not.toContain(ama);
    expect(hidden.mostActive).not.toContain(ama);
    expect(hidden.recent).toContain(kofi);

    await publish(announced(false, 2));
    await consumed();
    // An announcement older than the last one, arriving late, does not hide her again.
    await publish(announced(true, 1), randomUUID());
    await consumed();
    const again = await ids();
    expect(again.recent).toContain(ama);
    expect(again.mostActive).toContain(ama);
  });

  it.each([0, 101, -3])('refuses a list of %i people with a clear message', async (limit) => {
    for (const list of ['recentMembers', 'mostActiveMembers']) {
      const { code, message } = await failure(`{ ${list}(limit: ${limit}) { id } }`);
      expect(code).toBe('BAD_USER_INPUT');
      expect(message).toMatch(/^limit: must be from 1 to 100/);
    }
  });

  it('counts communities, their members and the active ones', async () => {
    const figures = await comprehensive();
    // Kofi last sat in February: within 30 days of today, so the Peace circle is active too.
    expect(figures.communityStats).toEqual({ totalCommunities: 3, activeCommunities: 2, totalMembers: 4 });
    await publish(left(peaceCircle, kofi));
    await publish(left(peaceCircle, kofi));
    await publish(createEnvelope(communitiesCommunityDeleted, { groupId: loveCircle, deletedBy: founder, at: WEDNESDAY.toISOString() }));
    await consumed();
    expect((await comprehensive()).communityStats).toEqual({ totalCommunities: 2, activeCommunities: 0, totalMembers: 1 });
  });

  it('counts all time and the month in the time zone asked', async () => {
    const utc = await comprehensive('UTC');
    const paris = await comprehensive('Europe/Paris');
    expect(utc.allTime).toEqual({ totalUsers: 3, totalSessions: 10, totalMinutes: 135, averageSessionLength: 13.5 });
    expect(paris.allTime).toEqual(utc.allTime);
    // Kofi's sit ended on 28 February by UTC, on 1 March in Paris.
    expect(paris.thisMonth.totalSessions).toBe(utc.thisMonth.totalSessions + 1);
    expect(paris.thisMonth.totalMinutes).toBe(utc.thisMonth.totalMinutes + 5);
    expect(paris.thisMonth.uniqueUsers).toBe(utc.thisMonth.uniqueUsers + 1);
    expect(utc.thisMonth).toEqual({ totalSessions: 9, totalMinutes: 130, uniqueUsers: 7 });
  });

  it('refuses a time zone it does not know', async () => {
    const { code, message } = await failure(`{ comprehensiveStats(timeZone: "Mars/Olympus") { allTime { totalUsers } } }`);
    expect(code).toBe('BAD_USER_INPUT');
    expect(message).toMatch(/timeZone/);
  });
});

describe("a person's week", () => {
  it('answers their minutes for each day from Monday in their time zone', async () => {
    const days = await week(ama);
    expect(days.map((day) => day.date)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    expect(days.map((day) => day.minutes)).toEqual([20, 40, 0, 0, 0, 0, 0]);
    expect(days.map((day) => day.sessions)).toEqual([1, 2, 0, 0, 0, 0, 0]);
    // 18:00 UTC on Tuesday is already Wednesday in Tokyo.
    expect((await week(ama, 'Asia/Tokyo')).map((day) => day.minutes)).toEqual([20, 20, 20, 0, 0, 0, 0]);
  });

  it('needs the person signed in', async () => {
    expect((await failure(`{ myWeek { date } }`)).code).toBe('UNAUTHENTICATED');
    expect((await failure(`{ recommendations { id } }`)).code).toBe('UNAUTHENTICATED');
  });
});

/** The meditation service's announcement of a person's day rule. */
function dayRule(userId: string, revision: number, rule: { dayEndHour: number; grace: boolean }) {
  return createEnvelope(meditationSettingsUpdated, { userId, ...rule, revision, updatedAt: WEDNESDAY.toISOString() }, WEDNESDAY);
}

describe('recommendations from the read models', () => {
  beforeAll(async () => {
    // Without grace a streak is at risk whenever today is not practised yet.
    await publish(dayRule(ama, 1, { dayEndHour: 0, grace: false }));
    await consumed();
  });

  it('warns of a streak at risk with the usual intention and length, then offers what the practice lacks', async () => {
    const suggestions = await recommendations(ama);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions[0]).toMatchObject({
      id: 'streak-2',
      type: 'STREAK',
      title: 'Keep your 2-day streak',
      metadata: { intention: 'PEACE', duration: 20 },
    });
    expect(suggestions.map((suggestion) => suggestion.type)).toEqual(['STREAK', 'ACHIEVEMENT', 'INTENTION']);
    // Two days into a three-day streak: the closest achievement.
    expect(suggestions[1]).toMatchObject({ id: 'achievement-streak-3', title: 'Unlock Three Days Running', metadata: { achievementName: 'Three Days Running' } });
    expect(suggestions[2]).toMatchObject({ id: 'intention-Non-Violence', metadata: { intention: 'NON_VIOLENCE', duration: 20 } });
  });

  it('no longer warns once today has been practised, in their time zone', async () => {
    // 01:00 UTC on Wednesday is still Tuesday evening in New York.
    await publish(completed('Peace', 20, at('2026-03-11T01:00:00.000Z'), ama));
    await consumed();
    expect((await recommendations(ama)).map((suggestion) => suggestion.type)).not.toContain('STREAK');
    expect((await recommendations(ama, 'America/New_York'))[0]).toMatchObject({ type: 'STREAK', title: 'Keep your 2-day streak' });
  });

  it("follows the person's day rule: grace that would forgive today, or a day that ends later, is no risk", async () => {
    // In New York Ama practised Monday and Tuesday and not yet on Wednesday (08:30 local): at risk without grace.
    expect((await recommendations(ama, 'America/New_York'))[0]).toMatchObject({ type: 'STREAK' });
    await publish(dayRule(ama, 2, { dayEndHour: 0, grace: true }));
    await consumed();
    expect((await recommendations(ama, 'America/New_York')).map((suggestion) => suggestion.type)).not.toContain('STREAK');
    // An older announcement delivered late changes nothing.
    await publish(dayRule(ama, 1, { dayEndHour: 0, grace: false }));
    await consumed();
    expect((await recommendations(ama, 'America/New_York')).map((suggestion) => suggestion.type)).not.toContain('STREAK');
    // With the day ending at 9 am, 08:30 on Wednesday is still Tuesday, which is practised.
    await publish(dayRule(ama, 3, { dayEndHour: 9, grace: false }));
    await consumed();
    expect((await recommendations(ama, 'America/New_York')).map((suggestion) => suggestion.type)).not.toContain('STREAK');
    await publish(dayRule(ama, 4, { dayEndHour: 0, grace: false }));
    await consumed();
    expect((await recommendations(ama, 'America/New_York'))[0]).toMatchObject({ type: 'STREAK' });
  });

  it('suggests a community on the intention practised most, never one already joined, private or full', async () => {
    // Kofi practises Love only; the Love community is gone, so none is suggested.
    expect((await recommendations(kofi)).some((suggestion) => suggestion.type === 'COMMUNITY')).toBe(false);
    await publish(completed('Peace', 5, at('2026-03-11T09:00:00.000Z'), kofi));
    await publish(completed('Peace', 5, at('2026-03-11T10:00:00.000Z'), kofi));
    await consumed();
    const community = (await recommendations(kofi)).find((suggestion) => suggestion.type === 'COMMUNITY');
    expect(community).toMatchObject({ id: `community-${peaceCircle}`, title: 'Join Morning Peace Circle', metadata: { groupId: peaceCircle, intention: 'PEACE', duration: 10 } });
    await publish(joined(peaceCircle, kofi));
    await consumed();
    expect((await recommendations(kofi)).some((suggestion) => suggestion.type === 'COMMUNITY')).toBe(false);
  });

  it('suggests a longer length to somebody who finishes their sits, not to somebody who stops them', async () => {
    // Kofi: three 5-minute sits finished and none stopped.
    expect((await recommendations(kofi)).find((suggestion) => suggestion.type === 'DURATION')).toMatchObject({ id: 'duration-10', metadata: { duration: 10 } });
    await publish(stopped(kofi));
    await publish(stopped(kofi));
    await consumed();
    expect((await recommendations(kofi)).some((suggestion) => suggestion.type === 'DURATION')).toBe(false);
  });

  it('leaves out an achievement once it is unlocked', async () => {
    const before = await recommendations(kofi);
    expect(before.find((suggestion) => suggestion.type === 'ACHIEVEMENT')).toMatchObject({ id: 'achievement-streak-3' });
    await publish(
      createEnvelope(meditationAchievementUnlocked, { userId: kofi, achievementId: randomUUID(), slug: 'streak-3', name: 'Three Days Running', rarity: 'common', unlockedAt: WEDNESDAY.toISOString() }),
    );
    await consumed();
    expect((await recommendations(kofi)).map((suggestion) => suggestion.id)).not.toContain('achievement-streak-3');
  });

  it('gives a newcomer a first intention, their first achievement and a community', async () => {
    const suggestions = await recommendations(newcomer);
    expect(suggestions.map((suggestion) => suggestion.type)).toEqual(['INTENTION', 'ACHIEVEMENT', 'COMMUNITY']);
    expect(suggestions[0]).toMatchObject({ title: 'Begin with Peace', metadata: { intention: 'PEACE', duration: 5 } });
    expect(suggestions[1]).toMatchObject({ id: 'achievement-first-session', description: 'Complete your first meditation to unlock First Breath.' });
    expect(suggestions[2]).toMatchObject({ metadata: { groupId: peaceCircle } });
  });

  it('counts the minutes of partial sits, never the sits themselves towards a count of sits', async () => {
    const keeper = randomUUID();
    await publish(completed('Peace', 5, at('2026-03-11T08:00:00.000Z'), keeper));
    for (let sit = 1; sit <= 8; sit += 1) {
      const kept = completed('Peace', 4, at(`2026-03-11T08:${String(sit * 5).padStart(2, '0')}:00.000Z`), keeper);
      await publish({ ...kept, data: { ...kept.data, partial: true } });
    }
    await consumed();
    // One sit of ten sat to its end is far from Finding Your Rhythm; 37 of 100 minutes is the closest.
    const achievement = (await recommendations(keeper)).find((suggestion) => suggestion.type === 'ACHIEVEMENT');
    expect(achievement).toMatchObject({ id: 'achievement-minutes-100', description: '63 more minutes of meditation to unlock A Hundred Quiet Minutes.' });
    expect((await week(keeper)).find((day) => day.date === '2026-03-11')).toEqual({ date: '2026-03-11', minutes: 37, sessions: 9 });
  });
});

describe('rebuilding the read models from the stream', () => {
  const everything = async () => ({
    global: await globalFigures(),
    intentions: await intentionFigures(),
    utc: await comprehensive(),
    paris: await comprehensive('Europe/Paris'),
    recent: await recent(100),
    active: await mostActive(100),
    week: await week(ama, 'Asia/Tokyo'),
    ama: await recommendations(ama),
    kofi: await recommendations(kofi),
    newcomer: await recommendations(newcomer),
  });

  it('replays every event into empty tables and ends with the same figures', async () => {
    const before = await everything();
    const database = createDatabase(databaseUrl, schema, { applicationName: 'stats-rebuild-test' });
    try {
      const result = await rebuildReadModels({ db: database.db, bus, logger: createLogger('stats-rebuild-test', 'warn') });
      expect(result.lastSequence).toBe(lastSequence);
      // Every event published so far (five of them day rules, three members-list choices, eight partial sits), the one published twice under two message ids counted once.
      expect(result.applied).toBe(49);
    } finally {
      await database.close();
    }
    // Answered afresh from the rebuilt tables, not from figures the running service kept.
    await stopService();
    await startService();
    expect(await everything()).toEqual(before);
  });

  it('keeps counting live events once rebuilt, and none of the replayed ones twice', async () => {
    const before = await globalFigures();
    await publish(completed('Service', 10, at('2026-03-11T11:00:00.000Z')));
    // A replayed event redelivered to the live consumer changes nothing.
    await publish(first, randomUUID());
    await consumed();
    expect(await globalFigures()).toEqual({ ...before, totalSessions: before.totalSessions + 1, totalMinutes: before.totalMinutes + 10, todaysTotalSessions: before.todaysTotalSessions + 1, totalMinutesToday: before.totalMinutesToday + 10 });
  });
});

describe('figures kept between events', () => {
  it('show a completion on the very next read of every figure', async () => {
    const person = randomUUID();
    await publish(signedUp(person, '2026-03-11T09:00:00.000Z'));
    await consumed();
    const read = async () => ({
      global: await globalFigures(),
      intentions: await intentionFigures(),
      month: await comprehensive('Europe/Paris'),
      recent: (await recent(1))[0],
      active: await mostActive(100),
      week: await week(person, 'Europe/Paris'),
      suggestions: await recommendations(person, 'Europe/Paris'),
    });
    const before = await read();
    // Asked twice, so that the answers are the kept ones.
    expect(await read()).toEqual(before);
    await publish(completed('Compassion', 45, at('2026-03-11T12:00:00.000Z'), person));
    await consumed();
    const after = await read();
    expect(after.global.totalMinutes).toBe(before.global.totalMinutes + 45);
    expect(after.global.totalMinutesToday).toBe(before.global.totalMinutesToday + 45);
    expect(after.intentions.totalSessions).toBe(before.intentions.totalSessions + 1);
    expect(after.month.thisMonth).toEqual({ ...before.month.thisMonth, totalSessions: before.month.thisMonth.totalSessions + 1, totalMinutes: before.month.thisMonth.totalMinutes + 45, uniqueUsers: before.month.thisMonth.uniqueUsers + 1 });
    expect(after.recent).toEqual({ id: person, totalMinutes: 45, totalSessions: 1, topIntention: 'COMPASSION' });
    expect(after.active.find((member) => member.id === person)).toEqual({ id: person, totalMinutes: 45, totalSessions: 1, topIntention: 'COMPASSION' });
    expect(before.week.find((day) => day.date === '2026-03-11')?.minutes).toBe(0);
    expect(after.week.find((day) => day.date === '2026-03-11')?.minutes).toBe(45);
    expect(after.suggestions).not.toEqual(before.suggestions);
  });

  it('show a new member and a rename at the top of the newest members on the very next read, asked as the gateway asks', async () => {
    const document = 'query RecentMembers__stats__0($limit:Int){recentMembers(limit:$limit){id firstName lastName profileImageUrl createdAt}}';
    const newest = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId: randomUUID() }, secret) },
        body: JSON.stringify({ query: document, operationName: 'RecentMembers__stats__0', variables: { limit: 100 } }),
      });
      return ((await response.json()) as { data: { recentMembers: { id: string; firstName: string | null; lastName: string | null }[] } }).data.recentMembers;
    };
    const before = await newest();
    // Asked twice, so that the answer is the kept one.
    expect(await newest()).toEqual(before);
    const person = randomUUID();
    await publish(signedUp(person, '2026-03-11T10:00:00.000Z'));
    await consumed();
    const after = await newest();
    expect(after[0]).toMatchObject({ id: person, firstName: 'Ama', lastName: 'Mensah' });
    expect(after.slice(1)).toEqual(before.slice(0, 99));
    await publish(
      createEnvelope(
        identityUserUpdated,
        { userId: person, email: `${person}@example.org`, firstName: 'Abena', lastName: 'Owusu', profileImageUrl: null, createdAt: '2026-03-11T10:00:00.000Z' },
        WEDNESDAY,
      ),
    );
    await consumed();
    expect((await newest())[0]).toMatchObject({ id: person, firstName: 'Abena', lastName: 'Owusu' });
  });

  it('lapse when the month ends, with no event in between', async () => {
    const march = await comprehensive('UTC');
    expect(march.thisMonth.totalSessions).toBeGreaterThan(0);
    // From Wednesday 11 March to 1 April.
    await advanceControlledClock(redisServer.url, 21 * DAY_MS);
    await waitFor('April', async () => (await comprehensive('UTC')).thisMonth.totalSessions === 0, 5_000);
    expect((await comprehensive('UTC')).thisMonth).toEqual({ totalSessions: 0, totalMinutes: 0, uniqueUsers: 0 });
    expect((await comprehensive('UTC')).allTime).toEqual(march.allTime);
  });
});
