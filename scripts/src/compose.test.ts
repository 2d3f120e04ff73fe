import { readFileSync } from 'node:fs';
import { API_SCHEMA_PATH, compose, SUPERGRAPH_PATH } from './compose.js';

describe('supergraph', () => {
  it('composes from the six subgraphs without errors', () => {
    expect(compose().supergraph).toContain('join__Graph');
  });

  it('is checked in up to date with the subgraph schemas', () => {
    expect(readFileSync(SUPERGRAPH_PATH, 'utf8')).toBe(compose().supergraph);
  });

  it('publishes an API schema without federation machinery, checked in up to date', () => {
    const { apiSchema } = compose();
    expect(apiSchema).not.toMatch(/join__|link__|@key/);
    expect(apiSchema).toContain('enum Intention');
    expect(readFileSync(API_SCHEMA_PATH, 'utf8')).toBe(apiSchema);
  });
});
