import { randomUUID } from 'node:crypto';
import { createJobQueue, type JobQueue } from '@peace/kit';
import { serviceInfra, testInfraUrls, waitFor } from '@peace/scripts/testing';
import { getActiveSession, startActiveSession } from '../commands/active-sessions.js';
import { createFixture, type Fixture } from '../testing/fixture.js';
import { activeSessionSweepJob, scheduleActiveSessionSweep } from './sweep.js';

const peace = { intention: 'Peace' as const, location: 'Lisbon, Portugal', duration: 5, groupSessionId: null };
const limits = { graceMs: 60 * 60_000, maxPauseMs: 24 * 60 * 60_000 };

let fixture: Fixture;
let replicas: JobQueue[] = [];

beforeAll(async () => {
  // The sweep looks at every session, so it gets a database of its own.
  fixture = await createFixture(await serviceInfra('meditation'), '2025-03-01T08:00:00.000Z');
});

afterEach(async () => {
  await Promise.all(replicas.map((jobs) => jobs.close()));
  replicas = [];
});

afterAll(async () => {
  await fixture.close();
});

/** Two replicas of the meditation service: one queue name and key prefix, a worker each. */
async function twoReplicas(): Promise<JobQueue[]> {
  const prefix = `test-${randomUUID()}`;
  const sweep = activeSessionSweepJob(fixture.deps);
  replicas = await Promise.all(
    [1, 2].map(async () => {
      const jobs = await createJobQueue({ name: 'meditation', redisUrl: testInfraUrls().redisUrl, prefix, jobs: [sweep], logger: fixture.deps.logger });
      await scheduleActiveSessionSweep(jobs, sweep, { intervalMs: 200, ...limits });
      return jobs;
    }),
  );
  return replicas;
}


describe('the repeatable sweep of abandoned sessions', () => {
  it('removes an abandoned session on its own, once, while two replicas run it', async () => {
    const { deps } = fixture;
    const abandoned = randomUUID();
    const running = randomUUID();
    await startActiveSession(deps, abandoned, peace);
    // Its end (08:05) passed more than the hour of grace ago.
    deps.clock.set('2025-03-01T09:06:00.000Z');
    await startActiveSession(deps, running, peace);

    await twoReplicas();
    await waitFor('the sweep to have run', async () => (await getActiveSession(deps, abandoned)) === null);
    expect(await getActiveSession(deps, running)).not.toBeNull();
    // Later ticks keep sweeping.
    const later = randomUUID();
    deps.clock.set('2025-03-01T09:07:00.000Z');
    await startActiveSession(deps, later, peace);
    deps.clock.set('2025-03-01T10:20:00.000Z');
    await waitFor('the sweep to have run', async () => (await getActiveSession(deps, later)) === null);

    const stopped = (await fixture.outboxSubjects()).filter((event) => event.subject === 'peace.meditation.session.stopped').map((event) => event.data['userId']);
    // Each abandoned session is stopped (and announced) exactly once, however many replicas swept.
    expect(stopped.filter((userId) => userId === abandoned)).toHaveLength(1);
    expect(stopped.filter((userId) => userId === later)).toHaveLength(1);
    expect(await replicas[0]!.queue.getJobSchedulersCount()).toBe(1);
  });
});
