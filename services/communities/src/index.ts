import { fileURLToPath } from 'node:url';
import { startRuntime } from '@peace/kit';
import { CommunityMemberNotes } from './live/index.js';
import { config } from './config.js';
import { SCHEMA, schema } from './db/schema.js';
import { peopleConsumer } from './events/consume.js';
import { createResolvers } from './resolvers/index.js';

const runtime = await startRuntime({ name: 'communities', schemaName: SCHEMA, config, schema });
runtime.lifecycle.installSignalHandlers();
await runtime.consume(peopleConsumer);
await runtime.serve({
  schemaPath: fileURLToPath(new URL('./schema.graphql', import.meta.url)),
  resolvers: createResolvers({ db: runtime.db, clock: runtime.clock, memberNotes: { notes: new CommunityMemberNotes(runtime.redis), logger: runtime.logger } }),
});
