// Faults: under a steady load of signed-in people meditating and completing, kills (SIGKILL) each
// service, the gateway, Redis, NATS and PostgreSQL in turn and lets supervision bring it back.
// Afterwards no completed meditation may be lost or doubled (what clients were told against the
// rows in PostgreSQL), the stats must converge to the meditation table, paused sessions must
// survive and every member but its starter gets exactly one email per group session start.
// First it fuzzes the stack with 10,000 generated malformed requests (the default tests send 1,000).
// Before all that, the adversarial cost suite (cost.ts) runs on a stack of its own.
// Run: npm run test:faults  (FAULT_USERS=30, FAULT_TARGETS=stats,redis to choose, FAULT_TARGETS=cost for the cost suite alone, STACK_ENV for extra settings)
import { spawnSync } from 'node:child_process';
import { advanceControlledClock } from '@peace/kit';
import { REPO_ROOT, SERVICES } from '@peace/scripts/harness';
import pg from 'pg';
import { costSuite } from './cost.js';
import { formatTable, signInMany, sleep, startSupervisedStack, type Client } from './lib.js';

const users = Number(process.env['FAULT_USERS'] ?? 30);
const requested = (process.env['FAULT_TARGETS'] ?? ['cost', ...SERVICES, 'gateway', 'redis', 'nats', 'postgres'].join(',')).split(',');
/** What is killed in turn; `cost` names the adversarial cost suite (scripts/faults/cost.ts), which runs first. */
const targets = requested.filter((target) => target !== 'cost');
/** Stack seconds per real second: a five-minute sit takes fifteen seconds. */
const CLOCK_SPEED = 20;
const SIT_MINUTES = 5;
const RECOVERY_LIMIT_MS = 180_000;
const sit = { intention: 'Peace', location: 'Faults, Earth', duration: SIT_MINUTES };

interface Outcome {
  at: number;
  failed: boolean;
}

interface Practitioner {
  client: Client;
  userId: string;
  /** Completions answered 201, by id, with when. */
  told: { id: string; at: number }[];
  /** Completions the client counts as recorded after a failed answer (a retry refused as already there). */
  toldAfterDoubt: number;
  /** When a completion failed without an answer that says whether it was recorded. */
  doubts: number[];
  refusals: string[];
}

interface Fault {
  target: string;
  killedAt: number;
  recoveredAt: number | undefined;
  session: { id: string; name: string };
}

/** The bad-input suite against a stack of its own, with ten times the default run's generated requests. */
function fuzz(): boolean {
  console.log('Fuzzing: 10,000 generated malformed requests…');
  const jest = spawnSync(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', 'gateway/src/bad-input.int.test.ts', '--selectProjects', 'integration'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, PEACE_BAD_INPUT_REQUESTS: '10000' },
  });
  return jest.status === 0;
}

const costHeld = requested.includes('cost') ? await costSuite() : true;
if (targets.length === 0) process.exit(costHeld ? 0 : 1);
if (!costHeld) console.log('✖ The cost suite found a fault; the fault suite runs all the same.');

const fuzzed = fuzz();
if (!fuzzed) console.log('✖ The fuzz found a fault; the fault suite runs all the same.');

// Every fault starts a session in one community, one after another: the limits on how much session mail a
// person gets (their own suite checks them) stand aside, so every member should hear of every start.
const running = await startSupervisedStack({ testClock: true, env: { SESSION_START_MAIL_EVERY_S: '0', SESSION_EMAILS_PER_HOUR: '1000' } });
const { stack, infra } = running;
const db = new pg.Pool({ connectionString: infra.databaseUrl, max: 2 });
const outcomes: Outcome[] = [];
let loadRunning = true;
let clockOffset = 0;
const clockNow = () => Date.now() + clockOffset;
let exitCode = fuzzed && costHeld ? 0 : 1;

const record = (status: number) => {
  outcomes.push({ at: Date.now(), failed: status === 0 || status >= 500 });
  return status;
};

/** Moves the stack's clock forward CLOCK_SPEED times as fast as real time; a tick Redis misses is skipped. */
const ticker = setInterval(() => {
  advanceControlledClock(infra.redisUrl, (CLOCK_SPEED - 1) * 1000).then(
    (offset) => {
      clockOffset = offset;
    },
    () => undefined,
  );
}, 1000);

/** One person, one sit at a time: start, wait for its end on the stack's clock, complete; until the load stops. */
async function practise(person: Practitioner): Promise<void> {
  while (loadRunning) {
    const started = await person.client.call('POST', '/api/active-session', sit);
    record(started.status);
    if (started.status !== 201) {
      await sleep(300);
      continue;
    }
    const startTime = (started.body as { startTime: string }).startTime;
    while (clockNow() < Date.parse(startTime) + SIT_MINUTES * 60_000 + 1000) await sleep(200);
    let doubtful = false;
    for (;;) {
      const completed = await person.client.call('POST', '/api/meditation-sessions', { ...sit, startedAt: startTime, timeZone: 'UTC' });
      record(completed.status);
      if (completed.status === 201) {
        person.told.push({ id: (completed.body as { id: string }).id, at: Date.now() });
        break;
      }
      if (completed.status === 0 || completed.status >= 500) {
        // No answer that says whether it counted: the client tries again, as the web app does.
        if (!doubtful) person.doubts.push(Date.now());
        doubtful = true;
        await sleep(300);
        continue;
      }
      if (doubtful && completed.status === 409) {
        person.toldAfterDoubt += 1;
        break;
      }
      person.refusals.push(`${completed.status} ${JSON.stringify(completed.body)}`);
      break;
    }
  }
}

async function retry<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const result = await attempt();
    if (result !== undefined) return result;
    await sleep(250);
  }
  throw new Error(`${what} did not succeed within ${timeoutMs / 1000} s`);
}

/** Every subgraph, the gateway and the sign-in answer again. */
async function healthy(probe: Client): Promise<boolean> {
  const paths = ['/api/auth/user', '/api/users/stats', '/api/stats/global', '/api/meditation-groups', '/api/group-sessions'];
  const answers = await Promise.all(paths.map((path) => probe.call('GET', path)));
  if (!answers.every((answer) => answer.status === 200)) return false;
  const notification = stack.components.get('notification')!;
  return fetch(`${notification.url}/readyz`).then(
    (response) => response.ok,
    () => false,
  );
}

try {
  console.log(`Signing in ${users} people and ${3} who keep a paused sit…`);
  const clients = await signInMany(stack.baseUrl, 'practitioner', users);
  const sitters = await signInMany(stack.baseUrl, 'sitter', 3);
  const idOf = async (client: Client) => ((await client.call('GET', '/api/auth/user')).body as { id: string }).id;
  const people: Practitioner[] = await Promise.all(clients.map(async (client) => ({ client, userId: await idOf(client), told: [], toldAfterDoubt: 0, doubts: [], refusals: [] })));
  const owner = clients[0]!;

  // A community everyone is in: a session started in it emails every member.
  const community = await owner.call('POST', '/api/meditation-groups', { name: 'Faults Circle', intention: 'Peace', isPublic: true });
  if (community.status !== 201) throw new Error(`creating the community answered ${community.status}: ${JSON.stringify(community.body)}`);
  const communityId = (community.body as { id: string }).id;
  for (const client of clients.slice(1)) {
    const joined = await client.call('POST', `/api/meditation-groups/${communityId}/join`);
    if (joined.status !== 200) throw new Error(`joining the community answered ${joined.status}: ${JSON.stringify(joined.body)}`);
  }

  // Paused sits never end on their own: each must still be there, the same one, after every fault.
  const paused = new Map<string, string>();
  for (const sitter of sitters) {
    const started = await sitter.call('POST', '/api/active-session', { ...sit, duration: 20 });
    const pause = await sitter.call('PUT', '/api/active-session', { state: 'paused', pausedAt: new Date(clockNow()).toISOString() });
    if (started.status !== 201 || pause.status !== 200) throw new Error(`a paused sit answered ${started.status}/${pause.status}: ${JSON.stringify(pause.body)}`);
    paused.set(await idOf(sitter), (started.body as { id: string }).id);
  }

  console.log(`Load: ${users} people sitting ${SIT_MINUTES}-minute sits on a clock ${CLOCK_SPEED}× real time.`);
  const load = people.map((person) => practise(person));
  await sleep(20_000);

  const faults: Fault[] = [];
  for (const target of targets) {
    const name = `Faults ${target}`;
    // An hour long on the stack's clock (three real minutes), so it has not ended when the outage is over.
    const created = await owner.call('POST', '/api/group-sessions', { name, intention: 'Peace', scheduledStart: new Date(clockNow()).toISOString(), duration: 60, groupId: communityId });
    if (created.status !== 201) throw new Error(`scheduling a group session answered ${created.status}: ${JSON.stringify(created.body)}`);
    const session = { id: (created.body as { id: string }).id, name };
    const child = running.processes().get(target);
    if (!child?.pid) throw new Error(`no running process called ${target}`);
    const fault: Fault = { target, killedAt: Date.now(), recoveredAt: undefined, session };
    faults.push(fault);
    console.log(`\n✂ kill -9 ${target} (pid ${child.pid})`);
    child.kill('SIGKILL');
    // The session starts while the fault lasts; the creator tries until it has.
    let lastStart = '';
    const startedSession = retry(`starting ${name}`, async () => {
      const answer = await owner.call('POST', `/api/group-sessions/${session.id}/start`);
      const message = (answer.body as { message?: string } | null)?.message ?? '';
      lastStart = `${answer.status} ${message}`;
      return answer.status === 200 || (answer.status === 409 && message.includes('already started')) ? true : undefined;
    }, RECOVERY_LIMIT_MS).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)} (last answer: ${lastStart})`);
    });
    try {
      await retry(`${target} to recover`, async () => {
        const back = running.events.some((event) => event.at > fault.killedAt && event.line.startsWith(`✔ ${target} is back`));
        return back && (await healthy(owner)) ? true : undefined;
      }, RECOVERY_LIMIT_MS);
      fault.recoveredAt = Date.now();
      console.log(`  recovered after ${((fault.recoveredAt - fault.killedAt) / 1000).toFixed(1)} s`);
      await startedSession;
    } catch (error) {
      console.error(`  ✖ ${error instanceof Error ? error.message : String(error)}`);
      exitCode = 1;
      await startedSession.catch(() => undefined);
    }
    await sleep(5000);
  }

  console.log('\nStopping the load (each person finishes the sit in hand)…');
  loadRunning = false;
  await Promise.all(load);
  clearInterval(ticker);

  // What PostgreSQL holds against what the clients were told.
  const { rows } = await db.query<{ id: string; user_id: string }>('select id, user_id from meditation.meditation_sessions');
  const stored = new Set(rows.map((row) => row.id));
  const perUser = new Map<string, number>();
  for (const row of rows) perUser.set(row.user_id, (perUser.get(row.user_id) ?? 0) + 1);
  const lostIds = people.flatMap((person) => person.told.filter((told) => !stored.has(told.id)).map((told) => ({ ...told, userId: person.userId })));
  const doubled = people.flatMap((person) => {
    const extra = (perUser.get(person.userId) ?? 0) - person.told.length - person.toldAfterDoubt;
    return extra > 0 ? [{ person, extra }] : [];
  });
  const missing = people.flatMap((person) => {
    const short = person.told.length + person.toldAfterDoubt - (perUser.get(person.userId) ?? 0);
    return short > 0 ? [{ person, short }] : [];
  });
  const toldTotal = people.reduce((sum, person) => sum + person.told.length + person.toldAfterDoubt, 0);

  // Every member but the one who started it (already sitting in it) gets exactly one "Live Now" email per session start.
  const members = new Set(clients.filter((client) => client !== owner).map((client) => client.email.toLowerCase()));
  const expectedEmails = faults.length * members.size;
  await infra.mail!.waitForCount(expectedEmails, { timeoutMs: 120_000 }).catch(() => undefined);
  await sleep(5000);
  const messages = await infra.mail!.read();
  const emailsOf = (fault: Fault) => {
    const counts = new Map<string, number>();
    for (const message of messages.filter((candidate) => candidate.subject === `Live Now: ${fault.session.name} - Join Your Community`)) {
      for (const to of message.to) counts.set(to.toLowerCase(), (counts.get(to.toLowerCase()) ?? 0) + 1);
    }
    const lost = [...members].filter((member) => !counts.has(member)).length;
    const twice = [...counts.values()].filter((count) => count > 1).length;
    return { sent: [...counts.values()].reduce((sum, count) => sum + count, 0), lost, twice };
  };

  const periodOf = (index: number) => [faults[index]!.killedAt, faults[index + 1]?.killedAt ?? Number.POSITIVE_INFINITY] as const;
  const within = (at: number, [from, to]: readonly [number, number]) => at >= from && at < to;
  const tableRows = faults.map((fault, index) => {
    const outage = [fault.killedAt, fault.recoveredAt ?? Date.now()] as const;
    const during = outcomes.filter((outcome) => within(outcome.at, outage));
    const period = periodOf(index);
    const lost = lostIds.filter((told) => within(told.at, period)).length;
    const twice = doubled.filter(({ person }) => person.doubts.some((at) => within(at, period))).reduce((sum, { extra }) => sum + extra, 0);
    const emails = emailsOf(fault);
    return [
      fault.target,
      String(during.length),
      String(during.filter((outcome) => outcome.failed).length),
      fault.recoveredAt ? ((fault.recoveredAt - fault.killedAt) / 1000).toFixed(1) : 'never',
      String(lost),
      String(twice),
      `${emails.sent}/${members.size}${emails.lost ? `, ${emails.lost} lost` : ''}${emails.twice ? `, ${emails.twice} twice` : ''}`,
    ];
  });
  console.log(`\n${formatTable(['killed', 'requests in outage', 'failed', 'recovery s', 'rows lost', 'rows doubled', 'emails'], tableRows)}\n`);

  const unattributed = doubled.reduce((sum, { extra }) => sum + extra, 0) - tableRows.reduce((sum, row) => sum + Number(row[5]), 0);
  const emailFaults = faults.map(emailsOf).filter((emails) => emails.lost > 0 || emails.twice > 0).length;
  console.log(`completions told recorded  ${toldTotal}   rows in PostgreSQL  ${rows.length}`);
  console.log(`rows lost                  ${lostIds.length + missing.reduce((sum, { short }) => sum + short, 0)}`);
  console.log(`rows doubled               ${doubled.reduce((sum, { extra }) => sum + extra, 0)}${unattributed > 0 ? ` (${unattributed} outside any fault)` : ''}`);
  const refusals = people.flatMap((person) => person.refusals);
  if (refusals.length > 0) console.log(`completions refused        ${refusals.length}, e.g. ${refusals[0]}`);

  // The stats read model must reach the meditation table's figures.
  const truth = await db.query<{ sessions: string; minutes: string }>('select count(*) as sessions, coalesce(sum(duration), 0) as minutes from meditation.meditation_sessions');
  const expected = { totalSessions: Number(truth.rows[0]!.sessions), totalMinutes: Number(truth.rows[0]!.minutes) };
  let figures: { totalSessions?: number; totalMinutes?: number } = {};
  const converged = await retry(
    'the stats to converge',
    async () => {
      const answer = await owner.call('GET', '/api/stats/global');
      if (answer.status === 200) figures = answer.body as typeof figures;
      return figures.totalSessions === expected.totalSessions && figures.totalMinutes === expected.totalMinutes ? true : undefined;
    },
    120_000,
  ).catch(() => false);
  console.log(`stats                      ${figures.totalSessions} sits, ${figures.totalMinutes} min; table ${expected.totalSessions} sits, ${expected.totalMinutes} min: ${converged ? 'converged' : 'DIFFERENT'}`);

  const { rows: activeRows } = await db.query<{ id: string; user_id: string; state: string }>('select id, user_id, state from meditation.active_meditation_sessions where user_id = any($1)', [[...paused.keys()]]);
  const survived = [...paused].filter(([userId, id]) => activeRows.some((row) => row.user_id === userId && row.id === id && row.state === 'paused')).length;
  console.log(`paused sits survived       ${survived}/${paused.size}`);
  console.log(`emails                     ${messages.length} sent for ${expectedEmails} expected; ${emailFaults} session starts with an email lost or twice`);

  for (const crash of running.crashes) console.log(`\n${crash.name} exited on its own; its last output:\n${crash.output}`);

  const lostTotal = lostIds.length + missing.length;
  if (lostTotal > 0 || doubled.length > 0 || !converged || survived !== paused.size || emailFaults > 0 || faults.some((fault) => !fault.recoveredAt)) exitCode = 1;
  console.log(exitCode === 0 ? '\nEvery fault recovered; nothing lost or doubled.' : '\n✖ The stack did not come through every fault intact.');
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = 1;
} finally {
  loadRunning = false;
  clearInterval(ticker);
  await db.end();
  await running.stop();
}
process.exit(exitCode);
