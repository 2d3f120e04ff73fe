import type { Browser, BrowserContext } from 'playwright-core';
import {
  axeViolations,
  browserTimeZone,
  describeWithApp,
  launchBrowser,
  mainHeading,
  newContext,
  saveScreenshot,
  slug,
  viewports,
} from './support/app';
import { signedOutRoutes } from './support/routes';

describeWithApp('a visitor (signed out)', () => {
  let browser: Browser;
  let desktop: BrowserContext;
  let phone: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    desktop = await newContext(browser, viewports.desktop);
    phone = await newContext(browser, viewports.phone);
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe.each(signedOutRoutes)('at $path', ({ path, heading, landsOn }) => {
    it(`sees "${heading}" with no accessibility violations`, async () => {
      const page = await desktop.newPage();
      try {
        await page.goto(path);
        expect(await mainHeading(page)).toBe(heading);
        expect(new URL(page.url()).pathname).toBe(landsOn ?? path);
        expect(await axeViolations(page)).toEqual([]);
        await saveScreenshot(page, `signed-out-${slug(path)}-1280`);
      } finally {
        await page.close();
      }
    });

    it('fits a 375 px phone', async () => {
      const page = await phone.newPage();
      try {
        await page.goto(path);
        expect(await mainHeading(page)).toBe(heading);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        await saveScreenshot(page, `signed-out-${slug(path)}-375`);
      } finally {
        await page.close();
      }
    });
  });

  it('learns from the graph that nobody is signed in, with no failed request or console error', async () => {
    const page = await desktop.newPage();
    const errors: string[] = [];
    const failed: string[] = [];
    const operations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') {
        operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
      }
    });
    // The app starts once the page's content has been painted, which may come after the page's load.
    const meAnswered = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && response.request().method() === 'POST' && (response.request().postDataJSON() as { operationName?: string }).operationName === 'Me',
    );
    try {
      await page.goto('/');
      expect(await mainHeading(page)).toBe('Your daily Peace Practice');
      expect((await meAnswered).status()).toBe(200);
      expect(operations).toContain('Me');
      expect(failed).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('explains an unknown address', async () => {
    const page = await desktop.newPage();
    try {
      const response = await page.goto('/this/page/does/not/exist');
      // The gateway knows the route table: a dead address says so to crawlers and link checkers too
      // (a static build served by something else answers as that server does).
      if (process.env.PEACE_E2E_SIGNED_OUT_ONLY !== '1') expect(response?.status()).toBe(404);
      expect(await mainHeading(page)).toBe('404 Page Not Found');
      await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true);
    } finally {
      await page.close();
    }
  });

  it.each([
    ['/groups/7d1f2c4e-0b7a-4c1e-9d2f-3a5b6c7d8e9f', 'Session Not Found'],
    ['/communities/7d1f2c4e-0b7a-4c1e-9d2f-3a5b6c7d8e9f', 'Community Not Found'],
    ['/groups/not-a-session', 'Session Not Found'],
  ])('answers 404 for %s, a link to nothing, and says so at phone and desktop sizes', async (path, heading) => {
    for (const [size, context] of [['1280', desktop], ['375', phone]] as const) {
      const page = await context.newPage();
      try {
        const response = await page.goto(path);
        if (process.env.PEACE_E2E_SIGNED_OUT_ONLY !== '1') expect({ size, status: response?.status() }).toEqual({ size, status: 404 });
        expect(await mainHeading(page)).toBe(heading);
        await saveScreenshot(page, `signed-out-missing-${slug(path)}-${size}`);
      } finally {
        await page.close();
      }
    }
  });

  it('sends sign-in buttons on the landing page to the sign-in endpoints', async () => {
    const page = await desktop.newPage();
    try {
      await page.goto('/');
      await mainHeading(page);
      expect(await page.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toBe('/api/login');
      expect(await page.getByRole('link', { name: /Start Your Peace Practice/ }).getAttribute('href')).toBe('/api/login');
      // The stack has no Google sign-in configured: its button, which could only lead to an error page, is not shown.
      expect(await page.getByRole('link', { name: 'Sign In to Continue' }).getAttribute('href')).toBe('/api/login');
      expect(await page.getByRole('link', { name: 'Sign in with Google to Continue' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('remembers where a visitor was going when sending them to the landing page', async () => {
    const page = await desktop.newPage();
    try {
      await page.goto('/stats');
      await mainHeading(page);
      expect(await page.getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href')).toBe(
        '/api/login?returnTo=%2Fstats',
      );
    } finally {
      await page.close();
    }
  });

  it('gives each teaching page its own title, description and article data', async () => {
    const page = await desktop.newPage();
    try {
      await page.goto('/compassion-meditation');
      await mainHeading(page);
      expect(await page.title()).toContain('Compassion Meditation');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toContain('compassion meditation');
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
        '@type'?: string;
        headline?: string;
      };
      expect(data['@type']).toBe('Article');
      expect(data.headline).toBe('Compassion meditation: staying present with suffering');
      expect(await page.getByRole('link', { name: 'Start meditating' }).getAttribute('href')).toBe('/');
      expect(await page.getByRole('link', { name: 'Find a community' }).getAttribute('href')).toBe('/communities');
    } finally {
      await page.close();
    }
  });

  it('dates the legal pages today, by the day in the visitor’s own time zone', async () => {
    const page = await desktop.newPage();
    try {
      // Half a minute into 24 November in Oslo, while UTC still reads the 23rd.
      const instant = new Date('2026-11-23T23:00:30Z');
      expect(instant.toLocaleDateString('en-US', { timeZone: browserTimeZone, month: 'long', day: 'numeric', year: 'numeric' })).toBe('November 24, 2026');
      await page.clock.setFixedTime(instant);
      for (const path of ['/privacy', '/terms']) {
        await page.goto(path);
        await mainHeading(page);
        // The page a visitor is served was rendered ahead of time, undated: the date follows once the app runs.
        await page.getByText('Last updated: November 24, 2026').waitFor({ state: 'visible' });
      }
    } finally {
      await page.close();
    }
  });

  it('can be used from the keyboard: the first Tab offers to skip to the content', async () => {
    const page = await desktop.newPage();
    try {
      await page.goto('/peace-meditation');
      await mainHeading(page);
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      expect(focused).toBe('Skip to content');
      await page.keyboard.press('Enter');
      // The browser reports a move within the page after the key has been handled: wait for it rather than race it.
      await page.waitForURL((url) => url.hash === '#main', { timeout: 5_000 });
    } finally {
      await page.close();
    }
  });
});
