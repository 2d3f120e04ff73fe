// Runs the benchmark scenarios one after another and prints one table: each figure beside its
// anchor measured in the same run. Exits non-zero only when a scenario fails to run; a slow figure
// is for people to read, not a failure.
// Run: npm run bench  (npm run bench -- sockets completions  to choose; npm run bench -- --list)
import os from 'node:os';
import { loadAverage } from './lib/cpu.js';
import { formatRows, type BenchRow, type BenchScenario } from './lib/result.js';

interface Entry {
  key: string;
  file: string;
  what: string;
}

const ENTRIES: readonly Entry[] = [
  { key: 'hot-paths', file: './hot-paths.ts', what: 'the hot reads against bare node:http and Express + ioredis' },
  { key: 'pause-reach', file: './pause-reach.ts', what: 'a pause made on one device until it reaches the same person’s other device, 100 times' },
  { key: 'sockets', file: './sockets.ts', what: 'one count change to N live sockets of signed-in, meditating people' },
  { key: 'presence', file: './presence.ts', what: '10,000 live sockets on one gateway while sits start and stop at 10, then 100 a second' },
  { key: 'completions', file: './completions.ts', what: '10,000 completions from 1,000 people until the stats count them' },
  { key: 'stats', file: './stats.ts', what: 'the stats reads over 1,000,000 sessions' },
  { key: 'group-spread', file: './group-start-spread.ts', what: 'how closely clock-skewed pages reach a group session’s end' },
  { key: 'emails', file: './session-emails.ts', what: '1,000 session-start emails to a real SMTP server' },
  { key: 'push-reminders', file: './push-reminders.ts', what: '10,000 daily reminders due in the same minute, as push messages to an https push service' },
  { key: 'cold-start', file: './cold-start.ts', what: 'npm start until the gateway answers' },
  { key: 'web', file: './web.ts', what: 'Lighthouse mobile scores and first-load JavaScript: landing, a teaching page, the signed-in home' },
];

function isScenario(value: unknown): value is BenchScenario {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<BenchScenario>;
  return typeof candidate.name === 'string' && typeof candidate.run === 'function';
}

async function load(entry: Entry): Promise<BenchScenario> {
  const module = (await import(entry.file)) as { scenario?: unknown };
  if (!isScenario(module.scenario)) throw new Error(`${entry.file} exports no scenario (export const scenario: BenchScenario)`);
  return module.scenario;
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    const width = Math.max(...ENTRIES.map((entry) => entry.key.length));
    for (const entry of ENTRIES) console.log(`${entry.key.padEnd(width)}  ${entry.what}`);
    return 0;
  }
  const unknown = args.filter((arg) => !ENTRIES.some((entry) => entry.key === arg));
  if (unknown.length > 0) {
    console.error(`Unknown scenario: ${unknown.join(', ')}. Known: ${ENTRIES.map((entry) => entry.key).join(', ')}`);
    return 2;
  }
  const chosen = args.length === 0 ? ENTRIES : ENTRIES.filter((entry) => args.includes(entry.key));
  const rows: BenchRow[] = [];
  const failed: string[] = [];
  const loads: string[] = [];
  for (const entry of chosen) {
    const before = loadAverage();
    console.log(`\n▶ ${entry.key}: ${entry.what}  (load average ${before})`);
    const started = performance.now();
    try {
      const scenario = await load(entry);
      const produced = await scenario.run();
      rows.push(...produced);
      console.log(`\n${formatRows(produced)}`);
    } catch (error) {
      failed.push(entry.key);
      console.error(`✘ ${entry.key} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    loads.push(`${entry.key.padEnd(14)} ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s   load average before ${before}, after ${loadAverage()}`);
  }
  console.log(`\n${os.cpus().length} cores, Node ${process.version}\n`);
  console.log(formatRows(rows));
  console.log(`\n${loads.join('\n')}`);
  if (failed.length > 0) {
    console.error(`\n${failed.length} scenario${failed.length === 1 ? '' : 's'} failed: ${failed.join(', ')}`);
    return 1;
  }
  return 0;
}

// Exits at once: a scenario's leftover timers or sockets must not keep the table waiting.
process.exit(await main());
