import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { README_PATH, VALUES_PATH, generateReadme } from './readme.js';

describe('the chart README', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'peace-readme-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const valuesWith = (edit: (text: string) => string): string => {
    const file = path.join(dir, `values-${Math.random().toString(36).slice(2)}.yaml`);
    writeFileSync(file, edit(readFileSync(VALUES_PATH, 'utf8')));
    return file;
  };

  it('documents every value exactly as values.yaml has it (npm run chart:readme regenerates it)', () => {
    expect(generateReadme()).toBe(readFileSync(README_PATH, 'utf8'));
  });

  it('goes stale when a default changes', () => {
    const changed = generateReadme(undefined, valuesWith((text) => text.replace('logLevel: info', 'logLevel: debug')));
    expect(changed).not.toBe(readFileSync(README_PATH, 'utf8'));
    expect(changed).toMatch(/\| `logLevel` +\|[^|]+\| `debug` +\|/);
  });

  it('refuses a value added without its description', () => {
    expect(() => generateReadme(undefined, valuesWith((text) => `${text}\nundocumented: 1\n`))).toThrow(/Missing metadata for key: undocumented/);
  });
});
