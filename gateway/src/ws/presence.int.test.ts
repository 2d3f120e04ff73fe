import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { setControlledClock } from '@peace/kit';
import { PresenceStore } from '@peace/meditation/live';
import WebSocket from 'ws';
import { stopChild, waitFor } from '@peace/scripts/harness';
import { LiveClient } from '../testing/live-client.js';
import { signedInCookie, startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';
import { testInfraUrls } from '@peace/scripts/testing';

// A Redis database of its own, so no other suite's presence is counted.
const redisUrl = `${testInfraUrls().redisUrl}/7`;
const sessionSecret = randomBytes(24).toString('hex');
const ttlMs = 3000;
const gateways: LoneGateway[] = [];
let redis: Redis;
// How long a change may take to arrive here, beside two other suites on two cores: this file
// checks that every change arrives, on every replica. How fast it arrives is a bar of time, and
// presence-fanout.alone.int.test.ts holds it (a second, for a thousand sockets) on a quiet machine.
const arrives = 5000;

async function startGateway(env: Record<string, string> = {}): Promise<LoneGateway> {
  // A thousand sockets from one address: far past the connect limit a real address has.
  const gateway = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, PRESENCE_TTL_MS: String(ttlMs), RATE_LIMIT_SOCKETS_PER_ADDRESS: '100000', ...env });
  gateways.push(gateway);
  return gateway;
}

const signedIn = () => signedInCookie(redis, sessionSecret);

const clients: LiveClient[] = [];
function connect(port: number, cookie?: string): LiveClient {
  const client = new LiveClient(`ws://127.0.0.1:${port}/ws`, cookie ? { cookie } : {});
  clients.push(client);
  return client;
}

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await redis.flushdb();
  await Promise.all([startGateway(), startGateway()]);
});

afterEach(async () => {
  // Every socket closed, then the next case starts from nobody.
  await Promise.all(
    clients.splice(0).map(async ({ socket }) => {
      if (socket.readyState === WebSocket.CLOSED) return;
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.terminate();
      await closed;
    }),
  );
  await redis.flushdb();
  // Told as every change is (here, someone nobody counted stops meditating), so each gateway reads
  // the counts again at its next turn rather than at its next sweep (five seconds): a case that left
  // people sitting would otherwise greet the next case's sockets with them. Each case waits for
  // that 0 as for any change to arrive.
  await presence().notMeditating(randomUUID(), ++revision, Date.now());
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => stopChild(gateway.child)));
  redis.disconnect();
});

/** Writes a person's sit as the meditation service does when their active session starts, pauses or ends. */
let revision = 0;
const presence = () => new PresenceStore(redis);
const meditating = (userId: string, forMs = 60_000, intention = 'Peace') => presence().meditating(userId, intention, ++revision, Date.now() + forMs, Date.now());
const notMeditating = (userId: string) => presence().notMeditating(userId, ++revision, Date.now());

describe('the live presence socket', () => {
  it('survives upgrades to unknown paths and sockets reset mid-upgrade', async () => {
    const { connect: tcp } = await import('node:net');
    for (const path of ['/elsewhere', '/ws']) {
      const socket = tcp(gateways[0]!.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`);
      const gone = new Promise((resolve) => socket.once('close', resolve));
      socket.resetAndDestroy();
      await gone;
    }
    // A socket upgraded after the resets is handled after them: the gateway has seen both by then.
    const after = connect(gateways[0]!.port);
    await after.opened;
    await after.roundTrip();
    expect(gateways[0]!.child.exitCode).toBeNull();
    expect((await fetch(`${gateways[0]!.url}/healthz`)).status).toBe(200);
  });

  it('sends the count on connect and every change to sockets on every replica', async () => {
    const [one, two] = gateways;
    const a = connect(one!.port, await signedIn());
    const b = connect(two!.port);
    await Promise.all([a.opened, b.opened]);
    await Promise.all([a.until(0, arrives), b.until(0, arrives)]);
    const [ana, ben] = [randomUUID(), randomUUID()];
    await meditating(ana);
    await Promise.all([a.until(1, arrives), b.until(1, arrives)]);
    await meditating(ben);
    await Promise.all([a.until(2, arrives), b.until(2, arrives)]);
    await notMeditating(ana);
    await Promise.all([a.until(1, arrives), b.until(1, arrives)]);
    // Nobody left sitting, as the next test begins.
    await notMeditating(ben);
    await Promise.all([a.until(0, arrives), b.until(0, arrives)]);
  });

  it("sends every intention's count beside the total to sockets on every replica, and a person who changes intention moves", async () => {
    const [one, two] = gateways;
    const a = connect(one!.port);
    const b = connect(two!.port);
    await Promise.all([a.opened, b.opened]);
    await Promise.all([a.until(0, arrives), b.until(0, arrives)]);
    const [ana, ben] = [randomUUID(), randomUUID()];
    await meditating(ana, 60_000, 'Forgiveness');
    await meditating(ben, 60_000, 'Forgiveness');
    await Promise.all([a.until(2, arrives), b.until(2, arrives)]);
    for (const client of [a, b]) expect(client.counts.at(-1)!.intentions).toEqual({ Peace: 0, 'Non-Violence': 0, Forgiveness: 2, Compassion: 0, Love: 0, Unity: 0, Service: 0 });
    await meditating(ana, 60_000, 'Love');
    const moved = (client: LiveClient) => client.counts.at(-1)?.intentions['Love'] === 1;
    const deadline = Date.now() + arrives;
    while (![a, b].every(moved) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    for (const client of [a, b]) expect(client.counts.at(-1)).toEqual(expect.objectContaining({ count: 2, intentions: expect.objectContaining({ Forgiveness: 1, Love: 1 }) as unknown }));
  });

  it('counts nobody for what sockets claim: forty signed-in accounts saying startMeditation add nothing', async () => {
    const [one, two] = gateways;
    const watcher = connect(two!.port);
    const claimants = await Promise.all(Array.from({ length: 40 }, async (_, i) => connect((i % 2 === 0 ? one : two)!.port, await signedIn())));
    const visitor = connect(one!.port);
    await Promise.all([watcher.opened, visitor.opened, ...claimants.map((client) => client.opened)]);
    await watcher.until(0, arrives);
    for (const client of [...claimants, visitor]) client.send({ type: 'startMeditation', intention: 'Peace' });
    await Promise.all([...claimants, visitor].map((client) => client.roundTrip()));
    expect(watcher.last).toBe(0);
    expect(await presence().count(Date.now())).toBe(0);

    // A person the meditation service holds as meditating counts, and a socket saying otherwise changes nothing.
    const userId = randomUUID();
    await meditating(userId);
    await watcher.until(1, arrives);
    for (const client of claimants) client.send({ type: 'endMeditation' });
    await Promise.all(claimants.map((client) => client.roundTrip()));
    expect(await presence().count(Date.now())).toBe(1);
    expect(watcher.last).toBe(1);
    await notMeditating(userId);
    await watcher.until(0, arrives);
  });

  it('drops a person whose sit ran out, with nothing written or said', async () => {
    const watcher = connect(gateways[0]!.port);
    await watcher.opened;
    await watcher.until(0, arrives);
    const endsAt = Date.now() + arrives + 1000;
    await meditating(randomUUID(), endsAt - Date.now());
    await watcher.until(1, arrives);
    // Nobody announces the end: the gateway's own rereading (every five seconds) sees it.
    await watcher.until(0, endsAt - Date.now() + 5000 + arrives);
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt);
  });

  it('ignores unknown messages and malformed JSON without closing the socket', async () => {
    const a = connect(gateways[0]!.port, await signedIn());
    await a.opened;
    a.send('{not json');
    a.send({ type: 'newSession' });
    a.send({ type: 'startMeditation' });
    await meditating(randomUUID());
    await a.until(1, arrives);
    expect(a.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a socket that floods it with messages (policy violation), and serves the others on', async () => {
    const flooder = connect(gateways[0]!.port);
    const calm = connect(gateways[0]!.port);
    await Promise.all([flooder.opened, calm.opened]);
    const closed = new Promise<number>((resolve) => flooder.socket.once('close', (code) => resolve(code)));
    for (let index = 0; index < 200; index += 1) flooder.send({ type: 'timeSync', t0: index });
    expect(await closed).toBe(1008);
    await meditating(randomUUID());
    await calm.until(1, arrives);
    expect(calm.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("answers a time sync with the stack's controlled clock, which the services read too", async () => {
    const clocked = await startGateway({ PEACE_TEST_CLOCK: '1' });
    const threeHours = 3 * 60 * 60_000;
    await setControlledClock(redisUrl, Date.now() + threeHours);
    // The clock hears the new offset over Redis pub/sub: ask until an answer carries it.
    const probe = connect(clocked.port);
    await probe.opened;
    const shifted = () => probe.timeSyncs.some((answer) => answer.serverTime > Date.now() + threeHours / 2);
    // One ask each 100 ms stays within a socket's message budget.
    await waitFor('the gateway to hear the controlled clock', async () => (await probe.roundTrip(), shifted()), 5000);
    const client = connect(clocked.port);
    await client.opened;
    const sent = Date.now();
    client.send({ type: 'timeSync', t0: sent });
    client.send({ type: 'timeSync', t0: 'not a time' });
    await client.roundTrip();
    const received = Date.now();
    // The malformed request got no answer: only the first and the round trip's are here.
    expect(client.timeSyncs).toHaveLength(2);
    const [answer] = client.timeSyncs;
    expect(answer!.t0).toBe(sent);
    expect(answer!.serverTime).toBeGreaterThanOrEqual(sent + threeHours - 50);
    expect(answer!.serverTime).toBeLessThanOrEqual(received + threeHours + 50);
    await stopChild(clocked.child);
  });
  // A change reaching a thousand sockets within a second is a bar of time: presence-fanout.alone.int.test.ts.
});
