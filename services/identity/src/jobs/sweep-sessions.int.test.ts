import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createDatabase, createJobQueue, createLogger, createRedis, SESSION_TTL_MS, type DatabaseHandle, type JobQueue, type Redis } from '@peace/kit';
import { createServiceDatabase, testInfraUrls, waitFor } from '@peace/scripts/testing';
import { SessionStore } from '../commands/sessions.js';
import { schema } from '../db/schema.js';
import { expiredSessionSweepJob, scheduleExpiredSessionSweep } from './sweep-sessions.js';

const logger = createLogger('identity-sweep-test', 'silent');
let database: DatabaseHandle<typeof schema>;
let redis: Redis;
let offsetMs = 0;
let store: SessionStore;
let replicas: JobQueue[] = [];

beforeAll(async () => {
  const url = await createServiceDatabase('identity', 'identity_sweep');
  database = createDatabase(url, schema);
  redis = createRedis(testInfraUrls().redisUrl, 'identity-sweep-test');
  store = new SessionStore({ db: database.db, redis, clock: { now: () => new Date(Date.now() + offsetMs) }, logger });
});

afterAll(async () => {
  await Promise.all(replicas.map((jobs) => jobs.close()));
  redis?.disconnect();
  await database?.close();
});

async function sids(): Promise<string[]> {
  const result = (await database.db.execute(sql`select sid from identity.sessions`)) as unknown as { rows: { sid: string }[] };
  return result.rows.map((row) => row.sid);
}


describe('the repeatable sweep of expired sign-in sessions', () => {
  it('deletes expired sessions on its own and keeps live ones, with two replicas scheduling it', async () => {
    const data = { userId: randomUUID(), provider: 'oidc', idToken: 'header.payload.signature' };
    const live = await store.create(data);
    offsetMs = -SESSION_TTL_MS - 60_000;
    const expired = await store.create(data);
    offsetMs = 0;

    const prefix = `test-${randomUUID()}`;
    const sweep = expiredSessionSweepJob(store);
    replicas = await Promise.all(
      [1, 2].map(async () => {
        const jobs = await createJobQueue({ name: 'identity', redisUrl: testInfraUrls().redisUrl, prefix, jobs: [sweep], logger });
        await scheduleExpiredSessionSweep(jobs, sweep);
        return jobs;
      }),
    );
    // The first tick runs at once; the next would come an hour later.
    await waitFor('the sweep to have run', async () => !(await sids()).includes(expired.sid));
    expect(await sids()).toContain(live.sid);
    expect(await replicas[0]!.queue.getJobSchedulersCount()).toBe(1);
    const [scheduler] = await replicas[0]!.queue.getJobSchedulers();
    expect(scheduler).toMatchObject({ name: 'sweep-expired-sessions', every: 60 * 60 * 1000 });
  });
});
