// The build `npm start` and `npm test` run: each step of `npm run build`, skipped when the content
// of its inputs is what it was when the step last passed and its outputs are still there. Content
// rather than modification times decides, since a fresh clone or a checkout of another branch sets
// every file's time anew. The fingerprints are kept in node_modules/.cache, so a fresh clone (or a
// fresh install) builds everything once.
// Run: node --import tsx scripts/src/build-steps.ts start|test|all  (all: every step, as `npm run build`)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyBuildAssets } from './build-assets.js';

// Resolved here rather than taken from the harness, so that this runs before anything is built.
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const STAMP_DIR = path.join(REPO_ROOT, 'node_modules/.cache/peace-build');

export interface BuildStep {
  name: string;
  /** What it runs, from the repository root. */
  command: readonly string[];
  /** Files and folders (relative to the root) whose content decides what the step makes or checks. */
  inputs: readonly string[];
  /** What it makes (relative to the root); a missing one makes it run. A check makes nothing. */
  outputs: readonly string[];
  /** Needed by `npm test` only: a check of the tests' types. */
  testsOnly?: boolean;
}

/** Folders never read as inputs: installed packages, build outputs, data and reports. */
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'coverage', 'test-artifacts', '.git']);

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .filter((name) => !SKIPPED.has(name) && !name.endsWith('.tsbuildinfo'))
    .flatMap((name) => filesUnder(root, path.join(relative, name)));
}

/** A hash of the step's command and of every input file's path and content; a missing input counts too. */
export function fingerprint(root: string, step: Pick<BuildStep, 'command' | 'inputs'>): string {
  const hash = createHash('sha256');
  hash.update(`${process.version}\0${step.command.join(' ')}\0`);
  const files = [...new Set(step.inputs.flatMap((input) => filesUnder(root, input)))].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampFile(stampDir: string, step: BuildStep): string {
  return path.join(stampDir, `${step.name.replace(/[^a-z0-9-]+/gi, '-')}.json`);
}

/** Whether the step last passed on inputs with this fingerprint and its outputs are all there. */
export function isUpToDate(root: string, stampDir: string, step: BuildStep, current: string): boolean {
  if (!step.outputs.every((output) => existsSync(path.join(root, output)))) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile(stampDir, step), 'utf8')) as { fingerprint?: string };
    return stamp.fingerprint === current;
  } catch {
    return false;
  }
}

/** Remembers that the step passed on inputs with this fingerprint. */
export function recordPassed(stampDir: string, step: BuildStep, current: string): void {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampFile(stampDir, step), `${JSON.stringify({ fingerprint: current })}\n`);
}

export interface StepsResult {
  ran: string[];
  skipped: string[];
  /** The step that failed, with its exit status; the steps after it did not run. */
  failed?: { name: string; status: number };
}

/**
 * Runs each step whose inputs changed since it last passed, or whose outputs are missing, in
 * order, stopping at the first that fails; without skipFrom (where fingerprints are read) every step
 * runs. Each step that passes is recorded in stampDir. run answers the command's exit status.
 */
export function runSteps(root: string, skipFrom: string | undefined, stampDir: string, steps: readonly BuildStep[], run: (step: BuildStep) => number, log: (line: string) => void = () => undefined): StepsResult {
  const result: StepsResult = { ran: [], skipped: [] };
  for (const step of steps) {
    // Read before the step runs: an input edited while it runs makes the next build run it again.
    const current = fingerprint(root, step);
    if (skipFrom && isUpToDate(root, skipFrom, step, current)) {
      result.skipped.push(step.name);
      log(`build: ${step.name} up to date`);
      continue;
    }
    log(`build: ${step.name}…`);
    const status = run(step);
    if (status !== 0) {
      result.failed = { name: step.name, status };
      return result;
    }
    recordPassed(stampDir, step, current);
    result.ran.push(step.name);
  }
  return result;
}

const tool = (module: string, ...args: string[]) => [process.execPath, path.join('node_modules', module), ...args];
const tsx = (script: string, ...args: string[]) => [process.execPath, '--import', 'tsx', script, ...args];

/** The workspaces compiled by `tsc -b`: the references of the root tsconfig.json. */
function compiledWorkspaces(root: string): string[] {
  const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { references: { path: string }[] };
  return config.references.map((reference) => reference.path);
}

/** The steps of `npm run build`, in its order, with what each reads and makes. */
export function buildSteps(root = REPO_ROOT): BuildStep[] {
  const compiled = compiledWorkspaces(root);
  const sources = ['package-lock.json', 'tsconfig.json', 'tsconfig.base.json', ...compiled];
  const services = readdirSync(path.join(root, 'services')).map((name) => path.join('services', name));
  return [
    {
      name: 'compile',
      command: tool('typescript/bin/tsc', '-b'),
      inputs: sources,
      outputs: compiled.map((workspace) => path.join(workspace, 'dist/.tsbuildinfo')),
    },
    { name: 'test types', command: tool('typescript/bin/tsc', '-p', 'tsconfig.tests.json'), inputs: [...sources, 'tsconfig.tests.json'], outputs: [], testsOnly: true },
    {
      name: 'supergraph check',
      command: tsx('scripts/src/compose.ts', '--check'),
      inputs: ['package-lock.json', 'scripts/src/compose.ts', 'gateway/supergraph.graphql', 'gateway/schema.graphql', ...services.map((service) => path.join(service, 'src/schema.graphql'))],
      outputs: [],
    },
    {
      name: 'generated types check',
      command: tsx('scripts/src/codegen.ts', '--check'),
      inputs: ['package-lock.json', 'package.json', 'scripts/src/codegen.ts', 'gateway', 'web/codegen.ts', 'web/src', ...services],
      outputs: [],
    },
    {
      name: 'chart readme check',
      command: tsx('scripts/src/chart/readme.ts', '--check'),
      inputs: ['package-lock.json', 'scripts/src/chart', 'charts/peace-practice/values.yaml', 'charts/peace-practice/README.md'],
      outputs: [],
    },
    {
      name: 'web',
      command: ['npm', 'run', '--silent', 'build', '-w', 'web'],
      inputs: ['package-lock.json', 'tsconfig.base.json', 'scripts/src/codegen.ts', 'gateway/schema.graphql', 'proto', 'web'],
      // The pages rendered ahead of time are written last: their manifest says the build finished.
      outputs: ['web/dist/index.html', 'web/dist/prerendered/pages.json'],
    },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const mode = process.argv[2];
  if (mode !== 'start' && mode !== 'test' && mode !== 'all') {
    console.error('usage: node --import tsx scripts/src/build-steps.ts start|test|all');
    process.exit(2);
  }
  const steps = buildSteps().filter((step) => mode !== 'start' || !step.testsOnly);
  const result = runSteps(
    REPO_ROOT,
    // A full build runs every step (and records each that passes) whatever was recorded before.
    mode === 'all' ? undefined : STAMP_DIR,
    STAMP_DIR,
    steps,
    (step) => {
      const [command, ...args] = step.command;
      const spawned = spawnSync(command!, args, { cwd: REPO_ROOT, stdio: 'inherit' });
      return spawned.error ? 1 : (spawned.status ?? 1);
    },
    (line) => console.log(line),
  );
  if (result.failed) {
    console.error(`\nbuild: ${result.failed.name} failed (exit ${result.failed.status}).`);
    process.exit(result.failed.status);
  }
  const written = copyBuildAssets();
  if (written.length > 0) console.log(`build: ${written.length} run-time file(s) copied to dist/`);
}
