import { z } from 'zod';
import { Intentions } from '@peace/proto';
import { GlobalStatsDocument, IntentionStatsDocument } from '../__generated__/operations.js';
import { toSpec } from '../enums.js';
import { defineRoute } from '../route.js';

/** Everyone's figures; public, like the landing page that shows them. */
export const statsRoutes = [
  defineRoute({
    method: 'get',
    path: '/stats/global',
    summary: 'People meditating now, and all meditations in total and today (UTC)',
    auth: false,
    operation: GlobalStatsDocument,
    map: (data) => data.globalStats,
    response: z.strictObject({
      activeMeditators: z.number(),
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
];
