// Soak: the whole stack under a steady load for a long time: requests at a fixed rate from signed-in
// people and visitors, plus thousands of live sockets held open. Prints every error (there must be
// none) and the resident memory of every process at the start and at the end, which must stay flat.
// Run: npm run soak  (SOAK_MINUTES=30, SOAK_RATE=200 requests/s, SOAK_SOCKETS=2000, SOAK_USERS=50, STACK_ENV for extra settings)
import WebSocket from 'ws';
import { formatTable, signInMany, sleep, startSupervisedStack, treeRssMiB, type Client } from './lib.js';

const minutes = Number(process.env['SOAK_MINUTES'] ?? 30);
const rate = Number(process.env['SOAK_RATE'] ?? 200);
const socketCount = Number(process.env['SOAK_SOCKETS'] ?? 2000);
const userCount = Number(process.env['SOAK_USERS'] ?? 50);
/** More requests than this waiting for an answer means the stack has fallen behind: the excess is not sent. */
const MAX_IN_FLIGHT = 1000;

interface Request {
  name: string;
  send: (client: Client) => Promise<{ status: number; body: unknown }>;
  /** The statuses a working stack answers. */
  ok: readonly number[];
  /** How often, against the others. */
  weight: number;
}

const sit = { intention: 'Peace', location: 'Soak, Earth', duration: 20 };
const mix: Request[] = [
  { name: 'GET /api/stats/global', send: (client) => client.call('GET', '/api/stats/global'), ok: [200], weight: 30 },
  { name: 'GET /api/auth/user', send: (client) => client.call('GET', '/api/auth/user'), ok: [200], weight: 20 },
  { name: 'GET /api/active-session', send: (client) => client.call('GET', '/api/active-session'), ok: [200, 404], weight: 20 },
  { name: 'GET /api/users/stats', send: (client) => client.call('GET', '/api/users/stats'), ok: [200], weight: 10 },
  { name: 'GET /api/meditation-sessions/recent', send: (client) => client.call('GET', '/api/meditation-sessions/recent'), ok: [200], weight: 10 },
  { name: 'GET /api/stats/intentions', send: (client) => client.call('GET', '/api/stats/intentions'), ok: [200], weight: 5 },
  { name: 'POST /api/active-session', send: (client) => client.call('POST', '/api/active-session', sit), ok: [201], weight: 5 },
];
const totalWeight = mix.reduce((sum, request) => sum + request.weight, 0);
const pick = (): Request => {
  let roll = Math.random() * totalWeight;
  for (const request of mix) {
    roll -= request.weight;
    if (roll < 0) return request;
  }
  return mix[0]!;
};

// Every socket and request comes from this one address, standing for thousands of people's: the
// per-address connect limit (which STACK_ENV can still set) is lifted for them.
const running = await startSupervisedStack({ env: { LOG_LEVEL: 'warn', RATE_LIMIT_SOCKETS_PER_ADDRESS: String(socketCount * 2 + 1000) } });
const { stack } = running;
const errors = new Map<string, number>();
const error = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
const latencies: number[] = [];
let sent = 0;
let skipped = 0;
let inFlight = 0;
let exitCode = 0;
const sockets: WebSocket[] = [];
let closing = false;

const memory = () => new Map([...running.processes()].map(([name, child]) => [name, { pid: child?.pid ?? 0, mib: child?.pid ? treeRssMiB(child.pid) : 0 }]));

/** Opens one live socket the way the web app does (same origin, the session cookie when signed in) and keeps it. */
function openSocket(cookie: string | undefined): Promise<void> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${stack.baseUrl.replace(/^http/, 'ws')}/ws`, { headers: { origin: stack.baseUrl, ...(cookie ? { cookie } : {}) } });
    let open = false;
    socket.on('open', () => {
      open = true;
      sockets.push(socket);
      resolve();
    });
    socket.on('error', (failure) => {
      error(`socket: ${failure.message}`);
      if (!open) resolve();
    });
    socket.on('close', (code) => {
      if (open && !closing) error(`socket closed by the server (${code})`);
    });
  });
}

try {
  console.log(`Signing in ${userCount} people…`);
  const clients = await signInMany(stack.baseUrl, 'soak', userCount);
  for (const client of clients) await client.call('POST', '/api/active-session', sit);

  console.log(`Opening ${socketCount} live sockets…`);
  for (let index = 0; index < socketCount; index += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, socketCount - index) }, (_, offset) => {
        // Half of them signed in, as people with the app open, spread evenly over everybody; half visitors.
        const at = index + offset;
        const client = at % 2 === 0 ? clients[(at / 2) % clients.length] : undefined;
        return openSocket(client?.cookieHeader());
      }),
    );
  }
  console.log(`${sockets.length} sockets open.`);

  const start = memory();
  // Memory every minute: what a process takes while it warms up (caches filling, the heap sizing
  // itself to the load) is not a leak; what it still takes on after the first third is.
  const timeline: Map<string, { pid: number; mib: number }>[] = [start];
  const startedAt = Date.now();
  const endsAt = startedAt + minutes * 60_000;
  console.log(`\n${minutes} min at ${rate} requests/s with ${sockets.length} sockets open…`);
  const fire = () => {
    if (inFlight >= MAX_IN_FLIGHT) {
      skipped += 1;
      return;
    }
    const request = pick();
    const client = clients[Math.floor(Math.random() * clients.length)]!;
    const began = performance.now();
    inFlight += 1;
    sent += 1;
    void request.send(client).then((answer) => {
      inFlight -= 1;
      latencies.push(performance.now() - began);
      if (!request.ok.includes(answer.status)) error(`${request.name} answered ${answer.status || 'nothing'}${typeof answer.body === 'object' && answer.body && 'message' in answer.body ? `: ${String(answer.body.message)}` : ''}`);
    });
  };
  // Open loop: the requests of each 20 ms slice leave on time whatever the answers do.
  let due = 0;
  const pacer = setInterval(() => {
    const target = Math.floor(((Date.now() - startedAt) / 1000) * rate);
    while (due < target) {
      fire();
      due += 1;
    }
  }, 20);
  let nextReport = startedAt + 60_000;
  while (Date.now() < endsAt) {
    await sleep(1000);
    if (Date.now() >= nextReport) {
      nextReport += 60_000;
      const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
      const now = memory();
      timeline.push(now);
      console.log(`  ${((Date.now() - startedAt) / 60_000).toFixed(0)} min: ${sent} requests, ${errorCount} errors, ${sockets.length} sockets, ${inFlight} waiting, gateway ${now.get('gateway')?.mib.toFixed(0) ?? '?'} MiB`);
    }
  }
  clearInterval(pacer);
  while (inFlight > 0) await sleep(100);
  const end = memory();
  timeline.push(end);
  const elapsed = (Date.now() - startedAt) / 1000;

  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  console.log(`\n${sent} requests in ${elapsed.toFixed(0)} s (${(sent / elapsed).toFixed(0)}/s; ${skipped} not sent as ${MAX_IN_FLIGHT} were waiting), p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${percentile(100).toFixed(0)} ms`);
  const restarts = running.events.filter((event) => event.line.startsWith('✖'));
  for (const restart of restarts) error(`supervisor: ${restart.line}`);
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
  console.log(`errors: ${errorCount}`);
  for (const [what, count] of [...errors].sort((a, b) => b[1] - a[1])) console.log(`  ${String(count).padStart(6)}  ${what}`);

  const signed = (mib: number) => `${mib >= 0 ? '+' : ''}${mib.toFixed(0)}`;
  // timeline[i] is minute i's sample.
  const warmMinute = Math.floor(minutes / 3);
  const warm = timeline[Math.min(warmMinute, timeline.length - 1)]!;
  const rows = [...start].map(([name, before]) => {
    const after = end.get(name) ?? { pid: 0, mib: 0 };
    const warmed = warm.get(name) ?? before;
    const peak = Math.max(...timeline.map((sample) => sample.get(name)?.mib ?? 0));
    return [name, before.pid === after.pid ? String(before.pid) : `${before.pid} → ${after.pid}`, before.mib.toFixed(0), warmed.mib.toFixed(0), peak.toFixed(0), after.mib.toFixed(0), signed(after.mib - before.mib), signed(after.mib - warmed.mib)];
  });
  console.log(
    `\nResident memory (MiB; PostgreSQL with its backends), sampled every minute; "after warm-up" is the change over the last two thirds (from minute ${warmMinute}):\n${formatTable(['process', 'pid', 'start', `min ${warmMinute}`, 'peak', 'end', 'change', 'after warm-up'], rows)}`,
  );
  if (errorCount > 0 || skipped > 0) exitCode = 1;
} catch (failure) {
  console.error(failure instanceof Error ? (failure.stack ?? failure.message) : failure);
  exitCode = 1;
} finally {
  closing = true;
  for (const socket of sockets) socket.terminate();
  await running.stop();
}
process.exit(exitCode);
