// Prints latency and throughput of the gateway's hot paths against the whole stack on this
// machine: the once-a-second remaining-time read every meditating client makes, the signed-in
// user look-up every page load makes, and the public global figures.
// Run: npx tsx scripts/bench/hot-paths.ts  (USERS=200 SECONDS=10 CONCURRENCY=64 to change the load)
import { startInfrastructure, startStack } from '@peace/scripts/harness';
import { Browser, signInThroughProvider } from '@peace/identity/testing';

const users = Number(process.env['USERS'] ?? 100);
const seconds = Number(process.env['SECONDS'] ?? 10);
const concurrency = Number(process.env['CONCURRENCY'] ?? 32);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(name: string, request: (i: number) => Promise<Response>): Promise<void> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now();
        const response = await request(next++);
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (!response.ok) failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
  console.log(
    `${name.padEnd(34)} ${String(Math.round(latencies.length / seconds)).padStart(6)} req/s  p50 ${fmt(percentile(latencies, 50))}  p95 ${fmt(percentile(latencies, 95))}  p99 ${fmt(percentile(latencies, 99))}  failures ${failures}`,
  );
}

const infra = await startInfrastructure();
const stack = await startStack({ infra, env: { LOG_LEVEL: 'warn' } });
try {
  console.log(`Signing in ${users} people and starting a meditation for each…`);
  const browsers: Browser[] = [];
  for (let i = 0; i < users; i++) {
    const browser = new Browser();
    await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: `bench-${i}@example.org` });
    const started = await browser.request(`${stack.baseUrl}/api/active-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify({ intention: 'Peace', location: 'Bench', duration: 20 }),
    });
    if (started.status !== 201) throw new Error(`start answered ${started.status}`);
    browsers.push(browser);
  }
  console.log(`\n${seconds} s per path, ${concurrency} concurrent requests, ${users} signed-in people, 2 cores shared by everything:\n`);
  const pick = (i: number) => browsers[i % browsers.length]!;
  await measure('GET /api/active-session', (i) => pick(i).request(`${stack.baseUrl}/api/active-session`));
  await measure('GET /api/auth/user', (i) => pick(i).request(`${stack.baseUrl}/api/auth/user`));
  await measure('GET /api/stats/global', () => fetch(`${stack.baseUrl}/api/stats/global`));
} finally {
  await stack.stop();
  await infra.stop();
}
