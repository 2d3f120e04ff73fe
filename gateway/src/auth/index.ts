export { createSessionResolver, type ResolvedSession, type SessionResolver, type SessionResolverOptions } from './session-resolver.js';
export { mountAuthRoutes, type AuthRoutesOptions } from './routes.js';
export { csrfGuard, sameSiteCheck } from './csrf.js';
