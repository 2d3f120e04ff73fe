import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { groupParticipants, groupSessions, meditationSessions } from '../db/schema.js';
import { createFixture, problem, type Fixture } from '../testing/fixture.js';
import { groupSessionEvents } from '../testing/group-sessions.js';
import { getActiveSession, startActiveSession } from './active-sessions.js';
import { completeSession, recentSessions, userStats } from './completions.js';
import { applyGroupsEvent, type GroupsEvent } from './group-sessions.js';
import { serviceInfra } from '@peace/scripts/testing';

let fixture: Fixture;

beforeAll(async () => {
  fixture = await createFixture(await serviceInfra('meditation'));
});

afterAll(async () => {
  await fixture.close();
});

/** Applies the groups service's events in the order given, each in its own transaction as the consumer does. */
async function apply(...events: GroupsEvent[]) {
  for (const event of events) await fixture.deps.db.transaction((tx) => applyGroupsEvent(tx, event));
}

const sit = (groupSessionId: string, duration: number) => ({ intention: 'Peace' as const, location: 'Group Session: Morning Peace', duration, groupSessionId, startedAt: null, partial: false });

/** A ten-minute session at midday that the person joined and that has started. */
async function startedSessionWith(userId: string, startsAt = '2025-04-01T12:00:00.000Z') {
  const session = groupSessionEvents(startsAt, 10);
  await apply(session.scheduled(), session.joined(userId), session.started());
  return session;
}

describe('the copy of the groups service’s sessions', () => {
  it('keeps a participant whose join arrives before the session itself', async () => {
    const userId = randomUUID();
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 10);
    await apply(session.joined(userId), session.started());
    const [participant] = await fixture.deps.db.select().from(groupParticipants).where(eq(groupParticipants.groupSessionId, session.id));
    expect(participant).toMatchObject({ userId, status: 'joined' });
    const [stored] = await fixture.deps.db.select().from(groupSessions).where(eq(groupSessions.id, session.id));
    expect(stored).toEqual({ id: session.id, duration: 10, status: 'active', scheduledStart: session.startsAt, startsAt: session.startsAt, endsAt: session.endsAt });
  });

  it('lets no late event take a session back to an earlier status', async () => {
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 10);
    const status = async () => (await fixture.deps.db.select().from(groupSessions).where(eq(groupSessions.id, session.id)))[0]?.status;
    await apply(session.started(), session.scheduled());
    expect(await status()).toBe('active');
    await apply(session.completed(), session.started(), session.cancelled('community-deleted'));
    expect(await status()).toBe('completed');
  });

  it('keeps a cancelled session cancelled, with the window it had', async () => {
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 10);
    await apply(session.started(), session.cancelled('community-deleted'), session.started());
    const [stored] = await fixture.deps.db.select().from(groupSessions).where(eq(groupSessions.id, session.id));
    expect(stored).toMatchObject({ status: 'cancelled', startsAt: session.startsAt, endsAt: session.endsAt });
  });

  it('lets only the latest join or leave stand, whatever order they arrive in', async () => {
    const userId = randomUUID();
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 10);
    const joined = session.joined(userId, '2025-04-01T11:50:00.000Z');
    const left = session.left(userId, '2025-04-01T11:55:00.000Z');
    const status = async () => (await fixture.deps.db.select().from(groupParticipants).where(eq(groupParticipants.groupSessionId, session.id)))[0]?.status;
    await apply(left, joined);
    expect(await status()).toBe('left');
    await apply(session.joined(userId, '2025-04-01T11:58:00.000Z'));
    expect(await status()).toBe('joined');
  });
});

describe('recording a group sit', () => {
  it('records it at the session’s end, ends its active session, unlocks and publishes as a personal sit does', async () => {
    const userId = randomUUID();
    const session = await startedSessionWith(userId);
    fixture.deps.clock.set('2025-04-01T12:00:30.000Z');
    await startActiveSession(fixture.deps, userId, sit(session.id, 10));
    fixture.deps.clock.set('2025-04-01T12:10:02.000Z');
    const { session: recorded, newAchievements } = await completeSession(fixture.deps, userId, sit(session.id, 10), 'UTC');
    expect(recorded).toMatchObject({ userId, intention: 'Peace', duration: 10, groupSessionId: session.id, timestamp: session.endsAt });
    expect(newAchievements.map((achievement) => achievement.name)).toEqual(['First Breath']);
    expect(await getActiveSession(fixture.deps, userId)).toBeNull();

    const events = (await fixture.outboxSubjects()).filter((event) => event.data['userId'] === userId);
    expect(events.map((event) => event.subject)).toEqual(['peace.meditation.session.started', 'peace.meditation.session.completed', 'peace.meditation.achievement.unlocked']);
    expect(events[1]?.data).toMatchObject({ sessionId: recorded.id, duration: 10, groupSessionId: session.id, completedAt: '2025-04-01T12:10:00.000Z' });
  });

  it('answers the first record to a second post, with nothing unlocked or published again', async () => {
    const userId = randomUUID();
    const session = await startedSessionWith(userId);
    fixture.deps.clock.set('2025-04-01T12:10:00.000Z');
    const first = await completeSession(fixture.deps, userId, sit(session.id, 10), 'UTC');
    fixture.deps.clock.set('2025-04-01T12:10:20.000Z');
    const again = await completeSession(fixture.deps, userId, { ...sit(session.id, 10), location: 'Somewhere else' }, 'UTC');
    expect(again).toEqual({ session: first.session, newAchievements: [] });
    expect(await recentSessions(fixture.deps.db, userId, 10)).toEqual([first.session]);
    expect(await userStats(fixture.deps.db, userId, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1, totalMinutes: 10 });
    const completions = (await fixture.outboxSubjects()).filter((event) => event.data['userId'] === userId && event.subject === 'peace.meditation.session.completed');
    expect(completions).toHaveLength(1);
  });

  it('records the sit once for each participant', async () => {
    const [ana, ben] = [randomUUID(), randomUUID()];
    const session = await startedSessionWith(ana);
    await apply(session.joined(ben));
    fixture.deps.clock.set('2025-04-01T12:10:00.000Z');
    const forAna = await completeSession(fixture.deps, ana, sit(session.id, 10), 'UTC');
    const forBen = await completeSession(fixture.deps, ben, sit(session.id, 10), 'UTC');
    expect(forBen.session.id).not.toBe(forAna.session.id);
    expect(await fixture.deps.db.select().from(meditationSessions).where(eq(meditationSessions.groupSessionId, session.id))).toHaveLength(2);
  });

  it('remembers how many others sat it together, and that a personal sit had nobody', async () => {
    const [ana, ben, cleo, dev] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const session = await startedSessionWith(ana, '2025-04-03T12:00:00.000Z');
    // Dev joins and leaves again: only those still in it at its end sat it together.
    await apply(session.joined(ben), session.joined(cleo), session.joined(dev), session.left(dev, '2025-04-03T12:01:00.000Z'));
    fixture.deps.clock.set('2025-04-03T12:10:00.000Z');
    expect((await completeSession(fixture.deps, ana, sit(session.id, 10), 'UTC')).session.others).toBe(2);
    expect((await completeSession(fixture.deps, ben, sit(session.id, 10), 'UTC')).session.others).toBe(2);
    // Posted again: the first record, as it was.
    expect((await completeSession(fixture.deps, ana, sit(session.id, 10), 'UTC')).session.others).toBe(2);
    expect((await recentSessions(fixture.deps.db, ana, 10)).find((recorded) => recorded.groupSessionId === session.id)?.others).toBe(2);

    const alone = await startedSessionWith(dev, '2025-04-03T13:00:00.000Z');
    fixture.deps.clock.set('2025-04-03T13:10:00.000Z');
    expect((await completeSession(fixture.deps, dev, sit(alone.id, 10), 'UTC')).session.others).toBe(0);
    fixture.deps.clock.set('2025-04-03T13:20:00.000Z');
    const personal = await completeSession(fixture.deps, dev, { intention: 'Peace', location: 'Lisbon', duration: 5, groupSessionId: null, startedAt: new Date('2025-04-03T13:12:00.000Z'), partial: false }, 'UTC');
    expect(personal.session.others).toBeNull();
  });

  it('credits a latecomer with the whole minutes from their joining to the end, at least one, once', async () => {
    const [ana, ben, cleo] = [randomUUID(), randomUUID(), randomUUID()];
    const session = await startedSessionWith(ana);
    await apply(session.joined(ben, '2025-04-01T12:03:30.000Z'), session.joined(cleo, '2025-04-01T12:09:45.000Z'));
    fixture.deps.clock.set('2025-04-01T12:03:31.000Z');
    await startActiveSession(fixture.deps, ben, sit(session.id, 10));
    fixture.deps.clock.set('2025-04-01T12:10:00.000Z');
    const forBen = await completeSession(fixture.deps, ben, sit(session.id, 10), 'UTC');
    expect(forBen.session).toMatchObject({ duration: 6, startedAt: new Date('2025-04-01T12:03:30.000Z'), timestamp: session.endsAt });
    expect(await getActiveSession(fixture.deps, ben)).toBeNull();
    const again = await completeSession(fixture.deps, ben, sit(session.id, 10), 'UTC');
    expect(again.session).toEqual(forBen.session);
    expect(await userStats(fixture.deps.db, ben, 'UTC', fixture.deps.clock.now())).toMatchObject({ totalSessions: 1, totalMinutes: 6 });
    const published = (await fixture.outboxSubjects()).filter((event) => event.data['userId'] === ben && event.subject === 'peace.meditation.session.completed');
    expect(published.map((event) => event.data['duration'])).toEqual([6]);

    expect((await completeSession(fixture.deps, cleo, sit(session.id, 10), 'UTC')).session.duration).toBe(1);
    expect((await completeSession(fixture.deps, ana, sit(session.id, 10), 'UTC')).session.duration).toBe(10);
  });

  it('is held to once per participant by the database itself', async () => {
    const userId = randomUUID();
    const session = await startedSessionWith(userId);
    fixture.deps.clock.set('2025-04-01T12:10:00.000Z');
    const { session: recorded } = await completeSession(fixture.deps, userId, sit(session.id, 10), 'UTC');
    const { id: _id, ...copy } = recorded;
    await expect(fixture.deps.db.insert(meditationSessions).values(copy)).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('accepts the post a few seconds before the end, for a client whose clock runs ahead, and not earlier', async () => {
    const userId = randomUUID();
    const session = await startedSessionWith(userId);
    fixture.deps.clock.set('2025-04-01T12:09:54.000Z');
    expect(await problem(completeSession(fixture.deps, userId, sit(session.id, 10), 'UTC'))).toEqual({ status: 409, message: 'This session has not ended yet' });
    fixture.deps.clock.set('2025-04-01T12:09:55.000Z');
    const { session: recorded } = await completeSession(fixture.deps, userId, sit(session.id, 10), 'UTC');
    expect(recorded.timestamp).toEqual(session.endsAt);
  });

  it('refuses a group session id that names no group session', async () => {
    fixture.deps.clock.set('2025-04-01T13:00:00.000Z');
    expect(await problem(completeSession(fixture.deps, randomUUID(), sit(randomUUID(), 10), 'UTC'))).toEqual({ status: 404, message: 'Group session not found' });
  });

  it('refuses a session the person has not joined, or has left', async () => {
    const [member, stranger] = [randomUUID(), randomUUID()];
    const session = await startedSessionWith(member);
    await apply(session.left(member, '2025-04-01T12:05:00.000Z'));
    fixture.deps.clock.set('2025-04-01T12:10:00.000Z');
    for (const userId of [member, stranger]) {
      expect(await problem(completeSession(fixture.deps, userId, sit(session.id, 10), 'UTC'))).toEqual({ status: 403, message: 'You have not joined this session' });
    }
  });

  it('refuses a length other than the session’s', async () => {
    const userId = randomUUID();
    const session = await startedSessionWith(userId);
    fixture.deps.clock.set('2025-04-01T12:30:00.000Z');
    expect(await problem(completeSession(fixture.deps, userId, sit(session.id, 20), 'UTC'))).toEqual({ status: 400, message: "duration: must be the session's 10 minutes" });
  });

  it('refuses a session that has only been scheduled, or was cancelled', async () => {
    const userId = randomUUID();
    const scheduled = groupSessionEvents('2025-04-01T12:00:00.000Z', 10);
    const cancelled = groupSessionEvents('2025-04-01T12:00:00.000Z', 10);
    await apply(scheduled.scheduled(), scheduled.joined(userId), cancelled.scheduled(), cancelled.joined(userId), cancelled.cancelled());
    fixture.deps.clock.set('2025-04-01T12:30:00.000Z');
    expect(await problem(completeSession(fixture.deps, userId, sit(scheduled.id, 10), 'UTC'))).toEqual({ status: 409, message: 'This session has not started yet' });
    expect(await problem(completeSession(fixture.deps, userId, sit(cancelled.id, 10), 'UTC'))).toEqual({ status: 409, message: 'This session was cancelled' });
  });

  it('leaves a personal meditation running when a group sit is recorded', async () => {
    const userId = randomUUID();
    const session = await startedSessionWith(userId);
    fixture.deps.clock.set('2025-04-01T12:10:00.000Z');
    const personal = await startActiveSession(fixture.deps, userId, { intention: 'Love', location: 'Kyoto, Japan', duration: 5, groupSessionId: null });
    await completeSession(fixture.deps, userId, sit(session.id, 10), 'UTC');
    expect(await getActiveSession(fixture.deps, userId)).toMatchObject({ id: personal.id, intention: 'Love' });
  });
});

describe('starting a group sit', () => {
  it('runs on the session’s window, however late the person comes', async () => {
    const userId = randomUUID();
    const session = await startedSessionWith(userId);
    fixture.deps.clock.set('2025-04-01T12:04:00.000Z');
    const started = await startActiveSession(fixture.deps, userId, sit(session.id, 10));
    expect(started).toMatchObject({ duration: 10, groupSessionId: session.id, startTime: session.startsAt, remainingSeconds: 360 });
  });

  it('refuses what a recording refuses: an unknown session, a stranger, another length', async () => {
    const [member, stranger] = [randomUUID(), randomUUID()];
    const session = await startedSessionWith(member);
    fixture.deps.clock.set('2025-04-01T12:01:00.000Z');
    expect(await problem(startActiveSession(fixture.deps, member, sit(randomUUID(), 10)))).toEqual({ status: 404, message: 'Group session not found' });
    expect(await problem(startActiveSession(fixture.deps, stranger, sit(session.id, 10)))).toEqual({ status: 403, message: 'You have not joined this session' });
    expect(await problem(startActiveSession(fixture.deps, member, sit(session.id, 5)))).toEqual({ status: 400, message: "duration: must be the session's 10 minutes" });
    expect(await getActiveSession(fixture.deps, member)).toBeNull();
  });

  it('refuses a session before it has started and after it has ended', async () => {
    const userId = randomUUID();
    const session = groupSessionEvents('2025-04-01T12:00:00.000Z', 10);
    await apply(session.scheduled(), session.joined(userId));
    fixture.deps.clock.set('2025-04-01T12:00:10.000Z');
    expect(await problem(startActiveSession(fixture.deps, userId, sit(session.id, 10)))).toEqual({ status: 409, message: 'This session has not started yet' });
    await apply(session.started());
    fixture.deps.clock.set('2025-04-01T12:10:00.000Z');
    expect(await problem(startActiveSession(fixture.deps, userId, sit(session.id, 10)))).toEqual({ status: 409, message: 'This session has ended' });
    await apply(session.completed());
    fixture.deps.clock.set('2025-04-01T12:09:00.000Z');
    expect(await problem(startActiveSession(fixture.deps, userId, sit(session.id, 10)))).toEqual({ status: 409, message: 'This session has ended' });
  });
});
