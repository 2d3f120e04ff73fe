// Your Stats and For You in a real browser: the members tabs (Most Active read only once chosen),
// the week and figures drawn from the stats service's read models, and applying a recommendation.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeSignedIn, launchBrowser, newContext, saveScreenshot, signIn, uniqueEmail, viewports } from './support/app';

/** The GraphQL operations the page has sent, by name. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    // Reads sent together travel as one batch: an array of operations.
    const body = request.postDataJSON() as { operationName?: string } | { operationName?: string }[] | null;
    for (const operation of Array.isArray(body) ? body : [body]) if (operation?.operationName) names.push(operation.operationName);
  });
  return names;
}

describeSignedIn('stats and recommendations', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, viewports.desktop);
    page = await context.newPage();
    await signIn(page, { email: uniqueEmail('e2e-stats'), firstName: 'Tenzin', lastName: 'Dolma', returnTo: '/' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the members tabs, and reads the most active only when that tab is chosen', async () => {
    const operations = recordOperations(page);
    await page.goto('/stats');
    await page.getByRole('heading', { name: 'Your Stats', level: 1 }).waitFor();
    for (const title of ["Today's Progress", 'This Week', 'Your Streaks', 'Recent Achievements', 'What People Meditate For', 'Community Stats', 'This Month', 'Global Impact']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    // The newest member is the person who just signed in (the read model learns it from identity's event).
    const recent = page.getByRole('list', { name: 'Recent members' });
    await expectEventually(async () => {
      await page.reload();
      await page.getByRole('tabpanel').getByText(/Tenzin Dolma|No members to show yet/).first().waitFor();
      return (await recent.getByText('Tenzin Dolma').count()) > 0;
    });
    await page.getByRole('list', { name: 'Minutes each day this week' }).waitFor({ state: 'attached' });
    expect(operations).toContain('RecentMembers');
    expect(operations).toContain('MyWeek');
    expect(operations).not.toContain('MostActiveMembers');

    await page.getByRole('tab', { name: 'Most Active' }).click();
    await page.getByRole('tabpanel').getByText(/No members to show yet|min$/).first().waitFor();
    expect(operations.filter((name) => name === 'MostActiveMembers')).toHaveLength(1);
    await saveScreenshot(page, 'stats-most-active-desktop');

    await page.getByRole('tab', { name: 'Recent Members' }).click();
    await recent.getByText('Tenzin Dolma').waitFor();
  });

  it('applies a recommendation to the starter and says so', async () => {
    await page.goto('/');
    const forYou = page.locator('section', { has: page.getByRole('heading', { name: 'For You' }) });
    await forYou.getByRole('heading', { name: 'For You' }).waitFor();
    // A newcomer is offered a first intention: Peace, the most practised (and the default on an empty stack).
    const first = forYou.getByText('Begin with Peace', { exact: true });
    await first.waitFor();
    expect(await forYou.locator('li').count()).toBeLessThanOrEqual(3);
    await forYou.getByRole('button', { name: 'Start meditating' }).click();
    await page.getByText('Recommendation Applied', { exact: true }).waitFor();
    await page.getByText('Settings updated based on your "Begin with Peace" recommendation.', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Peace', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '5 min', exact: true }).isChecked()).toBe(true);
    await saveScreenshot(page, 'home-recommendation-applied-desktop');
  });
});

async function expectEventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
