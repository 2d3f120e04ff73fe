import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSteps, fingerprint, runSteps, type BuildStep } from './build-steps.js';

let root: string;
let stamps: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'peace-build-steps-'));
  stamps = path.join(root, 'stamps');
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/a.ts'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'config.json'), '{}\n');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const compile: BuildStep = { name: 'compile', command: ['compile'], inputs: ['src', 'config.json'], outputs: ['out/a.js'] };
const check: BuildStep = { name: 'check', command: ['check'], inputs: ['src'], outputs: [] };

/** Runs the steps as a build would, making each step's outputs; answers the names of those that ran. */
function build(steps: readonly BuildStep[] = [compile, check], fail?: string): string[] {
  const ran: string[] = [];
  runSteps(root, stamps, stamps, steps, (step) => {
    ran.push(step.name);
    if (step.name === fail) return 1;
    for (const output of step.outputs) {
      mkdirSync(path.dirname(path.join(root, output)), { recursive: true });
      writeFileSync(path.join(root, output), 'built');
    }
    return 0;
  });
  return ran;
}

describe('building only what changed', () => {
  it('runs every step the first time', () => {
    expect(build()).toEqual(['compile', 'check']);
  });

  it('skips every step when nothing changed', () => {
    build();
    expect(build()).toEqual([]);
  });

  it('runs a step again when one of its sources changed, and only the steps that read it', () => {
    build();
    writeFileSync(path.join(root, 'config.json'), '{"strict":true}\n');
    expect(build()).toEqual(['compile']);
    writeFileSync(path.join(root, 'src/a.ts'), 'export const a = 2;\n');
    expect(build()).toEqual(['compile', 'check']);
  });

  it('runs a step again when a source is added or removed', () => {
    build();
    writeFileSync(path.join(root, 'src/b.ts'), 'export const b = 1;\n');
    expect(build()).toEqual(['compile', 'check']);
    rmSync(path.join(root, 'src/b.ts'));
    expect(build()).toEqual(['compile', 'check']);
  });

  it('runs a step again when its output is missing', () => {
    build();
    rmSync(path.join(root, 'out'), { recursive: true });
    expect(build()).toEqual(['compile']);
  });

  it('runs a step that failed again, and stops the build at it', () => {
    expect(build([compile, check], 'compile')).toEqual(['compile']);
    expect(build()).toEqual(['compile', 'check']);
  });

  it('runs every step when told to whatever was recorded, recording them', () => {
    build();
    const ran: string[] = [];
    runSteps(root, undefined, stamps, [compile, check], (step) => {
      ran.push(step.name);
      return 0;
    });
    expect(ran).toEqual(['compile', 'check']);
    expect(build()).toEqual([]);
  });

  it('reads neither installed packages nor build outputs as sources', () => {
    const before = fingerprint(root, compile);
    mkdirSync(path.join(root, 'src/dist'));
    writeFileSync(path.join(root, 'src/dist/a.js'), 'built');
    mkdirSync(path.join(root, 'src/node_modules'));
    writeFileSync(path.join(root, 'src/node_modules/x.js'), 'installed');
    writeFileSync(path.join(root, 'src/.tsbuildinfo'), '{}');
    expect(fingerprint(root, compile)).toBe(before);
  });
});

describe("the project's build steps", () => {
  it('are the steps of a full build, each reading sources that exist', () => {
    const steps = buildSteps();
    expect(steps.map((step) => step.name)).toEqual(['compile', 'test types', 'supergraph check', 'generated types check', 'chart readme check', 'web']);
    const repo = fileURLToPath(new URL('../../', import.meta.url));
    for (const step of steps) expect(fingerprint(repo, { command: [], inputs: [] })).not.toBe(fingerprint(repo, step));
  });
});
