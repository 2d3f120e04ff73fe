import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumFlags } from './chromium';

export { chromiumFlags };
export { signIn, uniqueEmail } from './sign-in';

export const baseUrl = (process.env.PEACE_BASE_URL ?? '').replace(/\/+$/, '');

if (!baseUrl) throw new Error('PEACE_BASE_URL is not set: the browser tests start the stack in their global setup');

export const describeWithApp = describe;

/**
 * A suite that needs what this run lacks fails, naming what is missing: a suite skipped in silence
 * would let a run pass that never tested it. `needs` maps each need to whether the run has it.
 */
export function describeNeeding(needs: Record<string, boolean>, name: string, body: () => void): void {
  const missing = Object.entries(needs)
    .filter(([, present]) => !present)
    .map(([need]) => need);
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  describe(name, () => {
    it('has what it needs to run', () => {
      throw new Error(`this suite cannot run: it needs ${missing.join('; ')}`);
    });
  });
}

/** Signed-in cases need the gateway and its sign-in provider; a static build can only serve visitors. */
export const signedInNeeds = {
  'the gateway and its sign-in provider (PEACE_E2E_SIGNED_OUT_ONLY=1 says this app is a static build: run only signed-out.e2e.test.ts against it)':
    process.env.PEACE_E2E_SIGNED_OUT_ONLY !== '1',
};

export const describeSignedIn = (name: string, body: () => void): void => describeNeeding(signedInNeeds, name, body);

export const screenshotDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../test-artifacts/screenshots');

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * The browser's time zone, whatever the machine's: the app sends it to the server to say what
 * "today" means, and the stack's clock is started at a known hour of it (scripts/jest/stack-setup.mjs).
 */
export const browserTimeZone = 'Europe/Oslo';


export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
}

/** A fresh visitor, kept on the machine (keepOnTheMachine). */
export async function newContext(
  browser: Browser,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, ...contextOptions });
  await keepOnTheMachine(context);
  return context;
}

/** What every browser context of the tests shares: the app's address, its zone and language, no motion. */
export const contextOptions = { baseURL: baseUrl, reducedMotion: 'reduce', timezoneId: browserTimeZone, locale: 'en-US' } as const;

/**
 * Nothing leaves the machine: requests to any host but the app's own (whose embedded sign-in
 * provider listens on another port of it) are refused, and the app is told not to look up locations.
 */
export async function keepOnTheMachine(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    (window as unknown as { __PEACE_CONFIG__: unknown }).__PEACE_CONFIG__ = { externalLookups: false };
  });
  const host = new URL(baseUrl).hostname;
  await context.route(
    (url) => url.hostname !== host,
    (route) => route.abort('blockedbyclient'),
  );
}

/** The page's main heading once the app has rendered it. */
export async function mainHeading(page: Page): Promise<string> {
  const heading = page.locator('h1').first();
  await heading.waitFor({ state: 'visible', timeout: 15_000 });
  return (await heading.innerText()).trim();
}

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

export function slug(path: string): string {
  if (path === '/') return 'home';
  return path
    .replace(/^\//, '')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/, 'unknown')
    .replace(/[^a-z0-9]+/gi, '-');
}
