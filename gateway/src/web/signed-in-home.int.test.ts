import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { PresenceStore, SESSION_COOKIE, signSessionId, UserProfileCache } from '@peace/kit';
import { stopChild } from '@peace/scripts/harness';
import { testInfraUrls } from '@peace/scripts/testing';
import { signedInCookie, startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';

// The gateway's part of a signed-in home rendered by the server, with a stand-in for the web's
// server bundle: which requests get it, which get a visitor's page or the plain shell, and what
// the operation it runs as the person answers. The web's real bundle, rendering the real home in a
// browser, is checked end to end (web/e2e/signed-in.e2e.test.ts).

let dist: string;
let gateway: LoneGateway;
let redis: Redis;
const redisUrl = `${testInfraUrls().redisUrl}/13`;
const sessionSecret = 'signed-in-home-test-session-secret-0123';
const shell = '<!doctype html><html lang="en"><title>Peace Practice</title><div id="root"></div></html>';
const landing = '<!doctype html><html lang="en"><title>Peace Practice</title><div id="root" data-prerendered><main><h1>Your daily Peace Practice</h1></main></div></html>';
/** A zone for which the stand-in asks a field of a subgraph that is nowhere, so the operation fails. */
const FAILING_ZONE = 'Pacific/Pago_Pago';

// The stand-in: it asks for `me` (answered by the gateway from Redis) and renders who, which zone
// and the live count it is given into the shell.
const bundle = `
export const SIGNED_IN_HOME_PATH = '/';
export const TIME_ZONE_COOKIE = 'peace.tz';
export function timeZoneFromCookie(value) { return ['Europe/Paris', ${JSON.stringify(FAILING_ZONE)}].includes(value) ? value : null; }
export function signedInHomeRequest(timeZone) {
  if (timeZone !== ${JSON.stringify(FAILING_ZONE)}) return { operationName: 'SignedInHome', query: 'query SignedInHome { me { id firstName } }', variables: {} };
  return { operationName: 'SignedInHome', query: 'query SignedInHome($timeZone: String) { me { id firstName } todaySessions(timeZone: $timeZone) { id } }', variables: { timeZone } };
}
export let loaded = false;
export async function loadSignedInHome() { loaded = true; }
export function renderSignedInHome(shell, data, timeZone, meditatorCount) {
  if (!loaded) throw new Error('rendered before its code was loaded');
  if (!data.me) return null;
  return shell.replace('<div id="root"></div>', '<div id="root"><h1>' + data.me.firstName + ' in ' + timeZone + '</h1><p>' + meditatorCount + ' meditating now</p></div>');
}
`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'peace-web-home-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'server'));
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'index.html'), shell);
  writeFileSync(path.join(dist, 'prerendered', 'index.html'), landing);
  writeFileSync(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify({ '/': 'index.html' }));
  writeFileSync(path.join(dist, 'server', 'signedIn.mjs'), bundle);
  redis = new Redis(redisUrl);
  // This file's own database: nobody counted as meditating by an earlier run of it.
  await redis.flushdb();
  gateway = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, WEB_DIST: dist });
});

afterAll(async () => {
  await stopChild(gateway.child);
  redis.disconnect();
  rmSync(dist, { recursive: true, force: true });
});

/** A new signed-in person whose profile the gateway reads from Redis, and their Cookie header. */
async function person(firstName: string): Promise<string> {
  const id = randomUUID();
  await new UserProfileCache(redis).put(id, { revision: 1, profile: { id, firstName, lastName: null, email: null, profileImageUrl: null, createdAt: new Date().toISOString() } }, 60_000);
  return signedInCookie(redis, sessionSecret, id);
}

async function home(cookie: string | undefined, pathName = '/'): Promise<{ status: number; cacheControl: string | null; vary: string | null; body: string }> {
  const response = await fetch(`${gateway.url}${pathName}`, { headers: cookie ? { cookie } : {} });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), vary: response.headers.get('vary'), body: await response.text() };
}

describe("a fresh load of a signed-in person's home", () => {
  it("is rendered with their data in their browser's time zone and the live count, for them alone", async () => {
    // Two people meditating now, as the live socket counts them.
    const presence = new PresenceStore(redis);
    const now = Date.now();
    await presence.meditating(randomUUID(), 1, now + 600_000, now);
    await presence.meditating(randomUUID(), 1, now + 600_000, now);
    const answer = await home(`${await person('Ada')}; peace.tz=Europe/Paris`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root"><h1>Ada in Europe/Paris</h1><p>2 meditating now</p></div>');
    expect(answer.cacheControl).toBe('private, no-cache');
    expect(answer.vary).toMatch(/Cookie/i);
  });

  it("is the app's plain shell when the browser has not told its time zone, or told one that is none", async () => {
    const cookie = await person('Grace');
    for (const zone of [undefined, 'Mars/Olympus_Mons', '<script>']) {
      const answer = await home(zone === undefined ? cookie : `${cookie}; peace.tz=${encodeURIComponent(zone)}`);
      expect({ zone, status: answer.status, body: answer.body }).toEqual({ zone, status: 200, body: shell });
      expect(answer.cacheControl).toBe('no-cache');
    }
  });

  it("is the app's plain shell when the home's data fails, so each card shows its own notice", async () => {
    const answer = await home(`${await person('Linus')}; peace.tz=${FAILING_ZONE}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(shell);
  });

  it("is a visitor's page when the session cookie is no one's", async () => {
    // Signed as ours, for a session that does not exist (it ended, or never began).
    const ended = `${SESSION_COOKIE}=${signSessionId(randomUUID(), sessionSecret)}`;
    expect((await home(`${ended}; peace.tz=Europe/Paris`)).body).toBe(landing);
    expect((await home('peace.sid=forged; peace.tz=Europe/Paris')).body).toBe(landing);
  });

  it('is only the home: other pages get the plain shell, and visitors the page rendered for them', async () => {
    const cookie = `${await person('Ada')}; peace.tz=Europe/Paris`;
    expect((await home(cookie, '/stats')).body).toBe(shell);
    expect((await home('peace.tz=Europe/Paris')).body).toBe(landing);
  });

  it('never serves the server bundle as a file', async () => {
    const answer = await home(undefined, '/server/signedIn.mjs');
    expect(answer.body).toBe(shell);
    expect(answer.body).not.toContain('renderSignedInHome');
  });
});
