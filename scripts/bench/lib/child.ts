// Runs a bench helper (a TypeScript file) in a process of its own, so load is never generated
// inside the process it measures. The helper talks over newline-delimited JSON: it writes one
// object a line to stdout and reads the bench's commands from stdin.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface HelperProcess {
  child: ChildProcess;
  /** The next message the helper writes whose type is the one given. */
  next<T extends { type: string }>(type: T['type'], timeoutMs?: number): Promise<T>;
  send(message: object): void;
  /** Closes its stdin (its sign to finish) and waits for it to exit. */
  end(): Promise<number | null>;
}

/** Starts `node --import tsx file` with the open-file limit raised as far as the machine allows. */
export function startHelper(file: string, env: Record<string, string> = {}, openFiles = 65_535): HelperProcess {
  const command = `ulimit -n ${openFiles} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" --import tsx "$1"`;
  const child = spawn('bash', ['-c', command, process.execPath, file], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: { type: string; resolve: (message: { type: string }) => void }[] = [];
  const early: { type: string }[] = [];
  let exited = false;
  const failAll = (reason: string) => {
    exited = true;
    for (const waiter of waiting.splice(0)) waiter.resolve({ type: 'error', message: reason } as { type: string });
  };
  createInterface({ input: child.stdout }).on('line', (line) => {
    let message: { type: string };
    try {
      message = JSON.parse(line) as { type: string };
    } catch {
      console.log(line);
      return;
    }
    if (message.type === 'log') {
      console.log((message as { type: string; text?: string }).text ?? '');
      return;
    }
    const index = waiting.findIndex((waiter) => waiter.type === message.type || message.type === 'error');
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
    else early.push(message);
  });
  child.once('exit', (code) => failAll(`${file} exited with ${code}`));
  return {
    child,
    next: async <T extends { type: string }>(type: T['type'], timeoutMs = 600_000): Promise<T> => {
      const found = early.findIndex((message) => message.type === type || message.type === 'error');
      const message =
        found >= 0
          ? early.splice(found, 1)[0]!
          : exited
            ? { type: 'error', message: `${file} already exited` }
            : await new Promise<{ type: string }>((resolve, reject) => {
                const timer = setTimeout(() => reject(new Error(`${file} sent no ${type} within ${timeoutMs} ms`)), timeoutMs);
                waiting.push({
                  type,
                  resolve: (received) => {
                    clearTimeout(timer);
                    resolve(received);
                  },
                });
              });
      if (message.type === 'error') throw new Error(`${file}: ${(message as { type: string; message?: string }).message ?? 'failed'}`);
      return message as T;
    },
    send: (message) => {
      child.stdin.write(`${JSON.stringify(message)}\n`);
    },
    end: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', resolve);
        child.stdin.end();
      }),
  };
}

/** The helper's side: one JSON message a line on stdout. */
export function report(message: { type: string } & Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

/** The helper's side: every command the bench sends, one JSON object a line on stdin. */
export function commands(onCommand: (command: { type: string } & Record<string, unknown>) => void | Promise<void>, onEnd: () => void): void {
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    void Promise.resolve(onCommand(JSON.parse(line) as { type: string } & Record<string, unknown>)).catch((error: unknown) => {
      report({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    });
  });
  lines.on('close', onEnd);
}
