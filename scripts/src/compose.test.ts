import { readFileSync } from 'node:fs';
import { composeSupergraph, SUPERGRAPH_PATH } from './compose.js';

describe('supergraph', () => {
  it('composes from the six subgraphs without errors', () => {
    expect(composeSupergraph()).toContain('join__Graph');
  });

  it('is checked in up to date with the subgraph schemas', () => {
    expect(readFileSync(SUPERGRAPH_PATH, 'utf8')).toBe(composeSupergraph());
  });
});
