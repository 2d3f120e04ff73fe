import { randomBytes, randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import { SESSION_COOKIE, signSessionId } from '@peace/kit';
import { SessionCache, type CachedSession } from '@peace/identity/sessions';
import { startServiceUnderTest } from '@peace/scripts/testing';

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
  const { REDIS_URL: redisUrl, SESSION_SECRET: sessionSecret, ...rest } = env;
  // Its subgraphs never answer, so it never becomes ready: it is up once it answers at all.
  const gateway = await startServiceUnderTest('gateway', { redisUrl, ...(sessionSecret ? { sessionSecret } : {}), env: rest, readyTimeoutMs: 30_000, readyPath: '/healthz' });
  return { child: gateway.process, port: gateway.port, url: gateway.url };
}

/**
 * The Cookie header of a new signed-in person, made the way the identity service makes one: the
 * session cached in Redis under its id, the cookie signed with the session secret.
 */
export async function signedInCookie(redis: Redis, sessionSecret: string, userId: string = randomUUID()): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  const session: CachedSession = { userId, expire: Date.now() + 3_600_000, touchedAt: Date.now() };
  await new SessionCache(redis).fill(sid, session, 3_600_000);
  return `${SESSION_COOKIE}=${signSessionId(sid, sessionSecret)}`;
}
