import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createLogger, loadConfig, runMigrations } from '@peace/kit';

const { DATABASE_URL } = loadConfig(z.object({ DATABASE_URL: z.string().url() }));
const logger = createLogger('identity-migrate');
runMigrations(DATABASE_URL, 'identity', fileURLToPath(new URL('../src/db/migrations', import.meta.url)), logger).catch((error: unknown) => {
  logger.fatal({ err: error }, 'migration failed');
  process.exit(1);
});
