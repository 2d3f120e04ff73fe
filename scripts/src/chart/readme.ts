// The chart README's parameter tables, generated from the annotations in values.yaml by
// @bitnami/readme-generator-for-helm. `tsx scripts/src/chart/readme.ts` rewrites the README;
// `--check` (run by `npm run build`) fails when the committed README no longer matches values.yaml.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHART_DIR } from './values.js';

export const README_PATH = path.join(CHART_DIR, 'README.md');
export const VALUES_PATH = path.join(CHART_DIR, 'values.yaml');

const generator = path.join(path.dirname(createRequire(import.meta.url).resolve('@bitnami/readme-generator-for-helm/package.json')), 'bin/index.js');

/** The README as the generator makes it from values: the given README with its "## Parameters" section regenerated. */
export function generateReadme(readme = readFileSync(README_PATH, 'utf8'), valuesFile = VALUES_PATH): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'peace-chart-readme-'));
  try {
    const target = path.join(dir, 'README.md');
    writeFileSync(target, readme);
    const values = path.join(dir, 'values.yaml');
    copyFileSync(valuesFile, values);
    const run = spawnSync(process.execPath, [generator, '--values', values, '--readme', target], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`readme generator failed:\n${run.stdout}${run.stderr}`);
    // The generator reports problems (e.g. a value without its @param) on the console and carries on.
    const problems = `${run.stdout}${run.stderr}`.split('\n').filter((line) => /^(ERROR|WARN)/.test(line));
    if (problems.length > 0) throw new Error(`readme generator: ${problems.join('\n')}`);
    return readFileSync(target, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const current = readFileSync(README_PATH, 'utf8');
  const generated = generateReadme(current);
  if (process.argv.includes('--check')) {
    if (generated !== current) {
      console.error(`${path.relative(process.cwd(), README_PATH)} is stale: its parameter tables no longer match values.yaml. Run: npm run chart:readme`);
      process.exit(1);
    }
  } else if (generated !== current) {
    writeFileSync(README_PATH, generated);
    console.log(`wrote ${path.relative(process.cwd(), README_PATH)}`);
  }
}
