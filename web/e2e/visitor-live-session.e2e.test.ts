// A signed-out visitor sent the link of a session that is live is asked to sign in to join it (the
// spec's 'Sign In to Join Session' card), with how many have joined; the sit itself, its timer and
// its "Tap to Enter", are for those in it.
import type { Browser } from 'playwright-core';
import { axeViolations, baseUrl, describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail } from './support/app';
import { clockNeeds, stackClockOffset } from './support/clock';

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'a visitor on a live session', () => {
  let browser: Browser;
  let sessionPath: string;
  const name = `Open sky ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const host = await newContext(browser);
    const page = await host.newPage();
    await signIn(page, { email: uniqueEmail('e2e-live-host'), firstName: 'Lama', returnTo: '/' });
    const headers = { origin: baseUrl };
    const created = await host.request.post('/api/group-sessions', {
      headers,
      data: { name, intention: 'Peace', scheduledStart: new Date(Date.now() + (await stackClockOffset())).toISOString(), duration: 20 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await host.request.post(`/api/group-sessions/${id}/start`, { headers })).status()).toBe(200);
    sessionPath = `/groups/${id}`;
    await host.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(sizes)('is asked to sign in to join, and shown no sit of their own ($name)', async ({ name: size, viewport }) => {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    await page.goto(sessionPath);
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: 'Sign In to Join Session' }).waitFor();
    const signInLink = page.getByRole('link', { name: 'Sign In to Join Session' });
    expect(await signInLink.getAttribute('href')).toBe(`/api/login?returnTo=${encodeURIComponent(sessionPath)}`);
    // How many are in it, and that it is live.
    await page.getByText(/\b1\/50 participant\b/).waitFor();
    await page.getByText('Live', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Tap to Enter' }).count()).toBe(0);
    expect(await page.getByText('Live meditation session', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `group-session-live-visitor-${size}`);
    await context.close();
  });
});
