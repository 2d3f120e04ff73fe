// Starts an anchor server in a process of its own and answers its URL once it listens.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export interface RunningAnchor {
  url: string;
  /** Its process, so a scenario can read the processor time it used. */
  pid: number | undefined;
  stop(): Promise<void>;
}

const announced = z.object({ port: z.number().int() });

export async function startAnchor(file: 'bare-http' | 'express-redis' | 'federation', env: Record<string, string> = {}): Promise<RunningAnchor> {
  const entry = fileURLToPath(new URL(`./${file}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: fileURLToPath(new URL('../../../', import.meta.url)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`anchor ${file} exited with ${code} before it listened`)));
    lines.once('line', (line) => resolve(announced.parse(JSON.parse(line)).port));
  });
  lines.close();
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
