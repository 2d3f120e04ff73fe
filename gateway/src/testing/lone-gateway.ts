import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { SESSION_COOKIE, sessionCacheKey, signSessionId, type CachedSession } from '@peace/kit';
import { freePort, REPO_ROOT, waitFor } from '@peace/scripts/harness';

export interface LoneGateway {
  child: ChildProcess;
  port: number;
  url: string;
}

/**
 * A gateway process with only Redis behind it, for what the gateway does on its own (the live
 * socket, serving the web app): its subgraphs point nowhere and are never asked.
 */
export async function startLoneGateway(env: Record<string, string> & { REDIS_URL: string }): Promise<LoneGateway> {
  const port = await freePort();
  const nowhere = 'http://127.0.0.1:9';
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'gateway/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      // Several lone gateways run at once: each takes whatever port is free for its metrics.
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      INTERNAL_SECRET: randomBytes(24).toString('hex'),
      SESSION_SECRET: randomBytes(24).toString('hex'),
      PUBLIC_URL: `http://localhost:${port}`,
      IDENTITY_URL: nowhere,
      ...Object.fromEntries(['IDENTITY', 'MEDITATION', 'GROUPS', 'COMMUNITIES', 'STATS', 'NOTIFICATION'].map((name) => [`SUBGRAPH_${name}_URL`, `${nowhere}/graphql`])),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Its subgraphs never answer, so /readyz stays 503: it is up once it has reached Redis.
  const reachedRedis = async () => ((await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as { checks?: Record<string, string> }).checks?.['redis'] === 'ok';
  await waitFor('gateway', reachedRedis, 30_000);
  return { child, port, url: `http://127.0.0.1:${port}` };
}

/**
 * The Cookie header of a new signed-in person, made the way the identity service makes one: the
 * session cached in Redis under its id, the cookie signed with the session secret.
 */
export async function signedInCookie(redis: Redis, sessionSecret: string, userId: string = randomUUID()): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  const session: CachedSession = { userId, expire: Date.now() + 3_600_000, touchedAt: Date.now() };
  await redis.set(sessionCacheKey(sid), JSON.stringify(session), 'PX', 3_600_000);
  return `${SESSION_COOKIE}=${signSessionId(sid, sessionSecret)}`;
}
