import DataLoader from 'dataloader';
import { z } from 'zod';
import { DateTimeScalar, MEMBER_LIST_DEFAULT_LIMITS, parseInput, parseTimeZone, requireUser, utcDay, type Clock, type KeptAnswers, type PresenceStore, type RequestContext } from '@peace/kit';
import { Intentions, RecommendationTypes, type Intention } from '@peace/proto';
import { isUserId, parseLimit, practiceOf, topIntentionsOf } from '../commands/members.js';
import { untilChanged, type FiguresCache } from '../commands/figures-cache.js';
import { myWeek } from '../commands/practice.js';
import type { StatsDb } from '../commands/projections.js';
import { recommendationsFor } from '../commands/recommendations.js';
import type { SharedFigures } from '../commands/global-figures.js';
import type { SharedMembers } from '../commands/shared-members.js';
import type { SharedPersonal } from '../commands/shared-personal.js';
import { globalStats } from '../commands/stats.js';
import type { QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';

const timeZoneArgs = z.object({ timeZone: z.string().nullish() });
/** Zones already found valid, so that a repeated one is not checked against the zone database again. */
const knownZones = new Set<string>();
function timeZoneOf(args: { timeZone?: string | null }): string {
  const given = args.timeZone;
  if (typeof given === 'string' && knownZones.has(given)) return given;
  const zone = parseTimeZone(parseInput(timeZoneArgs, args).timeZone);
  if (zone === given && knownZones.size < 1_000) knownZones.add(zone);
  return zone;
}

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
 * Root fields whose whole answer, down to each person's top intention, comes from the read models
 * and the arguments alone (no viewer, no clock): each document asking only for them is executed
 * once per change of the read models. Callers can vary documents, so only the last few are kept.
 */
export function keptAnswers(cache: FiguresCache, maxDocuments = 64): KeptAnswers {
  const answers = cache.linked(maxDocuments);
  const fields = ['intentionStats', 'recentMembers', 'mostActiveMembers'] satisfies (keyof QueryResolvers)[];
  return { fields, keep: (key, compute) => answers.get(key, 0, () => untilChanged(compute())) };
}

/**
 * Global, community and member figures are public (the landing page and signed-out visitors see
 * them); a person's own week and recommendations need them signed in. Every figure drawn from the
 * read models is computed once per change of them (see FiguresCache); who meditates now is
 * counted on every request.
 */
export function createResolvers(deps: { db: StatsDb; presence: PresenceStore; clock: Clock; shared: SharedFigures; members: SharedMembers; personal: SharedPersonal }): Resolvers {
  const practice = perRequest((ids) => practiceOf(deps.db, ids));
  const topIntention = perRequest<Intention | null>((ids) => topIntentionsOf(deps.db, ids));
  return {
    DateTime: DateTimeScalar,
    Intention: Intentions,
    RecommendationType: RecommendationTypes,
    Query: {
      globalStats: () => globalStats(deps, (day) => deps.shared.answer(day)),
      intentionStats: () => deps.shared.intentions(utcDay(deps.clock.now())),
      comprehensiveStats: (_parent, args) => deps.shared.comprehensive(timeZoneOf(args), args.timeZone, deps.clock.now()),
      recentMembers: (_parent, args) => {
        const limit = parseLimit(args, MEMBER_LIST_DEFAULT_LIMITS.recent);
        return deps.members.answer('recent', limit);
      },
      mostActiveMembers: (_parent, args) => {
        const limit = parseLimit(args, MEMBER_LIST_DEFAULT_LIMITS['most-active']);
        return deps.members.answer('most-active', limit);
      },
      // A person's week and suggestions change with their own events and with their calendar day.
      myWeek: (_parent, args, context) => {
        const userId = requireUser(context);
        const timeZone = timeZoneOf(args);
        const now = deps.clock.now();
        return deps.personal.answer('week', userId, timeZone, args.timeZone, now, () => myWeek(deps.db, userId, timeZone, now));
      },
      recommendations: (_parent, args, context) => {
        const userId = requireUser(context);
        const timeZone = timeZoneOf(args);
        const now = deps.clock.now();
        return deps.personal.answer('recommendations', userId, timeZone, args.timeZone, now, () => recommendationsFor(deps.db, userId, timeZone, now));
      },
    },
    User: {
      // Other subgraphs hand us ids they stored; one that is not a uuid simply names nobody.
      __resolveReference: async (ref, context) => (isUserId(ref.id) ? practice(context).load(ref.id) : null),
      topIntention: (user, _args, context) => topIntention(context).load(user.id),
    },
  };
}
