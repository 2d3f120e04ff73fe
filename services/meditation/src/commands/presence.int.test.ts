import { randomUUID } from 'node:crypto';
import { createFixture, type Fixture } from '../testing/fixture.js';
import { groupSessionEvents } from '../testing/group-sessions.js';
import { startActiveSession, stopActiveSession, sweepAbandonedSessions, updateActiveSession } from './active-sessions.js';
import { completeSession } from './completions.js';
import { applyGroupsEvent } from './group-sessions.js';
import { serviceInfra } from '@peace/scripts/testing';

/** The "meditating now" count as the service writes it from its active sessions, in a Redis key set of this suite's own. */
let fixture: Fixture;

beforeAll(async () => {
  fixture = await createFixture(await serviceInfra('meditation'));
});

afterAll(async () => {
  await fixture.close();
});

const peace = { intention: 'Peace' as const, location: 'Lisbon, Portugal', duration: 5, groupSessionId: null };
const countNow = () => fixture.presence.count(fixture.deps.clock.now().getTime());

describe('who is meditating now', () => {
  it('counts a person while their meditation runs, not while it is paused, and no more once it is stopped', async () => {
    const { deps } = fixture;
    deps.clock.set('2025-02-01T12:00:00.000Z');
    const [ana, ben] = [randomUUID(), randomUUID()];
    expect(await countNow()).toBe(0);
    await startActiveSession(deps, ana, peace);
    expect(await countNow()).toBe(1);
    // Starting again replaces the first: still one person.
    await startActiveSession(deps, ana, { ...peace, duration: 10 });
    await startActiveSession(deps, ben, peace);
    expect(await countNow()).toBe(2);
    await updateActiveSession(deps, ana, { state: 'paused' });
    expect(await countNow()).toBe(1);
    await updateActiveSession(deps, ana, { state: 'meditating' });
    expect(await countNow()).toBe(2);
    await stopActiveSession(deps, ana);
    expect(await countNow()).toBe(1);
    await stopActiveSession(deps, ben);
    expect(await countNow()).toBe(0);
  });

  it('lets a meditation drop out when its time is up, with nothing written, and completing it changes nothing more', async () => {
    const { deps } = fixture;
    deps.clock.set('2025-02-02T12:00:00.000Z');
    const userId = randomUUID();
    await startActiveSession(deps, userId, peace);
    deps.clock.advance(5 * 60_000 - 1000);
    expect(await countNow()).toBe(1);
    // A pause of a minute moves the end by a minute.
    await updateActiveSession(deps, userId, { state: 'paused' });
    deps.clock.advance(60_000);
    await updateActiveSession(deps, userId, { state: 'meditating' });
    deps.clock.advance(500);
    expect(await countNow()).toBe(1);
    deps.clock.advance(1000);
    expect(await countNow()).toBe(0);
    await completeSession(deps, userId, { ...peace, startedAt: null, partial: false }, 'UTC');
    expect(await countNow()).toBe(0);
  });

  it('stops counting a person whose meditation was completed, or swept as abandoned', async () => {
    const { deps } = fixture;
    deps.clock.set('2025-02-03T12:00:00.000Z');
    const [done, gone] = [randomUUID(), randomUUID()];
    await startActiveSession(deps, done, peace);
    // A meditation paused for good: counted by nobody, then swept.
    await startActiveSession(deps, gone, peace);
    await updateActiveSession(deps, gone, { state: 'paused' });
    deps.clock.advance(5 * 60_000 - 2000);
    expect(await countNow()).toBe(1);
    await completeSession(deps, done, { ...peace, startedAt: null, partial: false }, 'UTC');
    expect(await countNow()).toBe(0);
    await updateActiveSession(deps, gone, { state: 'meditating' });
    expect(await countNow()).toBe(1);
    await sweepAbandonedSessions(deps, { graceMs: 60_000, maxPauseMs: 60_000 });
    expect(await countNow()).toBe(1);
    deps.clock.advance(10 * 60_000);
    await sweepAbandonedSessions(deps, { graceMs: 60_000, maxPauseMs: 60_000 });
    // Its entry had run out already; the sweep's removal is what a later, older write cannot undo.
    expect(await fixture.presence.meditating(gone, 'Peace', 1, deps.clock.now().getTime() + 60_000, deps.clock.now().getTime())).toBe(false);
    expect(await countNow()).toBe(0);
  });

  it('counts each person for the intention of their running sit only, and the intentions add up to the total', async () => {
    const { deps } = fixture;
    deps.clock.set('2025-02-05T12:00:00.000Z');
    const countsNow = () => fixture.presence.counts(deps.clock.now().getTime());
    const forgiveness = { ...peace, intention: 'Forgiveness' as const };
    const [ana, ben] = [randomUUID(), randomUUID()];
    await startActiveSession(deps, ana, peace);
    await startActiveSession(deps, ben, forgiveness);
    expect(await countsNow()).toEqual({ total: 2, intentions: expect.objectContaining({ Peace: 1, Forgiveness: 1, Love: 0 }) as unknown });
    // Starting again for another intention moves the person: counted once, for the new one.
    await startActiveSession(deps, ana, forgiveness);
    let counts = await countsNow();
    expect(counts).toEqual({ total: 2, intentions: expect.objectContaining({ Peace: 0, Forgiveness: 2 }) as unknown });
    expect(Object.keys(counts.intentions)).toHaveLength(7);
    await updateActiveSession(deps, ana, { state: 'paused' });
    expect((await countsNow()).intentions.Forgiveness).toBe(1);
    await updateActiveSession(deps, ana, { state: 'meditating' });
    await stopActiveSession(deps, ben);
    counts = await countsNow();
    expect(counts).toEqual({ total: 1, intentions: expect.objectContaining({ Forgiveness: 1 }) as unknown });
    // A sit whose time is up drops out of its intention as it does out of the total.
    deps.clock.advance(6 * 60_000);
    counts = await countsNow();
    expect(counts.total).toBe(0);
    expect(Object.values(counts.intentions).every((count) => count === 0)).toBe(true);
    await stopActiveSession(deps, ana);
  });

  it('counts a group sit until its session ends', async () => {
    const { deps } = fixture;
    const userId = randomUUID();
    const session = groupSessionEvents('2025-02-04T12:00:00.000Z', 10);
    for (const event of [session.scheduled(), session.joined(userId), session.started()]) await deps.db.transaction((tx) => applyGroupsEvent(tx, event));
    deps.clock.set('2025-02-04T12:04:00.000Z');
    await startActiveSession(deps, userId, { ...peace, duration: 10, groupSessionId: session.id });
    expect(await countNow()).toBe(1);
    deps.clock.set(new Date(session.endsAt.getTime() - 1));
    expect(await countNow()).toBe(1);
    deps.clock.set(session.endsAt);
    expect(await countNow()).toBe(0);
  });
});
