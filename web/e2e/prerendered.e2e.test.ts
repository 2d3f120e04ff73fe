import type { Browser, Page } from 'playwright-core';
import { baseUrl, describeSignedIn, describeWithApp, launchBrowser, mainHeading, newContext, uniqueEmail, viewports } from './support/app';

/**
 * Watches #root from the first byte of the page: whatever React removes of the markup the server
 * sent (as it would, were the page rendered afresh rather than hydrated) and whether the page's
 * loading state ever shows.
 */
function watchServedMarkup(): void {
  const seen = { removed: [] as string[], loading: false };
  (window as unknown as { __served: typeof seen }).__served = seen;
  new MutationObserver((records) => {
    for (const record of records) {
      if (!(record.target instanceof Element) || !record.target.closest('#root')) continue;
      for (const node of record.removedNodes) if (node instanceof Element) seen.removed.push(node.outerHTML.slice(0, 80));
      for (const node of record.addedNodes) {
        if (node instanceof Element && node.matches('.page--loading, .fullscreen-status, :has(.page--loading)')) seen.loading = true;
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function served(page: Page): Promise<{ removed: string[]; loading: boolean }> {
  return page.evaluate(() => (window as unknown as { __served: { removed: string[]; loading: boolean } }).__served);
}

describeWithApp("a visitor's first load of a public page", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['/', 'Your daily Peace Practice'],
    ['/peace-meditation', 'Peace meditation: becoming the calm you hope to see'],
  ])('has %s in the HTML the server sends, before any script runs', async (path, heading) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain(heading);
  });

  it.each([
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ])('on a %s, is taken over by the app in place, with no console error', async (_name, viewport) => {
    const context = await newContext(browser, viewport);
    await context.addInitScript(watchServedMarkup);
    const page = await context.newPage();
    const errors: string[] = [];
    const documents: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(await mainHeading(page)).toBe('Your daily Peace Practice');
      expect(await served(page)).toEqual({ removed: [], loading: false });
      // The page starts downloading its own code, not the signed-in shell's.
      expect(await page.locator('link[rel="modulepreload"][href*="/Landing-"]').count()).toBe(1);
      expect(await page.locator('link[rel="modulepreload"][href*="/signed-in-"]').count()).toBe(0);
      // The app has taken the page over: its links move within it rather than loading another document.
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/privacy');
      expect(documents).toEqual(['/']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describeSignedIn('signing in from the landing page a visitor was served', () => {
  it('leads to the signed-in home', async () => {
    const browser = await launchBrowser();
    try {
      const context = await newContext(browser, viewports.phone);
      const page = await context.newPage();
      await page.goto('/', { waitUntil: 'networkidle' });
      expect(await mainHeading(page)).toBe('Your daily Peace Practice');
      await page.getByRole('link', { name: /Start Your Peace Practice/ }).click();
      await page.locator('input[name="email"]').fill(uniqueEmail('e2e-prerendered'));
      await Promise.all([
        page.waitForURL((url) => url.origin === new URL(baseUrl).origin && url.pathname === '/', { timeout: 30_000 }),
        page.locator('button[type="submit"], input[type="submit"]').first().click(),
      ]);
      expect(await mainHeading(page)).toBe('Peace Practice');
      await page.getByRole('heading', { name: "Today's Progress" }).waitFor();
    } finally {
      await browser.close();
    }
  });
});
