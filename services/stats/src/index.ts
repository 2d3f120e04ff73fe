import { fileURLToPath } from 'node:url';
import { startRuntime } from '@peace/kit';
import { PresenceStore } from '@peace/meditation/live';
import { STREAM_NAME } from '@peace/proto';
import { config } from './config.js';
import { SCHEMA, schema } from './db/schema.js';
import { FiguresCache, listenForChanges } from './commands/figures-cache.js';
import { communitiesConsumer, membersConsumer, practiceConsumer, RETIRED_CONSUMERS } from './events/index.js';
import { createResolvers } from './resolvers/index.js';
import { FiguresAnnouncer } from './live/index.js';

const runtime = await startRuntime({ name: 'stats', schemaName: SCHEMA, config, schema });
runtime.lifecycle.installSignalHandlers();
const cache = new FiguresCache();
const changes = listenForChanges(runtime.database.pool, cache, runtime.logger);
runtime.onStop('read model changes', () => changes.stop());
// This replica forgets what its own event changed before acknowledging it; the others hear of it from PostgreSQL.
const forget = async (event: { type: string }) => cache.changed(event.type);
const announcer = new FiguresAnnouncer(runtime.redis, runtime.logger);
// Once the read models have a person's sit, their pages are told to read their figures again.
await runtime.consume({ ...practiceConsumer, afterCommit: forget, afterCommits: (events) => announcer.announce(events.map((event) => event.data.userId)) });
for (const durable of RETIRED_CONSUMERS) {
  // Absent on a new stream, and on every start after the first.
  await runtime.bus.jsm.consumers.delete(STREAM_NAME, durable).catch(() => false);
}
await runtime.consume({ ...membersConsumer, afterCommit: forget });
await runtime.consume({ ...communitiesConsumer, afterCommit: forget });
await runtime.serve({
  schemaPath: fileURLToPath(new URL('./schema.graphql', import.meta.url)),
  resolvers: createResolvers({ db: runtime.db, presence: new PresenceStore(runtime.redis), clock: runtime.clock, cache }),
});
