import type pg from 'pg';
import type { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { pingDatabase } from './db.js';

export type ReadinessCheck = () => Promise<void>;

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export const postgresCheck = (pool: pg.Pool): ReadinessCheck => () => pingDatabase(pool);

export const redisCheck = (redis: Redis): ReadinessCheck => async () => {
  if (redis.status !== 'ready') throw new Error(`redis is ${redis.status}`);
  await redis.ping();
};

export const natsCheck = (nc: NatsConnection): ReadinessCheck => async () => {
  if (nc.isClosed()) throw new Error('nats connection closed');
  await nc.flush();
};

export async function runChecks(checks: Record<string, ReadinessCheck>, timeoutMs = 2000): Promise<{ ready: boolean; checks: Record<string, string> }> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), timeoutMs, name);
        return [name, 'ok'] as const;
      } catch (error) {
        return [name, error instanceof Error ? error.message : String(error)] as const;
      }
    }),
  );
  return { ready: entries.every(([, status]) => status === 'ok'), checks: Object.fromEntries(entries) };
}
