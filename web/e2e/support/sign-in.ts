// Signing in as a person would, through the embedded OpenID provider's form: what the browser suites
// and the benchmarks that drive pages share.
import type { Page } from 'playwright-core';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/**
 * Signs in through the embedded OpenID provider's sign-in form and lands on returnTo, loaded; or
 * only arrived at (`waitUntil: 'commit'`), for a page that goes elsewhere next.
 */
export async function signIn(
  page: Page,
  { email, firstName, lastName, returnTo = '/profile', waitUntil = 'load' }: { email: string; firstName?: string; lastName?: string; returnTo?: string; waitUntil?: 'load' | 'commit' },
): Promise<void> {
  const answer = await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  // The app's origin: the first request's, before the provider's sign-in form took the page elsewhere.
  let first = answer?.request();
  while (first?.redirectedFrom()) first = first.redirectedFrom() ?? undefined;
  if (!first) throw new Error('the sign-in page did not answer');
  const origin = new URL(first.url()).origin;
  await page.locator('input[name="email"]').fill(email);
  if (firstName !== undefined && (await page.locator('input[name="firstName"]').count())) {
    await page.locator('input[name="firstName"]').fill(firstName);
  }
  if (lastName !== undefined && (await page.locator('input[name="lastName"]').count())) {
    await page.locator('input[name="lastName"]').fill(lastName);
  }
  await Promise.all([
    page.waitForURL((url) => url.origin === origin && url.pathname === returnTo, { timeout: 30_000, waitUntil }),
    page.locator('button[type="submit"], input[type="submit"]').first().click(),
  ]);
}
