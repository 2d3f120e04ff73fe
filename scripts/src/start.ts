import { existsSync, mkdirSync, readFileSync, writeFileSync, createWriteStream, type WriteStream } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { databaseUrlVariable } from '@peace/kit';
import { REPO_ROOT, SERVICES, canConnect, createSupervisor, generateVapidKeys, startInfrastructure, startStack, type Infrastructure, type ServiceName, type Stack, type StackSecrets } from './harness/index.js';

// Where the servers keep their data and the components their logs; .data in the checkout unless PEACE_DATA_DIR names another.
const dataDir = path.resolve(process.env['PEACE_DATA_DIR'] ?? path.join(REPO_ROOT, '.data'));
const port = Number(process.env['PORT'] ?? 8080);
const logsDir = path.join(dataDir, 'logs');
const logsShown = logsDir.startsWith(REPO_ROOT) ? path.relative(REPO_ROOT, logsDir) : logsDir;

function secrets(): StackSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const fromEnv = process.env['INTERNAL_SECRET'] && process.env['SESSION_SECRET'] ? { internal: process.env['INTERNAL_SECRET'], session: process.env['SESSION_SECRET'] } : undefined;
  // Generated once per checkout and kept, so sign-ins and browsers' push subscriptions survive a restart; never committed.
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<StackSecrets>) : {};
  const vapid = kept.vapidPublicKey && kept.vapidPrivateKey ? { publicKey: kept.vapidPublicKey, privateKey: kept.vapidPrivateKey } : generateVapidKeys();
  const all: StackSecrets = {
    internal: kept.internal ?? randomBytes(32).toString('hex'),
    session: kept.session ?? randomBytes(32).toString('hex'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  if (JSON.stringify(all) !== JSON.stringify(kept)) writeFileSync(file, JSON.stringify(all), { mode: 0o600 });
  const vapidFromEnv = process.env['VAPID_PUBLIC_KEY'] && process.env['VAPID_PRIVATE_KEY'] ? { vapidPublicKey: process.env['VAPID_PUBLIC_KEY'], vapidPrivateKey: process.env['VAPID_PRIVATE_KEY'] } : {};
  return { ...all, ...fromEnv, ...vapidFromEnv };
}

/** The SMTP sink and its inbox next to the app's port when those are free. */
async function stableMailPorts(): Promise<{ smtp: number; web: number } | undefined> {
  const smtp = port + 25;
  const web = port + 26;
  return (await canConnect(smtp)) || (await canConnect(web)) ? undefined : { smtp, web };
}

async function main(): Promise<void> {
  mkdirSync(logsDir, { recursive: true });
  if (await canConnect(port)) {
    console.error(`Port ${port} is already in use. Stop what runs there or choose another: PORT=8090 npm start`);
    process.exit(1);
  }
  const logs = new Map<string, WriteStream>();
  const log = (line: string) => console.log(`✔ ${line}`);
  let infra: Infrastructure | undefined;
  let stack: Stack | undefined;
  let stopping = false;
  // What dies is started again; what cannot stay up stops everything, saying which and why.
  const supervisor = createSupervisor({
    log: (line) => console.log(line),
    onGiveUp: (name, reason) => {
      console.error(`\n✖ ${reason}\n\nPeace Practice cannot run without ${name}; stopping (the services' logs are in .data/logs).`);
      void stop(1);
    },
  });
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    supervisor.close();
    console.log('\nStopping…');
    await stack?.stop();
    await infra?.stop();
    for (const stream of logs.values()) stream.end();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    infra = await startInfrastructure({
      dataDir,
      external: { databaseUrl: process.env['DATABASE_URL'], redisUrl: process.env['REDIS_URL'], natsUrl: process.env['NATS_URL'], smtpUrl: process.env['SMTP_URL'] },
      // Stable, so the inbox page stays where a developer bookmarked it.
      mailPorts: await stableMailPorts(),
      log,
      supervisor,
    });
    const env: Record<string, string> = {};
    for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'LOG_LEVEL']) {
      const value = process.env[name];
      if (value) env[name] = value;
    }
    // The issuer URL is the provider's address: keep it stable so sign-ins survive a restart.
    const providerPort = (await canConnect(port + 1)) ? undefined : port + 1;
    // A service given a database of its own (e.g. MEDITATION_DATABASE_URL) keeps it.
    const databaseUrls: Partial<Record<ServiceName, string>> = {};
    for (const service of SERVICES) {
      const own = process.env[databaseUrlVariable(service)];
      if (own) databaseUrls[service] = own;
    }
    stack = await startStack({
      infra,
      databaseUrls,
      // Stable across restarts, so the services find their job schedulers again.
      jobsPrefix: process.env['JOBS_PREFIX'] ?? 'peace-jobs',
      port,
      providerPort,
      secrets: secrets(),
      env,
      log,
      supervisor,
      // A small machine busy with a build may take a while; a restart waits as long.
      readyTimeoutMs: 120_000,
      onLine: (component, line) => {
        let stream = logs.get(component);
        if (!stream) {
          stream = createWriteStream(path.join(logsDir, `${component}.log`), { flags: 'a' });
          logs.set(component, stream);
        }
        stream.write(`${line}\n`);
      },
    });
    console.log(`\nPeace Practice is running at ${stack.baseUrl}  (logs in ${logsShown}, Ctrl-C to stop)`);
    if (infra.mail) console.log(`Emails it sends arrive in the local inbox at ${infra.mail.webUrl}  (set SMTP_URL to use a real mail server)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

await main();
