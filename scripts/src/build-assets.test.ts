import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assetsOf, copyBuildAssets } from './build-assets.js';

describe('run-time files in the build output', () => {
  let root: string;
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'peace-assets-test-'));
    write('services/groups/package.json', JSON.stringify({ peace: { schema: 'groups', migrations: 'src/db/migrations' } }));
    write('services/groups/src/schema.graphql', 'type Query { a: Int }\n');
    write('services/groups/src/db/migrations/0000_init.sql', 'create table a ();\n');
    write('services/groups/src/db/migrations/meta/_journal.json', '{}\n');
    write('services/groups/src/index.ts', 'export {};\n');
    write('scripts/package.json', JSON.stringify({ peace: { schema: 'oidc_provider', migrations: 'src/provider/db/migrations' } }));
    write('scripts/src/provider/db/migrations/0000_init.sql', 'create table p ();\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names a service’s schema and its migrations folder, and no source code', () => {
    expect(assetsOf(path.join(root, 'services/groups'))).toEqual(['src/schema.graphql', 'src/db/migrations']);
  });

  it('mirrors them under dist/, and rewrites only what changed', () => {
    expect(copyBuildAssets(root).sort()).toEqual(
      ['scripts/dist/provider/db/migrations/0000_init.sql', 'services/groups/dist/db/migrations/0000_init.sql', 'services/groups/dist/db/migrations/meta/_journal.json', 'services/groups/dist/schema.graphql'].sort(),
    );
    expect(readFileSync(path.join(root, 'services/groups/dist/schema.graphql'), 'utf8')).toBe('type Query { a: Int }\n');
    expect(copyBuildAssets(root)).toEqual([]);
    write('services/groups/src/schema.graphql', 'type Query { b: Int }\n');
    expect(copyBuildAssets(root)).toEqual(['services/groups/dist/schema.graphql']);
    expect(readFileSync(path.join(root, 'services/groups/dist/schema.graphql'), 'utf8')).toBe('type Query { b: Int }\n');
  });
});
