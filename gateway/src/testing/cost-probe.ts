// What the cost suites share: operations generated at random from the graph's schema, the
// gateway's own estimate of each, and a meter of the work the subgraphs really did for one.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { costModel, readCostDirectives, type CostModel } from '../cost.js';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');

/** The public schema and the estimate the gateway makes of an operation of it, read from the same files the gateway reads. */
export function gatewayEstimate(): { schema: GraphQLSchema; estimate: CostModel } {
  const schema = buildSchema(read('../../schema.graphql'));
  return { schema, estimate: costModel(schema, readCostDirectives(read('../../supergraph.graphql'))) };
}

/** One GraphQL request's body. */
export interface GraphRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** The estimate of a request, or of a batch (the sum of its operations'), as the gateway makes it. */
export function estimateOf(estimate: CostModel, body: GraphRequest | GraphRequest[]): number {
  const requests = Array.isArray(body) ? body : [body];
  return requests.reduce((sum, request) => sum + (estimate(parse(request.query), request.operationName, request.variables ?? {}) ?? 0), 0);
}

/** A small seeded generator (mulberry32): the same seed makes the same operations. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [from, to]. */
    int: (from: number, to: number) => from + Math.floor(next() * (to - from + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

export type Random = ReturnType<typeof seededRandom>;

/** Ids the generated operations ask for by id: mostly ones that exist, so that what they select is read. */
export interface KnownIds {
  communities: readonly string[];
  groupSessions: readonly string[];
}

export interface GeneratorOptions {
  /** How deep selections nest below the root (the graph refuses more than 12). */
  maxDepth: number;
  /** At most this many fields at one level. */
  maxWidth: number;
  /** How likely a field is aliased; arguments always are, so that no two fields of a level conflict. */
  aliasChance: number;
  /** How likely a selection also spreads an inline fragment, and a named one. */
  inlineFragmentChance: number;
  namedFragmentChance: number;
  /** How likely a list field with slicing arguments is given one, and then through a variable. */
  sliceChance: number;
  variableChance: number;
}

export const DEFAULT_GENERATOR: GeneratorOptions = {
  maxDepth: 5,
  maxWidth: 4,
  aliasChance: 0.2,
  inlineFragmentChance: 0.15,
  namedFragmentChance: 0.2,
  sliceChance: 0.6,
  variableChance: 0.3,
};

/**
 * Writes one query operation at random from the schema: root fields (a list field now and then
 * several times under aliases), nested selections, aliases, inline and named fragments (reused
 * where they fit), list fields with and without their slicing argument, literal or variable.
 */
export function generateOperation(schema: GraphQLSchema, random: Random, ids: KnownIds, options: GeneratorOptions = DEFAULT_GENERATOR): GraphRequest {
  const fragments = new Map<string, { type: string; text: string }>();
  const building = new Set<string>();
  const variables: Record<string, unknown> = {};
  const declarations: string[] = [];
  let counter = 0;

  const argumentValue = (field: GraphQLField<unknown, unknown>, argument: GraphQLArgument): string | undefined => {
    const type = getNamedType(argument.type);
    if (argument.name === 'limit') {
      if (!random.chance(options.sliceChance)) return undefined;
      const value = random.chance(0.1) ? random.int(100, 400) : random.int(0, 30);
      if (!random.chance(options.variableChance)) return String(value);
      const name = `n${counter++}`;
      variables[name] = value;
      declarations.push(`$${name}: Int`);
      return `$${name}`;
    }
    if (type.name === 'ID') {
      const known = field.name === 'groupSession' || argument.name === 'groupSessionId' ? ids.groupSessions : ids.communities;
      return JSON.stringify(known.length > 0 && random.chance(0.85) ? random.pick(known) : '00000000-0000-4000-8000-000000000000');
    }
    if (argument.name === 'timeZone') return random.chance(0.5) ? JSON.stringify(random.pick(['UTC', 'Europe/Berlin', 'America/New_York'])) : undefined;
    if (argument.name === 'address') return JSON.stringify(random.pick(['203.0.113.7', '2001:db8::1', '198.51.100.20']));
    if (!isNonNullType(argument.type)) return undefined;
    if (isEnumType(type)) return random.pick(type.getValues()).name;
    if (type.name === 'Int') return String(random.int(0, 10));
    if (type.name === 'Boolean') return String(random.chance(0.5));
    return JSON.stringify('x');
  };

  const fieldText = (field: GraphQLField<unknown, unknown>, depth: number): string => {
    const args = field.args.flatMap((argument) => {
      const value = argumentValue(field, argument);
      return value === undefined ? [] : [`${argument.name}: ${value}`];
    });
    const named = getNamedType(field.type);
    const alias = args.length > 0 || random.chance(options.aliasChance) ? `f${counter++}: ` : '';
    const inner = isObjectType(named) ? ` ${selection(named, depth + 1)}` : '';
    return `${alias}${field.name}${args.length > 0 ? `(${args.join(', ')})` : ''}${inner}`;
  };

  const fieldsOf = (type: GraphQLObjectType, depth: number) => {
    const fields = Object.values(type.getFields()) as GraphQLField<unknown, unknown>[];
    // At the deepest level only leaves are chosen, so that nothing is left without a selection.
    return depth >= options.maxDepth ? fields.filter((field) => !isCompositeType(getNamedType(field.type))) : fields;
  };

  function selection(type: GraphQLObjectType, depth: number): string {
    const parts: string[] = [];
    const choices = fieldsOf(type, depth);
    const width = random.int(1, options.maxWidth);
    for (let index = 0; index < width && choices.length > 0; index++) parts.push(fieldText(random.pick(choices), depth));
    if (parts.length === 0) parts.push('__typename');
    if (depth < options.maxDepth && random.chance(options.inlineFragmentChance)) parts.push(`... ${random.chance(0.5) ? `on ${type.name} ` : ''}${selection(type, depth + 1)}`);
    if (depth < options.maxDepth && random.chance(options.namedFragmentChance)) {
      const reusable = [...fragments].filter(([name, fragment]) => fragment.type === type.name && !building.has(name)).map(([name]) => name);
      let name = reusable.length > 0 && random.chance(0.5) ? random.pick(reusable) : undefined;
      if (!name) {
        name = `F${counter++}`;
        building.add(name);
        fragments.set(name, { type: type.name, text: `fragment ${name} on ${type.name} ${selection(type, depth + 1)}` });
        building.delete(name);
      }
      parts.push(`...${name}`);
    }
    return `{ ${parts.join(' ')} }`;
  }

  const query = schema.getQueryType()!;
  const roots = Object.values(query.getFields()) as GraphQLField<unknown, unknown>[];
  const parts: string[] = [];
  const rootCount = random.int(1, 3);
  for (let index = 0; index < rootCount; index++) {
    const field = random.pick(roots);
    // List fan-out: the same list field several times under aliases.
    const times = isListType(getNullableType(field.type)) && random.chance(0.15) ? random.int(2, 6) : 1;
    for (let time = 0; time < times; time++) {
      const text = fieldText(field, 1);
      parts.push(times > 1 && !/^f\d+: /.test(text) ? `f${counter++}: ${text}` : text);
    }
  }
  const head = declarations.length > 0 ? `query Generated(${declarations.join(', ')})` : 'query Generated';
  const text = [`${head} { ${parts.join(' ')} }`, ...[...fragments.values()].map((fragment) => fragment.text)].join('\n');
  return { query: text, ...(declarations.length > 0 ? { variables } : {}), operationName: 'Generated' };
}

/** What the subgraphs did: the GraphQL requests they answered, the statements they ran and the rows those returned. */
export interface Work {
  fetches: number;
  statements: number;
  rows: number;
}

const REQUESTS = /^http_request_duration_seconds_count\{([^}]*)\} (\d+)/gm;

/** Counts the GraphQL requests (POSTs) the subgraphs at these addresses answered, from their own request metric. */
export function subgraphMetrics(subgraphUrls: readonly string[]): () => Promise<number> {
  return async () => {
    const texts = await Promise.all(subgraphUrls.map(async (url) => (await fetch(`${url}/metrics`)).text()));
    let total = 0;
    for (const text of texts) for (const match of text.matchAll(REQUESTS)) if (match[1]!.includes('method="POST"')) total += Number(match[2]);
    return total;
  };
}

/**
 * A pass-through in front of each subgraph, for a gateway to be pointed at: it counts the POSTs
 * (query plan fetches) it forwards, and changes nothing else.
 */
export async function countingProxies(subgraphUrls: Readonly<Record<string, string>>) {
  let count = 0;
  const servers: http.Server[] = [];
  const urls: Record<string, string> = {};
  for (const [name, target] of Object.entries(subgraphUrls)) {
    const to = new URL(target);
    const agent = new http.Agent({ keepAlive: true });
    const server = http.createServer((req, res) => {
      if (req.method === 'POST') count++;
      const forwarded = http.request({ host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers, agent }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forwarded.on('error', () => res.destroy());
      req.pipe(forwarded);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    /** Each subgraph's address through its counter. */
    urls,
    fetches: () => Promise.resolve(count),
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)).then(() => server.closeAllConnections()))),
  };
}

/**
 * Meters the work of the stack's subgraphs from outside, with no hook in the product:
 * - fetches: as `fetches` counts them: the POSTs a pass-through in front of each subgraph forwards
 *   (countingProxies), or those the subgraphs count in their own request metric (subgraphMetrics),
 *   which include any request one service makes of another;
 * - rows: what PostgreSQL's pg_stat_statements counts for the stack's database, per statement,
 *   as `rows`: the rows each statement returned to (or wrote for) a service. That is what a
 *   subgraph reads out of the database, whatever plan PostgreSQL chose: an index walk that reads
 *   two pages for one row counts one row, a count(*) over a thousand rows counts one. It is the
 *   honest measure of what the resolvers load, and the one that the estimate (objects loaded)
 *   speaks of. The statements the services run on their own schedule (outbox relays, jobs) are
 *   found while the stack is idle and left out; so are the meter's own.
 * Both are read before and after an operation, which runs alone: the difference is its work.
 */
export async function workMeter(databaseUrl: string, fetches: () => Promise<number>) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('create extension if not exists pg_stat_statements');
  const background = new Set<string>();

  const statements = async (): Promise<Map<string, { calls: number; rows: number }>> => {
    const { rows } = await db.query<{ queryid: string; calls: string; rows: string }>(
      `select queryid::text, calls, rows from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%'`,
    );
    return new Map(rows.map((row) => [row.queryid, { calls: Number(row.calls), rows: Number(row.rows) }]));
  };
  const snapshot = async () => {
    const [count, byStatement] = await Promise.all([fetches(), statements()]);
    return { count, byStatement };
  };
  type Snapshot = Awaited<ReturnType<typeof snapshot>>;
  const difference = (before: Snapshot, after: Snapshot): Work & { changed: string[] } => {
    let calls = 0;
    let rows = 0;
    const changed: string[] = [];
    for (const [queryid, now] of after.byStatement) {
      if (background.has(queryid)) continue;
      const then = before.byStatement.get(queryid) ?? { calls: 0, rows: 0 };
      if (now.calls === then.calls) continue;
      changed.push(queryid);
      calls += now.calls - then.calls;
      rows += now.rows - then.rows;
    }
    return { fetches: after.count - before.count, statements: calls, rows, changed };
  };

  let last = await snapshot();
  /** Time spent on the operations, and on reading the meters, in ms. */
  const spent = { running: 0, metering: 0 };
  return {
    spent,
    /** Watches the idle stack for a while: what runs meanwhile runs on its own schedule, not for an operation. */
    async learnBackground(idleMs: number) {
      const start = await snapshot();
      await new Promise((resolve) => setTimeout(resolve, idleMs));
      for (const queryid of difference(start, await snapshot()).changed) background.add(queryid);
      last = await snapshot();
    },
    /** Runs something and answers the work the subgraphs did meanwhile, with what it answered. */
    async measure<T>(run: () => Promise<T>): Promise<{ result: T; work: Work }> {
      const before = last;
      const started = performance.now();
      const result = await run();
      const ran = performance.now();
      last = await snapshot();
      spent.running += ran - started;
      spent.metering += performance.now() - ran;
      const { fetches: f, statements: s, rows } = difference(before, last);
      return { result, work: { fetches: f, statements: s, rows } };
    },
    /** The text of the statements that changed, for a failure's message. */
    async explain(queryids: readonly string[]) {
      const { rows } = await db.query<{ query: string; calls: string; rows: string }>('select query, calls, rows from pg_stat_statements where queryid::text = any($1)', [queryids]);
      return rows;
    },
    close: () => db.end(),
  };
}

export type WorkMeter = Awaited<ReturnType<typeof workMeter>>;
