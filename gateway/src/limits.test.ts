import { buildSchema, parse, validate } from 'graphql';
import { operationLimits } from './limits.js';

const schema = buildSchema(`
  type Stats { totalSessions: Int! totalMinutes: Int! }
  type Node { id: ID! child: Node }
  type Query { globalStats: Stats! node: Node }
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
});
