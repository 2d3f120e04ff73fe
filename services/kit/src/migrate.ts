// The one migrations runner: `node services/kit/dist/migrate.js <service>…` applies each named
// service's migrations to its database (<SERVICE>_DATABASE_URL, or DATABASE_URL) and exits
// non-zero when any fails. Used at start-up locally and by the chart's migration Job.
import { createLogger } from './logger.js';
import { migrateServiceFromEnv } from './migrations.js';

const services = process.argv.slice(2);
const logger = createLogger('migrate');
if (services.length === 0) {
  logger.fatal('usage: node services/kit/dist/migrate.js <service>…');
  process.exit(2);
}
try {
  for (const service of services) await migrateServiceFromEnv(service, process.env, logger);
} catch (error) {
  logger.fatal({ err: error }, 'migration failed');
  process.exit(1);
}
