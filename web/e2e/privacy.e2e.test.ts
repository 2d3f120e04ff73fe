// Private by default in a real browser: a person turns on "Hide me from members lists" on their
// Profile, the choice holds across a reload (it is saved on the server), their name leaves Recent
// Members on the Stats page, and comes back when they turn it off.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeSignedIn, launchBrowser, newContext, saveScreenshot, signIn, uniqueEmail, viewports } from './support/app';

describeSignedIn('hiding from members lists', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  // A surname of this run's own, so that nobody else's row on a shared stack is mistaken for hers.
  const lastName = `Quiet${Date.now().toString(36)}`;
  const fullName = `Mira ${lastName}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, viewports.phone);
    page = await context.newPage();
    await signIn(page, { email: uniqueEmail('e2e-private'), firstName: 'Mira', lastName, returnTo: '/profile' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Whether Recent Members on the Stats page lists her, read afresh. */
  const listed = async (): Promise<boolean> => {
    await page.goto('/stats');
    const recent = page.getByRole('list', { name: 'Recent members' });
    // Loaded: the list, or the word that nobody is in it.
    await recent.or(page.getByText('No members to show yet', { exact: true })).first().waitFor();
    return (await recent.getByText(fullName).count()) > 0;
  };

  const switchOnProfile = async () => {
    await page.goto('/profile');
    const toggle = page.getByRole('switch', { name: /Hide me from members lists/ });
    // Enabled once the saved choice has been read.
    await (await toggle.elementHandle()).waitForElementState('enabled');
    return toggle;
  };

  it('leaves Recent Members when the switch is on, keeps the choice across a reload, and comes back when it is off', async () => {
    await eventually(listed, true);

    const toggle = await switchOnProfile();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await page.locator('.toast', { hasText: 'Hidden from members lists' }).waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await saveScreenshot(page, 'profile-hide-from-lists-phone');
    expect(await (await switchOnProfile()).isChecked()).toBe(true);

    await eventually(listed, false);

    await (await switchOnProfile()).click();
    await page.locator('.toast', { hasText: 'Shown in members lists' }).waitFor();
    await eventually(listed, true);
  });
});

/** Reads again until the answer is the one wanted: the lists learn the choice from an event. */
async function eventually(read: () => Promise<boolean>, wanted: boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await read()) !== wanted) {
    if (Date.now() > deadline) throw new Error(`the members list did not ${wanted ? 'show' : 'leave out'} her in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
