import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegenConfigs } from './codegen.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const workspaceOf = (file: string) => path.basename(path.dirname(file));

describe('generated GraphQL types', () => {
  it("come from every subgraph's SDL and the gateway's REST operations", () => {
    const workspaces = codegenConfigs().map(workspaceOf);
    expect(workspaces).toEqual(expect.arrayContaining(['identity', 'meditation', 'groups', 'communities', 'stats', 'notification', 'gateway']));
  });

  // As the build runs it, in its own process: GraphQL Code Generator loads its plugins in ways jest's module system does not.
  it('are checked in up to date with their schemas and documents', () => {
    const check = spawnSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/src/codegen.ts', '--check'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 });
    expect({ status: check.status, output: `${check.stdout}${check.stderr}`.trim() }).toEqual({ status: 0, output: 'generated types up to date' });
  }, 70_000);
});
