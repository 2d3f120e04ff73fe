import { expect } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTestDatabase } from '@peace/scripts/testing';
import { migrateServiceFromEnv, migrationSource } from './migrations.js';

const RUNNER = fileURLToPath(new URL('../dist/migrate.js', import.meta.url));

async function schemas(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select schema_name as name from information_schema.schemata`);
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

function runner(args: string[], env: Record<string, string>) {
  // Only what the runner is given: none of this process's database settings leak in.
  return spawnSync(process.execPath, [RUNNER, ...args], { env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'silent', ...env }, encoding: 'utf8', timeout: 60_000 });
}

describe('the migrations runner', () => {
  it('finds each service schema and migrations folder in its package.json', () => {
    expect(migrationSource('meditation')).toEqual({ schema: 'meditation', folder: expect.stringMatching(/services\/meditation\/src\/db\/migrations$/) });
  });

  it("applies a service's migrations to its own database when it has one, not the shared one", async () => {
    const [own, shared] = await Promise.all([createTestDatabase('own'), createTestDatabase('shared')]);
    await migrateServiceFromEnv('stats', { STATS_DATABASE_URL: own, DATABASE_URL: shared });
    expect(await schemas(own)).toContain('stats');
    expect(await schemas(shared)).not.toContain('stats');
  });

  it('applies every named service from the command line, into the shared database, and can run again', async () => {
    const shared = await createTestDatabase('cli');
    for (let run = 0; run < 2; run++) {
      const result = runner(['groups', 'communities'], { DATABASE_URL: shared });
      expect(result.stderr + result.stdout).not.toContain('failed');
      expect(result.status).toBe(0);
    }
    expect(await schemas(shared)).toEqual(expect.arrayContaining(['groups', 'communities']));
  });

  it('lets every service migrate at once into a new database, each creating the shared journal schema (a first install)', async () => {
    const services = ['identity', 'meditation', 'groups', 'communities', 'stats', 'notification'];
    for (let round = 0; round < 3; round += 1) {
      const url = await createTestDatabase(`first-${round}`);
      const results = await Promise.allSettled(services.map((service) => migrateServiceFromEnv(service, { DATABASE_URL: url })));
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      expect(await schemas(url)).toEqual(expect.arrayContaining(services));
    }
  });

  it('lets replicas starting together migrate one after the other (init containers of one Deployment)', async () => {
    const url = await createTestDatabase('together');
    await Promise.all(Array.from({ length: 4 }, () => migrateServiceFromEnv('groups', { DATABASE_URL: url })));
    expect(await schemas(url)).toContain('groups');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Each migration recorded once: none was applied twice, and no runner failed on another's tables.
      const { rows } = await client.query<{ hash: string; count: string }>('select hash, count(*) from drizzle.migrations_groups group by hash having count(*) > 1');
      expect(rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('exits non-zero when the database cannot be reached', () => {
    expect(runner(['groups'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }).status).toBe(1);
  });

  it('exits non-zero, naming both variables, when no database is configured', () => {
    const result = runner(['groups'], { LOG_LEVEL: 'info' });
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toContain('GROUPS_DATABASE_URL / DATABASE_URL');
  });

  it('exits non-zero when no service is named', () => {
    expect(runner([], {}).status).toBe(2);
  });
});
