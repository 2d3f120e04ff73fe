// How fast one change of the meditating count reaches every live socket of one gateway, when every
// socket belongs to a signed-in person with a running meditation (a session behind its cookie, its
// presence in Redis), and what the gateway's memory is with them all open. The change is one more
// person starting a meditation, timed from that start's request. Anchor: a bare `ws`
// server holding the same number of sockets and sending each the same frame, in the same run.
// The sockets live in processes of their own, never in the gateway or in this one.
// Run: npx tsx scripts/bench/sockets.ts  (SOCKETS=10000 SOCKET_PEOPLE=300 SOCKET_PROCESSES=2)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { INTENTIONS } from '@peace/proto';
import { REPO_ROOT } from '@peace/scripts/harness';
import { startHelper, type HelperProcess } from './lib/child.js';
import { send, signInPeople, type Person } from './lib/people.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';
import { withStack } from './lib/stack.js';

const total = Number(process.env['SOCKETS'] ?? 10_000);
/** People behind the sockets: each has several sockets open, as with several tabs and devices. */
const people = Number(process.env['SOCKET_PEOPLE'] ?? 300);
const processes = Number(process.env['SOCKET_PROCESSES'] ?? 2);
const CLIENTS = path.join(REPO_ROOT, 'scripts/bench/lib/socket-clients.ts');
const BARE_SERVER = path.join(REPO_ROOT, 'scripts/bench/lib/bare-ws-server.ts');

const now = () => performance.timeOrigin + performance.now();

/** The presence frame the gateway sends when count people meditate, every one of them for Peace. */
const countFrame = (count: number) => JSON.stringify({ type: 'activeMeditators', count, intentions: Object.fromEntries(INTENTIONS.map((intention) => [intention, intention === 'Peace' ? count : 0])) });

function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  if (!line) throw new Error(`no resident set for process ${pid}`);
  return Number(line.replace(/\D+/g, '')) * 1024;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Delivery {
  p50: number;
  p99: number;
  max: number;
  connectPerSecond: number;
}

/** Resident set in bytes before the sockets opened and with them all open. */
interface Memory {
  idleRss: number;
  rss: number;
}

/** Opens `total` sockets from the client processes, split evenly. */
async function connectAll(clients: HelperProcess[], url: string, options: { cookies?: string[]; meditate?: boolean; settleCount?: number }): Promise<number> {
  const started = performance.now();
  clients.forEach((client, index) => {
    const count = Math.floor(total / clients.length) + (index < total % clients.length ? 1 : 0);
    client.send({ type: 'connect', url, count, ...options });
  });
  const opened = await Promise.all(clients.map((client) => client.next<{ type: 'connected'; open: number }>('connected')));
  const open = opened.reduce((sum, answer) => sum + answer.open, 0);
  if (open !== total) throw new Error(`${open} of ${total} sockets open`);
  return (total / (performance.now() - started)) * 1000;
}

/** Watches for message on every socket, causes it, and answers the delays from the cause. */
async function deliver(clients: HelperProcess[], message: string, cause: () => void): Promise<Omit<Delivery, 'connectPerSecond'>> {
  for (const client of clients) client.send({ type: 'watch', message });
  await Promise.all(clients.map((client) => client.next('watching')));
  const causedAt = now();
  cause();
  const answers = await Promise.all(clients.map((client) => client.next<{ type: 'delivered'; times: number[]; missing: number }>('delivered', 90_000)));
  const missing = answers.reduce((sum, answer) => sum + answer.missing, 0);
  if (missing > 0) throw new Error(`${missing} of ${total} sockets never received ${message}`);
  const delays = answers.flatMap((answer) => answer.times.map((time) => time - causedAt)).sort((a, b) => a - b);
  return { p50: percentile(delays, 50), p99: percentile(delays, 99), max: delays[delays.length - 1]! };
}

async function closeAll(clients: HelperProcess[]): Promise<void> {
  for (const client of clients) client.send({ type: 'close' });
  await Promise.all(clients.map((client) => client.next('closed')));
}

function openSocket(url: string, cookie?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function startMeditations(baseUrl: string, everyone: readonly Person[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < everyone.length) {
        const person = everyone[next++]!;
        const response = await send(person, baseUrl, 'POST', '/api/active-session', { intention: 'Peace', location: 'Bench', duration: 20 });
        if (response.status !== 201) throw new Error(`starting a meditation answered ${response.status}: ${await response.text()}`);
      }
    }),
  );
}

/** The gateway with every socket a meditating person's, and one more person starting. */
async function throughGateway(clients: HelperProcess[]): Promise<Delivery & Memory> {
  return withStack({ env: { LOG_LEVEL: 'warn' } }, async (_infra, stack) => {
    console.log(`Signing in ${people + 1} people and starting a meditation for each…`);
    const everyone = await signInPeople(stack.baseUrl, people + 1, 'socket');
    const newcomer = everyone.pop()!;
    await startMeditations(stack.baseUrl, everyone);
    const url = `${stack.baseUrl.replace(/^http/, 'ws')}/ws`;
    console.log(`Opening ${total} sockets of ${people} meditating people from ${clients.length} processes…`);
    const gateway = stack.components.get('gateway')!.process.pid!;
    const idleRss = residentBytes(gateway);
    const connectPerSecond = await connectAll(clients, url, { cookies: everyone.map((person) => person.cookie), meditate: true, settleCount: people });
    const trigger = await openSocket(url, newcomer.cookie);
    try {
      console.log('One more person starts meditating…');
      // As the web does it: the start, then the socket told of it. The delay runs from the start's request.
      const delivery = await deliver(clients, countFrame(people + 1), () => {
        void startMeditations(stack.baseUrl, [newcomer]).then(
          () => trigger.send(JSON.stringify({ type: 'startMeditation' })),
          (error: unknown) => console.error(error),
        );
      });
      const rss = residentBytes(gateway);
      await closeAll(clients);
      return { ...delivery, connectPerSecond, rss, idleRss };
    } finally {
      trigger.terminate();
    }
  });
}

/** The bare server: same sockets, same frame, sent when one more socket asks. */
async function throughBareServer(clients: HelperProcess[]): Promise<Delivery & Memory> {
  const server = startHelper(BARE_SERVER);
  try {
    const { port } = await server.next<{ type: 'listening'; port: number }>('listening', 60_000);
    const memory = async () => {
      server.send({ type: 'memory' });
      return (await server.next<{ type: 'memory'; rss: number }>('memory')).rss;
    };
    const idleRss = await memory();
    console.log(`Opening ${total} sockets to a bare ws server…`);
    const connectPerSecond = await connectAll(clients, `ws://127.0.0.1:${port}/ws`, {});
    const sender = await openSocket(`ws://127.0.0.1:${port}/ws`);
    try {
      const broadcast = (count: number) => {
        const message = countFrame(count);
        return deliver(clients, message, () => sender.send(JSON.stringify({ type: 'broadcast', message })));
      };
      // Once to warm it up, as the gateway was by the counts it sent while the sockets opened.
      await broadcast(people);
      const delivery = await broadcast(people + 1);
      const rss = await memory();
      await closeAll(clients);
      return { ...delivery, connectPerSecond, rss, idleRss };
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
    const gateway = await throughGateway(clients);
    const bare = await throughBareServer(clients);
    const name = 'sockets';
    const anchor = (value: number) => ({ what: `bare ws, ${total} sockets`, value });
    const mb = (bytes: number) => bytes / 1024 / 1024;
    return [
      { scenario: name, what: `count change to ${total} signed-in sockets p50`, value: gateway.p50, unit: 'ms', better: 'lower', anchor: anchor(bare.p50) },
      { scenario: name, what: `count change to ${total} signed-in sockets p99`, value: gateway.p99, unit: 'ms', better: 'lower', anchor: anchor(bare.p99), goal: '≤ 1,500 ms (at most one presence frame a second per socket)', met: gateway.p99 <= 1500 },
      { scenario: name, what: `count change to ${total} signed-in sockets max`, value: gateway.max, unit: 'ms', better: 'lower', anchor: anchor(bare.max) },
      { scenario: name, what: `gateway RSS with ${total} signed-in sockets`, value: mb(gateway.rss), unit: 'MB', better: 'lower', anchor: anchor(mb(bare.rss)), goal: '≤ 391 MB (18,000 anonymous sockets before)', met: mb(gateway.rss) <= 391 },
      { scenario: name, what: 'gateway memory per signed-in socket', value: (gateway.rss - gateway.idleRss) / total / 1024, unit: 'KB', better: 'lower', anchor: anchor((bare.rss - bare.idleRss) / total / 1024) },
      { scenario: name, what: 'signed-in sockets opened per second', value: gateway.connectPerSecond, unit: 'sockets/s', better: 'higher', anchor: anchor(bare.connectPerSecond) },
    ];
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

export const scenario: BenchScenario = { name: 'sockets', run };

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAlone(scenario);
