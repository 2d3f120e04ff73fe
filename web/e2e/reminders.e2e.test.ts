// Reminders by push, on a phone: the person turns push on in Settings (nothing is asked of the
// browser on a visit), the browser's subscription reaches the notification service, and a push
// handed to the app's real service worker (DevTools Protocol ServiceWorker.deliverPushMessage)
// shows its notification, whose tap opens the page it names: the live session for a session start,
// the home with its timer ready for a daily reminder. Turned off, the device is forgotten.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { baseUrl, chromiumFlags, contextOptions, describeNeeding, keepOnTheMachine, saveScreenshot, screenshotDir, signedInNeeds, signIn, uniqueEmail } from './support/app';
import { startPushRegistrar, type PushRegistrar } from './support/pushService';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Where a picture of one part of the page goes, beside the whole pages' (saveScreenshot). */
function screenshotPath(name: string): string {
  mkdirSync(screenshotDir, { recursive: true });
  return join(screenshotDir, `${name}.png`);
}

/** A push as the notification service sends it. */
interface Payload {
  kind: 'daily-reminder' | 'streak-keeper' | 'session-start' | 'session-reminder';
  title: string;
  body: string;
  url: string;
}

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: { kind: string; url: string };
}

/** What the page's code asked of the browser's permission and push manager, recorded before the app runs. */
async function observePermissionAsks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const asked = { permission: 0, subscribe: 0 };
    (window as unknown as { __asked: typeof asked }).__asked = asked;
    if (!('Notification' in window) || !('PushManager' in window)) return;
    const requestPermission = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      asked.permission += 1;
      return requestPermission(...args);
    };
    const subscribe = Object.getOwnPropertyDescriptor(PushManager.prototype, 'subscribe')?.value as (this: PushManager, options?: PushSubscriptionOptionsInit) => Promise<PushSubscription>;
    PushManager.prototype.subscribe = function (this: PushManager, options?: PushSubscriptionOptionsInit) {
      asked.subscribe += 1;
      return subscribe.call(this, options);
    };
  });
}

const asked = (page: Page) => page.evaluate(() => (window as unknown as { __asked: { permission: number; subscribe: number } }).__asked);

/** The notifications the app's service worker is showing. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown) => ({ title: shown.title, body: shown.body, tag: shown.tag, data: shown.data as Shown['data'] }));
  });

/**
 * The notifications shown once they are what the test waits for, asked again until then; when the
 * time is up, as they are, for the test's assertion to name what is wrong.
 */
async function notificationsOnce(page: Page, accept: (shown: Shown[]) => boolean, timeoutMs = 10_000): Promise<Shown[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const shown = await shownNotifications(page);
    if (accept(shown) || Date.now() > deadline) return shown;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function reminders(page: Page) {
  await page.goto('/profile');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Reminders' }) });
  await card.getByRole('switch', { name: /Daily practice reminder/ }).waitFor();
  return card;
}

describeNeeding(signedInNeeds, 'reminders by push', () => {
  let registrar: PushRegistrar;
  let profileDir: string;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let registrationId: string;
  const email = uniqueEmail('e2e-push');

  /** Hands a push to the app's service worker, as the browser does when its push service delivers one. */
  async function deliverPush(payload: Payload): Promise<void> {
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId, data: JSON.stringify(payload) });
  }

  /**
   * A tap on the notification the worker shows. No browser command taps a notification, so the
   * worker is handed the event the browser would dispatch for the tap, for that notification.
   */
  async function tapNotification(): Promise<void> {
    const [worker] = context.serviceWorkers();
    if (!worker) throw new Error('the app has no service worker running');
    await worker.evaluate(async () => {
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification to tap');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
  }

  beforeAll(async () => {
    registrar = await startPushRegistrar();
    profileDir = mkdtempSync(join(tmpdir(), 'peace-e2e-push-'));
    // A profile of its own on disk: Chromium offers no push in a private window, which a fresh context is.
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...chromiumFlags, ...registrar.flags],
      viewport: phone,
      ...contextOptions,
    });
    await keepOnTheMachine(context);
    await observePermissionAsks(context);
    page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, { email, firstName: 'Tara', returnTo: '/profile' });
    // The app's worker (registered once the page has loaded) has taken the page in hand.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // The DevTools Protocol's view of service workers stays open for the suite: it delivers the pushes.
    cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const app = registrations.find((registration) => registration.scopeURL === `${baseUrl}/` && !registration.isDeleted);
        if (app) resolve(app.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    registrationId = await registered;
  });

  afterAll(async () => {
    await context?.close();
    await registrar?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  });

  it("asks nothing on a visit; turned on, subscribes this device with the server's key and the notification service keeps it", async () => {
    const card = await reminders(page);
    const pushSwitch = card.getByRole('switch', { name: /Push on this device/ });
    await pushSwitch.and(page.locator(':enabled')).waitFor();
    expect(await pushSwitch.isChecked()).toBe(false);
    expect(await asked(page)).toEqual({ permission: 0, subscribe: 0 });
    expect(await (await page.request.get('/api/push/subscriptions')).json()).toEqual([]);

    // The person allows notifications when the browser asks them.
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await pushSwitch.click();
    await page.getByText('Push on for this device', { exact: true }).waitFor();
    expect(await pushSwitch.isChecked()).toBe(true);
    expect((await asked(page)).subscribe).toBe(1);

    const endpoint = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint);
    expect(endpoint).toMatch(/^https:\/\//);
    const devices = (await (await page.request.get('/api/push/subscriptions')).json()) as { id: string; endpoint: string }[];
    expect(devices).toEqual([expect.objectContaining({ endpoint })]);
    const { publicKey } = (await (await page.request.get('/api/push/public-key')).json()) as { publicKey: string };
    expect(registrar.registrations).toContain(publicKey);

    // Session starts by push beside email: the device is subscribed already, so nothing more is asked.
    const sessionsByPush = card.getByRole('group', { name: /Sessions you joined/ }).getByRole('checkbox', { name: 'Push' });
    await sessionsByPush.click();
    await page.getByText('Reminders saved', { exact: true }).waitFor();
    expect(await sessionsByPush.isChecked()).toBe(true);
    expect(await (await page.request.get('/api/reminders')).json()).toMatchObject({ sessionStarts: ['email', 'push'] });
    expect((await asked(page)).subscribe).toBe(1);
    await saveScreenshot(page, 'reminders-push-on-390');
  });

  it('shows a session start pushed to the worker, and a tap opens the live session', async () => {
    const name = `Dawn circle ${Date.now().toString(36)}`;
    const created = await page.request.post('/api/group-sessions', {
      headers: { origin: baseUrl },
      data: { name, intention: 'Peace', scheduledStart: new Date(Date.now() + 86_400_000).toISOString(), duration: 10 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await reminders(page);

    await deliverPush({ kind: 'session-start', title: `Live now: ${name}`, body: 'Your group session has begun. Join the others now.', url: `${baseUrl}/groups/${id}` });
    expect(await notificationsOnce(page, (shown) => shown.length > 0)).toEqual([
      { title: `Live now: ${name}`, body: 'Your group session has begun. Join the others now.', tag: `session-start ${baseUrl}/groups/${id}`, data: { kind: 'session-start', url: `${baseUrl}/groups/${id}` } },
    ]);

    await tapNotification();
    await page.waitForURL(`${baseUrl}/groups/${id}`);
    await page.getByRole('heading', { name }).waitFor();
    expect(await notificationsOnce(page, (shown) => shown.length === 0)).toEqual([]);
  });

  it('shows a daily reminder, whose tap opens the home with its timer ready; an address on another site is never opened', async () => {
    await reminders(page);
    const body = 'Your daily practice is waiting. A few quiet minutes are enough.';
    await deliverPush({ kind: 'daily-reminder', title: 'Time to sit', body, url: '/?timer=ready' });
    expect(await notificationsOnce(page, (shown) => shown.length > 0)).toEqual([
      expect.objectContaining({ title: 'Time to sit', body, data: { kind: 'daily-reminder', url: `${baseUrl}/?timer=ready` } }),
    ]);
    await tapNotification();
    // The timer ready: Begin in view and focused, and the request gone from the address.
    await page.getByRole('button', { name: 'Begin' }).and(page.locator(':focus')).waitFor();
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.getByRole('button', { name: 'Begin' }).evaluate((begin) => begin.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await saveScreenshot(page, 'reminders-home-timer-ready-390');

    // A push naming another site still leads only to the app's home, and replaces the unread reminder.
    await deliverPush({ kind: 'daily-reminder', title: 'Time to sit', body: 'Elsewhere', url: 'https://elsewhere.example/' });
    await deliverPush({ kind: 'daily-reminder', title: 'Time to sit', body: 'Again', url: '/' });
    expect(await notificationsOnce(page, (shown) => shown.some((notification) => notification.body === 'Again'))).toEqual([expect.objectContaining({ body: 'Again', data: { kind: 'daily-reminder', url: `${baseUrl}/` } })]);
  });

  it('sets the daily reminder and quiet hours on a phone and at desktop size', async () => {
    let card = await reminders(page);
    await card.getByRole('switch', { name: /Daily practice reminder/ }).click();
    const time = card.getByLabel('Remind me at');
    await time.waitFor();
    await page.getByText('Reminders saved', { exact: true }).waitFor();
    const saved = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('UpdateReminderSettings'));
    await time.fill('06:45');
    await time.blur();
    expect((await saved).ok()).toBe(true);
    // By push on this device, the way it starts, and by email too.
    const dailyBy = card.getByRole('group', { name: /Daily reminder by/ });
    expect(await dailyBy.getByRole('checkbox', { name: 'Push' }).isChecked()).toBe(true);
    await dailyBy.getByRole('checkbox', { name: 'Email' }).click();
    await dailyBy.getByRole('checkbox', { name: 'Email', checked: true }).waitFor();
    await card.getByRole('switch', { name: /Quiet hours/ }).click();
    await card.getByLabel('Quiet from').waitFor();
    await page.waitForFunction(() => !document.querySelector('.profile__reminders input:disabled'));
    expect(await (await page.request.get('/api/reminders')).json()).toEqual({
      timeZone: 'Europe/Oslo',
      daily: { time: '06:45', channels: ['email', 'push'] },
      streakKeeper: false,
      sessionStarts: ['email', 'push'],
      quietHours: { from: '22:00', to: '07:00' },
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.screenshot({ path: screenshotPath('reminders-card-390') });

    await page.setViewportSize(desktop);
    card = await reminders(page);
    expect(await card.getByLabel('Remind me at').inputValue()).toBe('06:45');
    await card.screenshot({ path: screenshotPath('reminders-card-1280') });
    await saveScreenshot(page, 'reminders-profile-1280');
    await page.setViewportSize(phone);
  });

  it('turned off, ends the subscription on this device and the notification service forgets it', async () => {
    const card = await reminders(page);
    const pushSwitch = card.getByRole('switch', { name: /Push on this device/ });
    await pushSwitch.and(page.locator(':checked')).waitFor();
    await pushSwitch.click();
    await page.getByText('Push off for this device', { exact: true }).waitFor();
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).toBe(true);
    expect(await (await page.request.get('/api/push/subscriptions')).json()).toEqual([]);
  });

  it('signing out ends push on this device: whoever signs in next on this browser receives nothing of the person before', async () => {
    const card = await reminders(page);
    await card.getByRole('switch', { name: /Push on this device/ }).click();
    await page.getByText('Push on for this device', { exact: true }).waitFor();
    expect(await (await page.request.get('/api/push/subscriptions')).json()).toHaveLength(1);

    await Promise.all([page.waitForURL((url) => url.pathname !== '/profile', { waitUntil: 'load' }), page.getByRole('button', { name: 'Sign Out' }).click()]);
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription()) === null)).toBe(true);
    await signIn(page, { email, returnTo: '/profile' });
    expect(await (await page.request.get('/api/push/subscriptions')).json()).toEqual([]);
  });
});
