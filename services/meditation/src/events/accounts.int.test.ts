import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createEnvelope, identityUserCreated, identityUserUpdated } from '@peace/proto';
import { serviceInfra, startPrivateBus } from '@peace/scripts/testing';
import { completeSession } from '../commands/completions.js';
import { accounts } from '../db/schema.js';
import { problem } from '../testing/fixture.js';
import { startConsumerFixture, type ConsumerFixture } from '../testing/events.js';
import { accountsConsumer } from './consume.js';

/** The service's accounts consumer over a private NATS and the run's PostgreSQL, fed as the identity service feeds it. */
let events: ConsumerFixture<(typeof accountsConsumer.contracts)[number]>;

beforeAll(async () => {
  events = await startConsumerFixture({ ...(await serviceInfra('meditation')), events: await startPrivateBus('meditation-accounts') }, () => accountsConsumer);
}, 60_000);

afterAll(async () => {
  await events?.close();
});

const person = (userId: string, createdAt: string) => ({ userId, email: null, firstName: 'Ana', lastName: null, profileImageUrl: null, createdAt });

describe('the accounts consumer', () => {
  it('keeps when each account was created, and a sit begun before it is refused', async () => {
    const userId = randomUUID();
    await events.publish(createEnvelope(identityUserCreated, person(userId, '2025-09-01T11:50:00.000Z')));
    // A later update says the same creation; it changes nothing.
    await events.publish(createEnvelope(identityUserUpdated, person(userId, '2025-09-01T11:50:00.000Z')));
    await events.consumed();
    expect(await events.fixture.deps.db.select().from(accounts).where(eq(accounts.userId, userId))).toEqual([{ userId, createdAt: new Date('2025-09-01T11:50:00.000Z') }]);

    events.fixture.deps.clock.set('2025-09-01T12:00:00.000Z');
    const sit = { intention: 'Peace' as const, location: 'Kyoto, Japan', duration: 5, groupSessionId: null, startedAt: new Date('2025-09-01T11:45:00.000Z'), partial: false };
    expect(await problem(completeSession(events.fixture.deps, userId, sit, 'UTC'))).toEqual({ status: 400, message: 'startedAt: must not be before your account was created' });
    expect((await completeSession(events.fixture.deps, userId, { ...sit, startedAt: new Date('2025-09-01T11:50:00.000Z') }, 'UTC')).session.duration).toBe(5);
  });
});
