import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOYABLES, REPO_ROOT, bundle, closure } from './bundle.js';

/** Every folder named `name` under dir, as paths relative to it (symbolic links not followed). */
function foldersNamed(dir: string, name: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    return [...(entry.name === name ? [path.relative(base, full)] : []), ...foldersNamed(full, name, base)];
  });
}

const DEVELOPMENT_ONLY = ['typescript', 'jest', 'eslint', 'tsx', 'drizzle-kit', '@swc/core', 'vite', 'oidc-provider', '@graphql-codegen/cli', 'react'];

describe('what an image carries', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'peace-bundle-test-'));
    // A bundle must start from its own node_modules: none above it may stand in for a missing one.
    for (let up = dir; up !== path.dirname(up); up = path.dirname(up)) expect(existsSync(path.join(path.dirname(up), 'node_modules'))).toBe(false);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(DEPLOYABLES)('%s needs no development tool and no other deployable', (deployable) => {
    const result = closure(deployable);
    const names = result.packages.map((location) => location.replace(/^.*node_modules\//, ''));
    expect(names.filter((name) => DEVELOPMENT_ONLY.includes(name))).toEqual([]);
    expect(result.workspaces[0]).toBe(deployable);
    expect([...result.workspaces].sort()).toEqual([deployable, 'proto', 'services/kit'].sort());
    // Another deployable is used through its client modules alone, which carry none of its dependencies.
    if (result.clients.includes('services/meditation')) expect(names).not.toContain('geoip-lite');
    expect(names).toEqual(expect.arrayContaining(['pg', 'drizzle-orm', 'zod']));
  });

  it.each(DEPLOYABLES)('%s: build output, production dependencies and an entry that loads', (deployable) => {
    const out = path.join(dir, path.basename(deployable));
    const result = bundle(deployable, out);
    try {
      // Only build output: no sources, no tests, no development files.
      expect(foldersNamed(out, 'src').filter((folder) => !folder.startsWith('node_modules'))).toEqual([]);
      expect(existsSync(path.join(out, deployable, 'dist/index.js'))).toBe(true);
      for (const client of result.clients) expect(existsSync(path.join(out, client, 'dist/index.js'))).toBe(false);
      expect(existsSync(path.join(out, 'services/kit/dist/migrate.js'))).toBe(true);
      expect(readdirSync(path.join(out, deployable, 'dist'), { recursive: true }).map(String).filter((file) => /\.test\.|\.tsbuildinfo$/.test(file))).toEqual([]);
      if (deployable === 'gateway') {
        expect(existsSync(path.join(out, 'web/dist/index.html'))).toBe(true);
        expect(existsSync(path.join(out, 'gateway/supergraph.graphql'))).toBe(true);
        // The gateway serves the built app as files; no server bundle of the web rides along.
        expect(existsSync(path.join(out, 'web/dist/server'))).toBe(false);
      } else {
        // The subgraph reads its schema and migrations from build output, and carries no web app.
        expect(existsSync(path.join(out, 'web'))).toBe(false);
        expect(readFileSync(path.join(out, deployable, 'dist/schema.graphql'), 'utf8')).toBe(readFileSync(path.join(REPO_ROOT, deployable, 'src/schema.graphql'), 'utf8'));
        const migrations = path.join(out, deployable, 'dist/db/migrations');
        expect(readdirSync(migrations).filter((file) => file.endsWith('.sql')).sort()).toEqual(readdirSync(path.join(REPO_ROOT, deployable, 'src/db/migrations')).filter((file) => file.endsWith('.sql')).sort());
        expect(statSync(path.join(migrations, 'meta/_journal.json')).isFile()).toBe(true);
      }
      const listed = readFileSync(path.join(out, 'production-dependencies.txt'), 'utf8').trim().split('\n');
      expect(listed).toHaveLength(result.packages.length);

      // Node links every static import before running any code: reaching the configuration check
      // proves the whole import graph resolves inside the bundle.
      const start = spawnSync(process.execPath, [path.join(out, deployable, 'dist/index.js')], { cwd: out, env: { PATH: process.env['PATH'] }, encoding: 'utf8', timeout: 30_000 });
      expect(start.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|Cannot find (module|package)/);
      expect(start.stderr).toMatch(/Invalid environment/);
      expect(start.status).not.toBe(0);

      const migrate = spawnSync(process.execPath, [path.join(out, 'services/kit/dist/migrate.js')], { cwd: out, env: { PATH: process.env['PATH'] }, encoding: 'utf8', timeout: 30_000 });
      expect(migrate.status).toBe(2);
      expect(migrate.stdout).toMatch(/usage: node services\/kit\/dist\/migrate\.js/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
