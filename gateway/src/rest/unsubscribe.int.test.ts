// The limits of unsubscribe POSTs, against a gateway process with Redis behind it: a mail provider's
// one-click POSTs for many people from one address are not held to the write limit of that
// address; they count per token, and an address guessing at tokens is refused. The limits stand in
// front of the graph, so what the notification subgraph would answer does not matter here, except
// that a refusal is a 429 and nothing else is.
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { stopChild } from '@peace/scripts/harness';
import { testInfraUrls } from '@peace/scripts/testing';
import { startLoneGateway, type LoneGateway } from '../testing/lone-gateway.js';
import { UNSUBSCRIBE_LIMITS } from './unsubscribe.js';

const redisUrl = `${testInfraUrls().redisUrl}/12`;
let redis: Redis;
let gateway: LoneGateway;

const freshAddress = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

/** A token of the shape the notification service signs, for a person of its own; its signature is made up. */
const someToken = () => `${Buffer.from(randomUUID()).toString('base64url')}.${randomBytes(32).toString('base64url')}`;

interface Answer {
  status: number;
  retryAfter: string | undefined;
}

/** One POST from the given local address, as a mail provider's one-click request is made: no cookie, no origin of ours. */
function post(from: string, path: string, body?: string, contentType = 'application/x-www-form-urlencoded', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: gateway.port, method: 'POST', path, localAddress: from, agent: false, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': contentType }) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const unsubscribe = (from: string, token: string) => post(from, `/api/email/unsubscribe?token=${encodeURIComponent(token)}`, 'List-Unsubscribe=One-Click');

beforeAll(async () => {
  redis = new Redis(redisUrl);
  await redis.flushdb();
  gateway = await startLoneGateway({ REDIS_URL: redisUrl, RATE_LIMIT_WRITES_PER_ADDRESS: '3', RATE_LIMIT_WRITES_WINDOW_S: '60' });
}, 60_000);

afterAll(async () => {
  await stopChild(gateway?.child);
  await redis?.quit();
});

describe('unsubscribe limits', () => {
  it("lets one address post many people's one-click unsubscribes past the write limit, and leaves its write count alone", async () => {
    const provider = freshAddress();
    for (let i = 0; i < 8; i++) expect((await unsubscribe(provider, someToken())).status).not.toBe(429);
    // Its own writes still have their whole allowance, and then the write limit holds (nothing answers behind this gateway, so each write counts).
    const write = () => post(provider, '/graphql', JSON.stringify({ query: 'mutation { stopActiveSession }' }), 'application/json', { origin: `http://localhost:${gateway.port}` });
    for (let i = 0; i < 3; i++) expect((await write()).status).not.toBe(429);
    expect((await write()).status).toBe(429);
  });

  it('refuses the same token posted past its own limit with 429 and Retry-After, from any address, and not another token', async () => {
    const token = someToken();
    for (let i = 0; i < UNSUBSCRIBE_LIMITS.perToken.points; i++) expect((await unsubscribe(freshAddress(), token)).status).not.toBe(429);
    const refused = await unsubscribe(freshAddress(), token);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.retryAfter);
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= UNSUBSCRIBE_LIMITS.perToken.windowSeconds).toBe(true);
    expect((await unsubscribe(freshAddress(), someToken())).status).not.toBe(429);
  });

  it('answers tokens that are not valid with 400, and refuses every unsubscribe from an address that sent too many', async () => {
    const guesser = freshAddress();
    for (let i = 0; i < UNSUBSCRIBE_LIMITS.invalidPerAddress.points; i++) expect((await unsubscribe(guesser, `not-a-token-${i}`)).status).toBe(400);
    expect((await unsubscribe(guesser, 'not-a-token')).status).toBe(429);
    expect((await unsubscribe(guesser, someToken())).status).toBe(429);
    expect((await unsubscribe(freshAddress(), 'not-a-token')).status).toBe(400);
  });
});
