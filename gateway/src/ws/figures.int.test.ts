// A person's figures on their own socket, end to end: the whole stack as `npm start` runs it, on
// Redis and NATS of its own. The stats service says a person's figures changed once its read
// models have their sit, and the gateway tells that person's sockets, nobody else's.
import { expect } from '@jest/globals';
import { advanceControlledClock, SESSION_COOKIE } from '@peace/kit';
import { Browser } from '@peace/identity/testing';
import { stackSettled, waitFor } from '@peace/scripts/testing';
import { callApi, signInAs } from '../testing/api.js';
import { LiveClient } from '../testing/live-client.js';
import { startPrivateStack, type PrivateStack } from '../testing/private-stack.js';

const SCHEMAS = ['identity', 'meditation', 'groups', 'communities', 'stats', 'notification'];
const CLOCK_START = new Date();
let privateStack: PrivateStack;
let baseUrl: string;
const people: { browser: Browser; userId: string }[] = [];
const sockets: LiveClient[] = [];

beforeAll(async () => {
  privateStack = await startPrivateStack('figures-changed', { clock: CLOCK_START });
  baseUrl = privateStack.stack.baseUrl;
  for (const email of ['figures-one@example.com', 'figures-two@example.com']) {
    const browser = new Browser();
    people.push({ browser, userId: await signInAs(baseUrl, browser, { email }) });
  }
  // Far enough on that the sits the people completed, begun a minute after their accounts, have ended.
  await advanceControlledClock(privateStack.redisUrl, 10 * 60_000);
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.socket.terminate();
  await privateStack?.stop();
});

/** A socket the gateway has taken in: it has answered a message on it. */
async function connect(browser?: Browser): Promise<LiveClient> {
  const cookie = browser?.cookie(new URL(baseUrl).hostname, SESSION_COOKIE);
  const socket = new LiveClient(`${baseUrl.replace(/^http/, 'ws')}/ws`, { origin: baseUrl, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) });
  sockets.push(socket);
  await socket.opened;
  await socket.roundTrip();
  return socket;
}

const complete = async (browser: Browser) => {
  const body = { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5, startedAt: new Date(CLOCK_START.getTime() + 60_000).toISOString() };
  let answer: Awaited<ReturnType<typeof callApi>> | undefined;
  // Until the meditation service has heard the clock move, the sit has not ended yet (409) and nothing is recorded.
  await waitFor('the meditation service to hear the clock', async () => {
    answer = await callApi(baseUrl, browser, { method: 'POST', path: '/api/meditation-sessions', body });
    return answer.status !== 409;
  });
  expect({ status: answer?.status, message: (answer?.json as { message?: string }).message }).toEqual({ status: 201, message: undefined });
};

/** The person's sits in the stats service's read model. */
const projected = async (userId: string) => Number((await privateStack.db.query<{ count: string }>('select count(*) from stats.user_sessions where user_id = $1', [userId])).rows[0]?.count);
const globalSessions = async () => ((await (await fetch(`${baseUrl}/api/stats/global`)).json()) as { totalSessions: number }).totalSessions;

describe("a person's figures on their socket", () => {
  it('are said to have changed once the stats read model has the sit, to that person alone', async () => {
    const [one, two] = people as [(typeof people)[number], (typeof people)[number]];
    const mine = [await connect(one.browser), await connect(one.browser)];
    const theirs = await connect(two.browser);
    const visitor = await connect();
    const before = await globalSessions();

    await complete(one.browser);
    for (const socket of mine) await waitFor('the word that my figures changed', () => socket.received('figuresChanged') > 0, { timeoutMs: 10_000, intervalMs: 5 });
    // Told, the page reads its figures at once: the read model, and every figure answered from it, have the sit.
    expect(await projected(one.userId)).toBe(1);
    expect(await globalSessions()).toBe(before + 1);

    // Everything the first sit set off has been applied and announced before the second person's sit.
    await stackSettled({ bus: privateStack.bus, db: privateStack.db, schemas: SCHEMAS });
    const toMe = mine.map((socket) => socket.received('figuresChanged'));
    expect(theirs.received('figuresChanged')).toBe(0);

    await complete(two.browser);
    await waitFor('the word that their figures changed', () => theirs.received('figuresChanged') > 0, { timeoutMs: 10_000, intervalMs: 5 });
    expect(await projected(two.userId)).toBe(1);
    // Announced after all of mine on the one channel, theirs came after any of mine that went astray; a message answered on each other socket comes after anything sent to it before.
    await Promise.all([...mine, visitor].map((socket) => socket.roundTrip()));
    expect(mine.map((socket) => socket.received('figuresChanged'))).toEqual(toMe);
    expect(visitor.received('figuresChanged')).toBe(0);
  });
});
