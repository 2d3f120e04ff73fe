import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { createEnvelope, meditationSessionCompleted, meditationSessionStarted, meditationSessionStopped, type Envelope } from '@peace/proto';
import type { GroupPresenceStore } from '@peace/groups/live';
import { serviceInfra, startPrivateBus } from '@peace/scripts/testing';
import { startActiveSession, stopActiveSession, updateActiveSession } from '../commands/active-sessions.js';
import { applyGroupsEvent } from '../commands/group-sessions.js';
import { outbox } from '../db/schema.js';
import type { Fixture } from '../testing/fixture.js';
import { startConsumerFixture, type ConsumerFixture } from '../testing/events.js';
import { groupSessionEvents } from '../testing/group-sessions.js';
import { groupPresenceConsumer } from './group-presence.js';

/** The service's presence keeper over a private NATS, the run's PostgreSQL and Redis, fed as the service's outbox feeds it. */
let events: ConsumerFixture<ReturnType<typeof groupPresenceConsumer>['contracts'][number]>;
let fixture: Fixture;
let store: GroupPresenceStore;
const relayed = new Set<string>();
const NOW = '2025-01-10T12:00:00.000Z';
const nowMs = () => fixture.deps.clock.now().getTime();

beforeAll(async () => {
  events = await startConsumerFixture({ ...(await serviceInfra('meditation')), events: await startPrivateBus('meditation-presence') }, (commands) => groupPresenceConsumer(commands.groupPresence, commands.deps.clock), NOW);
  ({ fixture } = events);
  store = fixture.groupPresence;
}, 60_000);

afterAll(async () => {
  await events?.close();
});

const publish = (event: Envelope<unknown>) => events.publish(event);
const consumed = () => events.consumed();

/** Publishes what the commands enqueued since the last call, as the outbox relay does; answers those events. */
async function relayOutbox(): Promise<Envelope<{ userId: string }>[]> {
  const rows = await fixture.deps.db.select().from(outbox).orderBy(asc(outbox.id));
  const fresh = rows.filter((row) => !relayed.has(row.id)).map((row) => row.payload as Envelope<{ userId: string }>);
  for (const row of rows) relayed.add(row.id);
  for (const event of fresh) await publish(event);
  return fresh;
}

/** The same event delivered again, as JetStream redelivers one whose ack a crash lost. */
const again = <T>(event: Envelope<T>): Envelope<T> => ({ ...event, id: randomUUID() });

let revisions = 0;

/**
 * A sit as the service reports it: in a group session that started startedMinutesAgo and lasts
 * duration minutes; its end (stopped or completed) is a newer revision than its start.
 */
function sit(userId: string, groupSessionId: string | null, startedMinutesAgo = 1, duration = 10) {
  const ref = { sessionId: randomUUID(), userId, intention: 'Peace' as const, duration, groupSessionId };
  const [startRevision, endRevision] = [++revisions, ++revisions];
  const startTime = new Date(nowMs() - startedMinutesAgo * 60_000).toISOString();
  const at = new Date(nowMs()).toISOString();
  return {
    started: createEnvelope(meditationSessionStarted, { ...ref, revision: startRevision, location: 'Oslo', startTime }),
    stopped: createEnvelope(meditationSessionStopped, { ...ref, revision: endRevision, stoppedAt: at }),
    completed: createEnvelope(meditationSessionCompleted, { ...ref, revision: endRevision, location: 'Oslo', completedAt: at }),
  };
}

const sitting = async (groupSessionId: string) => (await store.sitting(groupSessionId, nowMs())).map((person) => person.userId).sort();

describe('who is sitting in a group session', () => {
  it("counts a person from their sit's start until it is completed, up to the session's end", async () => {
    const groupSessionId = randomUUID();
    const [ana, ben] = [randomUUID(), randomUUID()];
    const anaSit = sit(ana, groupSessionId, 2, 10);
    await publish(anaSit.started);
    await publish(sit(ben, groupSessionId, 2, 10).started);
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([ana, ben].sort());
    const [first] = await store.sitting(groupSessionId, nowMs());
    // The sit runs on the session's window: it ends when the session does.
    expect(first!.untilMs).toBe(nowMs() + 8 * 60_000);

    await publish(anaSit.completed);
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([ben]);
    expect(await store.sitting(groupSessionId, nowMs() + 8 * 60_000)).toEqual([]);
  });

  it('drops a person whose sit was stopped, and never counts a personal sit or one already over', async () => {
    const groupSessionId = randomUUID();
    const [ana, ben] = [randomUUID(), randomUUID()];
    const anaSit = sit(ana, groupSessionId);
    await publish(anaSit.started);
    await publish(sit(ben, groupSessionId, 20, 10).started);
    await publish(sit(ben, null).started);
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([ana]);
    await publish(anaSit.stopped);
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([]);
  });

  it('never lets a late or redelivered start bring back someone whose sit was stopped or completed since', async () => {
    const groupSessionId = randomUUID();
    const [ana, ben, cleo] = [randomUUID(), randomUUID(), randomUUID()];
    const [anaSit, benSit, cleoSit] = [sit(ana, groupSessionId), sit(ben, groupSessionId), sit(cleo, groupSessionId)];
    // Ana's stop arrives before her start; Ben's start comes again after his completion.
    await publish(anaSit.stopped);
    await publish(anaSit.started);
    await publish(benSit.started);
    await publish(benSit.completed);
    await publish(again(benSit.started));
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([]);

    // An event published before revisions were carried counts only where no revision is recorded.
    const { revision: _revision, ...legacy } = cleoSit.started.data;
    await publish(createEnvelope(meditationSessionStarted, legacy));
    await publish(createEnvelope(meditationSessionStarted, { ...benSit.started.data, revision: undefined }));
    await consumed();
    expect(await sitting(groupSessionId)).toEqual([cleo]);
  });

  it("drops a participant who pauses, counts them again when they resume until the session's end, and no late start undoes a change", async () => {
    const { deps } = fixture;
    const session = groupSessionEvents(new Date(nowMs() - 2 * 60_000).toISOString(), 10);
    const [ana, ben] = [randomUUID(), randomUUID()];
    for (const event of [session.scheduled(), session.joined(ana), session.joined(ben), session.started()]) await deps.db.transaction((tx) => applyGroupsEvent(tx, event));
    const groupSit = { intention: 'Peace' as const, location: 'Oslo', duration: 10, groupSessionId: session.id };
    await startActiveSession(deps, ana, groupSit);
    await startActiveSession(deps, ben, groupSit);
    const started = await relayOutbox();
    await consumed();
    expect(await sitting(session.id)).toEqual([ana, ben].sort());

    await updateActiveSession(deps, ana, { state: 'paused' });
    expect(await sitting(session.id)).toEqual([ben]);
    const anaStarted = started.find((event) => event.data.userId === ana)!;
    await publish(again(anaStarted));
    await consumed();
    expect(await sitting(session.id)).toEqual([ben]);

    await stopActiveSession(deps, ben);
    await relayOutbox();
    await publish(again(started.find((event) => event.data.userId === ben)!));
    await consumed();
    expect(await sitting(session.id)).toEqual([]);

    await updateActiveSession(deps, ana, { state: 'meditating' });
    expect(await store.sitting(session.id, nowMs())).toEqual([{ userId: ana, untilMs: session.endsAt.getTime() }]);
    expect(await store.sitting(session.id, session.endsAt.getTime())).toEqual([]);
  });
});
