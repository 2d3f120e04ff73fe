import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startInfrastructure, waitFor, type Infrastructure } from '@peace/scripts/harness';
import { loadConfig, serviceEnv } from './config.js';
import { z } from 'zod';
import { INTERNAL_HEADER, signInternalHeader } from './internal-auth.js';
import { defineJob, type JobQueue } from './jobs.js';
import type { RequestContext } from './graphql.js';
import { startRuntime, type ServiceRuntime } from './runtime.js';

const secret = 'runtime-test-secret-0123456789';
let dir: string;
let infra: Infrastructure;
let runtime: ServiceRuntime<Record<string, never>>;
let base: string;
let releaseSlow: (() => void) | undefined;
let jobs: JobQueue;
let httpServer: { listening: boolean };
const job = { started: false, finished: false };
const slowJob = defineJob({
  name: 'slow',
  schema: z.object({}),
  handle: async () => {
    job.started = true;
    // The job's own run time, which the shutdown must wait out: not a wait for anything.
    await new Promise((resolve) => setTimeout(resolve, 500));
    job.finished = true;
  },
});

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-runtime-'));
  // Private servers: this suite stops and starts them.
  infra = await startInfrastructure();
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: infra.databaseUrl });
  await client.connect();
  await client.query(`create table if not exists public.outbox (id uuid primary key, subject text not null, payload jsonb not null, created_at timestamptz not null default now(), published_at timestamptz)`);
  await client.end();
  const schemaPath = path.join(dir, 'schema.graphql');
  writeFileSync(
    schemaPath,
    `extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])
     type Query { whoami: String loggedAs: String slow: String! }`,
  );
  const config = loadConfig(serviceEnv, {
    PORT: '0',
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
    NATS_URL: infra.natsUrl,
    INTERNAL_SECRET: secret,
    LOG_LEVEL: 'silent',
  });
  runtime = await startRuntime({ name: 'runtime-test', schemaName: 'public', config, schema: {} });
  jobs = await runtime.startJobs([slowJob]);
  const server = await runtime.serve({
    schemaPath,
    resolvers: {
      Query: {
        whoami: (_: unknown, __: unknown, context: { userId: string | null }) => context.userId,
        loggedAs: (_: unknown, __: unknown, context: RequestContext) => JSON.stringify(context.logger.bindings()),
        slow: () =>
          new Promise<string>((resolve) => {
            releaseSlow = () => resolve('finished');
          }),
      },
    },
  });
  httpServer = server.server;
  const address = server.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  await runtime?.lifecycle.shutdown().catch(() => undefined);
  await infra?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const graphql = (query: string, header?: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(header ? { [INTERNAL_HEADER]: header } : {}) },
    body: JSON.stringify({ query }),
  });

async function readiness(): Promise<{ status: number; body: { checks: Record<string, string> } }> {
  const response = await fetch(`${base}/readyz`);
  return { status: response.status, body: (await response.json()) as { checks: Record<string, string> } };
}

async function eventuallyStatus(expected: number, timeoutMs = 20_000) {
  let last = await readiness();
  await waitFor(`readiness to answer ${expected}`, async () => (last = await readiness()).status === expected, { timeoutMs, intervalMs: 200 }).catch(() => undefined);
  expect(last.status).toBe(expected);
  return last;
}

describe('a subgraph', () => {
  it('answers a request carrying a valid signed internal header, with the user it names', async () => {
    const response = await graphql('{ whoami }', signInternalHeader({ userId: 'user-1', requestId: 'req-1' }, secret));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { whoami: 'user-1' } });
  });

  it('gives a resolver a logger that names the request and its user', async () => {
    const response = await graphql('{ loggedAs }', signInternalHeader({ userId: 'user-1', requestId: 'req-logged' }, secret));
    const answer = (await response.json()) as { data: { loggedAs: string } };
    expect(JSON.parse(answer.data.loggedAs)).toMatchObject({ requestId: 'req-logged', userId: 'user-1' });
  });

  it('rejects a request without the internal header', async () => {
    expect((await graphql('{ whoami }')).status).toBe(401);
  });

  it('rejects a request whose header was signed with another secret', async () => {
    const forged = signInternalHeader({ userId: 'admin', requestId: 'req-2' }, 'not-the-shared-secret-at-all');
    expect((await graphql('{ whoami }', forged)).status).toBe(401);
  });

  it('is live without checking anything outside the process', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
  });

  it.each(['postgres', 'redis', 'nats'] as const)('reports not ready while %s is stopped and ready again when it is back', async (name) => {
    await eventuallyStatus(200);
    const server = infra.servers[name]!;
    await server.stop();
    const down = await eventuallyStatus(503);
    expect(down.body.checks[name]).not.toBe('ok');
    await server.start();
    const up = await eventuallyStatus(200, 30_000);
    expect(up.body.checks[name]).toBe('ok');
  });

  it('finishes in-flight requests and running jobs when it shuts down', async () => {
    await jobs.enqueue(slowJob, {});
    await waitFor('the slow job to start', () => job.started, { intervalMs: 10 });
    const inFlight = graphql('{ slow }', signInternalHeader({ userId: null, requestId: 'req-3' }, secret));
    await waitFor('the slow request to arrive', () => Boolean(releaseSlow), { intervalMs: 10 });
    const shutdown = runtime.lifecycle.shutdown();
    // The request is released only once the shutdown has stopped taking new connections.
    await waitFor('the server to stop listening', () => !httpServer.listening, { intervalMs: 10 });
    if (!releaseSlow) throw new Error('the slow request is not held');
    releaseSlow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { slow: 'finished' } });
    await shutdown;
    // The worker closed only after its running job was done, and before Redis was quit.
    expect(job.finished).toBe(true);
    // Once shut down it accepts nothing new.
    await expect(fetch(`${base}/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();
  });
});
