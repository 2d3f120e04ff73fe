// The heart of the product in a real browser: sign in, meditate on Peace for five minutes with a
// countdown that survives a reload, and see the day's ring, the recent list and the world's
// figures take it in. Time is moved forward on the stack's controllable clock, which starts at a
// known hour (scripts/jest/stack-setup.mjs) in the browser's fixed zone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail, viewports } from './support/app';
import { advanceStackClock, clockNeeds, takeTurnsWithTheClock } from './support/clock';

async function globalFigures(page: Page): Promise<{ sessions: number; minutes: number }> {
  const card = page.locator('.global');
  const read = async (label: string) => Number((await card.locator('.stat', { hasText: label }).locator('.stat__value').innerText()).replace(/,/g, ''));
  await card.locator('.skeleton').first().waitFor({ state: 'detached' });
  return { sessions: await read('Total sessions'), minutes: await read('Minutes of peace') };
}

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'personal practice', () => {
  takeTurnsWithTheClock();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, viewports.desktop);
    page = await context.newPage();
    await signIn(page, { email: uniqueEmail('e2e-practice'), firstName: 'Pema', returnTo: '/' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('meditates on Peace for five minutes, through a pause and a reload, to a completed session', async () => {
    await page.getByRole('heading', { name: "Today's Progress" }).waitFor();
    await page.getByText('No sessions yet', { exact: true }).waitFor();
    const before = await globalFigures(page);

    await page.getByRole('button', { name: 'Begin' }).click();
    await page.getByText('Please select an intention', { exact: true }).waitFor();

    await page.locator('label.chip', { hasText: /^Peace$/ }).click();
    await page.getByRole('button', { name: 'Begin' }).click();
    // The three-second countdown, then the meditation itself.
    await page.getByRole('timer').filter({ hasText: /^[123]$/ }).waitFor();
    await page.getByText(/Meditating for\s+Peace/).waitFor({ timeout: 10_000 });
    await page.getByRole('timer').filter({ hasText: /^[45]:\d\d$/ }).waitFor();

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByText(/Paused for\s+Peace/).waitFor();
    // The screen resumes at once; the reload must come after the server has heard of it, or it
    // would rightly restore the pause the server still holds.
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.getByText(/Meditating for\s+Peace/).waitFor();
    const serverState = async () => ((await (await page.request.get('/api/active-session')).json()) as { state?: string }).state;
    for (let tries = 0; (await serverState()) !== 'meditating'; tries++) {
      if (tries === 100) throw new Error('the server never heard of the resume');
      await page.waitForTimeout(100);
    }

    await page.reload();
    await page.getByText(/Meditating for\s+Peace/).waitFor({ timeout: 10_000 });
    await saveScreenshot(page, 'practice-meditating-desktop');

    // Five minutes pass on the server's clock; the once-a-second read sees the end.
    await advanceStackClock(5 * 60_000 + 1000);
    await page.getByText('Meditation completed!', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByText("You've meditated for Peace. Thank you for spreading peace.", { exact: true }).waitFor();

    const today = page.locator('.today');
    await today.locator('.ring__figure', { hasText: /^5$/ }).waitFor();
    await today.getByText(/1\s+session completed today/).waitFor();
    await today.getByText('25% of your daily goal', { exact: true }).waitFor();

    const recent = page.locator('.session-item');
    await recent.first().waitFor();
    expect(await recent.count()).toBe(1);
    expect(await recent.first().innerText()).toContain('Peace');

    // The person's own figures count exactly this sit; the global ones count it too, beside whatever
    // the suites sharing the stack record meanwhile.
    await expectEventually(async () => {
      const stats = (await (await page.request.get('/api/users/stats')).json()) as { totalSessions: number; totalMinutes: number };
      return { sessions: stats.totalSessions, minutes: stats.totalMinutes };
    }, { sessions: 1, minutes: 5 });
    await expectEventually(async () => {
      const now = await globalFigures(page);
      return now.sessions >= before.sessions + 1 && now.minutes >= before.minutes + 5;
    }, true);
    await saveScreenshot(page, 'practice-completed-desktop');
  });
});

async function expectEventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  expect(last).toEqual(expected);
}
