// The adversarial cost suite: expensive GraphQL operations built by class (alias, fragment and list
// fan-out, deep nesting, batches, persisted-query hashes), anonymous and signed in, against a stack
// with about a hundred public communities, while a signed-in reader keeps reading. It checks that
// (a) each request is refused (400, 429) or answered within a second, (b) the reader's p99 stays
// under 500 ms, and (c) the work the subgraphs do for an accepted operation, measured alone, stays
// within the gateway's estimate. Run: npm run test:faults (first), or FAULT_TARGETS=cost for it alone.
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { SERVICES, startInfrastructure, startStack } from '@peace/scripts/harness';
import { estimateOf, gatewayEstimate, seededRandom, subgraphMetrics, workMeter, type GraphRequest, type Random } from '../../gateway/src/testing/cost-probe.js';
import { formatTable, signInMany, sleep, stackEnv, type Client } from './lib.js';

const COMMUNITIES = 100;
const ANSWER_WITHIN_MS = 1000;
const READER_P99_MS = 500;
/** Requests of each class, half of them signed in. */
const PER_CLASS = Number(process.env['FAULT_COST_REQUESTS'] ?? 60);
/** Attack requests in flight at once. */
const ATTACKERS = Number(process.env['FAULT_COST_ATTACKERS'] ?? 4);
/** Signed-in readers alongside, each reading at a person's pace (the group sessions page every 3 s, over REST and GraphQL in turn). */
const READERS = 6;
const READ_EVERY_MS = 3000;
/** How long the readers read alone first. */
const BASELINE_MS = 15_000;
/** Accepted operations of each class measured alone against their estimate. */
const MEASURED_PER_CLASS = 6;

type Body = GraphRequest | GraphRequest[];

/** One request an attacker sends. */
interface Attack {
  kind: string;
  body: Body;
  /** The whole operation behind a hash-only body, for measuring it alone. */
  full: Body;
  signedIn: boolean;
}

interface Outcome {
  attack: Attack;
  status: number;
  ms: number;
  estimate: number;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A community's session fields, light or heavy. */
const SESSION = ['id name', 'id name participantCount startsAt', 'id participants { user { id firstName } } closingLines { text author { firstName } }'];
const COMMUNITY = [
  'id name memberCount',
  'id upcomingSessions { id name } liveSession { id } pastSessions { id }',
  'id name creator { firstName totalMinutes } posts(limit: 5) { id content }',
  'id members { role user { id firstName } }',
];

/** The generators, one per class: each makes one operation (or batch) at random. */
const classes: Record<string, (random: Random) => Body> = {
  // N aliases over a list, each selecting a shape; the issue's probe is the heaviest of them.
  alias: (random) => {
    const shape = random.pick(COMMUNITY);
    const aliases = Array.from({ length: random.int(2, 30) }, (_, index) => `c${index}: communities { ...F }`).join(' ');
    return { query: `query { ${aliases} } fragment F on Community { ${shape} }` };
  },
  // Fragments spreading the one before them twice: each level doubles what the last selects.
  fragment: (random) => {
    const levels = random.int(1, 6);
    const fragments = [`fragment L0 on Community { ${random.pick(COMMUNITY.slice(0, 3))} }`];
    for (let level = 1; level <= levels; level++) fragments.push(`fragment L${level} on Community { ...L${level - 1} a${level}: pastSessions(limit: ${random.int(1, 5)}) { ${random.pick(SESSION.slice(0, 2))} } ...L${level - 1} }`);
    return { query: `query { communities { ...L${levels} } }\n${fragments.join('\n')}` };
  },
  // Lists inside lists: communities, their members, posts and sessions, each session's people.
  list: (random) => {
    const limit = random.chance(0.5) ? `(limit: ${random.int(1, 200)})` : '';
    const inner = random.pick([
      `upcomingSessions { ${random.pick(SESSION)} } pastSessions${limit} { ${random.pick(SESSION)} }`,
      `members { user { firstName topIntention totalMinutes } } posts${limit} { author { firstName } }`,
      `upcomingSessions { participants { user { id } } closingLines { groupSession { participants { user { id } } } } }`,
    ]);
    return { query: random.chance(0.5) ? `query { communities { id ${inner} } }` : `query { groupSessions { ${random.pick(SESSION)} closingLines { groupSession { ${random.pick(SESSION)} } } } recentMembers${limit} { firstName topIntention } }` };
  },
  // A session's closing lines name the session again: nesting as deep as one asks (the graph allows 12).
  deep: (random) => {
    const depth = random.int(1, 6);
    let selection = 'id text';
    for (let level = 0; level < depth; level++) selection = `text author { firstName } groupSession { id name closingLines { ${selection} } }`;
    return { query: random.chance(0.5) ? `query { myClosingLines { ${selection} } }` : `query { groupSessions { id closingLines { ${selection} } } }` };
  },
  // An array of operations of the classes above: each is estimated, and the batch as their sum.
  batch: (random) =>
    Array.from({ length: random.int(2, 10) }, () => {
      const one = random.pick([classes['alias']!, classes['list']!, classes['deep']!])(random);
      return Array.isArray(one) ? one[0]! : one;
    }),
};

/** The operations of the classes, APQ hashes of them too, each anonymous or signed in. */
function attacks(random: Random): Attack[][] {
  // Each entry is sent by one attacker, its requests one after another.
  const made: Attack[][] = [];
  const probe = `query { ${Array.from({ length: 30 }, (_, index) => `c${index}: communities { ...F }`).join(' ')} } fragment F on Community { id upcomingSessions { id name } liveSession { id } pastSessions { id } }`;
  for (const signedIn of [false, true]) made.push([{ kind: 'probe', body: { query: probe }, full: { query: probe }, signedIn }]);
  for (const [kind, generate] of Object.entries(classes)) {
    for (let index = 0; index < PER_CLASS; index++) {
      const body = generate(random);
      made.push([{ kind, body, full: body, signedIn: index % 2 === 1 }]);
    }
  }
  // Persisted queries: registered with their text, then sent as the hash alone, several times.
  for (let index = 0; index < PER_CLASS / 4; index++) {
    const full = random.pick([classes['alias']!, classes['list']!, classes['fragment']!])(random) as GraphRequest;
    const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(full.query).digest('hex') };
    const signedIn = index % 2 === 1;
    const hashOnly = { extensions: { persistedQuery } } as unknown as GraphRequest;
    made.push([{ kind: 'apq', body: { ...full, extensions: { persistedQuery } } as GraphRequest, full, signedIn }, ...Array.from({ length: 3 }, () => ({ kind: 'apq', body: hashOnly, full, signedIn }))]);
  }
  // Classes interleaved, as attackers would mix them.
  for (let index = made.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [made[index], made[other]] = [made[other]!, made[index]!];
  }
  return made;
}

/** Seeds ~100 public communities with members, sessions to come, live and past, in both services' tables. */
async function seed(db: pg.Pool, owners: readonly string[]): Promise<void> {
  for (let index = 0; index < COMMUNITIES; index++) {
    const id = randomUUID();
    const owner = owners[index % owners.length]!;
    const others = owners.filter((person) => person !== owner);
    await db.query(`insert into communities.meditation_groups (id, name, intention, is_public, created_by, description, tags) values ($1, $2, 'Peace', 1, $3, 'We sit together.', '{calm,dawn}')`, [id, `Circle ${index}`, owner]);
    await db.query(`insert into communities.group_members (group_id, user_id, role) select $1, u, case when u = $2 then 'owner' else 'member' end from unnest($3::uuid[]) u`, [id, owner, owners]);
    await db.query(`insert into communities.group_posts (group_id, author_id, title, content) select $1, u, 'Hello', 'Welcome, all.' from unnest($2::uuid[]) u`, [id, owners]);
    await db.query(`insert into groups.community_members (group_id, user_id, role, status, at) select $1, u, case when u = $2 then 'owner' else 'member' end, 'active', now() from unnest($3::uuid[]) u`, [id, owner, owners]);
    await db.query(`insert into groups.community_privacy (group_id, is_public, at) values ($1, 1, now())`, [id]);
    const sessions = Array.from({ length: 6 }, () => randomUUID());
    await db.query(
      `insert into groups.group_sessions (id, name, intention, scheduled_start, duration, created_by, group_id, status, started_at, ends_at) values
         ($1, 'Tomorrow', 'Peace', now() + interval '1 day', 20, $7, $8, 'scheduled', null, null),
         ($2, 'Next Week', 'Peace', now() + interval '7 days', 20, $7, $8, 'scheduled', null, null),
         ($3, 'Sitting Now', 'Peace', now() - interval '5 minutes', 60, $7, $8, 'active', now() - interval '5 minutes', now() + interval '55 minutes'),
         ($4, 'Sat Monday', 'Peace', now() - interval '3 days', 10, $7, $8, 'completed', now() - interval '3 days', now() - interval '3 days' + interval '10 minutes'),
         ($5, 'Sat Tuesday', 'Peace', now() - interval '2 days', 10, $7, $8, 'completed', now() - interval '2 days', now() - interval '2 days' + interval '10 minutes'),
         ($6, 'Sat Yesterday', 'Peace', now() - interval '1 day', 10, $7, $8, 'completed', now() - interval '1 day', now() - interval '1 day' + interval '10 minutes')`,
      [...sessions, owner, id],
    );
    await db.query(`insert into groups.group_session_participants (group_session_id, user_id) select s, u from unnest($1::uuid[]) s, unnest($2::uuid[]) u`, [sessions, [owner, ...others.slice(0, 2)]]);
    await db.query(`insert into groups.closing_lines (id, group_session_id, user_id, text, written_at) select gen_random_uuid(), s, $2, 'Thank you', now() from unnest($1::uuid[]) s`, [sessions.slice(3), owner]);
  }
}

/** Runs the suite on a stack of its own; answers whether every check held. */
export async function costSuite(): Promise<boolean> {
  const seedValue = Number(process.env['FAULT_COST_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`\nCost: expensive operations by class against ${COMMUNITIES} public communities (seed ${seedValue}; FAULT_COST_SEED replays it)…`);
  const infra = await startInfrastructure({ statementStatistics: true });
  // Attackers come from addresses of their own, as a proxy on this machine names them.
  const stack = await startStack({ infra, readyTimeoutMs: 180_000, env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', ...stackEnv() } }).catch(async (error: unknown) => {
    await infra.stop();
    throw error;
  });
  const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
  let ok = true;
  try {
    const owners = await signInMany(stack.baseUrl, 'keeper', 4);
    const attackers = await signInMany(stack.baseUrl, 'attacker', 3);
    const readers = await signInMany(stack.baseUrl, 'reader', READERS);
    const ids = await Promise.all(owners.map(async (client) => ((await client.call('GET', '/api/auth/user')).body as { id: string }).id));
    await seed(db, ids);

    const { estimate } = gatewayEstimate();
    const random = seededRandom(seedValue);
    const queue = attacks(random);
    const addresses = Array.from({ length: 8 }, (_, index) => `203.0.113.${10 + index}`);
    const send = async (attack: Attack, client?: Client, address?: string): Promise<{ status: number; ms: number }> => {
      const started = performance.now();
      try {
        const response = await fetch(`${stack.baseUrl}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: stack.baseUrl,
            ...(client ? { cookie: client.cookieHeader()! } : {}),
            ...(address ? { 'x-forwarded-for': address } : {}),
          },
          body: JSON.stringify(attack.body),
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      } catch {
        return { status: 0, ms: performance.now() - started };
      }
    };

    // The readers: the group sessions page, over REST and over GraphQL in turn, at a person's pace, while the attack lasts.
    let readings: { ms: number; status: number }[] = [];
    let attacking = true;
    const read = { kind: 'reader', body: { query: '{ groupSessions { id name scheduledStart participantCount joined } }' }, full: { query: '' }, signedIn: true } satisfies Attack;
    const readAll = () => Promise.all(
      readers.map(async (reader, index) => {
        await sleep((index * READ_EVERY_MS) / READERS);
        for (let turn = 0; attacking; turn++) {
          const started = performance.now();
          const answer = turn % 2 === 0 ? await reader.call('GET', '/api/group-sessions') : await send(read, reader);
          const ms = performance.now() - started;
          readings.push({ ms, status: answer.status });
          await sleep(Math.max(0, READ_EVERY_MS - ms));
        }
      }),
    );
    // First the readers alone, for what this machine gives them without an attack.
    const quiet = readAll();
    await sleep(BASELINE_MS);
    attacking = false;
    await quiet;
    const baseline = readings.map((reading) => reading.ms);
    readings = [];
    attacking = true;
    const reading = readAll();

    const outcomes: Outcome[] = [];
    let next = 0;
    const attacker = async (index: number) => {
      while (next < queue.length) {
        const sequence = queue[next++]!;
        const address = random.pick(addresses);
        for (const attack of sequence) {
          // A signed-in attacker comes from an address of their own, apart from the reader's.
          const client = attack.signedIn ? attackers[index % attackers.length] : undefined;
          const { status, ms } = await send(attack, client, client ? `198.51.100.${10 + index}` : address);
          outcomes.push({ attack, status, ms, estimate: estimateOf(estimate, attack.full) });
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: ATTACKERS }, (_, index) => attacker(index)));
    attacking = false;
    await reading;
    console.log(`  ${outcomes.length} attack requests in ${((Date.now() - started) / 1000).toFixed(1)} s; the readers read ${readings.length} times meanwhile`);

    // (c) Accepted operations of each class, each alone, against their estimate.
    const meter = await workMeter(infra.databaseUrl, subgraphMetrics(SERVICES.map((service) => stack.components.get(service)!.url)));
    await meter.learnBackground(2_000);
    const measured = new Map<string, { count: number; over: string[]; ms: number[] }>();
    let fresh = 0;
    for (const kind of new Set(outcomes.map((outcome) => outcome.attack.kind))) {
      const accepted = outcomes.filter((outcome) => outcome.attack.kind === kind && outcome.status === 200).slice(0, MEASURED_PER_CLASS);
      const entry = { count: 0, over: [] as string[], ms: [] as number[] };
      for (const { attack, estimate: estimated } of accepted) {
        // Each from an address of its own, whose allowance nothing has used yet.
        const { result, work } = await meter.measure(() => send({ ...attack, body: attack.full }, undefined, `192.0.2.${++fresh}`));
        if (result.status !== 200) continue;
        entry.count++;
        entry.ms.push(result.ms);
        if (work.fetches > estimated || work.rows > estimated) entry.over.push(`${work.fetches} fetches, ${work.rows} rows for an estimate of ${estimated}: ${JSON.stringify(attack.full).slice(0, 300)}`);
      }
      measured.set(kind, entry);
    }
    await meter.close();

    const rows = [...new Set(outcomes.map((outcome) => outcome.attack.kind))].map((kind) => {
      const mine = outcomes.filter((outcome) => outcome.attack.kind === kind);
      const late = mine.filter((outcome) => outcome.ms > ANSWER_WITHIN_MS);
      const failed = mine.filter((outcome) => outcome.status === 0 || outcome.status >= 500 || ![200, 400, 429].includes(outcome.status));
      const check = measured.get(kind);
      return {
        kind,
        late,
        failed,
        over: check?.over ?? [],
        cells: [
          kind,
          String(mine.length),
          String(mine.filter((outcome) => outcome.status === 200).length),
          String(mine.filter((outcome) => outcome.status === 400).length),
          String(mine.filter((outcome) => outcome.status === 429).length),
          String(failed.length),
          percentile(mine.map((outcome) => outcome.ms), 99).toFixed(0),
          Math.max(...mine.map((outcome) => outcome.ms)).toFixed(0),
          String(late.length),
          String(Math.max(...mine.map((outcome) => outcome.estimate))),
          check ? `${check.count - check.over.length}/${check.count}` : '-',
          check?.ms.length ? Math.max(...check.ms).toFixed(0) : '-',
        ],
      };
    });
    const readerMs = readings.map((reading) => reading.ms);
    const readerFailed = readings.filter((reading) => reading.status !== 200).length;
    const readerStatuses = [...new Set(readings.map((reading) => reading.status))].join(', ');
    console.log(`\n${formatTable(['class', 'requests', '200', '400', '429', 'failed', 'p99 ms', 'max ms', 'over 1 s', 'max estimate', 'within estimate', 'alone max ms'], rows.map((row) => row.cells))}`);
    console.log(`readers alone first: ${baseline.length} reads, p50 ${percentile(baseline, 50).toFixed(0)} ms, p99 ${percentile(baseline, 99).toFixed(0)} ms`);
    console.log(`readers (signed in, ${READERS}) during the attack: ${readings.length} reads, p50 ${percentile(readerMs, 50).toFixed(0)} ms, p99 ${percentile(readerMs, 99).toFixed(0)} ms, max ${Math.max(...readerMs).toFixed(0)} ms, ${readerFailed} not 200 (statuses ${readerStatuses})`);
    const probe = outcomes.filter((outcome) => outcome.attack.kind === 'probe');
    console.log(`the issue's probe: estimated at ${probe[0]?.estimate}; answered ${probe.map((outcome) => `${outcome.status} in ${outcome.ms.toFixed(0)} ms`).join(', ')}`);

    for (const row of rows) {
      for (const outcome of row.late.slice(0, 2)) console.log(`✖ ${row.kind}: answered ${outcome.status} after ${outcome.ms.toFixed(0)} ms (estimate ${outcome.estimate}): ${JSON.stringify(outcome.attack.body).slice(0, 600)}`);
      for (const outcome of row.failed.slice(0, 2)) console.log(`✖ ${row.kind}: answered ${outcome.status}: ${JSON.stringify(outcome.attack.body).slice(0, 300)}`);
      for (const over of row.over.slice(0, 2)) console.log(`✖ ${row.kind}: more work than estimated: ${over}`);
    }
    if (rows.some((row) => row.late.length > 0 || row.failed.length > 0 || row.over.length > 0)) ok = false;
    if (percentile(readerMs, 99) >= READER_P99_MS || readerFailed > 0) {
      console.log(`✖ the reader's p99 is ${percentile(readerMs, 99).toFixed(0)} ms (under ${READER_P99_MS} ms expected), ${readerFailed} reads not 200`);
      ok = false;
    }
    if (probe.some((outcome) => outcome.status !== 400)) ok = false;
    console.log(ok ? 'Every expensive operation was refused or answered within a second, and the reader kept its pace.' : '✖ The cost suite found a fault.');
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    ok = false;
  } finally {
    await db.end();
    await stack.stop();
    await infra.stop();
  }
  return ok;
}
