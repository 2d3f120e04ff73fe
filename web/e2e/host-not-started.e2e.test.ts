// A session whose host never presses Start, in a real browser: someone who came is told the host
// has not started yet, and a session set to start on time by itself goes live at its time for
// them with nobody pressing anything. The host is at desktop size, the participant on a phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, describeNeeding, launchBrowser, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail, viewports } from './support/app';
import { clockNeeds, stackClockOffset, takeTurnsWithTheClock } from './support/clock';

describeNeeding({ ...signedInNeeds, ...clockNeeds }, 'a session whose host does not press Start', () => {
  takeTurnsWithTheClock();
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let host: Page;
  let guest: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    contexts.push(await newContext(browser, viewports.desktop), await newContext(browser, viewports.phone));
    host = await contexts[0]!.newPage();
    guest = await contexts[1]!.newPage();
    await signIn(host, { email: uniqueEmail('e2e-absent-host'), firstName: 'Hal', returnTo: '/groups' });
    await signIn(guest, { email: uniqueEmail('e2e-waiting-guest'), firstName: 'Wren', returnTo: '/groups' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** The host schedules a session a few seconds ahead by the stack's clock; the guest joins it and opens its page. */
  async function scheduledAndJoined(name: string, startOnTime: boolean, aheadMs: number): Promise<number> {
    const startsAt = Date.now() + (await stackClockOffset()) + aheadMs;
    const created = await host.request.post('/api/group-sessions', {
      headers: { origin: baseUrl },
      data: { name, intention: 'Peace', scheduledStart: new Date(startsAt).toISOString(), duration: 5, startOnTime },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await guest.request.post(`/api/group-sessions/${id}/join`, { headers: { origin: baseUrl } })).status()).toBe(200);
    await guest.goto(`/groups/${id}`);
    await guest.getByRole('heading', { level: 1, name }).waitFor();
    return startsAt;
  }

  it('tells the participant that the host has not started yet once the start has passed', async () => {
    const name = `Waiting circle ${Date.now().toString(36)}`;
    await scheduledAndJoined(name, false, 3_000);
    await guest.getByText('The host has not started yet', { exact: true }).waitFor({ timeout: 10_000 });
    await saveScreenshot(guest, 'host-not-started-phone');
    expect(await guest.getByText('Live meditation session', { exact: true }).count()).toBe(0);
  });

  it('starts a session set to start on time by itself, live on the participant’s page with no reload', async () => {
    const name = `On-time circle ${Date.now().toString(36)}`;
    await scheduledAndJoined(name, true, 8_000);
    await guest.getByText(/^Starts in .*, on time by itself$/).waitFor();
    // Nobody presses Start: the session's own job starts it at its time, and the socket says so.
    await guest.getByText('Live meditation session', { exact: true }).waitFor({ timeout: 20_000 });
    await saveScreenshot(guest, 'start-on-time-phone');
  });

  it('offers "Start on time by itself" when scheduling, off for a session of no community', async () => {
    await host.goto('/groups');
    await host.getByRole('button', { name: 'Create Session', exact: true }).click();
    const dialog = host.getByRole('dialog');
    const onTime = dialog.getByRole('checkbox', { name: 'Start on time by itself' });
    expect(await onTime.isChecked()).toBe(false);
    await saveScreenshot(host, 'create-session-start-on-time-desktop');
  });
});
