// The gateway's rate limits, against a gateway process with Redis behind it: the limits stand in
// front of the graph, so what the subgraphs would answer does not matter here. Every test speaks
// from loopback addresses of its own (the whole of 127.0.0.0/8 reaches the gateway), so that no
// test shares a count with another.
import http from 'node:http';
import net from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { stopChild } from '@peace/scripts/harness';
import { testInfraUrls, waitFor } from '@peace/scripts/testing';
import { signedInCookie, startLoneGateway, type LoneGateway } from './testing/lone-gateway.js';

const redisUrl = `${testInfraUrls().redisUrl}/6`;
const sessionSecret = randomBytes(24).toString('hex');
const limits = {
  RATE_LIMIT_SIGN_IN: '4',
  RATE_LIMIT_SIGN_IN_WINDOW_S: '600',
  RATE_LIMIT_WRITES_PER_USER: '5',
  RATE_LIMIT_WRITES_PER_ADDRESS: '3',
  RATE_LIMIT_WRITES_WINDOW_S: '60',
  RATE_LIMIT_GRAPHQL_PER_ADDRESS: '20',
  RATE_LIMIT_GRAPHQL_WINDOW_S: '60',
  RATE_LIMIT_SOCKETS_PER_USER: '2',
  RATE_LIMIT_SOCKETS_PER_ADDRESS: '3',
  RATE_LIMIT_SOCKETS_WINDOW_S: '60',
  COST_PER_USER: '30000',
  COST_PER_ADDRESS: '30000',
  COST_WINDOW_S: '60',
};
const gateways: LoneGateway[] = [];
let redis: Redis;
let gateway: LoneGateway;

/** A loopback address no other test uses. */
const freshAddress = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: unknown;
}

/** One request from the given local address. */
function send(target: LoneGateway, from: string, method: string, path: string, options: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: { accept: 'application/json', origin: `http://localhost:${target.port}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = text;
          try {
            json = JSON.parse(text) as unknown;
          } catch {
            // Not JSON: kept as text.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, json });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A /ws upgrade: 101 when the socket opened (closed again at once), else the refusal's status, headers and body. */
function connect(target: LoneGateway, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${target.port}/ws`, { localAddress: from, headers });
    socket.once('open', () => {
      socket.close();
      resolve({ status: 101, headers: {}, json: undefined });
    });
    socket.once('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
    });
    socket.once('error', (error) => {
      if (socket.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}

/** A GraphQL 429: Retry-After, and the code beside the message. */
function expectRefusedGraphql(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(answer.json).toMatchObject({ errors: [{ message: expect.stringMatching(/^Too many requests/) as unknown, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
}

/** Sends `count` requests one after another, answering their statuses. */
async function statuses(count: number, request: () => Promise<Answer>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await request()).status);
  return seen;
}

/** A 429 as the limits answer it: Retry-After in whole seconds within the window, and a message. */
function expectRefused(answer: Answer, windowSeconds: number): void {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= windowSeconds).toBe(true);
  const body = answer.json as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
  expect(String(body['message'])).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
}

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await redis.flushdb();
  gateway = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, ...limits });
  gateways.push(gateway);
}, 60_000);

afterAll(async () => {
  await Promise.all(gateways.map((started) => stopChild(started.child)));
  await redis.quit();
});

describe('sign-in limits', () => {
  it('refuses the sign-in navigations of one address past its limit with 429 and Retry-After, and lets another address sign in', async () => {
    const from = freshAddress();
    // The login redirect and the provider's callback count together.
    const allowed = [
      ...(await statuses(2, () => send(gateway, from, 'GET', '/api/login'))),
      ...(await statuses(2, () => send(gateway, from, 'GET', '/api/callback?code=x&state=y'))),
    ];
    expect(allowed.filter((status) => status === 429)).toEqual([]);
    expectRefused(await send(gateway, from, 'GET', '/api/login'), 600);
    expectRefused(await send(gateway, from, 'GET', '/api/callback?code=x&state=y'), 600);
    expect((await send(gateway, freshAddress(), 'GET', '/api/login')).status).not.toBe(429);
  });

  it('does not count the hot reads, which never wait on the limits', async () => {
    const from = freshAddress();
    expect((await statuses(4, () => send(gateway, from, 'GET', '/api/login'))).filter((status) => status === 429)).toEqual([]);
    expect((await statuses(12, () => send(gateway, from, 'GET', '/api/auth/user'))).filter((status) => status === 429)).toEqual([]);
    expect((await send(gateway, from, 'GET', '/api/login')).status).toBe(429);
  });
});

describe('write limits', () => {
  it("refuses a signed-in person's writes past the limit, REST and GraphQL mutations alike, and leaves other people and reads alone", async () => {
    const cookie = await signedInCookie(redis, sessionSecret);
    const from = freshAddress();
    const write = () => send(gateway, from, 'POST', '/api/active-session', { headers: { cookie }, body: { intention: 'Peace', location: 'Lisbon', duration: 5 } });
    const mutation = () => send(gateway, from, 'POST', '/graphql', { headers: { cookie }, body: { query: 'mutation { stopActiveSession }' } });
    const counted = [...(await statuses(3, write)), ...(await statuses(2, mutation))];
    expect(counted.filter((status) => status === 429)).toEqual([]);

    expectRefused(await write(), 60);
    expectRefused(await send(gateway, from, 'DELETE', '/api/active-session', { headers: { cookie } }), 60);
    const refusedMutation = await mutation();
    expect(refusedMutation.status).toBe(429);
    expect(Number(refusedMutation.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const { errors } = refusedMutation.json as { errors: { message: string; extensions: unknown }[] };
    expect(errors.map((error) => error.extensions)).toEqual([{ code: 'TOO_MANY_REQUESTS', retryAfter: Number(refusedMutation.headers['retry-after']) }]);
    expect(errors[0]!.message).toMatch(/^Too many requests/);

    // Reads, and GraphQL queries, are not writes.
    expect((await send(gateway, from, 'GET', '/api/active-session', { headers: { cookie } })).status).not.toBe(429);
    const query = await send(gateway, from, 'POST', '/graphql', { headers: { cookie }, body: { query: '{ __typename }' } });
    expect({ status: query.status, json: query.json }).toEqual({ status: 200, json: { data: { __typename: 'Query' } } });

    // Somebody else at the same address writes on.
    const other = await signedInCookie(redis, sessionSecret);
    expect((await send(gateway, from, 'POST', '/api/active-session', { headers: { cookie: other }, body: { intention: 'Peace', location: 'Lisbon', duration: 5 } })).status).not.toBe(429);
  });

  it("counts closing lines among a person's writes: leaving or removing lines past the limit is refused, over REST and GraphQL", async () => {
    const cookie = await signedInCookie(redis, sessionSecret);
    const from = freshAddress();
    const session = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
    const leave = () => send(gateway, from, 'POST', `/api/group-sessions/${session}/closing-lines`, { headers: { cookie }, body: { text: 'Thank you all' } });
    const mutation = () =>
      send(gateway, from, 'POST', '/graphql', { headers: { cookie }, body: { query: 'mutation ($id: ID!) { leaveClosingLine(groupSessionId: $id, text: "Thank you") { id } }', variables: { id: session } } });
    const counted = [...(await statuses(3, leave)), ...(await statuses(2, mutation))];
    expect(counted.filter((status) => status === 429)).toEqual([]);
    expectRefused(await leave(), 60);
    expectRefused(await send(gateway, from, 'DELETE', `/api/group-sessions/${session}/closing-lines/${session}`, { headers: { cookie } }), 60);
    expect((await mutation()).status).toBe(429);
  });

  it('counts a signed-in person wherever they write from', async () => {
    const cookie = await signedInCookie(redis, sessionSecret);
    const spread = await statuses(5, () => send(gateway, freshAddress(), 'PUT', '/api/active-session', { headers: { cookie }, body: { state: 'paused' } }));
    expect(spread.filter((status) => status === 429)).toEqual([]);
    expectRefused(await send(gateway, freshAddress(), 'PUT', '/api/active-session', { headers: { cookie }, body: { state: 'paused' } }), 60);
  });

  it("limits signed-out writes per address, and another address's are not affected", async () => {
    const from = freshAddress();
    // Nothing answers behind this gateway: each write reaches the graph, which fails, so it counts.
    const write = (address: string) => send(gateway, address, 'POST', '/graphql', { body: { query: 'mutation { stopActiveSession }' } });
    expect((await statuses(3, () => write(from))).filter((status) => status === 429)).toEqual([]);
    expect((await write(from)).status).toBe(429);
    expect((await write(freshAddress())).status).not.toBe(429);
  });

  it('counts no refused write, however many arrive at once', async () => {
    const from = freshAddress();
    // Refused before anything runs (signed out, or input the route cannot take): nothing is counted.
    const refused = await Promise.all([
      ...Array.from({ length: 10 }, () => send(gateway, from, 'POST', '/api/meditation-sessions', { body: { intention: 'Peace', location: 'Lisbon', duration: 5 } })),
      ...Array.from({ length: 10 }, () => send(gateway, from, 'POST', '/graphql', { body: { query: 'mutation { stopActiveSession(nothing: 1) }' } })),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([...Array.from({ length: 10 }, () => 401), ...Array.from({ length: 10 }, () => 400)]);
    // The address's three writes are all still there.
    const write = () => send(gateway, from, 'POST', '/graphql', { body: { query: 'mutation { stopActiveSession }' } });
    expect((await statuses(3, write)).filter((status) => status === 429)).toEqual([]);
    expect((await write()).status).toBe(429);
  });

  it("counts a persisted mutation sent by its hash alone, as the same write sent in full", async () => {
    const cookie = await signedInCookie(redis, sessionSecret);
    const from = freshAddress();
    const query = `mutation Stop${randomBytes(4).toString('hex')} { stopActiveSession }`;
    const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
    // Registered with its text: one write.
    expect((await send(gateway, from, 'POST', '/graphql', { headers: { cookie }, body: { query, extensions: { persistedQuery } } })).status).not.toBe(429);
    const byHash = () => send(gateway, from, 'POST', '/graphql', { headers: { cookie }, body: { extensions: { persistedQuery } } });
    const first = await byHash();
    expect(first.json).not.toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    expect((await statuses(3, byHash)).filter((status) => status === 429)).toEqual([]);
    expectRefusedGraphql(await byHash());
    // And in a batch of hashes, each one.
    const other = await signedInCookie(redis, sessionSecret);
    const batch = await send(gateway, from, 'POST', '/graphql', { headers: { cookie: other }, body: Array.from({ length: 6 }, () => ({ extensions: { persistedQuery } })) });
    expect(batch.status).toBe(429);
    expect((batch.json as { errors?: { extensions: { code: string } }[] }[]).filter((answer) => answer.errors?.[0]?.extensions.code === 'TOO_MANY_REQUESTS')).toHaveLength(1);
  });

  it('counts a mutation named in a document of several operations, and not the query chosen from one', async () => {
    const from = freshAddress();
    const cookie = await signedInCookie(redis, sessionSecret);
    const document = 'query Look { __typename } mutation Stop { stopActiveSession }';
    const look = () => send(gateway, from, 'POST', '/graphql', { headers: { cookie }, body: { query: document, operationName: 'Look' } });
    expect(await statuses(8, look)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    const stop = () => send(gateway, from, 'POST', '/graphql', { headers: { cookie }, body: { query: document, operationName: 'Stop' } });
    expect((await statuses(5, stop)).filter((status) => status === 429)).toEqual([]);
    expect((await stop()).status).toBe(429);
  });
});

describe('GraphQL request limit', () => {
  it('counts every GraphQL request of an address, queries too, answering 429 with Retry-After in the API’s error shape, and leaves other addresses alone', async () => {
    const from = freshAddress();
    const query = () => send(gateway, from, 'POST', '/graphql', { body: { query: '{ __typename }' } });
    expect(await statuses(20, query)).toEqual(Array.from({ length: 20 }, () => 200));
    const refused = await query();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60).toBe(true);
    const { errors } = refused.json as { errors: { message: string; extensions: unknown }[] };
    expect(errors.map((error) => error.extensions)).toEqual([{ code: 'TOO_MANY_REQUESTS' }]);
    expect(errors[0]!.message).toMatch(/^Too many requests\. Please try again in \d+ seconds?\.$/);
    // REST reads are not GraphQL requests; another address has its own count.
    expect((await send(gateway, from, 'GET', '/api/auth/user')).status).not.toBe(429);
    expect((await send(gateway, freshAddress(), 'POST', '/graphql', { body: { query: '{ __typename }' } })).status).toBe(200);
  });
});

describe('batched operations', () => {
  it('counts each operation of a batch against the address, as if each were sent alone', async () => {
    const from = freshAddress();
    const batch = (size: number) => send(gateway, from, 'POST', '/graphql', { body: Array.from({ length: size }, () => ({ query: '{ __typename }' })) });
    const answered = await batch(7);
    expect({ status: answered.status, json: answered.json }).toEqual({ status: 200, json: Array.from({ length: 7 }, () => ({ data: { __typename: 'Query' } })) });
    expect((await batch(10)).status).toBe(200);
    // Two requests, but 17 of the address's 20 operations: a third request of 4 goes over.
    expect((await batch(4)).status).toBe(429);
  });

  it("holds each operation of a batch to the operation limits: one over them is refused, and the others' answers still come back", async () => {
    const from = freshAddress();
    const aliases = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const answered = await send(gateway, from, 'POST', '/graphql', { body: [{ query: '{ __typename }' }, { query: aliases }] });
    expect(answered.status).toBe(400);
    const [first, second] = answered.json as [{ data?: unknown }, { errors: { message: string; extensions: { code: string } }[] }];
    expect(first).toEqual({ data: { __typename: 'Query' } });
    expect(second.errors.map((error) => [error.message, error.extensions.code])).toEqual([['The operation uses 31 aliases (at most 30).', 'GRAPHQL_VALIDATION_FAILED']]);
    // A batch carries at most ten operations, and at least one.
    expect((await send(gateway, from, 'POST', '/graphql', { body: Array.from({ length: 11 }, () => ({ query: '{ __typename }' })) })).status).toBe(400);
    expect((await send(gateway, from, 'POST', '/graphql', { body: [] })).status).toBe(400);
  });

  it("counts each mutation of a batch among the person's writes", async () => {
    const cookie = await signedInCookie(redis, sessionSecret);
    const from = freshAddress();
    const stop = { query: 'mutation { stopActiveSession }' };
    const read = { query: '{ __typename }' };
    // 4 of the person's 5 writes, with reads beside them that are not writes.
    expect((await send(gateway, from, 'POST', '/graphql', { headers: { cookie }, body: [stop, read, stop, stop, read, stop] })).status).not.toBe(429);
    // One write is left: a batch of two goes over.
    expect((await send(gateway, from, 'POST', '/graphql', { headers: { cookie }, body: [read, stop, stop] })).status).toBe(429);
  });
});

describe('the cost of operations', () => {
  const fanOut = '{ communities { id upcomingSessions { id } } }';

  it("refuses the probe's query with 400 before any subgraph is asked, and a batch whose operations together cost too much", async () => {
    const from = freshAddress();
    const aliases = Array.from({ length: 30 }, (_, index) => `c${index}: communities { ...F }`).join(' ');
    const probe = `query { ${aliases} } fragment F on Community { id upcomingSessions { id name } liveSession { id } pastSessions { id } }`;
    const refused = await send(gateway, from, 'POST', '/graphql', { body: { query: probe } });
    expect({ status: refused.status, json: refused.json }).toEqual({
      status: 400,
      json: { errors: [{ message: "The operation's estimated cost is 801000 (at most 50000).", extensions: { code: 'BAD_USER_INPUT' } }] },
    });
    // Each alone is within the budget; together they are not.
    const heavier = `{ a: ${fanOut.slice(2, -1)} b: ${fanOut.slice(2, -1)} }`;
    const batch = await send(gateway, freshAddress(), 'POST', '/graphql', { body: [{ query: fanOut }, { query: heavier }] });
    expect(batch.status).toBe(400);
    // Refused as a whole before any of it runs: each answer is the refusal, none a subgraph's.
    const refusal = { errors: [{ message: "The batch's operations together have an estimated cost of 61800 (at most 50000).", extensions: { code: 'BAD_USER_INPUT' } }] };
    expect(batch.json).toEqual([refusal, refusal]);
    // An operation of a batch that fails before it is estimated does not hold up the others.
    const mixed = await send(gateway, freshAddress(), 'POST', '/graphql', { body: [{ query: '{ communities {' }, { query: heavier }, { query: fanOut }] });
    expect(mixed.status).toBe(400);
    expect((mixed.json as unknown[]).slice(1)).toEqual([refusal, refusal]);
  });

  it("charges each operation's estimate to its client per minute: 429 with Retry-After once used up, per address signed out and per person signed in", async () => {
    const from = freshAddress();
    // Nothing answers behind this gateway: the read fails, and what it cost stays charged.
    expect((await send(gateway, from, 'POST', '/graphql', { body: { query: fanOut } })).status).not.toBe(429);
    expectRefusedGraphql(await send(gateway, from, 'POST', '/graphql', { body: { query: fanOut } }));
    // Cheap operations still fit; another address has its own allowance.
    expect((await send(gateway, from, 'POST', '/graphql', { body: { query: '{ communities { id } }' } })).status).not.toBe(429);
    expect((await send(gateway, freshAddress(), 'POST', '/graphql', { body: { query: fanOut } })).status).not.toBe(429);

    const cookie = await signedInCookie(redis, sessionSecret);
    expect((await send(gateway, freshAddress(), 'POST', '/graphql', { headers: { cookie }, body: { query: fanOut } })).status).not.toBe(429);
    expectRefusedGraphql(await send(gateway, freshAddress(), 'POST', '/graphql', { headers: { cookie }, body: { query: fanOut } }));
  });
});

describe('operations at once, and their deadline', () => {
  it("refuses a client's operations past those it may have running, leaves other clients alone, and answers each held one at its deadline", async () => {
    // A subgraph that never answers: every operation is held until its deadline.
    const held = new Set<net.Socket>();
    const silent = http.createServer(() => undefined);
    silent.on('connection', (socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/graphql`;
    const slow = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, ...limits, SUBGRAPH_COMMUNITIES_URL: silentUrl, MAX_OPERATIONS_IN_FLIGHT: '3', SUBGRAPH_DEADLINE_MS: '1500' });
    gateways.push(slow);
    try {
      const from = freshAddress();
      const read = (address: string) => send(slow, address, 'POST', '/graphql', { body: { query: '{ communities { id } }' } });
      const started = Date.now();
      const answers = await Promise.all([...Array.from({ length: 5 }, () => read(from)), read(freshAddress())]);
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      expect(statuses.filter((status) => status === 503)).toHaveLength(4);
      // The other address's one was held like the first three, not refused.
      expect(statuses[5]).toBe(503);
      expect(answers.find((answer) => answer.status === 503)?.json).toEqual({ data: null, errors: [{ message: 'Service unavailable: communities is not answering', extensions: { code: 'UNAVAILABLE' } }] });
      expect(Date.now() - started).toBeLessThan(10_000);
      // Once they are answered, the client may run operations again.
      expect((await read(from)).status).toBe(503);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 60_000);
});

describe('what a field refused after it ran still counts', () => {
  it('keeps a write counted, and a read charged its whole estimate, when an error inside the answer nulls what ran', async () => {
    // A communities subgraph whose every answer is the root field nulled by an error inside it, as when a
    // nested list's argument is refused after the community was created or the lists were read.
    const refusedInside = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const { query } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string };
        const root = /createCommunity/.test(query) ? 'createCommunity' : 'communities';
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { [root]: null }, errors: [{ message: 'limit: must be between 1 and 100', path: [root, 'pastSessions'], extensions: { code: 'BAD_USER_INPUT' } }] }));
      });
    });
    await new Promise<void>((resolve) => refusedInside.listen(0, '127.0.0.1', resolve));
    const communitiesUrl = `http://127.0.0.1:${(refusedInside.address() as net.AddressInfo).port}/graphql`;
    const target = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, ...limits, SUBGRAPH_COMMUNITIES_URL: communitiesUrl });
    gateways.push(target);
    try {
      const from = freshAddress();
      const create = () =>
        send(target, from, 'POST', '/graphql', { body: { query: 'mutation { createCommunity(input: { name: "Dawn", intention: PEACE }) { id pastSessions(limit: -1) { id } } }' } });
      const created = await create();
      expect(created.json).toMatchObject({ data: null, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
      // The address's three writes: the refused field gave none back.
      expect((await statuses(2, create)).filter((status) => status === 429)).toEqual([]);
      expectRefusedGraphql(await create());

      // Estimated at 20,600 of the address's 30,000: charged whole although nothing came back, so a second does not fit.
      const reader = freshAddress();
      const read = () => send(target, reader, 'POST', '/graphql', { body: { query: '{ communities { id upcomingSessions { id } } }' } });
      expect((await read()).json).toMatchObject({ data: null, errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
      expectRefusedGraphql(await read());
    } finally {
      await new Promise<void>((resolve) => refusedInside.close(() => resolve()));
    }
  }, 60_000);
});

describe('the work one process runs at once', () => {
  it("holds an operation while those running leave no room for its estimate, refuses it with 429 once its wait is over, and runs it once there is room", async () => {
    // A subgraph that never answers: an operation that reaches it holds its room until its deadline.
    const held = new Set<net.Socket>();
    let reached: () => void = () => undefined;
    const reachedSubgraph = new Promise<void>((resolve) => (reached = resolve));
    const silent = http.createServer(() => reached());
    silent.on('connection', (socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/graphql`;
    const busy = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, ...limits, SUBGRAPH_COMMUNITIES_URL: silentUrl, COST_IN_FLIGHT: '1000', COST_IN_FLIGHT_WAIT_MS: '300', SUBGRAPH_DEADLINE_MS: '1500' });
    gateways.push(busy);
    try {
      // Estimated at 100 communities of 206 each: over the whole room, so it runs alone.
      const costly = (address: string) => send(busy, address, 'POST', '/graphql', { body: { query: '{ communities { id upcomingSessions { id } } }' } });
      const first = costly(freshAddress());
      await reachedSubgraph;
      const started = Date.now();
      const second = await costly(freshAddress());
      expect(Date.now() - started).toBeLessThan(1500);
      expect(second.status).toBe(429);
      expect(second.headers['retry-after']).toBe('1');
      expect(second.json).toEqual({ errors: [{ message: 'The service is busy with other costly operations. Please try again in 1 second.', extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 1 } }] });
      // Once the first is answered (at its deadline), the room is free again.
      expect((await first).status).toBe(503);
      expect((await costly(freshAddress())).status).toBe(503);
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 60_000);
});

describe('live socket limits', () => {
  it('refuses connects from one address past its limit with 429 and Retry-After before upgrading, and lets another address connect', async () => {
    const from = freshAddress();
    expect(await statuses(3, () => connect(gateway, from))).toEqual([101, 101, 101]);
    expectRefused(await connect(gateway, from), 60);
    expect((await connect(gateway, freshAddress())).status).toBe(101);
  });

  it("refuses a signed-in person's connects past their own limit from any address, and not somebody else's", async () => {
    const cookie = await signedInCookie(redis, sessionSecret);
    expect(await statuses(2, () => connect(gateway, freshAddress(), { cookie }))).toEqual([101, 101]);
    expectRefused(await connect(gateway, freshAddress(), { cookie }), 60);
    expect((await connect(gateway, freshAddress(), { cookie: await signedInCookie(redis, sessionSecret) })).status).toBe(101);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless the hop that sent it is a trusted proxy', async () => {
    const from = freshAddress();
    const spoofed = () => send(gateway, from, 'GET', '/api/login', { headers: { 'x-forwarded-for': freshAddress() } });
    expect((await statuses(4, spoofed)).filter((status) => status === 429)).toEqual([]);
    expect((await spoofed()).status).toBe(429);
  });

  it("counts by the address a trusted proxy names, for requests and sockets alike", async () => {
    const proxied = await startLoneGateway({ REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, ...limits, TRUST_PROXY: 'loopback' });
    gateways.push(proxied);
    const proxy = freshAddress();
    const client = freshAddress();
    const login = (address: string) => send(proxied, proxy, 'GET', '/api/login', { headers: { 'x-forwarded-for': address } });
    expect((await statuses(4, () => login(client))).filter((status) => status === 429)).toEqual([]);
    expect((await login(client)).status).toBe(429);
    expect((await login(freshAddress())).status).not.toBe(429);

    const socketClient = freshAddress();
    expect(await statuses(3, () => connect(proxied, proxy, { 'x-forwarded-for': socketClient }))).toEqual([101, 101, 101]);
    expect((await connect(proxied, proxy, { 'x-forwarded-for': socketClient })).status).toBe(429);
    expect((await connect(proxied, proxy, { 'x-forwarded-for': freshAddress() })).status).toBe(101);
  }, 60_000);
});

describe('socket origin', () => {
  it('refuses an upgrade from a page of another origin with 403 before upgrading, and admits its own origin and non-browser clients', async () => {
    const refused = await connect(gateway, freshAddress(), { origin: 'https://elsewhere.example' });
    expect({ status: refused.status, json: refused.json }).toEqual({ status: 403, json: { message: 'Cross-site socket refused' } });
    expect((await connect(gateway, freshAddress(), { origin: `http://localhost:${gateway.port}` })).status).toBe(101);
    expect((await connect(gateway, freshAddress())).status).toBe(101);
  });
});

describe('when Redis stalls', () => {
  it('keeps answering within the timeout and still limits, counting in memory, and shares counts again once Redis answers', async () => {
    // A relay in front of Redis that can hold every byte, as a frozen Redis would.
    let held = false;
    const pending: (() => void)[] = [];
    const links = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(new URL(testInfraUrls().redisUrl).port), '127.0.0.1');
      const forward = (from: net.Socket, to: net.Socket) =>
        from.on('data', (chunk: Buffer) => {
          if (held) pending.push(() => to.write(chunk));
          else to.write(chunk);
        });
      links.add(client).add(upstream);
      forward(client, upstream);
      forward(upstream, client);
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const relayPort = (relay.address() as net.AddressInfo).port;
    const stalling = await startLoneGateway({ REDIS_URL: `redis://127.0.0.1:${relayPort}/6`, SESSION_SECRET: sessionSecret, ...limits, RATE_LIMIT_REDIS_TIMEOUT_MS: '200' });
    try {
      held = true;
      const from = freshAddress();
      const started = Date.now();
      const seen = await statuses(5, () => send(stalling, from, 'POST', '/graphql', { body: { query: 'mutation { stopActiveSession }' } }));
      // Five writes, each waiting at most the timeout for Redis: nowhere near the stall's length.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(seen.map((status) => status === 429)).toEqual([false, false, false, true, true]);
    } finally {
      held = false;
      for (const release of pending.splice(0)) release();
    }
    try {
      // Redis answers in order: once the gateway's own ping is answered, so is every count it held.
      await waitFor('the stalling gateway to hear from Redis again', async () => {
        const ready = await send(stalling, freshAddress(), 'GET', '/readyz');
        return (ready.json as { checks?: Record<string, string> }).checks?.['redis'] === 'ok';
      });
      const from = freshAddress();
      const mutation = { query: 'mutation { stopActiveSession }' };
      expect((await statuses(3, () => send(stalling, from, 'POST', '/graphql', { body: mutation }))).filter((status) => status === 429)).toEqual([]);
      expect((await send(gateway, from, 'POST', '/graphql', { body: mutation })).status).toBe(429);
    } finally {
      await stopChild(stalling.child);
      for (const link of links) link.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  }, 60_000);
});
