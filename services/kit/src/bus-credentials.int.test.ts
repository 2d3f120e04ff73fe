// A NATS that asks for a password, as the chart's does: the services log in with the password given
// apart from the URL, whatever its characters, one starting with a digit included.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { canConnect, freePort, spawnServer, stopChild, waitFor, which, type SpawnedServer } from '@peace/scripts/harness';
import { connectBus } from './bus.js';

const PASSWORD = '9 "q&\\u$x:y@z';
let dir: string;
let port: number;
let server: SpawnedServer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'peace-kit-nats-auth-'));
  port = await freePort();
  const config = path.join(dir, 'nats.conf');
  // A quoted string, " and \ escaped: the one form nats-server reads any password in.
  const quoted = `"${PASSWORD.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  writeFileSync(config, `jetstream { store_dir: "${path.join(dir, 'js')}" }\nauthorization { user: peace, password: ${quoted} }\n`);
  server = spawnServer(which('nats-server') ?? '/usr/sbin/nats-server', ['-a', '127.0.0.1', '-p', String(port), '-c', config]);
  await waitFor('nats-server', () => canConnect(port), { timeoutMs: 15_000, detail: server.output });
});

afterAll(async () => {
  await stopChild(server.child);
  rmSync(dir, { recursive: true, force: true });
});

it('logs in with NATS_USER and NATS_PASSWORD passed as connection options', async () => {
  const bus = await connectBus(`nats://127.0.0.1:${port}`, 'kit-credentials', { credentials: { NATS_USER: 'peace', NATS_PASSWORD: PASSWORD } });
  expect((await bus.jsm.streams.info('PEACE')).config.num_replicas).toBe(1);
  await bus.close();
});

it('logs in with the credentials written, percent-encoded, in the URL', async () => {
  const bus = await connectBus(`nats://peace:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}`, 'kit-credentials-url');
  expect(bus.nc.isClosed()).toBe(false);
  await bus.close();
});
