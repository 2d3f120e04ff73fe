// The built notification service as the benches run it, and nodemailer alone as the anchor its
// mail is held against: both with the same SMTP pool, to the same mail sink.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateService } from '@peace/kit';
import { freePort, launchComponent, REPO_ROOT, type Component, type Infrastructure, type MailSink } from '@peace/scripts/harness';
import { startHelper } from './child.js';

/** Connections to the mail server, on the service's side and the anchor's (the service's default). */
export const SMTP_CONNECTIONS = 10;
/** Messages the service works on at once, on the service's side and the anchors' (the service's default). */
export const MAIL_CONCURRENCY = 30;

/** The mail sink the infrastructure started: the benches count what it received, which a real mail server (SMTP_URL) would not let them. */
export function benchMailSink(infra: Infrastructure): MailSink {
  if (!infra.mail) throw new Error('The mail benches count what their own mail sink receives: run them without SMTP_URL');
  return infra.mail;
}

/** Migrates the notification service's schema and starts its build on the infrastructure, with `env` on top. */
export async function startNotification(infra: Infrastructure, env: Record<string, string> = {}): Promise<Component> {
  await migrateService('notification', infra.databaseUrl);
  return launchComponent(
    'notification',
    path.join(REPO_ROOT, 'services/notification/dist/index.js'),
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: infra.databaseUrl,
      REDIS_URL: infra.redisUrl,
      NATS_URL: infra.natsUrl,
      INTERNAL_SECRET: randomUUID() + randomUUID(),
      PUBLIC_URL: 'http://localhost:8080',
      JOBS_PREFIX: `bench-${Date.now()}`,
      SMTP_MAX_CONNECTIONS: String(SMTP_CONNECTIONS),
      MAIL_CONCURRENCY: String(MAIL_CONCURRENCY),
      ...env,
    },
    await freePort(),
    '/readyz',
  );
}

/**
 * nodemailer alone, from a process of its own (lib/smtp-anchor.ts), handing `count` copies of the
 * raw message straight to the sink: answers the milliseconds it took, once the sink holds them all.
 * The sink is emptied first.
 */
export async function nodemailerAloneMs(mail: MailSink, raw: Buffer | string, count: number, timeoutMs: number): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'peace-bench-mail-'));
  try {
    const file = path.join(dir, 'message.eml');
    writeFileSync(file, raw);
    mail.clear();
    const helper = startHelper(path.join(REPO_ROOT, 'scripts/bench/lib/smtp-anchor.ts'), {
      ANCHOR_SMTP_URL: mail.url,
      ANCHOR_COUNT: String(count),
      ANCHOR_RAW_FILE: file,
      ANCHOR_CONNECTIONS: String(SMTP_CONNECTIONS),
    });
    try {
      const { elapsedMs } = await helper.next<{ type: 'done'; elapsedMs: number }>('done', timeoutMs);
      // Each message was accepted before its send resolved: the sink holds them all already.
      await mail.waitForCount(count, { timeoutMs: 10_000 });
      return elapsedMs;
    } finally {
      await helper.end();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
