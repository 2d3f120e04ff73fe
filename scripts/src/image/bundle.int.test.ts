import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, stopChild, waitFor } from '../harness/process.js';
import { createTestDatabase, testInfraUrls, testSecret } from '../testing/index.js';
import { bundle } from './bundle.js';

// What the communities image carries, run as the chart runs it: the migration Job's command against
// an empty database, then the service itself, ready on /readyz and stopping cleanly on SIGTERM.
// (communities consumes no events, so it shares the run's NATS with other suites harmlessly.)
describe('a bundled service, run as the chart runs it', () => {
  let out: string;
  beforeAll(() => {
    out = path.join(mkdtempSync(path.join(os.tmpdir(), 'peace-bundle-int-')), 'communities');
    bundle('services/communities', out);
  });
  afterAll(() => rmSync(path.dirname(out), { recursive: true, force: true }));

  it('migrates its database from build output, serves, reports ready and shuts down on SIGTERM', async () => {
    const { redisUrl, natsUrl } = testInfraUrls();
    const databaseUrl = await createTestDatabase('bundle');
    const base = { PATH: process.env['PATH'] ?? '', NODE_ENV: 'production', COMMUNITIES_DATABASE_URL: databaseUrl };

    const migrate = spawnSync(process.execPath, ['services/kit/dist/migrate.js', 'communities'], { cwd: out, env: { ...base, MIGRATE_WAIT_SECONDS: '10' }, encoding: 'utf8', timeout: 60_000 });
    expect(`${migrate.status} ${migrate.stderr}`).toBe('0 ');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const applied = await client.query<{ count: string }>('select count(*) from drizzle.migrations_communities');
      expect(Number(applied.rows[0]!.count)).toBeGreaterThan(0);
    } finally {
      await client.end();
    }

    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, ['--enable-source-maps', 'services/communities/dist/index.js'], {
      cwd: out,
      env: { ...base, HOST: '127.0.0.1', PORT: String(port), REDIS_URL: redisUrl, NATS_URL: natsUrl, INTERNAL_SECRET: testSecret(), JOBS_PREFIX: `bundle-${randomBytes(4).toString('hex')}`, SHUTDOWN_TIMEOUT_MS: '10000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await waitFor('bundled communities', async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, { timeoutMs: 45_000, detail: () => output.slice(-3000) });
      const graph = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
      // It started, so it read its schema from dist/; its graph answers only calls the gateway signed.
      expect(graph.status).toBe(401);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toMatch(/shutdown complete/);
    } finally {
      await stopChild(child, 'SIGKILL', 1_000).catch(() => undefined);
    }
  });
});
