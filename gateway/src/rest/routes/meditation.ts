import { z } from 'zod';
import { AppError } from '@peace/kit';
import { defineRoute } from '../route.js';

// Shapes only: the meditation subgraph owns the rules (intentions, lengths, limits) and words their messages.
const text = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });
const wholeNumber = () => z.number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a number') });
/** The client's IANA time zone, for "today" and streaks; UTC when absent. */
const timeZone = text().optional();

const activeSession = z.object({
  id: z.string(),
  state: z.string(),
  intention: z.string(),
  location: z.string(),
  duration: z.number(),
  startTime: z.string(),
  remainingSeconds: z.number(),
  groupSessionId: z.string().nullable(),
});
type ActiveSession = z.infer<typeof activeSession>;
const ACTIVE_SESSION_FIELDS = 'id state intention location duration startTime remainingSeconds groupSessionId';

const session = z.object({
  id: z.string(),
  intention: z.string(),
  location: z.string(),
  duration: z.number(),
  timestamp: z.string(),
  groupSessionId: z.string().nullable(),
});
type Session = z.infer<typeof session>;
const SESSION_FIELDS = 'id intention location duration timestamp groupSessionId';

const newAchievement = z.object({ id: z.string(), name: z.string(), description: z.string(), icon: z.string(), rarity: z.string() });

const startInput = z.object({ intention: text(), location: text(), duration: wholeNumber(), groupSessionId: text().nullish() });
type StartInput = z.infer<typeof startInput>;

const timestamp = () => z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? 'is required' : 'must be an ISO-8601 timestamp') });

const updateInput = z.object({
  state: text().optional(),
  lastPing: timestamp().nullish(),
  pausedAt: timestamp().nullish(),
  totalPausedMs: wholeNumber().nullish(),
});
type UpdateInput = z.infer<typeof updateInput>;

const completeInput = z.object({ intention: text(), location: text(), duration: wholeNumber(), groupSessionId: text().nullish(), timeZone });
type CompleteInput = z.infer<typeof completeInput>;

const recentInput = z.object({ limit: z.coerce.number({ error: 'must be a number' }).optional() });
type RecentInput = z.infer<typeof recentInput>;

const timeZoneInput = z.object({ timeZone });
type TimeZoneInput = z.infer<typeof timeZoneInput>;

const userStats = z.object({ streak: z.number(), longestStreak: z.number(), totalSessions: z.number(), totalMinutes: z.number(), averageDuration: z.number() });
type UserStats = z.infer<typeof userStats>;

const unlockedAchievement = z.object({ id: z.string(), name: z.string(), description: z.string(), icon: z.string(), rarity: z.string(), unlockedAt: z.string() });
type UnlockedAchievement = z.infer<typeof unlockedAchievement>;

export const meditationRoutes = [
  defineRoute<unknown, { activeSession: ActiveSession | null }>({
    method: 'get',
    path: '/active-session',
    summary: 'The meditation in progress with the seconds left; 404 when there is none',
    auth: true,
    operation: 'query ActiveSession { activeSession { state intention duration remainingSeconds } }',
    map: (data) => {
      if (!data.activeSession) throw AppError.notFound('No active session');
      return data.activeSession;
    },
    response: activeSession.pick({ state: true, intention: true, duration: true, remainingSeconds: true }),
  }),
  defineRoute<StartInput, { startActiveSession: ActiveSession }>({
    method: 'post',
    path: '/active-session',
    summary: 'Starts a meditation, replacing one already in progress',
    auth: true,
    input: startInput,
    operation: `mutation StartActiveSession($input: StartActiveSessionInput!) { startActiveSession(input: $input) { ${ACTIVE_SESSION_FIELDS} } }`,
    variables: (input) => ({ input }),
    map: (data) => data.startActiveSession,
    status: 201,
    response: activeSession,
  }),
  defineRoute<UpdateInput, { updateActiveSession: ActiveSession }>({
    method: 'put',
    path: '/active-session',
    summary: 'Pauses or resumes the meditation in progress (state paused or meditating)',
    auth: true,
    input: updateInput,
    operation: `mutation UpdateActiveSession($input: UpdateActiveSessionInput!) { updateActiveSession(input: $input) { ${ACTIVE_SESSION_FIELDS} } }`,
    variables: (input) => ({ input }),
    map: (data) => data.updateActiveSession,
    response: activeSession,
  }),
  defineRoute<unknown, { stopActiveSession: boolean }>({
    method: 'delete',
    path: '/active-session',
    summary: 'Stops the meditation in progress',
    auth: true,
    operation: 'mutation StopActiveSession { stopActiveSession }',
    map: (data) => ({ success: data.stopActiveSession }),
    response: z.object({ success: z.boolean() }),
  }),
  defineRoute<CompleteInput, { completeSession: { session: Session; newAchievements: z.infer<typeof newAchievement>[] } }>({
    method: 'post',
    path: '/meditation-sessions',
    summary: 'Records a completed meditation; answers it with the achievements it unlocked',
    auth: true,
    input: completeInput,
    operation: `mutation CompleteSession($input: CompleteSessionInput!, $timeZone: String) {
      completeSession(input: $input, timeZone: $timeZone) { session { ${SESSION_FIELDS} } newAchievements { id name description icon rarity } }
    }`,
    variables: ({ timeZone: zone, ...input }) => ({ input, timeZone: zone ?? null }),
    map: (data) => ({ ...data.completeSession.session, newAchievements: data.completeSession.newAchievements }),
    status: 201,
    response: session.extend({ newAchievements: z.array(newAchievement) }),
  }),
  defineRoute<RecentInput, { recentSessions: Session[] }>({
    method: 'get',
    path: '/meditation-sessions/recent',
    summary: 'The latest meditations, newest first (10 unless limit says otherwise, at most 50)',
    auth: true,
    input: recentInput,
    operation: `query RecentSessions($limit: Int) { recentSessions(limit: $limit) { ${SESSION_FIELDS} } }`,
    variables: (input) => ({ limit: input.limit ?? null }),
    map: (data) => data.recentSessions,
    response: z.array(session),
  }),
  defineRoute<TimeZoneInput, { todaySessions: Session[] }>({
    method: 'get',
    path: '/meditation-sessions/today',
    summary: "Today's meditations in the time zone given (IANA, default UTC), newest first",
    auth: true,
    input: timeZoneInput,
    operation: `query TodaySessions($timeZone: String) { todaySessions(timeZone: $timeZone) { ${SESSION_FIELDS} } }`,
    variables: (input) => ({ timeZone: input.timeZone ?? null }),
    map: (data) => data.todaySessions,
    response: z.array(session),
  }),
  defineRoute<TimeZoneInput, { userStats: UserStats }>({
    method: 'get',
    path: '/users/stats',
    summary: 'Streaks (days in the time zone given, default UTC), totals and the average length',
    auth: true,
    input: timeZoneInput,
    operation: 'query UserStats($timeZone: String) { userStats(timeZone: $timeZone) { streak longestStreak totalSessions totalMinutes averageDuration } }',
    variables: (input) => ({ timeZone: input.timeZone ?? null }),
    map: (data) => data.userStats,
    response: userStats,
  }),
  defineRoute<unknown, { myAchievements: UnlockedAchievement[] }>({
    method: 'get',
    path: '/users/achievements',
    summary: 'Unlocked achievements, newest first',
    auth: true,
    operation: 'query MyAchievements { myAchievements { id name description icon rarity unlockedAt } }',
    map: (data) => data.myAchievements,
    response: z.array(unlockedAchievement),
  }),
];
