// Prints the web app's performance figures: the gzipped size of the JavaScript
// a first visit loads, and Lighthouse (mobile) scores for the landing page and
// a teaching page. Builds nothing: run `npm run build -w web` and start the app
// first, then point PEACE_BASE_URL at it (default http://localhost:8080).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');
const baseUrl = (process.env.PEACE_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const pages = ['/', '/peace-meditation'];
const budgetKb = 150;

/** Scripts index.html loads, plus every chunk they import statically, followed transitively. */
function initialScripts() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    // Static imports only: `import ... from "./x.js"` and bare `import "./x.js"`; dynamic import() is lazy.
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(join(dirname(file), match[1]).replace(/^\.\//, ''));
    }
  }
  return [...seen];
}

function printBundle() {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run "npm run build -w web" first.`);
    process.exitCode = 1;
    return;
  }
  const files = initialScripts();
  let total = 0;
  console.log('Initial JavaScript (gzip):');
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    console.log(`  ${file.padEnd(40)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  }
  const kb = total / 1024;
  console.log(`  ${'total'.padEnd(40)} ${kb.toFixed(1).padStart(7)} KB  (budget ${budgetKb} KB: ${kb <= budgetKb ? 'within' : 'OVER'})`);
}

function lighthouse(path) {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
  const dir = mkdtempSync(join(tmpdir(), 'peace-lighthouse-'));
  const out = join(dir, 'report.json');
  try {
    execFileSync(
      process.execPath,
      [
        cli,
        `${baseUrl}${path}`,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromeFlags.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

printBundle();
console.log(`\nLighthouse, mobile emulation, against ${baseUrl}:`);
for (const path of pages) {
  try {
    const report = lighthouse(path);
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audits = report.audits;
    console.log(
      `  ${path.padEnd(20)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
        `best practices ${score('best-practices')}  SEO ${score('seo')}`,
    );
    console.log(
      `  ${''.padEnd(20)} FCP ${audits['first-contentful-paint'].displayValue}  LCP ${audits['largest-contentful-paint'].displayValue}  ` +
        `TBT ${audits['total-blocking-time'].displayValue}  CLS ${audits['cumulative-layout-shift'].displayValue}`,
    );
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      for (const ref of report.categories[category].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) console.log(`  ${''.padEnd(20)} ${category}: ${audit.title}`);
      }
    }
  } catch (error) {
    console.error(`  ${path}: Lighthouse failed: ${error.message}`);
    process.exitCode = 1;
  }
}
