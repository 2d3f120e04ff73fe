// Presence under churn: 10,000 live sockets on one gateway while people start and stop sits at 10
// and then 100 a second, each phase for PRESENCE_SECONDS (60). It prints the presence frames each
// socket was sent a second (the gateway sends at most one), how long a change takes to reach every
// socket (p99), and the gateway's processor use at each rate, which should stay flat as the churn
// rises. The sits are written to the stack's Redis as the meditation service writes them after its
// commits (PresenceStore), so the gateway's processor time is its presence work alone, not the
// requests that start and stop sits. A change's reach is timed with a probe person who starts and
// stops a Service sit every few seconds while the others churn through the other intentions.
// Anchors, same run: pushing every change to every socket would send as many frames a socket as
// there are changes; a bare `ws` server sending one frame a second to the same sockets, its
// processor use and the reach of one frame.
// Run: npx tsx scripts/bench/presence.ts  (PRESENCE_SOCKETS=10000 PRESENCE_SECONDS=60 SOCKET_PROCESSES=2)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { PresenceStore } from '@peace/meditation/live';
import { INTENTIONS } from '@peace/proto';
import { REPO_ROOT } from '@peace/scripts/harness';
import { startHelper, type HelperProcess } from './lib/child.js';
import { cpuMs } from './lib/cpu.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';
import { withStack } from './lib/stack.js';

const total = Number(process.env['PRESENCE_SOCKETS'] ?? 10_000);
const seconds = Number(process.env['PRESENCE_SECONDS'] ?? 60);
const processes = Number(process.env['SOCKET_PROCESSES'] ?? 2);
const RATES = [10, 100] as const;
/** People behind the churn: each change starts or stops one of them. */
const PEOPLE = 2_000;
const PROBE_EVERY_MS = 2_500;
const CLIENTS = path.join(REPO_ROOT, 'scripts/bench/lib/presence-clients.ts');
const BARE_SERVER = path.join(REPO_ROOT, 'scripts/bench/lib/bare-ws-server.ts');
/** The churn's intentions: every one but the probe's. */
const CHURNED = INTENTIONS.filter((intention) => intention !== 'Service');

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function connectAll(clients: HelperProcess[], url: string): Promise<void> {
  clients.forEach((client, index) => {
    const count = Math.floor(total / clients.length) + (index < total % clients.length ? 1 : 0);
    client.send({ type: 'connect', url, count });
  });
  const opened = await Promise.all(clients.map((client) => client.next<{ type: 'connected'; open: number }>('connected', 300_000)));
  const open = opened.reduce((sum, answer) => sum + answer.open, 0);
  if (open !== total) throw new Error(`${open} of ${total} sockets open`);
}

/** Frames each socket received since the last call. */
async function framesSince(clients: HelperProcess[]): Promise<number[]> {
  for (const client of clients) client.send({ type: 'frames' });
  const answers = await Promise.all(clients.map((client) => client.next<{ type: 'frames'; frames: number[] }>('frames')));
  return answers.flatMap((answer) => answer.frames);
}

/** Watches every socket for Service reaching value, causes it, and answers the delays from the cause. */
async function reach(clients: HelperProcess[], value: number, cause: () => Promise<unknown>): Promise<number[]> {
  for (const client of clients) client.send({ type: 'watch', intention: 'Service', value });
  await Promise.all(clients.map((client) => client.next('watching')));
  const causedAt = now();
  await cause();
  const answers = await Promise.all(clients.map((client) => client.next<{ type: 'seen'; times: number[]; missing: number }>('seen', 30_000)));
  const missing = answers.reduce((sum, answer) => sum + answer.missing, 0);
  if (missing > 0) throw new Error(`${missing} of ${total} sockets never saw Service at ${value}`);
  return answers.flatMap((answer) => answer.times.map((time) => time - causedAt));
}

interface Phase {
  rate: number;
  /** Changes written a second, as measured. */
  changesPerSecond: number;
  framesPerSocketPerSecond: { mean: number; max: number };
  reachP99: number;
  reachMax: number;
  /** Share of one core the gateway used. */
  cpu: number;
}

/** One phase: churn at rate changes a second with probes between, for the phase's seconds. */
async function phase(clients: HelperProcess[], store: PresenceStore, gatewayPid: number, rate: number): Promise<Phase> {
  const people = Array.from({ length: PEOPLE }, () => ({ id: randomUUID(), meditating: false }));
  let revision = Date.now() * 1000;
  const change = async () => {
    const person = people[Math.floor(Math.random() * people.length)]!;
    const at = Date.now();
    person.meditating = !person.meditating;
    if (person.meditating) await store.meditating(person.id, CHURNED[Math.floor(Math.random() * CHURNED.length)]!, ++revision, at + 20 * 60_000, at);
    else await store.notMeditating(person.id, ++revision, at);
  };
  const probe = randomUUID();
  let probing = 0;

  await framesSince(clients);
  const cpuBefore = cpuMs(gatewayPid)!;
  const started = now();
  const endsAt = started + seconds * 1000;
  let changes = 0;
  // A batch every tenth of a second, so the churn is spread over the second as people's are.
  const churn = (async () => {
    for (let batch = 1; now() < endsAt; batch += 1) {
      const due = Math.round((rate * batch) / 10) - changes;
      changes += due;
      await Promise.all(Array.from({ length: due }, change));
      await sleep(Math.max(0, started + batch * 100 - now()));
    }
  })();
  const delays: number[] = [];
  const probes = (async () => {
    await sleep(PROBE_EVERY_MS);
    while (now() + PROBE_EVERY_MS < endsAt) {
      const at = Date.now();
      probing = probing === 0 ? 1 : 0;
      const value = probing;
      delays.push(...(await reach(clients, value, () => (value === 1 ? store.meditating(probe, 'Service', ++revision, at + 20 * 60_000, at) : store.notMeditating(probe, ++revision, at)))));
      await sleep(PROBE_EVERY_MS);
    }
  })();
  await Promise.all([churn, probes]);
  const elapsedMs = now() - started;
  const cpu = (cpuMs(gatewayPid)! - cpuBefore) / elapsedMs;
  const frames = await framesSince(clients);
  // Nobody is left meditating, for the next phase to start from the same place.
  await Promise.all(people.filter((person) => person.meditating).map((person) => store.notMeditating(person.id, ++revision, Date.now())));
  if (probing === 1) await store.notMeditating(probe, ++revision, Date.now());
  const perSecond = frames.map((count) => count / (elapsedMs / 1000));
  delays.sort((a, b) => a - b);
  return {
    rate,
    changesPerSecond: changes / (elapsedMs / 1000),
    framesPerSocketPerSecond: { mean: perSecond.reduce((sum, value) => sum + value, 0) / perSecond.length, max: Math.max(...perSecond) },
    reachP99: percentile(delays, 99),
    reachMax: delays.at(-1) ?? 0,
    cpu,
  };
}

async function throughGateway(clients: HelperProcess[]): Promise<Phase[]> {
  return withStack({ env: { LOG_LEVEL: 'warn' } }, async (infra, stack) => {
    const redis = new Redis(infra.redisUrl);
    try {
      const store = new PresenceStore(redis);
      const url = `${stack.baseUrl.replace(/^http/, 'ws')}/ws`;
      console.log(`Opening ${total} sockets from ${clients.length} processes…`);
      await connectAll(clients, url);
      const gatewayPid = stack.components.get('gateway')!.process.pid!;
      const phases: Phase[] = [];
      for (const rate of RATES) {
        console.log(`Churning ${rate} starts and stops a second for ${seconds} s…`);
        phases.push(await phase(clients, store, gatewayPid, rate));
        // The last changes reach every socket before the next phase starts counting.
        await sleep(2000);
      }
      for (const client of clients) client.send({ type: 'close' });
      await Promise.all(clients.map((client) => client.next('closed')));
      return phases;
    } finally {
      redis.disconnect();
    }
  });
}

/** The bare server: the same sockets sent one frame of the same size a second; its processor use, and one frame's reach. */
async function throughBareServer(clients: HelperProcess[]): Promise<{ cpu: number; reachP99: number }> {
  const server = startHelper(BARE_SERVER);
  try {
    const { port } = await server.next<{ type: 'listening'; port: number }>('listening', 60_000);
    console.log(`Opening ${total} sockets to a bare ws server…`);
    const frame = (service: number) => JSON.stringify({ type: 'activeMeditators', count: 1000 + service, intentions: { ...Object.fromEntries(CHURNED.map((intention) => [intention, 150])), Service: service } });
    const sender = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    await new Promise((resolve, reject) => sender.once('open', resolve).once('error', reject));
    try {
      // The clients wait to be sent the counts once: a first frame, then each socket is welcomed.
      const connecting = connectAll(clients, `ws://127.0.0.1:${port}/ws`);
      const welcome = setInterval(() => sender.send(JSON.stringify({ type: 'broadcast', message: frame(0) })), 1000);
      await connecting.finally(() => clearInterval(welcome));
      const pid = server.child.pid!;
      const window = Math.min(seconds, 20) * 1000;
      const before = cpuMs(pid)!;
      const started = now();
      for (let second = 0; now() - started < window; second += 1) {
        sender.send(JSON.stringify({ type: 'broadcast', message: frame(second % 2 === 0 ? 2 : 0) }));
        await sleep(Math.max(0, started + (second + 1) * 1000 - now()));
      }
      const cpu = (cpuMs(pid)! - before) / (now() - started);
      const delays = (await reach(clients, 1, async () => sender.send(JSON.stringify({ type: 'broadcast', message: frame(1) })))).sort((a, b) => a - b);
      for (const client of clients) client.send({ type: 'close' });
      await Promise.all(clients.map((client) => client.next('closed')));
      return { cpu, reachP99: percentile(delays, 99) };
    } finally {
      sender.terminate();
    }
  } finally {
    await server.end();
  }
}

async function run(): Promise<BenchRow[]> {
  const clients = Array.from({ length: processes }, () => startHelper(CLIENTS));
  try {
    const phases = await throughGateway(clients);
    const bare = await throughBareServer(clients);
    const name = 'presence';
    const percent = (share: number) => share * 100;
    const rows: BenchRow[] = [];
    for (const result of phases) {
      const at = `at ${result.rate} changes/s`;
      rows.push(
        { scenario: name, what: `frames per socket per second ${at}, busiest socket`, value: result.framesPerSocketPerSecond.max, unit: 'frames/s', better: 'lower', anchor: { what: 'every change pushed', value: result.changesPerSecond }, goal: '≤ 1', met: result.framesPerSocketPerSecond.max <= 1 },
        { scenario: name, what: `frames per socket per second ${at}, mean`, value: result.framesPerSocketPerSecond.mean, unit: 'frames/s', better: 'lower', anchor: { what: 'every change pushed', value: result.changesPerSecond } },
        { scenario: name, what: `a change's reach to ${total} sockets ${at} p99`, value: result.reachP99, unit: 'ms', better: 'lower', anchor: { what: `bare ws, one frame to ${total} sockets`, value: bare.reachP99 }, goal: '≤ 1,500 ms', met: result.reachP99 <= 1500 },
        { scenario: name, what: `a change's reach to ${total} sockets ${at} max`, value: result.reachMax, unit: 'ms', better: 'lower' },
        { scenario: name, what: `gateway CPU ${at}, ${total} sockets`, value: percent(result.cpu), unit: '% of a core', better: 'lower', anchor: { what: `bare ws, a frame a second to ${total} sockets`, value: percent(bare.cpu) } },
      );
    }
    const [slow, fast] = phases;
    if (slow && fast) {
      const rise = fast.cpu / slow.cpu;
      rows.push({ scenario: name, what: `gateway CPU at ${fast.rate} ÷ at ${slow.rate} changes/s`, value: rise, unit: '×', better: 'lower', anchor: { what: 'the churn’s own rise', value: fast.rate / slow.rate }, goal: '≤ 1.5 (flat)', met: rise <= 1.5 });
    }
    return rows;
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

export const scenario: BenchScenario = { name: 'presence', run };

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAlone(scenario);
