// What suites share to start and watch what they test. For tests only: no product code imports it.
export * from './database.js';
export * from './events.js';
export * from './identity-stack.js';
export * from './live.js';
export * from './service.js';
export * from './subgraph.js';
export * from './wait.js';
export * from './push.js';
