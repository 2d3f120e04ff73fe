// Expand and contract: a release only adds to a schema, and what its code stopped using is dropped a
// release later. During a rollout (and after a `helm rollback`) the previous release's pods run
// against the new schema, so a migration must never drop or rename a table or column that code still
// reads. This finds each migration's drops and renames and asks git whether the code of the release
// before the migration (the newest v* tag before it, else the commit before the one that added it)
// names them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Contraction {
  /** What the statement does, e.g. 'drop column "revision" of "users"'. */
  what: string;
  /** The name the previous code would use: a table's or a column's. */
  name: string;
}

const ident = String.raw`"?([A-Za-z_][A-Za-z0-9_]*)"?`;
const table = String.raw`(?:${ident}\.)?${ident}`;

/** The drops and renames of tables and columns in a migration's SQL. */
export function contractions(sql: string): Contraction[] {
  const found: Contraction[] = [];
  const text = sql.replace(/--[^\n]*/g, ' ');
  for (const match of text.matchAll(new RegExp(String.raw`DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?${table}`, 'gi'))) found.push({ what: `drop table "${match[2]}"`, name: match[2]! });
  for (const match of text.matchAll(new RegExp(String.raw`ALTER\s+TABLE\s+(?:ONLY\s+)?(?:IF\s+EXISTS\s+)?${table}\s+([^;]*)`, 'gi'))) {
    const tableName = match[2]!;
    const actions = match[3]!;
    for (const drop of actions.matchAll(new RegExp(String.raw`DROP\s+COLUMN\s+(?:IF\s+EXISTS\s+)?${ident}`, 'gi'))) found.push({ what: `drop column "${drop[1]}" of "${tableName}"`, name: drop[1]! });
    for (const rename of actions.matchAll(new RegExp(String.raw`RENAME\s+(?:COLUMN\s+)?${ident}\s+TO\s+${ident}`, 'gi'))) found.push({ what: `rename column "${rename[1]}" of "${tableName}" to "${rename[2]}"`, name: rename[1]! });
    if (/^RENAME\s+TO\s+/i.test(actions.trim())) found.push({ what: `rename table "${tableName}"`, name: tableName });
  }
  return found;
}

function git(root: string, args: string[]): string | undefined {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return run.status === 0 ? run.stdout : undefined;
}

/** The commit whose code ran before `file` was first added: the newest v* tag before it, else the parent of the commit adding it. */
export function previousRelease(root: string, file: string): string | undefined {
  const added = git(root, ['log', '--diff-filter=A', '--format=%H', '--', file])?.trim().split('\n').at(-1);
  if (!added) return undefined;
  // The newest release tag before it; without tags, the code just before it.
  return git(root, ['describe', '--tags', '--abbrev=0', '--match', 'v*', `${added}^`])?.trim() || `${added}^`;
}

export interface Violation {
  service: string;
  migration: string;
  what: string;
  /** Where the previous release's code names it. */
  usedIn: string[];
}

/**
 * Every migration of every service under `services/`, whose drops and renames the previous release's
 * code (its src/, migrations aside) still names. A migration not yet committed counts against HEAD.
 */
export function checkExpandContract(root: string): Violation[] {
  const violations: Violation[] = [];
  const servicesDir = path.join(root, 'services');
  for (const service of readdirSync(servicesDir)) {
    const manifest = path.join(servicesDir, service, 'package.json');
    if (!existsSync(manifest)) continue;
    const folder = (JSON.parse(readFileSync(manifest, 'utf8')) as { peace?: { migrations?: string } }).peace?.migrations;
    if (!folder) continue;
    const dir = path.join(servicesDir, service, folder);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
      const found = contractions(readFileSync(path.join(dir, file), 'utf8'));
      if (found.length === 0) continue;
      const relative = path.relative(root, path.join(dir, file));
      const before = previousRelease(root, relative) ?? 'HEAD';
      for (const change of found) {
        const hits = git(root, ['grep', '-l', '-w', '-F', change.name, before, '--', `services/${service}/src`, `:(exclude)services/${service}/${folder}`]) ?? '';
        const usedIn = hits
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => line.slice(line.indexOf(':') + 1));
        if (usedIn.length > 0) violations.push({ service, migration: file, what: change.what, usedIn });
      }
    }
  }
  return violations;
}
