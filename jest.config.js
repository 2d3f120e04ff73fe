import { existsSync } from 'node:fs';

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' }, sourceMaps: 'inline' }];

/** Node packages: unit tests and integration tests against the harness's real servers. */
const node = {
  displayName: 'node',
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/proto', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/scripts'],
  testMatch: ['**/src/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: { customExportConditions: ['@peace/source', 'node', 'node-addons'] },
  globalSetup: '<rootDir>/scripts/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest/global-teardown.mjs',
};

const projects = [node];
for (const config of ['./web/jest.config.js', './web/e2e/jest.config.js']) {
  if (existsSync(new URL(config, import.meta.url))) projects.push((await import(config)).default);
}

export default {
  projects,
  // Integration suites start real servers; two workers keep a 2-core machine busy without thrashing.
  maxWorkers: 2,
  testTimeout: 60_000,
  verbose: false,
};
