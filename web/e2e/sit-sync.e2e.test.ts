// A personal sit runs its countdown in the browser from the sit's own times: the page does not ask
// the server every second, and a pause, resume or stop made by another client reaches it through
// its socket within a second.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { describeNeeding, launchBrowser, newContext, signedInNeeds, signIn, uniqueEmail, viewports } from './support/app';
import { clockNeeds, takeTurnsWithTheClock } from './support/clock';
import { TIME_SYNC_FOLLOW_UP_MS, TIME_SYNC_SAMPLES, TIME_SYNC_SPACING_MS } from '../src/live/socket';

/** Whether a request reads the sit: the graph's ActiveSession or the REST route. */
function readsTheSit(request: Request): boolean {
  const { pathname } = new URL(request.url());
  if (pathname === '/api/active-session') return request.method() === 'GET';
  if (pathname !== '/graphql' || request.method() !== 'POST') return false;
  // Reads sent together travel as one batch: an array of operations.
  const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string } | { operationName?: string }[];
  return (Array.isArray(body) ? body : [body]).some((operation) => operation.operationName === 'ActiveSession');
}

async function beginPeace(page: Page): Promise<void> {
  await page.locator('label.chip', { hasText: /^Peace$/ }).click();
  await page.getByRole('button', { name: 'Begin' }).click();
  // The three-second countdown, then the sit's own clock.
  await page.getByRole('timer').filter({ hasText: /^\d+:\d\d$/ }).waitFor({ timeout: 10_000 });
}

/** Counts the answers to the page's time-sync requests that reach its socket. */
function timeSyncAnswers(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"timeSync"')) seen.count++;
    }),
  );
  return seen;
}

/** The seconds on the meditation's clock. */
async function shownSeconds(page: Page): Promise<number> {
  const [minutes = 0, seconds = 0] = (await page.getByRole('timer').innerText()).split(':').map(Number);
  return minutes * 60 + seconds;
}

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'a sit kept in step without polling', () => {
  // The page's clock is moved by hand while its socket measures the server's: a suite that moved the
  // stack's clock meanwhile would make the page measure again against its hand-moved clock (the
  // server tells every socket its clock was set), and move the countdown. The stack's clock stays still.
  takeTurnsWithTheClock();
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, viewports.desktop);
    const page = await context.newPage();
    await signIn(page, { email: uniqueEmail('e2e-sit-sync'), firstName: 'Tenzin', returnTo: '/' });
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // Each case starts with no sit on the server, whatever the one before left.
  beforeEach(async () => {
    const answer = await context.request.delete('/api/active-session', { headers: { 'X-Requested-With': 'fetch' } });
    expect([200, 204, 404]).toContain(answer.status());
  });

  it('makes at most 2 requests a minute for its sit over 2 minutes of meditating', async () => {
    const page = await context.newPage();
    // The page's clock is moved on by hand: two minutes of the sit pass in a few seconds.
    await page.clock.install();
    const reads: number[] = [];
    page.on('request', (request) => {
      if (readsTheSit(request)) reads.push(Date.now());
    });
    const syncs = timeSyncAnswers(page);
    try {
      await page.goto('/');
      await beginPeace(page);
      // The socket asks the server's time in two bursts, the second one a little after it opens. Both
      // are answered before the two minutes start: a sample taken while the clock is moved on by hand
      // would measure the page's hand-moved clock against the server's, and move the countdown.
      await page.clock.runFor(TIME_SYNC_FOLLOW_UP_MS + TIME_SYNC_SAMPLES * TIME_SYNC_SPACING_MS);
      for (const deadline = Date.now() + 10_000; syncs.count < 2 * TIME_SYNC_SAMPLES; ) {
        if (Date.now() > deadline) throw new Error(`${syncs.count} of ${2 * TIME_SYNC_SAMPLES} time syncs answered`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const before = await shownSeconds(page);
      reads.length = 0;
      for (let second = 0; second < 120; second++) await page.clock.runFor(1000);
      // The countdown went on meanwhile, two minutes down.
      expect(before - (await shownSeconds(page))).toBeGreaterThanOrEqual(119);
      expect(reads.length).toBeLessThanOrEqual(4);
      // Stopped after two minutes: the person is asked whether to keep them, and lets them go.
      await page.getByRole('button', { name: 'Stop' }).click();
      await page.getByRole('button', { name: 'Discard' }).click();
      await page.getByRole('button', { name: 'Begin' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('shows a pause, a resume and a stop made by another client within a second, with no read', async () => {
    const page = await context.newPage();
    const reads: string[] = [];
    page.on('request', (request) => {
      if (readsTheSit(request)) reads.push(request.url());
    });
    const elsewhere = async (method: 'put' | 'delete', data?: unknown) => {
      const answer = await page.request.fetch('/api/active-session', { method, headers: { 'X-Requested-With': 'fetch' }, ...(data ? { data } : {}) });
      expect(answer.ok()).toBe(true);
    };
    const within = async (what: () => Promise<unknown>, shown: () => Promise<unknown>) => {
      await what();
      const answered = Date.now();
      await shown();
      return Date.now() - answered;
    };
    try {
      await page.goto('/');
      await beginPeace(page);
      // The page's start has reached the server once the sit can be read there.
      for (let tries = 0; !(await page.request.get('/api/active-session')).ok(); tries++) {
        if (tries === 100) throw new Error('the start never reached the server');
        await page.waitForTimeout(50);
      }
      // And the page has its start's answer: until then that answer, not the socket, speaks for the server.
      await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('peace-practice:sit:') && (JSON.parse(localStorage.getItem(key) ?? '{}') as { serverBacked?: boolean }).serverBacked === true));
      reads.length = 0;

      expect(await within(() => elsewhere('put', { state: 'paused' }), () => page.getByText(/Paused for\s+Peace/).waitFor({ timeout: 5000 }))).toBeLessThan(1000);
      expect(await within(() => elsewhere('put', { state: 'meditating' }), () => page.getByText(/Meditating for\s+Peace/).waitFor({ timeout: 5000 }))).toBeLessThan(1000);
      expect(await within(() => elsewhere('delete'), () => page.getByRole('button', { name: 'Begin' }).waitFor({ timeout: 5000 }))).toBeLessThan(1000);
      expect(reads).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
