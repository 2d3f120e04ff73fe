// The closing circle in a real browser each: a creator on a desktop and a guest on a phone sit a
// one-minute session together; while it runs there is no circle; once it ends each leaves a line
// written as markup, the other reads it as the plain text it is (no script runs, no element is made),
// the creator removes the guest's line, a visitor who did not sit it sees none of it, and no email
// carries a line.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail, viewports } from './support/app';
import { advanceStackClock, clockNeeds, stackClockOffset, takeTurnsWithTheClock } from './support/clock';

const mailUrl = process.env.PEACE_MAIL_URL;
const SCRIPT_LINE = '<script>alert(1)</script> thank you';
const IMAGE_LINE = '<img src=x onerror=alert(1)> until next time';

describeNeeding({ ...signedInNeeds, ...clockNeeds, "the mail sink's inbox (PEACE_MAIL_URL, set when the global setup starts the stack)": Boolean(mailUrl) }, 'the closing circle', () => {
  takeTurnsWithTheClock();
  let browser: Browser;
  let hostContext: BrowserContext;
  let guestContext: BrowserContext;
  let host: Page;
  let guest: Page;
  /** Every dialog any page opened: a line that ran as markup would open one. */
  const dialogs: string[] = [];

  const watch = (page: Page) => {
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return page;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    hostContext = await newContext(browser, viewports.desktop);
    guestContext = await newContext(browser, viewports.phone);
    host = watch(await hostContext.newPage());
    guest = watch(await guestContext.newPage());
    await signIn(host, { email: uniqueEmail('e2e-circle-host'), firstName: 'Hana', returnTo: '/groups' });
    await signIn(guest, { email: uniqueEmail('e2e-circle-guest'), firstName: 'Gus', returnTo: '/groups' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The lines a page shows, as the text a person reads. */
  const linesOn = (page: Page) => page.getByRole('list', { name: 'Closing lines' }).locator('.closing-lines__text').allInnerTexts();

  /** What a line's text became in the page: no element may have come of it. */
  const madeOfLines = (page: Page) => page.evaluate(() => document.querySelectorAll('.closing-lines script, .closing-lines img, [onerror]').length);

  it('opens when the sit ends: each leaves a line, the other reads it as plain text, the creator removes one', async () => {
    const headers = { origin: baseUrl };
    const name = `Closing light ${Date.now().toString(36)}`;
    const created = await hostContext.request.post('/api/group-sessions', {
      headers,
      data: { name, intention: 'Peace', scheduledStart: new Date(Date.now() + (await stackClockOffset())).toISOString(), duration: 1 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await guestContext.request.post(`/api/group-sessions/${id}/join`, { headers })).status()).toBe(200);
    expect((await hostContext.request.post(`/api/group-sessions/${id}/start`, { headers })).status()).toBe(200);

    for (const page of [host, guest]) await page.goto(`/groups/${id}`);
    const immersive = (page: Page) => page.getByText('Live meditation session', { exact: true });
    await Promise.all([host, guest].map((page) => immersive(page).waitFor({ timeout: 10_000 })));
    // Never during the sit: no circle on the page, and the server takes no line.
    expect(await guest.getByText('Closing Circle').count()).toBe(0);
    const early = await guestContext.request.post(`/api/group-sessions/${id}/closing-lines`, { headers, data: { text: 'Too soon' } });
    expect({ status: early.status(), body: (await early.json()) as unknown }).toEqual({ status: 409, body: { message: 'The closing circle opens when the sit has ended' } });

    await advanceStackClock(60_000);
    await Promise.all([host, guest].map((page) => immersive(page).waitFor({ state: 'detached', timeout: 15_000 })));
    const circle = (page: Page) => page.locator('.closing-circle');
    await Promise.all([host, guest].map((page) => circle(page).getByText('No lines yet.').waitFor({ timeout: 10_000 })));

    await guest.getByLabel('Your line').fill(SCRIPT_LINE);
    await guest.getByRole('button', { name: 'Leave Line' }).click();
    await circle(guest).getByText(SCRIPT_LINE, { exact: true }).waitFor();
    await host.getByLabel('Your line').fill(IMAGE_LINE);
    await host.getByRole('button', { name: 'Leave Line' }).click();
    await circle(host).getByText(IMAGE_LINE, { exact: true }).waitFor();

    // Each reads the other's line without reloading, within a second or so: the live socket says a line was left.
    await circle(host).getByText(SCRIPT_LINE, { exact: true }).waitFor({ timeout: 3000 });
    await circle(guest).getByText(IMAGE_LINE, { exact: true }).waitFor({ timeout: 3000 });
    for (const page of [host, guest]) {
      expect(await linesOn(page)).toEqual([SCRIPT_LINE, IMAGE_LINE]);
      expect(await madeOfLines(page)).toBe(0);
    }
    expect(await circle(guest).getByText('You', { exact: true }).count()).toBe(1);
    expect(await circle(guest).getByText('Hana', { exact: true }).count()).toBe(1);
    // The guest may remove their own line only; the creator any.
    expect(await circle(guest).getByRole('button', { name: 'Remove your line' }).count()).toBe(1);
    expect(await circle(guest).getByRole('button', { name: /^Remove the line by/ }).count()).toBe(0);
    await saveScreenshot(guest, 'closing-circle-phone');
    await saveScreenshot(host, 'closing-circle-desktop');

    await circle(host).getByRole('button', { name: 'Remove the line by Gus' }).click();
    await circle(host).getByText(SCRIPT_LINE, { exact: true }).waitFor({ state: 'detached' });
    await circle(guest).getByText(SCRIPT_LINE, { exact: true }).waitFor({ state: 'detached', timeout: 3000 });
    expect(await linesOn(host)).toEqual([IMAGE_LINE]);
    expect(await linesOn(guest)).toEqual([IMAGE_LINE]);

    // A visitor who did not sit it, signed out, sees no circle and no line.
    const visitorContext = await newContext(browser, viewports.phone);
    const visitor = watch(await visitorContext.newPage());
    await visitor.goto(`/groups/${id}`);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    expect(await visitor.getByText('Closing Circle').count()).toBe(0);
    expect(await visitor.content()).not.toContain('until next time');
    await visitorContext.close();

    // Lines stay in the circle: no email of the run holds one.
    const mail = (await (await fetch(`${mailUrl}/messages.json`)).json()) as { subject: string; html: string; text: string }[];
    expect(mail.filter((message) => [message.subject, message.html, message.text].some((part) => part.includes('alert(1)')))).toEqual([]);
    expect(dialogs).toEqual([]);
  }, 180_000);
});
