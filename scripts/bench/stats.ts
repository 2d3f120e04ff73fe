// Prints the latency of every stats route through the gateway with a large history in the read
// models: 1,000,000 completed meditations by 10,000 people over the past year, 1,000 communities
// and 30,000 memberships, seeded straight into the stats (and identity) tables with bulk SQL.
// The load comes from autocannon in its own process, so measuring does not slow the stack; the
// anchor is bare node:http answering a fixed JSON body, measured in the same run at the same load.
// Run: npm run bench:stats  (PEOPLE, SESSIONS, COMMUNITIES, SECONDS, CONNECTIONS to change it;
// ROUTES=recent,most-active measures only the routes whose name contains one of those words)
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SESSION_COOKIE } from '@peace/kit';
import type { Infrastructure, Stack } from '@peace/scripts/harness';
import { withStack } from './lib/stack.js';
import { Browser, signInThroughProvider } from '@peace/identity/testing';
import { startAnchor } from './anchors/index.js';
import { cpuMs } from './lib/cpu.js';
import { runLoad, type LoadOptions } from './lib/load.js';
import { runAlone, type BenchRow, type BenchScenario } from './lib/result.js';

const people = Number(process.env['PEOPLE'] ?? 10_000);
const sessions = Number(process.env['SESSIONS'] ?? 1_000_000);
const communities = Number(process.env['COMMUNITIES'] ?? 1_000);
const seconds = Number(process.env['SECONDS'] ?? 10);
const connections = Number(process.env['CONNECTIONS'] ?? 4);
const only = (process.env['ROUTES'] ?? '').split(',').map((word) => word.trim()).filter(Boolean);
const SCENARIO = 'stats';
const P99_GOAL_MS = 20;

/** Seeds the read models as the consumers would have left them after that history. */
async function seed(databaseUrl: string, viewer: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const started = performance.now();
  try {
    // Ids as the services make them (version 4), which is what the graph accepts as a person's id.
    await db.query(`create function pg_temp.id(seed text) returns uuid language sql immutable
      as $$ select overlay(overlay(md5(seed) placing '4' from 13) placing '8' from 17)::uuid $$`);
    // People: the viewer is person 0, so their own week and recommendations have a real history.
    await db.query(`create temporary table people as
      select n, case when n = 0 then $1::uuid else pg_temp.id('person-' || n) end as id,
             now() - make_interval(days => 400) + n * interval '50 minutes' as joined
      from generate_series(0, $2 - 1) as n`, [viewer, people]);
    await db.query(`insert into identity.users (id, email, first_name, last_name, created_at)
      select id, 'bench-' || n || '@example.org', 'Person', 'No. ' || n, joined from people where n > 0 on conflict do nothing`);
    await db.query(`insert into stats.members (user_id, joined_at, first_name, last_name) select id, joined, 'Person', 'No. ' || n from people on conflict do nothing`);
    // Sessions: spread over the past year, the viewer one a day of the last 100 days.
    await db.query(`insert into stats.user_sessions (session_id, user_id, intention, duration, completed_at)
      select pg_temp.id('session-' || s), p.id,
             (array['Peace','Non-Violence','Forgiveness','Compassion','Love','Unity','Service'])[1 + (s * 7 + s / 13) % 7],
             (array[5, 10, 20])[1 + (s / 7) % 3],
             case when p.n = 0 then date_trunc('day', now()) - make_interval(days => (s / $1) % 100) + interval '7 hours'
                  else now() - make_interval(secs => (s * 31.5576) :: double precision) end
      from generate_series(0, $2 - 1) as s join people p on p.n = s % $1`, [people, sessions]);
    await db.query(`insert into stats.daily_totals (day, sessions, minutes)
      select (completed_at at time zone 'UTC')::date, count(*), sum(duration) from stats.user_sessions group by 1`);
    await db.query(`insert into stats.intention_totals (intention, sessions, minutes) select intention, count(*), sum(duration) from stats.user_sessions group by 1`);
    await db.query(`insert into stats.quarter_hour_totals (bucket, sessions, minutes)
      select to_timestamp(floor(extract(epoch from completed_at) / 900) * 900), count(*), sum(duration) from stats.user_sessions group by 1`);
    await db.query(`insert into stats.user_totals (user_id, sessions, minutes, stopped, last_completed_at)
      select user_id, count(*), sum(duration), count(*) / 10, max(completed_at) from stats.user_sessions group by 1`);
    await db.query(`insert into stats.user_practice (user_id, intention, duration, sessions, minutes)
      select user_id, intention, duration, count(*), sum(duration) from stats.user_sessions group by 1, 2, 3`);
    await db.query(`insert into stats.communities (group_id, name, intention, is_public, max_members, created_by, meditation_duration, member_count)
      select pg_temp.id('community-' || c), 'Circle ' || c,
             (array['Peace','Non-Violence','Forgiveness','Compassion','Love','Unity','Service'])[1 + c % 7],
             c % 5 <> 0, 1000, pg_temp.id('person-' || (1 + c)), (array[5, 10, 20])[1 + c % 3], 0
      from generate_series(0, $1 - 1) as c`, [communities]);
    await db.query(`insert into stats.community_members (group_id, user_id)
      select distinct pg_temp.id('community-' || (m % $1)), p.id from generate_series(0, $1 * 30 - 1) as m join people p on p.n = 1 + (m * 7919) % ($2 - 1)`, [communities, people]);
    await db.query(`update stats.communities c set member_count = counted.members, last_practised_at = counted.practised
      from (select cm.group_id, count(*)::int as members, max(ut.last_completed_at) as practised
            from stats.community_members cm left join stats.user_totals ut on ut.user_id = cm.user_id group by 1) counted
      where counted.group_id = c.group_id`);
    // Vacuumed now rather than by autovacuum in the middle of the measurements, as a table loaded long ago would be.
    await db.query('vacuum analyze');
    const { rows } = await db.query<{ sessions: string; people: string; memberships: string }>(
      `select (select count(*) from stats.user_sessions) as sessions, (select count(*) from stats.members) as people, (select count(*) from stats.community_members) as memberships`,
    );
    console.log(`Seeded ${rows[0]?.sessions} meditations, ${rows[0]?.people} people, ${communities} communities, ${rows[0]?.memberships} memberships in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.end();
  }
}

async function run(): Promise<BenchRow[]> {
  return withStack({ env: { LOG_LEVEL: 'warn' } }, (infra, stack) => measureRoutes(infra, stack));
}

async function measureRoutes(infra: Infrastructure, stack: Stack): Promise<BenchRow[]> {
  const bare = await startAnchor('bare-http');
  try {
    const browser = new Browser();
    await signInThroughProvider(browser, `${stack.baseUrl}/api/login`, { email: 'bench-viewer@example.org', firstName: 'Bench', lastName: 'Viewer' });
    const me = (await (await browser.request(`${stack.baseUrl}/api/auth/user`)).json()) as { id: string };
    const cookie = `${SESSION_COOKIE}=${browser.cookie(new URL(stack.baseUrl).hostname, SESSION_COOKIE) ?? ''}`;
    console.log(`Seeding the read models…`);
    await seed(infra.databaseUrl, me.id);

    const zone = 'timeZone=Europe/Paris';
    const signedIn = { cookie };
    const routes: { name: string; path: string; load?: Omit<LoadOptions, 'url'> }[] = [
      { name: 'GET /api/stats/global', path: '/api/stats/global' },
      { name: 'GET /api/stats/intentions', path: '/api/stats/intentions' },
      { name: 'GET /api/stats/comprehensive', path: `/api/stats/comprehensive?${zone}` },
      { name: 'GET /api/users/recent?limit=100', path: '/api/users/recent?limit=100', load: { headers: signedIn } },
      { name: 'GET /api/users/most-active?limit=10', path: '/api/users/most-active?limit=10', load: { headers: signedIn } },
      { name: 'GET /api/users/recommendations', path: `/api/users/recommendations?${zone}`, load: { headers: signedIn } },
      {
        name: 'POST /graphql myWeek',
        path: '/graphql',
        load: {
          method: 'POST',
          headers: { ...signedIn, 'content-type': 'application/json', 'x-requested-with': 'fetch' },
          body: JSON.stringify({ operationName: 'MyWeek', query: 'query MyWeek { myWeek(timeZone: "Europe/Paris") { date minutes sessions } }' }),
        },
      },
    ];
    const measure = (url: string, load: Omit<LoadOptions, 'url'> = {}, duration = seconds) =>
      runLoad({ ...load, url, connections, seconds: duration, headers: { accept: 'application/json', ...load.headers } });
    console.log(`${seconds} s per route, ${connections} connections, ${os.cpus().length} cores shared by everything; load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
    const rows: BenchRow[] = [];
    for (const route of routes.filter(({ name }) => only.length === 0 || only.some((word) => name.includes(word)))) {
      const url = `${stack.baseUrl}${route.path}`;
      // Each route must answer correctly before its speed means anything.
      const check = await fetch(url, {
        method: route.load?.method ?? 'GET',
        headers: { accept: 'application/json', ...route.load?.headers },
        ...(route.load?.body === undefined ? {} : { body: route.load.body }),
      });
      const text = await check.text();
      if (!check.ok || text.includes('"errors"')) throw new Error(`${route.name} answered ${check.status}: ${text.slice(0, 500)}`);
      // A short warm-up, so the figures are of the steady state rather than the first connections.
      await measure(url, route.load, 2);
      const anchor = await measure(bare.url);
      const pids = { gateway: stack.components.get('gateway')?.process.pid, stats: stack.components.get('stats')?.process.pid };
      const cpuBefore = { gateway: cpuMs(pids.gateway), stats: cpuMs(pids.stats) };
      const result = await measure(url, route.load);
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${route.name}: ${result.non2xx} answers outside 2xx and ${result.errors} errors under load`);
      // CPU time per request holds up better than latency on a shared machine: it is what each request costs.
      const perRequest = (name: keyof typeof pids) => {
        const [before, after] = [cpuBefore[name], cpuMs(pids[name])];
        return before === undefined || after === undefined ? '?' : ((after - before) / Math.max(1, result.requests)).toFixed(2);
      };
      // The machine is shared: the load average beside each figure says how far to trust it.
      console.log(
        `${route.name.padEnd(36)} ${Math.round(result.requestsPerSecond)} req/s p50 ${result.p50} ms p99 ${result.p99} ms · CPU ms/request gateway ${perRequest('gateway')} stats ${perRequest('stats')} · node:http p99 ${anchor.p99} ms · load average ${os.loadavg()[0]?.toFixed(2)}`,
      );
      rows.push({
        scenario: SCENARIO,
        what: `${route.name} p99`,
        value: result.p99,
        unit: 'ms',
        better: 'lower',
        anchor: { what: 'bare node:http', value: anchor.p99 },
        goal: `≤ ${P99_GOAL_MS} ms at ${connections} connections`,
        met: result.p99 <= P99_GOAL_MS,
      });
    }
    return rows;
  } finally {
    await bare.stop();
  }
}

export const scenario: BenchScenario = { name: SCENARIO, run };

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await runAlone(scenario);
