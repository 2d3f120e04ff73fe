// A join reaches the pages of a session within a second or so, through the live socket, far inside
// the page's own fallback read of a scheduled session (every ten seconds): its host, on a phone,
// sees the newcomer's name appear while the newcomer joins from a desktop.
import type { Browser } from 'playwright-core';
import { baseUrl, describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail } from './support/app';
import { clockNeeds, stackClockOffset } from './support/clock';

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'a join, live', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the newcomer on the host's page within a second or so, with no reload", async () => {
    const hostContext = await newContext(browser, { width: 390, height: 844 });
    const host = await hostContext.newPage();
    await signIn(host, { email: uniqueEmail('e2e-joins-host'), firstName: 'Hana', returnTo: '/' });
    const name = `Still water ${Date.now().toString(36)}`;
    const created = await hostContext.request.post('/api/group-sessions', {
      headers: { origin: baseUrl },
      data: { name, intention: 'Peace', scheduledStart: new Date(Date.now() + (await stackClockOffset()) + 60 * 60_000).toISOString(), duration: 10 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await host.goto(`/groups/${id}`);
    const participants = host.getByRole('list', { name: 'Participants' });
    await participants.getByText('Hana', { exact: true }).waitFor({ timeout: 15_000 });

    const guestContext = await newContext(browser, { width: 1280, height: 800 });
    const guest = await guestContext.newPage();
    // Signed in on the session's link, the guest is joined on arrival.
    await signIn(guest, { email: uniqueEmail('e2e-joins-guest'), firstName: 'Tenzin', returnTo: `/groups/${id}` });
    await guest.getByRole('button', { name: 'Leave Session' }).waitFor({ timeout: 15_000 });
    const joinedAt = Date.now();
    await participants.getByText('Tenzin', { exact: true }).waitFor({ timeout: 3000 });
    expect(Date.now() - joinedAt).toBeLessThan(3000);
    await host.getByText(/\b2\/50 participants\b/).waitFor();
    await saveScreenshot(host, 'group-session-join-live-phone');
    await saveScreenshot(guest, 'group-session-join-live-desktop');
    await hostContext.close();
    await guestContext.close();
  });
});
