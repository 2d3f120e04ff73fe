import { randomBytes } from 'node:crypto';
import pg from 'pg';

export function testInfraUrls(): { databaseUrl: string; redisUrl: string; natsUrl: string } {
  const databaseUrl = process.env['PEACE_TEST_DATABASE_URL'];
  const redisUrl = process.env['PEACE_TEST_REDIS_URL'];
  const natsUrl = process.env['PEACE_TEST_NATS_URL'];
  if (!databaseUrl || !redisUrl || !natsUrl) throw new Error('the test infrastructure is not running (run the tests through npm test)');
  return { databaseUrl, redisUrl, natsUrl };
}

/** A fresh, empty database on the run's private PostgreSQL, so suites never see each other's rows. */
export async function createTestDatabase(prefix = 't'): Promise<string> {
  const { databaseUrl } = testInfraUrls();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const testSecret = () => randomBytes(24).toString('hex');
