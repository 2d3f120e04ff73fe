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
const sockets: LiveClient[] = [];

beforeAll(async () => {
  privateStack = await startPrivateStack('meditating-now', { clock: new Date() });
  stack = privateStack.stack;
  person = new Browser();
  await signInAs(stack.baseUrl, person, { email: 'meditating-now@example.com' });
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

async function api(method: string, route: string, body?: unknown): Promise<number> {
  return (await callApi(stack.baseUrl, person, { method, path: `/api${route}`, body })).status;
}

const globalCount = async () => ((await (await fetch(`${stack.baseUrl}/api/stats/global`)).json()) as { activeMeditators: number }).activeMeditators;
// What must NOT change can only be watched for a while: a change reaches a socket on its replica's
// next turn, at most a second away, so one turn and a little is the window in which it would show.
const oneFanoutTurn = () => new Promise((resolve) => setTimeout(resolve, 1200));

describe('meditating now', () => {
  it('counts the people whose meditation the server holds, not what sockets claim, until it ends', async () => {
    const watcher = connect();
    const own = connect(person);
    await Promise.all([watcher.opened, own.opened]);
    await watcher.until(0, 5000);

    // A signed-in socket claiming to meditate, with no meditation on the server, adds nothing.
    own.send({ type: 'startMeditation', intention: 'Peace' });
    await oneFanoutTurn();
    expect(watcher.last).toBe(0);
    expect(await globalCount()).toBe(0);

    // Starting a meditation adds one; stopping it removes one, whatever the socket says.
    expect(await api('POST', '/active-session', { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5 })).toBe(201);
    await watcher.until(1, 5000);
    expect(await globalCount()).toBe(1);
    // Counted for the sit's intention too, and for no other.
    expect(watcher.counts.at(-1)!.intentions).toEqual({ Peace: 1, 'Non-Violence': 0, Forgiveness: 0, Compassion: 0, Love: 0, Unity: 0, Service: 0 });
    own.send({ type: 'endMeditation' });
    await oneFanoutTurn();
    expect(watcher.last).toBe(1);
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
