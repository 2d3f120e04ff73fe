import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { GroupPresenceStore, publishGroupSessionStatus } from '@peace/proto';
import { parseLiveServerMessage, type LiveServerMessage } from '@peace/proto/live';
import { stopChild } from '@peace/scripts/harness';
import { testInfraUrls } from '@peace/scripts/testing';
import { signedInCookie, startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';
import { frameText } from './presence.js';

// A Redis database of its own for the presence sets; pub/sub channels are server-wide, so every
// case works on session ids nobody else uses.
const redisUrl = `${testInfraUrls().redisUrl}/9`;
const sessionSecret = randomBytes(24).toString('hex');
const gateways: LoneGateway[] = [];
let redis: Redis;
let store: GroupPresenceStore;

/** A socket that keeps every message it was sent. */
class Client {
  readonly messages: { message: LiveServerMessage; at: number }[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;

  constructor(port: number, cookie?: string) {
    this.socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: cookie ? { cookie } : {} });
    this.socket.on('message', (raw) => {
      const message = parseLiveServerMessage(frameText(raw));
      if (message) this.messages.push({ message, at: Date.now() });
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  watch(ids: string[], list = false): void {
    this.send({ type: 'watchGroupSessions', list, groupSessionIds: ids });
  }

  about(groupSessionId: string, type: 'groupSessionStatus' | 'groupSessionPresence') {
    return this.messages.filter(({ message }) => message.type === type && message.groupSessionId === groupSessionId).map(({ message }) => message);
  }

  /** Who the latest presence message about the session says is sitting. */
  sitting(groupSessionId: string): string[] | undefined {
    const last = this.about(groupSessionId, 'groupSessionPresence').at(-1);
    return last?.type === 'groupSessionPresence' ? last.meditating : undefined;
  }

  async until(what: () => boolean, timeoutMs: number, label: string): Promise<number> {
    const started = Date.now();
    while (!what()) {
      if (Date.now() - started > timeoutMs) throw new Error(`${label} did not happen within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - started;
  }
}

const clients: Client[] = [];
async function connect(port: number, signedIn = true): Promise<Client> {
  const client = new Client(port, signedIn ? await signedInCookie(redis, sessionSecret) : undefined);
  clients.push(client);
  await client.opened;
  return client;
}

/** Waits until the gateways have taken in what the clients asked to watch. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(async () => {
  redis = new Redis(redisUrl);
  store = new GroupPresenceStore(redis);
  await redis.flushdb();
  for (const env of [{}, {}]) gateways.push(await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, ...env }));
});

afterEach(() => {
  for (const client of clients.splice(0)) client.socket.terminate();
});

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => stopChild(gateway.child)));
  redis.disconnect();
});

describe('live group sessions on the socket', () => {
  it("pushes a session's start within a second to its page and to lists on every replica, and to no one else", async () => {
    const id = randomUUID();
    const page = await connect(gateways[0]!.port);
    const list = await connect(gateways[1]!.port, false);
    const elsewhere = await connect(gateways[1]!.port);
    page.watch([id]);
    list.watch([], true);
    elsewhere.watch([randomUUID()]);
    await settle();
    const endsAt = new Date(Date.now() + 300_000).toISOString();
    const sent = Date.now();
    await publishGroupSessionStatus(redis, { groupSessionId: id, status: 'active', endsAt });
    await page.until(() => page.about(id, 'groupSessionStatus').length > 0, 1000, 'the page hearing of the start');
    await list.until(() => list.about(id, 'groupSessionStatus').length > 0, 1000, 'the list hearing of the start');
    expect(page.about(id, 'groupSessionStatus')).toEqual([{ type: 'groupSessionStatus', groupSessionId: id, status: 'active', endsAt }]);
    expect(list.messages.find(({ message }) => message.type === 'groupSessionStatus')!.at - sent).toBeLessThan(1000);
    await settle();
    expect(elsewhere.about(id, 'groupSessionStatus')).toEqual([]);
  });

  it('stops pushing to a socket once it watches something else', async () => {
    const id = randomUUID();
    const page = await connect(gateways[0]!.port);
    page.watch([id]);
    await settle();
    page.watch([]);
    await settle();
    await publishGroupSessionStatus(redis, { groupSessionId: id, status: 'cancelled', endsAt: null });
    await settle();
    expect(page.about(id, 'groupSessionStatus')).toEqual([]);
  });

  /** The person's sit in the session starts (its first revision) and runs until untilMs. */
  const sits = (id: string, userId: string, untilMs: number) => store.write(id, userId, { revision: 1, untilMs, windowEndMs: untilMs }, Date.now());

  it("tells a session's signed-in watchers who is sitting, on watch and within a second of every change, and visitors nothing", async () => {
    const id = randomUUID();
    const [ana, ben] = [randomUUID(), randomUUID()];
    await sits(id, ana, Date.now() + 60_000);
    const member = await connect(gateways[0]!.port);
    const other = await connect(gateways[1]!.port);
    const visitor = await connect(gateways[1]!.port, false);
    for (const client of [member, other, visitor]) client.watch([id]);
    await member.until(() => member.sitting(id) !== undefined, 1000, 'the first presence');
    expect(member.sitting(id)).toEqual([ana]);

    await sits(id, ben, Date.now() + 60_000);
    const joined = await other.until(() => other.sitting(id)?.length === 2, 1000, 'Ben appearing');
    expect(joined).toBeLessThan(1000);
    expect(other.sitting(id)).toEqual([ana, ben].sort());

    await store.write(id, ana, { revision: 2, untilMs: null, windowEndMs: Date.now() + 60_000 }, Date.now());
    await member.until(() => member.sitting(id)?.join() === ben, 1000, 'Ana dropping out');
    expect(visitor.about(id, 'groupSessionPresence')).toEqual([]);
  });

  it('drops a sitter whose sit runs out without a word, when it runs out', async () => {
    const id = randomUUID();
    const person = randomUUID();
    const until = Date.now() + 1200;
    await sits(id, person, until);
    const page = await connect(gateways[0]!.port);
    page.watch([id]);
    await page.until(() => page.sitting(id)?.length === 1, 1000, 'the sitter showing');
    await page.until(() => page.sitting(id)?.length === 0, 2000, 'the sitter dropping out');
    const dropped = page.messages.at(-1)!.at;
    expect(dropped).toBeGreaterThanOrEqual(until);
    expect(dropped - until).toBeLessThan(500);
  });

  it('ignores malformed watch requests and keeps serving the socket', async () => {
    const page = await connect(gateways[0]!.port);
    page.send({ type: 'watchGroupSessions', list: 'yes', groupSessionIds: [randomUUID()] });
    page.send({ type: 'watchGroupSessions', list: false, groupSessionIds: 'all' });
    page.send({ type: 'watchGroupSessions', list: false, groupSessionIds: ['not-a-session', 42] });
    page.send({ type: 'timeSync', t0: 5 });
    await page.until(() => page.messages.some(({ message }) => message.type === 'timeSync'), 1000, 'the time-sync answer');
    expect(page.messages.filter(({ message }) => message.type === 'groupSessionPresence')).toEqual([]);
    expect(gateways[0]!.child.exitCode).toBeNull();
  });
});
