export { createSessionResolver, type ResolvedSession, type SessionResolver, type SessionResolverOptions } from './session-resolver.js';
export { mountAuthRoutes, type AuthRoutesOptions } from './routes.js';
export { csrfGuard } from './csrf.js';
export { givenRequestId, type Caller } from './caller.js';
