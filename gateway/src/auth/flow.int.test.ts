// The whole sign-in flow over HTTP: a cookie-keeping client, the real embedded provider and
// identity service as processes, and the gateway's auth pieces composed the way the gateway
// composes them (session resolver → auth routes → CSRF guard → /api/auth/user).
import { expect } from '@jest/globals';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import pg from 'pg';
import { createLogger, createRedis, INTERNAL_HEADER, signInternalHeader, type Redis } from '@peace/kit';
import { freePort } from '@peace/scripts/harness';
import { eventually, startIdentityStack, type IdentityStack } from '@peace/scripts/testing';
import { SessionCache } from '@peace/identity/sessions';
import { Browser, signInThroughProvider } from '@peace/identity/testing';
import { csrfGuard } from './csrf.js';
import { mountAuthRoutes } from './routes.js';
import { createSessionResolver, type SessionResolver } from './session-resolver.js';

/** A navigation from one of our own pages, as the app's Sign Out makes it: only that signs out without asking. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

interface Me {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: string;
}

interface Gateway {
  resolver: SessionResolver;
  close(): Promise<void>;
}

/**
 * The gateway's /api as far as signing in goes, wired as the gateway wires it; the rest of the
 * app answers with a page, as the web app would.
 */
async function startGateway(identity: IdentityStack, port: number): Promise<Gateway> {
  const redis = createRedis(identity.redisUrl, 'auth-flow-test');
  const resolver = createSessionResolver({
    redis,
    identityUrl: identity.identity.url,
    sessionSecret: identity.sessionSecret,
    internalSecret: identity.internalSecret,
    logger: createLogger('auth-flow-test', 'silent'),
  });
  const app = express();
  const api = express.Router();
  api.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals['gateway'] = { userId: await resolver.resolve(req.header('cookie')), requestId: randomUUID() };
      next();
    } catch (error) {
      next(error);
    }
  });
  mountAuthRoutes(api, { identityUrl: identity.identity.url, internalSecret: identity.internalSecret, publicUrl: identity.publicUrl });
  api.use(csrfGuard(identity.publicUrl));
  api.get('/auth/user', async (_req, res) => {
    const { userId, requestId } = res.locals['gateway'] as { userId: string | null; requestId: string };
    const answer = await fetch(`${identity.identity.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_HEADER]: signInternalHeader({ userId, requestId }, identity.internalSecret) },
      body: JSON.stringify({ query: '{ me { id email firstName lastName profileImageUrl createdAt } }' }),
    });
    const { data } = (await answer.json()) as { data: { me: Me | null } };
    if (!data.me) res.status(401).json({ message: 'Unauthorized' });
    else res.json(data.me);
  });
  api.post('/echo', (_req, res) => {
    res.json({ ok: true });
  });
  app.use('/api', api);
  app.use((_req, res) => {
    res.type('html').send('<!doctype html><title>Peace Practice</title><h1>Peace Practice</h1>');
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    resolver,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await resolver.close();
      redis.disconnect();
    },
  };
}

let stack: IdentityStack;
let gateway: Gateway;
let resolver: SessionResolver;
let redis: Redis;
let publicUrl: string;

async function currentUser(browser: Browser, base = publicUrl): Promise<{ status: number; user: Me | undefined }> {
  const response = await browser.request(`${base}/api/auth/user`, { headers: { accept: 'application/json' } });
  return { status: response.status, user: response.status === 200 ? ((await response.json()) as Me) : (await response.arrayBuffer(), undefined) };
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = [], databaseUrl = stack.databaseUrl): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://localhost:${port}`;
  stack = await startIdentityStack({ publicUrl });
  gateway = await startGateway(stack, port);
  resolver = gateway.resolver;
  redis = createRedis(stack.redisUrl, 'auth-flow-test-probe');
});

afterAll(async () => {
  redis?.disconnect();
  await gateway?.close();
  await stack?.stop();
});

describe('signing in through the embedded provider', () => {
  it('signs in, answers the user, signs out and then answers 401', async () => {
    const browser = new Browser();
    expect((await currentUser(browser)).status).toBe(401);

    const landed = await signInThroughProvider(browser, `${publicUrl}/api/login?returnTo=${encodeURIComponent('/groups?tab=live')}`, {
      email: 'Ada.Lovelace@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(landed.status).toBe(200);
    expect(landed.url).toBe(`${publicUrl}/groups?tab=live`);

    const signedIn = await currentUser(browser);
    expect(signedIn.status).toBe(200);
    expect(signedIn.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      createdAt: expect.any(String),
    });

    const signedOut = await browser.navigate(`${publicUrl}/api/logout`, { headers: SAME_ORIGIN });
    // The provider asks to confirm ending its own session too; a browser confirms by itself.
    expect(signedOut.url.startsWith(stack.provider.url)).toBe(true);
    const home = await browser.submit(signedOut, { logout: 'yes' }, { formId: 'op.logoutForm' });
    expect(home.url).toBe(`${publicUrl}/`);
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax for a week, with a new id at every sign-in', async () => {
    const browser = new Browser();
    const first = await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'rotation@example.com' });
    expect(first.url).toBe(`${publicUrl}/`);
    const callback = first.hops.find((hop) => hop.url.startsWith(`${publicUrl}/api/callback`))!;
    const sessionCookie = callback.setCookie.find((cookie) => cookie.startsWith('peace.sid='));
    expect(sessionCookie).toMatch(/^peace\.sid=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
    const firstValue = browser.cookie('localhost', 'peace.sid');

    // Signing in again while signed in: the provider remembers its own session and sends the browser straight back.
    const again = await browser.navigate(`${publicUrl}/api/login`);
    expect(again.url).toBe(`${publicUrl}/`);
    const secondValue = browser.cookie('localhost', 'peace.sid');
    expect(secondValue).toBeDefined();
    expect(secondValue).not.toBe(firstValue);
    expect(await resolver.resolve(`peace.sid=${firstValue}`)).toBeNull();
    expect(await resolver.resolve(`peace.sid=${secondValue}`)).toBe((await currentUser(browser)).user!.id);
  });

  it('lands every open-redirect attempt on /', async () => {
    const attempts = ['https://evil.example/', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '%2F%2Fevil.example', '/%252F%252Fevil.example', 'javascript:alert(1)'];
    for (const attempt of attempts) {
      const browser = new Browser();
      const landed = await signInThroughProvider(browser, `${publicUrl}/api/login?returnTo=${encodeURIComponent(attempt)}`, { email: 'redirects@example.com' });
      expect({ attempt, url: landed.url }).toEqual({ attempt, url: `${publicUrl}/` });
    }
  });

  it('reuses the user when the same email signs in again, and updates the name it gives', async () => {
    const first = new Browser();
    await signInThroughProvider(first, `${publicUrl}/api/login`, { email: 'returning@example.com', firstName: 'Rae' });
    const before = (await currentUser(first)).user!;

    const second = new Browser();
    await signInThroughProvider(second, `${publicUrl}/api/login`, { email: 'RETURNING@example.com', firstName: 'Raewyn', lastName: 'Connell' });
    const after = (await currentUser(second)).user!;

    expect(after.id).toBe(before.id);
    expect(after).toMatchObject({ firstName: 'Raewyn', lastName: 'Connell', email: 'returning@example.com', createdAt: before.createdAt });
    const users = await query<{ count: string }>('select count(*) from identity.users where email = $1', ['returning@example.com']);
    expect(users[0]?.count).toBe('1');
    const events = await query<{ subject: string }>(`select subject from identity.outbox where payload->'data'->>'userId' = $1 order by id`, [before.id]);
    expect(events.map((event) => event.subject)).toEqual(['peace.identity.user.created', 'peace.identity.user.updated']);
  });

  it('refuses a callback that this browser did not start', async () => {
    // The attacker signs in at the provider and stops before the callback…
    const attacker = new Browser();
    const form = await attacker.navigate(`${publicUrl}/api/login`);
    const stopped = await attacker.submit(form, { email: 'attacker@example.com' }, { stopBefore: (url) => url.startsWith(`${publicUrl}/api/callback`) });
    expect(stopped.url).toContain('/api/callback?code=');
    // …and tricks the victim into opening it: it would sign the victim in as the attacker.
    const victim = new Browser();
    const page = await victim.navigate(stopped.url);
    expect(page.status).toBe(400);
    expect(page.text).toContain('Sign-in did not complete');
    expect(victim.cookie('localhost', 'peace.sid')).toBeUndefined();
  });

  it('keeps the provider sign-in and its ID tokens valid across a provider restart', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'restart@example.com' });
    await stack.provider.stop();
    await stack.provider.start();
    // The provider still knows the browser, so signing in again needs no form.
    const again = await browser.navigate(`${publicUrl}/api/login?returnTo=/stats`);
    expect(again.url).toBe(`${publicUrl}/stats`);
    // The ID token sent as the logout hint was signed before the restart and still verifies.
    const out = await browser.navigate(`${publicUrl}/api/logout`, { headers: SAME_ORIGIN });
    expect(out.status).toBe(200);
    expect(out.text).toContain('id="op.logoutForm"');
  });

  it('ends the session at the provider with its ID token, or with the client id alone when the token is from another issuer', async () => {
    const toProvider = (url: string) => url.startsWith(stack.provider.url);
    const browser = new Browser();
    await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'hint@example.com' });
    const withHint = new URL((await browser.navigate(`${publicUrl}/api/logout`, { headers: SAME_ORIGIN, stopBefore: toProvider })).url);
    expect(Object.fromEntries(withHint.searchParams)).toEqual({ client_id: 'peace-practice', post_logout_redirect_uri: `${publicUrl}/`, id_token_hint: expect.any(String) });

    // The provider still knows the browser (its end-session page was never visited): straight back in.
    expect((await browser.navigate(`${publicUrl}/api/login`)).url).toBe(`${publicUrl}/`);
    const sid = browser.cookie('localhost', 'peace.sid')!.split('.')[0]!;
    const foreign = ['{"alg":"none"}', '{"iss":"http://moved.example","sub":"x"}', ''].map((part) => Buffer.from(part).toString('base64url')).join('.');
    await query(`update identity.sessions set sess = jsonb_set(sess::jsonb, '{idToken}', to_jsonb($2::text))::json where sid = $1`, [sid, foreign]);
    const withoutHint = new URL((await browser.navigate(`${publicUrl}/api/logout`, { headers: SAME_ORIGIN, stopBefore: toProvider })).url);
    expect(Object.fromEntries(withoutHint.searchParams)).toEqual({ client_id: 'peace-practice', post_logout_redirect_uri: `${publicUrl}/` });
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('answers a clear 503 page for Google when Google is not configured', async () => {
    const page = await new Browser().navigate(`${publicUrl}/api/auth/google`);
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Google sign-in is not available');
  });
});

describe('session resolution', () => {
  it('answers null for a missing, unsigned or forged cookie', async () => {
    expect(await resolver.resolve(undefined)).toBeNull();
    expect(await resolver.resolve('other=1')).toBeNull();
    expect(await resolver.resolve(`peace.sid=${'a'.repeat(43)}`)).toBeNull();
    expect(await resolver.resolve(`peace.sid=${'a'.repeat(43)}.${'b'.repeat(43)}`)).toBeNull();
  });

  it('still refuses a forged signature for a session id whose real cookie it has already verified', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'forged@example.com' });
    const value = browser.cookie('localhost', 'peace.sid')!;
    const [sid, signature] = value.split('.') as [string, string];
    expect(await resolver.resolve(`peace.sid=${value}`)).toEqual(expect.any(String));
    const forged = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await resolver.resolve(`peace.sid=${sid}.${forged}`)).toBeNull();
    expect(await resolver.resolve(`peace.sid=${sid}`)).toBeNull();
    expect(await resolver.resolve(`peace.sid=${value}`)).toEqual(expect.any(String));
  });

  it('resolves from the identity service when Redis has lost the session, and refills Redis', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'cache@example.com' });
    const cookie = `peace.sid=${browser.cookie('localhost', 'peace.sid')}`;
    const sid = browser.cookie('localhost', 'peace.sid')!.split('.')[0]!;
    await new SessionCache(redis).forget(sid);
    const fresh = createSessionResolver({ redis, identityUrl: stack.identity.url, sessionSecret: stack.sessionSecret, internalSecret: stack.internalSecret, logger: createLogger('t', 'silent') });
    try {
      expect(await fresh.resolve(cookie)).toEqual((await currentUser(browser)).user!.id);
      expect(await new SessionCache(redis).read(sid)).toMatchObject({ userId: (await currentUser(browser)).user!.id });
    } finally {
      await fresh.close();
    }
  });

  it('answers null (so the API answers 401) once the session has expired', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'expiry@example.com' });
    const cookie = `peace.sid=${browser.cookie('localhost', 'peace.sid')}`;
    expect(await resolver.resolve(cookie)).toEqual(expect.any(String));

    // Eight days later, as the gateway's clock sees it: the copy in memory and the one in Redis have both expired.
    let offsetMs = 0;
    const clock = { now: () => new Date(Date.now() + offsetMs) };
    const future = createSessionResolver({ redis, identityUrl: stack.identity.url, sessionSecret: stack.sessionSecret, internalSecret: stack.internalSecret, logger: createLogger('t', 'silent'), clock });
    try {
      expect(await future.resolve(cookie)).toEqual(expect.any(String));
      offsetMs = 8 * 24 * 60 * 60 * 1000;
      expect(await future.resolve(cookie)).toBeNull();
    } finally {
      await future.close();
    }

    // And as the durable copy sees it: the identity service no longer answers for it.
    const sid = browser.cookie('localhost', 'peace.sid')!.split('.')[0]!;
    await query(`update identity.sessions set expire = now() - interval '1 second' where sid = $1`, [sid]);
    await new SessionCache(redis).forget(sid);
    const fresh = createSessionResolver({ redis, identityUrl: stack.identity.url, sessionSecret: stack.sessionSecret, internalSecret: stack.internalSecret, logger: createLogger('t', 'silent') });
    try {
      expect(await fresh.resolve(cookie)).toBeNull();
    } finally {
      await fresh.close();
    }
    // The API agrees once the few seconds the gateway may trust its memory have passed.
    expect(await eventually(() => currentUser(browser).then((answer) => answer.status), (status) => status === 401, 8000)).toBe(401);
  });

  it('slides an hour-old session and re-issues its cookie', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'sliding@example.com' });
    const value = browser.cookie('localhost', 'peace.sid')!;
    const sid = value.split('.')[0]!;
    const [before] = await query<{ expire: Date }>('select expire from identity.sessions where sid = $1', [sid]);

    const later = { now: () => new Date(Date.now() + 2 * 60 * 60 * 1000) };
    const sliding = createSessionResolver({ redis, identityUrl: stack.identity.url, sessionSecret: stack.sessionSecret, internalSecret: stack.internalSecret, logger: createLogger('t', 'silent'), clock: later, publicUrl });
    try {
      const resolved = await sliding.lookup(`peace.sid=${value}`);
      expect(resolved?.refreshCookie).toBe(`peace.sid=${value}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`);
      // At most one touch per session however many requests arrive.
      expect((await sliding.lookup(`peace.sid=${value}`))?.refreshCookie).toBeNull();
      const expireMs = () => query<{ expire: Date }>('select expire from identity.sessions where sid = $1', [sid]).then((rows) => rows[0]!.expire.getTime());
      expect(await eventually(expireMs, (ms) => ms > before!.expire.getTime())).toBeGreaterThan(before!.expire.getTime());
    } finally {
      await sliding.close();
    }
  });

  it('forgets a session at once when another process signs it out', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'revoked@example.com' });
    const cookie = `peace.sid=${browser.cookie('localhost', 'peace.sid')}`;
    expect(await resolver.resolve(cookie)).toEqual(expect.any(String));
    // Signed out elsewhere: the identity service deletes it and announces the revocation.
    const out = await browser.request(`${publicUrl}/api/logout`, { headers: SAME_ORIGIN });
    expect(out.status).toBe(302);
    await out.arrayBuffer();
    expect(await eventually(() => resolver.resolve(cookie), (userId) => userId === null, 2000)).toBeNull();
  });
});

describe('cross-site request protection', () => {
  it('refuses a cross-origin POST carrying the session cookie', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'csrf@example.com' });
    const refused = await browser.request(`${publicUrl}/api/echo`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Cross-site request refused' });
    const allowed = await browser.request(`${publicUrl}/api/echo`, { method: 'POST', headers: { origin: publicUrl, 'content-type': 'application/json' }, body: '{}' });
    expect(allowed.status).toBe(200);
    await allowed.arrayBuffer();
  });

  it('asks before signing out unless the navigation says it came from one of our own pages', async () => {
    const browser = new Browser();
    await signInThroughProvider(browser, `${publicUrl}/api/login`, { email: 'logout-link@example.com' });
    for (const site of [undefined, 'none', 'same-site', 'cross-site']) {
      const page = await browser.request(`${publicUrl}/api/logout`, { headers: site ? { 'sec-fetch-site': site } : {} });
      expect({ site, status: page.status, form: (await page.text()).includes('<form method="post" action="/api/logout">') }).toEqual({ site, status: 200, form: true });
      expect((await currentUser(browser)).status).toBe(200);
    }
    const out = await browser.request(`${publicUrl}/api/logout`, { headers: SAME_ORIGIN });
    expect(out.status).toBe(302);
    await out.arrayBuffer();
    expect((await currentUser(browser)).status).toBe(401);
  });
});

describe('signing in with Google (the embedded provider standing in for it)', () => {
  let google: IdentityStack;
  let googleGateway: Gateway;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    google = await startIdentityStack({ publicUrl: base, googleStandIn: true });
    googleGateway = await startGateway(google, port);
  });

  afterAll(async () => {
    await googleGateway?.close();
    await google?.stop();
  });

  it('signs in through /api/auth/google, lands on returnTo, and signs out', async () => {
    const browser = new Browser();
    const landed = await signInThroughProvider(browser, `${base}/api/auth/google?returnTo=/profile`, { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });
    expect(landed.url).toBe(`${base}/profile`);
    expect(landed.hops.some((hop) => hop.url.startsWith(`${base}/api/auth/google/callback?`))).toBe(true);
    expect((await currentUser(browser, base)).user).toMatchObject({ email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' });

    // The session remembers Google signed it in, so logout ends it at Google's (here: the stand-in's) end-session endpoint.
    const out = await browser.navigate(`${base}/api/logout`, { headers: SAME_ORIGIN });
    expect(out.url.startsWith(google.provider.url)).toBe(true);
    expect((await currentUser(browser, base)).status).toBe(401);
  });
});
