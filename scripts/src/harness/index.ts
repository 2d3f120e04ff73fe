export * from './process.js';
export * from './servers.js';
export * from './infra.js';
export * from './stack.js';
export * from './mail.js';
