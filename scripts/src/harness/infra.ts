import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailSink, type MailSink } from './mail.js';
import type { Supervisor } from './process.js';
import { startNats, startPostgres, startRedis, type ServerHandle } from './servers.js';

export interface Infrastructure {
  databaseUrl: string;
  redisUrl: string;
  natsUrl: string;
  /** Where the services send mail: the private mail sink, or a real server given by SMTP_URL. */
  smtpUrl: string;
  /** The private mail sink, when no real mail server was given. */
  mail?: MailSink;
  /** The private servers started here (external ones given by URL are not listed). */
  servers: { postgres?: ServerHandle; redis?: ServerHandle; nats?: ServerHandle };
  stop(): Promise<void>;
}

export interface InfrastructureOptions {
  /** Keeps data under this directory between runs; a temporary directory (removed on stop) otherwise. */
  dataDir?: string;
  /** Real servers to use instead of private ones. */
  external?: { databaseUrl?: string; redisUrl?: string; natsUrl?: string; smtpUrl?: string };
  /** Fixed ports of the mail sink (SMTP and its inbox page); free ones otherwise. */
  mailPorts?: { smtp: number; web: number };
  log?: (line: string) => void;
  /** Restarts PostgreSQL, Redis and NATS when they die (the mail sink runs inside this process). */
  supervisor?: Supervisor;
  /** Has the private PostgreSQL count every statement run (pg_stat_statements), for measuring. */
  statementStatistics?: boolean;
}

/** Starts private PostgreSQL, Redis and NATS (JetStream) instances on free ports. */
export async function startInfrastructure(options: InfrastructureOptions = {}): Promise<Infrastructure> {
  const temporary = !options.dataDir;
  // PostgreSQL runs as its own user when we are root: it must be able to reach its directory.
  const root = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'peace-infra-'));
  if (temporary) chmodSync(root, 0o755);
  const durable = !temporary;
  const log = options.log ?? (() => undefined);
  const external = options.external ?? {};
  const started: ServerHandle[] = [];
  const servers: Infrastructure['servers'] = {};
  let mail: MailSink | undefined;
  try {
    if (!external.smtpUrl) {
      mail = await startMailSink({ port: options.mailPorts?.smtp, webPort: options.mailPorts?.web, dir: durable ? path.join(root, 'mail') : undefined });
      log(`mail sink ready at ${mail.url}, inbox at ${mail.webUrl}`);
    }
    const [postgres, redis, nats] = await Promise.all([
      external.databaseUrl ? undefined : startPostgres({ dir: path.join(root, 'postgres'), durable, statementStatistics: options.statementStatistics }),
      external.redisUrl ? undefined : startRedis({ dir: path.join(root, 'redis'), durable }),
      external.natsUrl ? undefined : startNats({ dir: path.join(root, 'nats'), durable }),
    ]);
    for (const server of [postgres, redis, nats]) {
      if (server) {
        started.push(server);
        options.supervisor?.watch({
          name: server.name,
          get process() {
            return server.process;
          },
          restart: () => server.start(),
          logs: () => server.logs(),
        });
        log(`${server.name} ready at ${server.url.replace(/\/\/[^@]*@/, '//')}`);
      }
    }
    if (postgres) servers.postgres = postgres;
    if (redis) servers.redis = redis;
    if (nats) servers.nats = nats;
    return {
      databaseUrl: external.databaseUrl ?? postgres!.url,
      redisUrl: external.redisUrl ?? redis!.url,
      natsUrl: external.natsUrl ?? nats!.url,
      smtpUrl: external.smtpUrl ?? mail!.url,
      ...(mail ? { mail } : {}),
      servers,
      stop: async () => {
        await mail?.close();
        await Promise.all(started.map((server) => server.stop().catch(() => server.kill())));
        if (temporary) rmSync(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await mail?.close();
    await Promise.all(started.map((server) => server.kill()));
    if (temporary) rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
