import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, describeSignedIn, launchBrowser, mainHeading, newContext, saveScreenshot, signIn, uniqueEmail, viewports } from './support/app';

/** The phones and the desktop the communities screens are looked at on. */
const screens = [
  { name: '320', viewport: { width: 320, height: 640 } },
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;

/** Whether anything on the page reaches past the right edge of the screen (a sideways scroll). */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describeSignedIn('communities', () => {
  let browser: Browser;
  let owner: BrowserContext;
  const name = `Dawn Circle ${Date.now().toString(36)}`;
  let communityPath = '';
  let sessionPath = '';
  const sessionDay = new Date(Date.now() + 2 * 24 * 60 * 60_000);
  /** The stack's clock runs on today's date; Monday to Friday, two days on is still this week (Monday to Sunday, UTC). */
  const sessionsThisWeek = [1, 2, 3, 4, 5].includes(new Date().getUTCDay()) ? 1 : 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newContext(browser, viewports.desktop);
    await owner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl).origin });
    const page = await owner.newPage();
    await signIn(page, { email: uniqueEmail('e2e-owner'), firstName: 'Olive', lastName: 'Owner', returnTo: '/communities' });
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('an owner creates a community and copies its link', async () => {
    const page = await owner.newPage();
    try {
      await page.goto('/communities');
      expect(await mainHeading(page)).toBe('Meditation Communities');
      await page.getByRole('tab', { name: 'Create' }).click();
      await page.getByRole('button', { name: 'Create Community' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Community' });
      await dialog.getByLabel('Name *').fill(name);
      await dialog.getByLabel('Description').fill('We sit together at first light.');
      await dialog.getByLabel('Intention *').selectOption('COMPASSION');
      await dialog.getByRole('button', { name: 'Mon', exact: true }).click();
      await dialog.getByLabel('Meeting time').fill('07:30');
      await dialog.getByRole('button', { name: 'Create Community' }).click();

      await page.waitForURL(/\/communities\/[^/?]+$/);
      communityPath = new URL(page.url()).pathname;
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.locator('.session-header__badges').getByText('Owner').waitFor();
      await page.getByText('Compassion', { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: 'Leave' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Share' }).click();
      const share = page.getByRole('dialog', { name: 'Share Community' });
      expect(await share.getByRole('textbox', { name: 'Community link' }).inputValue()).toBe(`${baseUrl}${communityPath}`);
      await share.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('Link copied!', { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${communityPath}`);
      await share.getByRole('button', { name: 'Close' }).click();
      await share.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Add to calendar' }).click();
      const calendar = page.getByRole('dialog', { name: 'Add to calendar' });
      const feed = `${baseUrl}/api/meditation-groups/${communityPath.split('/').pop()}/calendar.ics`;
      expect(await calendar.getByRole('link', { name: 'Download calendar file (.ics)' }).getAttribute('href')).toBe(feed);
      expect(await calendar.getByRole('link', { name: 'Subscribe in calendar app' }).getAttribute('href')).toBe(feed.replace(/^https?:/, 'webcal:'));
      const answer = await page.request.get(feed);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('text/calendar');
      const ics = await answer.text();
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain(name);
      await saveScreenshot(page, 'communities-community-1280');
    } finally {
      await page.close();
    }
    for (const { name: width, viewport } of screens.slice(0, 2)) {
      const phone = await browser.newContext({ viewport, baseURL: baseUrl, reducedMotion: 'reduce', storageState: await owner.storageState() });
      try {
        const small = await phone.newPage();
        await small.goto(communityPath);
        expect(await mainHeading(small)).toBe(name);
        await small.getByRole('button', { name: 'Delete' }).waitFor();
        expect(await overflowsSideways(small)).toBe(false);
        await saveScreenshot(small, `communities-community-${width}`);
      } finally {
        await phone.close();
      }
    }
  });

  it('the owner schedules a session for the community and finds it Upcoming on the Sessions tab', async () => {
    expect(communityPath).not.toBe('');
    const page = await owner.newPage();
    try {
      await page.goto('/communities');
      await page.getByRole('tab', { name: 'Create' }).click();
      await page.getByRole('button', { name: 'Schedule Session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule Session' });
      await dialog.getByLabel('Session name *').fill('First light sit');
      await dialog.getByLabel('Intention *').selectOption('PEACE');
      expect(await dialog.getByLabel('Community').locator('option:checked').innerText()).toBe(name);
      // Noon two days ahead: well clear of both the browser's clock and the stack's.
      await dialog.getByLabel('Start *').fill(`${sessionDay.toISOString().slice(0, 10)}T12:00`);
      await dialog.getByLabel('Duration').selectOption('10');
      await dialog.getByRole('button', { name: 'Schedule Session' }).click();
      await dialog.waitFor({ state: 'detached' });

      const card = page.locator('li', { has: page.getByRole('heading', { name: 'First light sit' }) });
      await card.waitFor();
      expect(await card.innerText()).toContain('Upcoming');
      expect(await card.innerText()).toContain(name);
      sessionPath = (await card.getByRole('link', { name: 'View' }).getAttribute('href')) ?? '';
      expect(sessionPath).toMatch(/^\/groups\/[^/]+$/);
      expect(await card.getByRole('button', { name: 'Join Live' }).count()).toBe(0);
      await saveScreenshot(page, 'communities-sessions-1280');

      await page.goto(communityPath);
      await page.getByRole('heading', { name: 'Upcoming Sessions' }).waitFor();
      await page.getByText('First light sit').waitFor();
    } finally {
      await page.close();
    }
  });

  it('a visitor opens the shared link, signs in through the invitation and is a member at once', async () => {
    expect(communityPath).not.toBe('');
    const visitor = await newContext(browser, viewports.desktop);
    try {
      const page = await visitor.newPage();
      await page.goto(communityPath);
      expect(await mainHeading(page)).toBe(name);
      await page.getByText('Public', { exact: true }).waitFor();
      await page.getByText('We sit together at first light.').waitFor();
      await page.getByText('1 member', { exact: true }).waitFor();
      await page.getByText(/Founded \w+ \d{4}/).waitFor();
      await page.getByText(/Meets at \d{1,2}:\d{2} (AM|PM) GMT\+[12]/).waitFor();
      await saveScreenshot(page, 'communities-invitation-1280');

      for (const { name: width, viewport } of screens.slice(0, 2)) {
        const small = await visitor.newPage();
        await small.setViewportSize(viewport);
        await small.goto(communityPath);
        await small.getByRole('link', { name: 'Explore More Communities' }).waitFor();
        expect(await overflowsSideways(small)).toBe(false);
        await saveScreenshot(small, `communities-invitation-${width}`);
        await small.close();
      }

      await page.getByRole('link', { name: 'Join Community' }).click();
      await page.locator('input[name="email"]').fill(uniqueEmail('e2e-joiner'));
      if (await page.locator('input[name="firstName"]').count()) await page.locator('input[name="firstName"]').fill('Jules');
      if (await page.locator('input[name="lastName"]').count()) await page.locator('input[name="lastName"]').fill('Joiner');
      await Promise.all([
        page.waitForURL((url) => url.pathname === communityPath, { timeout: 30_000 }),
        page.locator('button[type="submit"], input[type="submit"]').first().click(),
      ]);

      await page.getByRole('button', { name: 'Leave' }).waitFor();
      expect(await page.getByRole('button', { name: 'Join Community' }).count()).toBe(0);
      // The address no longer asks to join: a reload is an ordinary visit.
      await page.waitForURL((url) => url.pathname === communityPath && url.search === '');

      const members = page.getByRole('tabpanel');
      await members.getByText('Olive Owner').waitFor();
      await members.getByText('Jules Joiner').waitFor();
      expect(await members.locator('li', { hasText: 'Olive Owner' }).innerText()).toContain('Owner');
      expect(await members.locator('li', { hasText: 'Jules Joiner' }).innerText()).toContain('Member');

      // Discover offers a member no Join for a community they are in, only where they stand.
      for (const { name: width, viewport } of [screens[1], screens[2]]) {
        await page.setViewportSize(viewport);
        await page.goto('/communities');
        const card = page.locator('li', { has: page.getByRole('heading', { name }) });
        await card.getByText('Member', { exact: true }).waitFor();
        expect(await card.getByRole('button', { name: 'Join' }).count()).toBe(0);
        await card.getByRole('link', { name: 'View' }).waitFor();
        await saveScreenshot(page, `communities-discover-member-${width}`);
      }
    } finally {
      await visitor.close();
    }
  });

  describe.each(screens)('on a $name px wide screen', ({ name: width, viewport }) => {
    it('shows every tab of the communities page and nothing wider than the screen', async () => {
      const context = await browser.newContext({ viewport, baseURL: baseUrl, reducedMotion: 'reduce', storageState: await owner.storageState() });
      try {
        const page = await context.newPage();
        await page.goto('/communities');
        expect(await mainHeading(page)).toBe('Meditation Communities');
        for (const label of ['Discover', 'My Communities', 'Sessions', 'Create']) {
          const box = await page.getByRole('tab', { name: label }).boundingBox();
          expect(box).not.toBeNull();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        }
        // On a phone as on a desktop, the tabs keep to one line.
        const tops = await Promise.all(['Discover', 'My Communities', 'Sessions', 'Create'].map(async (label) => Math.round((await page.getByRole('tab', { name: label }).boundingBox())!.y)));
        expect(new Set(tops).size).toBe(1);
        // The community made above is on the list, with its figures; its owner is offered no Join.
        const card = page.locator('li', { has: page.getByRole('heading', { name }) });
        await card.waitFor();
        await card.getByRole('link', { name: 'View' }).waitFor();
        expect(await card.getByText('Owner', { exact: true }).count()).toBe(1);
        expect(await card.getByRole('button', { name: 'Join' }).count()).toBe(0);
        expect(await card.innerText()).toMatch(
          new RegExp(`^${sessionsThisWeek}\\s*sessions? this week\\s*0\\s*posts\\s*2\\s*members$`, 'm'),
        );
        expect(await overflowsSideways(page)).toBe(false);
        await saveScreenshot(page, `communities-discover-${width}`);

        await page.getByRole('tab', { name: 'Create' }).click();
        await page.getByRole('button', { name: 'Create Community' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const box = await dialog.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        await saveScreenshot(page, `communities-create-${width}`);
      } finally {
        await context.close();
      }
    });
  });

  it("made private, its session is found by no signed-in non-member, on a phone and a desktop", async () => {
    expect(sessionPath).not.toBe('');
    const page = await owner.newPage();
    try {
      await page.goto(communityPath);
      await page.getByRole('button', { name: 'Manage' }).click();
      const manage = page.getByRole('dialog', { name: 'Manage Community' });
      await manage.getByLabel('Visibility').selectOption('0');
      await manage.getByRole('button', { name: 'Save Changes' }).click();
      await manage.waitFor({ state: 'detached' });
      await page.getByText('Private', { exact: true }).first().waitFor();
    } finally {
      await page.close();
    }

    const stranger = await newContext(browser, viewports.desktop);
    try {
      const page = await stranger.newPage();
      await signIn(page, { email: uniqueEmail('e2e-stranger'), firstName: 'Sam', returnTo: sessionPath });
      // A private community's session is read by its members only: anyone else finds no such session, and nothing of its community.
      await page.getByRole('heading', { name: 'Session Not Found' }).waitFor();
      expect(await page.getByText(name, { exact: false }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Join Session' }).count()).toBe(0);
      for (const { name: width, viewport } of [screens[1], screens[2]]) {
        await page.setViewportSize(viewport);
        expect(await overflowsSideways(page)).toBe(false);
        await saveScreenshot(page, `group-session-private-to-a-stranger-${width}`);
      }
    } finally {
      await stranger.close();
    }
  });

  it('the owner changes the meeting time, then deletes the community and lands on the list', async () => {
    expect(communityPath).not.toBe('');
    const page = await owner.newPage();
    try {
      await page.goto(communityPath);
      expect(await mainHeading(page)).toBe(name);
      const facts = page.locator('.facts-inline');
      await facts.getByText(/Weekly on Mon at/).waitFor();
      const before = await facts.innerText();

      await page.getByRole('button', { name: 'Manage' }).click();
      const manage = page.getByRole('dialog', { name: 'Manage Community' });
      expect(await manage.getByLabel(/Meeting time/).inputValue()).toBe('07:30');
      await manage.getByLabel(/Meeting time/).fill('18:15');
      await manage.getByRole('button', { name: 'Save Changes' }).click();
      await manage.waitFor({ state: 'detached' });
      await page.waitForFunction((old) => document.querySelector('.facts-inline')?.textContent !== old, before.replace(/\n/g, ''));
      expect(await facts.innerText()).not.toBe(before);
      // Reading it again from the server shows the new time, not only the page's own copy.
      await page.reload();
      await page.getByRole('button', { name: 'Manage' }).click();
      const reopened = page.getByRole('dialog', { name: 'Manage Community' });
      expect(await reopened.getByLabel(/Meeting time/).inputValue()).toBe('18:15');
      await reopened.getByRole('button', { name: 'Close' }).click();
      await reopened.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Delete Community' }).getByRole('button', { name: 'Yes, Delete' }).click();
      await page.waitForURL((url) => url.pathname === '/communities');
      await page.getByRole('heading', { level: 1, name: 'Meditation Communities' }).waitFor();
      await page.getByRole('tab', { name: 'My Communities' }).click();
      await page.getByText('You have not joined a community yet').waitFor();
      expect(await page.getByRole('heading', { name }).count()).toBe(0);

      await page.goto(communityPath);
      expect(await mainHeading(page)).toBe('Community Not Found');
    } finally {
      await page.close();
    }
  });
});
