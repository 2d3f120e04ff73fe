// GraphQL subscription sockets at /graphql, against a gateway process with Redis behind it: the
// same admission as /ws (origin, connect limits) before the upgrade, and the limits on what one
// socket may do once open. Every test speaks from loopback addresses of its own, so that no test
// shares a connect count with another.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { stopChild } from '@peace/scripts/harness';
import { testInfraUrls } from '@peace/scripts/testing';
import { signedInCookie, startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';
import { SUBSCRIPTION_SOCKET_LIMITS } from './subscriptions.js';

const redisUrl = `${testInfraUrls().redisUrl}/11`;
const sessionSecret = randomBytes(24).toString('hex');
let redis: Redis;
let gateway: LoneGateway;

const freshAddress = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

interface Opened {
  status: 101;
  socket: WebSocket;
}
interface Refused {
  status: number;
  json: unknown;
  retryAfter: string | undefined;
}

/** A graphql-ws upgrade at /graphql: the open socket, or the refusal's status and body. */
function open(from: string, headers: Record<string, string> = {}): Promise<Opened | Refused> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${gateway.port}/graphql`, 'graphql-transport-ws', { localAddress: from, headers });
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }),
      );
    });
    socket.once('error', (error) => {
      if (socket.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}

async function opened(from: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const answer = await open(from, headers);
  if (answer.status !== 101) throw new Error(`upgrade refused with ${answer.status}`);
  return (answer as Opened).socket;
}

type Message = { type: string; id?: string; payload?: unknown };

/** Collects a socket's messages and its close, for the test to wait on. */
function follow(socket: WebSocket) {
  const messages: Message[] = [];
  let closed: { code: number } | undefined;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((waiter) => waiter());
  socket.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString('utf8')) as Message);
    wake();
  });
  socket.on('close', (code: number) => {
    closed = { code };
    wake();
  });
  const until = async <T>(found: () => T | undefined, timeoutMs = 20_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`not seen in ${timeoutMs} ms; messages: ${JSON.stringify(messages)}, closed: ${JSON.stringify(closed)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return {
    messages,
    send: (message: Message) => socket.send(JSON.stringify(message)),
    message: (type: string, id?: string) => until(() => messages.find((message) => message.type === type && (id === undefined || message.id === id))),
    closed: () => until(() => closed),
  };
}

const SUBSCRIBE = { query: 'subscription { activeMeditators }' };
const sockets: WebSocket[] = [];

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await redis.flushdb();
  gateway = await startLoneGateway({
    REDIS_URL: redisUrl,
    SESSION_SECRET: sessionSecret,
    RATE_LIMIT_SOCKETS_PER_ADDRESS: '3',
    RATE_LIMIT_SOCKETS_PER_USER: '2',
    RATE_LIMIT_SOCKETS_WINDOW_S: '60',
  });
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await stopChild(gateway?.child);
  await redis?.quit();
});

describe('admission to /graphql sockets', () => {
  it('refuses an upgrade from a page of another origin with 403 before upgrading', async () => {
    const refused = await open(freshAddress(), { origin: 'https://elsewhere.example' });
    expect({ status: refused.status, json: (refused as Refused).json }).toEqual({ status: 403, json: { message: 'Cross-site socket refused' } });
  });

  it('refuses connects from one address past its limit with 429 and Retry-After, and lets another address connect', async () => {
    const from = freshAddress();
    for (let i = 0; i < 3; i++) {
      const socket = await opened(from, { origin: `http://localhost:${gateway.port}` });
      socket.close();
    }
    const refused = (await open(from, { origin: `http://localhost:${gateway.port}` })) as Refused;
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(String((refused.json as { message: string }).message)).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    const other = await opened(freshAddress());
    other.close();
  });

  it("refuses a signed-in person's connects past their own limit from any address", async () => {
    const cookie = await signedInCookie(redis, sessionSecret);
    for (let i = 0; i < 2; i++) (await opened(freshAddress(), { cookie })).close();
    expect((await open(freshAddress(), { cookie })).status).toBe(429);
  });

  it('shares the connect count with /ws: both are live sockets of the same client', async () => {
    const from = freshAddress();
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${gateway.port}/ws`, { localAddress: from });
        socket.once('open', () => {
          socket.close();
          resolve();
        });
        socket.once('unexpected-response', () => reject(new Error('refused')));
      });
    }
    expect((await open(from)).status).toBe(429);
  });
});

describe('a same-origin subscription socket', () => {
  it('subscribes to the live count and gets it pushed', async () => {
    const socket = await opened(freshAddress(), { origin: `http://localhost:${gateway.port}` });
    sockets.push(socket);
    const client = follow(socket);
    client.send({ type: 'connection_init' });
    await client.message('connection_ack');
    client.send({ type: 'subscribe', id: 'count', payload: SUBSCRIBE });
    const next = await client.message('next', 'count');
    expect(typeof (next.payload as { data: { activeMeditators: unknown } }).data.activeMeditators).toBe('number');
  });

  it(`runs at most ${SUBSCRIPTION_SOCKET_LIMITS.maxOperations} subscriptions at once, answering one more with an error, and keeps the others`, async () => {
    const socket = await opened(freshAddress());
    sockets.push(socket);
    const client = follow(socket);
    client.send({ type: 'connection_init' });
    await client.message('connection_ack');
    for (let i = 0; i < SUBSCRIPTION_SOCKET_LIMITS.maxOperations; i++) {
      client.send({ type: 'subscribe', id: `s${i}`, payload: SUBSCRIBE });
      await client.message('next', `s${i}`);
    }
    client.send({ type: 'subscribe', id: 'one-more', payload: SUBSCRIBE });
    const error = await client.message('error', 'one-more');
    expect(error.payload).toEqual([expect.objectContaining({ message: `At most ${SUBSCRIPTION_SOCKET_LIMITS.maxOperations} subscriptions may run at once on one socket` })]);
    expect(client.messages.some((message) => message.type === 'next' && message.id === 'one-more')).toBe(false);
    expect(socket.readyState).toBe(WebSocket.OPEN);

    // Completing one makes room for another.
    client.send({ type: 'complete', id: 's0' });
    client.send({ type: 'subscribe', id: 'room', payload: SUBSCRIBE });
    await client.message('next', 'room');
  });

  it('closes a socket whose message is larger than allowed', async () => {
    const socket = await opened(freshAddress());
    const client = follow(socket);
    client.send({ type: 'connection_init', payload: { filler: 'x'.repeat(SUBSCRIPTION_SOCKET_LIMITS.maxMessageBytes) } });
    expect((await client.closed()).code).toBe(1009);
  });

  it('closes a socket that floods it with pings (1008), answering none past its budget, and leaves another socket its subscription', async () => {
    const reader = follow(await opened(freshAddress()));
    reader.send({ type: 'connection_init' });
    await reader.message('connection_ack');
    reader.send({ id: 'count', type: 'subscribe', payload: SUBSCRIBE });
    await reader.message('next', 'count');

    const flooder = follow(await opened(freshAddress()));
    flooder.send({ type: 'connection_init' });
    await flooder.message('connection_ack');
    for (let index = 0; index < 10_000; index += 1) flooder.send({ type: 'ping' });
    expect((await flooder.closed()).code).toBe(1008);
    expect(flooder.messages.filter((message) => message.type === 'pong').length).toBeLessThan(SUBSCRIPTION_SOCKET_LIMITS.messageBudget.messages);

    // The other socket is still open and answered.
    reader.send({ type: 'ping' });
    await reader.message('pong');
  });

  it('closes a socket that never says connection_init', async () => {
    const socket = await opened(freshAddress());
    const client = follow(socket);
    expect((await client.closed()).code).toBe(4408);
  });
});
