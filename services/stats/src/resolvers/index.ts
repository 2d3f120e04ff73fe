import { Intentions } from '@peace/proto';
import type { Clock, PresenceStore } from '@peace/kit';
import { globalStats, intentionStats, type StatsDb } from '../commands/stats.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/** Global figures are public: the landing page and signed-out visitors see them too. */
export function createResolvers(deps: { db: StatsDb; presence: PresenceStore; clock: Clock }): Resolvers {
  return {
    Intention: Intentions,
    Query: {
      globalStats: () => globalStats(deps),
      intentionStats: () => intentionStats(deps.db),
    },
  };
}
