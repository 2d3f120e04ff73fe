import type { Clock, PresenceStore } from '@peace/kit';
import { globalStats, intentionStats, type StatsDb } from '../commands/stats.js';

/** Global figures are public: the landing page and signed-out visitors see them too. */
export function createResolvers(deps: { db: StatsDb; presence: PresenceStore; clock: Clock }) {
  return {
    Query: {
      globalStats: () => globalStats(deps),
      intentionStats: () => intentionStats(deps.db),
    },
  };
}
