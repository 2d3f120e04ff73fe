import { fileURLToPath } from 'node:url';
import { ComprehensiveFiguresCache, GlobalFiguresCache, MemberListsCache, PersonalFiguresCache, PresenceStore, startRuntime, utcDay } from '@peace/kit';
import { config } from './config.js';
import { SCHEMA, schema } from './db/schema.js';
import { FiguresCache, listenForChanges } from './commands/figures-cache.js';
import { SharedFigures } from './commands/global-figures.js';
import { SharedMembers } from './commands/shared-members.js';
import { SharedPersonal } from './commands/shared-personal.js';
import { STREAM_NAME } from '@peace/proto';
import { communitiesConsumer, membersConsumer, practiceConsumer, RETIRED_CONSUMERS } from './events/index.js';
import { createResolvers, keptAnswers } from './resolvers/index.js';

const runtime = await startRuntime({ name: 'stats', schemaName: SCHEMA, config, schema });
runtime.lifecycle.installSignalHandlers();
// Figures are kept until the read models change: another replica's change arrives as a
// notification, this one's own clears them right after its commit, before the event is acknowledged.
const cache = new FiguresCache();
const changes = listenForChanges(runtime.database.pool, cache, runtime.logger);
runtime.onStop('read model changes', () => changes.stop());
const shared = new SharedFigures({
  db: runtime.db,
  cache,
  figures: new GlobalFiguresCache(runtime.redis),
  comprehensive: new ComprehensiveFiguresCache(runtime.redis),
  logger: runtime.logger,
});
const members = new SharedMembers({ db: runtime.db, cache, lists: new MemberListsCache(runtime.redis), logger: runtime.logger });
const personal = new SharedPersonal({ db: runtime.db, cache, personal: new PersonalFiguresCache(runtime.redis), logger: runtime.logger });
// The figures the gateway answers from Redis are written before the events are acknowledged (on a
// redelivery again, should the write have failed), once for the events a consumer applied one
// after another. Today's global figures are written after every change, their revision telling the
// gateway which comprehensive figures are out of date; a completion also changes the members lists
// its person is on, and a profile both lists. Each change to a person's practice, and each to the
// communities, marks the personal figures it alters.
const today = () => utcDay(runtime.clock.now());
await runtime.consume({
  ...practiceConsumer,
  afterCommit: async () => {
    cache.invalidate();
  },
  afterCommits: async (events) => {
    const revision = await shared.publish(today());
    for (const userId of new Set(events.map((event) => event.data.userId))) await personal.practiceChanged(userId, revision);
    const completed = events.filter((event) => event.type === 'peace.meditation.session.completed').map((event) => event.data.userId);
    await members.publishFor([...new Set(completed)]);
  },
});
for (const durable of RETIRED_CONSUMERS) {
  // Absent on a new stream, and on every start after the first.
  await runtime.bus.jsm.consumers.delete(STREAM_NAME, durable).catch(() => false);
}
await runtime.consume({
  ...membersConsumer,
  afterCommit: async () => {
    cache.invalidate();
  },
  afterCommits: async () => {
    await shared.publish(today());
    await members.publish();
  },
});
await runtime.consume({
  ...communitiesConsumer,
  afterCommit: async () => {
    cache.invalidate();
  },
  afterCommits: async () => {
    await personal.communitiesChanged(await shared.publish(today()));
  },
});
await runtime.serve({
  schemaPath: fileURLToPath(new URL('./schema.graphql', import.meta.url)),
  resolvers: createResolvers({ db: runtime.db, presence: new PresenceStore(runtime.redis), clock: runtime.clock, shared, members, personal }),
  keptAnswers: keptAnswers(cache),
});
