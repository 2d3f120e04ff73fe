// HTTP load from a process of its own (autocannon's command line), so the generator never
// shares an event loop with what it measures.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  /** Answers outside 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

const autocannonReport = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p90: z.number(), p99: z.number(), max: z.number() }),
  non2xx: z.number(),
  errors: z.number(),
  timeouts: z.number(),
});

const autocannonBin = path.join(path.dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [autocannonBin, '--json', '-c', String(options.connections ?? 64), '-d', String(options.seconds ?? 8), '-m', options.method ?? 'GET'];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (options.body !== undefined) args.push('-b', options.body);
  args.push(options.url);
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`autocannon exited ${code}: ${stderr.trim()}`);
  const report = autocannonReport.parse(JSON.parse(stdout));
  return {
    requestsPerSecond: report.requests.average,
    p50: report.latency.p50,
    p90: report.latency.p90,
    p99: report.latency.p99,
    max: report.latency.max,
    requests: report.requests.total,
    non2xx: report.non2xx,
    errors: report.errors + report.timeouts,
  };
}
