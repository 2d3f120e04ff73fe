// The bundled PostgreSQL, Valkey and NATS as the rendered chart runs them, on this machine: each
// StatefulSet's own command, arguments and environment (its password from the Secret, whatever its
// characters), its rendered ConfigMap as the config file, and its rendered readiness probe. Only
// hosts, ports and directories move; Valkey's binaries are redis-server and redis-cli here, and
// PostgreSQL's image entrypoint (initdb with the user, password and database it is given) is done
// as that entrypoint does it.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnServer, stopChild, which, type SpawnedServer } from '@peace/scripts/harness';
import type { KubeObject } from './kubernetes.js';
import { containerEnv, type SecretSource } from './render.js';

type Json = Record<string, unknown>;

export interface Container {
  name: string;
  command?: string[];
  args?: string[];
  env?: unknown[];
  readinessProbe?: { exec?: { command: string[] }; httpGet?: { path: string; port: string | number } };
}

/** A workload's pod template spec. */
export function podSpec(object: KubeObject): Json {
  return ((object['spec'] as Json)['template'] as Json)['spec'] as Json;
}

export function findObject(objects: KubeObject[], kind: string, nameEnd: string): KubeObject {
  const found = objects.find((object) => object.kind === kind && object.metadata!.name!.endsWith(nameEnd));
  if (!found) throw new Error(`the render has no ${kind} named …${nameEnd}`);
  return found;
}

export interface RunningServer {
  name: string;
  port: number;
  /** Runs the rendered readiness probe once. */
  ready(): Promise<boolean>;
  stop(): Promise<void>;
  output(): string;
}

function run(script: string, env: Record<string, string>, options: { asUser?: string; cwd?: string } = {}): SpawnedServer {
  return spawnServer('/bin/sh', ['-c', script], { env: { PATH: process.env['PATH'] ?? '', ...env }, ...options });
}

/** Runs a probe's exec command as the kubelet does: exit 0 is ready. */
function execProbe(command: string[], env: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { env: { PATH: process.env['PATH'] ?? '', ...env }, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
    child.once('error', () => resolve(false));
  });
}

async function httpProbe(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
  return res !== undefined && res.status >= 200 && res.status < 400;
}

function handle(name: string, port: number, spawned: SpawnedServer, ready: () => Promise<boolean>, signal: NodeJS.Signals = 'SIGTERM'): RunningServer {
  return { name, port, ready, output: spawned.output, stop: () => stopChild(spawned.child, signal) };
}

/** Valkey from its StatefulSet: the container's `sh -c` script, with redis-server in valkey-server's place. */
export function startRenderedRedis(objects: KubeObject[], options: { dir: string; port: number; secrets?: SecretSource }): RunningServer {
  const set = findObject(objects, 'StatefulSet', '-redis');
  const container = (podSpec(set)['containers'] as Container[])[0]!;
  const env = containerEnv(objects, container as unknown as Json, options.secrets);
  const tmp = path.join(options.dir, 'tmp');
  const data = path.join(options.dir, 'data');
  mkdirSync(tmp, { recursive: true });
  mkdirSync(data, { recursive: true });
  const script = container
    .args!.join(' ')
    .replaceAll('/tmp/', `${tmp}/`)
    .replace('valkey-server --port 6379', `${which('redis-server') ?? 'redis-server'} --bind 127.0.0.1 --port ${options.port}`)
    .replace('--dir /data', `--dir ${data}`);
  if (container.command?.join(' ') !== 'sh -c') throw new Error('the Valkey container no longer runs sh -c: the rehearsal must follow it');
  const spawned = run(script, env);
  const probe = container.readinessProbe!.exec!.command.map((word) => word.replace('valkey-cli -h 127.0.0.1', `redis-cli -h 127.0.0.1 -p ${options.port}`));
  return handle('redis', options.port, spawned, () => execProbe(probe, env));
}

export interface NatsPorts {
  client: number;
  monitor: number;
  cluster: number;
}

/**
 * One NATS server of the StatefulSet (pod `index`): its `sh -c` script writes the config from the
 * rendered ConfigMap, as in the pod; the ConfigMap's ports become local ones, and the routes name
 * the other servers' local cluster ports.
 */
export function startRenderedNats(objects: KubeObject[], options: { dir: string; index: number; ports: NatsPorts[]; secrets?: SecretSource }): RunningServer {
  const set = findObject(objects, 'StatefulSet', '-nats');
  const configMap = findObject(objects, 'ConfigMap', '-nats');
  const container = (podSpec(set)['containers'] as Container[])[0]!;
  const podName = `${set.metadata!.name!}-${options.index}`;
  const env = containerEnv(objects, container as unknown as Json, options.secrets, { 'metadata.name': podName });
  const own = options.ports[options.index]!;
  const dir = path.join(options.dir, podName);
  const [etc, tmp, data] = ['etc', 'tmp', 'data'].map((name) => path.join(dir, name));
  for (const each of [etc, tmp, data]) mkdirSync(each!, { recursive: true });
  const config = ((configMap['data'] as Record<string, string>)['nats.conf'] ?? '')
    .replace(/^(\s*)port: 4222$/m, `$1listen: 127.0.0.1:${own.client}`)
    .replace(/^(\s*)http_port: 8222$/m, `$1http: 127.0.0.1:${own.monitor}`)
    .replace(/^(\s*)port: 6222$/m, `$1listen: 127.0.0.1:${own.cluster}`)
    .replace(/nats:\/\/[a-z0-9-]+-(\d+)\.[a-z0-9-]+:6222/g, (_whole, peer: string) => `nats://127.0.0.1:${options.ports[Number(peer)]!.cluster}`)
    // One pass, as the local directories may themselves lie under /tmp.
    .replace(/store_dir: \/data|\/tmp\//g, (found) => (found === '/tmp/' ? `${tmp}/` : `store_dir: "${data}"`));
  writeFileSync(path.join(etc!, 'nats.conf'), config);
  if (container.command?.join(' ') !== 'sh -c') throw new Error('the NATS container no longer runs sh -c: the rehearsal must follow it');
  const script = container
    .args!.join(' ')
    .replace(/\/etc\/nats\/|\/tmp\//g, (found) => (found === '/tmp/' ? `${tmp}/` : `${etc}/`))
    .replace('exec nats-server ', `exec ${which('nats-server') ?? '/usr/sbin/nats-server'} `);
  const spawned = run(script, env);
  const probe = container.readinessProbe!.httpGet!;
  return handle(podName, own.client, spawned, () => httpProbe(`http://127.0.0.1:${own.monitor}${probe.path}`));
}

function postgresBin(): string {
  const postgres = which('postgres');
  if (postgres) return path.dirname(postgres);
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]!;
  return path.join(root, version, 'bin');
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else chownSync(full, uid, gid);
  }
}

/**
 * PostgreSQL from its StatefulSet: the image entrypoint's first start (initdb with POSTGRES_USER and
 * POSTGRES_PASSWORD given as a file, password logins for every host connection, POSTGRES_DB
 * created), then `postgres` with the rendered arguments. As root it runs as the postgres user.
 */
export async function startRenderedPostgres(objects: KubeObject[], options: { dir: string; port: number; secrets?: SecretSource }): Promise<RunningServer> {
  const set = findObject(objects, 'StatefulSet', '-postgresql');
  const container = (podSpec(set)['containers'] as Container[])[0]!;
  const env = containerEnv(objects, container as unknown as Json, options.secrets);
  const bin = postgresBin();
  const data = path.join(options.dir, 'pgdata');
  mkdirSync(options.dir, { recursive: true });
  const pwfile = path.join(options.dir, 'pwfile');
  writeFileSync(pwfile, `${env['POSTGRES_PASSWORD']}\n`, { mode: 0o600 });
  const asRoot = process.getuid?.() === 0;
  const asUser = asRoot ? 'postgres' : undefined;
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownTree(options.dir, uid, gid);
  }
  const prefix = asRoot ? ['/usr/bin/setpriv', '--reuid', 'postgres', '--regid', 'postgres', '--init-groups'] : [];
  const runAs = (command: string, args: string[], input?: string) => {
    const [bin0, ...rest] = [...prefix, command, ...args];
    const result = spawnSync(bin0!, rest, { cwd: options.dir, encoding: 'utf8', input });
    if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}${result.stderr}`);
  };
  if (!existsSync(path.join(data, 'PG_VERSION'))) {
    runAs(path.join(bin, 'initdb'), ['-D', data, '-U', env['POSTGRES_USER']!, `--pwfile=${pwfile}`, '--auth-local=trust', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    // The entrypoint's CREATE DATABASE :"POSTGRES_DB", through a single-user backend.
    runAs(path.join(bin, 'postgres'), ['--single', '-D', data, '-j', 'postgres'], `CREATE DATABASE "${env['POSTGRES_DB']!.replaceAll('"', '""')}";\n`);
  }
  const args = [...(container.command ?? []), ...(container.args ?? [])];
  const spawned = spawnServer(path.join(bin, 'postgres'), ['-D', data, '-p', String(options.port), '-k', options.dir, '-c', 'listen_addresses=127.0.0.1', ...args], { asUser, cwd: options.dir });
  const probe = container.readinessProbe!.exec!.command;
  return handle('postgresql', options.port, spawned, () => execProbe(probe, { ...env, PGPORT: String(options.port) }), 'SIGINT');
}
