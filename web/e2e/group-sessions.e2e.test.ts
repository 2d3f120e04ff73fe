// Two people sit together in a real browser each: one schedules a session from the sessions list,
// the other joins it there, the stack's clock reaches the start, the creator starts it and both
// pages open the sit with no reload (the second through the live socket's push), see each other
// meditating, reach zero together as the clock moves to the end, and find the sit in their
// recent sessions, "with 1 other". A signed-out visitor meanwhile sees how many joined, not who.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail, viewports } from './support/app';
import { advanceStackClock, clockNeeds, datetimeLocal, stackClockOffset, takeTurnsWithTheClock } from './support/clock';

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'a group session, together', () => {
  takeTurnsWithTheClock();
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let host: Page;
  let guest: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const _ of [0, 1]) contexts.push(await newContext(browser, viewports.desktop));
    host = await contexts[0]!.newPage();
    guest = await contexts[1]!.newPage();
    await signIn(host, { email: uniqueEmail('e2e-host'), firstName: 'Hana', returnTo: '/groups' });
    await signIn(guest, { email: uniqueEmail('e2e-guest'), firstName: 'Gus', returnTo: '/groups' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is scheduled, joined, started and finished together, live on both pages', async () => {
    const name = `Evening stillness ${Date.now().toString(36)}`;
    // Three minutes ahead by the stack's clock, on a whole minute as the field holds it.
    const startsAt = Math.ceil((Date.now() + (await stackClockOffset()) + 3 * 60_000) / 60_000) * 60_000;

    await host.getByRole('heading', { name: 'Group Meditation' }).waitFor();
    await host.getByRole('button', { name: 'Create Session', exact: true }).click();
    const dialog = host.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Intention').selectOption({ label: 'Peace' });
    await dialog.getByLabel('Start *', { exact: true }).fill(datetimeLocal(startsAt));
    await dialog.getByLabel('Duration (minutes)').fill('1');
    await dialog.getByRole('button', { name: 'Create Session' }).click();
    await dialog.waitFor({ state: 'detached' });
    const hostCard = host.locator('.group-card', { hasText: name });
    await hostCard.waitFor();

    // The guest's list shows the new session without a reload: the socket said it was scheduled.
    const guestCard = guest.locator('.group-card', { hasText: name });
    await guestCard.waitFor({ timeout: 3000 });
    await guestCard.getByRole('button', { name: 'Join' }).click();
    await guestCard.getByText(/\b2\/50\b/).waitFor();
    await guestCard.getByRole('link', { name: 'View' }).click();
    await guest.getByRole('button', { name: 'Leave Session' }).waitFor();

    // A visitor who is not in it learns how many have joined, and nobody's name.
    const sessionPath = new URL(guest.url()).pathname;
    const visitor = await (await newContext(browser, viewports.phone)).newPage();
    await visitor.goto(sessionPath);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await visitor.getByText('2 people have joined.', { exact: true }).waitFor();
    const seen = await visitor.locator('main').innerText();
    expect({ hana: seen.includes('Hana'), gus: seen.includes('Gus'), host: seen.includes('Hosted by') }).toEqual({ hana: false, gus: false, host: false });
    await saveScreenshot(visitor, 'group-session-visitor-phone');
    await visitor.context().close();

    await hostCard.getByRole('link', { name: 'View' }).click();
    await host.getByRole('heading', { level: 1, name }).waitFor();
    // Its participants see each other by first name.
    await host.getByRole('list', { name: 'Participants' }).getByText('Gus', { exact: true }).waitFor();
    await host.getByText(/^Starts in/).waitFor();
    expect(await host.getByRole('button', { name: 'Start Meditation' }).count()).toBe(0);

    // The clock reaches the start.
    await advanceStackClock(startsAt - (Date.now() + (await stackClockOffset())) + 500);
    await host.getByText('Ready to start', { exact: true }).waitFor({ timeout: 5000 });
    const immersive = (page: Page) => page.getByText('Live meditation session', { exact: true });

    await host.getByRole('button', { name: 'Start Meditation' }).click();
    const pressed = Date.now();
    await immersive(host).waitFor({ timeout: 5000 });
    // Far inside the page's fallback read (every ten seconds): only the socket's push can bring it.
    await immersive(guest).waitFor({ timeout: 3000 });
    const guestLive = Date.now() - pressed;
    expect(guestLive).toBeLessThan(3000);

    // Each sees both of them meditating in the circle, by the server's word.
    for (const page of [host, guest]) {
      const circle = page.getByRole('list', { name: 'Participants in the circle' });
      await circle.locator('li', { hasText: 'Meditating' }).nth(1).waitFor({ timeout: 5000 });
      expect(await circle.locator('li', { hasText: 'Meditating' }).count()).toBe(2);
    }
    await saveScreenshot(guest, 'group-session-live-desktop');

    // The clock moves to the end: both countdowns reach zero and both sits are recorded.
    await advanceStackClock(60_000);
    // Both pages watched at once, each for the one toast that says both: a toast lives five
    // seconds, and one page looked at after the other may already have let it go.
    await Promise.all(
      [host, guest].map(async (page) => {
        await page.locator('.toast', { hasText: 'Meditation completed!' }).filter({ hasText: 'Your time has been logged.' }).waitFor({ timeout: 10_000 });
        await immersive(page).waitFor({ state: 'detached' });
      }),
    );

    for (const page of [host, guest]) {
      await page.goto('/');
      const recent = page.locator('.session-item', { hasText: `Group Session: ${name}` });
      await recent.waitFor({ timeout: 10_000 });
      expect(await recent.innerText()).toContain('Peace');
      expect(await recent.innerText()).toContain('1 min');
      // Each sat it with the other.
      expect(await recent.innerText()).toContain('with 1 other');
    }
  });
});
