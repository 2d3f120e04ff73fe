// A bar of time: a change in the meditating count reaches a thousand sockets, spread over two
// replicas, within a second and a half (issue 31's bar: each replica reads the counts at most once
// a second, so a change waits up to a second for its turn, then goes out). It runs by itself once
// every other suite is done (jest.alone.config.js): beside two other suites on two cores, the
// machine would decide the figure, not the code.
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { PresenceStore } from '@peace/meditation/live';
import { stopChild } from '@peace/scripts/harness';
import { testInfraUrls } from '@peace/scripts/testing';
import { LiveClient } from '../testing/live-client.js';
import { startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';

// A Redis database of its own, so no other suite's presence is counted.
const redisUrl = `${testInfraUrls().redisUrl}/8`;
const gateways: LoneGateway[] = [];
const clients: LiveClient[] = [];
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await redis.flushdb();
  const sessionSecret = randomBytes(24).toString('hex');
  // A thousand sockets from one address: far past the connect limit a real address has.
  const env = { REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, PRESENCE_TTL_MS: '3000', RATE_LIMIT_SOCKETS_PER_ADDRESS: '100000' };
  gateways.push(...(await Promise.all([startLoneGateway(env), startLoneGateway(env)])));
});

afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await Promise.all(gateways.map((gateway) => stopChild(gateway.child)));
  await redis.flushdb();
  redis.disconnect();
});

it('pushes a change to 1,000 sockets on two replicas within a second and a half', async () => {
  const [one, two] = gateways;
  clients.push(...Array.from({ length: 1000 }, (_, i) => new LiveClient(`ws://127.0.0.1:${(i % 2 === 0 ? one : two)!.port}/ws`)));
  await Promise.all(clients.map((client) => client.opened));
  await Promise.all(clients.map((client) => client.until(0, 5000)));
  // A socket is sent one presence frame a second at most, the one it was welcomed with included:
  // the change is made once every socket's second is up, as it is for sockets open a while.
  // That second is the gateway's own timer on real time, and nothing is sent when it runs out: only waiting it out can stand for it.
  const lastWelcome = Math.max(...clients.map((client) => client.counts[0]!.at));
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastWelcome + 1000 - Date.now())));
  const started = Date.now();
  // As the meditation service writes a person's sit when their active session starts.
  await new PresenceStore(redis).meditating(randomUUID(), 'Peace', 1, Date.now() + 60_000, Date.now());
  await Promise.all(clients.map((client) => client.until(1, 1500)));
  const slowest = Math.max(...clients.map((client) => client.counts.at(-1)!.at - started));
  expect(slowest).toBeLessThan(1500);
});
