// The suites that hold bars of time (`*.alone.int.test.ts`, `web/e2e/*.alone.e2e.test.ts`): a change
// reaching a thousand sockets within a second, twenty pages reaching zero within a quarter of a
// second. `npm test` runs them after every other suite, one at a time, with nothing else on the
// machine: beside two other suites on two cores, the machine decides such figures, not the code.
import { integration } from './jest.config.js';
import browserAlone from './web/e2e/jest.alone.config.js';

export default {
  projects: [
    {
      ...integration,
      displayName: 'integration-alone',
      testMatch: ['**/src/**/*.alone.int.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    browserAlone,
  ],
  maxWorkers: 1,
  testTimeout: 60_000,
  verbose: false,
};
