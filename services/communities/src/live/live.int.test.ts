import { randomUUID } from 'node:crypto';
import { createRedis, type Redis } from '@peace/kit';
import { testInfraUrls, waitFor } from '@peace/scripts/testing';
import { CommunityMemberNotes, onMembershipChanged, type CommunityMemberNote } from './index.js';

// The communities service's live client as groups and the gateway use it.
let redis: Redis;
let subscriber: Redis;

beforeAll(() => {
  redis = createRedis(testInfraUrls().redisUrl, 'communities-live-test');
  subscriber = createRedis(testInfraUrls().redisUrl, 'communities-live-test-subscriber', { subscriber: true });
});

afterAll(() => {
  redis.disconnect();
  subscriber.disconnect();
});

describe("the communities service's live client", () => {
  it('keeps the membership just made for others to read, and tells every listener of it', async () => {
    const heard: CommunityMemberNote[] = [];
    const listener = onMembershipChanged(subscriber, (note) => heard.push(note));
    await listener.subscribed;
    const notes = new CommunityMemberNotes(redis);
    const note: CommunityMemberNote = { groupId: randomUUID(), userId: randomUUID(), role: 'member', status: 'active', isPublic: false, at: new Date().toISOString() };
    expect(await notes.read(note.groupId, note.userId)).toBeNull();
    await notes.note(note);
    expect(await notes.read(note.groupId, note.userId)).toEqual(note);
    await waitFor('the membership to be heard', async () => heard.some((one) => one.groupId === note.groupId), 5_000);
    expect(heard.filter((one) => one.groupId === note.groupId)).toEqual([note]);
    listener.stop();
  });
});
