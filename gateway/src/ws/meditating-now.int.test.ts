// "Meditating now" end to end: the whole stack as `npm start` runs it, on Redis and NATS of its
// own (the count is one Redis key), with the services' clock under the test's control.
import { expect } from '@jest/globals';
import { advanceControlledClock, SESSION_COOKIE } from '@peace/kit';
import type { Stack } from '@peace/scripts/harness';
import { Browser } from '@peace/identity/testing';
import { callApi, signInAs } from '../testing/api.js';
import { LiveClient } from '../testing/live-client.js';
import { startPrivateStack, type PrivateStack } from '../testing/private-stack.js';

let privateStack: PrivateStack;
let stack: Stack;
let person: Browser;
/** A second person, whose sit proves a later count was read after what the first one's socket said. */
let other: Browser;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  privateStack = await startPrivateStack('meditating-now', { clock: new Date() });
  stack = privateStack.stack;
  person = new Browser();
  await signInAs(stack.baseUrl, person, { email: 'meditating-now@example.com' });
  other = new Browser();
  await signInAs(stack.baseUrl, other, { email: 'meditating-now-other@example.com' });
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.socket.terminate();
  await privateStack?.stop();
});

function connect(browser?: Browser): LiveClient {
  const cookie = browser?.cookie(new URL(stack.baseUrl).hostname, SESSION_COOKIE);
  const socket = new LiveClient(`${stack.baseUrl.replace(/^http/, 'ws')}/ws`, { origin: stack.baseUrl, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) });
  sockets.push(socket);
  return socket;
}

async function api(method: string, route: string, body?: unknown, as: Browser = person): Promise<number> {
  return (await callApi(stack.baseUrl, as, { method, path: `/api${route}`, body })).status;
}

const globalCount = async () => ((await (await fetch(`${stack.baseUrl}/api/stats/global`)).json()) as { activeMeditators: number }).activeMeditators;
const noIntentions = { Peace: 0, 'Non-Violence': 0, Forgiveness: 0, Compassion: 0, Love: 0, Unity: 0, Service: 0 };

/** Waits for the first count the watcher is sent after `from` frames that satisfies `what`, and answers it. */
async function nextCount(watcher: LiveClient, from: number, what: (count: LiveClient['counts'][number]) => boolean, timeoutMs = 5000): Promise<LiveClient['counts'][number]> {
  const started = Date.now();
  for (;;) {
    const found = watcher.counts.slice(from).find(what);
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`no such count within ${timeoutMs} ms; sent ${JSON.stringify(watcher.counts.slice(from))}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('meditating now', () => {
  it('counts the people whose meditation the server holds, not what sockets claim, until it ends', async () => {
    const watcher = connect();
    const own = connect(person);
    await Promise.all([watcher.opened, own.opened]);
    await watcher.until(0, 5000);

    // A signed-in socket claiming to meditate, with no meditation on the server, adds nothing. Once
    // the gateway has answered a later message it has handled the claim, and every count it reads
    // from then on would show it: the one that shows a sit started afterwards must hold that sit alone.
    own.send({ type: 'startMeditation', intention: 'Love' });
    await own.roundTrip();
    const beforeStart = watcher.counts.length;
    expect(await api('POST', '/active-session', { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5 })).toBe(201);
    // Starting a meditation adds one, counted for the sit's intention too, and for no other.
    const started = await nextCount(watcher, beforeStart, (count) => count.intentions['Peace'] === 1);
    expect(started).toMatchObject({ count: 1, intentions: { ...noIntentions, Peace: 1 } });
    expect(watcher.counts.slice(beforeStart).map(({ count }) => count)).toEqual([1]);
    expect(await globalCount()).toBe(1);

    // A socket saying its meditation ended removes nothing: a count read once the claim was handled
    // (the one that shows another person's sit, started afterwards) still holds the first sit.
    own.send({ type: 'endMeditation' });
    await own.roundTrip();
    const beforeOther = watcher.counts.length;
    expect(await api('POST', '/active-session', { intention: 'Unity', location: 'Lisbon, Portugal', duration: 5 }, other)).toBe(201);
    const both = await nextCount(watcher, beforeOther, (count) => count.intentions['Unity'] === 1);
    expect(both).toMatchObject({ count: 2, intentions: { ...noIntentions, Peace: 1, Unity: 1 } });
    expect(watcher.counts.slice(beforeOther).map(({ count }) => count)).toEqual([2]);
    expect(await api('DELETE', '/active-session', undefined, other)).toBe(200);
    await watcher.until(1, 5000);
    // Stopping it removes one.
    expect(await api('DELETE', '/active-session')).toBe(200);
    await watcher.until(0, 5000);

    // One that runs out drops out by itself: nobody posts or says anything.
    expect(await api('POST', '/active-session', { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5 })).toBe(201);
    await watcher.until(1, 5000);
    await advanceControlledClock(privateStack.redisUrl, 5 * 60_000 + 1000);
    await watcher.until(0, 10_000);
    expect(await globalCount()).toBe(0);
  });
});
