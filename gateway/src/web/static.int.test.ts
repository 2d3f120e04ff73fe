import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { stopChild } from '@peace/scripts/harness';
import { testInfraUrls, waitFor } from '@peace/scripts/testing';
import { Redis } from 'ioredis';
import { PresenceStore } from '@peace/meditation/live';
import { signedInCookie, startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';

let dist: string;
let gateway: LoneGateway;
const redisUrl = `${testInfraUrls().redisUrl}/8`;
const sessionSecret = 'static-test-session-secret-0123456789';
const serviceWorker = "importScripts('/workbox-5f3a.js');";
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const shell = '<!doctype html><html lang="en"><title>Peace Practice</title><div id="root"></div></html>';
// Pages as the web build renders them ahead of time for visitors (web/scripts/prerender.ts).
const landing = '<!doctype html><html lang="en"><title>Peace Practice</title><div id="root" data-prerendered><main><h1>Your daily Peace Practice</h1></main></div></html>';
const teaching =
  '<!doctype html><html lang="en"><title>Peace Meditation · Peace Practice</title><div id="root" data-prerendered><main><h1>Peace meditation: becoming the calm you hope to see</h1></main></div></html>';

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'peace-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), shell);
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'prerendered', 'index.html'), landing);
  writeFileSync(path.join(dist, 'prerendered', 'peace-meditation.html'), teaching);
  writeFileSync(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'index.html', '/peace-meditation': 'peace-meditation.html' }));
  writeFileSync(path.join(dist, 'prerendered', 'routes.json'), JSON.stringify(['/', '/profile', '/groups/:sessionId', '/peace-meditation']));
  writeFileSync(path.join(dist, 'assets', 'index-3f2a9c1d.js'), bundle);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(dist, 'sw.js'), serviceWorker);
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Peace Practice"}');
  gateway = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, WEB_DIST: dist });
});

afterAll(async () => {
  await stopChild(gateway.child);
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers index.html for every path of the route table', async () => {
    for (const page of ['/profile', '/groups/3f1c', '/Profile/']) {
      const response = await fetch(`${gateway.url}${page}`);
      expect({ page, status: response.status }).toEqual({ page, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(shell);
    }
  });

  it('answers 404 with the same document for a path that is none of the app’s pages, so the app shows Not Found', async () => {
    for (const page of ['/no/such/page', '/groups', '/groups/3f1c/extra', '/profilex']) {
      const response = await fetch(`${gateway.url}${page}`);
      expect({ page, status: response.status }).toEqual({ page, status: 404 });
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(shell);
    }
  });

  it('gives a visitor without a session cookie the public page rendered ahead of time', async () => {
    for (const [page, heading] of [
      ['/', 'Your daily Peace Practice'],
      ['/peace-meditation', 'Peace meditation: becoming the calm you hope to see'],
    ] as const) {
      const response = await fetch(`${gateway.url}${page}`);
      expect({ page, status: response.status }).toEqual({ page, status: 200 });
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // A cache in between must not hand the visitor's page to someone signed in.
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
      const html = await response.text();
      expect(html).toContain('<div id="root" data-prerendered>');
      expect(html).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('gives anyone with a session cookie, signed in or stale, the shell, where the app decides', async () => {
    const redis = new Redis(redisUrl);
    const cookies = { 'signed in': await signedInCookie(redis, sessionSecret), stale: 'peace.sid=s%3Agone.c2lnbmF0dXJl' };
    redis.disconnect();
    for (const [who, cookie] of Object.entries(cookies)) {
      for (const page of ['/', '/peace-meditation']) {
        const response = await fetch(`${gateway.url}${page}`, { headers: { cookie: `theme=dark; ${cookie}` } });
        expect({ who, page, status: response.status }).toEqual({ who, page, status: 200 });
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
        expect(await response.text()).toBe(shell);
      }
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await fetch(`${gateway.url}/assets/index-3f2a9c1d.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(bundle);
  });

  it('has the service worker and the manifest asked for again on every visit, the worker as JavaScript for the whole app', async () => {
    const worker = await fetch(`${gateway.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/');
    expect(await worker.text()).toBe(serviceWorker);
    const manifest = await fetch(`${gateway.url}/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toMatch(/manifest\+json/);
    // Other files keep their hour.
    expect((await fetch(`${gateway.url}/robots.txt`)).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await fetch(`${gateway.url}/assets/index-00000000.js`);
    expect(response.status).toBe(404);
  });

  it('sends security headers and hides the framework', async () => {
    const response = await fetch(`${gateway.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The live socket of this very host, not any host over ws:.
    const connectSrc = csp.split(';').find((directive) => directive.trim().startsWith('connect-src'))?.trim().split(/\s+/) ?? [];
    expect(connectSrc.filter((source) => source.startsWith('ws'))).toEqual([expect.stringMatching(/^ws:\/\/(localhost|127\.0\.0\.1):\d+$/)]);
    expect(connectSrc).not.toContain('ws:');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
    // Plain http here: HSTS is only sent when the public URL is https.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers unknown /api paths with JSON', async () => {
    const response = await fetch(`${gateway.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe('the live count as a GraphQL subscription', () => {
  it('pushes the count over graphql-ws when someone starts meditating', async () => {
    const redis = new Redis(redisUrl);
    const client = createClient({ url: `ws://127.0.0.1:${gateway.port}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    const counts: number[] = [];
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe<{ activeMeditators: number }>(
        { query: 'subscription { activeMeditators }' },
        {
          next: (result) => {
            counts.push(result.data!.activeMeditators);
            if (counts.at(-1) === 1) resolve();
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    await waitFor('the first count', () => counts.length > 0, { intervalMs: 10 });
    // Someone's sit starts on the server: the meditation service writes them into presence.
    await new PresenceStore(redis).meditating(randomUUID(), 'Peace', 1, Date.now() + 60_000, Date.now());
    await done;
    expect(counts[0]).toBe(0);
    redis.disconnect();
    await client.dispose();
  });
});
