import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeServices } from '@apollo/composition';
import { lexicographicSortSchema, parse, printSchema } from 'graphql';
import { REPO_ROOT, SERVICES, serviceDir } from './harness/stack.js';

export const SUPERGRAPH_PATH = path.join(REPO_ROOT, 'gateway/supergraph.graphql');
/** The public graph clients see (no federation machinery): the source of the gateway's and the web's operation types. */
export const API_SCHEMA_PATH = path.join(REPO_ROOT, 'gateway/schema.graphql');

export interface Composition {
  supergraph: string;
  apiSchema: string;
}

/** Composes the six subgraphs' SDL into the supergraph and its public API schema; throws with every composition error. */
export function compose(): Composition {
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
  const api = lexicographicSortSchema(result.schema.toAPISchema().toGraphQLJSSchema());
  return { supergraph: `${result.supergraphSdl.trim()}\n`, apiSchema: `${printSchema(api).trim()}\n` };
}

export function composeSupergraph(): string {
  return compose().supergraph;
}

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const composed = compose();
    const outputs = [
      { file: SUPERGRAPH_PATH, text: composed.supergraph },
      { file: API_SCHEMA_PATH, text: composed.apiSchema },
    ];
    if (process.argv.includes('--check')) {
      const stale = outputs.filter(({ file, text }) => readOr(file) !== text);
      if (stale.length > 0) {
        console.error(`${stale.map(({ file }) => path.relative(REPO_ROOT, file)).join(' and ')} stale: run npm run compose`);
        process.exit(1);
      }
      console.log('supergraph up to date');
    } else {
      for (const { file, text } of outputs) writeFileSync(file, text);
      console.log(`supergraph composed: ${outputs.map(({ file }) => path.relative(REPO_ROOT, file)).join(', ')}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
