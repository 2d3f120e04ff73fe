import { enumValueOf, Intentions, RecommendationTypes, type Intention } from '@peace/proto';
import {
  ComprehensiveFiguresCache,
  GlobalFiguresCache,
  MAX_MEMBERS_LISTED,
  MEMBER_LIST_DEFAULT_LIMITS,
  MemberListsCache,
  PersonalFiguresCache,
  PresenceStore,
  SHARED_MEMBER_FIELDS,
  utcDay,
  type Clock,
  type Logger,
  type MemberList,
  type PersonalFigure,
  type Redis,
} from '@peace/kit';
import { leaves, type Carried, type LocalRead } from './local-reads.js';

/**
 * `globalStats` from the figures the stats service writes to Redis after every completion it
 * commits (revisioned, one entry per UTC day), with the people meditating now counted afresh from
 * the presence set at the same instant, as the stats service counts them. The day is the gateway's
 * (the services') clock's, so a new day starts from a miss. A miss or an unreachable Redis leaves it
 * to the stats service, which reads PostgreSQL and writes the entry again.
 */
export function globalStatsRead(deps: { redis: Redis; clock: Clock; logger: Logger }): LocalRead {
  const figures = new GlobalFiguresCache(deps.redis);
  const presence = new PresenceStore(deps.redis);
  return {
    field: 'globalStats',
    fields: leaves(['activeMeditators', 'totalSessions', 'totalMinutes', 'todaysTotalSessions', 'totalMinutesToday']),
    resolve: async () => {
      const now = deps.clock.now();
      const read = await figures.reads.attempt(
        () => Promise.all([figures.get(utcDay(now)), presence.count(now.getTime())]),
        (error) => deps.logger.warn({ err: error }, 'global figures not read from redis; asking the stats service'),
      );
      const [entry, activeMeditators] = read ?? [];
      if (!entry || activeMeditators === undefined) return undefined;
      return { activeMeditators, ...entry.totals };
    },
  };
}

/**
 * `intentionStats` from the same entry as the global figures, which carries every intention's
 * share as the stats service computed it. An entry without them (written by an earlier version of
 * the stats service), a miss or an unreachable Redis leaves it to the stats service.
 */
export function intentionStatsRead(deps: { redis: Redis; clock: Clock; logger: Logger }): LocalRead {
  const figures = new GlobalFiguresCache(deps.redis);
  return {
    field: 'intentionStats',
    fields: { intentions: leaves(['intention', 'percentage', 'count']), totalSessions: true },
    resolve: async () => {
      const entry = await figures.reads.attempt(
        () => figures.get(utcDay(deps.clock.now())),
        (error) => deps.logger.warn({ err: error }, 'intention figures not read from redis; asking the stats service'),
      );
      if (!entry?.intentions) return undefined;
      return {
        intentions: entry.intentions.map((share) => ({ ...share, intention: enumValueOf(Intentions, share.intention as Intention) })),
        totalSessions: entry.totals.totalSessions,
      };
    },
  };
}

/**
 * `comprehensiveStats` from the entry the stats service writes to Redis for the time zone asked
 * whenever it answers them, taken only while its revision is at least that of today's global
 * figures (written after every committed change) and time has not changed it. Any other case, a
 * miss or an unreachable Redis leaves it to the stats service, which validates the zone, answers
 * and writes the entry again.
 */
export function comprehensiveStatsRead(deps: { redis: Redis; clock: Clock; logger: Logger }): LocalRead {
  const figures = new ComprehensiveFiguresCache(deps.redis);
  return {
    field: 'comprehensiveStats',
    fields: {
      communityStats: leaves(['totalCommunities', 'activeCommunities', 'totalMembers']),
      allTime: leaves(['totalUsers', 'totalSessions', 'totalMinutes', 'averageSessionLength']),
      thisMonth: leaves(['totalSessions', 'totalMinutes', 'uniqueUsers']),
    },
    resolve: async (_context, args) => {
      const zone = args['timeZone'] ?? '';
      if (typeof zone !== 'string') return undefined;
      const now = deps.clock.now();
      const read = await figures.reads.attempt(
        () => figures.current(zone, utcDay(now), now.getTime()),
        (error) => deps.logger.warn({ err: error }, 'comprehensive figures not read from redis; asking the stats service'),
      );
      return read ?? undefined;
    },
  };
}

/** A recommendation as the stats service computes it, its enums by their spec values. */
interface StoredRecommendation {
  type: (typeof RecommendationTypes)[keyof typeof RecommendationTypes];
  metadata: { intention: Intention | null } | null;
}

/** Each personal figure's root field, what it carries, and its value in the graph's terms. */
const PERSONAL_READS: Record<PersonalFigure, { field: string; fields: Carried; graph: (value: unknown) => unknown }> = {
  week: { field: 'myWeek', fields: leaves(['date', 'minutes', 'sessions']), graph: (value) => value },
  recommendations: {
    field: 'recommendations',
    fields: { ...leaves(['id', 'type', 'title', 'description', 'actionText']), metadata: leaves(['intention', 'duration', 'groupId', 'achievementName']) },
    graph: (value) =>
      (value as StoredRecommendation[]).map((recommendation) => ({
        ...recommendation,
        type: enumValueOf(RecommendationTypes, recommendation.type),
        metadata: recommendation.metadata && {
          ...recommendation.metadata,
          intention: recommendation.metadata.intention === null ? null : enumValueOf(Intentions, recommendation.metadata.intention),
        },
      })),
  },
};

/**
 * The signed-in person's `myWeek` or `recommendations` from the entry the stats service writes to
 * Redis for them and the time zone asked whenever it answers them, taken only while no change to
 * their practice (or, for the recommendations, to the communities) was committed after it and
 * their local day has not ended. Signed out, any other case, a miss or an unreachable Redis leaves
 * it to the stats service, which refuses, validates, answers and writes the entry again.
 */
export function personalRead(deps: { redis: Redis; clock: Clock; logger: Logger }, figure: PersonalFigure): LocalRead {
  const personal = new PersonalFiguresCache(deps.redis);
  const { field, fields, graph } = PERSONAL_READS[figure];
  return {
    field,
    fields,
    resolve: async ({ userId }, args) => {
      const zone = args['timeZone'] ?? '';
      if (!userId || typeof zone !== 'string') return undefined;
      const value = await personal.reads.attempt(
        () => personal.current(figure, userId, zone, deps.clock.now().getTime()),
        (error) => deps.logger.warn({ err: error, figure }, 'personal figures not read from redis; asking the stats service'),
      );
      return value === undefined ? undefined : graph(value);
    },
  };
}

/**
 * A members list (`recentMembers`, `mostActiveMembers`) from the copy the stats service writes to
 * Redis after every change that moves it (revisioned). A limit the stats service would refuse, a
 * miss or an unreachable Redis leaves it to the stats service, which reads PostgreSQL and writes
 * the entry again.
 */
export function memberListRead(deps: { redis: Redis; logger: Logger }, list: MemberList): LocalRead {
  const lists = new MemberListsCache(deps.redis);
  const field = MEMBER_LIST_FIELDS[list];
  const defaultLimit = MEMBER_LIST_DEFAULT_LIMITS[list];
  return {
    field,
    fields: leaves(SHARED_MEMBER_FIELDS),
    resolve: async (_context, args) => {
      const limit = args['limit'] ?? defaultLimit;
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_MEMBERS_LISTED) return undefined;
      const entry = await lists.reads.attempt(
        () => lists.get(list),
        (error) => deps.logger.warn({ err: error, list }, 'members list not read from redis; asking the stats service'),
      );
      return entry?.members.slice(0, limit);
    },
  };
}

/** Each list's root field. */
const MEMBER_LIST_FIELDS: Record<MemberList, string> = { recent: 'recentMembers', 'most-active': 'mostActiveMembers' };
