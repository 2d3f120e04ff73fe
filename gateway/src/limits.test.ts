import { buildSchema, parse, validate } from 'graphql';
import { operationLimits } from './limits.js';

const schema = buildSchema(`
  type Stats { totalSessions: Int! totalMinutes: Int! }
  type Node { id: ID! child: Node }
  type Query { globalStats: Stats! node: Node }
  type Post { id: ID! }
  type Mutation { createPost(text: String!): Post! deletePost(id: ID!): Boolean! }
`);
const rules = operationLimits({ maxAliases: 3, maxFields: 10, maxDepth: 4, maxOperations: 3 });
const errors = (query: string) => validate(schema, parse(query), rules).map((error) => error.message);

describe('operation limits', () => {
  it('lets an ordinary query through', () => {
    expect(errors('{ globalStats { totalSessions totalMinutes } }')).toEqual([]);
  });

  it('refuses a query that repeats a field under many aliases', () => {
    const query = `{ ${Array.from({ length: 4 }, (_, i) => `a${i}: globalStats { totalSessions }`).join(' ')} }`;
    expect(errors(query)).toEqual(['The operation uses 4 aliases (at most 3).']);
  });

  it('counts the fields of fragments wherever they are spread', () => {
    const query = `fragment F on Stats { totalSessions totalMinutes } { globalStats { ...F ...F ...F ...F ...F } }`;
    expect(errors(query)).toEqual(['The operation asks for 11 fields (at most 10).']);
  });

  it('refuses a query nested too deep', () => {
    expect(errors('{ node { child { child { child { child { id } } } } } }')).toEqual(['The operation nests 6 levels deep (at most 4).']);
  });

  it('refuses a document holding more operations than allowed', () => {
    const query = Array.from({ length: 4 }, (_, i) => `query Q${i} { globalStats { totalSessions } }`).join(' ');
    expect(errors(query)).toEqual(['The document holds 4 operations (at most 3).']);
  });

  it('refuses a string literal carrying a NUL character', () => {
    const schemaWithArgs = buildSchema('type Query { search(text: String!): Int }');
    const found = validate(schemaWithArgs, parse('{ search(text: "a\\u0000b") }'), rules);
    expect(found.map((error) => [error.message, error.extensions['code']])).toEqual([['A string in the document contains a NUL character, which is not allowed.', 'BAD_USER_INPUT']]);
  });

  it('measures fragments spread inside fragments once each, refusing the exponential document at once', () => {
    // Eight fragments, each spreading the next ten times: 10^7 fields once expanded.
    const names = 'ABCDEFGH'.split('');
    const fragments = names.map((name, level) => `fragment ${name} on Stats { ${names[level + 1] ? Array.from({ length: 10 }, () => `...${names[level + 1]}`).join(' ') : 'totalSessions'} }`);
    const query = `{ globalStats { ...A } } ${fragments.join(' ')}`;
    const started = performance.now();
    const found = validate(schema, parse(query), operationLimits({ maxAliases: 30, maxFields: 300, maxDepth: 12, maxOperations: 20 }));
    expect(performance.now() - started).toBeLessThan(50);
    expect(found.map((error) => [error.message, error.extensions['code']])).toEqual([['The operation asks for 10000001 fields (at most 300).', 'BAD_USER_INPUT']]);
  });

  it('counts a fragment spread inside another as deep as where it is spread', () => {
    const query = 'fragment Inner on Node { child { id } } fragment Outer on Node { child { ...Inner } } { node { ...Outer } }';
    expect(errors(query)).toEqual([]);
    expect(errors(`fragment Deeper on Node { child { child { ...Outer } } } ${query.replace('{ node { ...Outer } }', '{ node { ...Deeper } }')}`)).toEqual(['The operation nests 6 levels deep (at most 4).']);
  });

  it('lets a mutation run one field only, aliases and fragments included', () => {
    expect(errors('mutation { createPost(text: "a") { id } }')).toEqual([]);
    expect(errors('mutation { __typename createPost(text: "a") { id } }')).toEqual([]);
    expect(errors('mutation { a: createPost(text: "a") { id } b: createPost(text: "b") { id } }')).toEqual(['A mutation runs one field per request; this one asks for 2 (createPost, createPost).']);
    expect(errors('fragment Both on Mutation { createPost(text: "a") { id } deletePost(id: "1") } mutation { ...Both }')).toEqual(['A mutation runs one field per request; this one asks for 2 (createPost, deletePost).']);
    const many = `mutation { ${Array.from({ length: 3 }, (_, i) => `p${i}: createPost(text: "${i}") { id }`).join(' ')} ... on Mutation { deletePost(id: "1") } }`;
    expect(errors(many)).toEqual(['A mutation runs one field per request; this one asks for 4 (createPost, createPost, createPost, …).']);
  });
});
