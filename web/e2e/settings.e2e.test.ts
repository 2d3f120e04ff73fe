// Settings saved on the server and applied on every device: a person changes their practice
// settings on Profile, sees them after a reload and on a second device, and there a sit rings the
// soft interval bell, keeps the screen awake, shows the right time after the page was frozen in
// the background, and ends with the gentle light instead of the bell. Time moves on the stack's
// controllable clock.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail, viewports } from './support/app';
import { advanceStackClock, clockNeeds, takeTurnsWithTheClock } from './support/clock';

/** What the page asked of its media and its screen, recorded as it happened; the calls go on to the browser's own. */
interface Observed {
  bells: { src: string; volume: number }[];
  wakeLocks: number;
}

/** Records every play() of an audio element and every screen wake lock asked for, before the app's code runs. */
async function observeBellsAndWakeLock(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const observed: Observed = { bells: [], wakeLocks: 0 };
    (window as unknown as { __observed: Observed }).__observed = observed;
    const media = HTMLMediaElement.prototype;
    const play = Object.getOwnPropertyDescriptor(media, 'play')?.value as (this: HTMLMediaElement) => Promise<void>;
    media.play = function (this: HTMLMediaElement) {
      observed.bells.push({ src: this.currentSrc || this.src, volume: this.volume });
      return play.call(this);
    };
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (wakeLock) {
      const request = wakeLock.request.bind(wakeLock);
      wakeLock.request = (type?: WakeLockType) => {
        observed.wakeLocks += 1;
        return request(type);
      };
    }
  });
}

const observed = (page: Page) => page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);

/** The seconds on the meditation's clock. */
async function shownSeconds(page: Page): Promise<number> {
  const [minutes = 0, seconds = 0] = (await page.getByRole('timer').innerText()).split(':').map(Number);
  return minutes * 60 + seconds;
}

async function settingsSection(page: Page) {
  await page.goto('/profile');
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'Settings' }) });
  await section.getByRole('combobox', { name: 'End of a sit' }).waitFor();
  return section;
}

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'settings on every device', () => {
  takeTurnsWithTheClock();
  const email = uniqueEmail('e2e-settings');
  let browser: Browser;
  let desktop: BrowserContext;
  let phone: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    desktop = await newContext(browser, viewports.desktop);
    phone = await newContext(browser, viewports.phone);
    await observeBellsAndWakeLock(phone);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('saves the choices made on Profile, shown again after a reload and on a second device', async () => {
    const page = await desktop.newPage();
    await signIn(page, { email, firstName: 'Noor', returnTo: '/profile' });
    let section = await settingsSection(page);
    // Each change is saved as it is made; the next waits for the server's answer to the last.
    const change = async (act: () => Promise<unknown>) => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('UpdatePracticeSettings'));
      await act();
      expect((await answered).ok()).toBe(true);
    };
    await change(() => section.getByRole('combobox', { name: 'End of a sit' }).selectOption({ label: 'Gentle light' }));
    await change(() => section.getByRole('combobox', { name: /Interval bell/ }).selectOption({ label: 'Every minute' }));
    await change(() => section.getByRole('combobox', { name: /My day ends at/ }).selectOption({ label: '3 am' }));
    await change(() => section.getByRole('switch', { name: /Grace day/ }).click());
    await page.getByText('Settings saved', { exact: true }).waitFor();
    await saveScreenshot(page, 'settings-desktop');

    await page.reload();
    section = await settingsSection(page);
    await expectSettings(section, { endOfSit: 'Gentle light', interval: 'Every minute', dayEnd: '3 am', grace: false });

    const other = await phone.newPage();
    await signIn(other, { email, returnTo: '/profile' });
    await expectSettings(await settingsSection(other), { endOfSit: 'Gentle light', interval: 'Every minute', dayEnd: '3 am', grace: false });
    await other.close();
    await page.close();
  });

  it('on the second device, rings the soft interval bell, keeps the screen awake, is right after the background, and ends with the light', async () => {
    const page = await phone.newPage();
    await page.goto('/');
    await page.locator('label.chip', { hasText: /^Peace$/ }).click();
    await page.getByRole('button', { name: 'Begin' }).click();
    await page.getByText(/Meditating for\s+Peace/).waitFor({ timeout: 10_000 });
    await page.getByRole('timer').filter({ hasText: /^\d:\d\d$/ }).waitFor();
    // The screen is kept awake while meditating.
    expect((await observed(page)).wakeLocks).toBeGreaterThanOrEqual(1);
    const bellsBefore = (await observed(page)).bells.length;

    // The clock moves to just past the sit's first minute: one soft bell, quieter than the closing one.
    const sat = 300 - (await shownSeconds(page));
    await advanceStackClock((60 - sat) * 1000 + 1500);
    await page.waitForFunction((count) => (window as unknown as { __observed: Observed }).__observed.bells.length > count, bellsBefore, { timeout: 15_000 });
    const interval = (await observed(page)).bells.slice(bellsBefore);
    expect(interval).toHaveLength(1);
    expect(interval[0]?.src).toMatch(/\/sounds\/bell\.mp3$/);
    expect(interval[0]?.volume).toBe(0.25);

    // The page is frozen, as a phone does to a page in the background, while a minute passes; woken, it shows the server's time left at once.
    const cdp = await phone.newCDPSession(page);
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    await advanceStackClock(60_000);
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
    const { remainingSeconds } = (await (await page.request.get('/api/active-session')).json()) as { remainingSeconds: number };
    await page.waitForFunction((server) => {
      const [minutes = 0, seconds = 0] = (document.querySelector('[role="timer"]')?.textContent ?? '').split(':').map(Number);
      return Math.abs(minutes * 60 + seconds - server) <= 2;
    }, remainingSeconds, { timeout: 5000 });

    // To the end: the gentle light marks it, and no closing bell sounds.
    const bellsAtEnd = (await observed(page)).bells.length;
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await advanceStackClock(remainingSeconds * 1000 + 1000);
    const light = page.getByRole('status').filter({ hasText: 'Your meditation has ended' });
    await light.waitFor({ timeout: 10_000 });
    expect(await light.evaluate((element) => getComputedStyle(element).animationName)).toBe('end-light-glow');
    // For someone who asks for less motion, the light stays still.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await light.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await saveScreenshot(page, 'settings-end-light-phone');
    await page.getByText('Meditation completed!', { exact: true }).waitFor({ timeout: 10_000 });
    expect((await observed(page)).bells.slice(bellsAtEnd).filter((bell) => bell.volume === 0.7)).toEqual([]);
    await light.click();
    await light.waitFor({ state: 'detached' });
    await page.close();
  });
});

async function expectSettings(section: ReturnType<Page['locator']>, expected: { endOfSit: string; interval: string; dayEnd: string; grace: boolean }): Promise<void> {
  const selected = (name: string | RegExp) => section.getByRole('combobox', { name }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  // The page shows the defaults until the server's answer arrives.
  await section.getByRole('combobox', { name: 'End of a sit' }).and(section.locator(':enabled')).waitFor();
  expect(await selected('End of a sit')).toBe(expected.endOfSit);
  expect(await selected(/Interval bell/)).toBe(expected.interval);
  expect(await selected(/My day ends at/)).toBe(expected.dayEnd);
  expect(await section.getByRole('switch', { name: /Grace day/ }).isChecked()).toBe(expected.grace);
}
