// Presence per intention under churn: thousands of sockets opening and closing on two gateway
// replicas while thousands of sits start, stop, pause, move to another intention, arrive late and
// out of order, or run out with nobody saying so. At the end every socket on both replicas shows
// exactly the true count, in all and for every intention, and no socket was sent more than one
// presence frame a second. It runs by itself (jest.alone.config.js): it keeps two gateways and a
// few thousand sockets busy for half a minute.
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { INTENTIONS, type Intention } from '@peace/proto';
import { PresenceStore } from '@peace/meditation/live';
import { stopChild } from '@peace/scripts/harness';
import { testInfraUrls } from '@peace/scripts/testing';
import { LiveClient } from '../testing/live-client.js';
import { signedInCookie, startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';

// A Redis database of its own, so no other suite's presence is counted.
const redisUrl = `${testInfraUrls().redisUrl}/14`;
const sessionSecret = randomBytes(24).toString('hex');
const gateways: LoneGateway[] = [];
const everySocket: LiveClient[] = [];
let redis: Redis;

const PEOPLE = 300;
const CHANGES = 4000;
const SOCKETS = 2000;
/** Sits this short run out during the churn: their devices vanished, and nobody says they ended. */
const SHORT_SIT_MS = 1500;
const LONG_SIT_MS = 10 * 60_000;

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await redis.flushdb();
  // A few thousand sockets from one address: far past the connect limit a real address has.
  const env = { REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, PRESENCE_TTL_MS: '3000', RATE_LIMIT_SOCKETS_PER_ADDRESS: '100000' };
  gateways.push(...(await Promise.all([startLoneGateway(env), startLoneGateway(env)])));
}, 60_000);

afterAll(async () => {
  for (const client of everySocket) client.socket.terminate();
  await Promise.all(gateways.map((gateway) => stopChild(gateway.child)));
  await redis.flushdb();
  redis.disconnect();
});

/** What the meditation service holds of one person: their newest revision and sit (null when not meditating). */
interface Truth {
  revision: number;
  sit: { intention: Intention; untilMs: number } | null;
}

const random = (below: number) => Math.floor(Math.random() * below);
const pick = <T>(values: readonly T[]): T => values[random(values.length)]!;

/** Counts as the truth has them at nowMs: in all and for each intention. */
function trueCounts(truth: ReadonlyMap<string, Truth>, nowMs: number): { count: number; intentions: Record<string, number> } {
  const intentions = Object.fromEntries(INTENTIONS.map((intention) => [intention, 0])) as Record<string, number>;
  let count = 0;
  for (const { sit } of truth.values()) {
    if (!sit || sit.untilMs <= nowMs) continue;
    count += 1;
    intentions[sit.intention]! += 1;
  }
  return { count, intentions };
}

const shows = (client: LiveClient, expected: { count: number; intentions: Record<string, number> }) => {
  const last = client.counts.at(-1);
  return last !== undefined && last.count === expected.count && INTENTIONS.every((intention) => last.intentions[intention] === expected.intentions[intention]);
};

it('ends at exactly the true count for every intention on every socket of two replicas, at most one frame a second each', async () => {
  const store = new PresenceStore(redis);
  const people = Array.from({ length: PEOPLE }, () => randomUUID());
  const truth = new Map<string, Truth>();
  let revision = 0;
  const started = Date.now();

  /** One change to a person's sit, as the meditation service writes it after its commit; some arrive late. */
  const change = async () => {
    const userId = pick(people);
    const known = truth.get(userId);
    const roll = random(100);
    if (roll < 8 && known) {
      // A write older than one already made (a slow replica of the service): it must change nothing.
      const stale = known.revision - 1 - random(3);
      await store.meditating(userId, pick(INTENTIONS), stale, Date.now() + LONG_SIT_MS, Date.now());
      return;
    }
    const next = ++revision;
    const now = Date.now();
    if (roll < 55) {
      // A start, here or in a second tab, for any intention: it replaces the person's sit, whatever its intention was.
      const sit = { intention: pick(INTENTIONS), untilMs: now + (random(5) === 0 ? SHORT_SIT_MS : LONG_SIT_MS) };
      truth.set(userId, { revision: next, sit });
      await store.meditating(userId, sit.intention, next, sit.untilMs, now);
    } else {
      // A stop, a completion or a pause.
      truth.set(userId, { revision: next, sit: null });
      await store.notMeditating(userId, next, now);
    }
  };

  /** Sockets opening and closing on both replicas; some signed in and claiming sits of their own. */
  const open: LiveClient[] = [];
  const connect = async (index: number) => {
    const gateway = gateways[index % 2]!;
    const cookie = index % 10 === 0 ? await signedInCookie(redis, sessionSecret) : undefined;
    const client = new LiveClient(`ws://127.0.0.1:${gateway.port}/ws`, cookie ? { cookie } : {});
    everySocket.push(client);
    await client.opened;
    if (cookie) client.send({ type: 'startMeditation', intention: pick(INTENTIONS) });
    open.push(client);
    // About half go again while the churn runs.
    if (random(2) === 0 && open.length > 10) {
      const leaving = open.splice(random(open.length), 1)[0]!;
      leaving.socket.terminate();
    }
  };

  let changes = 0;
  let sockets = 0;
  let connectingDone = false;
  const changing = Array.from({ length: 8 }, async () => {
    while (changes < CHANGES) {
      changes += 1;
      await change();
      // Spread over the socket churn rather than done before it: the changes keep pace with the
      // sockets opened, never running more than a hundred ahead of their share.
      while (!connectingDone && (changes - 100) / CHANGES > sockets / SOCKETS) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  const connecting = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sockets < SOCKETS) await connect(sockets++);
    }),
  ).finally(() => {
    connectingDone = true;
  });
  await Promise.all([...changing, connecting]);
  const churnEnded = Date.now();

  // Sockets that open once the churn is over see the same.
  const late = Array.from({ length: 20 }, (_, index) => new LiveClient(`ws://127.0.0.1:${gateways[index % 2]!.port}/ws`));
  everySocket.push(...late);
  await Promise.all(late.map((client) => client.opened));
  open.push(...late);

  // Every short sit runs out; nobody says so, and the replicas' rereading drops them. Running out is
  // the clock passing the sit's end, which is all there is to wait on: until the last one's end.
  // (Every short sit started before the churn ended, every long one ends minutes after it.)
  const lastShortEnd = Math.max(0, ...[...truth.values()].flatMap(({ sit }) => (sit && sit.untilMs <= churnEnded + SHORT_SIT_MS ? [sit.untilMs] : [])));
  while (Date.now() < lastShortEnd) await new Promise((resolve) => setTimeout(resolve, lastShortEnd - Date.now()));
  const expected = trueCounts(truth, Date.now());
  expect(expected.count).toBeGreaterThan(0);
  expect(await store.counts(Date.now())).toEqual({ total: expected.count, intentions: expected.intentions });

  // Within the replicas' rereading (5 s) and a turn (1 s), every open socket shows the truth.
  const deadline = Date.now() + 10_000;
  while (!open.every((client) => shows(client, expected)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const wrong = open.filter((client) => !shows(client, expected));
  expect({ wrong: wrong.length, saw: wrong[0]?.counts.at(-1) }).toEqual({ wrong: 0, saw: undefined });
  // Nothing was counted for what sockets claimed, and nothing leaked: the truth is all there is.
  expect(Object.values(expected.intentions).reduce((sum, count) => sum + count, 0)).toBe(expected.count);

  // At most one presence frame a second to each socket, the one it was welcomed with included.
  const ended = Date.now();
  for (const client of open) {
    const [first] = client.counts;
    const seconds = (ended - first!.at) / 1000;
    expect(client.counts.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  }
  console.log(`presence churn: ${CHANGES} changes of ${PEOPLE} people and ${SOCKETS} sockets over two replicas in ${((churnEnded - started) / 1000).toFixed(1)} s; ${open.length} sockets open at the end`);
}, 120_000);
