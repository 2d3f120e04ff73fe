// Expand and contract, checked on every service's migrations and on a repository made for the purpose.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkExpandContract, contractions } from './expand-contract.js';
import { REPO_ROOT } from '../image/bundle.js';

/**
 * Contracted in the same step as the code stopped using them, before this check existed; applied in
 * every install since. Rolling back across one of them needs the database restored from before it
 * (docs/kubernetes.md). No migration may join this list.
 */
const BEFORE_THE_RULE = new Set(['identity/0001_provider_moved_out.sql', 'identity/0003_drop_user_revision.sql', 'stats/0006_drop_figures_revision.sql']);

describe('contractions', () => {
  it('finds dropped and renamed tables and columns, and nothing in an expanding migration', () => {
    const sql = `ALTER TABLE "identity"."users" DROP COLUMN "revision";--> statement-breakpoint
DROP TABLE IF EXISTS "stats"."figures_revision" CASCADE;
ALTER TABLE "groups"."sessions" RENAME COLUMN "title" TO "name";
ALTER TABLE "old_things" RENAME TO "things";
ALTER TABLE "users" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
CREATE INDEX "users_hidden" ON "users" ("hidden");
DROP INDEX "users_email";`;
    expect(contractions(sql).map((change) => change.what)).toEqual([
      'drop table "figures_revision"',
      'drop column "revision" of "users"',
      'rename column "title" of "sessions" to "name"',
      'rename table "old_things"',
    ]);
    expect(contractions('ALTER TABLE "users" ADD COLUMN "x" text;')).toEqual([]);
  });
});

describe('the repository', () => {
  it("drops or renames nothing the previous release's code still uses", () => {
    const violations = checkExpandContract(REPO_ROOT).filter((violation) => !BEFORE_THE_RULE.has(`${violation.service}/${violation.migration}`));
    expect(violations).toEqual([]);
  });
});

describe('a repository made for the check', () => {
  let dir: string;
  const git = (...args: string[]) => {
    const run = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
  };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'peace-expand-contract-'));
    git('init', '-q');
    write('services/things/package.json', JSON.stringify({ peace: { schema: 'things', migrations: 'src/db/migrations' } }));
    write('services/things/src/db/migrations/0000_init.sql', 'CREATE TABLE "things" ("id" uuid, "old_name" text);');
    write('services/things/src/db/schema.ts', "export const things = table('things', { id: uuid('id'), oldName: text('old_name') });\n");
    git('add', '-A');
    git('commit', '-qm', 'v1');
    git('tag', 'v1');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a drop that comes with the change that stops using the column', () => {
    write('services/things/src/db/schema.ts', "export const things = table('things', { id: uuid('id') });\n");
    write('services/things/src/db/migrations/0001_contract.sql', 'ALTER TABLE "things" DROP COLUMN "old_name";');
    git('add', '-A');
    git('commit', '-qm', 'stop using old_name and drop it');
    expect(checkExpandContract(dir)).toEqual([{ service: 'things', migration: '0001_contract.sql', what: 'drop column "old_name" of "things"', usedIn: ['services/things/src/db/schema.ts'] }]);
  });

  it('refuses a rename, even before it is committed', () => {
    write('services/things/src/db/migrations/0001_rename.sql', 'ALTER TABLE "things" RENAME COLUMN "old_name" TO "name";');
    expect(checkExpandContract(dir).map((violation) => violation.what)).toEqual(['rename column "old_name" of "things" to "name"']);
  });

  it('accepts the drop a release after the code stopped using it', () => {
    write('services/things/src/db/schema.ts', "export const things = table('things', { id: uuid('id') });\n");
    git('commit', '-qam', 'stop using old_name');
    git('tag', 'v2');
    write('services/things/src/db/migrations/0001_contract.sql', 'ALTER TABLE "things" DROP COLUMN "old_name";');
    git('add', '-A');
    git('commit', '-qm', 'drop old_name');
    expect(checkExpandContract(dir)).toEqual([]);
  });
});
