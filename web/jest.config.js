// Unit tests of the web app: jsdom, TypeScript and JSX compiled by swc to ES modules (Lingui macros first by Babel).
// Run from the repository root (node --experimental-vm-modules … --selectProjects @peace/web).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = dirname(fileURLToPath(import.meta.url));

export default {
  displayName: '@peace/web',
  rootDir: webDir,
  testEnvironment: 'jsdom',
  // Workspace packages are read from their sources (see vite.config.ts).
  testEnvironmentOptions: { customExportConditions: ['@peace/source', 'browser'] },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      // swc, after Lingui's macros have become catalogue lookups (test/sourceTransform.cjs).
      '<rootDir>/test/sourceTransform.cjs',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
        sourceMaps: 'inline',
      },
    ],
    '\\.po$': '<rootDir>/test/poTransform.cjs',
  },
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'ts', 'tsx', 'json', 'po'],
  moduleNameMapper: {
    // Workspace sources import each other as NodeNext wants them ('./domain.js' for domain.ts); Vite resolves the same.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.css$': '<rootDir>/test/styleStub.js',
    '\\.(svg|png|jpg|mp3|webmanifest)$': '<rootDir>/test/fileStub.js',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};
