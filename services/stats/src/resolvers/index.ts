import DataLoader from 'dataloader';
import { z } from 'zod';
import { DateTimeScalar, isId, parseInput, parseTimeZone, requireUser, type Clock, type RequestContext } from '@peace/kit';
import type { PresenceReader } from '@peace/meditation/live';
import { Intentions, RecommendationTypes, type Intention } from '@peace/proto';
import { MEMBER_LIST_DEFAULT_LIMITS, memberList, parseLimit, practiceOf, topIntentionsOf, type MemberList } from '../commands/members.js';
import { localDate, untilChanged, type FiguresCache } from '../commands/figures-cache.js';
import { myWeek } from '../commands/practice.js';
import { utcDay, type StatsDb } from '../commands/projections.js';
import { recommendationsFor } from '../commands/recommendations.js';
import { comprehensiveStats, globalStats, practiceTotals } from '../commands/stats.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

const QUARTER_HOUR_MS = 15 * 60_000;

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
 * Global, community and member figures are public (the landing page and signed-out visitors see
 * them); a person's own week and recommendations need them signed in. Every figure drawn from the
 * read models is kept until an event or time changes it (see FiguresCache); who meditates now is
 * counted on every request.
 */
export function createResolvers(deps: { db: StatsDb; presence: PresenceReader; clock: Clock; cache: FiguresCache }): Resolvers {
  const { db, cache } = deps;
  const practice = perRequest((ids) => practiceOf(db, ids));
  const topIntention = perRequest<Intention | null>((ids) => topIntentionsOf(db, ids));
  const dayFigures = (day: string) => cache.get('global', day, 0, () => untilChanged(practiceTotals(db, day)));
  const members = async (list: MemberList, limit: number) => (await cache.get('members', list, 0, () => untilChanged(memberList(db, list)))).slice(0, limit);
  return {
    DateTime: DateTimeScalar,
    Intention: Intentions,
    RecommendationType: RecommendationTypes,
    Query: {
      globalStats: () => globalStats(deps, async (day) => (await dayFigures(day)).totals),
      intentionStats: async () => {
        const { intentions, totals } = await dayFigures(utcDay(deps.clock.now()));
        return { intentions, totalSessions: totals.totalSessions };
      },
      comprehensiveStats: (_parent, args) => {
        const timeZone = timeZoneOf(args);
        const now = deps.clock.now();
        return cache.get('comprehensive', timeZone, now.getTime(), () => comprehensiveStats(db, timeZone, now));
      },
      recentMembers: (_parent, args) => members('recent', parseLimit(args, MEMBER_LIST_DEFAULT_LIMITS.recent)),
      mostActiveMembers: (_parent, args) => members('most-active', parseLimit(args, MEMBER_LIST_DEFAULT_LIMITS['most-active'])),
      // A person's week and suggestions change with their own events and with their calendar day.
      myWeek: (_parent, args, context) => {
        const userId = requireUser(context);
        const timeZone = timeZoneOf(args);
        const now = deps.clock.now();
        return cache.get('week', `${userId}:${timeZone}:${localDate(now, timeZone)}`, 0, () => untilChanged(myWeek(db, userId, timeZone, now)));
      },
      recommendations: (_parent, args, context) => {
        const userId = requireUser(context);
        const timeZone = timeZoneOf(args);
        const now = deps.clock.now();
        // Kept per quarter hour: a person's day may end at any hour of their zone, and every zone's offset is whole quarter hours.
        const quarterHour = Math.floor(now.getTime() / QUARTER_HOUR_MS);
        return cache.get('recommendations', `${userId}:${timeZone}:${quarterHour}`, 0, () => untilChanged(recommendationsFor(db, userId, timeZone, now)));
      },
    },
    User: {
      // Other subgraphs hand us ids they stored; one that is not a uuid simply names nobody.
      __resolveReference: async (ref, context) => (isId(ref.id) ? practice(context).load(ref.id) : null),
      topIntention: (user, _args, context) => topIntention(context).load(user.id),
    },
  };
}
