// The way most people arrive: a community's session has begun, a member who had not joined it gets
// the "Live Now" email on their phone, follows its button while the session runs, is joined on
// arrival, sits to the end and finds the sit recorded with the minutes they actually sat.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail, viewports } from './support/app';
import { advanceStackClock, clockNeeds, datetimeLocal, stackClockOffset, takeTurnsWithTheClock } from './support/clock';

interface SinkMessage {
  subject: string;
  html: string;
}

const mailUrl = process.env.PEACE_MAIL_URL;
const phone = { width: 390, height: 844 };

/** The first email to address whose subject starts with prefix, once the sink has it. */
async function mailStarting(address: string, prefix: string, timeoutMs = 20_000): Promise<SinkMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${mailUrl}/messages.json?to=${encodeURIComponent(address)}`);
    const found = ((await response.json()) as SinkMessage[]).find((message) => message.subject.startsWith(prefix));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${prefix}" email reached ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeNeeding(
  { ...signedInNeeds, ...clockNeeds, "the mail sink's inbox (PEACE_MAIL_URL, set when the global setup starts the stack)": Boolean(mailUrl) },
  'a latecomer from the Live Now email',
  () => {
    takeTurnsWithTheClock();
    let browser: Browser;
    let hostContext: BrowserContext;
    let lateContext: BrowserContext;
    let host: Page;
    let late: Page;
    const lateEmail = uniqueEmail('e2e-latecomer');

    beforeAll(async () => {
      browser = await launchBrowser();
      hostContext = await newContext(browser, viewports.desktop);
      lateContext = await newContext(browser, phone);
      host = await hostContext.newPage();
      late = await lateContext.newPage();
      await signIn(host, { email: uniqueEmail('e2e-host'), firstName: 'Hana', returnTo: '/communities' });
      await signIn(late, { email: lateEmail, firstName: 'Lars', returnTo: '/' });
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('is joined on arrival, sits to the end and is credited with the minutes sat', async () => {
      const community = `Dawn circle ${Date.now().toString(36)}`;
      const name = `Late light ${Date.now().toString(36)}`;

      await host.getByRole('tab', { name: 'Create' }).click();
      await host.getByRole('button', { name: 'Create Community' }).click();
      const create = host.getByRole('dialog', { name: 'Create Community' });
      await create.getByLabel('Name *').fill(community);
      await create.getByLabel('Intention *').selectOption('PEACE');
      await create.getByRole('button', { name: 'Create Community' }).click();
      await host.waitForURL(/\/communities\/[^/?]+$/);
      const communityPath = new URL(host.url()).pathname;

      await late.goto(communityPath);
      await late.getByRole('button', { name: 'Join Community' }).click();
      await late.getByRole('button', { name: 'Leave' }).waitFor();

      // Three minutes ahead by the stack's clock, on a whole minute as the field holds it.
      const startsAt = Math.ceil((Date.now() + (await stackClockOffset()) + 3 * 60_000) / 60_000) * 60_000;
      await host.goto('/communities');
      await host.getByRole('tab', { name: 'Create' }).click();
      await host.getByRole('button', { name: 'Schedule Session' }).click();
      const schedule = host.getByRole('dialog', { name: 'Schedule Session' });
      await schedule.getByLabel('Session name *').fill(name);
      await schedule.getByLabel('Intention *').selectOption('PEACE');
      await schedule.getByLabel('Community').selectOption({ label: community });
      await schedule.getByLabel('Start *').fill(datetimeLocal(startsAt));
      await schedule.getByLabel('Duration').selectOption('5');
      await schedule.getByRole('button', { name: 'Schedule Session' }).click();
      await schedule.waitFor({ state: 'detached' });
      const card = host.locator('li', { has: host.getByRole('heading', { name }) });
      const sessionPath = (await card.getByRole('link', { name: 'View' }).getAttribute('href')) ?? '';
      expect(sessionPath).toMatch(/^\/groups\/[^/]+$/);

      await host.goto(sessionPath);
      await advanceStackClock(startsAt - (Date.now() + (await stackClockOffset())) + 500);
      await host.getByRole('button', { name: 'Start Meditation' }).click();
      await host.getByText('Live meditation session', { exact: true }).waitFor({ timeout: 5000 });

      const email = await mailStarting(lateEmail, 'Live Now:');
      expect(email.subject).toBe(`Live Now: ${name} - Join Your Community`);

      // Two minutes into the five, the member opens the email and follows its button.
      await advanceStackClock(2 * 60_000);
      const mail = await lateContext.newPage();
      await mail.setContent(email.html);
      const href = await mail.getByRole('link', { name: 'Start Meditating Now' }).getAttribute('href');
      await mail.close();
      expect(new URL(href!).pathname).toBe(sessionPath);
      // The link opens in a tab of its own, where nobody has touched the page yet.
      const arrived = await lateContext.newPage();
      await arrived.goto(href!);
      await arrived.getByText('Live meditation session', { exact: true }).waitFor({ timeout: 10_000 });

      // Joined: both of them are in the circle.
      const circle = arrived.getByRole('list', { name: 'Participants in the circle' });
      await circle.locator('li', { hasText: 'Lars' }).waitFor({ timeout: 10_000 });
      await circle.locator('li', { hasText: 'Hana' }).waitFor();
      await saveScreenshot(arrived, 'group-session-latecomer-390');

      await advanceStackClock(3 * 60_000);
      await arrived.locator('.toast', { hasText: 'Meditation completed!' }).waitFor({ timeout: 15_000 });

      // Sat from two minutes in (and a few seconds) to the end of five: two whole minutes.
      await arrived.goto('/');
      const recent = arrived.locator('.session-item', { hasText: `Group Session: ${name}` });
      await recent.waitFor({ timeout: 10_000 });
      expect(await recent.innerText()).toContain('2 min');
      expect(await recent.innerText()).not.toContain('5 min');
    });
  },
);
