// Test helpers for the sign-in flow; used by this service's tests and the gateway's. Not part of the build.
export * from './browser.js';
export * from './sign-in.js';
