// Signing in as a person does, through the provider's pages, with the test's browser.
import type { Browser, Page } from './browser.js';

export interface SignInAs {
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Signs in the way a person does: opens the login path, lands on the provider's sign-in page,
 * fills in the form and follows the redirects back. Answers the page it ends on.
 */
export async function signInThroughProvider(browser: Browser, loginUrl: string, as: SignInAs): Promise<Page> {
  const form = await browser.navigate(loginUrl);
  if (form.status !== 200 || !form.text.includes('name="email"')) throw new Error(`expected the sign-in page, got ${form.status} at ${form.url}:\n${form.text.slice(0, 1000)}`);
  return browser.submit(form, { email: as.email, firstName: as.firstName ?? '', lastName: as.lastName ?? '' });
}
