// Starts the embedded provider and the identity service as real processes (from dist) on the
// test run's private PostgreSQL, Redis and NATS, each with a database of its own.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_CLIENT_ID, defaultClientSecret } from '@peace/kit';
import { freePort } from '../harness/process.js';
import { launchComponent, PROVIDER_ENTRY, serviceDir, type Component } from '../harness/stack.js';
import { createServiceDatabase, startServiceUnderTest } from './service.js';
import { testInfraUrls, testSecret } from './database.js';

export interface Launched {
  name: string;
  url: string;
  port: number;
  logs(): string;
  /** The process, while it runs. */
  child(): ChildProcess;
  stop(): Promise<void>;
  /** Starts it again with the same settings and port. */
  start(): Promise<void>;
}

/** A started process as the suites of sign-in hold it. */
function asLaunched(component: Component): Launched {
  return {
    name: component.name,
    port: component.port,
    url: `http://localhost:${component.port}`,
    logs: component.logs,
    child: () => component.process,
    stop: () => component.stop(),
    start: () => component.restart(),
  };
}

/** Runs a built entry with node and waits until readyPath answers 200. */
export async function launch(name: string, entry: string, env: Record<string, string>, port: number, readyPath: string): Promise<Launched> {
  return asLaunched(await launchComponent(name, entry, env, port, readyPath));
}

export { PROVIDER_ENTRY };
export const IDENTITY_ENTRY = path.join(serviceDir('identity'), 'dist/index.js');

export interface IdentityStackOptions {
  /** Where the browser reaches the app (the gateway, or a test's stand-in for it). */
  publicUrl: string;
  identityEnv?: Record<string, string>;
  providerEnv?: Record<string, string>;
  /** Configures Google sign-in with the embedded provider standing in for Google. */
  googleStandIn?: boolean;
}

export interface IdentityStack {
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  internalSecret: string;
  sessionSecret: string;
  provider: Launched;
  identity: Launched;
  stop(): Promise<void>;
}

/**
 * The embedded provider (with the app's callback and the Google callback registered, so it can
 * also stand in for Google) and the identity service signing in against it.
 */
export async function startIdentityStack(options: IdentityStackOptions): Promise<IdentityStack> {
  const infra = testInfraUrls();
  const databaseUrl = await createServiceDatabase('identity');
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const internalSecret = testSecret();
  const sessionSecret = testSecret();
  const common = {
    redisUrl: infra.redisUrl,
    natsUrl: infra.natsUrl,
    databaseUrl,
    internalSecret,
    sessionSecret,
  };
  const logLevel = { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'info', PUBLIC_URL: publicUrl };
  // The issuer names the provider's port, so the port is chosen before it starts.
  const providerPort = await freePort();
  const providerUrl = `http://localhost:${providerPort}`;
  const provider = asLaunched(
    await startServiceUnderTest('provider', {
      ...common,
      port: providerPort,
      env: {
        ...logLevel,
        OIDC_PROVIDER_ISSUER: providerUrl,
        OIDC_PROVIDER_REDIRECT_URIS: `${publicUrl}/api/callback,${publicUrl}/api/auth/google/callback`,
        OIDC_PROVIDER_POST_LOGOUT_URIS: `${publicUrl}/`,
        ...options.providerEnv,
      },
    }),
  );
  let identity: Launched;
  try {
    const google: Record<string, string> = options.googleStandIn ? { GOOGLE_ISSUER: providerUrl, GOOGLE_CLIENT_ID: DEFAULT_CLIENT_ID, GOOGLE_CLIENT_SECRET: defaultClientSecret(sessionSecret) } : {};
    identity = asLaunched(await startServiceUnderTest('identity', { ...common, env: { ...logLevel, OIDC_ISSUER: providerUrl, ...google, ...options.identityEnv } }));
  } catch (error) {
    await provider.stop();
    throw error;
  }
  return {
    publicUrl,
    databaseUrl,
    redisUrl: infra.redisUrl,
    internalSecret,
    sessionSecret,
    provider,
    identity,
    stop: async () => {
      await Promise.all([identity.stop(), provider.stop()]);
    },
  };
}
