import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { setControlledClock } from '@peace/kit';
import WebSocket from 'ws';
import { stopChild } from '@peace/scripts/harness';
import { signedInCookie, startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';
import { frameText } from './presence.js';
import { testInfraUrls } from '@peace/scripts/testing';

// A Redis database of its own, so no other suite's presence is counted.
const redisUrl = `${testInfraUrls().redisUrl}/7`;
const sessionSecret = randomBytes(24).toString('hex');
const ttlMs = 3000;
const gateways: LoneGateway[] = [];
let redis: Redis;

async function startGateway(env: Record<string, string> = {}): Promise<LoneGateway> {
  // A thousand sockets from one address: far past the connect limit a real address has.
  const gateway = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, PRESENCE_TTL_MS: String(ttlMs), RATE_LIMIT_SOCKETS_PER_ADDRESS: '100000', ...env });
  gateways.push(gateway);
  return gateway;
}

/** A socket that remembers every count it was sent. */
class Client {
  readonly counts: { count: number; at: number }[] = [];
  readonly timeSyncs: { t0: number; serverTime: number }[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;

  constructor(port: number, cookie?: string) {
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: cookie ? { cookie } : {} });
    this.socket.on('message', (raw) => {
      const message = JSON.parse(frameText(raw)) as { type: string; count: number; t0: number; serverTime: number };
      if (message.type === 'activeMeditators') this.counts.push({ count: message.count, at: Date.now() });
      if (message.type === 'timeSync') this.timeSyncs.push({ t0: message.t0, serverTime: message.serverTime });
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  get last(): number | undefined {
    return this.counts.at(-1)?.count;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  async until(count: number, timeoutMs: number): Promise<number> {
    const started = Date.now();
    while (this.last !== count) {
      if (Date.now() - started > timeoutMs) throw new Error(`count ${String(this.last)} never became ${count} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - started;
  }
}

const signedIn = () => signedInCookie(redis, sessionSecret);

const clients: Client[] = [];
function connect(port: number, cookie?: string): Client {
  const client = new Client(port, cookie);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await redis.flushdb();
  await Promise.all([startGateway(), startGateway()]);
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  // Let the gateways see their sockets go, then start the next case from nobody.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await redis.flushdb();
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => stopChild(gateway.child)));
  redis.disconnect();
});

describe('the live presence socket', () => {
  it('survives upgrades to unknown paths and sockets reset mid-upgrade', async () => {
    const { connect: tcp } = await import('node:net');
    for (const path of ['/elsewhere', '/ws']) {
      const socket = tcp(gateways[0]!.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`);
      socket.resetAndDestroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(gateways[0]!.child.exitCode).toBeNull();
    expect((await fetch(`${gateways[0]!.url}/healthz`)).status).toBe(200);
  });

  it('removes its sockets from the count at once when it shuts down gracefully', async () => {
    const leaving = await startGateway();
    const watcher = connect(gateways[0]!.port);
    const meditating = connect(leaving.port, await signedIn());
    await Promise.all([watcher.opened, meditating.opened]);
    meditating.send({ type: 'startMeditation' });
    await watcher.until(1, 1000);
    const exited = new Promise<number | null>((resolve) => leaving.child.once('exit', (code) => resolve(code)));
    leaving.child.kill('SIGTERM');
    // Well inside the presence expiry: the gateway removed what it held before it went.
    await watcher.until(0, ttlMs - 500);
    expect(await exited).toBe(0);
  });

  it('sends the count on connect and every change to sockets on every replica within a second', async () => {
    const [one, two] = gateways;
    const a = connect(one!.port, await signedIn());
    const b = connect(two!.port, await signedIn());
    await Promise.all([a.opened, b.opened]);
    await Promise.all([a.until(0, 2000), b.until(0, 2000)]);
    a.send({ type: 'startMeditation' });
    expect(await b.until(1, 1000)).toBeLessThan(1000);
    await a.until(1, 1000);
    b.send({ type: 'startMeditation' });
    await Promise.all([a.until(2, 1000), b.until(2, 1000)]);
    a.send({ type: 'endMeditation' });
    await Promise.all([a.until(1, 1000), b.until(1, 1000)]);
  });

  it('counts a person with two tabs once', async () => {
    const cookie = await signedIn();
    const [one, two] = gateways;
    const tab1 = connect(one!.port, cookie);
    const tab2 = connect(two!.port, cookie);
    await Promise.all([tab1.opened, tab2.opened]);
    tab1.send({ type: 'startMeditation' });
    tab2.send({ type: 'startMeditation' });
    await tab1.until(1, 1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tab1.last).toBe(1);
    expect(tab2.last).toBe(1);
    // Closing one tab keeps the person counted while the other still meditates.
    tab1.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tab2.last).toBe(1);
    tab2.send({ type: 'endMeditation' });
    await tab2.until(0, 1000);
  });

  it('never counts a visitor who is not signed in, however often they claim to meditate', async () => {
    const visitor = connect(gateways[0]!.port);
    const watcher = connect(gateways[1]!.port, await signedIn());
    await Promise.all([visitor.opened, watcher.opened]);
    for (let i = 0; i < 5; i++) visitor.send({ type: 'startMeditation' });
    watcher.send({ type: 'startMeditation' });
    await visitor.until(1, 1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(visitor.last).toBe(1);
  });

  it('ignores unknown messages and malformed JSON without closing the socket', async () => {
    const a = connect(gateways[0]!.port, await signedIn());
    await a.opened;
    a.send('{not json');
    a.send({ type: 'newSession' });
    a.send({ type: 'startMeditation' });
    await a.until(1, 1000);
    expect(a.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('drops sockets of a replica that died without closing them once their presence expires', async () => {
    const doomed = await startGateway();
    const watcher = connect(gateways[0]!.port);
    const lost = connect(doomed.port, await signedIn());
    await Promise.all([watcher.opened, lost.opened]);
    lost.send({ type: 'startMeditation' });
    await watcher.until(1, 1000);
    // No close frame, no cleanup: the process is gone.
    doomed.child.kill('SIGKILL');
    const waited = await watcher.until(0, ttlMs + 7000);
    expect(waited).toBeGreaterThan(0);
  });

  it("answers a time sync with the stack's controlled clock, which the services read too", async () => {
    const clocked = await startGateway({ PEACE_TEST_CLOCK: '1' });
    const threeHours = 3 * 60 * 60_000;
    await setControlledClock(redisUrl, Date.now() + threeHours);
    // The clock hears the new offset over Redis pub/sub: give it a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const client = connect(clocked.port);
    await client.opened;
    const sent = Date.now();
    client.send({ type: 'timeSync', t0: sent });
    client.send({ type: 'timeSync', t0: 'not a time' });
    while (client.timeSyncs.length === 0 && Date.now() - sent < 1000) await new Promise((resolve) => setTimeout(resolve, 10));
    const received = Date.now();
    expect(client.timeSyncs).toHaveLength(1);
    const [answer] = client.timeSyncs;
    expect(answer!.t0).toBe(sent);
    expect(answer!.serverTime).toBeGreaterThanOrEqual(sent + threeHours - 50);
    expect(answer!.serverTime).toBeLessThanOrEqual(received + threeHours + 50);
    await stopChild(clocked.child);
  });

  it('pushes a change to 1,000 connected sockets within a second', async () => {
    const [one, two] = gateways;
    const many = Array.from({ length: 1000 }, (_, i) => connect((i % 2 === 0 ? one : two)!.port));
    await Promise.all(many.map((client) => client.opened));
    await Promise.all(many.map((client) => client.until(0, 5000)));
    const trigger = connect(one!.port, await signedIn());
    await trigger.opened;
    const started = Date.now();
    trigger.send({ type: 'startMeditation' });
    await Promise.all(many.map((client) => client.until(1, 1000)));
    const slowest = Math.max(...many.map((client) => client.counts.at(-1)!.at - started));
    expect(slowest).toBeLessThan(1000);
  });
});
