import { randomUUID } from 'node:crypto';
import { liveConnections, waitFor, type LiveConnections } from '@peace/scripts/testing';
import { CommunityMemberNotes, onMembershipChanged, type CommunityMemberNote } from './index.js';

// The communities service's live client as groups and the gateway use it.
let live: LiveConnections;
beforeAll(() => (live = liveConnections('communities-live-test')));
afterAll(() => live.close());

describe("the communities service's live client", () => {
  it('keeps the membership just made for others to read, and tells every listener of it', async () => {
    const heard: CommunityMemberNote[] = [];
    const listener = onMembershipChanged(live.subscriber, (note) => heard.push(note));
    await listener.subscribed;
    const notes = new CommunityMemberNotes(live.redis);
    const note: CommunityMemberNote = { groupId: randomUUID(), userId: randomUUID(), role: 'member', status: 'active', isPublic: false, at: new Date().toISOString() };
    expect(await notes.read(note.groupId, note.userId)).toBeNull();
    await notes.note(note);
    expect(await notes.read(note.groupId, note.userId)).toEqual(note);
    await waitFor('the membership to be heard', async () => heard.some((one) => one.groupId === note.groupId), 5_000);
    expect(heard.filter((one) => one.groupId === note.groupId)).toEqual([note]);
    listener.stop();
  });
});
