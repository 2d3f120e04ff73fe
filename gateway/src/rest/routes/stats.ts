import { z } from 'zod';
import { Intentions, RecommendationTypes } from '@peace/proto';
import { ComprehensiveStatsDocument, GlobalStatsDocument, IntentionStatsDocument, MostActiveMembersDocument, RecentMembersDocument, RecommendationsDocument } from '../__generated__/operations.js';
import { toSpec } from '../enums.js';
import { defineRoute } from '../route.js';

/** The client's IANA time zone, for the month and a streak's days; UTC when absent. */
const timeZoneInput = z.object({ timeZone: z.string({ error: 'must be text' }).optional() });
/** A list's length; the stats subgraph words the rule (1 to 100). */
const limitInput = z.object({ limit: z.coerce.number({ error: 'must be a number' }).optional() });

/** A members list carries public profile fields only: the spec's participant shape, its email always null. */
const member = z.strictObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.null(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
});
type Member = z.infer<typeof member>;
/**
 * Each field copied by name into a plain object: the graph's answers are objects without a
 * prototype, and spreading them (or adding to a spread) and serialising the copies takes ten to
 * thirty times longer over a list of a hundred.
 */
const publicMember = (person: Omit<Member, 'email'>): Member => ({
  id: person.id,
  firstName: person.firstName,
  lastName: person.lastName,
  email: null,
  profileImageUrl: person.profileImageUrl,
  createdAt: person.createdAt,
});

/** Everyone's figures are public, like the landing page that shows them; people and suggestions need a signed-in caller. */
export const statsRoutes = [
  defineRoute({
    method: 'get',
    path: '/stats/global',
    summary: 'People meditating now, and all meditations in total and today (UTC)',
    auth: false,
    operation: GlobalStatsDocument,
    map: (data) => data.globalStats,
    response: z.strictObject({
      activeMeditators: z.number().nullable().describe('People meditating now; null while they cannot be counted (the presence store does not answer), the other figures still being right'),
      totalSessions: z.number(),
      totalMinutes: z.number(),
      todaysTotalSessions: z.number(),
      totalMinutesToday: z.number(),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/stats/intentions',
    summary: 'Each of the seven intentions with its share of all meditations, the most practised first',
    auth: false,
    operation: IntentionStatsDocument,
    map: ({ intentionStats }) => ({
      intentions: intentionStats.intentions.map((share) => ({ intention: toSpec(Intentions, share.intention), percentage: share.percentage, count: share.count })),
      totalSessions: intentionStats.totalSessions,
    }),
    response: z.strictObject({
      intentions: z.array(z.strictObject({ intention: z.enum(Intentions), percentage: z.number(), count: z.number() })),
      totalSessions: z.number(),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/stats/comprehensive',
    summary: 'Communities (active: a member meditated in the last 30 days), all time, and the current month in the time zone given (IANA, default UTC)',
    auth: false,
    input: timeZoneInput,
    operation: ComprehensiveStatsDocument,
    variables: (input) => ({ timeZone: input.timeZone ?? null }),
    map: (data) => data.comprehensiveStats,
    response: z.strictObject({
      communityStats: z.strictObject({ totalCommunities: z.number(), activeCommunities: z.number(), totalMembers: z.number() }),
      allTime: z.strictObject({ totalUsers: z.number(), totalSessions: z.number(), totalMinutes: z.number(), averageSessionLength: z.number() }),
      thisMonth: z.strictObject({ totalSessions: z.number(), totalMinutes: z.number(), uniqueUsers: z.number() }),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/users/recent',
    summary: 'The newest members, newest first (limit 1 to 100, default 100)',
    auth: false,
    input: limitInput,
    operation: RecentMembersDocument,
    variables: (input) => ({ limit: input.limit ?? null }),
    map: (data) => data.recentMembers.map(publicMember),
    response: z.array(member),
  }),
  defineRoute({
    method: 'get',
    path: '/users/most-active',
    summary: 'The members with the most minutes of meditation, most first (limit 1 to 100, default 10)',
    auth: false,
    input: limitInput,
    operation: MostActiveMembersDocument,
    variables: (input) => ({ limit: input.limit ?? null }),
    map: (data) => data.mostActiveMembers.map((person) => Object.assign(publicMember(person), { totalMinutes: person.totalMinutes })),
    response: z.array(member.extend({ totalMinutes: z.number() })),
  }),
  defineRoute({
    method: 'get',
    path: '/users/recommendations',
    summary: "At most 3 suggestions drawn from the caller's own practice, the most useful first (streaks in the time zone given, default UTC)",
    auth: true,
    input: timeZoneInput,
    operation: RecommendationsDocument,
    variables: (input) => ({ timeZone: input.timeZone ?? null }),
    map: (data) =>
      data.recommendations.map((recommendation) => ({
        ...recommendation,
        type: toSpec(RecommendationTypes, recommendation.type),
        metadata: recommendation.metadata && {
          ...recommendation.metadata,
          intention: recommendation.metadata.intention ? toSpec(Intentions, recommendation.metadata.intention) : null,
        },
      })),
    response: z.array(
      z.strictObject({
        id: z.string(),
        type: z.enum(RecommendationTypes),
        title: z.string(),
        description: z.string(),
        actionText: z.string(),
        metadata: z
          .strictObject({
            intention: z.enum(Intentions).nullable(),
            /** Minutes. */
            duration: z.number().nullable(),
            /** The community a community recommendation opens. */
            groupId: z.string().nullable(),
            achievementName: z.string().nullable(),
          })
          .nullable(),
      }),
    ),
  }),
];
