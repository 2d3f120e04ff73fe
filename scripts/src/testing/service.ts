// The one way a suite starts the process it tests: a service, the gateway or the embedded
// provider, built (from dist), on the run's private servers or the suite's own, on a free port,
// ready when its readiness path answers. For tests only.
import path from 'node:path';
import { migrateService } from '@peace/kit';
import { freePort } from '../harness/process.js';
import { generateVapidKeys, launchComponent, PROVIDER_ENTRY, REPO_ROOT, serviceDir, type Component, type ServiceName } from '../harness/stack.js';
import { createTestDatabase, testInfraUrls, testSecret } from './database.js';

export type ProcessUnderTest = ServiceName | 'gateway' | 'provider';

export interface ServiceUnderTestOptions {
  /** Redis to use; the run's when omitted. */
  redisUrl?: string;
  /** NATS to use; the run's when omitted. */
  natsUrl?: string;
  /**
   * The service's database, migrated before it starts; a fresh database of the run's PostgreSQL
   * when omitted. The gateway has none; the provider migrates its own at start.
   */
  databaseUrl?: string;
  /** Secrets shared with the other processes of the suite; fresh ones when omitted. */
  internalSecret?: string;
  sessionSecret?: string;
  /** Lets the suite set and move the process's clock through Redis. */
  testClock?: boolean;
  /** The port to listen on (a provider's issuer names it before it starts); a free one when omitted. */
  port?: number;
  /** Settings of the suite's own, over the defaults. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** What says it is up, when not its readiness (a gateway whose subgraphs never answer stays unready). */
  readyPath?: string;
}

export interface ServiceUnderTest extends Component {
  /** Its database (none for the gateway). */
  databaseUrl: string | undefined;
  internalSecret: string;
  sessionSecret: string;
  /** Every setting it was started with. */
  env: Record<string, string>;
}

/** Where nothing listens: the gateway's subgraphs a suite does not start are never asked. */
const NOWHERE = 'http://127.0.0.1:9';

/** A fresh database of the run's PostgreSQL with the service's migrations applied. */
export async function createServiceDatabase(service: ServiceName, prefix: string = service): Promise<string> {
  const url = await createTestDatabase(prefix);
  await migrateService(service, url);
  return url;
}

/** What a service's own fixtures start from: a fresh database of its schema, and the run's Redis and NATS. */
export async function serviceInfra(service: ServiceName, prefix?: string): Promise<{ databaseUrl: string; redisUrl: string; natsUrl: string }> {
  return { ...testInfraUrls(), databaseUrl: await createServiceDatabase(service, prefix) };
}

/** A fresh VAPID key pair for a notification service under test, so that it sends push as deployed. */
function vapidEnv(): Record<string, string> {
  const { publicKey, privateKey } = generateVapidKeys();
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

function entryOf(name: ProcessUnderTest): { entry: string; readyPath: string } {
  if (name === 'gateway') return { entry: path.join(REPO_ROOT, 'gateway/dist/index.js'), readyPath: '/readyz' };
  if (name === 'provider') return { entry: PROVIDER_ENTRY, readyPath: '/.well-known/openid-configuration' };
  return { entry: path.join(serviceDir(name), 'dist/index.js'), readyPath: '/readyz' };
}

/** Starts one built process of the product for a suite to test; stop() ends it. */
export async function startServiceUnderTest(name: ProcessUnderTest, options: ServiceUnderTestOptions = {}): Promise<ServiceUnderTest> {
  // The gateway speaks to no NATS; the run's servers are asked for only where the suite named none.
  const needsNats = name !== 'gateway';
  const run = options.redisUrl && (options.natsUrl || !needsNats) ? undefined : testInfraUrls();
  const port = options.port ?? (await freePort());
  const internalSecret = options.internalSecret ?? testSecret();
  const sessionSecret = options.sessionSecret ?? testSecret();
  let databaseUrl = options.databaseUrl;
  if (name !== 'gateway' && name !== 'provider') {
    if (databaseUrl) await migrateService(name, databaseUrl);
    else databaseUrl = await createServiceDatabase(name);
  }
  const gateway: Record<string, string> =
    name === 'gateway'
      ? {
          PUBLIC_URL: `http://localhost:${port}`,
          // Several gateways may run at once: each takes whatever port is free for its metrics.
          METRICS_PORT: '0',
          IDENTITY_URL: NOWHERE,
          ...Object.fromEntries(['IDENTITY', 'MEDITATION', 'GROUPS', 'COMMUNITIES', 'STATS', 'NOTIFICATION'].map((subgraph) => [`SUBGRAPH_${subgraph}_URL`, `${NOWHERE}/graphql`])),
        }
      : {};
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    REDIS_URL: options.redisUrl ?? run!.redisUrl,
    ...(needsNats ? { NATS_URL: options.natsUrl ?? run!.natsUrl } : {}),
    INTERNAL_SECRET: internalSecret,
    SESSION_SECRET: sessionSecret,
    PEACE_TEST_CLOCK: options.testClock ? '1' : '0',
    // Suites share the run's Redis: their services must not run each other's jobs.
    JOBS_PREFIX: `test-${testSecret().slice(0, 12)}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(name === 'notification' ? vapidEnv() : {}),
    ...gateway,
    ...options.env,
  };
  const { entry, readyPath } = entryOf(name);
  const component = await launchComponent(name, entry, env, port, options.readyPath ?? readyPath, undefined, options.readyTimeoutMs);
  return Object.assign(component, { databaseUrl, internalSecret, sessionSecret, env });
}
