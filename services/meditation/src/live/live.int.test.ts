import { randomUUID } from 'node:crypto';
import type { ActiveSitAnnouncement } from '@peace/proto';
import { liveConnections, waitFor, type LiveConnections } from '@peace/scripts/testing';
import { onActiveSit, onPresenceChanged, PresenceStore, publishActiveSit } from './index.js';

// The service's live client as the gateway and stats use it: reads of who is meditating now, and
// the changes heard on a subscriber connection.
let live: LiveConnections;
beforeAll(() => (live = liveConnections('meditation-live-test')));
afterAll(() => live.close());

describe("the meditation service's live client", () => {
  it('counts who meditates now, in all and for each intention, and tells listeners of every change', async () => {
    const store = new PresenceStore(live.redis, `{test:${randomUUID()}:presence}`);
    let changes = 0;
    const listener = onPresenceChanged(live.subscriber, () => (changes += 1));
    await listener.subscribed;
    const now = Date.now();
    const person = randomUUID();
    expect(await store.meditating(person, 'Love', 1, now + 60_000, now)).toBe(true);
    await waitFor('the change to be heard', async () => changes >= 1, 5_000);
    const counts = await store.counts(now);
    expect(counts.total).toBe(1);
    expect(counts.intentions.Love).toBe(1);
    expect(counts.intentions.Peace).toBe(0);
    expect(await store.count(now)).toBe(1);
    // An older revision changes nothing; a newer one stops counting them.
    expect(await store.notMeditating(person, 1, now)).toBe(false);
    expect(await store.notMeditating(person, 2, now)).toBe(true);
    expect(await store.count(now)).toBe(0);
    // Nobody is counted after their sit's end.
    await store.meditating(randomUUID(), 'Peace', 1, now + 1_000, now);
    expect(await store.count(now + 1_000)).toBe(0);
    listener.stop();
  });

  it("hears each announcement of a person's sit, and passes over what is not one", async () => {
    const heard: ActiveSitAnnouncement[] = [];
    let unreadable = 0;
    const listener = onActiveSit(live.subscriber, (announcement) => heard.push(announcement), () => (unreadable += 1));
    await listener.subscribed;
    const userId = randomUUID();
    await publishActiveSit(live.redis, '{not json');
    await publishActiveSit(live.redis, { userId, sit: null });
    await waitFor('the announcement to be heard', async () => heard.some((announcement) => announcement.userId === userId), 5_000);
    expect(heard.filter((announcement) => announcement.userId === userId)).toEqual([{ userId, sit: null }]);
    expect(unreadable).toBeGreaterThanOrEqual(1);
    listener.stop();
  });
});
