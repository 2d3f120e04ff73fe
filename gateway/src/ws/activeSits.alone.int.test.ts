import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { publishActiveSit } from '@peace/meditation/live';
import { parseLiveServerMessage, type ActiveSit, type ActiveSitAnnouncement, type LiveServerMessage } from '@peace/proto/live';
import { stopChild } from '@peace/scripts/harness';
import { testInfraUrls } from '@peace/scripts/testing';
import { signedInCookie, startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';
import { frameText } from './presence.js';

const redisUrl = `${testInfraUrls().redisUrl}/10`;
const sessionSecret = randomBytes(24).toString('hex');
const gateways: LoneGateway[] = [];
let redis: Redis;

/** A socket that keeps every message it was sent. */
class Client {
  readonly messages: LiveServerMessage[] = [];
  readonly socket: WebSocket;

  constructor(port: number, cookie?: string) {
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: cookie ? { cookie } : {} });
    this.socket.on('message', (raw) => {
      const message = parseLiveServerMessage(frameText(raw));
      if (message) this.messages.push(message);
    });
  }

  sits(): (ActiveSit | null)[] {
    return this.messages.flatMap((message) => (message.type === 'activeSit' ? [message.sit] : []));
  }

  async until(what: () => boolean, timeoutMs: number, label: string): Promise<number> {
    const started = Date.now();
    while (!what()) {
      if (Date.now() - started > timeoutMs) throw new Error(`${label} did not happen within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return Date.now() - started;
  }
}

const clients: Client[] = [];

/** A socket the gateway has taken in: its first count has arrived, which it sends once the socket is registered. */
async function connect(port: number, cookie?: string): Promise<Client> {
  const client = new Client(port, cookie);
  clients.push(client);
  await client.until(() => client.messages.some((message) => message.type === 'activeMeditators'), 5000, 'the first count');
  return client;
}

function sit(change: Partial<ActiveSit> = {}): ActiveSit {
  return { id: randomUUID(), state: 'meditating', duration: 5, startTime: new Date().toISOString(), pausedAt: null, totalPausedMs: 0, groupSessionId: null, ...change };
}

const announce = (announcement: ActiveSitAnnouncement | string) => publishActiveSit(redis, announcement);

beforeAll(async () => {
  redis = new Redis(redisUrl);
  for (let replica = 0; replica < 2; replica++) gateways.push(await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret }));
});

afterEach(() => {
  for (const client of clients.splice(0)) client.socket.terminate();
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => stopChild(gateway.child)));
  redis.disconnect();
});

describe("a person's own sit on the socket", () => {
  it("reaches that person's sockets on every replica within a second, and nobody else's", async () => {
    const me = randomUUID();
    const other = randomUUID();
    const mine = [await connect(gateways[0]!.port, await signedInCookie(redis, sessionSecret, me)), await connect(gateways[1]!.port, await signedInCookie(redis, sessionSecret, me))];
    const theirs = await connect(gateways[1]!.port, await signedInCookie(redis, sessionSecret, other));
    const visitor = await connect(gateways[1]!.port);

    const paused = sit({ state: 'paused', pausedAt: new Date().toISOString(), totalPausedMs: 12_000 });
    await announce({ userId: me, sit: paused });
    for (const client of mine) expect(await client.until(() => client.sits().length > 0, 1000, 'my sit reaching my socket')).toBeLessThan(1000);
    expect(mine.map((client) => client.sits())).toEqual([[paused], [paused]]);

    // Announced after mine on the same channel, so it arrives after: by then mine would have reached them too.
    await announce({ userId: other, sit: null });
    await theirs.until(() => theirs.sits().length > 0, 1000, 'their end reaching their socket');
    expect(theirs.sits()).toEqual([null]);
    expect(visitor.sits()).toEqual([]);
    expect(mine.map((client) => client.sits())).toEqual([[paused], [paused]]);
  });

  it('ignores an announcement it cannot read, and carries on with the next', async () => {
    const me = randomUUID();
    const client = await connect(gateways[0]!.port, await signedInCookie(redis, sessionSecret, me));
    await announce('{not json');
    await announce({ userId: me, sit: { ...sit(), state: 'dancing' as ActiveSit['state'] } });
    await announce({ userId: me, sit: null });
    await client.until(() => client.sits().length > 0, 1000, 'the readable announcement');
    expect(client.sits()).toEqual([null]);
  });

});
