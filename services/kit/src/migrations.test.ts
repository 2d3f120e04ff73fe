import net from 'node:net';
import { migrateServiceFromEnv, waitForDatabase } from './migrations.js';

/** A local port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('waiting for the database before migrating', () => {
  it('keeps trying for the time it is given, then fails with the connection error', async () => {
    const url = `postgres://peace:peace@127.0.0.1:${await closedPort()}/peace`;
    const started = Date.now();
    await expect(waitForDatabase(url, 2_500)).rejects.toThrow(/ECONNREFUSED/);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1_400);
    expect(elapsed).toBeLessThan(6_000);
  });

  it('tries once when given no time', async () => {
    const url = `postgres://peace:peace@127.0.0.1:${await closedPort()}/peace`;
    const started = Date.now();
    await expect(waitForDatabase(url, 0)).rejects.toThrow(/ECONNREFUSED/);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses a wait that is not a whole number of seconds', async () => {
    await expect(migrateServiceFromEnv('groups', { GROUPS_DATABASE_URL: 'postgres://127.0.0.1:1/x', MIGRATE_WAIT_SECONDS: 'soon' })).rejects.toThrow(/MIGRATE_WAIT_SECONDS/);
  });
});
