import { fileURLToPath } from 'node:url';
import { PresenceStore, startRuntime } from '@peace/kit';
import { config } from './config.js';
import { SCHEMA, schema } from './db/schema.js';
import { communitiesConsumer, membersConsumer, practiceConsumer } from './events/index.js';
import { createResolvers } from './resolvers/index.js';

const runtime = await startRuntime({ name: 'stats', schemaName: SCHEMA, config, schema });
runtime.lifecycle.installSignalHandlers();
await runtime.consume(practiceConsumer);
await runtime.consume(membersConsumer);
await runtime.consume(communitiesConsumer);
await runtime.serve({
  schemaPath: fileURLToPath(new URL('./schema.graphql', import.meta.url)),
  resolvers: createResolvers({ db: runtime.db, presence: new PresenceStore(runtime.redis), clock: runtime.clock }),
});
