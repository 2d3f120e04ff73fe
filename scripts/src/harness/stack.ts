import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { databaseUrlVariable, migrateService } from '@peace/kit';
import { copyBuildAssets } from '../build-assets.js';
import { ExitedError, freePort, stopChild, waitFor, type Supervisor } from './process.js';
import type { Infrastructure } from './infra.js';
import { startMailSink, type MailSink } from './mail.js';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const SERVICES = ['identity', 'meditation', 'groups', 'communities', 'stats', 'notification'] as const;
export type ServiceName = (typeof SERVICES)[number];

export interface Component {
  name: string;
  url: string;
  port: number;
  process: ChildProcess;
  logs: () => string;
  stop(): Promise<void>;
  /** Starts the component again with the same settings, once its process has ended (refused while it runs). */
  restart(): Promise<void>;
}

export interface Stack {
  baseUrl: string;
  providerUrl: string;
  internalSecret: string;
  /** Where the gateway serves /metrics: a port of its own, apart from the public one. */
  metricsUrl: string;
  components: Map<string, Component>;
  /** The mail sink the stack started itself, when its infrastructure named no mail server. */
  mail?: MailSink;
  stop(): Promise<void>;
}

export interface StackOptions {
  infra: Pick<Infrastructure, 'databaseUrl' | 'redisUrl' | 'natsUrl'> & { smtpUrl?: string };
  /** A database of its own for some services; the others use infra.databaseUrl. */
  databaseUrls?: Partial<Record<ServiceName, string>>;
  /**
   * Prefix of the services' BullMQ keys; a fresh one per stack when omitted, so that stacks
   * sharing one Redis (parallel test suites) never run each other's jobs.
   */
  jobsPrefix?: string;
  /** Gateway port; a free one when omitted. */
  port?: number;
  /** Embedded provider port; a stable one keeps the issuer the same across restarts. */
  providerPort?: number;
  secrets?: StackSecrets;
  /** Lets tests move time forward (never in production). */
  testClock?: boolean;
  env?: Record<string, string>;
  /**
   * Restarts a component that dies (npm start). Test stacks go without one unless they test it:
   * a crash there is a failure the test must see, not something to paper over.
   */
  supervisor?: Supervisor;
  /** How long a component may take to answer its readiness check; 45 s when omitted. */
  readyTimeoutMs?: number;
  /** Where component output goes; kept in memory (and shown on failure) when omitted. */
  onLine?: (component: string, line: string) => void;
  log?: (line: string) => void;
}

/** What a stack signs with: the internal header, the session cookie, and push messages (VAPID, base64url; a fresh pair when omitted). */
export interface StackSecrets {
  internal: string;
  session: string;
  vapidPublicKey?: string;
  vapidPrivateKey?: string;
}

/** A VAPID key pair (RFC 8292: ECDSA P-256) as browsers and web-push take it: the uncompressed public point and the private scalar, base64url. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

/** The embedded OpenID provider: a development tool of the local infrastructure, not part of any service. */
export const PROVIDER_ENTRY = path.join(REPO_ROOT, 'scripts/dist/provider/main.js');

export function serviceDir(service: string): string {
  return path.join(REPO_ROOT, 'services', service);
}

/** Each service's database URL: its own when given, the shared one otherwise. */
export function serviceDatabaseUrls(databaseUrl: string, own: Partial<Record<ServiceName, string>> = {}): Record<ServiceName, string> {
  return Object.fromEntries(SERVICES.map((service) => [service, own[service] ?? databaseUrl])) as Record<ServiceName, string>;
}

let assetsCopied = false;

/** Built code reads the schema and migrations copied into dist/: once a run, they are made to match the source. */
function ensureBuildAssets(): void {
  if (!assetsCopied) copyBuildAssets();
  assetsCopied = true;
}

/** Applies every service's migrations (or those of the services named), each into its own schema of its own database. */
export async function migrateAll(databaseUrls: Record<ServiceName, string>, services: readonly ServiceName[] = SERVICES): Promise<void> {
  ensureBuildAssets();
  for (const service of services) await migrateService(service, databaseUrls[service]);
}

/**
 * Creates the schema where every migrator keeps its journal, so that migrations running side by
 * side (the provider's at its start, the services' meanwhile) never race to create it.
 */
async function prepareMigrationJournals(urls: readonly string[]): Promise<void> {
  for (const url of new Set(urls)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('create schema if not exists drizzle');
    } finally {
      await client.end();
    }
  }
}

/** Runs a built entry with node, waiting until readyPath answers 200 (failing at once if it exits). */
export async function launchComponent(
  name: string,
  entry: string,
  env: Record<string, string>,
  port: number,
  readyPath: string,
  onLine?: (component: string, line: string) => void,
  readyTimeoutMs = 45_000,
): Promise<Component> {
  ensureBuildAssets();
  let child: ChildProcess;
  let output = '';
  const start = async () => {
    // PEACE_CPU_PROF_DIR: each component writes a CPU profile there when it stops (node --cpu-prof).
    const profile = process.env['PEACE_CPU_PROF_DIR'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['PEACE_CPU_PROF_DIR']}`, `--cpu-prof-name=${name}.${Date.now()}.cpuprofile`] : [];
    child = spawn(process.execPath, [...profile, '--enable-source-maps', entry], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-50_000);
      if (onLine) for (const line of text.split('\n')) if (line.trim()) onLine(name, line);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    const running = child;
    try {
      await waitFor(
        name,
        async () => {
          if (running.exitCode !== null) throw new ExitedError(`${name} exited with ${running.exitCode}:\n${output.slice(-5000)}`);
          const response = await fetch(`http://127.0.0.1:${port}${readyPath}`);
          return response.ok;
        },
        { timeoutMs: readyTimeoutMs, detail: () => output.slice(-5000) },
      );
    } catch (error) {
      // A process that never became ready must not outlive the failure, holding its port.
      await stopChild(running, 'SIGKILL');
      throw error;
    }
  };
  await start();
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    get process() {
      return child;
    },
    logs: () => output,
    stop: () => stopChild(child),
    restart: () => {
      // Two processes on one port would each be killed and waited for by whoever holds the handle.
      if (child.exitCode === null && child.signalCode === null) return Promise.reject(new Error(`${name} is still running: stop it before starting it again`));
      return start();
    },
  };
}

/** Starts the six services, the embedded OpenID provider and the gateway as separate processes. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => undefined);
  const secrets = options.secrets ?? { internal: randomBytes(32).toString('hex'), session: randomBytes(32).toString('hex') };
  const vapid = secrets.vapidPublicKey && secrets.vapidPrivateKey ? { publicKey: secrets.vapidPublicKey, privateKey: secrets.vapidPrivateKey } : generateVapidKeys();
  // Only the service that sends push holds the key that signs it.
  const notificationSecrets: Record<string, string> = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
  const gatewayPort = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${gatewayPort}`;
  const providerPort = options.providerPort ?? (await freePort());
  const providerUrl = `http://localhost:${providerPort}`;
  const common: Record<string, string> = {
    NODE_ENV: process.env['NODE_ENV'] === 'production' ? 'production' : 'development',
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info',
    REDIS_URL: options.infra.redisUrl,
    NATS_URL: options.infra.natsUrl,
    INTERNAL_SECRET: secrets.internal,
    SESSION_SECRET: secrets.session,
    PUBLIC_URL: baseUrl,
    PEACE_TEST_CLOCK: options.testClock ? '1' : '0',
    JOBS_PREFIX: options.jobsPrefix ?? `peace-jobs-${randomBytes(6).toString('hex')}`,
    ...options.env,
  };
  const databaseUrls = serviceDatabaseUrls(options.infra.databaseUrl, options.databaseUrls);
  const components = new Map<string, Component>();
  // Every stack sends its mail to a real SMTP server: the infrastructure's, or a sink of its own.
  const mail = common['SMTP_URL'] || options.infra.smtpUrl ? undefined : await startMailSink();
  common['SMTP_URL'] ||= options.infra.smtpUrl ?? mail!.url;
  const stopAll = async () => {
    const order = ['gateway', 'provider', ...SERVICES];
    for (const name of order) await components.get(name)?.stop().catch(() => undefined);
    await mail?.close();
  };
  // The migrations that need not wait for the provider run while it starts.
  const early = SERVICES.filter((service) => service !== 'identity');
  let migrating: Promise<void> | undefined;
  try {
    await prepareMigrationJournals([options.infra.databaseUrl, ...Object.values(databaseUrls)]);
    migrating = migrateAll(databaseUrls, early);
    // Awaited below; a failure meanwhile is not left unheard.
    migrating.catch(() => undefined);
    const external = Boolean(common['OIDC_ISSUER']);
    if (!external) {
      // Started first: it carries over accounts an older checkout kept in the identity schema,
      // before the identity migrations drop them.
      const provider = await launchComponent(
        'provider',
        PROVIDER_ENTRY,
        {
          ...common,
          DATABASE_URL: options.infra.databaseUrl,
          OIDC_PROVIDER_ISSUER: providerUrl,
          OIDC_PROVIDER_REDIRECT_URIS: `${baseUrl}/api/callback`,
          OIDC_PROVIDER_POST_LOGOUT_URIS: `${baseUrl}/`,
        },
        providerPort,
        '/.well-known/openid-configuration',
        options.onLine,
        options.readyTimeoutMs,
      );
      components.set('provider', provider);
      options.supervisor?.watch(provider);
      log(`embedded OpenID provider ready at ${providerUrl}`);
    }
    await migrating;
    await migrateAll(databaseUrls, ['identity']);
    log('migrations applied');
    const ports = await Promise.all(SERVICES.map(() => freePort()));
    // Each service joins the stack as it becomes ready, so a failure stops those already running.
    const launches = SERVICES.map((service, index) =>
      launchComponent(
        service,
        path.join(serviceDir(service), 'dist/index.js'),
        { ...(service === 'notification' ? notificationSecrets : {}), ...common, [databaseUrlVariable(service)]: databaseUrls[service], OIDC_ISSUER: common['OIDC_ISSUER'] ?? providerUrl },
        ports[index]!,
        '/readyz',
        options.onLine,
        options.readyTimeoutMs,
      ).then((component) => {
        components.set(service, component);
        log(`${service} ready on port ${component.port}`);
        return component;
      }),
    );
    const started = await Promise.all(launches).catch(async (error: unknown) => {
      // The others may still be starting: let them finish, so that stopAll finds every one of them.
      await Promise.allSettled(launches);
      throw error;
    });
    for (const component of started) options.supervisor?.watch(component);
    const subgraphs = Object.fromEntries(started.map((component) => [`SUBGRAPH_${component.name.toUpperCase()}_URL`, `${component.url}/graphql`]));
    const identity = components.get('identity')!;
    const metricsPort = await freePort();
    const gateway = await launchComponent(
      'gateway',
      path.join(REPO_ROOT, 'gateway/dist/index.js'),
      { ...common, ...subgraphs, IDENTITY_URL: identity.url, HOST: process.env['HOST'] ?? '127.0.0.1', METRICS_PORT: String(metricsPort) },
      gatewayPort,
      '/readyz',
      options.onLine,
      options.readyTimeoutMs,
    );
    components.set('gateway', gateway);
    options.supervisor?.watch(gateway);
    log(`gateway ready at ${baseUrl}`);
    return { baseUrl, providerUrl, internalSecret: secrets.internal, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, components, ...(mail ? { mail } : {}), stop: stopAll };
  } catch (error) {
    // Migrations still running must end before their database goes away.
    await migrating?.catch(() => undefined);
    await stopAll();
    throw error;
  }
}
