import { randomUUID } from 'node:crypto';
import { liveConnections, waitFor, type LiveConnections } from '@peace/scripts/testing';
import { GroupJoinNotes, GroupPresenceStore, onGroupSessionSignals, publishGroupSessionChange, publishGroupSessionStatus, type GroupSessionChangeSignal, type GroupSessionStatusSignal } from './index.js';

// The groups service's live client as the meditation service and the gateway use it.
let live: LiveConnections;
beforeAll(() => (live = liveConnections('groups-live-test')));
afterAll(() => live.close());

describe("the groups service's live client", () => {
  it('keeps who sits in a session, newest revision first, and tells listeners of each change and status', async () => {
    const groupSessionId = randomUUID();
    const presence: string[] = [];
    const statuses: GroupSessionStatusSignal[] = [];
    const changes: GroupSessionChangeSignal[] = [];
    const listener = onGroupSessionSignals(live.subscriber, {
      status: (signal) => statuses.push(signal),
      presence: (id) => presence.push(id),
      change: (signal) => changes.push(signal),
    });
    await listener.subscribed;

    const store = new GroupPresenceStore(live.redis);
    const now = Date.now();
    const person = randomUUID();
    expect(await store.write(groupSessionId, person, { revision: 2, untilMs: now + 60_000, windowEndMs: now + 60_000 }, now)).toBe(true);
    await waitFor('the presence change to be heard', async () => presence.includes(groupSessionId), 5_000);
    expect(await store.sitting(groupSessionId, now)).toEqual([{ userId: person, untilMs: now + 60_000 }]);
    // A late, older start cannot undo a newer stop.
    expect(await store.write(groupSessionId, person, { revision: 3, untilMs: null, windowEndMs: now + 60_000 }, now)).toBe(true);
    expect(await store.write(groupSessionId, person, { revision: 2, untilMs: now + 60_000, windowEndMs: now + 60_000 }, now)).toBe(false);
    expect(await store.sitting(groupSessionId, now)).toEqual([]);

    await publishGroupSessionStatus(live.redis, { groupSessionId, status: 'active', endsAt: new Date(now + 60_000).toISOString(), privateCommunityId: null });
    await publishGroupSessionChange(live.redis, { kind: 'closingLines', groupSessionId });
    await waitFor('the status and the change to be heard', async () => statuses.some((s) => s.groupSessionId === groupSessionId) && changes.some((c) => c.groupSessionId === groupSessionId), 5_000);
    expect(statuses.filter((s) => s.groupSessionId === groupSessionId).map((s) => s.status)).toEqual(['active']);
    listener.stop();
  });

  it('notes a join for a while, for the meditation service to wait on', async () => {
    const notes = new GroupJoinNotes(live.redis);
    const groupSessionId = randomUUID();
    const userId = randomUUID();
    expect(await notes.noted(groupSessionId, userId)).toBe(false);
    await notes.note(groupSessionId, userId);
    expect(await notes.noted(groupSessionId, userId)).toBe(true);
  });
});
