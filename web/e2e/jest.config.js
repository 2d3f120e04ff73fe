// Browser tests: the system's Chromium driven by playwright-core against a running app.
// PEACE_BASE_URL names the app (the gateway, or a static build for the signed-out part).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export default {
  displayName: '@peace/web-e2e',
  rootDir: webDir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' }, sourceMaps: 'inline' },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
};
