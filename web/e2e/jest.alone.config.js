// The browser tests that hold bars of time, such as twenty pages reaching zero within a quarter of a
// second, on a stack of their own: a project of the root's jest.alone.config.js, which `npm test` runs
// once every other suite is done. `npm run test:e2e:alone -w web` runs them alone too.
import base from './jest.config.js';

export default {
  ...base,
  displayName: '@peace/web-e2e-alone',
  testMatch: ['<rootDir>/e2e/**/*.alone.e2e.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
