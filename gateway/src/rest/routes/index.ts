import type { RestRoute } from '../route.js';
import { accountRoutes } from './account.js';
import { communityRoutes } from './communities.js';
import { groupRoutes } from './groups.js';
import { identityRoutes } from './identity.js';
import { meditationRoutes } from './meditation.js';
import { notificationRoutes } from './notification.js';
import { statsRoutes } from './stats.js';

/** Every REST-compatible route, mounted under /api. */
export const routes: readonly RestRoute[] = [...identityRoutes, ...meditationRoutes, ...statsRoutes, ...groupRoutes, ...communityRoutes, ...notificationRoutes, ...accountRoutes];
