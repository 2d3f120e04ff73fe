// Completions and the event pipeline: many people each finishing several meditations, posted to
// the gateway and counted by the stats read model. Every completion is a real sit: the person
// starts a meditation, the stack's clock moves past its end, and only then is it completed, so
// each person's sits follow one another at distinct times. Beside it, in the same run, the raw
// rates of what the pipeline stands on: JetStream publishes with acknowledgement, and single-row
// PostgreSQL inserts. Then the stats service is stopped for one more sit each, and its pace
// through the backlog is measured on its own.
// Run: npx tsx scripts/bench/completions.ts  (COMPLETIONS=10000 COMPLETION_PEOPLE=1000 COMPLETION_CONCURRENCY=16;
// COMPLETION_STATEMENTS=20 also lists the twenty statements run most often per completion)
// Any variable set when it runs reaches the stack's services too, e.g. a rate limit's setting.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { advanceControlledClock, connectBus, setControlledClock } from '@peace/kit';
import { cpuMs, treeCpuMs } from './lib/cpu.js';
import { send, signInPeople, type Person } from './lib/people.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';
import { withStack } from './lib/stack.js';
import type { Infrastructure, Stack } from '@peace/scripts/harness';

const completions = Number(process.env['COMPLETIONS'] ?? 10_000);
const peopleCount = Number(process.env['COMPLETION_PEOPLE'] ?? 1000);
const concurrency = Number(process.env['COMPLETION_CONCURRENCY'] ?? 16);
/** How many of the statements run most often per completion to list (none unless asked). */
const statementsListed = Number(process.env['COMPLETION_STATEMENTS'] ?? 0);
/** The capacity plan's per-core figure (docs/performance.md): 155 completions a second a core, every process together. */
const PER_COMPLETION_GOAL_MS = 6.45;
/** A personal meditation's shortest length. */
const SIT_MINUTES = 5;

/** A meditation in progress, as POST /api/active-session answers it. */
interface StartedSit {
  intention: string;
  location: string;
  duration: number;
  startTime: string;
}

/** The body of POST /api/meditation-sessions completing a sit that has run its length. */
function completionBody(sit: StartedSit): Record<string, unknown> {
  return { intention: sit.intention, location: sit.location, duration: sit.duration, startedAt: sit.startTime };
}

/** Runs task for every item, `concurrency` at a time. */
async function eachAtOnce<T>(items: readonly T[], atOnce: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index]!, index);
      }
    }),
  );
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
}

/** Acknowledged JetStream publishes per second, of messages as large as a completion event. */
async function jetStreamRate(natsUrl: string, size: number): Promise<number> {
  const bus = await connectBus(natsUrl, 'bench-completions-anchor');
  try {
    await bus.jsm.streams.add({ name: 'BENCH_ANCHOR', subjects: ['bench.anchor'] });
    const payload = 'x'.repeat(size);
    const ids = Array.from({ length: completions }, () => randomUUID());
    const started = performance.now();
    await eachAtOnce(ids, concurrency, async (id) => {
      await bus.js.publish('bench.anchor', payload, { msgID: id });
    });
    const rate = (completions / (performance.now() - started)) * 1000;
    await bus.jsm.streams.delete('BENCH_ANCHOR');
    return rate;
  } finally {
    await bus.close();
  }
}

/** Single-row inserts per second, each its own transaction, over a pool of ten connections. */
async function postgresRate(databaseUrl: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  try {
    await pool.query(`create schema if not exists bench_anchor;
      create table bench_anchor.sessions (id uuid primary key, user_id uuid not null, intention text not null, location text not null, duration integer not null, timestamp timestamptz not null)`);
    const users = Array.from({ length: peopleCount }, () => randomUUID());
    const rows = Array.from({ length: completions }, (_, index) => users[index % users.length]!);
    const started = performance.now();
    await eachAtOnce(rows, concurrency, async (userId) => {
      await pool.query('insert into bench_anchor.sessions (id, user_id, intention, location, duration, timestamp) values ($1, $2, $3, $4, $5, now())', [randomUUID(), userId, 'PEACE', 'Bench', SIT_MINUTES]);
    });
    const rate = (completions / (performance.now() - started)) * 1000;
    await pool.query('drop schema bench_anchor cascade');
    return rate;
  } finally {
    await pool.end();
  }
}

/** What the database did for one statement: how often it ran, and its time planning and running (ms). */
interface StatementWork {
  calls: number;
  planMs: number;
  execMs: number;
}

/** Statements the stack has run so far on the database (pg_stat_statements), by statement, these counts' own reads left out. */
async function statementsRun(pool: pg.Pool): Promise<Map<string, StatementWork>> {
  const { rows } = await pool.query<{ query: string; calls: string; plan: number; exec: number }>(
    `select query, sum(calls) as calls, sum(total_plan_time) as plan, sum(total_exec_time) as exec from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%' group by query`,
  );
  return new Map(rows.map((row) => [row.query, { calls: Number(row.calls), planMs: Number(row.plan), execMs: Number(row.exec) }]));
}

/** Adds what each statement did between before and after to into. */
function addStatements(into: Map<string, StatementWork>, before: Map<string, StatementWork>, after: Map<string, StatementWork>): void {
  for (const [query, work] of after) {
    const earlier = before.get(query) ?? { calls: 0, planMs: 0, execMs: 0 };
    if (work.calls <= earlier.calls) continue;
    const sum = into.get(query) ?? { calls: 0, planMs: 0, execMs: 0 };
    into.set(query, { calls: sum.calls + work.calls - earlier.calls, planMs: sum.planMs + work.planMs - earlier.planMs, execMs: sum.execMs + work.execMs - earlier.execMs });
  }
}

/** The statements run most often, per completion, each on one line. */
function printStatements(ran: Map<string, StatementWork>, per: number, listed: number): void {
  console.log(`The ${listed} statements run most often per completion posted (runs, then planning and running time per run in ms):`);
  for (const [query, work] of [...ran].sort((a, b) => b[1].calls - a[1].calls).slice(0, listed)) {
    const each = (ms: number) => (ms / work.calls).toFixed(3).padStart(6);
    console.log(`  ${(work.calls / per).toFixed(2).padStart(6)}  ${each(work.planMs)}  ${each(work.execMs)}  ${query.replace(/\s+/g, ' ').slice(0, 140)}`);
  }
}

async function countedByStats(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ counted: string }>('select coalesce(sum(sessions), 0) as counted from stats.intention_totals');
  return Number(rows[0]!.counted);
}

/** Waits until the stats read model has counted target completions, telling seen each figure it reads. */
async function statsReach(pool: pg.Pool, target: number, seen: (counted: number) => void): Promise<void> {
  const from = performance.now();
  for (;;) {
    const counted = await countedByStats(pool);
    seen(counted);
    if (counted >= target) return;
    if (performance.now() - from > 180_000) throw new Error(`stats counted ${counted} of ${target} completions after 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What each process of the stack (and the client posting) has used of the processor so far, in ms. */
function processorTimes(infra: Infrastructure, stack: Stack): Map<string, number> {
  const times = new Map<string, number>();
  for (const [name, component] of stack.components) times.set(name, cpuMs(component.process.pid) ?? 0);
  for (const [name, server] of Object.entries(infra.servers)) times.set(name, (name === 'postgres' ? treeCpuMs : cpuMs)(server.process?.pid) ?? 0);
  const client = process.cpuUsage();
  times.set('client', (client.user + client.system) / 1000);
  return times;
}

/** Where the processor time of posting went, busiest first: the parts named, the rest together, and the total. */
function processorRows(used: Map<string, number>, posted: number): BenchRow[] {
  const named = ['gateway', 'meditation', 'stats', 'groups', 'postgres', 'nats', 'redis', 'client'];
  const perCompletion = (ms: number) => ms / posted;
  const parts = named.map((name) => ({ name, ms: used.get(name) ?? 0 }));
  const rest = [...used].filter(([name]) => !named.includes(name)).reduce((sum, [, ms]) => sum + ms, 0);
  const total = [...used.values()].reduce((sum, ms) => sum + ms, 0);
  const row = (what: string, ms: number): BenchRow => ({ scenario: 'completions', what, value: perCompletion(ms), unit: 'ms', better: 'lower' });
  return [
    { ...row('processor time per completion, all processes', total), goal: `≤ ${PER_COMPLETION_GOAL_MS} ms (the capacity plan's 155 a second a core)`, met: perCompletion(total) <= PER_COMPLETION_GOAL_MS },
    ...parts.sort((a, b) => b.ms - a.ms).map((part) => row(`  of which ${part.name === 'client' ? 'the posting client' : part.name}`, part.ms)),
    row('  of which the other services and the provider', rest),
  ];
}

async function run(): Promise<BenchRow[]> {
  const rounds = Math.ceil(completions / peopleCount);
  const beforeStack = async (infra: Infrastructure) => {
    await setControlledClock(infra.redisUrl, Date.now());
    const client = new pg.Client({ connectionString: infra.databaseUrl });
    await client.connect();
    await client.query('create extension if not exists pg_stat_statements').finally(() => client.end());
  };
  return withStack({ testClock: true, env: { LOG_LEVEL: 'warn' }, beforeStack, infraOptions: { statementStatistics: true } }, async (infra, stack) => {
    const pool = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
    try {
      console.log('Measuring the anchors: JetStream publishes and PostgreSQL inserts…');
      const jetStream = await jetStreamRate(infra.natsUrl, 600);
      const postgres = await postgresRate(infra.databaseUrl);
      console.log(`Signing in ${peopleCount} people…`);
      const people = await signInPeople(stack.baseUrl, peopleCount, 'completion');
      const counted = await countedByStats(pool);
      /** Processor time each process used while completions were being posted (ms). */
      const used = new Map<string, number>();
      /** Database statements run while completions were being posted, by every service, by statement. */
      const statements = new Map<string, StatementWork>();
      /** One sit for each of these people: started, run to its end by the clock, completed. Answers the posting time. */
      const sitOnce = async (sitters: readonly Person[]): Promise<number> => {
        const sits = new Map<Person, StartedSit>();
        await eachAtOnce(sitters, concurrency, async (person) => {
          const response = await send(person, stack.baseUrl, 'POST', '/api/active-session', { intention: 'Peace', location: 'Bench', duration: SIT_MINUTES });
          await expectStatus(response, 201, 'starting a meditation');
          sits.set(person, (await response.json()) as StartedSit);
        });
        await advanceControlledClock(infra.redisUrl, SIT_MINUTES * 60_000 + 1000);
        // Every process hears of the moved clock over Redis; give them a moment to.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const started = performance.now();
        const before = processorTimes(infra, stack);
        const statementsBefore = await statementsRun(pool);
        await eachAtOnce(sitters, concurrency, async (person) => {
          const response = await send(person, stack.baseUrl, 'POST', '/api/meditation-sessions', completionBody(sits.get(person)!));
          await expectStatus(response, 201, 'completing a meditation');
        });
        addStatements(statements, statementsBefore, await statementsRun(pool));
        for (const [name, ms] of processorTimes(infra, stack)) used.set(name, (used.get(name) ?? 0) + ms - (before.get(name) ?? 0));
        return performance.now() - started;
      };
      let postingMs = 0;
      let posted = 0;
      for (let round = 0; round < rounds; round++) {
        const sitters = people.slice(0, Math.min(peopleCount, completions - posted));
        postingMs += await sitOnce(sitters);
        posted += sitters.length;
        console.log(`  round ${round + 1}/${rounds}: ${posted} completions posted, ${(postingMs / 1000).toFixed(1)} s of posting so far`);
      }
      const lastPosted = performance.now();
      const postingUsed = new Map(used);
      const postingStatements = [...statements.values()].reduce((sum, work) => sum + work.calls, 0);
      const planningMs = [...statements.values()].reduce((sum, work) => sum + work.planMs, 0);
      const runningMs = [...statements.values()].reduce((sum, work) => sum + work.execMs, 0);
      if (statementsListed > 0) printStatements(statements, completions, statementsListed);
      await statsReach(pool, counted + completions, () => undefined);
      const catchUpMs = performance.now() - lastPosted;

      // The read model's own pace: one more sit each while the stats service is down, then the backlog.
      console.log(`Stats service stopped; ${peopleCount} more completions…`);
      const stats = stack.components.get('stats')!;
      await stats.stop();
      await sitOnce(people);
      const before = await countedByStats(pool);
      let firstAt: { at: number; counted: number } | undefined;
      await stats.restart();
      await statsReach(pool, counted + completions + peopleCount, (figure) => {
        if (!firstAt && figure > before) firstAt = { at: performance.now(), counted: figure };
      });
      const backlogRate = firstAt ? ((counted + completions + peopleCount - firstAt.counted) / (performance.now() - firstAt.at)) * 1000 : 0;
      const name = 'completions';
      const perSecond = (ms: number) => (completions / ms) * 1000;
      return [
        {
          scenario: name,
          what: `${completions} completions from ${peopleCount} people, posted and counted`,
          value: postingMs + catchUpMs,
          unit: 'ms',
          better: 'lower',
        },
        { scenario: name, what: `completions posted per second (${concurrency} at once)`, value: perSecond(postingMs), unit: '/s', better: 'higher', anchor: { what: 'PostgreSQL single-row inserts', value: postgres } },
        { scenario: name, what: 'completions posted and counted by stats per second', value: perSecond(postingMs + catchUpMs), unit: '/s', better: 'higher', anchor: { what: 'JetStream acknowledged publishes', value: jetStream } },
        { scenario: name, what: 'stats caught up after the last completion', value: catchUpMs, unit: 'ms', better: 'lower' },
        { scenario: name, what: `stats applying a backlog of ${peopleCount} completions`, value: backlogRate, unit: '/s', better: 'higher', anchor: { what: 'JetStream acknowledged publishes', value: jetStream } },
        { scenario: name, what: 'database statements per completion posted (every service)', value: postingStatements / completions, unit: 'statements', better: 'lower' },
        { scenario: name, what: '  their planning time per completion', value: planningMs / completions, unit: 'ms', better: 'lower' },
        { scenario: name, what: '  their running time per completion', value: runningMs / completions, unit: 'ms', better: 'lower' },
        ...processorRows(postingUsed, completions),
      ];
    } finally {
      await pool.end();
    }
  });
}

export const scenario: BenchScenario = { name: 'completions', run };

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAlone(scenario);
