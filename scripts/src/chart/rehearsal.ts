// A release rehearsed as rendered: the manifests the real helm renders, run as Kubernetes would run
// them in an empty namespace, on this machine. The bundled PostgreSQL, Valkey and NATS start from
// their StatefulSets (infra.ts). Every Deployment's pods run from the image bundles, built as the
// Dockerfile builds them, with the image's environment, working directory and command: first the
// init containers, each until it succeeds, then the container, started again when it exits (as the
// kubelet does, counted). The environment is the rendered one, valueFrom and envFrom resolved from the
// rendered Secrets and ConfigMaps or from the Secrets a test creates beside the release. Each Service
// is a local port that forwards to its ready pods only, as a Service's endpoints do. Only hosts,
// ports and directories move.
// Not rehearsed: pulling images, a scheduler, NetworkPolicy enforcement, an ingress controller.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, stopChild } from '@peace/scripts/harness';
import { bundle, type Deployable } from '../image/bundle.js';
import { findObject, podSpec, startRenderedNats, startRenderedPostgres, startRenderedRedis, type NatsPorts, type RunningServer } from './infra.js';
import type { KubeObject } from './kubernetes.js';
import { containerEnv, type SecretSource } from './render.js';
import { REPO_ROOT } from './values.js';

type Json = Record<string, unknown>;

/** What the Dockerfile's final stage gives every image: its environment, working directory and command. */
export interface ImageConfig {
  env: Record<string, string>;
  workdir: string;
  cmd: string[];
}

export function dockerfileImage(text = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8')): ImageConfig {
  const final = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const match of final.matchAll(/^ENV (.+)$/gm)) for (const pair of match[1]!.trim().split(/\s+/)) env[pair.slice(0, pair.indexOf('='))] = pair.slice(pair.indexOf('=') + 1);
  const workdir = /^WORKDIR (\S+)$/m.exec(final)?.[1];
  const cmd = /^CMD (\[.*\])$/m.exec(final)?.[1];
  if (!workdir || !cmd) throw new Error("the Dockerfile's final stage has no WORKDIR or CMD");
  return { env, workdir, cmd: JSON.parse(cmd) as string[] };
}

/** Each deployable's image contents, as the Dockerfile's build stage writes /bundle: the bundle and its entry file. */
export function buildImageBundles(dir: string): Map<string, string> {
  const images = new Map<string, string>();
  for (const deployable of ['gateway', 'identity', 'meditation', 'groups', 'communities', 'stats', 'notification']) {
    const pkg = (deployable === 'gateway' ? 'gateway' : `services/${deployable}`) as Deployable;
    const out = path.join(dir, deployable);
    bundle(pkg, out);
    writeFileSync(path.join(out, 'entry'), `${pkg}/dist/index.js\n`);
    images.set(deployable, out);
  }
  return images;
}

interface Replica {
  deployment: string;
  name: string;
  port: number;
  restarts: number;
  child?: ChildProcess;
  output: string;
  ready: boolean;
  readyAt?: number;
  stopped: boolean;
  probe: { path: string; periodMs: number; failureThreshold: number };
  failingSince?: number;
}

export interface Rehearsal {
  /** Seconds from the first object created to every pod ready. */
  secondsToReady: number;
  replicas: Replica[];
  servers: RunningServer[];
  timeline: string[];
  /** Runs the rendered helm test Pod's command against the gateway's Service: its exit code and output. */
  helmTest(): Promise<{ code: number | null; output: string }>;
  /** Stops every pod of one Deployment (…-meditation), as a scale to zero does. */
  stopDeployment(nameEnd: string): Promise<void>;
  stop(): Promise<void>;
}

function words(command: string[]): string {
  return command.join(' ');
}

/**
 * Brings a rendered release up. `replicas` chooses how many pods a Deployment gets (its rendered
 * count, or fewer to spare a two-core machine); `secrets` gives the Secrets the values name but the
 * chart does not create.
 */
export async function rehearse(options: {
  objects: KubeObject[];
  dir: string;
  images: Map<string, string>;
  secrets?: SecretSource;
  replicas?: (deployment: KubeObject) => number;
  timeoutMs?: number;
}): Promise<Rehearsal> {
  const { objects, dir } = options;
  const image = dockerfileImage();
  const started = Date.now();
  const timeline: string[] = [];
  const mark = (event: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${event}`);
  mkdirSync(dir, { recursive: true });
  // PostgreSQL runs as its own user when the tests run as root: it must be able to reach its directory.
  chmodSync(dir, 0o755);

  // Every Service becomes a local address: host:port in the rendered environment is rewritten to it.
  const services = objects.filter((object) => object.kind === 'Service' && (object['spec'] as Json)['clusterIP'] !== 'None');
  const local = new Map<string, number>();
  for (const service of services) local.set(service.metadata!.name!, await freePort());
  const serviceName = (suffix: string) => services.find((service) => service.metadata!.name!.endsWith(suffix))?.metadata!.name;
  const moveHosts = (value: string): string =>
    value.replace(/(\/\/)?([a-z0-9][a-z0-9-]*)(?::(\d+))?(?=[/"'@\s]|$)/g, (whole, slashes: string | undefined, host: string) => {
      const port = local.get(host);
      return port === undefined ? whole : `${slashes ?? ''}127.0.0.1:${port}`;
    });

  // The bundled servers, from their StatefulSets, on the ports their Services got.
  const servers: RunningServer[] = [];
  const serverStarts: Promise<void>[] = [];
  const waitReady = async (server: RunningServer) => {
    const deadline = Date.now() + 60_000;
    while (!(await server.ready())) {
      if (Date.now() > deadline) throw new Error(`${server.name} never passed its readiness probe:\n${server.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    mark(`${server.name}: ready (its rendered readiness probe)`);
  };
  mark('helm install: every object created');
  const pgService = serviceName('-postgresql');
  if (pgService) {
    serverStarts.push(
      startRenderedPostgres(objects, { dir: path.join(dir, 'postgresql'), port: local.get(pgService)!, secrets: options.secrets }).then((server) => {
        servers.push(server);
        return waitReady(server);
      }),
    );
  }
  const redisService = serviceName('-redis');
  if (redisService) {
    const server = startRenderedRedis(objects, { dir: path.join(dir, 'redis'), port: local.get(redisService)!, secrets: options.secrets });
    servers.push(server);
    serverStarts.push(waitReady(server));
  }
  const natsService = serviceName('-nats');
  if (natsService) {
    const count = Number((findObject(objects, 'StatefulSet', '-nats')['spec'] as Json)['replicas'] ?? 1);
    const ports: NatsPorts[] = [];
    for (let index = 0; index < count; index += 1) ports.push({ client: index === 0 ? local.get(natsService)! : await freePort(), monitor: await freePort(), cluster: await freePort() });
    for (let index = 0; index < count; index += 1) {
      const server = startRenderedNats(objects, { dir: path.join(dir, 'nats'), index, ports, secrets: options.secrets });
      servers.push(server);
      serverStarts.push(waitReady(server));
    }
  }

  // The Deployments' pods.
  const replicas: Replica[] = [];
  const pods: Promise<void>[] = [];
  let stopping = false;
  const metricsPorts = new Map<Replica, number>();
  for (const deployment of objects.filter((object) => object.kind === 'Deployment')) {
    const spec = podSpec(deployment);
    const containers = spec['containers'] as Json[];
    const main = containers[0]!;
    const component = String(main['name']);
    const bundleDir = options.images.get(component);
    if (!bundleDir) throw new Error(`no image bundle for ${component}`);
    const count = options.replicas?.(deployment) ?? Number((deployment['spec'] as Json)['replicas'] ?? 1);
    const rendered = main['readinessProbe'] as { httpGet: { path: string }; periodSeconds?: number; failureThreshold?: number };
    const probe = { path: rendered.httpGet.path, periodMs: (rendered.periodSeconds ?? 10) * 1000, failureThreshold: rendered.failureThreshold ?? 3 };
    for (let index = 0; index < count; index += 1) {
      const replica: Replica = { deployment: deployment.metadata!.name!, name: `${component}-${index}`, port: await freePort(), restarts: 0, output: '', ready: false, stopped: false, probe };
      replicas.push(replica);
      const metricsPort = await freePort();
      metricsPorts.set(replica, metricsPort);
      const podEnv = (container: Json): Record<string, string> => {
        const env: Record<string, string> = { PATH: process.env['PATH'] ?? '', ...image.env };
        for (const [name, value] of Object.entries(containerEnv(objects, container, options.secrets, { 'metadata.name': replica.name }))) env[name] = moveHosts(value);
        // The pod's own address and ports, moved: this replica's.
        env['HOST'] = '127.0.0.1';
        env['PORT'] = String(replica.port);
        if (env['METRICS_PORT']) env['METRICS_PORT'] = String(metricsPort);
        return env;
      };
      // The image's working directory and command, in the bundle's place; node is this machine's.
      const inImage = (command: string[]) => command.map((word) => word.replaceAll(image.workdir, bundleDir)).map((word, position) => (position === 0 && word === 'node' ? process.execPath : word));
      const runToEnd = (command: string[], env: Record<string, string>) =>
        new Promise<number | null>((resolve) => {
          const [bin, ...args] = inImage(command);
          const child = spawn(bin!, args, { cwd: bundleDir, env: { ...env, PATH: `${path.dirname(process.execPath)}:${env['PATH']}` }, stdio: ['ignore', 'pipe', 'pipe'] });
          replica.child = child;
          const keep = (chunk: Buffer) => (replica.output = (replica.output + chunk.toString()).slice(-30_000));
          child.stdout.on('data', keep);
          child.stderr.on('data', keep);
          // close, not exit: the output is all read by then.
          child.once('close', (code) => resolve(code));
        });
      pods.push(
        (async () => {
          for (const init of (spec['initContainers'] ?? []) as Json[]) {
            while (!stopping && (await runToEnd(init['command'] as string[], podEnv(init))) !== 0) {
              replica.restarts += 1;
              mark(`${replica.name}: init container ${String(init['name'])} failed, started again`);
            }
            mark(`${replica.name}: init container ${String(init['name'])} exited 0`);
          }
          const command = [...((main['command'] as string[] | undefined) ?? image.cmd), ...((main['args'] as string[] | undefined) ?? [])];
          while (!stopping && !replica.stopped) {
            await runToEnd(command, podEnv(main));
            if (stopping || replica.stopped) return;
            replica.restarts += 1;
            mark(`${replica.name}: container exited (${words(command)}), started again`);
          }
        })(),
      );
    }
  }

  // The readiness prober, and the Services' forwarding to ready pods. A pod is asked often, so it is
  // seen ready as soon as it is; it leaves its Service's endpoints as the kubelet would take it out:
  // after failing for its rendered failureThreshold × periodSeconds.
  const probing = (async () => {
    while (!stopping) {
      await Promise.all(
        replicas.map(async (replica) => {
          if (replica.stopped) return;
          const res = await fetch(`http://127.0.0.1:${replica.port}${replica.probe.path}`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
          await res?.body?.cancel();
          const now = Date.now();
          if (res?.status === 200) {
            if (!replica.readyAt) {
              replica.readyAt = now;
              mark(`${replica.name}: ready (${replica.probe.path} 200)`);
            }
            replica.ready = true;
            replica.failingSince = undefined;
          } else {
            replica.failingSince ??= now;
            if (now - replica.failingSince >= replica.probe.periodMs * replica.probe.failureThreshold) replica.ready = false;
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const proxies: net.Server[] = [];
  let turn = 0;
  for (const deployment of new Set(replicas.map((replica) => replica.deployment))) {
    const port = local.get(deployment);
    if (port === undefined) continue;
    const proxy = net.createServer((socket) => {
      const endpoints = replicas.filter((replica) => replica.deployment === deployment && replica.ready && !replica.stopped);
      if (endpoints.length === 0) return void socket.destroy();
      const upstream = net.connect(endpoints[(turn += 1) % endpoints.length]!.port, '127.0.0.1');
      socket.pipe(upstream).pipe(socket);
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    proxies.push(proxy);
  }

  const stop = async () => {
    stopping = true;
    await Promise.all(replicas.map((replica) => (replica.child ? stopChild(replica.child) : Promise.resolve())));
    await Promise.allSettled(pods);
    await probing;
    await Promise.all(proxies.map((proxy) => new Promise((resolve) => proxy.close(resolve))));
    await Promise.all(servers.map((server) => server.stop()));
  };

  try {
    await Promise.all(serverStarts);
    const deadline = Date.now() + (options.timeoutMs ?? 240_000);
    while (replicas.some((replica) => !replica.readyAt) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  } catch (error) {
    await stop();
    throw error;
  }
  const secondsToReady = replicas.every((replica) => replica.readyAt) ? (Math.max(...replicas.map((replica) => replica.readyAt!)) - started) / 1000 : Number.NaN;

  const helmTestPod = objects.find((object) => object.kind === 'Pod' && ((object.metadata as Json)['annotations'] as Json | undefined)?.['helm.sh/hook'] === 'test');
  return {
    secondsToReady,
    replicas,
    servers,
    timeline,
    stop,
    stopDeployment: async (nameEnd) => {
      const stopped = replicas.filter((replica) => replica.deployment.endsWith(nameEnd));
      for (const replica of stopped) replica.stopped = true;
      await Promise.all(stopped.map((replica) => (replica.child ? stopChild(replica.child) : Promise.resolve())));
      mark(`${nameEnd}: every pod stopped`);
    },
    helmTest: () => {
      if (!helmTestPod) throw new Error('the render has no helm test Pod');
      const container = (helmTestPod['spec'] as { containers: Json[] }).containers[0]!;
      const env: Record<string, string> = { PATH: process.env['PATH'] ?? '', ...image.env };
      for (const [name, value] of Object.entries(containerEnv(objects, container, options.secrets))) env[name] = moveHosts(value);
      const [bin, ...args] = container['command'] as string[];
      return new Promise((resolve) => {
        const child = spawn(bin === 'node' ? process.execPath : bin!, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('close', (code) => resolve({ code, output }));
      });
    },
  };
}

/** Removes a rehearsal's directory, when it is one this run made. */
export function removeDir(dir: string): void {
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}
