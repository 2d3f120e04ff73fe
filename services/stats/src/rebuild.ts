// Rebuilds every read model of the stats service from the PEACE stream:
// `node services/stats/dist/rebuild.js` with the service's own DATABASE_URL, NATS_URL and REDIS_URL.
// Safe while the service runs; exits non-zero when the rebuild fails.
import { connectBus, createControlledClock, createDatabase, createLogger, createRedis, GlobalFiguresCache, MemberListsCache, PersonalFiguresCache, systemClock } from '@peace/kit';
import { rebuildReadModels } from './commands/rebuild.js';
import { config } from './config.js';
import { schema } from './db/schema.js';

const logger = createLogger('stats-rebuild', config.LOG_LEVEL);
const database = createDatabase(config.DATABASE_URL, schema, { applicationName: 'stats-rebuild' });
const bus = await connectBus(config.NATS_URL, 'stats-rebuild');
const redis = createRedis(config.REDIS_URL, 'stats-rebuild');
// Today is the services' day, which a test stack controls.
const controlled = config.PEACE_TEST_CLOCK ? await createControlledClock(config.REDIS_URL) : undefined;
try {
  await rebuildReadModels({ db: database.db, bus, logger, shared: { figures: new GlobalFiguresCache(redis), lists: new MemberListsCache(redis), personal: new PersonalFiguresCache(redis), clock: controlled ?? systemClock } });
} catch (error) {
  logger.fatal({ err: error }, 'rebuild failed');
  process.exitCode = 1;
} finally {
  await controlled?.close();
  redis.disconnect();
  await bus.close();
  await database.close();
}
