import { z } from 'zod';
import { defineRoute } from '../route.js';

const globalStats = z.object({
  activeMeditators: z.number(),
  totalSessions: z.number(),
  totalMinutes: z.number(),
  todaysTotalSessions: z.number(),
  totalMinutesToday: z.number(),
});
type GlobalStats = z.infer<typeof globalStats>;

const intentionStats = z.object({
  intentions: z.array(z.object({ intention: z.string(), percentage: z.number(), count: z.number() })),
  totalSessions: z.number(),
});
type IntentionStats = z.infer<typeof intentionStats>;

/** Everyone's figures; public, like the landing page that shows them. */
export const statsRoutes = [
  defineRoute<unknown, { globalStats: GlobalStats }>({
    method: 'get',
    path: '/stats/global',
    summary: 'People meditating now, and all meditations in total and today (UTC)',
    auth: false,
    operation: 'query GlobalStats { globalStats { activeMeditators totalSessions totalMinutes todaysTotalSessions totalMinutesToday } }',
    map: (data) => data.globalStats,
    response: globalStats,
  }),
  defineRoute<unknown, { intentionStats: IntentionStats }>({
    method: 'get',
    path: '/stats/intentions',
    summary: 'Each of the seven intentions with its share of all meditations, the most practised first',
    auth: false,
    operation: 'query IntentionStats { intentionStats { intentions { intention percentage count } totalSessions } }',
    map: (data) => data.intentionStats,
    response: intentionStats,
  }),
];
