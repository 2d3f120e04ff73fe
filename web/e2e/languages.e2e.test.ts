import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  contextOptions,
  describeNeeding,
  describeWithApp,
  keepOnTheMachine,
  launchBrowser,
  mainHeading,
  newContext,
  saveScreenshot,
  signedInNeeds,
  signIn,
  uniqueEmail,
} from './support/app';

/** The landing page's heading in each language, the direction it reads in and a browser language asking for it. */
const languages = [
  { code: 'en', browser: 'en-US', heading: 'Your daily Peace Practice', dir: 'ltr' },
  { code: 'de', browser: 'de-DE', heading: 'Deine tägliche Friedenspraxis', dir: 'ltr' },
  { code: 'ar', browser: 'ar-EG', heading: 'ممارستك اليومية للسلام', dir: 'rtl' },
] as const;

const widths = [390, 1280] as const;

/** Whatever sticks out of the page sideways, or a button whose text is cut off. */
async function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) faults.push(`the page is ${overflow}px wider than the screen`);
    for (const control of document.querySelectorAll<HTMLElement>('a.btn, button, select')) {
      if (control.scrollWidth > control.clientWidth + 1) faults.push(`"${control.textContent?.trim()}" is clipped`);
    }
    return faults;
  });
}

describeWithApp('the landing page in the browser language', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(languages)('$code', ({ code, browser: locale, heading, dir }) => {
    it.each(widths)(`reads in its own language at %i px, ${dir}, fitting the screen with no accessibility violations`, async (width) => {
      const context = await browser.newContext({ ...contextOptions, locale, viewport: { width, height: 900 } });
      await keepOnTheMachine(context);
      const page = await context.newPage();
      try {
        await page.goto('/');
        await page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, heading);
        expect(await mainHeading(page)).toBe(heading);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir || 'ltr'])).toEqual([code, dir]);
        expect(await layoutFaults(page)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        await saveScreenshot(page, `landing-${code}-${width}`);
      } finally {
        await context.close();
      }
    });
  });

  it('keeps the language chosen in the footer across a reload, on the same page', async () => {
    const context = await browser.newContext({ ...contextOptions, viewport: { width: 1280, height: 900 } });
    await keepOnTheMachine(context);
    const page = await context.newPage();
    try {
      await page.goto('/privacy');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
      await page.waitForFunction(() => document.documentElement.dir === 'rtl');
      expect(new URL(page.url()).pathname).toBe('/privacy');
      await page.reload();
      await page.waitForFunction(() => document.documentElement.lang === 'ar');
      expect(new URL(page.url()).pathname).toBe('/privacy');
      expect(await page.getByRole('combobox', { name: 'اللغة' }).inputValue()).toBe('ar');
    } finally {
      await context.close();
    }
  });
});

describeNeeding(signedInNeeds, "a signed-in person's language", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is kept on their profile: chosen on one device, the app reads in it on another', async () => {
    const email = uniqueEmail('e2e-language');
    const first = await newContext(browser);
    const second = await newContext(browser);
    try {
      const page = await first.newPage();
      await signIn(page, { email, firstName: 'Ada', returnTo: '/profile' });
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile');

      // A second device, which has never been told: the browser asks for English, the profile says German.
      const other = await second.newPage();
      await signIn(other, { email, returnTo: '/' });
      await other.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
      expect(await other.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await other.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de');
    } finally {
      await first.close();
      await second.close();
    }
  });
});
