// Cold start: `npm start` with its dependencies installed and built once, until the gateway
// answers; first with a fresh data directory (a new PostgreSQL cluster, Redis and NATS with nothing
// in them), then again with the data the first start left. The build `npm start` runs is brought up
// to date before the clock starts, so its figure is the check that nothing changed. It runs on a
// free port with a data directory of its own, so it never meets a stack already running, and is
// stopped as Ctrl-C stops it.
// Run: npx tsx scripts/bench/cold-start.ts
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canConnect, freePort, REPO_ROOT } from '@peace/scripts/harness';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';

const GOAL_MS = 20_000;
const LIMIT_MS = 600_000;

/** A port whose neighbours `npm start` also takes (provider +1, mail +25 and +26) are free too. */
async function freeStartPort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort();
    const taken = await Promise.all([1, 25, 26].map((offset) => canConnect(port + offset)));
    if (!taken.some(Boolean)) return port;
  }
  throw new Error('no free port with free neighbours');
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ctrl-C to the whole group, then waits for every process in it (servers included) to be gone. */
async function stopGroup(group: number): Promise<void> {
  if (!groupAlive(group)) return;
  process.kill(-group, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (groupAlive(group) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(group)) process.kill(-group, 'SIGKILL');
  while (groupAlive(group)) await new Promise((resolve) => setTimeout(resolve, 100));
}

interface Start {
  totalMs: number;
  buildMs: number;
}

/** One `npm start` on port with its data in dataDir, until the gateway answers; stopped afterwards. */
async function startOnce(port: number, dataDir: string): Promise<Start> {
  const started = performance.now();
  let output = '';
  let stackFrom: number | undefined;
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), PEACE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so that it can be stopped as a terminal's Ctrl-C stops it.
    detached: true,
  });
  const onData = (chunk: Buffer) => {
    // The first line of the stack's own output: the build before it is done.
    if (stackFrom === undefined && chunk.toString().includes('✔')) stackFrom = performance.now();
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  try {
    while (!(await answers(`http://127.0.0.1:${port}/readyz`))) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.slice(-5000)}`);
      if (performance.now() - started > LIMIT_MS) throw new Error(`the gateway did not answer within ${LIMIT_MS} ms:\n${output.slice(-5000)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const totalMs = performance.now() - started;
    return { totalMs, buildMs: (stackFrom ?? started) - started };
  } finally {
    if (child.pid !== undefined) await stopGroup(child.pid);
  }
}

/** The anchor: a bare node:http server's process started until it answers, on the same machine at the same time. */
async function bareNodeStart(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`], { stdio: 'ignore' });
  try {
    while (!(await answers(`http://127.0.0.1:${port}/`))) {
      if (child.exitCode !== null) throw new Error(`the bare node:http server exited with ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - started;
  } finally {
    child.kill('SIGKILL');
  }
}

async function run(): Promise<BenchRow[]> {
  // The premise: built once. Whatever is out of date is built now, off the clock.
  console.log('Bringing the build up to date…');
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/src/build-steps.ts', 'start'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peace-cold-start-'));
  // PostgreSQL runs as its own user when this runs as root: it must be able to reach the directory.
  chmodSync(dataDir, 0o755);
  try {
    const port = await freeStartPort();
    console.log(`npm start on port ${port}, data in ${dataDir}…`);
    const fresh = await startOnce(port, dataDir);
    console.log('npm start again, with the data kept…');
    const again = await startOnce(await freeStartPort(), dataDir);
    const anchor = { what: 'a bare node:http process until it answers', value: await bareNodeStart() };
    const name = 'cold start';
    return [
      { scenario: name, what: 'npm start until the gateway answers, fresh data', value: fresh.totalMs, unit: 'ms', better: 'lower', anchor, goal: `≤ ${GOAL_MS} ms`, met: fresh.totalMs <= GOAL_MS },
      { scenario: name, what: 'of which the build (nothing changed since the last)', value: fresh.buildMs, unit: 'ms', better: 'lower' },
      { scenario: name, what: 'of which the servers and components starting', value: fresh.totalMs - fresh.buildMs, unit: 'ms', better: 'lower' },
      { scenario: name, what: 'npm start until the gateway answers, data kept', value: again.totalMs, unit: 'ms', better: 'lower', anchor, goal: `≤ ${GOAL_MS} ms`, met: again.totalMs <= GOAL_MS },
      { scenario: name, what: 'of which the build (nothing changed since the last)', value: again.buildMs, unit: 'ms', better: 'lower' },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const scenario: BenchScenario = { name: 'cold start', run };

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAlone(scenario);
