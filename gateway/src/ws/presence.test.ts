import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { SESSION_COOKIE, sessionCacheKey, signSessionId, type CachedSession } from '@peace/kit';
import { stopChild } from '@peace/scripts/harness';
import { startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';
import { testInfraUrls } from '@peace/scripts/testing';

// A Redis database of its own, so no other suite's presence is counted.
const redisUrl = `${testInfraUrls().redisUrl}/7`;
const sessionSecret = randomBytes(24).toString('hex');
const ttlMs = 3000;
const gateways: LoneGateway[] = [];
let redis: Redis;

async function startGateway(): Promise<LoneGateway> {
  const gateway = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, PRESENCE_TTL_MS: String(ttlMs) });
  gateways.push(gateway);
  return gateway;
}

/** A socket that remembers every count it was sent. */
class Client {
  readonly counts: { count: number; at: number }[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;

  constructor(port: number, cookie?: string) {
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: cookie ? { cookie } : {} });
    this.socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; count: number };
      if (message.type === 'activeMeditators') this.counts.push({ count: message.count, at: Date.now() });
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

async function signedInCookie(): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  const session: CachedSession = { userId: randomUUID(), expire: Date.now() + 3_600_000, touchedAt: Date.now() };
  await redis.set(sessionCacheKey(sid), JSON.stringify(session), 'PX', 3_600_000);
  return `${SESSION_COOKIE}=${signSessionId(sid, sessionSecret)}`;
}

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
  await redis.del('peace:presence:meditating');
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => stopChild(gateway.child)));
  redis.disconnect();
});

describe('the live presence socket', () => {
  it('sends the count on connect and every change to sockets on every replica within a second', async () => {
    const [one, two] = gateways;
    const a = connect(one!.port);
    const b = connect(two!.port);
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
    const cookie = await signedInCookie();
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
    expect(await redis.zcard('peace:presence:meditating')).toBe(2);
  });

  it('ignores unknown messages and malformed JSON without closing the socket', async () => {
    const a = connect(gateways[0]!.port);
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
    const lost = connect(doomed.port);
    await Promise.all([watcher.opened, lost.opened]);
    lost.send({ type: 'startMeditation' });
    await watcher.until(1, 1000);
    // No close frame, no cleanup: the process is gone.
    doomed.child.kill('SIGKILL');
    const waited = await watcher.until(0, ttlMs + 7000);
    expect(waited).toBeGreaterThan(0);
  });

  it('pushes a change to 1,000 connected sockets within a second', async () => {
    const [one, two] = gateways;
    const many = Array.from({ length: 1000 }, (_, i) => connect((i % 2 === 0 ? one : two)!.port));
    await Promise.all(many.map((client) => client.opened));
    await Promise.all(many.map((client) => client.until(0, 5000)));
    const trigger = connect(one!.port);
    await trigger.opened;
    const started = Date.now();
    trigger.send({ type: 'startMeditation' });
    await Promise.all(many.map((client) => client.until(1, 1000)));
    const slowest = Math.max(...many.map((client) => client.counts.at(-1)!.at - started));
    expect(slowest).toBeLessThan(1000);
  });
});
