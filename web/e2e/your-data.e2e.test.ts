// Your data, as a person meets it on their Profile: they download everything the product holds
// about them, delete their account after confirming, are signed out, and signing in again with the
// same email starts a fresh account.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, describeSignedIn, launchBrowser, mainHeading, newContext, signIn, uniqueEmail, viewports } from './support/app';

interface Exported {
  profile: { id: string; email: string | null };
  meditationSessions: unknown[];
  communities: { name: string; role: string | null }[];
  groupSessions: unknown[];
  practiceSettings: { endSignal: string; intervalBellMinutes: number; dayEndHour: number; grace: boolean; recordLocation: boolean };
  emailSettings: { sessionEmails: boolean };
  emailLog: unknown[];
}

describeSignedIn('your data', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail('e2e-your-data');

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, viewports.desktop);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Clicks a download link of the Profile's Your Data card and reads the file the browser saved. */
  async function download(name: string): Promise<{ file: string; text: string }> {
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
    const where = await saved.path();
    return { file: saved.suggestedFilename(), text: await readFile(where, 'utf8') };
  }

  it('downloads everything, deletes the account after confirming, signs out, and a new sign-in starts afresh', async () => {
    await signIn(page, { email, firstName: 'Ada', lastName: 'Leaving', returnTo: '/profile' });
    // Something of theirs others could share: a community they own.
    const created = await page.request.post('/api/meditation-groups', { headers: { origin: baseUrl }, data: { name: 'Leaving Circle', intention: 'Peace' } });
    expect(created.status()).toBe(201);
    // And practice settings of their own.
    const settings = await page.request.put('/api/settings', { headers: { origin: baseUrl }, data: { endSignal: 'light', intervalBellMinutes: 2, dayEndHour: 3, grace: false } });
    expect(settings.status()).toBe(200);
    await page.reload();
    expect(await mainHeading(page)).toBe('Profile');

    const json = await download('Download My Data');
    expect(json.file).toBe('peace-practice-data.json');
    const exported = JSON.parse(json.text) as Exported;
    expect(exported.profile).toMatchObject({ email });
    expect(exported.communities).toEqual([expect.objectContaining({ name: 'Leaving Circle', role: 'owner' })]);
    expect(exported).toMatchObject({ meditationSessions: [], groupSessions: [], emailSettings: { sessionEmails: true }, emailLog: [] });
    expect(exported.practiceSettings).toEqual({ endSignal: 'light', intervalBellMinutes: 2, dayEndHour: 3, grace: false, recordLocation: true });

    const csv = await download('Sessions as CSV');
    expect(csv.file).toBe('peace-practice-sessions.csv');
    expect(csv.text).toBe('id,intention,location,duration,timestamp,groupSessionId,partial\r\n');

    // Asked first; cancelling keeps everything.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Account' });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 }),
      page.getByRole('dialog', { name: 'Delete Account' }).getByRole('button', { name: 'Yes, Delete My Account' }).click(),
    ]);
    // Signed out: the page offers signing in, and the API knows nobody.
    await page.getByRole('link', { name: /sign in/i }).first().waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    // Signing in again asks who is signing in: the provider's session ended with the account, so no new one is made unasked.
    await page.goto('/api/login?returnTo=%2Fprofile');
    await page.locator('input[name="email"]').waitFor({ state: 'visible', timeout: 30_000 });
    expect(new URL(page.url()).origin).not.toBe(new URL(baseUrl).origin);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    // The same email again: a new account with none of the old one's data.
    await signIn(page, { email, firstName: 'Ada', lastName: 'Returning', returnTo: '/profile' });
    expect(await mainHeading(page)).toBe('Profile');
    const fresh = JSON.parse((await download('Download My Data')).text) as Exported;
    expect(fresh.profile.email).toBe(email);
    expect(fresh.profile.id).not.toBe(exported.profile.id);
    expect(fresh.communities).toEqual([]);
  }, 120_000);
});
