// Location without a third party, in a real browser at phone and desktop sizes: Begin asks our own
// server where the person is (never an IP-location service, never the device unasked), a person who
// turns on "Don't record my location" is looked up nowhere and recorded at 'Unknown Location', and
// the Privacy page says so.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { baseUrl, describeSignedIn, launchBrowser, mainHeading, newContext, saveScreenshot, signIn, uniqueEmail, viewports } from './support/app';

describeSignedIn('where a sit happened', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** A context whose page may look places up as the app would in the field, counting what it asks of the device and of the network. */
  async function watchedContext(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; requests: Request[]; devicePositionAsks: () => Promise<number> }> {
    const context = await newContext(browser, viewport);
    await context.addInitScript(() => {
      (window as unknown as { __PEACE_CONFIG__: unknown }).__PEACE_CONFIG__ = { externalLookups: true };
      const asked = { count: 0 };
      (window as unknown as { __positionAsks: typeof asked }).__positionAsks = asked;
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: { getCurrentPosition: (_ok: unknown, fail: (error: Error) => void) => { asked.count += 1; fail(new Error('not asked for')); } },
      });
    });
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    return { context, page, requests, devicePositionAsks: () => page.evaluate(() => (window as unknown as { __positionAsks: { count: number } }).__positionAsks.count) };
  }

  /** Begins a sit on Peace and answers the location the server was told, then stops it. */
  async function beginAndReadLocation(page: Page): Promise<string> {
    await page.getByRole('heading', { name: "Today's Progress" }).waitFor();
    await page.locator('label.chip', { hasText: /^Peace$/ }).click();
    const started = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('StartActiveSession'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'Begin' }).click();
    const body = (await started).postDataJSON() as { variables: { input: { location: string } } } | { variables: { input: { location: string } } }[];
    const operation = Array.isArray(body) ? body.find((entry) => 'variables' in entry && entry.variables.input?.location !== undefined)! : body;
    await page.getByText(/Meditating for\s+Peace/).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    return operation.variables.input.location;
  }

  it.each([
    ['375', viewports.phone],
    ['1280', viewports.desktop],
  ])('at %s px: asks our own server on Begin, never an outside service or the device unasked, and records nothing once told not to', async (size, viewport) => {
    const { context, page, requests, devicePositionAsks } = await watchedContext(viewport);
    try {
      await signIn(page, { email: uniqueEmail(`e2e-location-${size}`), firstName: 'Lia', returnTo: '/' });
      requests.length = 0;
      // This machine's address names no place: our server says so, and the sit is at 'Unknown Location'.
      expect(await beginAndReadLocation(page)).toBe('Unknown Location');
      const app = new URL(baseUrl).origin;
      expect(requests.map((request) => request.url()).filter((url) => url.startsWith('http') && new URL(url).origin !== app)).toEqual([]);
      expect(requests.some((request) => new URL(request.url()).pathname === '/api/location')).toBe(true);
      expect(await devicePositionAsks()).toBe(0);

      await page.goto('/profile');
      const dontRecord = page.getByRole('switch', { name: /Don't record my location/ });
      await (await dontRecord.elementHandle()).waitForElementState('enabled');
      await dontRecord.click();
      await page.getByText('Settings saved', { exact: true }).waitFor();
      expect(await page.getByRole('switch', { name: /Use this device's position/ }).isDisabled()).toBe(true);
      await saveScreenshot(page, `location-settings-${size}`);
      expect(((await (await page.request.get('/api/settings')).json()) as { recordLocation: boolean }).recordLocation).toBe(false);

      await page.goto('/');
      requests.length = 0;
      expect(await beginAndReadLocation(page)).toBe('Unknown Location');
      expect(requests.some((request) => new URL(request.url()).pathname === '/api/location')).toBe(false);
      expect(await devicePositionAsks()).toBe(0);

      await page.goto('/privacy');
      expect(await mainHeading(page)).toBe('Privacy Policy');
      await page.getByText(/our own server estimates it from your network address/).waitFor();
    } finally {
      await context.close();
    }
  });
});
