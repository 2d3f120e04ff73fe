// Rebuilds every read model of the stats service from the PEACE stream:
// `node services/stats/dist/rebuild.js` with the service's own DATABASE_URL and NATS_URL.
// Safe while the service runs; exits non-zero when the rebuild fails.
import { connectBus, createDatabase, createLogger } from '@peace/kit';
import { rebuildReadModels } from './commands/rebuild.js';
import { config } from './config.js';
import { schema } from './db/schema.js';

const logger = createLogger('stats-rebuild', config.LOG_LEVEL);
// Like a migration, an operator's one run: the replay is one transaction, as long as the stream is, with
// NATS reads between its statements, so the service's statement and idle bounds do not apply to it.
const database = createDatabase(config.DATABASE_URL, schema, { applicationName: 'stats-rebuild', statementTimeoutMillis: 0, idleInTransactionTimeoutMillis: 0 });
const bus = await connectBus(config.NATS_URL, 'stats-rebuild', { replicas: config.NATS_STREAM_REPLICAS, credentials: config });
try {
  await rebuildReadModels({ db: database.db, bus, logger });
} catch (error) {
  logger.fatal({ err: error }, 'rebuild failed');
  process.exitCode = 1;
} finally {
  await bus.close();
  await database.close();
}
