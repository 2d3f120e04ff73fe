// Meditating now, for each intention, in real browsers: a person meditates for Unity on a phone;
// a visitor reading the Unity teaching page on a desktop sees one more "meditating for Unity now",
// live, and one fewer once the sit is stopped; the person's own home lists it too.
import type { Browser, Page } from 'playwright-core';
import { describeSignedIn, launchBrowser, newContext, saveScreenshot, signIn, uniqueEmail, viewports } from './support/app';

/** The number in "N meditating for Unity now" on the page, 0 while the line is not shown. */
async function unityNow(page: Page, scope: string): Promise<number> {
  // Read in one go, without waiting: the line leaves the page when the count falls to 0, and a
  // count-then-read would wait for a line that is gone.
  const [text] = await page.locator(scope).getByText(/meditating for Unity now$/).allInnerTexts();
  return text === undefined ? 0 : Number(text.replace(/\D+/g, ''));
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeSignedIn('meditating now, for each intention', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows a visitor's teaching page and the meditating person's home one more for Unity while they sit, live", async () => {
    const phone = await (await newContext(browser, viewports.phone)).newPage();
    const visitor = await (await newContext(browser, viewports.desktop)).newPage();
    await signIn(phone, { email: uniqueEmail('e2e-presence'), firstName: 'Uma', returnTo: '/' });
    // The visitor's page hears the counts over its own live connection: the count before is the
    // one its first frame of counts brought.
    const heardCounts = new Promise<void>((resolve) => {
      visitor.on('websocket', (socket) => {
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"activeMeditators"')) resolve();
        });
      });
    });
    await visitor.goto('/unity-meditation');
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await heardCounts;
    const before = await unityNow(visitor, '.teaching__hero');

    await phone.locator('label.chip', { hasText: /^Unity$/ }).click();
    await phone.getByRole('button', { name: 'Begin' }).click();
    await phone.getByText(/Meditating for\s+Unity/).waitFor({ timeout: 10_000 });

    await until(async () => (await unityNow(visitor, '.teaching__hero')) === before + 1, `the visitor seeing ${before + 1} for Unity`);
    await until(async () => (await unityNow(phone, '.meditating-for-each')) === before + 1, `the home listing ${before + 1} for Unity`);
    expect(await visitor.locator('.teaching__hero').getByText(`${before + 1} meditating for Unity now`, { exact: true }).count()).toBe(1);
    await saveScreenshot(visitor, 'presence-teaching-desktop');
    await saveScreenshot(phone, 'presence-home-phone');

    await phone.getByRole('button', { name: 'Stop' }).first().click();
    await until(async () => (await unityNow(visitor, '.teaching__hero')) === before, `the visitor seeing ${before} for Unity again`);
  });
});
