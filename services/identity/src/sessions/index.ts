// The identity service's session cache as others read it (`@peace/identity/sessions`): the gateway
// resolves cookies through it and hears of sign-outs from it, never by naming a key or a channel.
export { SessionCache, cachedSessionSchema, readCachedSession, type CachedSession } from './cache.js';
