// The identity service and the embedded provider as processes, as the stack runs them.
import { expect } from '@jest/globals';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { INTERNAL_HEADER, signInternalHeader } from '@peace/kit';
import { freePort } from '@peace/scripts/harness';
import { IDENTITY_ENTRY, PROVIDER_ENTRY, startIdentityStack, testInfraUrls, testSecret, type IdentityStack } from '@peace/scripts/testing';
import { Browser, parseForm } from './testing/index.js';

let stack: IdentityStack;

const signed = (userId: string | null = null, secret = stack.internalSecret, at = Date.now()) => ({ [INTERNAL_HEADER]: signInternalHeader({ userId, requestId: randomUUID() }, secret, at) });

async function graphql(query: string, headers: Record<string, string>, variables: Record<string, unknown> = {}) {
  return fetch(`${stack.identity.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
}

/** Runs an entry that is expected to refuse to start; answers its exit code and output. */
function refusal(entry: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [entry], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

beforeAll(async () => {
  stack = await startIdentityStack({ publicUrl: `http://localhost:${await freePort()}` });
});

afterAll(async () => {
  await stack?.stop();
});

describe('the identity subgraph', () => {
  it('rejects calls whose internal header is missing, forged or stale', async () => {
    const query = '{ me { id } }';
    for (const headers of [{}, signed(null, 'a-forged-secret-of-enough-length'), signed(null, stack.internalSecret, Date.now() - 10 * 60 * 1000), { [INTERNAL_HEADER]: 'garbage' }]) {
      const response = await graphql(query, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'missing or invalid internal signature' });
    }
    for (const path of ['/auth/login', '/auth/logout', `/internal/sessions/${'a'.repeat(43)}`]) {
      expect((await fetch(`${stack.identity.url}${path}`, { redirect: 'manual' })).status).toBe(401);
    }
  });

  it('answers me as null for a signed-out caller', async () => {
    const response = await graphql('{ me { id } }', signed(null));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { me: null } });
  });

  it('resolves User references for other subgraphs, and answers null for unknown or malformed ids', async () => {
    const query = 'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { id email } } }';
    const response = await graphql(query, signed(null), {
      representations: [
        { __typename: 'User', id: randomUUID() },
        { __typename: 'User', id: 'not-a-uuid' },
      ],
    });
    expect(await response.json()).toEqual({ data: { _entities: [null, null] } });
  });

  it("shows a referenced person's email to that person only", async () => {
    const id = randomUUID();
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      await db.query(`insert into identity.users (id, email, first_name) values ($1, $2, 'Ada')`, [id, `${id}@example.com`]);
    } finally {
      await db.end();
    }
    const query = 'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { id firstName email } } }';
    const variables = { representations: [{ __typename: 'User', id }] };
    const as = async (viewer: string | null) => (await (await graphql(query, signed(viewer), variables)).json()) as unknown;
    expect(await as(id)).toEqual({ data: { _entities: [{ id, firstName: 'Ada', email: `${id}@example.com` }] } });
    expect(await as(randomUUID())).toEqual({ data: { _entities: [{ id, firstName: 'Ada', email: null }] } });
    expect(await as(null)).toEqual({ data: { _entities: [{ id, firstName: 'Ada', email: null }] } });
  });

  it("resolves Companion references, for a group session's participants, to a first name and nothing more", async () => {
    const id = randomUUID();
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      await db.query(`insert into identity.users (id, email, first_name, last_name) values ($1, $2, 'Mary Ann', 'Evans')`, [id, `${id}@example.com`]);
    } finally {
      await db.end();
    }
    const query = 'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Companion { id firstName } } }';
    const response = await graphql(query, signed(randomUUID()), { representations: [{ __typename: 'Companion', id }, { __typename: 'Companion', id: randomUUID() }] });
    expect(await response.json()).toEqual({ data: { _entities: [{ id, firstName: 'Mary' }, null] } });
  });

  it('keeps whether a person is hidden from members lists, which only they may see and change', async () => {
    const id = randomUUID();
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      await db.query(`insert into identity.users (id, first_name) values ($1, 'Mira')`, [id]);
    } finally {
      await db.end();
    }
    const hide = 'mutation ($hidden: Boolean!) { setHiddenFromLists(hidden: $hidden) { id hiddenFromLists } }';
    expect(await (await graphql(hide, signed(id), { hidden: true })).json()).toEqual({ data: { setHiddenFromLists: { id, hiddenFromLists: true } } });
    expect(await (await graphql('{ me { hiddenFromLists } }', signed(id))).json()).toEqual({ data: { me: { hiddenFromLists: true } } });
    const entity = 'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { hiddenFromLists } } }';
    expect(await (await graphql(entity, signed(randomUUID()), { representations: [{ __typename: 'User', id }] })).json()).toEqual({ data: { _entities: [{ hiddenFromLists: null }] } });
    const signedOut = (await (await graphql(hide, signed(null), { hidden: false })).json()) as { errors: { extensions: { code: string } }[] };
    expect(signedOut.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await (await graphql('{ me { hiddenFromLists } }', signed(id))).json()).toEqual({ data: { me: { hiddenFromLists: true } } });
  });

  it("keeps a person's language, which only they may see and change", async () => {
    const id = randomUUID();
    const db = new pg.Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      await db.query(`insert into identity.users (id, first_name) values ($1, 'Lena')`, [id]);
    } finally {
      await db.end();
    }
    const choose = 'mutation ($language: Language) { setLanguage(language: $language) { id language } }';
    expect(await (await graphql('{ me { language } }', signed(id))).json()).toEqual({ data: { me: { language: null } } });
    expect(await (await graphql(choose, signed(id), { language: 'DE' })).json()).toEqual({ data: { setLanguage: { id, language: 'DE' } } });
    expect(await (await graphql('{ me { language } }', signed(id))).json()).toEqual({ data: { me: { language: 'DE' } } });
    const entity = 'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { language } } }';
    expect(await (await graphql(entity, signed(randomUUID()), { representations: [{ __typename: 'User', id }] })).json()).toEqual({ data: { _entities: [{ language: null }] } });
    const unknown = (await (await graphql(choose, signed(id), { language: 'FR' })).json()) as { errors: { extensions: { code: string } }[] };
    expect(unknown.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const signedOut = (await (await graphql(choose, signed(null), { language: 'ES' })).json()) as { errors: { extensions: { code: string } }[] };
    expect(signedOut.errors[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await (await graphql('{ me { language } }', signed(id))).json()).toEqual({ data: { me: { language: 'DE' } } });
    expect(await (await graphql(choose, signed(id), { language: null })).json()).toEqual({ data: { setLanguage: { id, language: null } } });
  });

  it('answers 404 for a session it does not hold', async () => {
    for (const sid of ['a'.repeat(43), 'short']) {
      const found = await fetch(`${stack.identity.url}/internal/sessions/${sid}`, { headers: signed() });
      expect(found.status).toBe(404);
      const touched = await fetch(`${stack.identity.url}/internal/sessions/${sid}/touch`, { method: 'POST', headers: signed() });
      expect(touched.status).toBe(404);
    }
  });

  it('starts a login with PKCE, state and nonce, binding it to the browser with a short-lived cookie', async () => {
    const response = await fetch(`${stack.identity.url}/auth/login?returnTo=/groups`, { headers: signed(), redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${stack.provider.url}/auth`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'peace-practice',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${stack.publicUrl}/api/callback`,
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('peace.auth='));
    expect(cookie).toMatch(/; Path=\/api; Max-Age=600; HttpOnly; SameSite=Lax$/);
  });

  it('answers a clear 503 page for Google when it is not configured', async () => {
    for (const path of ['/auth/google', '/auth/google/callback']) {
      const response = await fetch(`${stack.identity.url}${path}`, { headers: signed(), redirect: 'manual' });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Google sign-in is not available');
    }
  });

  it('says whether Google sign-in is offered, so the web shows its button only where it works', async () => {
    const without = await graphql('{ googleSignIn }', signed(null));
    expect(await without.json()).toEqual({ data: { googleSignIn: false } });
    const withGoogle = await startIdentityStack({ publicUrl: `http://localhost:${await freePort()}`, googleStandIn: true });
    try {
      const response = await fetch(`${withGoogle.identity.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signed(null, withGoogle.internalSecret) },
        body: JSON.stringify({ query: '{ googleSignIn }' }),
      });
      expect(await response.json()).toEqual({ data: { googleSignIn: true } });
    } finally {
      await withGoogle.stop();
    }
  });

  it('answers a 503 page when the provider cannot be reached, and starts anyway', async () => {
    const unreachable = await startIdentityStack({ publicUrl: stack.publicUrl, identityEnv: { OIDC_ISSUER: `http://127.0.0.1:${await freePort()}` } });
    try {
      const response = await fetch(`${unreachable.identity.url}/auth/login`, { headers: signed(null, unreachable.internalSecret), redirect: 'manual' });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('Sign-in is unavailable right now');
    } finally {
      await unreachable.stop();
    }
  });

  it('refuses a plain-http issuer in production', async () => {
    const infra = testInfraUrls();
    const { code, output } = await refusal(IDENTITY_ENTRY, {
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: stack.databaseUrl,
      REDIS_URL: infra.redisUrl,
      NATS_URL: infra.natsUrl,
      INTERNAL_SECRET: testSecret(),
      SESSION_SECRET: testSecret(),
      PUBLIC_URL: 'https://peace.example',
      OIDC_ISSUER: 'http://issuer.example',
    });
    expect(code).not.toBe(0);
    expect(output).toContain('OIDC_ISSUER: must be https in production');
  });
});

describe('the embedded OpenID provider', () => {
  it('publishes its metadata: code flow with S256 PKCE, userinfo and end-session', async () => {
    const metadata = (await (await fetch(`${stack.provider.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: stack.provider.url,
      authorization_endpoint: `${stack.provider.url}/auth`,
      token_endpoint: `${stack.provider.url}/token`,
      userinfo_endpoint: `${stack.provider.url}/me`,
      end_session_endpoint: `${stack.provider.url}/session/end`,
      jwks_uri: `${stack.provider.url}/jwks`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata['claims_supported']).toEqual(expect.arrayContaining(['sub', 'email', 'email_verified', 'given_name', 'family_name', 'picture']));
  });

  it('keeps its signing key across restarts', async () => {
    const kids = async () => ((await (await fetch(`${stack.provider.url}/jwks`)).json()) as { keys: { kid: string; d?: string }[] }).keys;
    const before = await kids();
    expect(before).toHaveLength(1);
    expect(before[0]?.d).toBeUndefined();
    await stack.provider.stop();
    await stack.provider.start();
    expect(await kids()).toEqual(before);
  });

  it('shows an accessible sign-in form, and asks again with the values kept when the email is not valid', async () => {
    const browser = new Browser();
    const start = await fetch(`${stack.identity.url}/auth/login`, { headers: signed(), redirect: 'manual' });
    const page = await browser.navigate(start.headers.get('location')!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' " + stack.publicUrl);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" autocomplete="email" required/);
    expect(page.text).toMatch(/<label for="firstName">First name/);
    expect(page.text).toMatch(/<label for="lastName">Last name/);
    expect(page.text).toContain('<button type="submit">Sign in</button>');
    expect(parseForm(page.text)).toMatchObject({ method: 'post', action: expect.stringMatching(/^\/interaction\/[^/]+\/login$/) });

    const refused = await browser.submit(page, { email: 'not an email', firstName: 'Ada <b>' });
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/role="alert">Enter a valid email address/);
    expect(refused.text).toContain('value="Ada &lt;b&gt;"');
    expect(refused.text).toContain('aria-invalid="true"');
  });

  it('refuses to start in production unless explicitly allowed', async () => {
    const infra = testInfraUrls();
    const env = {
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      DATABASE_URL: stack.databaseUrl,
      REDIS_URL: infra.redisUrl,
      SESSION_SECRET: testSecret(),
      OIDC_PROVIDER_ISSUER: 'https://login.peace.example',
      OIDC_PROVIDER_REDIRECT_URIS: 'https://peace.example/api/callback',
    };
    const { code, output } = await refusal(PROVIDER_ENTRY, env);
    expect(code).not.toBe(0);
    expect(output).toContain('OIDC_PROVIDER_ALLOW_IN_PRODUCTION');
  });
});
