// Sign-in end to end through the real gateway: the whole stack as `npm start` runs it (every
// service, the embedded provider and the gateway as processes), driven by a cookie-keeping client.
import { expect } from '@jest/globals';
import pg from 'pg';
import { createRedis, INTERNAL_HEADER, signInternalHeader, type Redis } from '@peace/kit';
import { startStack, type Stack } from '@peace/scripts/harness';
import { createTestDatabase, eventually, testInfraUrls } from '@peace/scripts/testing';
import { SessionCache } from '@peace/identity/sessions';
import { Browser, signInThroughProvider } from '@peace/identity/testing';

/** A navigation from one of our own pages, as the app's Sign Out makes it: only that signs out without asking. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describe('signing in through the gateway', () => {
  let stack: Stack;
  let databaseUrl: string;
  let redis: Redis;

  const user = async (browser: Browser) => {
    const response = await browser.request(`${stack.baseUrl}/api/auth/user`, { headers: { accept: 'application/json' } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    const infra = testInfraUrls();
    databaseUrl = await createTestDatabase('signin');
    stack = await startStack({ infra: { ...infra, databaseUrl } });
    redis = createRedis(infra.redisUrl, 'signin-stack-test');
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
  });

  it('signs in through the provider form, answers the user, signs out and then answers 401', async () => {
    const browser = new Browser();
    expect((await user(browser)).status).toBe(401);
    const landed = await signInThroughProvider(browser, `${stack.baseUrl}/api/login?returnTo=/profile`, { email: 'stack@example.com', firstName: 'Sharon', lastName: 'Salzberg' });
    expect(landed.url).toBe(`${stack.baseUrl}/profile`);
    const signedIn = await user(browser);
    expect(signedIn).toEqual({
      status: 200,
      body: { id: expect.any(String), email: 'stack@example.com', firstName: 'Sharon', lastName: 'Salzberg', profileImageUrl: null, createdAt: expect.any(String) },
    });

    const confirm = await browser.navigate(`${stack.baseUrl}/api/logout`, { headers: SAME_ORIGIN });
    expect(confirm.url.startsWith(stack.providerUrl)).toBe(true);
    const home = await browser.submit(confirm, { logout: 'yes' }, { formId: 'op.logoutForm' });
    expect(home.url).toBe(`${stack.baseUrl}/`);
    expect(await user(browser)).toEqual({ status: 401, body: { message: expect.any(String) } });
  });

  it('reuses the user when the same email signs in again', async () => {
    const first = new Browser();
    await signInThroughProvider(first, `${stack.baseUrl}/api/login`, { email: 'again@example.com' });
    const second = new Browser();
    await signInThroughProvider(second, `${stack.baseUrl}/api/login`, { email: 'Again@Example.com', firstName: 'Jack' });
    expect((await user(second)).body['id']).toBe((await user(first)).body['id']);
  });

  it('lands open-redirect attempts on /', async () => {
    for (const attempt of ['https://evil.example', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil']) {
      const landed = await signInThroughProvider(new Browser(), `${stack.baseUrl}/api/login?returnTo=${encodeURIComponent(attempt)}`, { email: 'redirect@example.com' });
      expect({ attempt, url: landed.url }).toEqual({ attempt, url: `${stack.baseUrl}/` });
    }
  });

  it('refuses cross-origin writes to /api and GraphQL mutations', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: 'csrf-stack@example.com' });
    const rest = await browser.request(`${stack.baseUrl}/api/meditation-sessions`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ intention: 'Peace', location: 'Elsewhere', duration: 5 }),
    });
    expect(rest.status).toBe(403);
    expect(await rest.json()).toEqual({ message: 'Cross-site request refused' });
    const graph = await browser.request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(graph.status).toBe(403);
    await graph.arrayBuffer();
  });

  it('has subgraphs reject a forged or missing internal header', async () => {
    const identity = stack.components.get('identity')!;
    const body = JSON.stringify({ query: '{ me { id } }' });
    const missing = await fetch(`${identity.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(missing.status).toBe(401);
    const forged = await fetch(`${identity.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId: null, requestId: 'forged' }, 'not-the-internal-secret-at-all') },
      body,
    });
    expect(forged.status).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: 'expired-stack@example.com' });
    expect((await user(browser)).status).toBe(200);
    const sid = browser.cookie('localhost', 'peace.sid')!.split('.')[0]!;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`update identity.sessions set expire = now() - interval '1 second' where sid = $1`, [sid]);
    } finally {
      await client.end();
    }
    await new SessionCache(redis).forget(sid);
    // The gateway may trust its memory for a few seconds more; then it asks again and finds nothing.
    expect(await eventually(() => user(browser).then((answer) => answer.status), (status) => status === 401, 12_000)).toBe(401);
  });
});
