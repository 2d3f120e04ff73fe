// What the fault suite and the soak share: a supervised stack as `npm start` runs it, signed-in
// clients, and the memory of every process it started.
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { createSupervisor, startInfrastructure, startStack, type Infrastructure, type Stack, type Supervisor } from '@peace/scripts/harness';
import { Browser, signInThroughProvider } from '@peace/identity/testing';

export interface SupervisedStack {
  infra: Infrastructure;
  stack: Stack;
  supervisor: Supervisor;
  /** Every restart and give-up the supervisor reported, with when. */
  events: { at: number; line: string }[];
  /** The last output of each component that exited on its own (not killed), as it exited. */
  crashes: { name: string; output: string }[];
  /** Every process of the stack by name, as it runs now (a restart brings a new one). */
  processes(): Map<string, ChildProcess | undefined>;
  stop(): Promise<void>;
}

/**
 * Extra settings for every component, as NAME=value pairs separated by spaces in STACK_ENV
 * (e.g. generous rate limits, so one machine's load is not taken for an attack).
 */
export function stackEnv(): Record<string, string> {
  const pairs = (process.env['STACK_ENV'] ?? '').split(/\s+/).filter(Boolean);
  return Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`STACK_ENV: expected NAME=value, got ${pair}`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/**
 * Durable PostgreSQL, Redis (append-only file) and NATS in a directory of their own, the services,
 * provider and gateway, all watched by one supervisor: what dies comes back by itself.
 */
export async function startSupervisedStack(options: { testClock?: boolean; env?: Record<string, string> } = {}): Promise<SupervisedStack> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'peace-faults-'));
  // PostgreSQL runs as its own user when we are root: it must be able to reach its directory.
  chmodSync(dataDir, 0o755);
  const events: SupervisedStack['events'] = [];
  const crashes: SupervisedStack['crashes'] = [];
  const outputs = new Map<string, () => string>();
  const supervisor = createSupervisor({
    log: (line) => {
      events.push({ at: Date.now(), line });
      console.log(`  ${line}`);
      // Read before the restart appends the next process's output.
      const exited = /^✖ (\S+) died \(exit code/.exec(line);
      const output = exited && outputs.get(exited[1]!)?.();
      if (output) crashes.push({ name: exited[1]!, output: output.trim().split('\n').slice(-6).join('\n') });
    },
    onGiveUp: (_name, reason) => {
      events.push({ at: Date.now(), line: `gave up: ${reason}` });
      console.error(`  ✖ ${reason}`);
    },
  });
  const infra = await startInfrastructure({ dataDir, supervisor });
  let stack: Stack;
  try {
    stack = await startStack({ infra, supervisor, testClock: options.testClock, readyTimeoutMs: 180_000, env: { LOG_LEVEL: 'warn', ...options.env, ...stackEnv() } });
  } catch (error) {
    supervisor.close();
    await infra.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  for (const [name, component] of stack.components) outputs.set(name, component.logs);
  for (const server of Object.values(infra.servers)) outputs.set(server.name, () => server.logs());
  return {
    infra,
    stack,
    supervisor,
    events,
    crashes,
    processes: () => {
      const all = new Map<string, ChildProcess | undefined>();
      for (const [name, component] of stack.components) all.set(name, component.process);
      for (const server of Object.values(infra.servers)) all.set(server.name, server.process);
      return all;
    },
    stop: async () => {
      supervisor.close();
      await stack.stop();
      await infra.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process and everything it started (PostgreSQL's backends), in MiB. */
export function treeRssMiB(pid: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after its closing one are plain.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // Gone since the listing.
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  let kib = 0;
  for (const member of tree) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${member}/status`, 'utf8'));
      kib += Number(match?.[1] ?? 0);
    } catch {
      // Gone since the listing.
    }
  }
  return kib / 1024;
}

const REQUEST_TIMEOUT_MS = 30_000;

/** A signed-in person driving the REST API the way the web app does. */
export class Client {
  constructor(
    readonly baseUrl: string,
    readonly email: string,
    private readonly browser: Browser = new Browser(),
  ) {}

  static async signIn(baseUrl: string, email: string): Promise<Client> {
    const client = new Client(baseUrl, email);
    const landed = await signInThroughProvider(client.browser, `${baseUrl}/api/login`, { email });
    const me = await client.call('GET', '/api/auth/user');
    if (me.status !== 200) throw new Error(`${email} is not signed in (${me.status}) after the sign-in ended at ${landed.status} ${landed.url}:\n${landed.text.slice(0, 500)}`);
    return client;
  }

  /** The session cookie, as a Cookie header for a live socket. */
  cookieHeader(): string | undefined {
    const sid = this.browser.cookie(new URL(this.baseUrl).hostname, 'peace.sid');
    return sid ? `peace.sid=${sid}` : undefined;
  }

  /** One request with a JSON body; answers the status and the parsed answer (0 when nothing answered within 30 s). */
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<{ status: number; body: unknown }>((resolve) => {
      timer = setTimeout(() => resolve({ status: 0, body: 'no answer within 30 s' }), REQUEST_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.send(method, path, body), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async send(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    try {
      const response = await this.browser.request(`${this.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          // Writes come from the app's own pages, as the CSRF check demands.
          ...(method === 'GET' ? {} : { origin: this.baseUrl }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: kept as text, which the caller reports.
      }
      return { status: response.status, body: parsed };
    } catch {
      return { status: 0, body: null };
    }
  }
}

/** Signs in count people, a few at a time. */
export async function signInMany(baseUrl: string, prefix: string, count: number): Promise<Client[]> {
  const clients: Client[] = [];
  for (let index = 0; index < count; index += 5) {
    const batch = Array.from({ length: Math.min(5, count - index) }, (_, offset) => Client.signIn(baseUrl, `${prefix}-${index + offset}@faults.example.org`));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A plain aligned table. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
