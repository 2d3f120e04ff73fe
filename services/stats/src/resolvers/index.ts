import DataLoader from 'dataloader';
import { z } from 'zod';
import { parseInput, parseTimeZone, requireUser, type Clock, type PresenceStore, type RequestContext } from '@peace/kit';
import { Intentions, RecommendationTypes, type Intention } from '@peace/proto';
import { isUserId, mostActiveMembers, parseLimit, practiceOf, recentMembers, topIntentionsOf } from '../commands/members.js';
import { myWeek } from '../commands/practice.js';
import type { StatsDb } from '../commands/projections.js';
import { recommendationsFor } from '../commands/recommendations.js';
import { comprehensiveStats, globalStats, intentionStats } from '../commands/stats.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

const timeZoneArgs = z.object({ timeZone: z.string().nullish() });
const timeZoneOf = (args: { timeZone?: string | null }) => parseTimeZone(parseInput(timeZoneArgs, args).timeZone);

/** Lists and the profile ask for the same fields of many people: one query per request and purpose. */
function perRequest<V>(load: (ids: readonly string[]) => Promise<V[]>) {
  const loaders = new WeakMap<RequestContext, DataLoader<string, V>>();
  return (context: RequestContext) => {
    let loader = loaders.get(context);
    if (!loader) {
      loader = new DataLoader(load);
      loaders.set(context, loader);
    }
    return loader;
  };
}

/**
 * Global, community and member figures are public (the landing page and signed-out visitors see
 * them); a person's own week and recommendations need them signed in.
 */
export function createResolvers(deps: { db: StatsDb; presence: PresenceStore; clock: Clock }): Resolvers {
  const practice = perRequest((ids) => practiceOf(deps.db, ids));
  const topIntention = perRequest<Intention | null>((ids) => topIntentionsOf(deps.db, ids));
  return {
    Intention: Intentions,
    RecommendationType: RecommendationTypes,
    Query: {
      globalStats: () => globalStats(deps),
      intentionStats: () => intentionStats(deps.db),
      comprehensiveStats: (_parent, args) => comprehensiveStats(deps.db, timeZoneOf(args), deps.clock.now()),
      recentMembers: (_parent, args) => recentMembers(deps.db, parseLimit(args, 100)),
      mostActiveMembers: (_parent, args) => mostActiveMembers(deps.db, parseLimit(args, 10)),
      myWeek: (_parent, args, context) => {
        const userId = requireUser(context);
        return myWeek(deps.db, userId, timeZoneOf(args), deps.clock.now());
      },
      recommendations: (_parent, args, context) => {
        const userId = requireUser(context);
        return recommendationsFor(deps.db, userId, timeZoneOf(args), deps.clock.now());
      },
    },
    User: {
      // Other subgraphs hand us ids they stored; one that is not a uuid simply names nobody.
      __resolveReference: async (ref, context) => (isUserId(ref.id) ? practice(context).load(ref.id) : null),
      topIntention: (user, _args, context) => topIntention(context).load(user.id),
    },
  };
}
