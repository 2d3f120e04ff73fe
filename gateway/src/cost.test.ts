import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema, getNullableType, isListType, isObjectType, Kind, parse, type DefinitionNode, type DocumentNode } from 'graphql';
import { costModel, readCostDirectives } from './cost.js';
import { MAX_OPERATION_COST } from './graph.js';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const schema = buildSchema(read('../schema.graphql'));
const directives = readCostDirectives(read('../supergraph.graphql'));
const estimate = costModel(schema, directives);
const cost = (query: string, variables?: Record<string, unknown>) => estimate(parse(query), undefined, variables);

/** Every operation the web app and the REST routes send, each with every fragment they define. */
function appOperations(): { name: string; document: DocumentNode }[] {
  const folder = new URL('../../web/src/graphql/operations/', import.meta.url);
  const web = readdirSync(folder).flatMap((file) => [...readFileSync(new URL(file, folder), 'utf8').matchAll(/graphql\(`([^`]*)`\)/g)].map((match) => match[1]!));
  const restFolder = new URL('./rest/operations/', import.meta.url);
  const rest = readdirSync(restFolder).map((file) => readFileSync(new URL(file, restFolder), 'utf8'));
  const definitions: DefinitionNode[] = [...web, ...rest].flatMap((text) => parse(text).definitions);
  const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  return definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? [{ name: definition.name?.value ?? '(anonymous)', document: ({ kind: Kind.DOCUMENT, definitions: [definition, ...fragments] } satisfies DocumentNode) }] : [],
  );
}

describe('the cost model', () => {
  it('knows the size of every list field of the graph', () => {
    const unsized = Object.values(schema.getTypeMap()).flatMap((type) =>
      isObjectType(type) && !type.name.startsWith('__')
        ? Object.values(type.getFields()).flatMap((field) => (isListType(getNullableType(field.type)) && directives.get(`${type.name}.${field.name}`)?.assumedSize === undefined ? [`${type.name}.${field.name}`] : []))
        : [],
    );
    expect(unsized).toEqual([]);
  });

  it('multiplies what a list selects by its size, and a slicing argument by its value', () => {
    // 100 communities, each 1 with 200 upcoming sessions, whose list weighs 5 for its call.
    expect(cost('{ communities { id upcomingSessions { id } } }')).toBe(100 * (1 + 5 + 200));
    expect(cost('{ communities { id pastSessions(limit: 5) { id } } }')).toBe(100 * (1 + 5 + 5));
    expect(cost('query ($n: Int) { communities { pastSessions(limit: $n) { id } } }', { n: 3 })).toBe(100 * (1 + 5 + 3));
    // The argument's default when none is given; a list sliced to nothing is still called.
    expect(cost('{ communities { pastSessions { id } } }')).toBe(100 * (1 + 5 + 50));
    expect(cost('{ communities { pastSessions(limit: 0) { id } } }')).toBe(100 * (1 + 5 + 1));
    // A root field is a fetch, even a leaf.
    expect(cost('{ googleSignIn }')).toBe(1);
    // A leaf costs nothing unless it is dear.
    expect(cost('{ communities { name sessionsThisWeek } }')).toBe(100 * (1 + 1));
  });

  it('counts a fragment wherever it is spread, and every alias', () => {
    const fragment = 'fragment S on Community { upcomingSessions { id } }';
    expect(cost(`${fragment} { a: communities { ...S } b: communities { ...S } }`)).toBe(2 * 100 * (1 + 5 + 200));
  });

  it("refuses the probe's query: thirty aliases over communities, each reading its sessions", () => {
    const aliases = Array.from({ length: 30 }, (_, index) => `c${index}: communities { ...F }`).join(' ');
    const probe = `query { ${aliases} } fragment F on Community { id upcomingSessions { id name } liveSession { id } pastSessions { id } }`;
    const estimated = cost(probe)!;
    console.log(`the probe's query is estimated at ${estimated}; the budget is ${MAX_OPERATION_COST}`);
    expect(estimated).toBeGreaterThan(MAX_OPERATION_COST);
  });

  it('measures what an operation answered as its estimate does, with each list as long as it was', () => {
    const answered = (query: string, data: Record<string, unknown>) => estimate.answered(parse(query), undefined, {}, data);
    const query = '{ communities { id upcomingSessions { id } } }';
    // Two communities, one with three sessions to come and one with none: each list is still a call (5).
    const data = { communities: [{ id: 'a', upcomingSessions: [{ id: '1' }, { id: '2' }, { id: '3' }] }, { id: 'b', upcomingSessions: [] }] };
    expect(answered(query, data)).toBe(2 * (1 + 5) + 3);
    expect(answered(query, { communities: [] })).toBe(0);
    // Aliases and fragments count where they are answered; a field the answer left out costs nothing, a null object only its call.
    expect(answered('{ a: communities { ...F } b: communities { ...F } } fragment F on Community { id upcomingSessions { id } }', { a: data.communities, b: data.communities.slice(1) })).toBe(2 * (1 + 5) + 3 + (1 + 5));
    expect(answered('{ community(id: "x") { id upcomingSessions { id } } }', { community: null })).toBe(cost('{ community(id: "x") { id } }'));
    // Never more than the estimate.
    expect(answered(query, data)).toBeLessThanOrEqual(cost(query)!);
  });

  it("lets every operation the app sends through the budget", () => {
    const estimates = appOperations().map(({ name, document }) => ({ name, cost: estimate(document, name) ?? 0 }));
    expect(estimates.length).toBeGreaterThan(50);
    const largest = estimates.reduce((best, next) => (next.cost > best.cost ? next : best));
    console.log(`the largest estimate of the app's operations: ${largest.name} at ${largest.cost}; the budget is ${MAX_OPERATION_COST}`);
    expect(estimates.filter((entry) => entry.cost > MAX_OPERATION_COST)).toEqual([]);
  });
});
