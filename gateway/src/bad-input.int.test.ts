// What a client can send that is wrong, against the whole stack as `npm start` runs it: the
// refusals named one by one, then thousands of generated malformed requests over every REST route
// and every GraphQL operation the web and REST send. None may fail the server, every refusal is
// JSON with a message, and nothing a refused request asked for may change.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@jest/globals';
import fc from 'fast-check';
import { Kind, OperationTypeNode, parse, print, type DocumentNode, type FieldNode, type OperationDefinitionNode, type TypeNode } from 'graphql';
import type pg from 'pg';
import { z } from 'zod';
import type { Bus } from '@peace/kit';
import type { Stack } from '@peace/scripts/harness';
import { stackSettled } from '@peace/scripts/testing';
import { Browser, signInThroughProvider } from '@peace/identity/testing';
import { routes } from './rest/routes/index.js';
import { startPrivateStack, type PrivateStack } from './testing/private-stack.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCHEMAS = ['identity', 'meditation', 'groups', 'communities', 'stats', 'notification'];
/** Generated requests per run: 1,000 in the default tests, 10,000 in `npm run test:faults`. */
const GENERATED = Number(process.env['PEACE_BAD_INPUT_REQUESTS'] ?? 1_000);
const BATCH = 25;
/** A client's request took this long to arrive in full before the server cut it off. */
const REQUEST_TIMEOUT_MS = 4_000;

interface Operation {
  name: string;
  /** The operation with the fragments it spreads, as the clients send it. */
  source: string;
  variables: readonly { name: string; type: TypeNode }[];
}

/** Every named operation of a codegen output file (the gateway's REST operations, the web's). */
function generatedOperations(file: string): Operation[] {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  return [...text.matchAll(/^export const \w+Document = (\{.*\}) as unknown as DocumentNode</gm)].flatMap((match) => {
    const document = JSON.parse(match[1]!) as DocumentNode;
    const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    if (!operation?.name) return [];
    return [{ name: operation.name.value, source: print(document), variables: (operation.variableDefinitions ?? []).map((definition) => ({ name: definition.variable.name.value, type: definition.type })) }];
  });
}

const operations: Operation[] = [...generatedOperations('gateway/src/rest/__generated__/operations.ts'), ...generatedOperations('web/src/graphql/__generated__/graphql.ts')];

interface Generated {
  /** How the request is wrong, for the failure's report. */
  fault: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  signedIn: boolean;
  graphql: boolean;
  /** Whether the request must be refused (a write with a fault a route cannot ignore); reads may be answered. */
  refused: boolean;
}

const NUL = '\u0000';
const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('\u202eevil', '𝕻𝖊𝖆𝖈𝖊', '\ufeff', 'a\u0301\u0301\u0301', '\ud800', '🧘‍♀️', "' or 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '${7*7}'),
  fc.constant('x'.repeat(10_000)),
);
const withNul = fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([before, after]) => `${before}${NUL}${after}`);
/** Half of a surrogate pair alone: text with no UTF-8 form. */
const withSurrogate = fc
  .tuple(fc.string({ maxLength: 10 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 10 }))
  .map(([before, half, after]) => `${before}${String.fromCharCode(half)}${after}`);
/** A line break (or another control character) meant to end the line a name is written on, in a calendar or a mail header. */
const withLineBreak = fc
  .tuple(fc.constantFrom('Dawn', 'Evening circle', 'Ünïcode 🧘', 'x'), fc.constantFrom('\r\n', '\n', '\r', '\t', '\u0085', '\u000b'), fc.constantFrom('BEGIN:VEVENT', 'Bcc: someone@example.com', 'x'))
  .map(([before, brk, after]) => `${before}${brk}${after}`);
const anyValue = fc.oneof(oddText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }));
const extraFields = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), anyValue, { maxKeys: 3 });
const huge = () => JSON.stringify({ text: 'x'.repeat(110 * 1024) });
const deep = () => `${'['.repeat(64)}1${']'.repeat(64)}`;
/** Encoded for a URL: a lone surrogate has no UTF-8 form, so it goes as U+FFFD, as a browser sends it. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/gu, '\ufffd'));
const badPathParam = fc.oneof(
  fc.constantFrom('not-a-uuid', '%E0%A4%A', '%zz', '%', '%00', 'a%00b', '%2e%2e', '12345', '00000000-0000-0000-0000-00000000000g', '%F0%9F%A7%98', '%C0%AF'),
  oddText.map(encode),
  fc.constant('x'.repeat(4_000)),
  fc.uuid(),
);

/** An Idempotency-Key header the IETF draft's quoted string cannot carry, or too long to keep. */
const badIdempotencyKey = fc.oneof(
  fc.constantFrom('', ' ', '""', '"a b"', 'a"b', 'x\\y', '"unterminated', 'k'.repeat(256), '"spaces inside"'),
  fc.string({ minLength: 256, maxLength: 300 }).map((text) => text.replace(/[^\x21-\x7e]/g, 'k').replace(/["\\]/g, 'k')),
);

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; anyOf?: Schema[]; items?: Schema };

/** A value of a type no field of this JSON schema takes: a list for a scalar, an object for a list. */
function wrongFor(schema: Schema): fc.Arbitrary<unknown> {
  const types = new Set([schema.type, ...(schema.anyOf ?? []).map((option) => option.type)].flat().filter(Boolean));
  return types.has('array') ? fc.constantFrom<unknown>({ not: 'a list' }, { 0: 'x' }) : fc.constantFrom<unknown>(['not', 'a', 'value'], [{}], []);
}

type Unsigned = Omit<Generated, 'signedIn' | 'graphql'>;

function restArbitrary(route: (typeof routes)[number]): fc.Arbitrary<Unsigned> {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const schema = (route.input ? z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) : {}) as Schema;
  const fields = Object.entries(schema.properties ?? {}).filter(([name]) => !params.includes(name));
  const required = (schema.required ?? []).filter((name) => !params.includes(name));
  const reads = route.method === 'get';
  const path = (ids: string[]) => `/api${route.path.replace(/:(\w+)/g, () => ids.shift() ?? 'x')}`;
  const idsOf = (arbitrary: fc.Arbitrary<string>) => fc.array(arbitrary, { minLength: params.length, maxLength: params.length });

  const json = (fault: string, ids: string[], body: string, refused = true, type = 'application/json') => ({ fault, method: route.method.toUpperCase(), path: path(ids), headers: { 'content-type': type }, body, refused });

  if (reads) {
    const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fields.map(([name]) => name), 'limit', 'timeZone'), fc.string({ maxLength: 8 })), fc.oneof(oddText, withNul, fc.constantFrom('%zz', '-1', '1e99', '[]', 'NaN'))), { maxLength: 4 });
    return fc.record({ ids: idsOf(badPathParam), query }).map(({ ids, query: pairs }) => ({
      fault: 'read with bad path or query',
      method: 'GET',
      path: `${path(ids)}${pairs.length > 0 ? `?${pairs.map(([key, value]) => `${encode(key)}=${value.startsWith('%') ? value : encode(value)}`).join('&')}` : ''}`,
      headers: {},
      refused: false,
    }));
  }

  const objectBody = (fault: fc.Arbitrary<Record<string, unknown>>) => fc.tuple(fault, extraFields).map(([faulty, extra]) => JSON.stringify({ ...extra, ...faulty }));
  const anyIds = idsOf(fc.oneof(badPathParam, fc.uuid()));
  const faults: fc.Arbitrary<Unsigned>[] = [
    fc.tuple(anyIds, fc.constantFrom('{"intention":', '{', 'nul', "{'a':1}", '{"a":1}}', '\u0000', 'undefined')).map(([ids, body]) => json('bad JSON', ids, body)),
    fc.tuple(anyIds, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'image/png')).map(([ids, type]) => json('wrong content type', ids, '{"intention":"Peace"}', true, type)),
    anyIds.map((ids) => json('oversized body', ids, huge())),
    anyIds.map((ids) => json('deep nesting', ids, JSON.stringify({ nested: JSON.parse(deep()) as unknown }))),
    fc.tuple(anyIds, fc.string({ minLength: 1, maxLength: 12 }), withNul).map(([ids, key, text]) => json('NUL in a field', ids, JSON.stringify(Object.fromEntries([[fields[0]?.[0] ?? key, text]])))),
    fc.tuple(anyIds, fc.constantFrom(...(fields.length > 0 ? fields.map(([name]) => name) : ['text'])), withSurrogate).map(([ids, key, text]) => json('lone surrogate in a field', ids, JSON.stringify({ [key]: text }))),
  ];
  // A closing line's text is one line too.
  const names = fields.filter(([name]) => name === 'name' || name === 'title' || name === 'text').map(([name]) => name);
  if (names.length > 0) {
    faults.push(fc.tuple(anyIds, fc.constantFrom(...names), withLineBreak, extraFields).map(([ids, key, text, extra]) => json('line break in a name', ids, JSON.stringify({ ...extra, [key]: text }))));
  }
  if (route.idempotencyKey) {
    faults.push(fc.tuple(anyIds, badIdempotencyKey).map(([ids, key]) => ({ ...json('bad Idempotency-Key', ids, '{}'), headers: { 'content-type': 'application/json', 'idempotency-key': key } })));
  }
  if (route.method !== 'delete') faults.push(fc.tuple(anyIds, fc.constantFrom('[1,2]', '"text"', '42', 'null', 'true', '[]')).map(([ids, body]) => json('body not an object', ids, body)));
  if (params.length > 0) faults.push(idsOf(badPathParam.filter((id) => !/^[0-9a-f-]{36}$/.test(id))).map((ids) => json('bad path parameter', ids, '{}')));
  if (fields.length > 0) {
    faults.push(
      fc
        .constantFrom(...fields)
        .chain(([name, field]) => wrongFor(field).map((value) => ({ [name]: value })))
        .chain((faulty) => anyIds.chain((ids) => objectBody(fc.constant(faulty)).map((body) => json('wrong type', ids, body)))),
    );
  }
  if (required.length > 0) {
    faults.push(
      fc.tuple(anyIds, fc.constantFrom(...required), fc.dictionary(fc.constantFrom(...fields.map(([name]) => name)), anyValue)).map(([ids, missing, others]) => {
        const { [missing]: _left, ...rest } = others;
        return json('missing field', ids, JSON.stringify(rest));
      }),
    );
  }
  return fc.oneof(...faults);
}

/** A value a variable of this type cannot take. */
function wrongVariable(type: TypeNode): fc.Arbitrary<unknown> {
  const named = type.kind === Kind.NON_NULL_TYPE ? type.type : type;
  if (named.kind === Kind.LIST_TYPE) return fc.constantFrom<unknown>({ not: 'a list' }, { 0: 1 });
  const name = named.name.value;
  if (name === 'Int' || name === 'Float') return fc.oneof(fc.string({ minLength: 1 }).map((text) => `n${text}`), fc.constant(true), fc.constant(2 ** 53), fc.constant([1]));
  if (name === 'Boolean') return fc.constantFrom<unknown>('true', 1, [true], {});
  if (name === 'String' || name === 'ID') return fc.oneof(fc.constantFrom<unknown>(true, [['nested']], { a: 1 }, 1.5), withNul, withSurrogate);
  if (name === 'DateTime') return fc.oneof(fc.constantFrom<unknown>(true, [['nested']], { a: 1 }, 1.5, '2026-03-10T09:00:00', '2026-03-10', 1_773_133_200_000), withNul, withSurrogate);
  // An enum or an input object.
  return fc.oneof(fc.constantFrom<unknown>(42, true, [[1]], 'NOT_A_VALUE'), withNul);
}

/** Eight fragments, each spreading the next ten times: a few hundred bytes that expand to 10^7 fields. */
const MULTIPLYING_FRAGMENTS = (() => {
  const names = 'ABCDEFGH'.split('');
  const fragments = names.map((name, level) => `fragment ${name} on GlobalStats { ${names[level + 1] ? Array.from({ length: 10 }, () => `...${names[level + 1]}`).join(' ') : 'totalSessions'} }`);
  return `query Stats { globalStats { ...A } } ${fragments.join(' ')}`;
})();

/** A mutation's document with its root field asked `times` times under aliases; undefined for a query. */
function aliasedTwice(source: string, times = 2): string | undefined {
  const document = parse(source);
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const [field] = operation?.selectionSet.selections ?? [];
  if (operation?.operation !== OperationTypeNode.MUTATION || field?.kind !== Kind.FIELD) return undefined;
  const copies = Array.from({ length: times }, (_, index): FieldNode => ({ ...field, alias: { kind: Kind.NAME, value: `copy${index}` } }));
  return print({ ...document, definitions: document.definitions.map((definition) => (definition === operation ? { ...operation, selectionSet: { ...operation.selectionSet, selections: copies } } : definition)) });
}

function graphqlArbitrary(operation: Operation): fc.Arbitrary<Unsigned> {
  const post = (fault: string, body: string, type = 'application/json') => ({ fault: `${operation.name}: ${fault}`, method: 'POST', path: '/graphql', headers: { 'content-type': type }, body, refused: true });
  const request = (extra: Record<string, unknown>) => JSON.stringify({ query: operation.source, operationName: operation.name, ...extra });
  const required = operation.variables.filter((variable) => variable.type.kind === Kind.NON_NULL_TYPE);
  const faults: fc.Arbitrary<Unsigned>[] = [
    fc.string({ minLength: 1, maxLength: 12 }).map((name) => post('unknown operation name', request({ operationName: `${operation.name}${name.replace(/\W/g, '')}X` }))),
    fc.constantFrom<unknown>('{}', [1], 7, 'x').map((variables) => post('variables not an object', request({ variables }))),
    fc.nat({ max: Math.max(0, operation.source.length - 2) }).map((cut) => post('broken document', JSON.stringify({ query: `${operation.source.slice(0, cut)} }}} {`, operationName: operation.name }))),
    fc.constant(post('bad JSON', `{"query": ${JSON.stringify(operation.source)}`)),
    fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/graphql').map((type) => post('wrong content type', request({}), type)),
    fc.constant(post('oversized body', request({ variables: { padding: 'x'.repeat(110 * 1024) } }))),
    fc.constant(post('deep variables', request({ variables: { nested: JSON.parse(deep()) as unknown } }))),
    fc.constant(post('two operations without a name', JSON.stringify({ query: `${operation.source}\nquery Another { __typename }` }))),
    fc.constant(post('subscription over HTTP', JSON.stringify({ query: 'subscription Live { activeMeditators }' }))),
    fc.constant(post('fragments that multiply', JSON.stringify({ query: MULTIPLYING_FRAGMENTS }))),
    fc.constant(post('empty batch', '[]')),
    fc.nat({ max: 20 }).map((extra) => post('batch of too many operations', `[${Array.from({ length: 11 + extra }, () => request({})).join(',')}]`)),
    // A batch's well-formed operation runs as if sent alone: the one beside the broken document reads and changes nothing.
    fc.nat({ max: Math.max(0, operation.source.length - 2) }).map((cut) => post('broken document in a batch', `[${JSON.stringify({ query: 'query Beside { __typename }' })},${JSON.stringify({ query: `${operation.source.slice(0, cut)} }}} {` })}]`)),
    fc.constantFrom<unknown>(7, 'x', null, [[]]).map((piece) => post('batch holding no operation', JSON.stringify([piece]))),
  ];
  if (operation.name === 'CompleteSession') {
    faults.push(badIdempotencyKey.map((key) => ({ ...post('bad Idempotency-Key', request({})), headers: { 'content-type': 'application/json', 'idempotency-key': key } })));
  }
  const aliased = aliasedTwice(operation.source);
  if (aliased) faults.push(fc.nat({ max: 28 }).map((extra) => post('one mutation field under many aliases', request({ query: aliasedTwice(operation.source, extra + 2) }))));
  if (operation.variables.length > 0) {
    faults.push(
      fc
        .constantFrom(...operation.variables)
        .chain((variable) => wrongVariable(variable.type).map((value) => ({ [variable.name]: value })))
        .map((variables) => post('variable of the wrong type', request({ variables }))),
    );
  }
  if (required.length > 0) faults.push(fc.constantFrom(...required).map((variable) => post(`missing $${variable.name}`, request({ variables: {} }))));
  return fc.oneof(...faults);
}

const generated: fc.Arbitrary<Generated> = fc
  .tuple(fc.oneof(fc.constantFrom(...routes).chain((route) => restArbitrary(route).map((request) => ({ ...request, graphql: false }))), fc.constantFrom(...operations).chain((operation) => graphqlArbitrary(operation).map((request) => ({ ...request, graphql: true })))), fc.boolean())
  .map(([request, signedIn]) => ({ ...request, signedIn }));

describe('bad input', () => {
  let privateStack: PrivateStack;
  let stack: Stack;
  let db: pg.Client;
  let bus: Bus;
  const person = new Browser();
  const anonymous = new Browser();
  /** Every line the stack's components wrote, to tell a client's mistake from a logged failure. */
  const lines: { component: string; line: string }[] = [];

  beforeAll(async () => {
    privateStack = await startPrivateStack('bad-input', {
      env: { GRAPHQL_INTROSPECTION: '0', HEADERS_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
      onLine: (component, line) => lines.push({ component, line }),
    });
    ({ stack, db, bus } = privateStack);
    await signInThroughProvider(person, `${stack.baseUrl}/api/login`, { email: 'bad-input@example.com', firstName: 'Ada', lastName: 'Input' });
  }, 180_000);

  afterAll(async () => {
    await privateStack?.stop();
  });

  const send = async (client: Browser, request: Pick<Generated, 'method' | 'path' | 'headers' | 'body'> & { origin?: string | null }) => {
    const origin = request.origin === undefined ? stack.baseUrl : request.origin;
    const response = await client.request(`${stack.baseUrl}${request.path}`, {
      method: request.method,
      headers: { accept: 'application/json', ...(origin ? { origin } : {}), ...request.headers },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    let json: unknown;
    try {
      json = type.includes('json') ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, type, text, json, headers: response.headers };
  };
  const graphql = (client: Browser, body: unknown, headers: Record<string, string> = {}) => send(client, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  /** Every row of every service's tables, once what earlier requests set off (events, projections, emails) has settled. */
  const settled = async () => {
    await stackSettled({ bus, db, schemas: SCHEMAS });
    return snapshot();
  };

  /** Every row of every service's tables, as one fingerprint per table. */
  const snapshot = async () => {
    const tables = await db.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema = any($1) order by 1, 2`,
      [SCHEMAS],
    );
    const rows: Record<string, string> = {};
    for (const { schema, name } of tables.rows) {
      const result = await db.query<{ count: number; digest: string }>(`select count(*)::int as count, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from "${schema}"."${name}" t`);
      rows[`${schema}.${name}`] = `${result.rows[0]!.count} ${result.rows[0]!.digest}`;
    }
    return rows;
  };

  const STACK_TRACE = /\n\s+at |node_modules|\/work\/|\/home\/|\.(?:ts|js):\d+/;

  describe('refusals a client can cause', () => {
    it('refuses a NUL character in a REST body, query string or path with 400 naming where it is, and stores nothing', async () => {
      const before = await settled();
      const body = await send(person, { method: 'POST', path: '/api/active-session', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ intention: 'Peace', location: `Lis${NUL}bon`, duration: 5 }) });
      expect({ status: body.status, json: body.json }).toEqual({ status: 400, json: { message: 'location: must not contain a NUL character' } });
      const query = await send(person, { method: 'GET', path: '/api/users/recommendations?timeZone=Europe%2FLis%00bon', headers: {} });
      expect({ status: query.status, json: query.json }).toEqual({ status: 400, json: { message: 'timeZone: must not contain a NUL character' } });
      const param = await send(person, { method: 'POST', path: '/api/group-sessions/a%00b/join', headers: {} });
      expect({ status: param.status, json: param.json }).toEqual({ status: 400, json: { message: 'path: must not contain a NUL character' } });
      const created = await send(person, { method: 'POST', path: '/api/meditation-groups', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Null\u0000Circle', intention: 'Peace', isPublic: 1 }) });
      expect({ status: created.status, json: created.json }).toEqual({ status: 400, json: { message: 'name: must not contain a NUL character' } });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a privacy setting that is not true or false with 400 naming the field, and changes nothing', async () => {
      const before = await settled();
      for (const body of [{}, { hideFromLists: 'yes' }, { hideFromLists: 1 }, { hideFromLists: null }]) {
        const answer = await send(person, { method: 'PUT', path: '/api/settings/privacy', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        expect({ body, status: answer.status, json: answer.json }).toEqual({ body, status: 400, json: { message: expect.stringMatching(/^hideFromLists: (is required|must be true or false)$/) } });
      }
      const graph = await graphql(person, { query: 'mutation Hide($hidden: Boolean!) { setHiddenFromLists(hidden: $hidden) { id } }', variables: { hidden: 'yes' } });
      expect(graph.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a language that is not one of the five codes with 400 naming the field, and changes nothing', async () => {
      const before = await settled();
      const bodies = [{}, { language: 'fr' }, { language: 'DE' }, { language: 'de-AT' }, { language: ' de' }, { language: 1 }, { language: true }, { language: ['de'] }, { language: { code: 'de' } }, { lang: 'de' }, { language: 'xx', junk: 'x'.repeat(1_000), nested: { language: 'de' } }];
      for (const body of bodies) {
        const answer = await send(person, { method: 'PUT', path: '/api/settings/language', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        expect({ body, status: answer.status, json: answer.json }).toEqual({ body, status: 400, json: { message: expect.stringMatching(/^language: (is required|must be one of en, es, de, ja, ar, or null)$/) } });
      }
      const graph = await graphql(person, { query: 'mutation Choose($language: Language) { setLanguage(language: $language) { id } }', variables: { language: 'fr' } });
      expect(graph.status).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a NUL character in a GraphQL variable or inline literal with 400', async () => {
      const variable = await graphql(person, { query: 'mutation Start($input: StartActiveSessionInput!) { startActiveSession(input: $input) { id } }', variables: { input: { intention: 'PEACE', location: `x${NUL}`, duration: 5 } } });
      expect(variable.status).toBe(400);
      expect(variable.json).toEqual({ errors: [{ message: 'variables.input.location: must not contain a NUL character', extensions: { code: 'BAD_USER_INPUT' } }] });
      const literal = await graphql(person, { query: 'mutation { startActiveSession(input: { intention: PEACE, location: "x\\u0000y", duration: 5 }) { id } }' });
      expect(literal.status).toBe(400);
      expect((literal.json as { errors: { message: string }[] }).errors[0]?.message).toBe('A string in the document contains a NUL character, which is not allowed.');
      expect((await send(person, { method: 'GET', path: '/api/active-session', headers: {} })).status).toBe(404);
    });

    it.each([
      ['an operation name the document does not hold', { query: 'query Stats { globalStats { totalSessions } }', operationName: 'Other' }, 'The document holds no operation named "Other".'],
      ['two operations without an operation name', { query: 'query A { globalStats { totalSessions } } query B { globalStats { totalMinutes } }' }, 'The document holds several operations: name the one to run in operationName.'],
      ['a subscription over HTTP', { query: 'subscription { activeMeditators }' }, 'Subscriptions are served over the WebSocket at /graphql, not over HTTP.'],
      ['a DateTime literal that is no timestamp', { query: 'mutation { createGroupSession(input: { name: "Dawn", intention: PEACE, scheduledStart: "tomorrow-ish" }) { id } }' }, 'DateTime must be an ISO-8601 timestamp'],
    ])('answers %s with 400 and a clear message', async (_name, body, message) => {
      const answer = await graphql(person, body);
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 400, json: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }], ...(message.startsWith('DateTime') ? { data: null } : {}) } });
    });

    it('refuses a completion whose Idempotency-Key is not one the draft allows with 400, over REST and GraphQL, and stores nothing', async () => {
      const before = await settled();
      const sit = { intention: 'Peace', location: 'Lisbon', duration: 5, startedAt: new Date(Date.now() - 600_000).toISOString() };
      for (const key of ['', '"two words"', 'k'.repeat(256)]) {
        const rest = await send(person, { method: 'POST', path: '/api/meditation-sessions', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(sit) });
        expect({ status: rest.status, json: rest.json }).toEqual({ status: 400, json: { message: 'Idempotency-Key: must be 1 to 255 printable characters, such as a UUID' } });
      }
      const graph = await send(person, {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', 'idempotency-key': '"a b"' },
        body: JSON.stringify({ query: 'mutation Complete($input: CompleteSessionInput!) { completeSession(input: $input) { session { id } } }', variables: { input: { ...sit, intention: 'PEACE' } } }),
      });
      expect({ status: graph.status, json: graph.json }).toEqual({ status: 400, json: { errors: [{ message: 'Idempotency-Key: must be 1 to 255 printable characters, such as a UUID', extensions: { code: 'BAD_USER_INPUT' } }] } });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a lone UTF-16 surrogate in a REST body or a GraphQL variable with 400 naming the field, and stores nothing', async () => {
      const before = await settled();
      const rest = await send(person, { method: 'POST', path: '/api/meditation-sessions', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ intention: 'Peace', location: '\ud800', duration: 5 }) });
      expect({ status: rest.status, json: rest.json }).toEqual({ status: 400, json: { message: 'location: must be valid Unicode text (it contains a lone UTF-16 surrogate)' } });
      const graph = await graphql(person, {
        query: 'mutation Complete($input: CompleteSessionInput!) { completeSession(input: $input) { session { id } } }',
        variables: { input: { intention: 'PEACE', location: 'Lisbon \udc00', duration: 5, startedAt: new Date(Date.now() - 600_000).toISOString() } },
      });
      expect({ status: graph.status, json: graph.json }).toEqual({ status: 400, json: { errors: [{ message: 'variables.input.location: must be valid Unicode text (it contains a lone UTF-16 surrogate)', extensions: { code: 'BAD_USER_INPUT' } }] } });
      expect(await snapshot()).toEqual(before);
    });

    // The approximate location: the place is the connection's, whatever address a client names.
    it('looks up only the address the request came from, never one a client names', async () => {
      for (const path of ['/api/location?address=8.8.8.8', '/api/location?ip=81.167.0.1', '/api/location?address[]=x']) {
        const answer = await send(person, { method: 'GET', path, headers: {} });
        expect({ path, status: answer.status, json: answer.json }).toEqual({ path, status: 200, json: { location: null } });
      }
      const visitor = await send(anonymous, { method: 'GET', path: '/api/location?address=8.8.8.8', headers: {} });
      expect(visitor.status).toBe(401);
    });

    // Practice settings: each bad value named, over REST and GraphQL, and nothing saved.
    it('refuses a bad practice setting with 400 naming it, over REST and GraphQL, and saves nothing', async () => {
      const before = await settled();
      const put = (body: unknown) => send(person, { method: 'PUT', path: '/api/settings', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const refusals: [unknown, string][] = [
        [{ endSignal: 'gong' }, 'endSignal: must be one of sound, vibration, light, silent'],
        [{ intervalBellMinutes: 10 }, 'intervalBellMinutes: must be 0 (off), 1, 2 or 5 minutes'],
        [{ dayEndHour: 24 }, 'dayEndHour: must be an hour from 0 to 23'],
        [{ dayEndHour: 'late' }, 'dayEndHour: must be a number'],
        [{ grace: 1 }, 'grace: must be true or false'],
        [{ dayEndHour: 3, grace: 'no' }, 'grace: must be true or false'],
        [{ recordLocation: 'no' }, 'recordLocation: must be true or false'],
        [{}, 'Give at least one setting to change'],
      ];
      for (const [body, message] of refusals) {
        const answer = await put(body);
        expect({ body, status: answer.status, json: answer.json }).toEqual({ body, status: 400, json: { message } });
      }
      const graph = await graphql(person, { query: 'mutation Save($input: PracticeSettingsInput!) { updatePracticeSettings(input: $input) { dayEndHour } }', variables: { input: { dayEndHour: -1 } } });
      expect((graph.json as { errors?: unknown[] }).errors).toEqual([expect.objectContaining({ message: 'dayEndHour: must be an hour from 0 to 23', extensions: { code: 'BAD_USER_INPUT' } })]);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a bad reminder setting or push subscription with 400 naming it, over REST and GraphQL, and saves nothing', async () => {
      const before = await settled();
      const keys = { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 9).toString('base64url') };
      const refusals: [string, string, unknown, string][] = [
        ['PUT', '/api/reminders', { daily: { time: '24:00' } }, 'daily.time: must be a time such as 07:30'],
        ['PUT', '/api/reminders', { daily: { time: '07:30', channels: ['sms'] } }, 'daily.channels.0: must be "email" or "push"'],
        ['PUT', '/api/reminders', { timeZone: 'Europe/Atlantis' }, 'timeZone: must be an IANA time zone such as Europe/Berlin'],
        ['PUT', '/api/reminders', { sessionStarts: 'email' }, 'sessionStarts: must be a list of "email" and "push"'],
        ['PUT', '/api/reminders', { quietHours: { from: '22:00', to: '7' } }, 'quietHours.to: must be a time such as 07:30'],
        // From a time to the same one would read as quiet hours set while holding nothing.
        ['PUT', '/api/reminders', { quietHours: { from: '22:00', to: '22:00' } }, 'quietHours.to: must differ from quietHours.from'],
        ['PUT', '/api/reminders', {}, 'Give at least one setting to change'],
        ['POST', '/api/push/subscriptions', { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys }, 'endpoint: must be an https URL'],
        // The service would send to the endpoint: nothing but a browser's push service, so no internal host is reached through it.
        ...[
          'https://169.254.169.254/latest/meta-data/',
          'https://identity:4001/',
          'https://localhost/',
          'https://push.example.org/x',
          'https://fcm.googleapis.com.attacker.example/x',
          'https://user:secret@fcm.googleapis.com/fcm/send/x',
          'https://fcm.googleapis.com:8443/fcm/send/x',
        ].map((endpoint): [string, string, unknown, string] => ['POST', '/api/push/subscriptions', { endpoint, keys }, "endpoint: must be a browser push service's address"]),
        ['POST', '/api/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { ...keys, auth: 'c2hvcnQ' } }, "keys.auth: must be the browser's auth secret"],
      ];
      for (const [method, route, body, message] of refusals) {
        const answer = await send(person, { method, path: route, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        expect({ body, status: answer.status, json: answer.json }).toEqual({ body, status: 400, json: { message } });
      }
      const graph = await graphql(person, { query: 'mutation Save($input: ReminderSettingsInput!) { updateReminderSettings(input: $input) { timeZone } }', variables: { input: { daily: { time: '7:75' } } } });
      expect((graph.json as { errors?: unknown[] }).errors).toEqual([expect.objectContaining({ message: 'daily.time: must be a time such as 07:30', extensions: { code: 'BAD_USER_INPUT' } })]);
      const quiet = await graphql(person, { query: 'mutation Save($input: ReminderSettingsInput!) { updateReminderSettings(input: $input) { timeZone } }', variables: { input: { quietHours: { from: '07:00', to: '07:00' } } } });
      expect((quiet.json as { errors?: unknown[] }).errors).toEqual([expect.objectContaining({ message: 'quietHours.to: must differ from quietHours.from', extensions: { code: 'BAD_USER_INPUT' } })]);
      const device = await graphql(person, { query: 'mutation Save($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id } }', variables: { input: { endpoint: 'ftp://fcm.googleapis.com/fcm/send/x', keys } } });
      expect((device.json as { errors?: unknown[] }).errors).toEqual([expect.objectContaining({ message: 'endpoint: must be an https URL', extensions: { code: 'BAD_USER_INPUT' } })]);
      const internal = await graphql(person, { query: 'mutation Save($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id } }', variables: { input: { endpoint: 'https://169.254.169.254/latest/meta-data/', keys } } });
      expect((internal.json as { errors?: unknown[] }).errors).toEqual([expect.objectContaining({ message: "endpoint: must be a browser push service's address", extensions: { code: 'BAD_USER_INPUT' } })]);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses in milliseconds a small query whose fragments would expand to millions of fields, and stays responsive meanwhile', async () => {
      // Eight fragments, each spreading the next ten times: 10^7 fields once expanded.
      const names = 'ABCDEFGH'.split('');
      const fragments = names.map((name, level) => `fragment ${name} on GlobalStats { ${names[level + 1] ? Array.from({ length: 10 }, () => `...${names[level + 1]}`).join(' ') : 'totalSessions totalMinutes'} }`);
      const query = `query Stats { globalStats { ...A } } ${fragments.join(' ')}`;
      expect(query.length).toBeLessThan(1_000);
      const timed = async <T>(work: Promise<T>) => {
        const started = performance.now();
        const result = await work;
        return { result, ms: performance.now() - started };
      };
      const [attack, health] = await Promise.all([timed(graphql(anonymous, { query })), timed(send(anonymous, { method: 'GET', path: '/healthz', headers: {} }))]);
      expect({ status: attack.result.status, json: attack.result.json }).toMatchObject({ status: 400, json: { errors: [{ message: 'The operation asks for 20000001 fields (at most 300).', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] } });
      expect(health.result.status).toBe(200);
      // Measured before: 5.9 s for each, the health check waiting behind the query.
      expect(attack.ms).toBeLessThan(1_000);
      expect(health.ms).toBeLessThan(1_000);
    });

    it('runs one mutation field per request: thirty aliased posts are refused with 400 and write nothing', async () => {
      const created = await send(person, { method: 'POST', path: '/api/meditation-groups', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Alias Circle', intention: 'Peace' }) });
      expect(created.status).toBe(201);
      const groupId = (created.json as { id: string }).id;
      const before = await settled();
      const posts = Array.from({ length: 30 }, (_, i) => `p${i}: createCommunityPost(groupId: $id, input: { content: "Post ${i}" }) { id }`).join(' ');
      const answer = await graphql(person, { query: `mutation Flood($id: ID!) { ${posts} }`, variables: { id: groupId } });
      expect({ status: answer.status, json: answer.json }).toMatchObject({
        status: 400,
        json: { errors: [{ message: 'A mutation runs one field per request; this one asks for 30 (createCommunityPost, createCommunityPost, createCommunityPost, …).', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] },
      });
      const twoKinds = await graphql(person, { query: 'mutation { setSessionEmails(enabled: false) { id } stopActiveSession }' });
      expect(twoKinds.status).toBe(400);
      expect(await snapshot()).toEqual(before);
      const one = await graphql(person, { query: 'mutation One($id: ID!) { only: createCommunityPost(groupId: $id, input: { content: "Just one" }) { id } }', variables: { id: groupId } });
      expect(one.status).toBe(200);
      expect((one.json as { data: { only: { id: string } } }).data.only.id).toEqual(expect.any(String));
    });

    it('refuses an export in a format it does not offer with 400, and an account deletion from another site with 403, deleting nothing', async () => {
      const before = await settled();
      const format = await send(person, { method: 'GET', path: '/api/account/export?format=xml', headers: {} });
      expect({ status: format.status, json: format.json }).toEqual({ status: 400, json: { message: 'format: must be json or csv' } });
      const forged = await send(person, { method: 'DELETE', path: '/api/account', headers: {}, origin: 'https://elsewhere.example' });
      expect({ status: forged.status, json: forged.json }).toEqual({ status: 403, json: { message: 'Cross-site request refused' } });
      const graph = await graphql(person, { query: 'mutation Leave { deleteAccount }' }, { origin: 'https://elsewhere.example' });
      expect(graph.status).toBe(403);
      expect(await snapshot()).toEqual(before);
      expect((await send(person, { method: 'GET', path: '/api/auth/user', headers: {} })).status).toBe(200);
    });

    it('answers other methods on the web app with 405 in the API\'s shape, and a missing file with 404', async () => {
      for (const [method, path] of [['DELETE', '/stats'], ['PUT', '/'], ['POST', '/communities'], ['PATCH', '/assets/app.js'], ['DELETE', '/healthz']] as const) {
        const answer = await send(person, { method, path, headers: {} });
        expect({ method, path, status: answer.status, allow: answer.headers.get('allow'), json: answer.json }).toEqual({ method, path, status: 405, allow: 'GET, HEAD', json: { message: `method: ${method} is not allowed here (GET and HEAD are)` } });
      }
      const missing = await send(anonymous, { method: 'GET', path: '/assets/not-there-1234.js', headers: {} });
      expect({ status: missing.status, json: missing.json }).toEqual({ status: 404, json: { message: 'Not found' } });
    });

    it('answers a persisted query whose hash does not match its text as the client\'s mistake', async () => {
      const answer = await graphql(anonymous, { query: '{ globalStats { totalSessions } }', extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 400, json: { errors: [{ message: 'provided sha does not match query', extensions: { code: 'BAD_USER_INPUT' } }] } });
    });

    it('answers a DateTime variable that is no timestamp, or has no offset, with 400, and logs no error', async () => {
      const logged = lines.length;
      const complete = 'mutation Complete($input: CompleteSessionInput!) { completeSession(input: $input) { session { id } } }';
      const answers: unknown[] = [];
      for (const startedAt of ['tomorrow-ish', '2026-03-10T09:00:00', '2026-03-10']) {
        const answer = await graphql(person, { query: complete, variables: { input: { intention: 'PEACE', location: 'Lisbon', duration: 5, startedAt } } });
        answers.push({ startedAt, status: answer.status, codes: (answer.json as { errors?: { extensions?: { code?: string } }[] }).errors?.map((error) => error.extensions?.code) });
      }
      const literal = await graphql(person, { query: 'mutation { createGroupSession(input: { name: "Dawn", intention: PEACE, scheduledStart: "2030-01-01T09:00:00" }) { id } }' });
      answers.push({ startedAt: 'literal', status: literal.status, codes: (literal.json as { errors?: { extensions?: { code?: string } }[] }).errors?.map((error) => error.extensions?.code) });
      const errors = lines.slice(logged).filter(({ line }) => /"level":(50|60)/.test(line));
      expect({ answers, errors }).toEqual({
        answers: ['tomorrow-ish', '2026-03-10T09:00:00', '2026-03-10', 'literal'].map((startedAt) => ({ startedAt, status: 400, codes: ['BAD_USER_INPUT'] })),
        errors: [],
      });
      const rest = await send(person, { method: 'POST', path: '/api/group-sessions', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Dawn', intention: 'Peace', scheduledStart: '2030-01-01T09:00:00' }) });
      expect({ status: rest.status, json: rest.json }).toEqual({ status: 400, json: { message: 'scheduledStart: must be an ISO-8601 timestamp' } });
    });

    it('refuses a session scheduled more than a year ahead, over REST and GraphQL', async () => {
      const rest = await send(person, { method: 'POST', path: '/api/group-sessions', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Far', intention: 'Peace', scheduledStart: '9999-12-31T00:00:00.000Z' }) });
      expect({ status: rest.status, json: rest.json }).toEqual({ status: 400, json: { message: 'scheduledStart: must be at most a year from now' } });
      const graph = await graphql(person, { query: 'mutation { createGroupSession(input: { name: "Far", intention: PEACE, scheduledStart: "9999-12-31T00:00:00.000Z" }) { id } }' });
      expect((graph.json as { errors: { message: string; extensions: { code: string } }[] }).errors[0]).toMatchObject({ message: 'scheduledStart: must be at most a year from now', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('refuses a line break in a name, so that no calendar feed can be forged through it', async () => {
      const forged = 'Nice\r\nBEGIN:VEVENT\r\nSUMMARY:Verify your account at https://evil.example\r\nEND:VEVENT';
      const before = await settled();
      const community = await send(person, { method: 'POST', path: '/api/meditation-groups', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: forged, intention: 'Peace' }) });
      expect({ status: community.status, json: community.json }).toEqual({ status: 400, json: { message: 'name: must be a single line without control characters' } });
      const session = await send(person, { method: 'POST', path: '/api/group-sessions', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: forged, intention: 'Peace', scheduledStart: new Date(Date.now() + 3_600_000).toISOString() }) });
      expect({ status: session.status, json: session.json }).toEqual({ status: 400, json: { message: 'name: must be a single line without control characters' } });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a closing line that is empty, too long, more than one line or not valid Unicode, over REST and GraphQL, and stores nothing', async () => {
      const me = (await send(person, { method: 'GET', path: '/api/auth/user', headers: {} })).json as { id: string };
      const sessionId = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9';
      await db.query(
        `insert into groups.group_sessions (id, name, intention, scheduled_start, duration, created_by, status, started_at, ends_at)
         values ($1, 'Sat Together', 'Peace', now() - interval '1 hour', 10, $2, 'completed', now() - interval '1 hour', now() - interval '50 minutes')`,
        [sessionId, me.id],
      );
      await db.query(`insert into groups.group_session_participants (group_session_id, user_id) values ($1, $2)`, [sessionId, me.id]);
      const before = await settled();
      const path = `/api/group-sessions/${sessionId}/closing-lines`;
      const answers: unknown[] = [];
      for (const text of ['', ' ', 'x'.repeat(281), 'Thank you\r\nBcc: someone@example.com', 'Quiet\u0000', 'Lone \ud800']) {
        const rest = await send(person, { method: 'POST', path, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
        const graph = await graphql(person, { query: 'mutation Leave($id: ID!, $text: String!) { leaveClosingLine(groupSessionId: $id, text: $text) { id } }', variables: { id: sessionId, text } });
        answers.push({ rest: [rest.status, rest.json], graph: [graph.status, (graph.json as { errors?: { message: string }[] }).errors?.[0]?.message] });
      }
      const required = 'text: is required';
      const oneLine = 'text: must be a single line without control characters';
      expect(answers).toEqual([
        { rest: [400, { message: required }], graph: [200, required] },
        { rest: [400, { message: required }], graph: [200, required] },
        { rest: [400, { message: 'text: must be at most 280 characters' }], graph: [200, 'text: must be at most 280 characters'] },
        { rest: [400, { message: oneLine }], graph: [200, oneLine] },
        { rest: [400, { message: 'text: must not contain a NUL character' }], graph: [400, 'variables.text: must not contain a NUL character'] },
        { rest: [400, { message: 'text: must be valid Unicode text (it contains a lone UTF-16 surrogate)' }], graph: [400, 'variables.text: must be valid Unicode text (it contains a lone UTF-16 surrogate)'] },
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('limits the tokens and operations of a document, and refuses deep nesting before parsing it', async () => {
      const many = await graphql(anonymous, { query: Array.from({ length: 2000 }, (_, i) => `query Q${i} { globalStats { totalSessions } }`).join(' '), operationName: 'Q1' });
      expect(many.status).toBe(400);
      expect(JSON.stringify(many.json)).toMatch(/more that 5000 tokens|operations \(at most/);
      const few = await graphql(anonymous, { query: Array.from({ length: 21 }, (_, i) => `query Q${i} { globalStats { totalSessions } }`).join(' '), operationName: 'Q1' });
      expect((few.json as { errors: { message: string }[] }).errors[0]?.message).toBe('The document holds 21 operations (at most 20).');
      const nested = await graphql(anonymous, { query: `${'{ a '.repeat(3000)}${'}'.repeat(3000)}` });
      expect({ status: nested.status, json: nested.json }).toEqual({ status: 400, json: { errors: [{ message: 'query: nested 3000 levels deep (at most 64)', extensions: { code: 'BAD_USER_INPUT' } }] } });
    });

    it('answers broken and oversized bodies with JSON, never an HTML page, a stack or a path', async () => {
      const answers = await Promise.all([
        send(person, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: '{"query":' }),
        send(person, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: huge() }),
        send(person, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', 'content-encoding': 'br' }, body: '{}' }),
        send(person, { method: 'POST', path: '/api/active-session', headers: { 'content-type': 'application/json' }, body: huge() }),
        send(person, { method: 'POST', path: '/api/active-session', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: 'not gzip' }),
      ]);
      expect(answers.map((answer) => [answer.status, answer.type.split(';')[0]])).toEqual([[400, 'application/json'], [413, 'application/json'], [400, 'application/json'], [413, 'application/json'], [400, 'application/json']]);
      expect(answers[0].json).toEqual({ errors: [{ message: 'body: must be valid JSON', extensions: { code: 'BAD_USER_INPUT' } }] });
      expect(answers[3].json).toEqual({ message: 'body: too large' });
      for (const answer of answers) expect(answer.text).not.toMatch(STACK_TRACE);
    });

    it('answers a write with a body that is not JSON with 415', async () => {
      const rest = await send(person, { method: 'POST', path: '/api/active-session', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ intention: 'Peace', location: 'Lisbon', duration: 5 }) });
      expect({ status: rest.status, json: rest.json }).toEqual({ status: 415, json: { message: 'body: must be sent as application/json' } });
      const graph = await send(person, { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/xml' }, body: '<query/>' });
      expect({ status: graph.status, json: graph.json }).toEqual({ status: 415, json: { errors: [{ message: 'body: must be sent as application/json', extensions: { code: 'BAD_REQUEST' } }] } });
    });

    it('answers a URL too long to read with JSON', async () => {
      const answer = await send(anonymous, { method: 'GET', path: `/api/users/recent?limit=${'9'.repeat(20_000)}`, headers: {} });
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 431, json: { message: 'headers: too large' } });
    });

    it('says what is wrong with a path that cannot be decoded', async () => {
      const answer = await send(person, { method: 'GET', path: '/api/group-sessions/%E0%A4%A', headers: {} });
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 400, json: { message: 'path: malformed percent-encoding' } });
    });

    it("speaks of the REST body's fields, not of GraphQL variables", async () => {
      const answer = await send(person, { method: 'POST', path: '/api/active-session', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ intention: 'Peace', location: 'Lisbon', duration: 7.5 }) });
      expect({ status: answer.status, json: answer.json }).toEqual({ status: 400, json: { message: 'duration: must be an integer' } });
    });

    it('serves /metrics on the internal port only', async () => {
      const pub = await send(anonymous, { method: 'GET', path: '/metrics', headers: {} });
      expect(pub.text).not.toContain('http_request_duration_seconds');
      const internal = await fetch(stack.metricsUrl);
      expect(internal.status).toBe(200);
      expect(await internal.text()).toContain('http_request_duration_seconds');
    });

    it('answers introspection only when the setting allows it', async () => {
      const answer = await graphql(anonymous, { query: '{ __schema { types { name } } }' });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json)).toMatch(/introspection is not allowed/i);
    });

    it('asks before signing out from a link on another site or one that does not say where it came from, and signs out only from a form of our own', async () => {
      const visitor = new Browser();
      await signInThroughProvider(visitor, `${stack.baseUrl}/api/login`, { email: 'sign-out@example.com' });
      const signedIn = async () => (await send(visitor, { method: 'GET', path: '/api/auth/user', headers: {} })).status === 200;
      const crossSite = await send(visitor, { method: 'GET', path: '/api/logout', headers: { 'sec-fetch-site': 'cross-site', accept: 'text/html' }, origin: null });
      expect(crossSite.status).toBe(200);
      expect(crossSite.text).toContain('<form method="post" action="/api/logout">');
      expect(await signedIn()).toBe(true);
      const unsaid = await send(visitor, { method: 'GET', path: '/api/logout', headers: { accept: 'text/html' }, origin: null });
      expect(unsaid.status).toBe(200);
      expect(unsaid.text).toContain('<form method="post" action="/api/logout">');
      expect(await signedIn()).toBe(true);
      const forged = await send(visitor, { method: 'POST', path: '/api/logout', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', origin: 'https://elsewhere.example' });
      expect(forged.status).toBe(403);
      expect(await signedIn()).toBe(true);
      const confirmed = await send(visitor, { method: 'POST', path: '/api/logout', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(confirmed.status).toBeGreaterThanOrEqual(300);
      expect(confirmed.status).toBeLessThan(400);
      expect(await signedIn()).toBe(false);
    });

    it('applies one rule to signed-out list reads: REST refuses exactly what GraphQL refuses', async () => {
      const lists = routes.filter((route) => route.method === 'get' && !route.path.includes(':') && route.response instanceof z.ZodArray);
      const disagreements: string[] = [];
      for (const route of lists) {
        const rest = await send(anonymous, { method: 'GET', path: `/api${route.path}`, headers: {} });
        const graph = await graphql(anonymous, { query: print(route.operation) });
        const graphRefuses = ((graph.json as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).some((error) => error.extensions?.code === 'UNAUTHENTICATED');
        if ((rest.status === 401) !== graphRefuses) disagreements.push(`${route.path}: REST ${rest.status}, GraphQL ${graphRefuses ? 'refuses' : 'answers'}`);
      }
      expect(disagreements).toEqual([]);
    });

    it('cuts off a client that trickles its body', async () => {
      const url = new URL(stack.baseUrl);
      const started = Date.now();
      const closed = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(url.port), url.hostname, () => {
          socket.write(`POST /api/active-session HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nOrigin: ${stack.baseUrl}\r\n\r\n{"inten`);
        });
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        socket.setTimeout(60_000, () => reject(new Error('the server kept the connection open')));
      });
      expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS + 10_000);
      expect(closed).toMatch(/^HTTP\/1\.1 408/);
      expect(closed).toContain('{"message":"request: took too long to arrive"}');
    }, 60_000);
  });

  describe('generated malformed requests', () => {
    it(`answers ${GENERATED} malformed requests without a server error, each refusal as JSON with a message, and changes nothing`, async () => {
      const mailBefore = stack.mail?.messages().length ?? 0;
      const before = await settled();
      let sent = 0;
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(fc.array(generated, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
          const answers = await Promise.all(batch.map((request) => send(request.signedIn ? person : anonymous, request)));
          sent += batch.length;
          batch.forEach((request, index) => {
            const answer = answers[index]!;
            const where = `${request.method} ${request.path.slice(0, 120)} (${request.fault}, ${request.signedIn ? 'signed in' : 'signed out'}) → ${answer.status} ${answer.text.slice(0, 200)}`;
            const problems: string[] = [];
            if (answer.status >= 500) problems.push('a server error');
            if (request.refused && answer.status < 400 && !request.graphql) problems.push('not refused');
            if (answer.text.match(STACK_TRACE)) problems.push('a stack or a path');
            // A text answer: a calendar feed, or the sits exported as CSV.
            const calendar = answer.status === 200 && (answer.type.startsWith('text/calendar') || answer.type.startsWith('text/csv'));
            if (!calendar && answer.json === undefined) problems.push('no JSON');
            if (request.graphql) {
              type Result = { errors?: { message?: unknown; extensions?: { code?: unknown } }[] } | undefined;
              // A batch is answered with each operation's result: the errors are those of its operations.
              const results = Array.isArray(answer.json) ? (answer.json as Result[]) : [answer.json as Result];
              const errors = results.flatMap((result) => result?.errors ?? []);
              if (errors.length === 0 || !errors.every((error) => typeof error.message === 'string' && error.message.length > 0)) problems.push('no error message');
              if (errors.some((error) => error.extensions?.code === 'INTERNAL')) problems.push('an INTERNAL error');
            } else if (answer.status >= 400) {
              const json = answer.json as Record<string, unknown> | undefined;
              if (!json || Object.keys(json).join() !== 'message' || typeof json['message'] !== 'string' || json['message'].length === 0) problems.push('no { message }');
            }
            if (problems.length > 0) failures.push(`${problems.join(', ')}: ${where}`);
          });
          if (failures.length > 0) throw new Error(failures.slice(0, 10).join('\n'));
        }),
        { numRuns: Math.ceil(GENERATED / BATCH), endOnFailure: true },
      );
      expect(sent).toBeGreaterThanOrEqual(GENERATED);
      expect(await snapshot()).toEqual(before);
      expect(stack.mail?.messages().length ?? 0).toBe(mailBefore);
      expect((await send(person, { method: 'GET', path: '/api/active-session', headers: {} })).status).toBe(404);
    }, 900_000);
  });
});
