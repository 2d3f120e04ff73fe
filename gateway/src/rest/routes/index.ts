import type { RestRoute } from '../route.js';
import { identityRoutes } from './identity.js';

/** Every REST-compatible route, mounted under /api. */
export const routes: readonly RestRoute[] = [...identityRoutes];
