import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { REPO_ROOT, SERVICES, serviceDir } from './harness/stack.js';

export const SUPERGRAPH_PATH = path.join(REPO_ROOT, 'gateway/supergraph.graphql');

/** Composes the six subgraphs' SDL into the supergraph; throws with every composition error. */
export function composeSupergraph(): string {
  const result = composeServices(
    SERVICES.map((name) => ({
      name,
      // Routing URLs are placeholders: the gateway is told the real ones through SUBGRAPH_<NAME>_URL.
      url: `http://${name}:8080/graphql`,
      typeDefs: parse(readFileSync(path.join(serviceDir(name), 'src/schema.graphql'), 'utf8')),
    })),
  );
  if (result.errors || !result.supergraphSdl) {
    throw new Error(`supergraph composition failed:\n${(result.errors ?? []).map((error) => `  ${error.message}`).join('\n')}`);
  }
  return `${result.supergraphSdl.trim()}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const sdl = composeSupergraph();
    const check = process.argv.includes('--check');
    const current = (() => {
      try {
        return readFileSync(SUPERGRAPH_PATH, 'utf8');
      } catch {
        return '';
      }
    })();
    if (check) {
      if (current !== sdl) {
        console.error('gateway/supergraph.graphql is stale: run npm run compose');
        process.exit(1);
      }
      console.log('supergraph up to date');
    } else {
      writeFileSync(SUPERGRAPH_PATH, sdl);
      console.log(`supergraph composed: ${path.relative(REPO_ROOT, SUPERGRAPH_PATH)}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
