import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { groupParticipants, groupSessions, processedEvents } from '../db/schema.js';
import { startConsumerFixture, type ConsumerFixture } from '../testing/events.js';
import { groupSessionEvents } from '../testing/group-sessions.js';
import { GROUP_SESSIONS_CONSUMER, groupSessionsConsumer } from './consume.js';
import { serviceInfra, startPrivateBus } from '@peace/scripts/testing';

/** The service's groups consumer over a private NATS and the run's PostgreSQL, fed as the groups service feeds it. */
let events: ConsumerFixture<(typeof groupSessionsConsumer.contracts)[number]>;

beforeAll(async () => {
  events = await startConsumerFixture({ ...(await serviceInfra('meditation')), events: await startPrivateBus('meditation-groups') }, () => groupSessionsConsumer);
}, 60_000);

afterAll(async () => {
  await events?.close();
});

const sessionRow = async (id: string) => (await events.fixture.deps.db.select().from(groupSessions).where(eq(groupSessions.id, id)))[0];
const participantStatus = async (groupSessionId: string, userId: string) =>
  (await events.fixture.deps.db.select().from(groupParticipants).where(and(eq(groupParticipants.groupSessionId, groupSessionId), eq(groupParticipants.userId, userId))))[0]?.status;

describe('the groups consumer', () => {
  it('keeps the sessions and participants the groups service publishes', async () => {
    const userId = randomUUID();
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 15);
    for (const event of [session.scheduled(), session.joined(userId), session.started()]) await events.publish(event);
    await events.consumed();
    expect(await sessionRow(session.id)).toEqual({ id: session.id, duration: 15, status: 'active', scheduledStart: session.startsAt, startsAt: session.startsAt, endsAt: session.endsAt });
    expect(await participantStatus(session.id, userId)).toBe('joined');
  });

  it('changes nothing when an event is delivered again', async () => {
    const userId = randomUUID();
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 10);
    const joined = session.joined(userId, '2025-04-01T11:50:00.000Z');
    await events.publish(joined);
    await events.publish(session.left(userId, '2025-04-01T11:55:00.000Z'));
    await events.consumed();
    // Past the stream's duplicate window (here: under another message id) the event arrives again.
    await events.publish(joined, randomUUID());
    await events.consumed();
    expect(await participantStatus(session.id, userId)).toBe('left');
    const journal = await events.fixture.deps.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(processedEvents)
      .where(and(eq(processedEvents.consumer, GROUP_SESSIONS_CONSUMER), eq(processedEvents.eventId, joined.id)));
    expect(journal).toEqual([{ count: 1 }]);
    expect(await events.consumer.apply(joined)).toBe(false);
  });

  it('catches up on what was published while it was down', async () => {
    const userId = randomUUID();
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 20);
    await events.stop();
    for (const event of [session.joined(userId), session.started(), session.completed()]) await events.publish(event);
    expect(await sessionRow(session.id)).toBeUndefined();
    await events.start();
    await events.consumed();
    expect(await sessionRow(session.id)).toMatchObject({ status: 'completed', duration: 20, endsAt: session.endsAt });
    expect(await participantStatus(session.id, userId)).toBe('joined');
  });
});
