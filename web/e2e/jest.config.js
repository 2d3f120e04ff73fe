// Browser tests: the system's Chromium driven by playwright-core against the whole product,
// which the global setup starts (private servers, every service, the provider, the gateway).
// With PEACE_BASE_URL set, they run against that app instead (e.g. one `npm start` serves).
// `*.alone.e2e.test.ts` hold bars of time (pages reaching zero together): they run on their own,
// after every other suite, with nothing else sharing the machine (../../jest.alone.config.js).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export default {
  displayName: '@peace/web-e2e',
  rootDir: webDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '\\.alone\\.e2e\\.test\\.ts$'],
  extensionsToTreatAsEsm: ['.ts'],
  // Support modules the benchmarks also import (under Node's own resolution) name their siblings with .js.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' }, sourceMaps: 'inline' },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
  globalSetup: resolve(webDir, '../scripts/jest/stack-setup.mjs'),
  globalTeardown: resolve(webDir, '../scripts/jest/stack-teardown.mjs'),
};
