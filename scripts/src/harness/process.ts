import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/** Ports handed out to any process of this machine's test runs, one file each. */
const RESERVED_DIR = path.join(os.tmpdir(), 'peace-ports');
/** How long a port handed out stays its taker's: longer than any stack of a run lives. */
const RESERVATION_MS = 60 * 60_000;

/**
 * Claims candidate for this process unless another harness process claimed it within the hour.
 * Parallel suites each check ports free and bind them a moment later: without the claim two of
 * them could be handed the same free port, and the second server to bind it fails (EADDRINUSE).
 */
export function reservePort(candidate: number): boolean {
  const file = path.join(RESERVED_DIR, String(candidate));
  try {
    mkdirSync(RESERVED_DIR, { recursive: true });
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (Date.now() - statSync(file).mtimeMs < RESERVATION_MS) return false;
      writeFileSync(file, String(process.pid));
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * A port that is free right now on the loopback interface, taken below Linux's ephemeral range
 * (32768 and up): there the kernel also hands out the local ports of outgoing connections, and a
 * test opening a thousand sockets could take the port between this check and the server's bind.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = 20_000 + Math.floor(Math.random() * 12_000);
    if (!reservePort(candidate)) continue;
    const port = await tryListen(candidate);
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

/** How long and how often waitFor asks. */
export interface WaitOptions {
  /** How long it asks before it fails (30 s unless told). */
  timeoutMs?: number;
  /** The pause between two asks (100 ms unless told): a fact that changes in a moment is worth asking after every few milliseconds. */
  intervalMs?: number;
  /** More to say when it fails, read then (a process's output, what was seen last). */
  detail?: () => string;
}

/**
 * Asks again until the probe says what it waits for is so; fails naming it when it never is. A
 * probe that throws has not seen it yet, unless it throws ExitedError. Answers how long it waited.
 */
export async function waitFor(what: string, probe: () => boolean | Promise<boolean>, options: number | WaitOptions = {}): Promise<number> {
  const { timeoutMs = 30_000, intervalMs = 100, detail } = typeof options === 'number' ? { timeoutMs: options } : options;
  const started = Date.now();
  for (;;) {
    const seen = await Promise.resolve()
      .then(probe)
      .catch((error: unknown) => {
        if (error instanceof ExitedError) throw error;
        return false;
      });
    if (seen) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`waited ${timeoutMs} ms in vain for ${what}${detail ? `\n${detail()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Children ended through stopChild: their exit is wanted, so no supervisor brings them back. */
const stoppedOnPurpose = new WeakSet<ChildProcess>();

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 10_000): Promise<void> {
  stoppedOnPurpose.add(child);
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

/** Something a supervisor can watch and bring back: its current process and a way to start it again. */
export interface Restartable {
  name: string;
  /** The running process; a new one after each restart. */
  readonly process: ChildProcess | undefined;
  /** Starts it again with the same settings, resolving once it is ready. */
  restart(): Promise<void>;
  /** Its recent output, shown when it cannot stay up. */
  logs?: () => string;
}

export interface SupervisorOptions {
  /** Where the supervisor says what died, how, and when it comes back. */
  log: (line: string) => void;
  /** Called once when a component cannot stay up; nothing is restarted after it. */
  onGiveUp: (name: string, reason: string) => void;
  /** Wait before the first restart; it doubles with every further crash in the window. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A component that crashes this many times within windowMs is given up on. */
  maxCrashes?: number;
  windowMs?: number;
}

export interface Supervisor {
  /** Restarts target with backoff whenever its process exits without a stopChild asking for it. */
  watch(target: Restartable): void;
  /** Stops restarting anything: for an orderly shutdown. */
  close(): void;
}

/** How a child ended, for a person: "exit code 1" or "signal SIGKILL". */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `exit code ${code ?? 'unknown'}`;
}

const clockTime = (at: Date) => at.toISOString().slice(11, 19);

/**
 * Keeps what `npm start` launched running: a component that dies is restarted after a wait that
 * grows with each crash (0.5 s, 1 s, 2 s… up to 15 s), each step written as one line, and one
 * that crashes maxCrashes times within windowMs is reported through onGiveUp instead.
 */
export function createSupervisor(options: SupervisorOptions): Supervisor {
  const initialDelayMs = options.initialDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 15_000;
  // Enough to ride out a minute or two without a dependency (services exit when PostgreSQL goes away).
  const maxCrashes = options.maxCrashes ?? 10;
  const windowMs = options.windowMs ?? 300_000;
  const crashes = new Map<string, number[]>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  /** Records a crash; answers the wait before the next attempt, or undefined when it is time to give up. */
  const crashed = (name: string): number | undefined => {
    const now = Date.now();
    const recent = (crashes.get(name) ?? []).filter((at) => now - at < windowMs);
    recent.push(now);
    crashes.set(name, recent);
    if (recent.length >= maxCrashes) return undefined;
    return Math.min(maxDelayMs, initialDelayMs * 2 ** (recent.length - 1));
  };

  const giveUp = (target: Restartable, what: string) => {
    if (closed) return;
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    const tail = target.logs?.().trim().split('\n').slice(-15).join('\n');
    options.onGiveUp(target.name, `${target.name} ${what} and crashed ${maxCrashes} times within ${windowMs / 1000} s${tail ? `; its last output:\n${tail}` : ''}`);
  };

  const bringBack = async (target: Restartable, what: string) => {
    let delay = crashed(target.name);
    let reason = what;
    while (!closed) {
      if (delay === undefined) return giveUp(target, reason);
      options.log(`✖ ${target.name} ${reason} at ${clockTime(new Date())}; restarting in ${(delay / 1000).toFixed(1)} s`);
      await pause(delay);
      if (closed) return;
      const started = Date.now();
      try {
        await target.restart();
        if (closed) return;
        options.log(`✔ ${target.name} is back (pid ${target.process?.pid ?? '?'}, ready after ${((Date.now() - started) / 1000).toFixed(1)} s)`);
        follow(target);
        return;
      } catch (error) {
        // A half-started process must not hold the port the next attempt needs.
        if (target.process) await stopChild(target.process, 'SIGKILL');
        const first = (error instanceof Error ? error.message : String(error)).split('\n')[0];
        reason = `did not come back (${first})`;
        delay = crashed(target.name);
      }
    }
  };

  const follow = (target: Restartable) => {
    const child = target.process;
    if (!child) return;
    const died = (code: number | null, signal: NodeJS.Signals | null) => {
      if (closed || stoppedOnPurpose.has(child)) return;
      void bringBack(target, `died (${describeExit(code, signal)})`);
    };
    // It may have died between becoming ready and being watched.
    if (child.exitCode !== null || child.signalCode !== null) died(child.exitCode, child.signalCode);
    else child.once('exit', died);
  };

  return {
    watch: follow,
    close: () => {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
