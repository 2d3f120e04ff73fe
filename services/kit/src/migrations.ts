import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { z } from 'zod';
import { ConfigError, resolveDatabaseUrl } from './config.js';
import { runMigrations } from './db.js';
import type { Logger } from './logger.js';

/** services/, next to this package, in the repository and in every image alike. */
const SERVICES_DIR = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Code running from build output reads the build's copy of the migrations (dist/… for src/…, made by
 * the build), as an image carries dist/ and no src/; code running from source reads the source.
 */
const FROM_BUILD = path.basename(path.dirname(fileURLToPath(import.meta.url))) === 'dist';

function runtimeFolder(relative: string): string {
  return FROM_BUILD && relative.startsWith('src/') ? `dist/${relative.slice('src/'.length)}` : relative;
}

const manifest = z.object({
  peace: z.object({
    /** The PostgreSQL schema the service owns; its migration journal is named after it. */
    schema: z.string().regex(/^[a-z][a-z0-9_]*$/),
    /** The drizzle-kit migrations folder, relative to the package. */
    migrations: z.string().min(1),
  }),
});

export interface MigrationSource {
  schema: string;
  folder: string;
}

/**
 * Where a package's migrations are: stated once, in its package.json under "peace" (which its
 * drizzle.config.ts reads too), as their source folder. packageDir defaults to services/<service>.
 */
export function migrationSource(service: string, packageDir = path.join(SERVICES_DIR, service)): MigrationSource {
  const file = path.join(packageDir, 'package.json');
  const parsed = manifest.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} does not say where ${service}'s migrations are ("peace": { "schema", "migrations" })`);
  return { schema: parsed.data.peace.schema, folder: path.resolve(packageDir, runtimeFolder(parsed.data.peace.migrations)) };
}

/** Applies one service's migrations to the database at url. */
export async function migrateService(service: string, url: string, options: { packageDir?: string; logger?: Logger } = {}): Promise<void> {
  const source = migrationSource(service, options.packageDir);
  await runMigrations(url, source.schema, source.folder, options.logger);
}

/**
 * Resolves once the database at url answers a query, trying every second for at most waitMs (a
 * database started alongside, as in a first Kubernetes install, accepts connections a while later);
 * rejects with the last error after that.
 */
export async function waitForDatabase(url: string, waitMs: number, logger?: Logger): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let attempt = 1; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() + 1_000 > deadline) throw error;
      if (attempt === 1) logger?.info({ waitMs }, 'waiting for the database to answer');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * Applies one service's migrations to the database its environment names (<SERVICE>_DATABASE_URL or
 * DATABASE_URL), first waiting up to MIGRATE_WAIT_SECONDS (default 0) for it to answer.
 */
export async function migrateServiceFromEnv(service: string, env: Record<string, string | undefined> = process.env, logger?: Logger): Promise<void> {
  const { url, variable } = resolveDatabaseUrl(service, env);
  if (!url) throw new ConfigError(`Invalid environment:\n  ${variable === 'DATABASE_URL' ? `${service.toUpperCase()}_DATABASE_URL / DATABASE_URL` : variable}: not set`);
  const wait = z.coerce.number().int().min(0).default(0).safeParse(env['MIGRATE_WAIT_SECONDS'] || undefined);
  if (!wait.success) throw new ConfigError('Invalid environment:\n  MIGRATE_WAIT_SECONDS: a whole number of seconds');
  if (wait.data > 0) await waitForDatabase(url, wait.data * 1_000, logger);
  await migrateService(service, url, { logger });
}
