// A sit begun without a network survives the page being reloaded: mid-sit it runs on from where it
// was, and after its bell it stays kept on the device; back online it is recorded exactly once. The page's clock is moved by hand, the stack's with it.
import type { Browser, Page } from 'playwright-core';
import { describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail } from './support/app';
import { advanceStackClock, clockNeeds, takeTurnsWithTheClock } from './support/clock';

const OFFLINE_BANNER = "You're offline. A sit still runs to its bell and is kept on this device until you're back.";

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

async function recorded(page: Page): Promise<{ intention: string; duration: number; partial: boolean }[]> {
  return (await (await page.request.get('/api/meditation-sessions/recent')).json()) as { intention: string; duration: number; partial: boolean }[];
}

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'a sit begun offline, through two reloads', () => {
  takeTurnsWithTheClock();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(sizes)('keeps the sit through a reload mid-sit and one after its end, and records it once back online ($name)', async ({ name, viewport }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page, { email: uniqueEmail(`e2e-offline-reload-${name}`), firstName: 'Thich', returnTo: '/' });
    // The worker keeps the app before the network goes.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.getByRole('heading', { name: "Today's Progress" }).waitFor();

    await context.setOffline(true);
    await page.getByText(OFFLINE_BANNER).waitFor();
    await page.locator('label.chip', { hasText: /^Peace$/ }).click();
    await page.getByRole('button', { name: 'Begin' }).click();
    // The countdown is over: the sit's own clock runs.
    await page.getByRole('timer').filter({ hasText: /^(5:00|4:5\d)$/ }).waitFor({ timeout: 15_000 });
    await page.clock.fastForward(60_000);
    await page.getByRole('timer').filter({ hasText: /^(4:00|3:5\d)$/ }).waitFor({ timeout: 15_000 });

    // Reloaded mid-sit: the sit runs on from where it was, not the Begin screen.
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await page.getByText(/Meditating for\s+Peace/).waitFor({ timeout: 15_000 });
    await page.getByRole('timer').filter({ hasText: /^(4:00|3:5\d)$/ }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Begin' }).count()).toBe(0);
    await saveScreenshot(page, `offline-reload-mid-sit-${name}`);

    // Its bell comes with no network: the sit is kept on the device, and a reload after it keeps it still.
    const rest = 4 * 60_000 + 5000;
    await advanceStackClock(60_000 + rest + 1000);
    await page.clock.fastForward(rest);
    await page.getByText('Session saved locally', { exact: true }).waitFor({ timeout: 15_000 });
    // A sit kept is good news, not an error.
    expect(await page.locator('.toast', { hasText: 'Session saved locally' }).getAttribute('class')).not.toContain('toast--destructive');
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await page.getByRole('button', { name: 'Begin' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await recorded(page)).toEqual([]);
    await saveScreenshot(page, `offline-reload-after-end-${name}`);

    await context.setOffline(false);
    await page.getByText('1 sit synced', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await recorded(page)).toEqual([expect.objectContaining({ intention: 'Peace', duration: 5, partial: false })]);
    expect((await page.request.get('/api/active-session')).status()).toBe(404);

    // Opened again online, nothing more is posted nor picked up.
    await page.reload();
    await page.locator('.session-item').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.session-item').count()).toBe(1);
    await page.getByRole('button', { name: 'Begin' }).waitFor();
    expect(await recorded(page)).toHaveLength(1);
    await page.locator('.today .ring__figure', { hasText: /^5$/ }).waitFor({ timeout: 15_000 });

    // Offline once more, the home shows this person's last-known figures, marked as such, and no failed reads.
    await context.setOffline(true);
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await page.getByText(OFFLINE_BANNER).waitFor({ timeout: 15_000 });
    await page.locator('.today .ring__figure', { hasText: /^5$/ }).waitFor({ timeout: 15_000 });
    await page.locator('.session-item', { hasText: 'Peace' }).waitFor();
    expect(await page.getByText(/^Could not load/).count()).toBe(0);
    for (const card of ["Today's Progress", 'Recent Sessions', 'Global Practice']) {
      await page.locator('section.card', { has: page.getByRole('heading', { name: card }) }).getByText('Last known', { exact: true }).waitFor();
    }
    await saveScreenshot(page, `offline-last-known-${name}`);
    await context.setOffline(false);
    await context.close();
  });
});
