// A sit without a network: the app is kept by its service worker, a sit begun online runs to its
// bell with the network cut, is kept on the device through a reload the worker answers, and is
// recorded exactly once when the network returns. Reloaded offline, the app opens as the person
// signed in on the device; back online, the server's word on the session wins. Five minutes pass
// on the page's clock (moved by hand) and on the stack's controllable clock alike.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail, viewports } from './support/app';
import { advanceStackClock, clockNeeds, takeTurnsWithTheClock } from './support/clock';

const FIVE_MINUTES = 5 * 60_000 + 1000;

/** Waits for the server to hold the sit the page began (its start is posted once the countdown ends). */
async function serverHoldsTheSit(page: Page): Promise<void> {
  for (let tries = 0; (await page.request.get('/api/active-session')).status() !== 200; tries++) {
    if (tries === 100) throw new Error('the server never held the sit');
    await page.waitForTimeout(100);
  }
}

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'a sit without a network', () => {
  takeTurnsWithTheClock();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, viewports.desktop);
    page = await context.newPage();
    // The page's clock runs as usual until the test moves it on.
    await page.clock.install();
    await signIn(page, { email: uniqueEmail('e2e-offline'), firstName: 'Ajahn', returnTo: '/' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finishes a sit offline, keeps it through a reload served by the worker, and records it once when the network returns', async () => {
    // The worker has taken the app in hand: what it keeps is there before the network goes.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('heading', { name: "Today's Progress" }).waitFor();

    await page.locator('label.chip', { hasText: /^Peace$/ }).click();
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.getByText(/Meditating for\s+Peace/).waitFor({ timeout: 15_000 });
    // The server holds the sit before the network goes.
    await serverHoldsTheSit(page);

    await context.setOffline(true);
    await page.getByText("You're offline. A sit still runs to its bell and is kept on this device until you're back.").waitFor();

    // Five minutes pass for the server and the page: the bell, with no network to save it.
    await advanceStackClock(FIVE_MINUTES);
    await page.clock.fastForward(FIVE_MINUTES);
    await page.getByText('Session saved locally', { exact: true }).waitFor({ timeout: 15_000 });
    // Nothing reached the server (the test's own requests do not go through the page's network).
    expect(await (await page.request.get('/api/meditation-sessions/recent')).json()).toEqual([]);

    // Still offline, the page comes back from the worker.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByText("You're offline. A sit still runs to its bell and is kept on this device until you're back.").waitFor({ timeout: 15_000 });
    // As the person they were, kept on the device: their home with its practice card, not the visitor's page.
    await page.getByRole('heading', { name: "Today's Progress" }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Begin' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Your Peace Practice' }).count()).toBe(0);
    await saveScreenshot(page, 'offline-reloaded-desktop');
    // A page anybody may open works offline too, never visited before: the worker's shell renders it.
    const teaching = await page.goto('/peace-meditation');
    expect(teaching?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Peace meditation: becoming the calm you hope to see' }).waitFor({ timeout: 15_000 });
    await page.goto('/');

    await context.setOffline(false);
    await page.getByText('1 sit synced', { exact: true }).waitFor({ timeout: 20_000 });
    const recorded = (await (await page.request.get('/api/meditation-sessions/recent')).json()) as { duration: number; partial: boolean; intention: string }[];
    expect(recorded).toEqual([expect.objectContaining({ intention: 'Peace', duration: 5, partial: false })]);

    // Opened again, nothing more is posted: one sit on the home page, and on the server.
    await page.reload();
    const sessions = page.locator('.session-item');
    await sessions.first().waitFor({ timeout: 15_000 });
    expect(await sessions.count()).toBe(1);
    expect(((await (await page.request.get('/api/meditation-sessions/recent')).json()) as unknown[]).length).toBe(1);
  });

  it('keeps the minutes sat of a sit stopped early, marked partial', async () => {
    await page.locator('label.chip', { hasText: /^Love$/ }).click();
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.getByText(/Meditating for\s+Love/).waitFor({ timeout: 15_000 });
    await serverHoldsTheSit(page);
    // Online, the page reads the sit's time from the server: moving the stack's clock is enough.
    await advanceStackClock(2 * 60_000 + 5000);
    await page.getByRole('timer').filter({ hasText: /^2:5\d$/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Keep 2 minutes' }).click();
    await page.getByText('Minutes kept', { exact: true }).waitFor({ timeout: 15_000 });
    await page.locator('.session-item', { hasText: 'Love' }).getByText(/2 min · partial/).waitFor({ timeout: 15_000 });
    const recorded = (await (await page.request.get('/api/meditation-sessions/recent')).json()) as { intention: string; duration: number; partial: boolean }[];
    expect(recorded[0]).toMatchObject({ intention: 'Love', duration: 2, partial: true });
  });

  it("asks the server again when the network returns: a session ended meanwhile opens the visitor's page, and the device forgets the person", async () => {
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: "Today's Progress" }).waitFor({ timeout: 15_000 });
    // The session ends elsewhere while the page is offline.
    await context.clearCookies();
    await context.setOffline(false);
    await page.getByRole('link', { name: 'Start Your Peace Practice' }).waitFor({ timeout: 15_000 });
    // Offline again, nobody is kept on the device: the app opens as a visitor's.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('link', { name: 'Start Your Peace Practice' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('heading', { name: "Today's Progress" }).count()).toBe(0);
    await context.setOffline(false);
  });
});
