// The web app's speed as a phone sees it: Lighthouse (mobile emulation, simulated throttling)
// scores for the landing page, a teaching page and the signed-in home, each page's JavaScript at
// first load, and, as the anchor for performance, the same page saved as static HTML (its rendered
// markup and styles, no JavaScript) served by the same gateway in the same run.
// Lighthouse runs as its own process (its CLI) against a stack started by the harness.
// Run: npm run bench:web  (needs a build: npm run build; LIGHTHOUSE_RUNS=3 takes each page's median of
// three, LIGHTHOUSE_REPORTS=<dir> keeps the reports, WEB_DIST=<dir> measures another build,
// LIGHTHOUSE_PAGES='landing,signed-in home' measures only the pages named)
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { REPO_ROOT, startInfrastructure, startStack, type Infrastructure, type Stack } from '@peace/scripts/harness';
import { Browser, signInThroughProvider } from '@peace/identity/testing';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';

const SCENARIO = 'web';
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const CATEGORY_NAMES: Record<Category, string> = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'best practices', seo: 'SEO' };
/** The first-load JavaScript the app may ship, gzipped. */
const BUDGET_KIB = 150;
/** The JavaScript the signed-in home loads before it shows, gzipped: about 165 KiB when set. */
const HOME_BUDGET_KIB = 190;
const runs = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? 1));
/** Where to keep each page's full Lighthouse report (JSON), to read what its audits found. */
const reportsDir = process.env['LIGHTHOUSE_REPORTS'];
/** The build under test; another one (say, an older build to compare with) through WEB_DIST. */
const webDist = process.env['WEB_DIST'] ?? path.join(REPO_ROOT, 'web/dist');
/** Lighthouse now and then loses its trace on a busy machine; such a run is repeated, as is a stack start. */
const ATTEMPTS = 3;

interface PageUnderTest {
  name: string;
  path: string;
  signedIn: boolean;
  /** Something on the page once it has rendered, for the static copy. */
  ready: string;
}

const ALL_PAGES: readonly PageUnderTest[] = [
  { name: 'landing', path: '/', signedIn: false, ready: 'main h1' },
  { name: 'teaching', path: '/peace-meditation', signedIn: false, ready: 'main h1' },
  { name: 'signed-in home', path: '/', signedIn: true, ready: 'main h1' },
];
const chosen = process.env['LIGHTHOUSE_PAGES']?.split(',').map((name) => name.trim());
const PAGES = chosen ? ALL_PAGES.filter((page) => chosen.includes(page.name)) : ALL_PAGES;

/** A page's name as a file name. */
function fileName(page: PageUnderTest, extension: string): string {
  return `${page.name.replace(/\W+/g, '-')}.${extension}`;
}

interface LighthouseAudit {
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: Array<Record<string, unknown>> };
}

interface LighthouseReport {
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, LighthouseAudit>;
}

const run = promisify(execFile);

async function lighthouse(url: string, cookie: string | undefined, attempt = 1): Promise<LighthouseReport> {
  try {
    return await lighthouseOnce(url, cookie);
  } catch (error) {
    if (attempt >= ATTEMPTS) throw error;
    console.log(`  Lighthouse failed (${String((error as { stderr?: string }).stderr ?? error).trim()}); again`);
    return lighthouse(url, cookie, attempt + 1);
  }
}

async function lighthouseOnce(url: string, cookie: string | undefined): Promise<LighthouseReport> {
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')), 'cli/index.js');
  const dir = mkdtempSync(path.join(tmpdir(), 'peace-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        cli,
        url,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--form-factor=mobile',
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH }, maxBuffer: 16 * 1024 * 1024 },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Of several runs, the one with the median performance score. */
async function medianReport(url: string, cookie: string | undefined): Promise<LighthouseReport> {
  const reports: LighthouseReport[] = [];
  for (let i = 0; i < runs; i++) reports.push(await lighthouse(url, cookie));
  reports.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  return reports[Math.floor(reports.length / 2)]!;
}

function score(report: LighthouseReport, category: Category): number {
  return Math.round((report.categories[category].score ?? 0) * 100);
}

/** Bytes of JavaScript the page fetched while Lighthouse watched its first load, as sent (gzipped). */
function scriptKib(report: LighthouseReport): number {
  const items = report.audits['network-requests']?.details?.items ?? [];
  const bytes = items.filter((item) => item['resourceType'] === 'Script').reduce((sum, item) => sum + Number(item['transferSize'] ?? 0), 0);
  return bytes / 1024;
}

/**
 * Where a page's load goes, to read beside its score on a machine whose load makes scores noisy:
 * its largest paint and what it was, the main thread's blocking and total time, and its requests.
 */
function diagnostics(report: LighthouseReport): string {
  const audits = report.audits;
  const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? 0)} ms`;
  const lcpElement = (audits['largest-contentful-paint-element']?.details?.items?.[0] as { items?: Array<{ node?: { selector?: string } }> } | undefined)?.items?.[0]?.node?.selector ?? 'unknown';
  const requests = audits['network-requests']?.details?.items ?? [];
  const graph = requests.filter((item) => /\/graphql$/.test(String(item['url']))).length;
  return `LCP ${ms('largest-contentful-paint')} (${lcpElement}), FCP ${ms('first-contentful-paint')}, TBT ${ms('total-blocking-time')}, main thread ${ms('mainthread-work-breakdown')}, ${requests.length} requests (${graph} to /graphql), scripts ${scriptKib(report).toFixed(0)} KiB`;
}

/** What keeps a category below 100: its weighted audits that did not pass. */
function failing(report: LighthouseReport): string[] {
  const lines: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of report.categories[category].auditRefs) {
      const audit = report.audits[ref.id];
      if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) {
        lines.push(`${CATEGORY_NAMES[category]}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  return lines;
}

/**
 * The scripts index.html loads and every chunk they import statically, followed transitively; with
 * signedIn, also the signed-in shell's and home's code, which its inline script starts downloading
 * on any page not rendered ahead of time.
 */
function initialScripts(dist: string, signedIn = false): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const queue = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  if (signedIn) {
    const list = /: (\["\/assets\/[^\]]*\])\)\.forEach/.exec(html);
    if (!list) throw new Error("index.html names no signed-in code: has its inline script changed?");
    queue.push(...(JSON.parse(list[1]!) as string[]).map((file) => file.slice(1)));
  }
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); import() is fetched later.
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"();]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  }
  return [...seen];
}

/**
 * Each page as static HTML: its markup once the app has rendered it, with the styles inline and
 * no script, written into a copy of the build the gateway serves. It is the anchor: the same
 * content and look with no JavaScript to fetch or run.
 */
async function writeStaticCopies(baseUrl: string, cookie: string, dist: string): Promise<{ copies: Map<string, string>; signedInCookies: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  const copies = new Map<string, string>();
  // The cookies the app sets for itself (the browser's time zone), which a returning browser sends.
  const signedInCookies = new Set<string>();
  try {
    mkdirSync(path.join(dist, 'static-copy'), { recursive: true });
    for (const page of PAGES) {
      const context = await browser.newContext();
      if (page.signedIn) await context.addCookies([{ name: 'peace.sid', value: cookie, url: baseUrl }]);
      const tab = await context.newPage();
      await tab.goto(`${baseUrl}${page.path}`);
      await tab.waitForSelector(page.ready, { timeout: 30_000 });
      await tab.waitForLoadState('networkidle');
      const html = await tab.evaluate(async () => {
        for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
          const style = document.createElement('style');
          style.textContent = await (await fetch(link.href)).text();
          link.replaceWith(style);
        }
        for (const element of Array.from(document.querySelectorAll('script, link[rel="modulepreload"]'))) element.remove();
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      const file = `static-copy/${fileName(page, 'html')}`;
      writeFileSync(path.join(dist, file), html);
      copies.set(page.name, `/${file}`);
      if (page.signedIn) for (const set of await context.cookies(baseUrl)) if (set.name !== 'peace.sid' && !set.httpOnly) signedInCookies.add(`${set.name}=${set.value}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { copies, signedInCookies: [...signedInCookies] };
}

/** A busy machine sometimes keeps a service from answering in the harness's time; the stack is started again then. */
async function startStackPatiently(infra: Infrastructure, served: string, attempt = 1): Promise<Stack> {
  try {
    return await startStack({ infra, env: { LOG_LEVEL: 'warn', WEB_DIST: served } });
  } catch (error) {
    if (attempt >= ATTEMPTS) throw error;
    console.log(`  The stack did not start (${(error as Error).message.split('\n')[0]}); again`);
    return startStackPatiently(infra, served, attempt + 1);
  }
}

async function measure(): Promise<BenchRow[]> {
  if (!existsSync(path.join(webDist, 'index.html'))) throw new Error(`No web build in ${webDist}: run npm run build first.`);
  const rows: BenchRow[] = [];
  const gzipped = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length, 0);
  const entryBytes = gzipped(initialScripts(webDist));
  const homeBytes = gzipped(initialScripts(webDist, true));
  rows.push({
    scenario: SCENARIO,
    what: 'build: entry JavaScript and its static imports (gzip)',
    value: entryBytes / 1024,
    unit: 'KiB',
    better: 'lower',
    goal: `≤ ${BUDGET_KIB} KiB`,
    met: entryBytes / 1024 <= BUDGET_KIB,
  });
  rows.push({
    scenario: SCENARIO,
    what: "build: the signed-in home's JavaScript before it shows (gzip)",
    value: homeBytes / 1024,
    unit: 'KiB',
    better: 'lower',
    goal: `≤ ${HOME_BUDGET_KIB} KiB`,
    met: homeBytes / 1024 <= HOME_BUDGET_KIB,
  });

  // The gateway serves a copy of the build, so the static copies never land in web/dist.
  const served = mkdtempSync(path.join(tmpdir(), 'peace-web-bench-'));
  cpSync(webDist, served, { recursive: true });
  const infra = await startInfrastructure();
  try {
    const stack = await startStackPatiently(infra, served);
    try {
      const browser = new Browser();
      await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: 'bench-web@example.org' });
      const sid = browser.cookie('localhost', 'peace.sid');
      if (!sid) throw new Error('signing in left no session cookie');
      const { copies, signedInCookies } = await writeStaticCopies(stack.baseUrl, sid, served);
      for (const page of PAGES) {
        const cookie = page.signedIn ? [`peace.sid=${sid}`, ...signedInCookies].join('; ') : undefined;
        console.log(`Lighthouse: ${page.name} (${page.path}), ${runs} run(s), load average ${loadavg()[0]!.toFixed(1)}`);
        const report = await medianReport(`${stack.baseUrl}${page.path}`, cookie);
        const anchor = await medianReport(`${stack.baseUrl}${copies.get(page.name)!}`, undefined);
        console.log(`  ${CATEGORIES.map((category) => `${CATEGORY_NAMES[category]} ${score(report, category)}`).join(', ')}; static copy: performance ${score(anchor, 'performance')}`);
        console.log(`  ${diagnostics(report)}`);
        for (const line of failing(report)) console.log(`  ${line}`);
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          writeFileSync(path.join(reportsDir, fileName(page, 'json')), JSON.stringify(report));
        }
        for (const category of CATEGORIES) {
          rows.push({
            scenario: SCENARIO,
            what: `${page.name}: Lighthouse ${CATEGORY_NAMES[category]}`,
            value: score(report, category),
            unit: 'points',
            better: 'higher',
            ...(category === 'performance' ? { anchor: { what: 'the same page as static HTML', value: score(anchor, category) } } : {}),
            goal: '100',
            met: score(report, category) === 100,
          });
        }
        rows.push({
          scenario: SCENARIO,
          what: `${page.name}: JavaScript at first load (as sent)`,
          value: scriptKib(report),
          unit: 'KiB',
          better: 'lower',
        });
      }
    } finally {
      await stack.stop();
    }
  } finally {
    await infra.stop();
    rmSync(served, { recursive: true, force: true });
  }
  return rows;
}

export const scenario: BenchScenario = { name: SCENARIO, run: measure };

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await runAlone(scenario);
