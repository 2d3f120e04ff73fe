// A first install rehearsed here: the manifests the real helm renders for the README's install command,
// run as Kubernetes would run them in an empty namespace. Everything starts at once: the bundled
// PostgreSQL, Redis and NATS (local servers in their place), every service pod's init container (the
// migration runner, with the command and environment rendered for it) and then its main process, and
// the gateway. A process that exits is started again and counted, as the kubelet does. It shows each
// component ready with zero restarts, and a signed-out query answered through the gateway.
// Not rehearsed: pulling images, a scheduler, NetworkPolicy enforcement, an ingress controller.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startNats, startPostgres, startRedis, stopChild, type ServerHandle } from '@peace/scripts/harness';
import { copyBuildAssets } from '../build-assets.js';
import { HELM_RELEASES, helmBinary } from './helm.js';
import { containerEnv, parseManifests, readmeCase, template } from './render.js';
import { REPO_ROOT } from './values.js';

type Json = Record<string, unknown>;

interface Pod {
  name: string;
  init?: { command: string[]; env: Record<string, string> };
  main: { command: string[]; env: Record<string, string> };
  port: number;
  restarts: number;
  child?: ChildProcess;
  output: string;
  readyAt?: number;
}

const started = Date.now();
const timeline: string[] = [];
const mark = (event: string) => timeline.push(`${String(((Date.now() - started) / 1000).toFixed(1)).padStart(6)} s  ${event}`);

const dir = mkdtempSync(path.join(os.tmpdir(), 'peace-first-install-'));
// PostgreSQL runs as its own user when the tests run as root: it must be able to reach its directory.
chmodSync(dir, 0o755);
const servers: ServerHandle[] = [];
const pods: Pod[] = [];
let stopping = false;
let helmTest: { spec: { containers: { command: string[] }[] } };

/** Runs one container to its end, as an init container: resolves with its exit code. */
function runToEnd(pod: Pod, command: string[], env: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command[0] === 'node' ? process.execPath : command[0]!, command.slice(1), { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    pod.child = child;
    child.stdout.on('data', (chunk: Buffer) => (pod.output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (pod.output += chunk.toString()));
    child.once('exit', (code) => resolve(code));
  });
}

/** A pod's life: its init container until it succeeds, then its main container, each restarted (and counted) when it exits. */
async function runPod(pod: Pod): Promise<void> {
  mark(`${pod.name}: pod created`);
  if (pod.init) {
    while (!stopping && (await runToEnd(pod, pod.init.command, pod.init.env)) !== 0) {
      if (stopping) return;
      pod.restarts += 1;
      mark(`${pod.name}: init container failed, started again`);
    }
    mark(`${pod.name}: migrations applied (init container exited 0)`);
  }
  while (!stopping) {
    mark(`${pod.name}: container started`);
    await runToEnd(pod, pod.main.command, pod.main.env);
    if (stopping) return;
    pod.restarts += 1;
    mark(`${pod.name}: container exited, started again`);
  }
}

async function ready(pod: Pod): Promise<boolean> {
  const res = await fetch(`http://127.0.0.1:${pod.port}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
  return res?.status === 200;
}

beforeAll(async () => {
  copyBuildAssets();
  const render = readmeCase();
  const run = template(await helmBinary(HELM_RELEASES[0]!), render);
  if (run.status !== 0) throw new Error(run.stderr);
  const objects = parseManifests(run.stdout);
  const deployments = objects.filter((object) => object.kind === 'Deployment');
  helmTest = objects.find((object) => object.kind === 'Pod') as unknown as typeof helmTest;

  // Cluster addresses become local ones: each Service a port on this machine.
  const [postgresPort, redisPort, natsPort, metricsPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const ports = new Map<string, number>();
  for (const deployment of deployments) ports.set(deployment.metadata!.name!, await freePort());
  const local = {
    database: `postgres://postgres@127.0.0.1:${postgresPort}/peace`,
    redis: `redis://127.0.0.1:${redisPort}`,
    nats: `nats://127.0.0.1:${natsPort}`,
  };
  const localize = (env: Record<string, string>, port: number): Record<string, string> => {
    const result: Record<string, string> = { PATH: process.env['PATH'] ?? '' };
    for (const [name, value] of Object.entries(env)) {
      if (name.endsWith('_DATABASE_URL')) result[name] = local.database;
      else if (name === 'REDIS_URL') result[name] = local.redis;
      else if (name === 'NATS_URL') result[name] = local.nats;
      else result[name] = value.replace(/http:\/\/([a-z0-9-]+)(?=[/:]|$)/g, (whole, host: string) => (ports.has(host) ? `http://127.0.0.1:${ports.get(host)}` : whole));
    }
    return { ...result, HOST: '127.0.0.1', PORT: String(port), ...(env['METRICS_PORT'] ? { METRICS_PORT: String(metricsPort) } : {}) };
  };

  for (const deployment of deployments) {
    const spec = ((deployment['spec'] as Json)['template'] as Json)['spec'] as Json;
    const container = (spec['containers'] as Json[])[0]!;
    const name = String(container['name']);
    const port = ports.get(deployment.metadata!.name!)!;
    const init = ((spec['initContainers'] ?? []) as Json[])[0];
    const entry = name === 'gateway' ? 'gateway/dist/index.js' : `services/${name}/dist/index.js`;
    pods.push({
      name,
      port,
      restarts: 0,
      output: '',
      init: init ? { command: init['command'] as string[], env: localize(containerEnv(objects, init), port) } : undefined,
      main: { command: ['node', '--enable-source-maps', entry], env: localize(containerEnv(objects, container), port) },
    });
  }

  // All at once, as Kubernetes creates them: the servers and every pod.
  mark('helm install: every object created');
  const serverStarts = [
    startPostgres({ dir: path.join(dir, 'postgres'), port: postgresPort }),
    startRedis({ dir: path.join(dir, 'redis'), port: redisPort }),
    startNats({ dir: path.join(dir, 'nats'), port: natsPort }),
  ].map((start, index) =>
    start.then((server) => {
      servers.push(server);
      mark(`${['postgresql', 'redis', 'nats'][index]}: ready`);
      return server;
    }),
  );
  for (const pod of pods) void runPod(pod);
  await Promise.all(serverStarts);
  const deadline = Date.now() + 150_000;
  while (pods.some((pod) => !pod.readyAt) && Date.now() < deadline) {
    await Promise.all(
      pods
        .filter((pod) => !pod.readyAt)
        .map(async (pod) => {
          if (await ready(pod)) {
            pod.readyAt = Date.now();
            mark(`${pod.name}: ready (/readyz 200)`);
          }
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`first install, rehearsed:\n${timeline.join('\n')}`);
}, 240_000);

afterAll(async () => {
  stopping = true;
  await Promise.all(pods.map((pod) => (pod.child ? stopChild(pod.child) : Promise.resolve())));
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('brings every component to ready with zero restarts', () => {
  const state = pods.map((pod) => ({ name: pod.name, ready: Boolean(pod.readyAt), restarts: pod.restarts }));
  const failed = pods.filter((pod) => !pod.readyAt || pod.restarts > 0);
  if (failed.length > 0) console.log(failed.map((pod) => `--- ${pod.name}\n${pod.output.slice(-3000)}`).join('\n'));
  expect(state.map((pod) => pod.name).sort()).toEqual(['communities', 'gateway', 'groups', 'identity', 'meditation', 'notification', 'stats']);
  expect(state.filter((pod) => !pod.ready || pod.restarts > 0)).toEqual([]);
});

it('answers a signed-out query and the REST reads of helm test through the gateway', async () => {
  const gateway = pods.find((pod) => pod.name === 'gateway')!;
  // The helm test pod's own request, from the rendered manifest: its query and headers.
  const script = helmTest.spec.containers[0]!.command.at(-1)!;
  const query = /const query = '([^']+)'/.exec(script)![1]!;
  expect(script).toContain("'x-requested-with': 'helm-test'");
  const res = await fetch(`http://127.0.0.1:${gateway.port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'helm-test' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data?: { me: unknown; globalStats: { totalSessions: number }; communities: unknown[] }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(res.status).toBe(200);
  expect(body.data).toEqual({ me: null, globalStats: { totalSessions: 0 }, communities: [] });
  // And the helm test's REST reads.
  const stats = await fetch(`http://127.0.0.1:${gateway.port}/api/stats/global`);
  expect(stats.status).toBe(200);
  expect(((await stats.json()) as { totalSessions: number }).totalSessions).toBe(0);
  const communities = await fetch(`http://127.0.0.1:${gateway.port}/api/meditation-groups`);
  expect(communities.status).toBe(200);
  expect(await communities.json()).toEqual([]);
});
