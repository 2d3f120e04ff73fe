// Signed-in people for the scenarios: each signs in through the stack's OpenID provider the way a
// person does, several at a time.
import http from 'node:http';
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

/**
 * Connections kept open between requests, as a browser keeps them: the scenarios measure the stack,
 * so the client posting must cost it as little of the shared cores as it can.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POST, PUT or DELETE with the headers the gateway's CSRF check asks of a browser, and the person's cookie. */
export function send(person: Person, baseUrl: string, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Response> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = { cookie: person.cookie, origin: baseUrl, accept: 'application/json' };
  if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, baseUrl), { method, headers, agent }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const status = answer.statusCode ?? 500;
        // A Response of these statuses may not carry a body, even an empty one.
        resolve(new Response([204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status }));
      });
      answer.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}
