import { existsSync } from 'node:fs';

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' }, sourceMaps: 'inline' }];

/** Node packages: compiled from source as ES modules. */
const nodePackages = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/proto', '<rootDir>/services', '<rootDir>/gateway', '<rootDir>/scripts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: { customExportConditions: ['@peace/source', 'node', 'node-addons'] },
};

/** `*.alone.*` files hold bars of time and run by themselves, after everything else: jest.alone.config.js. */
const ALONE = '\\.alone\\.';

/** `*.test.ts`: pure tests that need no server, so they start none. */
const unit = {
  ...nodePackages,
  displayName: 'unit',
  testMatch: ['**/src/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '\\.int\\.test\\.ts$'],
};

/** `*.int.test.ts`: against the real PostgreSQL, Redis and NATS that the global setup starts once per run. */
export const integration = {
  ...nodePackages,
  displayName: 'integration',
  testMatch: ['**/src/**/*.int.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ALONE],
  globalSetup: '<rootDir>/scripts/jest/global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest/global-teardown.mjs',
};

const projects = [unit, integration];
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
