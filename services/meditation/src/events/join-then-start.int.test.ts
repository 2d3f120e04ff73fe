import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { waitFor } from '@peace/scripts/harness';
import { serviceInfra, startPrivateBus } from '@peace/scripts/testing';
import { getActiveSession, startActiveSession } from '../commands/active-sessions.js';
import { groupParticipants, groupSessions } from '../db/schema.js';
import { problem } from '../testing/fixture.js';
import { startConsumerFixture, type ConsumerFixture } from '../testing/events.js';
import { groupSessionEvents } from '../testing/group-sessions.js';
import { groupSessionsConsumer } from './consume.js';

/**
 * A person joins a group session and starts their sit at once: the groups service has answered
 * the join, having noted it, and its event is still on its way to this service's copy through
 * NATS. Someone who never joined is told so at once.
 */
let events: ConsumerFixture<(typeof groupSessionsConsumer.contracts)[number]>;

beforeAll(async () => {
  events = await startConsumerFixture({ ...(await serviceInfra('meditation')), events: await startPrivateBus('meditation-join-start') }, () => groupSessionsConsumer);
}, 60_000);

afterAll(async () => {
  await events?.close();
});

const sit = (groupSessionId: string) => ({ intention: 'Peace' as const, location: 'Kyoto', duration: 10, groupSessionId });

describe('a join followed at once by a start', () => {
  it('finds the join just made, every time', async () => {
    const { deps } = events.fixture;
    deps.clock.set('2025-10-01T12:01:00.000Z');
    const session = groupSessionEvents('2025-10-01T12:00:00.000Z', 10);
    await events.publish(session.scheduled());
    await events.publish(session.started());
    const people = Array.from({ length: 12 }, () => randomUUID());
    for (const userId of people) {
      // The join's event is published, and the start asked for, without waiting for the copy.
      await events.publish(session.joined(userId, '2025-10-01T12:00:30.000Z'));
      await deps.joins.note(session.id, userId);
      const started = await startActiveSession(deps, userId, sit(session.id));
      expect(started).toMatchObject({ groupSessionId: session.id });
      expect(await getActiveSession(deps, userId)).toMatchObject({ groupSessionId: session.id });
    }
    await waitFor('every join to be copied', async () => (await deps.db.select().from(groupParticipants)).length === people.length);
  });

  it('tells someone who never joined at once, without waiting for a join that is not coming', async () => {
    const { deps } = events.fixture;
    deps.clock.set('2025-10-02T12:01:00.000Z');
    const session = groupSessionEvents('2025-10-02T12:00:00.000Z', 10);
    await events.publish(session.scheduled());
    await events.publish(session.started());
    await events.consumed();
    expect((await deps.db.select().from(groupSessions).where(eq(groupSessions.id, session.id)))[0]?.status).toBe('active');
    const asked = Date.now();
    expect(await problem(startActiveSession(deps, randomUUID(), sit(session.id)))).toEqual({ status: 403, message: 'You have not joined this session' });
    expect(Date.now() - asked).toBeLessThan(1000);
  });
});
