// Runs in jest's parent process: one private PostgreSQL, Redis and NATS for the whole run.
// Suites read their URLs from the environment and isolate themselves (own database, key prefix, consumers).
import { startInfrastructure } from '@peace/scripts/harness';

export default async function globalSetup() {
  const infra = await startInfrastructure();
  globalThis.__PEACE_INFRA__ = infra;
  process.env.PEACE_TEST_DATABASE_URL = infra.databaseUrl;
  process.env.PEACE_TEST_REDIS_URL = infra.redisUrl;
  process.env.PEACE_TEST_NATS_URL = infra.natsUrl;
}
