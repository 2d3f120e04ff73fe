// The test email, end to end: the page previews the email the server sends, sends it to the
// signed-in person's own address through the real SMTP server, and its button leads into the app.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, describeNeeding, launchBrowser, mainHeading, newContext, saveScreenshot, signedInNeeds, signIn, uniqueEmail, viewports } from './support/app';

interface SinkMessage {
  to: string[];
  subject: string;
  html: string;
  headers: Record<string, string>;
}

const mailUrl = process.env.PEACE_MAIL_URL;
const describeWithInbox = (name: string, body: () => void): void =>
  describeNeeding({ ...signedInNeeds, "the mail sink's inbox (PEACE_MAIL_URL, set when the global setup starts the stack)": Boolean(mailUrl) }, name, body);

async function inbox(address: string): Promise<SinkMessage[]> {
  const response = await fetch(`${mailUrl}/messages.json?to=${encodeURIComponent(address)}`);
  return (await response.json()) as SinkMessage[];
}

async function waitForMail(address: string, count: number, timeoutMs = 20_000): Promise<SinkMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await inbox(address);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline) throw new Error(`no email reached ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describeWithInbox('the test email', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail('e2e-test-email');

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, viewports.desktop);
    page = await context.newPage();
    await signIn(page, { email, returnTo: '/test-email' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('previews the email, sends it to the signed-in person only, and its button opens the group sessions', async () => {
    await page.goto('/test-email');
    expect(await mainHeading(page)).toBe('Test Email');
    const preview = page.frameLocator('iframe[title="Session start email"]');
    await preview.getByText('Start Meditating Now').waitFor();
    await preview.getByText('Global Peace Circle').first().waitFor();
    await page.getByText('Live Now: Morning Peace Meditation - Join Your Community').waitFor();

    await page.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText('Email Sent!', { exact: true }).waitFor();
    await page.getByText('Check your email inbox to see the session start notification').waitFor();
    await page.getByText('Test email sent!', { exact: true }).waitFor();

    const [message] = await waitForMail(email, 1);
    expect(message!.to).toEqual([email]);
    expect(message!.subject).toBe('Live Now: Morning Peace Meditation - Join Your Community');
    expect(message!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The mail client's view: open the email's own HTML and click its button.
    const mailPage = await context.newPage();
    await mailPage.setContent(message!.html);
    const button = mailPage.getByRole('link', { name: 'Start Meditating Now' });
    const href = await button.getAttribute('href');
    expect(href).toBe(`${baseUrl}/groups`);
    await mailPage.goto(href!);
    expect(await mainHeading(mailPage)).toBe('Group Meditation');
    await mailPage.close();
  });

  it('shows the whole email on a phone, in the page\'s own scroll, with no scroll of its own', async () => {
    const phone = await context.newPage();
    try {
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto('/test-email');
      const frame = phone.locator('iframe[title="Session start email"]');
      await phone.frameLocator('iframe[title="Session start email"]').getByText('Start Meditating Now').waitFor();
      // The frame is fitted once its email has loaded: wait for that, then compare.
      await phone.waitForFunction(() => {
        const element = document.querySelector<HTMLIFrameElement>('iframe[title="Session start email"]');
        const body = element?.contentDocument?.body;
        return !!element && !!body && element.clientHeight >= body.scrollHeight;
      });
      const { frameHeight, emailHeight } = await frame.evaluate((element: HTMLIFrameElement) => ({
        frameHeight: element.clientHeight,
        emailHeight: element.contentDocument!.documentElement.scrollHeight,
      }));
      expect(emailHeight).toBeLessThanOrEqual(frameHeight);
      expect(frameHeight).toBeGreaterThan(760);
      await saveScreenshot(phone, 'test-email-390');
    } finally {
      await phone.close();
    }
  });

  it('turns session emails off and on from the profile', async () => {
    await page.goto('/profile');
    const toggle = page.getByRole('switch', { name: /Email notifications/ });
    // Disabled until the setting has loaded.
    await page.getByRole('switch', { name: /Email notifications/, disabled: false }).waitFor();
    await expect(toggle.isChecked()).resolves.toBe(true);
    await toggle.click();
    await page.getByText('Session emails off', { exact: true }).waitFor();
    await page.reload();
    await expect(page.getByRole('switch', { name: /Email notifications/ }).isChecked()).resolves.toBe(false);
    await page.getByRole('switch', { name: /Email notifications/ }).click();
    await page.getByText('Session emails on', { exact: true }).waitFor();
  });
});
