// A frozen Redis (SIGSTOP: the process keeps its connections but answers nothing, as a stalled
// server or a silent network looks to its clients) must not hold signed-in requests: they answer
// within a bound from the durable copies, or with 503 and a message, and everything is back to
// normal as soon as it resumes. Redis of its own: freezing the run's shared one would stall every
// other suite.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@jest/globals';
import { Redis } from 'ioredis';
import { startRedis, startStack, type ServerHandle, type Stack } from '@peace/scripts/harness';
import { createTestDatabase, testInfraUrls } from '@peace/scripts/testing';
import { Browser, signInThroughProvider, type NavigateOptions } from '@peace/identity/testing';

const BOUND_MS = 2_000;
const FROZEN_MS = 10_000;

interface Timed {
  what: string;
  status: number;
  ms: number;
  body: Record<string, unknown>;
}

/** The process id of the Redis server behind a URL, as the server itself tells it. */
async function redisPid(url: string): Promise<number> {
  const client = new Redis(url);
  try {
    const info = await client.info('server');
    const pid = /^process_id:(\d+)/m.exec(info)?.[1];
    if (!pid) throw new Error('redis did not tell its process id');
    return Number(pid);
  } finally {
    client.disconnect();
  }
}

describe('a stalled Redis', () => {
  let dir: string;
  let redis: ServerHandle;
  let stack: Stack;
  let browser: Browser;
  let pid: number;
  let frozen = false;

  const timed = async (what: string, url: string, init: Omit<NavigateOptions, 'stopBefore'> = {}): Promise<Timed> => {
    const started = performance.now();
    const response = await browser.request(`${stack.baseUrl}${url}`, { ...init, headers: { accept: 'application/json', origin: stack.baseUrl, ...init.headers } });
    const body = (await response.json()) as Record<string, unknown>;
    return { what, status: response.status, ms: performance.now() - started, body };
  };
  const readActive = () => timed('GET /api/active-session', '/api/active-session');
  const pollActive = () =>
    timed('POST /graphql ActiveSession', '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ActiveSession { activeSession { state remainingSeconds __typename } }' }),
    });
  const readUser = () => timed('GET /api/auth/user', '/api/auth/user');
  const setState = (state: 'paused' | 'meditating') =>
    timed(`PUT /api/active-session ${state}`, '/api/active-session', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state }) });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'peace-redis-stall-'));
    redis = await startRedis({ dir });
    const databaseUrl = await createTestDatabase('redis-stall');
    stack = await startStack({ infra: { ...testInfraUrls(), databaseUrl, redisUrl: redis.url }, env: { LOG_LEVEL: 'warn' } });
    browser = new Browser();
    await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: 'stall@example.com' });
    const started = await timed('POST /api/active-session', '/api/active-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ intention: 'Peace', location: 'Here', duration: 20 }),
    });
    expect(started.status).toBe(201);
    pid = await redisPid(redis.url);
  }, 180_000);

  afterAll(async () => {
    if (frozen) process.kill(pid, 'SIGCONT');
    await stack?.stop();
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers signed-in requests within 2 s while frozen, keeps a pause made meanwhile, and recovers when it resumes', async () => {
    expect((await readActive()).status).toBe(200);

    const answers: Timed[] = [];
    process.kill(pid, 'SIGSTOP');
    frozen = true;
    const until = Date.now() + FROZEN_MS;
    try {
      // Long enough for every in-memory copy (sessions, active sessions) to run out.
      answers.push(await setState('paused'));
      while (Date.now() < until) {
        answers.push(...(await Promise.all([readActive(), pollActive(), readUser()])));
      }
    } finally {
      process.kill(pid, 'SIGCONT');
      frozen = false;
    }

    for (const answer of answers) {
      expect({ what: answer.what, status: answer.status === 200 || answer.status === 503 ? 'answered' : answer.status, slow: answer.ms > BOUND_MS ? answer.ms : false }).toEqual({ what: answer.what, status: 'answered', slow: false });
      if (answer.status === 503) expect(answer.body).toEqual({ message: expect.any(String) });
    }
    // The durable copies answered: the pause made while Redis was frozen shows in the reads after it.
    const reads = answers.filter((answer) => answer.what === 'GET /api/active-session');
    expect(reads.length).toBeGreaterThan(3);
    expect(reads.filter((read) => read.status === 200).map((read) => read.body['state'])).toEqual(reads.filter((read) => read.status === 200).map(() => 'paused'));
    expect(reads.some((read) => read.status === 200)).toBe(true);

    // Back at once: the next reads answer fast, with nothing lost, and a change shows on the next read.
    const after = await readActive();
    expect(after).toMatchObject({ status: 200, body: { state: 'paused' } });
    expect(after.ms).toBeLessThan(BOUND_MS);
    expect(await setState('meditating')).toMatchObject({ status: 200, body: { state: 'meditating' } });
    expect(await readActive()).toMatchObject({ status: 200, body: { state: 'meditating' } });
    expect((await pollActive()).body).toEqual({ data: { activeSession: { state: 'MEDITATING', remainingSeconds: expect.any(Number), __typename: 'ActiveSession' } } });
    expect(await readUser()).toMatchObject({ status: 200, body: { email: 'stall@example.com' } });
  }, 90_000);
});
