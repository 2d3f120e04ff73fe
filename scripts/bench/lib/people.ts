// Signed-in people for the scenarios: each signs in through the stack's OpenID provider the way a
// person does, several at a time.
import { Browser, signInThroughProvider } from '@peace/identity/testing';

export interface Person {
  browser: Browser;
  /** The Cookie header a browser of this person sends. */
  cookie: string;
}

export async function signInPeople(baseUrl: string, count: number, prefix: string, atOnce = 8): Promise<Person[]> {
  const people: Person[] = new Array<Person>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, count) }, async () => {
      while (next < count) {
        const index = next++;
        const browser = new Browser();
        await signInThroughProvider(browser, `${baseUrl}/api/login`, { email: `${prefix}-${index}@bench.example.org` });
        const sid = browser.cookie(new URL(baseUrl).hostname, 'peace.sid');
        if (!sid) throw new Error(`${prefix}-${index} has no session cookie after signing in`);
        people[index] = { browser, cookie: `peace.sid=${sid}` };
      }
    }),
  );
  return people;
}

/** POST, PUT or DELETE with the headers the gateway's CSRF check asks of a browser. */
export async function send(person: Person, baseUrl: string, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  return person.browser.request(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: baseUrl },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
