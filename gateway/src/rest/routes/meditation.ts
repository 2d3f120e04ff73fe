import { z } from 'zod';
import { AppError } from '@peace/kit';
import { AchievementRarities, ActiveSessionStates, EndSignals, Intentions } from '@peace/proto';
import {
  ActiveSessionDocument,
  CompleteSessionDocument,
  MyAchievementsDocument,
  ApproximateLocationDocument,
  PracticeSettingsDocument,
  RecentSessionsDocument,
  StartActiveSessionDocument,
  StopActiveSessionDocument,
  TodaySessionsDocument,
  UpdateActiveSessionDocument,
  UpdatePracticeSettingsDocument,
  UserStatsDocument,
  type PracticeSettingsFieldsFragment,
  type RestActiveSessionFragment,
  type SessionFieldsFragment,
} from '../__generated__/operations.js';
import { specValue, toSpec } from '../enums.js';
import { defineRoute, text, timestamp, wholeNumber } from '../route.js';

// Shapes and closed sets only: the meditation subgraph owns the rules (lengths, limits) and words their messages.
/** The client's IANA time zone, for "today" and streaks; UTC when absent. */
const timeZone = text().optional();
const intention = specValue(Intentions);

const activeSession = z.strictObject({
  id: z.string(),
  state: z.enum(ActiveSessionStates),
  intention: z.enum(Intentions),
  location: z.string(),
  duration: z.number(),
  startTime: z.string(),
  remainingSeconds: z.number(),
  groupSessionId: z.string().nullable(),
});

/** A completed meditation, as every route answers it. */
export const session = z.strictObject({
  id: z.string(),
  intention: z.enum(Intentions),
  location: z.string(),
  duration: z.number(),
  timestamp: z.string(),
  groupSessionId: z.string().nullable(),
  /** Stopped before its end and kept for the minutes actually sat (duration). */
  partial: z.boolean(),
});

const newAchievement = z.strictObject({ id: z.string(), name: z.string(), description: z.string(), icon: z.string(), rarity: z.enum(AchievementRarities) });

const unlockedAchievement = newAchievement.extend({ unlockedAt: z.string() });

// Overriding keys in place keeps each answer's field order.
const toActiveSession = (active: RestActiveSessionFragment) => ({ ...active, state: toSpec(ActiveSessionStates, active.state), intention: toSpec(Intentions, active.intention) });
const toSession = (completed: SessionFieldsFragment) => ({ ...completed, intention: toSpec(Intentions, completed.intention) });

const timeZoneInput = z.object({ timeZone });

export const practiceSettings = z.strictObject({
  endSignal: z.enum(EndSignals),
  intervalBellMinutes: z.number(),
  dayEndHour: z.number(),
  grace: z.boolean(),
  recordLocation: z.boolean(),
});

export const toSettings = (settings: PracticeSettingsFieldsFragment) => ({ ...settings, endSignal: toSpec(EndSignals, settings.endSignal) });

export const meditationRoutes = [
  defineRoute({
    method: 'get',
    path: '/active-session',
    summary: 'The meditation in progress with the seconds left; 404 when there is none',
    auth: true,
    operation: ActiveSessionDocument,
    map: ({ activeSession: active }) => {
      if (!active) throw AppError.notFound('No active session');
      return { ...active, state: toSpec(ActiveSessionStates, active.state), intention: toSpec(Intentions, active.intention) };
    },
    response: activeSession.pick({ state: true, intention: true, duration: true, remainingSeconds: true }),
  }),
  defineRoute({
    method: 'post',
    path: '/active-session',
    summary: 'Starts a meditation, replacing one already in progress',
    auth: true,
    input: z.object({ intention, location: text(), duration: wholeNumber(), groupSessionId: text().nullish() }),
    operation: StartActiveSessionDocument,
    variables: (input) => ({ input }),
    map: (data) => toActiveSession(data.startActiveSession),
    status: 201,
    response: activeSession,
  }),
  defineRoute({
    method: 'put',
    path: '/active-session',
    summary: 'Pauses or resumes the meditation in progress (state paused or meditating)',
    auth: true,
    input: z.object({
      state: specValue(ActiveSessionStates, { only: ['paused', 'meditating'], message: 'must be paused or meditating' }).optional(),
      lastPing: timestamp().nullish(),
      pausedAt: timestamp().nullish(),
      totalPausedMs: wholeNumber().nullish(),
    }),
    operation: UpdateActiveSessionDocument,
    variables: (input) => ({ input }),
    map: (data) => toActiveSession(data.updateActiveSession),
    response: activeSession,
  }),
  defineRoute({
    method: 'delete',
    path: '/active-session',
    summary: 'Stops the meditation in progress',
    auth: true,
    operation: StopActiveSessionDocument,
    map: (data) => ({ success: data.stopActiveSession }),
    response: z.strictObject({ success: z.boolean() }),
  }),
  defineRoute({
    method: 'post',
    path: '/meditation-sessions',
    summary: 'Records a completed meditation, once its time is over (startedAt for one made offline); answers it with the achievements it unlocked',
    auth: true,
    input: z.object({
      intention,
      location: text(),
      duration: wholeNumber(),
      groupSessionId: text().nullish(),
      /** When the meditation began; one made offline gives its own. */
      startedAt: timestamp().nullish(),
      /** Keeps the meditation in progress, stopped early, for the whole minutes sat (duration, at least 1). */
      partial: z.boolean({ error: 'must be true or false' }).nullish(),
      timeZone,
    }),
    operation: CompleteSessionDocument,
    variables: ({ timeZone: zone, ...input }) => ({ input, timeZone: zone ?? null }),
    map: ({ completeSession: completed }) => ({
      ...toSession(completed.session),
      newAchievements: completed.newAchievements.map((achievement) => ({ ...achievement, rarity: toSpec(AchievementRarities, achievement.rarity) })),
    }),
    status: 201,
    idempotencyKey: true,
    refusals: {
      409: 'The meditation has not ended yet, overlaps one already recorded, or (partial) is not in progress or has not run that long',
      422: 'The Idempotency-Key was already used for a different meditation',
    },
    response: session.extend({ newAchievements: z.array(newAchievement) }),
  }),
  defineRoute({
    method: 'get',
    path: '/meditation-sessions/recent',
    summary: 'The latest meditations, newest first (10 unless limit says otherwise, at most 50)',
    auth: true,
    input: z.object({ limit: z.coerce.number({ error: 'must be a number' }).optional() }),
    operation: RecentSessionsDocument,
    variables: (input) => ({ limit: input.limit ?? null }),
    map: (data) => data.recentSessions.map(toSession),
    response: z.array(session),
  }),
  defineRoute({
    method: 'get',
    path: '/meditation-sessions/today',
    summary: "Today's meditations in the time zone given (IANA, default UTC), newest first",
    auth: true,
    input: timeZoneInput,
    operation: TodaySessionsDocument,
    variables: (input) => ({ timeZone: input.timeZone ?? null }),
    map: (data) => data.todaySessions.map(toSession),
    response: z.array(session),
  }),
  defineRoute({
    method: 'get',
    path: '/users/stats',
    summary: 'Streaks (days in the time zone given, default UTC), totals and the average length',
    auth: true,
    input: timeZoneInput,
    operation: UserStatsDocument,
    variables: (input) => ({ timeZone: input.timeZone ?? null }),
    map: (data) => data.userStats,
    response: z.strictObject({ streak: z.number(), longestStreak: z.number(), totalSessions: z.number(), totalMinutes: z.number(), averageDuration: z.number() }),
  }),
  defineRoute({
    method: 'get',
    path: '/users/achievements',
    summary: 'Unlocked achievements, newest first',
    auth: true,
    operation: MyAchievementsDocument,
    map: (data) => data.myAchievements.map((achievement) => ({ ...achievement, rarity: toSpec(AchievementRarities, achievement.rarity) })),
    response: z.array(unlockedAchievement),
  }),
  defineRoute({
    method: 'get',
    path: '/location',
    summary:
      "The signed-in person's approximate place (city and country) from their network address, looked up on our own server in an offline database, so no third party is asked; null when the address names no place",
    auth: true,
    operation: ApproximateLocationDocument,
    // The address the request came from, as the gateway's proxy settings read it; it is neither kept nor logged.
    variables: (_input, req) => ({ address: req.ip ?? '' }),
    map: (data) => ({ location: data.approximateLocation ?? null }),
    response: z.strictObject({ location: z.string().nullable() }),
  }),
  defineRoute({
    method: 'get',
    path: '/settings',
    summary: "The practice settings, the same on every device: end-of-sit signal, interval bell minutes (0 for none), the hour the day ends, grace, and whether sits record their location (false: 'Unknown Location')",
    auth: true,
    operation: PracticeSettingsDocument,
    map: (data) => toSettings(data.practiceSettings),
    response: practiceSettings,
  }),
  defineRoute({
    method: 'put',
    path: '/settings',
    summary: 'Changes the practice settings given (at least one); the others stay',
    auth: true,
    input: z.object({
      endSignal: specValue(EndSignals).optional(),
      intervalBellMinutes: wholeNumber().optional(),
      dayEndHour: wholeNumber().optional(),
      grace: z.boolean({ error: 'must be true or false' }).optional(),
      recordLocation: z.boolean({ error: 'must be true or false' }).optional(),
    }),
    operation: UpdatePracticeSettingsDocument,
    variables: (input) => ({ input }),
    map: (data) => toSettings(data.updatePracticeSettings),
    response: practiceSettings,
  }),
];
