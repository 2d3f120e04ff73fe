// Passwords of any printable characters, against the real parsers: the rendered NATS and Valkey
// containers' own scripts write each password into the server's config (redis-server stands in for
// valkey-server, the same config parser), the server starts, and a client logs in with the password
// as given. Random ones and the hard cases: quotes, backslashes, spaces, $, all digits, non-ASCII.
// The release name starts with digits, so the NATS server_name does too.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { freePort, waitFor } from '@peace/scripts/harness';
import { HELM_RELEASES, helmBinary } from './helm.js';
import { startRenderedNats, startRenderedRedis, type RunningServer } from './infra.js';
import type { KubeObject } from './kubernetes.js';
import { parseManifests, template } from './render.js';
import { EXAMPLES_DIR } from './values.js';

const RELEASE = '2048-peace';
const HARD = ['"', '\\', '\\"', '"\\', '12345678', '0', '007', '$NATS_PASSWORD', '$(id)', 'a b  c ', ' lead', "it's", '#not-a-comment', 'x;y}{z', '\\x41\\n', 'pässwörd€漢😀', '%41%%', 'true', '-1e5'];
const ALPHABET = [...Array.from({ length: 95 }, (_unused, index) => String.fromCharCode(32 + index)), 'ä', 'ß', '€', '漢', '😀'];

function randomPassword(): string {
  for (;;) {
    const length = 1 + randomInt(40);
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    // A NATS password starting with $2 is read as a bcrypt hash; none of the chart's generated ones does.
    if (!password.startsWith('$2')) return password;
  }
}

const PASSWORDS = [...HARD, ...Array.from({ length: 30 }, randomPassword)];
let objects: KubeObject[];
let dir: string;

beforeAll(async () => {
  const run = template(await helmBinary(HELM_RELEASES[0]!), {
    name: 'existing secrets',
    release: RELEASE,
    args: ['-f', path.join(EXAMPLES_DIR, 'existing-secrets.yaml')],
  });
  if (run.status !== 0) throw new Error(run.stderr);
  objects = parseManifests(run.stdout);
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-passwords-'));
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `check` for every password, a few servers at a time. */
async function each(check: (password: string, index: number) => Promise<void>): Promise<void> {
  const queue = PASSWORDS.map((password, index) => ({ password, index }));
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await check(next.password, next.index);
    }),
  );
}

async function started(server: RunningServer): Promise<void> {
  await waitFor(server.name, () => server.ready(), { timeoutMs: 20_000, detail: () => server.output() });
}

it('NATS reads each password, and a server name starting with digits, as itself', async () => {
  const failures: string[] = [];
  await each(async (password, index) => {
    const ports = { client: await freePort(), monitor: await freePort(), cluster: await freePort() };
    const server = startRenderedNats(objects, { dir: path.join(dir, `nats-${index}`), index: 0, ports: [ports], secrets: () => password });
    try {
      await started(server);
      const nc = await connect({ servers: `127.0.0.1:${ports.client}`, user: 'peace', pass: password, reconnect: false });
      await nc.close();
      const wrong = await connect({ servers: `127.0.0.1:${ports.client}`, user: 'peace', pass: `${password}x`, reconnect: false }).catch(() => undefined);
      if (wrong) failures.push(`${JSON.stringify(password)}: a wrong password was let in`);
      const varz = (await (await fetch(`http://127.0.0.1:${ports.monitor}/varz`)).json()) as { server_name: string };
      if (varz.server_name !== `${RELEASE}-peace-practice-nats-0`) failures.push(`server_name read as ${JSON.stringify(varz.server_name)}`);
    } catch (error) {
      failures.push(`${JSON.stringify(password)}: ${String(error)}\n${server.output().slice(-500)}`);
    } finally {
      await server.stop();
    }
  });
  expect(failures).toEqual([]);
}, 180_000);

it('Valkey reads each password as itself', async () => {
  const failures: string[] = [];
  await each(async (password, index) => {
    const port = await freePort();
    const server = startRenderedRedis(objects, { dir: path.join(dir, `redis-${index}`), port, secrets: () => password });
    try {
      await started(server);
      const client = new Redis({ host: '127.0.0.1', port, password, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      try {
        await client.connect();
        if ((await client.ping()) !== 'PONG') failures.push(`${JSON.stringify(password)}: no PONG`);
      } finally {
        client.disconnect();
      }
    } catch (error) {
      failures.push(`${JSON.stringify(password)}: ${String(error)}\n${server.output().slice(-500)}`);
    } finally {
      await server.stop();
    }
  });
  expect(failures).toEqual([]);
}, 180_000);
