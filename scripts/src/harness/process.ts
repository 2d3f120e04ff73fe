import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

/**
 * A port that is free right now on the loopback interface, taken below Linux's ephemeral range
 * (32768 and up): there the kernel also hands out the local ports of outgoing connections, and a
 * test opening a thousand sockets could take the port between this check and the server's bind.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await tryListen(20_000 + Math.floor(Math.random() * 12_000));
    if (port) return port;
  }
  const port = await tryListen(0);
  if (!port) throw new Error('no free port on 127.0.0.1');
  return port;
}

export function which(command: string): string | undefined {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : undefined;
}

export interface SpawnedServer {
  child: ChildProcess;
  output: () => string;
}

/**
 * Starts a server binary that dies with its parent (Linux PDEATHSIG through setpriv), so an
 * interrupted test run or Ctrl-C never leaves servers behind. Optionally runs as another user.
 */
export function spawnServer(command: string, args: string[], options: SpawnOptions & { asUser?: string } = {}): SpawnedServer {
  const wrapper: string[] = [];
  if (existsSync('/usr/bin/setpriv')) {
    wrapper.push('/usr/bin/setpriv', '--pdeathsig', 'SIGKILL');
    if (options.asUser) wrapper.push('--reuid', options.asUser, '--regid', options.asUser, '--init-groups');
  } else if (options.asUser) {
    throw new Error('running a server as another user needs setpriv (util-linux)');
  }
  const [bin, ...rest] = wrapper.length > 0 ? [...wrapper, command, ...args] : [command, ...args];
  const child = spawn(bin!, rest, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => log };
}

/** Thrown by a readiness probe when waiting longer cannot help. */
export class ExitedError extends Error {
  override name = 'ExitedError';
}

export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000, detail?: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ready = await probe().catch((error: unknown) => {
      if (error instanceof ExitedError) throw error;
      return false;
    });
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs} ms${detail ? `\n${detail()}` : ''}`);
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export function canConnect(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
