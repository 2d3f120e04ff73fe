import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ActiveSitAnnouncement } from '@peace/proto';
import { serviceInfra, testInfraUrls, waitFor } from '@peace/scripts/testing';
import { startActiveSession, stopActiveSession, updateActiveSession } from '../commands/active-sessions.js';
import { completeSession } from '../commands/completions.js';
import { createFixture, type Fixture } from '../testing/fixture.js';
import { onActiveSit } from './index.js';

let fixture: Fixture;
let listener: Redis;
const heard: ActiveSitAnnouncement[] = [];

beforeAll(async () => {
  fixture = await createFixture(await serviceInfra('meditation'), '2025-01-10T12:00:00.000Z');
  listener = new Redis(testInfraUrls().redisUrl);
  // Heard as the gateway hears it, through the service's own client.
  await onActiveSit(listener, (announcement) => heard.push(announcement)).subscribed;
});

afterAll(async () => {
  listener.disconnect();
  await fixture.close();
});

/** What was announced for the person, once `count` announcements have arrived. */
async function announcedFor(userId: string, count: number): Promise<ActiveSitAnnouncement['sit'][]> {
  const mine = () => heard.filter((announcement) => announcement.userId === userId).map((announcement) => announcement.sit);
  await waitFor(`${count} announcements`, () => mine().length >= count, { timeoutMs: 5000, intervalMs: 5, detail: () => `heard ${JSON.stringify(mine())}` });
  return mine();
}

describe("announcing a person's sit to their open pages", () => {
  it('says each start, pause, resume and stop as committed, in absolute times', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    deps.clock.set('2025-01-10T12:00:00.000Z');
    const started = await startActiveSession(deps, userId, { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5, groupSessionId: null });
    deps.clock.advance(60_000);
    await updateActiveSession(deps, userId, { state: 'paused' });
    deps.clock.advance(30_000);
    await updateActiveSession(deps, userId, { state: 'meditating' });
    await stopActiveSession(deps, userId);

    const base = { id: started.id, duration: 5, startTime: '2025-01-10T12:00:00.000Z', groupSessionId: null };
    expect(await announcedFor(userId, 4)).toEqual([
      { ...base, state: 'countdown', pausedAt: null, totalPausedMs: 0 },
      { ...base, state: 'paused', pausedAt: '2025-01-10T12:01:00.000Z', totalPausedMs: 0 },
      { ...base, state: 'meditating', pausedAt: null, totalPausedMs: 30_000 },
      null,
    ]);
  });

  it('says the sit ended when its completion consumes it', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    deps.clock.set('2025-01-11T12:00:00.000Z');
    await startActiveSession(deps, userId, { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5, groupSessionId: null });
    deps.clock.advance(5 * 60_000);
    await completeSession(deps, userId, { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5, groupSessionId: null, startedAt: null, partial: false }, 'UTC');
    expect((await announcedFor(userId, 2)).at(-1)).toBeNull();
  });
});
