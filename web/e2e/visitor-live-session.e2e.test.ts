// A signed-out visitor sent the link of a session that is live is asked to sign in to join it (the
// spec's 'Sign In to Join Session' card), with how many have joined, and their console shows no
// refused request; the sit itself, its timer and its "Tap to Enter", are for those in it. Those in
// it see each other around the circle, on a laptop's screen too.
import type { Browser, BrowserContext } from 'playwright-core';
import { axeViolations, baseUrl, describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail } from './support/app';
import { clockNeeds, stackClockOffset } from './support/clock';

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'a visitor on a live session', () => {
  let browser: Browser;
  let sessionPath: string;
  let hostState: Awaited<ReturnType<BrowserContext['storageState']>>;
  const name = `Open sky ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const host = await newContext(browser);
    const page = await host.newPage();
    await signIn(page, { email: uniqueEmail('e2e-live-host'), firstName: 'Lama', returnTo: '/' });
    const headers = { origin: baseUrl };
    const created = await host.request.post('/api/group-sessions', {
      headers,
      data: { name, intention: 'Peace', scheduledStart: new Date(Date.now() + (await stackClockOffset())).toISOString(), duration: 20 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await host.request.post(`/api/group-sessions/${id}/start`, { headers })).status()).toBe(200);
    sessionPath = `/groups/${id}`;
    hostState = await host.storageState();
    await host.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(sizes)('is asked to sign in to join, and shown no sit of their own ($name)', async ({ name: size, viewport }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    // A visitor's page asks nothing it is refused: no 401 reaches the console.
    const refused: string[] = [];
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(sessionPath);
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Sign In to Join Session' }).waitFor();
    const signInLink = page.getByRole('link', { name: 'Sign In to Join Session' });
    expect(await signInLink.getAttribute('href')).toBe(`/api/login?returnTo=${encodeURIComponent(sessionPath)}`);
    // How many are in it, and that it is live.
    await page.getByText(/\b1\/50 participant\b/).waitFor();
    await page.getByText('Live', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Tap to Enter' }).count()).toBe(0);
    expect(await page.getByText('Live meditation session', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect({ refused, errors }).toEqual({ refused: [], errors: [] });
    await saveScreenshot(page, `group-session-live-visitor-${size}`);
    await context.close();
  });

  it('seats both people of the circle in view on a laptop screen of 1280 by 800, and the site answers for its favicon', async () => {
    const guest = await newContext(browser, { width: 1280, height: 800 });
    const guestPage = await guest.newPage();
    // Signed in on the session's link, the guest is joined on arrival and sits with the host.
    await signIn(guestPage, { email: uniqueEmail('e2e-live-guest'), firstName: 'Tenzin', returnTo: sessionPath });
    await guestPage.getByText('Live meditation session', { exact: true }).waitFor({ timeout: 15_000 });
    const host = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl, reducedMotion: 'reduce', storageState: hostState });
    const page = await host.newPage();
    await page.goto(sessionPath);
    await page.getByText('Live meditation session', { exact: true }).waitFor({ timeout: 15_000 });
    const seats = page.getByRole('list', { name: 'Participants in the circle' }).locator('li');
    await seats.nth(1).waitFor();
    for (const seat of await seats.all()) {
      const box = (await seat.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    }
    await saveScreenshot(page, 'group-session-live-circle-1280x800');
    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/^image\//);
    await host.close();
    await guest.close();
  });
});
