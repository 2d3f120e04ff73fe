// Small things a person meets on the home, at a phone's size and a desktop's: the intention stays
// chosen after Stop, and a group session's long name is read in full in Recent Sessions.
import type { Browser } from 'playwright-core';
import { signedUpADayAgo } from './support/account';
import { baseUrl, describeSignedIn, launchBrowser, newContext, saveScreenshot, signIn, uniqueEmail } from './support/app';

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

describeSignedIn('the home, in its details', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(sizes)('keeps the intention after Stop, and shows a group session’s whole name in Recent Sessions ($name)', async ({ name, viewport }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await signIn(page, { email: uniqueEmail(`e2e-home-details-${name}`), firstName: 'Pema', returnTo: '/' });
    await page.getByRole('heading', { name: "Today's Progress" }).waitFor();

    await page.locator('label.chip', { hasText: /^Peace$/ }).click();
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.getByRole('timer').filter({ hasText: /^(5:00|4:5\d)$/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Begin' }).waitFor();
    // Begin again at once: Peace is still chosen, so the countdown starts rather than a warning.
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.getByText(/Meditating for\s+Peace/).waitFor();
    expect(await page.getByText('Please select an intention').count()).toBe(0);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Begin' }).waitFor();

    const group = 'Group Session: Evening stillness by the old harbour wall at dusk';
    await signedUpADayAgo(page);
    const recorded = await page.request.post('/api/meditation-sessions', { headers: { origin: baseUrl }, data: { intention: 'Peace', location: group, duration: 5 } });
    expect(recorded.status()).toBe(201);
    await page.reload();
    const meta = page.locator('.session-item__meta', { hasText: 'Evening stillness' });
    await meta.waitFor({ timeout: 15_000 });
    expect(await meta.innerText()).toContain(group);
    // Nothing of it is cut: the line holds all it says, inside the screen.
    expect(await meta.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const box = (await meta.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await meta.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `home-recent-group-name-${name}`);
    await context.close();
  });
});
