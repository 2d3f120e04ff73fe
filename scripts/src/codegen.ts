import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generate, type CodegenConfig } from '@graphql-codegen/cli';
import { subgraphCodegen, type SubgraphCodegenOptions } from './codegen/subgraph.js';

// Resolved here rather than taken from the harness, so that codegen runs before anything is built.
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs every workspace's GraphQL Code Generator config (`<workspace>/codegen.ts`: each subgraph's
 * resolver types, the gateway's REST operations, the web's operations) and, with --check, fails
 * when a checked-in generated file differs from what its schema and documents produce now.
 */
export function codegenConfigs(only: readonly string[] = []): string[] {
  const { workspaces } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  return workspaces
    .filter((workspace) => only.length === 0 || only.includes(workspace))
    .map((workspace) => path.join(REPO_ROOT, workspace, 'codegen.ts'))
    .filter((file) => existsSync(file));
}

export interface GeneratedFile {
  file: string;
  content: string;
}

export async function runCodegen(configFile: string): Promise<GeneratedFile[]> {
  // A subgraph names only its enums and mappers (`export const subgraph`), as it imports nothing of
  // the scripts; the others export the generator's own config.
  const loaded = (await import(pathToFileURL(configFile).href)) as { default?: CodegenConfig; subgraph?: SubgraphCodegenOptions };
  const config = loaded.subgraph ? subgraphCodegen(loaded.subgraph) : loaded.default;
  if (!config) throw new Error(`${configFile} exports neither a codegen config nor a subgraph's enums and mappers`);
  const cwd = path.dirname(configFile);
  const outputs = (await generate({ ...config, cwd, silent: true, verbose: false }, false)) as { filename: string; content: string }[];
  // Codegen's own text is deterministic; the trailing newline is the only normalisation needed.
  return outputs.map((output) => ({ file: path.resolve(cwd, output.filename), content: `${output.content.trimEnd()}\n` }));
}

function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  // Workspaces named on the command line (e.g. `web`) narrow the run to them.
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  try {
    const generated = (await Promise.all(codegenConfigs(only).map(runCodegen))).flat();
    const relative = (file: string) => path.relative(REPO_ROOT, file);
    if (check) {
      const stale = generated.filter(({ file, content }) => readOr(file) !== content);
      if (stale.length > 0) {
        console.error(`generated types stale: ${stale.map(({ file }) => relative(file)).join(', ')}: run npm run codegen`);
        process.exit(1);
      }
      console.log('generated types up to date');
    } else {
      for (const { file, content } of generated) {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, content);
      }
      console.log(`generated: ${generated.map(({ file }) => relative(file)).join(', ')}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
