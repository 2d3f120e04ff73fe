// The browser tests that hold bars of time, such as twenty pages reaching zero within a quarter of a
// second: run by themselves, one at a time, on a stack of their own, once every other suite is done.
// Run beside other suites, two cores shared with a dozen other processes decide the figure, not the code.
import base from './jest.config.js';

export default {
  ...base,
  displayName: '@peace/web-e2e-alone',
  testMatch: ['<rootDir>/e2e/**/*.alone.e2e.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
