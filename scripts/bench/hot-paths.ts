// The reads every signed-in browser makes most, through the whole stack on this machine and the
// one path every read takes (gateway → federated graph → the owning subgraph): the sit's read
// (REST and the web's own GraphQL query, answered by the meditation subgraph from its Redis copy),
// the signed-in user look-up (identity) and the public global figures (stats, from the figures it
// keeps between events). Each is measured beside two anchors started in processes
// of their own and measured in the same run, one after the other, so all see the same machine:
// bare node:http answering a fixed JSON body, and Express + ioredis checking a signed cookie, doing
// one Redis GET and computing the seconds left. The sit's REST read is also measured beside a third:
// the same read through Apollo's federation parts alone (a gateway and a subgraph, two processes,
// nothing of the product), the least the prescribed path can cost. The load comes from autocannon in its own process.
// Beside each figure: the processor time each request cost the gateway, the subgraph that owns the
// field and the Express anchor, which a machine busy with other work changes far less than req/s.
// Run: npm run bench:hot-paths  (SECONDS=8 CONNECTIONS=64 to change the load; HOT_READS=active-session to measure only reads whose name has that text)
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, print, visit, type DocumentNode } from 'graphql';
import { Redis } from 'ioredis';
import { SESSION_COOKIE, signSessionId } from '@peace/kit';
import { Browser, signInThroughProvider } from '@peace/identity/testing';
import { ActiveSessionDocument } from '../../web/src/graphql/__generated__/graphql.js';
import { anchorSessionKey, type AnchorSession } from './anchors/announce.js';
import { startAnchor } from './anchors/index.js';
import { cpuMs, loadAverage } from './lib/cpu.js';
import { runLoad, type LoadOptions, type LoadResult } from './lib/load.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';
import { withStack } from './lib/stack.js';

const seconds = Number(process.env['SECONDS'] ?? 8);
const connections = Number(process.env['CONNECTIONS'] ?? 64);
const SCENARIO = 'hot reads';
const P99_GOAL_MS = 25;
/** The share of the Express + ioredis anchor's throughput a read through the federated path must reach. */
const ANCHOR_SHARE_GOAL = 0.4;

/** The document as Apollo Client sends it: every selection set below the root asks for __typename too. */
function withTypenames(document: DocumentNode): string {
  const added = visit(document, {
    SelectionSet: (node, _key, parent) => {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
  return print(added);
}

interface HotRead {
  what: string;
  /** The subgraph that answers the read. */
  subgraph: string;
  load: Omit<LoadOptions, 'url' | 'connections' | 'seconds'> & { path: string };
  /** Also measured beside the same read through Apollo's federation parts alone. */
  beside?: 'federation';
}

async function measure(baseUrl: string, read: HotRead['load'], duration = seconds): Promise<LoadResult> {
  const { path: urlPath, ...rest } = read;
  return runLoad({ ...rest, url: `${baseUrl}${urlPath}`, connections, seconds: duration });
}

/** A measurement with the processor time (µs) each request cost each of the processes named. */
async function measureCpu(baseUrl: string, read: HotRead['load'], pids: Record<string, number | undefined>): Promise<{ result: LoadResult; cpu: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid) ?? 0]));
  const result = await measure(baseUrl, read);
  const cpu = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, (((cpuMs(pid) ?? 0) - before[name]!) * 1000) / Math.max(1, result.requests)]));
  return { result, cpu };
}

const perRequest = (cpu: Record<string, number>) =>
  Object.entries(cpu)
    .map(([name, micros]) => `${name} ${Math.round(micros)} µs`)
    .join(', ');

async function run(): Promise<BenchRow[]> {
  // The stack's rate limits stand aside: every request comes from one address, far faster than a person's.
  return withStack({ env: { LOG_LEVEL: 'warn' } }, async (infra, stack) => {
    const redis = new Redis(infra.redisUrl);
    const anchorSecret = 'bench-anchor-secret';
    const bare = await startAnchor('bare-http');
    const express = await startAnchor('express-redis', { ANCHOR_REDIS_URL: infra.redisUrl, ANCHOR_SESSION_SECRET: anchorSecret });
    // The same read through Apollo's federation parts alone, to show what they cost before the product adds anything.
    const federatedSubgraph = await startAnchor('federation', { ANCHOR_ROLE: 'subgraph', ANCHOR_REDIS_URL: infra.redisUrl });
    const federated = await startAnchor('federation', { ANCHOR_ROLE: 'gateway', ANCHOR_SESSION_SECRET: anchorSecret, ANCHOR_SUBGRAPH_URL: `${federatedSubgraph.url}/graphql` });
    try {
      const browser = new Browser();
      await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: 'bench-hot@example.org', firstName: 'Bench', lastName: 'Hot' });
      const started = await browser.request(`${stack.baseUrl}/api/active-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.baseUrl },
        body: JSON.stringify({ intention: 'Peace', location: 'Bench', duration: 20 }),
      });
      if (started.status !== 201) throw new Error(`starting a meditation answered ${started.status}: ${await started.text()}`);
      const cookie = `${SESSION_COOKIE}=${browser.cookie(new URL(stack.baseUrl).hostname, SESSION_COOKIE) ?? ''}`;

      // The anchor's session: a signed cookie and its meditation in Redis, as the gateway's are.
      const anchorSid = 'b'.repeat(43);
      const anchorSession: AnchorSession = { intention: 'Peace', duration: 20, startTime: Date.now() };
      await redis.set(anchorSessionKey(anchorSid), JSON.stringify(anchorSession), 'PX', 3_600_000);
      const anchorRead: HotRead['load'] = { path: '/active-session', headers: { cookie: `${SESSION_COOKIE}=${signSessionId(anchorSid, anchorSecret)}` } };
      for (const anchor of [express, federated]) {
        const anchorCheck = await fetch(`${anchor.url}/active-session`, { headers: anchorRead.headers });
        if (!anchorCheck.ok) throw new Error(`the anchor at ${anchor.url} answered ${anchorCheck.status}`);
      }

      const reads: HotRead[] = [
        { what: 'GET /api/active-session', subgraph: 'meditation', load: { path: '/api/active-session', headers: { cookie } }, beside: 'federation' },
        {
          what: 'POST /graphql ActiveSession',
          subgraph: 'meditation',
          load: {
            path: '/graphql',
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'fetch' },
            body: JSON.stringify({ operationName: 'ActiveSession', variables: {}, query: withTypenames(ActiveSessionDocument) }),
          },
        },
        { what: 'GET /api/auth/user', subgraph: 'identity', load: { path: '/api/auth/user', headers: { cookie } } },
        { what: 'GET /api/stats/global', subgraph: 'stats', load: { path: '/api/stats/global' } },
      ];
      const only = process.env['HOT_READS'];
      if (only) reads.splice(0, reads.length, ...reads.filter((read) => read.what.includes(only)));
      for (const read of reads) {
        // Each read must answer correctly before its speed means anything.
        const check = await fetch(`${stack.baseUrl}${read.load.path}`, {
          method: read.load.method ?? 'GET',
          headers: read.load.headers ?? {},
          ...(read.load.body === undefined ? {} : { body: read.load.body }),
        });
        const text = await check.text();
        if (!check.ok || text.includes('"errors"')) throw new Error(`${read.what} answered ${check.status}: ${text.slice(0, 500)}`);
      }

      console.log(`${seconds} s per measurement, ${connections} connections, ${os.cpus().length} cores shared by everything; load average ${loadAverage()}`);
      const rows: BenchRow[] = [];
      for (const read of reads) {
        // A short warm-up of each, so every figure is of the steady state.
        await measure(stack.baseUrl, read.load, 2);
        await measure(express.url, anchorRead, 2);
        const bareResult = await measure(bare.url, { path: '/' });
        const { result: anchorResult, cpu: anchorCpu } = await measureCpu(express.url, anchorRead, { 'Express + ioredis': express.pid });
        const { result, cpu } = await measureCpu(stack.baseUrl, read.load, {
          gateway: stack.components.get('gateway')?.process.pid,
          [read.subgraph]: stack.components.get(read.subgraph)?.process.pid,
        });
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${read.what}: ${result.non2xx} answers outside 2xx and ${result.errors} errors under load`);
        const apolloAlone = read.beside ? await measureCpu(federated.url, anchorRead, { 'Apollo gateway alone': federated.pid, 'Apollo subgraph alone': federatedSubgraph.pid }) : undefined;
        console.log(
          `${read.what.padEnd(30)} ${Math.round(result.requestsPerSecond)} req/s p50 ${result.p50} ms p99 ${result.p99} ms (${(result.requestsPerSecond / anchorResult.requestsPerSecond).toFixed(2)}× the anchor) · Express + ioredis ${Math.round(anchorResult.requestsPerSecond)} req/s p99 ${anchorResult.p99} ms · node:http ${Math.round(bareResult.requestsPerSecond)} req/s · load average ${loadAverage()}\n${''.padEnd(31)}processor time a request: ${perRequest(cpu)}; ${perRequest(anchorCpu)}`,
        );
        rows.push(
          {
            scenario: SCENARIO,
            what: `${read.what} throughput`,
            value: result.requestsPerSecond,
            unit: 'req/s',
            better: 'higher',
            anchor: { what: 'Express + ioredis', value: anchorResult.requestsPerSecond },
            goal: `≥ ${ANCHOR_SHARE_GOAL}× Express + ioredis`,
            met: result.requestsPerSecond >= anchorResult.requestsPerSecond * ANCHOR_SHARE_GOAL,
          },
          {
            scenario: SCENARIO,
            what: `${read.what} p99`,
            value: result.p99,
            unit: 'ms',
            better: 'lower',
            anchor: { what: 'Express + ioredis', value: anchorResult.p99 },
            goal: `≤ ${P99_GOAL_MS} ms at ${connections} connections`,
            met: result.p99 <= P99_GOAL_MS,
          },
          {
            scenario: SCENARIO,
            what: `${read.what} throughput`,
            value: result.requestsPerSecond,
            unit: 'req/s',
            better: 'higher',
            anchor: { what: 'bare node:http', value: bareResult.requestsPerSecond },
          },
        );
        if (apolloAlone) {
          console.log(
            `${''.padEnd(31)}Apollo federation alone ${Math.round(apolloAlone.result.requestsPerSecond)} req/s p99 ${apolloAlone.result.p99} ms (${(apolloAlone.result.requestsPerSecond / anchorResult.requestsPerSecond).toFixed(2)}× Express + ioredis); processor time a request: ${perRequest(apolloAlone.cpu)}`,
          );
          rows.push(
            { scenario: SCENARIO, what: `${read.what} throughput`, value: result.requestsPerSecond, unit: 'req/s', better: 'higher', anchor: { what: 'Apollo federation alone', value: apolloAlone.result.requestsPerSecond } },
            { scenario: SCENARIO, what: `${read.what} p99`, value: result.p99, unit: 'ms', better: 'lower', anchor: { what: 'Apollo federation alone', value: apolloAlone.result.p99 } },
          );
        }
      }
      return rows;
    } finally {
      redis.disconnect();
      await Promise.all([bare.stop(), express.stop(), federated.stop(), federatedSubgraph.stop()]);
    }
  });
}

export const scenario: BenchScenario = { name: SCENARIO, run };

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runAlone(scenario);
