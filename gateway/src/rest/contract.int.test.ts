// The REST contract, table-driven: every route the gateway serves, its success shape and its error
// statuses, against the whole stack as `npm start` runs it.
import { expect } from '@jest/globals';
import ICAL from 'ical.js';
import type pg from 'pg';
import { z } from 'zod';
import { waitFor, type Stack } from '@peace/scripts/harness';
import { Browser } from '@peace/identity/testing';
import { callApi, signedUpADayAgo, signInAs, type ApiCall } from '../testing/api.js';
import { startPrivateStack, type PrivateStack } from '../testing/private-stack.js';
import { routes } from './routes/index.js';

interface Case {
  /** The route as declared: "get /auth/user". */
  route: string;
  success: ApiCall & { status: number; shape: z.ZodType };
  signedOut?: number;
  errors?: (ApiCall & { status: number; message?: RegExp })[];
  /** Made by a second signed-in person rather than the first (one who deletes their account). */
  byLeaver?: true;
}

const iso = z.string().refine((value) => !Number.isNaN(Date.parse(value)) && value.endsWith('Z'), 'an ISO timestamp');
const user = z.strictObject({ id: z.string().uuid(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string().nullable(), profileImageUrl: z.string().nullable(), createdAt: iso });
const activeView = z.strictObject({ state: z.enum(['countdown', 'meditating', 'paused']), intention: z.string(), duration: z.number().int(), remainingSeconds: z.number().int() });
const activeFull = activeView.extend({ id: z.string(), location: z.string(), startTime: iso, groupSessionId: z.string().nullable() });
const session = z.object({ id: z.string(), intention: z.string(), duration: z.number().int(), location: z.string(), timestamp: iso, partial: z.boolean() });
const start = { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5 };
const groupSession = z.strictObject({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  intention: z.string(),
  scheduledStart: iso,
  duration: z.number().int(),
  maxParticipants: z.number().int(),
  status: z.enum(['scheduled', 'active', 'completed', 'cancelled']),
  createdBy: z.string().uuid(),
  groupId: z.string().uuid().nullable(),
  remainingSeconds: z.number().int().optional(),
  startsAt: iso,
  endsAt: iso,
  participantCount: z.number().int(),
});
// Dawn (UTC) thirty days on: a session is scheduled at most a year ahead.
const dawnAhead = (() => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 30, 6));
})();
const newSession = { name: 'Dawn Sit', description: 'Before the city wakes', intention: 'Peace', scheduledStart: dawnAhead.toISOString(), duration: 10, maxParticipants: 20 };
/** Where a JSON schema has an object that allows properties it does not name. */
function looseObjects(schema: unknown, at: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const own = node['type'] === 'object' && node['additionalProperties'] !== false ? [at] : [];
  const properties = Object.entries((node['properties'] as Record<string, unknown> | undefined) ?? {}).flatMap(([name, child]) => looseObjects(child, `${at}.${name}`));
  const nested = ['items', 'anyOf', 'oneOf', 'allOf', 'prefixItems'].flatMap((key) => [node[key]].flat().flatMap((child) => looseObjects(child, `${at}[]`)));
  return [...own, ...properties, ...nested];
}

// Seeded straight into their services' tables: creating them through the API comes with their own issues.
const LIVE_SESSION = '3b0e8a52-6c1f-4c57-9d0e-0a7c1f2b9e11';
/** The key the contract's recorded sit is posted with, and retried with. */
const SIT_KEY = '0b6f1c2e-4d3a-4b5c-9e8f-7a6b5c4d3e2f';
// Scheduled by the signed-in person, its start just passed: joined, left and started below.
const STARTABLE = '5d2a7c44-8e1b-4f6a-9c3d-2b4e6f8a0c12';
const COMMUNITY = '7f3c2d10-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
// A private community of somebody else's, which the signed-in person may neither change nor write in until they join it.
const OTHERS = '8a4d3e21-2b3c-4d5e-9f0a-1b2c3d4e5f60';
// The signed-in person's, deleted below.
const DOOMED = '9b5e4f32-3c4d-4e6f-8a1b-2c3d4e5f6071';
// A completed session of the seeded community.
const PAST_SESSION = '6e3b8d55-9f2c-4a7b-8d4e-3c5f7a9b1d23';
const MISSING = '00000000-0000-4000-8000-000000000000';
// A device of the signed-in person's that takes push messages, forgotten below.
const PUSH_DEVICE = 'd4e5f6a7-8b9c-4dae-8f10-2a3b4c5d6e7f';
// A browser's subscription as PushSubscription.toJSON() gives it: its push service, its P-256 key and auth secret.
const browserKeys = { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 9).toString('base64url') };
const pushSubscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/contract-device', expirationTime: null, keys: browserKeys };
const reminders = { timeZone: 'Europe/Berlin', daily: { time: '07:30', channels: ['email', 'push'] }, streakKeeper: true, sessionStarts: ['email'], quietHours: { from: '22:00', to: '07:00' } };
// The signed-in person's line in PAST_SESSION's closing circle.
const PAST_LINE = 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
// A completed session of somebody else's, which the signed-in person did not sit, and its creator's line in it.
const OTHERS_PAST = 'b2c3d4e5-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const OTHERS_LINE = 'c3d4e5f6-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const closingLine = z.strictObject({ id: z.string().uuid(), text: z.string(), writtenAt: iso, author: z.strictObject({ id: z.string().uuid(), firstName: z.string().nullable() }) });
const community = z.strictObject({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  intention: z.enum(['Peace', 'Non-Violence', 'Forgiveness', 'Compassion', 'Love', 'Unity', 'Service']),
  isPublic: z.union([z.literal(1), z.literal(0)]),
  maxMembers: z.number().int(),
  meetingSchedule: z.enum(['daily', 'weekly']).nullable(),
  meetingDays: z.array(z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])),
  meetingTime: z.string().nullable(),
  timezone: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  meditationDuration: z.number().int(),
  createdBy: z.string().uuid(),
  createdAt: iso,
  memberCount: z.number().int(),
  postCount: z.number().int(),
});
const newCommunity = {
  name: 'Evening Circle',
  description: 'Sitting at dusk',
  intention: 'Non-Violence',
  isPublic: 0,
  maxMembers: 50,
  meetingSchedule: 'weekly',
  meetingDays: ['thursday', 'tuesday'],
  meetingTime: '19:00',
  timezone: 'America/New_York',
  tags: ['evening'],
  imageUrl: 'https://example.com/circle.png',
  meditationDuration: 10,
};
const post = z.strictObject({
  id: z.string().uuid(),
  groupId: z.literal(COMMUNITY),
  authorId: z.string().uuid(),
  author: z.strictObject({ id: z.string().uuid(), firstName: z.literal('Thich'), lastName: z.literal('Nhat Hanh'), profileImageUrl: z.string().nullable() }),
  title: z.string().nullable(),
  content: z.string(),
  type: z.enum(['discussion', 'announcement', 'question', 'reflection']),
  isPinned: z.literal(0),
  likesCount: z.literal(0),
  repliesCount: z.literal(0),
  createdAt: iso,
});

// Cases run in order against one signed-in user: the active session is started before it is read.
const cases: Case[] = [
  { route: 'get /auth/user', signedOut: 401, success: { method: 'GET', path: '/api/auth/user', status: 200, shape: user } },
  {
    route: 'put /settings/privacy',
    signedOut: 401,
    // Left shown: the members lists below list the signed-in person.
    success: { method: 'PUT', path: '/api/settings/privacy', body: { hideFromLists: false }, status: 200, shape: z.strictObject({ hideFromLists: z.literal(false) }) },
    errors: [
      { method: 'PUT', path: '/api/settings/privacy', body: {}, status: 400, message: /hideFromLists/ },
      { method: 'PUT', path: '/api/settings/privacy', body: { hideFromLists: 'yes' }, status: 400, message: /hideFromLists/ },
      { method: 'PUT', path: '/api/settings/privacy', rawBody: '{"hideFromLists":', status: 400, message: /JSON/ },
    ],
  },
  { route: 'get /settings/privacy', signedOut: 401, success: { method: 'GET', path: '/api/settings/privacy', status: 200, shape: z.strictObject({ hideFromLists: z.literal(false) }) } },
  // Nothing chosen yet: the language the browser prefers among the shipped ones.
  {
    route: 'get /settings/language',
    signedOut: 401,
    success: { method: 'GET', path: '/api/settings/language', headers: { 'accept-language': 'fr-CH, es-419;q=0.9, en;q=0.8' }, status: 200, shape: z.strictObject({ language: z.literal('es') }) },
  },
  {
    route: 'put /settings/language',
    signedOut: 401,
    success: { method: 'PUT', path: '/api/settings/language', body: { language: 'ja' }, headers: { 'accept-language': 'es' }, status: 200, shape: z.strictObject({ language: z.literal('ja') }) },
    errors: [
      { method: 'PUT', path: '/api/settings/language', body: {}, status: 400, message: /^language: is required$/ },
      { method: 'PUT', path: '/api/settings/language', body: { language: 'fr' }, status: 400, message: /^language: must be one of en, es, de, ja, ar, or null$/ },
      { method: 'PUT', path: '/api/settings/language', body: { language: 'DE' }, status: 400, message: /^language: / },
      { method: 'PUT', path: '/api/settings/language', body: { language: ['de'] }, status: 400, message: /^language: / },
      { method: 'PUT', path: '/api/settings/language', rawBody: '{"language":', status: 400, message: /JSON/ },
    ],
  },
  {
    route: 'post /active-session',
    signedOut: 401,
    success: { method: 'POST', path: '/api/active-session', body: start, status: 201, shape: activeFull },
    errors: [
      { method: 'POST', path: '/api/active-session', body: { ...start, intention: 'Wealth' }, status: 400, message: /intention/ },
      { method: 'POST', path: '/api/active-session', body: { ...start, duration: 7 }, status: 400, message: /duration/ },
      { method: 'POST', path: '/api/active-session', body: { location: 'x', duration: 5 }, status: 400, message: /intention/ },
      { method: 'POST', path: '/api/active-session', rawBody: '{"intention":', status: 400, message: /JSON/ },
      { method: 'POST', path: '/api/active-session', rawBody: '[1,2]', status: 400, message: /object/ },
    ],
  },
  { route: 'get /active-session', signedOut: 401, success: { method: 'GET', path: '/api/active-session', status: 200, shape: activeView } },
  {
    route: 'put /active-session',
    signedOut: 401,
    success: { method: 'PUT', path: '/api/active-session', body: { state: 'paused' }, status: 200, shape: activeFull },
    errors: [
      { method: 'PUT', path: '/api/active-session', body: { state: 'asleep' }, status: 400, message: /state/ },
      { method: 'PUT', path: '/api/active-session', body: { lastPing: 'garbage' }, status: 400, message: /lastPing/ },
      { method: 'PUT', path: '/api/active-session', body: { totalPausedMs: 'lots' }, status: 400, message: /totalPausedMs/ },
    ],
  },
  {
    route: 'delete /active-session',
    signedOut: 401,
    success: { method: 'DELETE', path: '/api/active-session', status: 200, shape: z.object({ success: z.literal(true) }) },
    errors: [{ method: 'DELETE', path: '/api/active-session', status: 404 }],
  },
  {
    route: 'post /meditation-sessions',
    signedOut: 401,
    success: {
      method: 'POST',
      path: '/api/meditation-sessions',
      body: start,
      headers: { 'idempotency-key': `"${SIT_KEY}"` },
      status: 201,
      shape: session.extend({ newAchievements: z.array(z.object({ name: z.string(), description: z.string() })).min(1) }),
    },
    errors: [
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, duration: 0 }, status: 400, message: /duration/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, duration: 61 }, status: 400, message: /duration/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, duration: 60 }, status: 400, message: /duration: must be 5, 10 or 20 minutes/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, location: '' }, status: 400, message: /location/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, location: 'x'.repeat(201) }, status: 400, message: /location/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, startedAt: 'yesterday' }, status: 400, message: /startedAt/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, startedAt: '2001-01-01T00:00:00Z' }, status: 400, message: /startedAt: must be within the last 24 hours/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, startedAt: '2999-01-01T00:00:00Z' }, status: 409, message: /has not ended yet/ },
      // Honest credit: only the sit in progress can be kept in part, for the minutes it has run.
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, duration: 3, partial: 'yes' }, status: 400, message: /^partial: must be true or false$/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, duration: 3, partial: true, groupSessionId: LIVE_SESSION }, status: 400, message: /^partial: only a personal meditation can be kept in part$/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, duration: 3, partial: true }, status: 409, message: /^There is no meditation in progress to keep$/ },
      // The Idempotency-Key header (IETF draft): a key is printable, at most 255 characters, and names one meditation.
      { method: 'POST', path: '/api/meditation-sessions', body: start, headers: { 'idempotency-key': '' }, status: 400, message: /^Idempotency-Key: must be 1 to 255 printable characters/ },
      { method: 'POST', path: '/api/meditation-sessions', body: start, headers: { 'idempotency-key': '"two words"' }, status: 400, message: /^Idempotency-Key: must be/ },
      { method: 'POST', path: '/api/meditation-sessions', body: start, headers: { 'idempotency-key': 'k'.repeat(256) }, status: 400, message: /^Idempotency-Key: must be/ },
      { method: 'POST', path: '/api/meditation-sessions', body: { ...start, location: 'Porto, Portugal' }, headers: { 'idempotency-key': SIT_KEY }, status: 422, message: /^Idempotency-Key: was already used for a different meditation$/ },
    ],
  },
  { route: 'get /meditation-sessions/recent', signedOut: 401, success: { method: 'GET', path: '/api/meditation-sessions/recent', status: 200, shape: z.array(session).length(1) } },
  {
    route: 'get /meditation-sessions/today',
    signedOut: 401,
    success: { method: 'GET', path: '/api/meditation-sessions/today?timeZone=Europe/Lisbon', status: 200, shape: z.array(session.pick({ duration: true })).length(1) },
    errors: [{ method: 'GET', path: '/api/meditation-sessions/today?timeZone=Mars/Olympus', status: 400, message: /time ?zone/i }],
  },
  {
    route: 'get /users/stats',
    signedOut: 401,
    success: { method: 'GET', path: '/api/users/stats', status: 200, shape: z.strictObject({ streak: z.literal(1), longestStreak: z.literal(1), totalSessions: z.literal(1), totalMinutes: z.literal(5), averageDuration: z.literal(5) }) },
  },
  {
    route: 'get /users/achievements',
    signedOut: 401,
    success: { method: 'GET', path: '/api/users/achievements', status: 200, shape: z.array(z.object({ id: z.string(), name: z.string(), description: z.string(), rarity: z.enum(['common', 'rare', 'epic', 'legendary']), unlockedAt: iso })).min(1) },
  },
  // Practice settings: the defaults until changed, then what was saved.
  {
    route: 'get /settings',
    signedOut: 401,
    success: { method: 'GET', path: '/api/settings', status: 200, shape: z.strictObject({ endSignal: z.literal('sound'), intervalBellMinutes: z.literal(0), dayEndHour: z.literal(0), grace: z.literal(true), recordLocation: z.literal(true) }) },
  },
  {
    route: 'get /location',
    signedOut: 401,
    // The test client comes from this machine: a private address, which names no place.
    success: { method: 'GET', path: '/api/location', status: 200, shape: z.strictObject({ location: z.null() }) },
  },
  {
    route: 'put /settings',
    signedOut: 401,
    success: { method: 'PUT', path: '/api/settings', body: { endSignal: 'light', intervalBellMinutes: 2 }, status: 200, shape: z.strictObject({ endSignal: z.literal('light'), intervalBellMinutes: z.literal(2), dayEndHour: z.literal(0), grace: z.literal(true), recordLocation: z.literal(true) }) },
    errors: [
      { method: 'PUT', path: '/api/settings', body: { endSignal: 'drum' }, status: 400, message: /endSignal: must be one of sound, vibration, light, silent/ },
      { method: 'PUT', path: '/api/settings', body: { intervalBellMinutes: 3 }, status: 400, message: /intervalBellMinutes: must be 0 \(off\), 1, 2 or 5 minutes/ },
      { method: 'PUT', path: '/api/settings', body: { dayEndHour: 24 }, status: 400, message: /dayEndHour: must be an hour from 0 to 23/ },
      { method: 'PUT', path: '/api/settings', body: { dayEndHour: 2.5 }, status: 400, message: /dayEndHour: must be an integer/ },
      { method: 'PUT', path: '/api/settings', body: { grace: 'yes' }, status: 400, message: /grace: must be true or false/ },
      { method: 'PUT', path: '/api/settings', body: {}, status: 400, message: /Give at least one setting to change/ },
      { method: 'PUT', path: '/api/settings', rawBody: '[1,2]', status: 400, message: /object/ },
    ],
  },
  {
    route: 'get /stats/global',
    success: { method: 'GET', path: '/api/stats/global', status: 200, shape: z.strictObject({ activeMeditators: z.number().int().min(0).nullable(), totalSessions: z.number().int(), totalMinutes: z.number().int(), todaysTotalSessions: z.number().int(), totalMinutesToday: z.number().int() }) },
  },
  {
    route: 'get /group-sessions',
    success: {
      method: 'GET',
      path: '/api/group-sessions',
      status: 200,
      shape: z.tuple([
        groupSession.extend({ id: z.literal(LIVE_SESSION), remainingSeconds: z.number().int().min(1).max(600), participantCount: z.literal(0) }),
        groupSession.omit({ remainingSeconds: true }).extend({ id: z.literal(STARTABLE), status: z.literal('scheduled') }),
      ]),
    },
  },
  {
    route: 'get /group-sessions/:id',
    success: { method: 'GET', path: `/api/group-sessions/${LIVE_SESSION}`, status: 200, shape: groupSession.extend({ status: z.literal('active'), remainingSeconds: z.number().int() }) },
    errors: [
      { method: 'GET', path: '/api/group-sessions/00000000-0000-4000-8000-000000000000', status: 404 },
      { method: 'GET', path: '/api/group-sessions/not-a-session', status: 404 },
    ],
  },
  {
    route: 'post /group-sessions',
    signedOut: 401,
    success: {
      method: 'POST',
      path: '/api/group-sessions',
      body: newSession,
      status: 201,
      shape: groupSession.extend({
        status: z.literal('scheduled'),
        intention: z.literal('Peace'),
        scheduledStart: z.literal(newSession.scheduledStart),
        startsAt: z.literal(newSession.scheduledStart),
        endsAt: z.literal(new Date(dawnAhead.getTime() + 10 * 60_000).toISOString()),
        maxParticipants: z.literal(20),
        participantCount: z.literal(1),
      }),
    },
    errors: [
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, intention: 'Wealth' }, status: 400, message: /^intention: / },
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, name: undefined }, status: 400, message: /^name: is required$/ },
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, name: '  ' }, status: 400, message: /^name: is required$/ },
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, scheduledStart: 'next tuesday' }, status: 400, message: /^scheduledStart: must be an ISO-8601 timestamp$/ },
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, scheduledStart: '2001-01-01T09:00:00.000Z' }, status: 400, message: /^scheduledStart: must not be in the past$/ },
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, scheduledStart: '9999-12-31T00:00:00.000Z' }, status: 400, message: /^scheduledStart: must be at most a year from now$/ },
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, duration: 61 }, status: 400, message: /^duration: must be between 1 and 60 minutes$/ },
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, maxParticipants: 1001 }, status: 400, message: /^maxParticipants: must be between 1 and 1000$/ },
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, groupId: 'nowhere' }, status: 400, message: /^groupId: must be a valid id$/ },
      { method: 'POST', path: '/api/group-sessions', body: { ...newSession, groupId: '00000000-0000-4000-8000-000000000000' }, status: 403, message: /^You are not a member of that community$/ },
    ],
  },
  {
    route: 'post /group-sessions/:id/join',
    signedOut: 401,
    success: { method: 'POST', path: `/api/group-sessions/${STARTABLE}/join`, status: 200, shape: groupSession.extend({ id: z.literal(STARTABLE), participantCount: z.literal(1) }) },
    errors: [
      { method: 'POST', path: '/api/group-sessions/not-a-session/join', status: 404 },
      { method: 'POST', path: '/api/group-sessions/00000000-0000-4000-8000-000000000000/join', status: 404 },
    ],
  },
  {
    route: 'get /group-sessions/:id/participants',
    success: {
      method: 'GET',
      path: `/api/group-sessions/${STARTABLE}/participants`,
      status: 200,
      // Fellow participants by first name only, the person themselves included.
      shape: z.tuple([
        z.strictObject({
          id: z.string().uuid(),
          firstName: z.literal('Thich'),
          lastName: z.null(),
          email: z.null(),
          profileImageUrl: z.null(),
          createdAt: z.null(),
          status: z.literal('joined'),
        }),
      ]),
    },
    errors: [{ method: 'GET', path: '/api/group-sessions/not-a-session/participants', status: 404 }],
  },
  {
    route: 'post /group-sessions/:id/leave',
    signedOut: 401,
    success: { method: 'POST', path: `/api/group-sessions/${STARTABLE}/leave`, status: 200, shape: groupSession.extend({ id: z.literal(STARTABLE), participantCount: z.literal(0) }) },
    errors: [{ method: 'POST', path: '/api/group-sessions/not-a-session/leave', status: 404 }],
  },
  {
    route: 'post /group-sessions/:id/start',
    signedOut: 401,
    success: {
      method: 'POST',
      path: `/api/group-sessions/${STARTABLE}/start`,
      status: 200,
      shape: groupSession.extend({ id: z.literal(STARTABLE), status: z.literal('active'), remainingSeconds: z.number().int().min(1795).max(1800) }),
    },
    // A second start by its creator answers the session as it is (a retry); a session that does not exist is 404.
    errors: [{ method: 'POST', path: '/api/group-sessions/not-a-session/start', status: 404 }],
  },
  // The closing circle of the completed session the signed-in person sat: their seeded line is replaced, read, then removed.
  {
    route: 'post /group-sessions/:id/closing-lines',
    signedOut: 401,
    success: {
      method: 'POST',
      path: `/api/group-sessions/${PAST_SESSION}/closing-lines`,
      body: { text: '  Thank you all.  ' },
      status: 201,
      shape: closingLine.extend({ id: z.literal(PAST_LINE), text: z.literal('Thank you all.'), author: z.strictObject({ id: z.string().uuid(), firstName: z.literal('Thich') }) }),
    },
    errors: [
      { method: 'POST', path: `/api/group-sessions/${PAST_SESSION}/closing-lines`, body: {}, status: 400, message: /^text: is required$/ },
      { method: 'POST', path: `/api/group-sessions/${PAST_SESSION}/closing-lines`, body: { text: ' ' }, status: 400, message: /^text: is required$/ },
      { method: 'POST', path: `/api/group-sessions/${PAST_SESSION}/closing-lines`, body: { text: 'x'.repeat(281) }, status: 400, message: /^text: must be at most 280 characters$/ },
      { method: 'POST', path: `/api/group-sessions/${PAST_SESSION}/closing-lines`, body: { text: 'One\nTwo' }, status: 400, message: /^text: must be a single line without control characters$/ },
      { method: 'POST', path: `/api/group-sessions/${PAST_SESSION}/closing-lines`, body: { text: 42 }, status: 400, message: /^text: must be text$/ },
      { method: 'POST', path: `/api/group-sessions/${OTHERS_PAST}/closing-lines`, body: { text: 'Hello' }, status: 403, message: /^Only those who sat this session can leave a line$/ },
      { method: 'POST', path: `/api/group-sessions/${STARTABLE}/closing-lines`, body: { text: 'Hello' }, status: 409, message: /^The closing circle opens when the sit has ended$/ },
      { method: 'POST', path: `/api/group-sessions/${MISSING}/closing-lines`, body: { text: 'Hello' }, status: 404 },
    ],
  },
  {
    route: 'get /group-sessions/:id/closing-lines',
    success: { method: 'GET', path: `/api/group-sessions/${PAST_SESSION}/closing-lines`, status: 200, shape: z.tuple([closingLine.extend({ id: z.literal(PAST_LINE), text: z.literal('Thank you all.') })]) },
    errors: [
      { method: 'GET', path: `/api/group-sessions/${MISSING}/closing-lines`, status: 404 },
      { method: 'GET', path: '/api/group-sessions/not-a-session/closing-lines', status: 404 },
    ],
  },
  {
    route: 'delete /group-sessions/:id/closing-lines/:lineId',
    signedOut: 401,
    success: { method: 'DELETE', path: `/api/group-sessions/${PAST_SESSION}/closing-lines/${PAST_LINE}`, status: 200, shape: z.strictObject({ id: z.literal(PAST_LINE), success: z.literal(true) }) },
    errors: [
      { method: 'DELETE', path: `/api/group-sessions/${OTHERS_PAST}/closing-lines/${OTHERS_LINE}`, status: 403, message: /^Only its author or the session's creator can remove this line$/ },
      // Gone.
      { method: 'DELETE', path: `/api/group-sessions/${PAST_SESSION}/closing-lines/${PAST_LINE}`, status: 404, message: /^Line not found$/ },
      { method: 'DELETE', path: `/api/group-sessions/${PAST_SESSION}/closing-lines/${OTHERS_LINE}`, status: 404, message: /^Line not found$/ },
    ],
  },
  {
    route: 'get /meditation-groups',
    success: {
      method: 'GET',
      path: '/api/meditation-groups',
      status: 200,
      shape: z.tuple([z.object({ id: z.literal(COMMUNITY), name: z.literal('Morning Sangha'), isPublic: z.literal(1), meetingDays: z.array(z.string()), tags: z.array(z.string()), memberCount: z.literal(1), postCount: z.literal(0), createdAt: iso })]),
    },
  },
  {
    route: 'get /users/meditation-groups',
    signedOut: 401,
    success: {
      method: 'GET',
      path: '/api/users/meditation-groups',
      status: 200,
      shape: z.tuple([z.object({ id: z.literal(COMMUNITY), name: z.literal('Morning Sangha'), intention: z.literal('Compassion'), memberCount: z.literal(1), createdAt: iso, role: z.literal('owner') })]),
    },
  },
  {
    route: 'post /meditation-groups',
    signedOut: 401,
    success: {
      method: 'POST',
      path: '/api/meditation-groups',
      body: newCommunity,
      status: 201,
      shape: community.extend({
        name: z.literal('Evening Circle'),
        intention: z.literal('Non-Violence'),
        isPublic: z.literal(0),
        meetingSchedule: z.literal('weekly'),
        meetingDays: z.tuple([z.literal('tuesday'), z.literal('thursday')]),
        meetingTime: z.literal('19:00'),
        timezone: z.literal('America/New_York'),
        meditationDuration: z.literal(10),
        memberCount: z.literal(1),
      }),
    },
    errors: [
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, name: undefined }, status: 400, message: /^name: is required$/ },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, name: '   ' }, status: 400, message: /^name: is required$/ },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, intention: 'Wealth' }, status: 400, message: /^intention: must be one of / },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, meetingDays: ['funday'] }, status: 400, message: /^meetingDays\.0: must be one of / },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, meetingSchedule: 'daily' }, status: 400, message: /^meetingDays: only a weekly schedule has meeting days$/ },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, meetingTime: '7pm' }, status: 400, message: /^meetingTime: must be a time as HH:MM, 24-hour$/ },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, timezone: 'Mars/Olympus' }, status: 400, message: /^timezone: must be an IANA time zone/ },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, maxMembers: 1001 }, status: 400, message: /^maxMembers: must be between 1 and 1000$/ },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, isPublic: 'yes' }, status: 400, message: /^isPublic: must be 1 \(public\) or 0 \(private\)$/ },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, meditationDuration: 15 }, status: 400, message: /^meditationDuration: must be 5, 10 or 20 minutes$/ },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, imageUrl: 'http://example.com/circle.png' }, status: 400, message: /^imageUrl: must be an https URL$/ },
      { method: 'POST', path: '/api/meditation-groups', body: { ...newCommunity, tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, status: 400, message: /^tags: must be at most 10 tags$/ },
    ],
  },
  {
    route: 'get /meditation-groups/:id',
    success: { method: 'GET', path: `/api/meditation-groups/${COMMUNITY}`, status: 200, shape: community.extend({ id: z.literal(COMMUNITY), name: z.literal('Morning Sangha'), intention: z.literal('Compassion') }) },
    errors: [
      { method: 'GET', path: `/api/meditation-groups/${MISSING}`, status: 404 },
      { method: 'GET', path: '/api/meditation-groups/not-a-community', status: 404 },
    ],
  },
  {
    route: 'patch /meditation-groups/:id',
    signedOut: 401,
    success: {
      method: 'PATCH',
      path: `/api/meditation-groups/${COMMUNITY}`,
      body: { description: 'Sitting together at dawn, twice a week', meetingSchedule: 'weekly', meetingDays: ['friday', 'monday'], meetingTime: '06:30', timezone: 'Europe/Lisbon' },
      status: 200,
      shape: community.extend({
        id: z.literal(COMMUNITY),
        name: z.literal('Morning Sangha'),
        description: z.literal('Sitting together at dawn, twice a week'),
        meetingSchedule: z.literal('weekly'),
        meetingDays: z.tuple([z.literal('monday'), z.literal('friday')]),
        meetingTime: z.literal('06:30'),
        timezone: z.literal('Europe/Lisbon'),
      }),
    },
    errors: [
      { method: 'PATCH', path: `/api/meditation-groups/${COMMUNITY}`, body: { meetingTime: '25:00' }, status: 400, message: /^meetingTime: must be a time as HH:MM, 24-hour$/ },
      { method: 'PATCH', path: `/api/meditation-groups/${COMMUNITY}`, body: { meetingSchedule: 'hourly' }, status: 400, message: /^meetingSchedule: must be one of daily, weekly$/ },
      { method: 'PATCH', path: `/api/meditation-groups/${COMMUNITY}`, body: { maxMembers: 0 }, status: 400, message: /^maxMembers: must be between 1 and 1000$/ },
      { method: 'PATCH', path: `/api/meditation-groups/${OTHERS}`, body: { name: 'Mine now' }, status: 403, message: /^Only the owner can change this community$/ },
      { method: 'PATCH', path: `/api/meditation-groups/${MISSING}`, body: { name: 'Anything' }, status: 404 },
    ],
  },
  {
    route: 'post /meditation-groups/:id/posts',
    signedOut: 401,
    success: {
      method: 'POST',
      path: `/api/meditation-groups/${COMMUNITY}/posts`,
      body: { title: 'Tomorrow', content: 'We sit at half past six.', type: 'announcement' },
      status: 201,
      shape: post.extend({ title: z.literal('Tomorrow'), content: z.literal('We sit at half past six.'), type: z.literal('announcement') }),
    },
    errors: [
      { method: 'POST', path: `/api/meditation-groups/${COMMUNITY}/posts`, body: { content: '  ' }, status: 400, message: /^content: is required$/ },
      { method: 'POST', path: `/api/meditation-groups/${COMMUNITY}/posts`, body: { content: 'Hello', type: 'rant' }, status: 400, message: /^type: must be one of / },
      { method: 'POST', path: `/api/meditation-groups/${OTHERS}/posts`, body: { content: 'Hello' }, status: 403, message: /^Only members can post in this community$/ },
      { method: 'POST', path: `/api/meditation-groups/${MISSING}/posts`, body: { content: 'Hello' }, status: 404 },
    ],
  },
  {
    route: 'get /meditation-groups/:id/posts',
    success: { method: 'GET', path: `/api/meditation-groups/${COMMUNITY}/posts`, status: 200, shape: z.tuple([post.extend({ title: z.literal('Tomorrow') })]) },
    errors: [
      { method: 'GET', path: `/api/meditation-groups/${COMMUNITY}/posts?limit=500`, status: 400, message: /^limit: must be between 1 and 100$/ },
      { method: 'GET', path: `/api/meditation-groups/${MISSING}/posts`, status: 404 },
    ],
  },
  {
    route: 'post /meditation-groups/:id/join',
    signedOut: 401,
    success: { method: 'POST', path: `/api/meditation-groups/${OTHERS}/join`, status: 200, shape: community.extend({ id: z.literal(OTHERS), isPublic: z.literal(0), memberCount: z.literal(2) }) },
    errors: [
      { method: 'POST', path: `/api/meditation-groups/${OTHERS}/join`, status: 409, message: /^Already a member$/ },
      { method: 'POST', path: `/api/meditation-groups/${MISSING}/join`, status: 404 },
      { method: 'POST', path: '/api/meditation-groups/not-a-community/join', status: 404 },
    ],
  },
  {
    route: 'post /meditation-groups/:id/leave',
    signedOut: 401,
    success: { method: 'POST', path: `/api/meditation-groups/${OTHERS}/leave`, status: 200, shape: community.extend({ id: z.literal(OTHERS), memberCount: z.literal(1) }) },
    errors: [
      { method: 'POST', path: `/api/meditation-groups/${COMMUNITY}/leave`, status: 409, message: /^The owner cannot leave the community$/ },
      { method: 'POST', path: `/api/meditation-groups/${MISSING}/leave`, status: 404 },
    ],
  },
  {
    route: 'get /meditation-groups/:id/members',
    success: {
      method: 'GET',
      path: `/api/meditation-groups/${COMMUNITY}/members`,
      status: 200,
      // Never another person's email address: the list has no email at all.
      shape: z.tuple([z.strictObject({ id: z.string().uuid(), firstName: z.literal('Thich'), lastName: z.literal('Nhat Hanh'), profileImageUrl: z.string().nullable(), createdAt: iso, role: z.literal('owner'), joinedAt: iso })]),
    },
    errors: [{ method: 'GET', path: `/api/meditation-groups/${MISSING}/members`, status: 404 }],
  },
  {
    route: 'get /meditation-groups/:id/past-sessions',
    success: {
      method: 'GET',
      path: `/api/meditation-groups/${COMMUNITY}/past-sessions`,
      status: 200,
      shape: z.tuple([
        z.strictObject({ id: z.literal(PAST_SESSION), name: z.literal('Sunrise Sit'), intention: z.literal('Forgiveness'), description: z.literal('The first one'), scheduledStart: iso, participantCount: z.literal(1), totalMinutes: z.literal(10) }),
      ]),
    },
    errors: [
      { method: 'GET', path: `/api/meditation-groups/${COMMUNITY}/past-sessions?limit=0`, status: 400, message: /^limit: must be between 1 and 100$/ },
      { method: 'GET', path: `/api/meditation-groups/${MISSING}/past-sessions`, status: 404 },
    ],
  },
  {
    route: 'get /meditation-groups/:id/public',
    success: {
      method: 'GET',
      path: `/api/meditation-groups/${COMMUNITY}/public`,
      status: 200,
      shape: z.strictObject({ name: z.literal('Morning Sangha'), description: z.string().nullable(), intention: z.literal('Compassion'), isPublic: z.literal(true), createdAt: iso, meetingTime: z.literal('06:30'), memberCount: z.literal(1) }),
    },
    errors: [
      { method: 'GET', path: `/api/meditation-groups/${MISSING}/public`, status: 404 },
      { method: 'GET', path: '/api/meditation-groups/not-a-community/public', status: 404 },
    ],
  },
  {
    route: 'get /meditation-groups/:id/member-count',
    success: { method: 'GET', path: `/api/meditation-groups/${OTHERS}/member-count`, status: 200, shape: z.strictObject({ count: z.literal(1) }) },
    errors: [{ method: 'GET', path: `/api/meditation-groups/${MISSING}/member-count`, status: 404 }],
  },
  {
    route: 'get /meditation-groups/:id/calendar.ics',
    success: { method: 'GET', path: `/api/meditation-groups/${COMMUNITY}/calendar.ics`, status: 200, shape: z.string().startsWith('BEGIN:VCALENDAR') },
    errors: [{ method: 'GET', path: `/api/meditation-groups/${MISSING}/calendar.ics`, status: 404 }],
  },
  {
    route: 'delete /meditation-groups/:id',
    signedOut: 401,
    success: { method: 'DELETE', path: `/api/meditation-groups/${DOOMED}`, status: 200, shape: z.strictObject({ id: z.literal(DOOMED), success: z.literal(true) }) },
    errors: [
      { method: 'DELETE', path: `/api/meditation-groups/${OTHERS}`, status: 403, message: /^Only the owner can delete this community$/ },
      // Gone, with everything in it.
      { method: 'DELETE', path: `/api/meditation-groups/${DOOMED}`, status: 404 },
      { method: 'GET', path: `/api/meditation-groups/${DOOMED}/public`, status: 404 },
    ],
  },
  {
    route: 'get /stats/intentions',
    success: { method: 'GET', path: '/api/stats/intentions', status: 200, shape: z.strictObject({ intentions: z.array(z.object({ intention: z.string(), percentage: z.number().int() })).length(7), totalSessions: z.number().int() }) },
  },
  {
    route: 'post /test-session-email',
    signedOut: 401,
    success: { method: 'POST', path: '/api/test-session-email', status: 202, shape: z.strictObject({ id: z.string().uuid(), status: z.literal('queued') }) },
  },
  {
    route: 'get /stats/comprehensive',
    success: {
      method: 'GET',
      path: '/api/stats/comprehensive?timeZone=Europe/Lisbon',
      status: 200,
      shape: z.strictObject({
        communityStats: z.strictObject({ totalCommunities: z.number().int(), activeCommunities: z.number().int(), totalMembers: z.number().int() }),
        allTime: z.strictObject({ totalUsers: z.number().int().min(1), totalSessions: z.number().int(), totalMinutes: z.number().int(), averageSessionLength: z.number() }),
        thisMonth: z.strictObject({ totalSessions: z.number().int(), totalMinutes: z.number().int(), uniqueUsers: z.number().int() }),
      }),
    },
    errors: [{ method: 'GET', path: '/api/stats/comprehensive?timeZone=Mars/Olympus', status: 400, message: /time ?zone/i }],
  },
  {
    route: 'get /users/recent',
    // Public profile fields only: no address, not even the caller's own when they are listed.
    success: { method: 'GET', path: '/api/users/recent?limit=100', status: 200, shape: z.array(user.extend({ email: z.null() })).min(1).max(100) },
    errors: [
      { method: 'GET', path: '/api/users/recent?limit=0', status: 400, message: /limit/ },
      { method: 'GET', path: '/api/users/recent?limit=101', status: 400, message: /limit/ },
      { method: 'GET', path: '/api/users/recent?limit=many', status: 400, message: /limit/ },
    ],
  },
  {
    route: 'get /users/most-active',
    success: { method: 'GET', path: '/api/users/most-active?limit=10', status: 200, shape: z.array(user.extend({ email: z.null(), totalMinutes: z.number().int().min(1) })).max(10) },
    errors: [
      { method: 'GET', path: '/api/users/most-active?limit=0', status: 400, message: /limit/ },
      { method: 'GET', path: '/api/users/most-active?limit=1.5', status: 400, message: /limit/ },
    ],
  },
  {
    route: 'get /push/public-key',
    success: { method: 'GET', path: '/api/push/public-key', status: 200, shape: z.strictObject({ publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/) }) },
  },
  {
    route: 'post /push/subscriptions',
    signedOut: 401,
    success: { method: 'POST', path: '/api/push/subscriptions', body: pushSubscription, status: 201, shape: z.strictObject({ id: z.string().uuid() }) },
    errors: [
      { method: 'POST', path: '/api/push/subscriptions', body: { ...pushSubscription, endpoint: 'http://fcm.googleapis.com/fcm/send/plain' }, status: 400, message: /^endpoint: must be an https URL$/ },
      { method: 'POST', path: '/api/push/subscriptions', body: { ...pushSubscription, endpoint: 'https://push.example.org/send/elsewhere' }, status: 400, message: /^endpoint: must be a browser push service's address$/ },
      { method: 'POST', path: '/api/push/subscriptions', body: { endpoint: pushSubscription.endpoint }, status: 400, message: /^keys: is required$/ },
      { method: 'POST', path: '/api/push/subscriptions', body: { ...pushSubscription, keys: { ...browserKeys, p256dh: 'c2hvcnQ' } }, status: 400, message: /^keys\.p256dh: / },
      { method: 'POST', path: '/api/push/subscriptions', body: { ...pushSubscription, expirationTime: 'soon' }, status: 400, message: /^expirationTime: / },
    ],
  },
  {
    route: 'get /push/subscriptions',
    signedOut: 401,
    success: {
      method: 'GET',
      path: '/api/push/subscriptions',
      status: 200,
      shape: z.array(z.strictObject({ id: z.string().uuid(), endpoint: z.string().startsWith('https://'), expirationTime: iso.nullable(), createdAt: iso })).length(2),
    },
  },
  {
    route: 'delete /push/subscriptions/:id',
    signedOut: 401,
    success: { method: 'DELETE', path: `/api/push/subscriptions/${PUSH_DEVICE}`, status: 200, shape: z.strictObject({ id: z.literal(PUSH_DEVICE), success: z.literal(true) }) },
    errors: [
      { method: 'DELETE', path: `/api/push/subscriptions/${PUSH_DEVICE}`, status: 404 },
      { method: 'DELETE', path: `/api/push/subscriptions/${MISSING}`, status: 404 },
      { method: 'DELETE', path: '/api/push/subscriptions/not-an-id', status: 404 },
    ],
  },
  {
    route: 'get /reminders',
    signedOut: 401,
    success: {
      method: 'GET',
      path: '/api/reminders',
      status: 200,
      shape: z.strictObject({
        timeZone: z.literal('UTC'),
        daily: z.strictObject({ time: z.null(), channels: z.tuple([z.literal('push')]) }),
        streakKeeper: z.literal(false),
        sessionStarts: z.tuple([z.literal('email')]),
        quietHours: z.null(),
      }),
    },
  },
  {
    route: 'put /reminders',
    signedOut: 401,
    success: {
      method: 'PUT',
      path: '/api/reminders',
      body: reminders,
      status: 200,
      shape: z.strictObject({
        timeZone: z.literal('Europe/Berlin'),
        daily: z.strictObject({ time: z.literal('07:30'), channels: z.tuple([z.literal('email'), z.literal('push')]) }),
        streakKeeper: z.literal(true),
        sessionStarts: z.tuple([z.literal('email')]),
        quietHours: z.strictObject({ from: z.literal('22:00'), to: z.literal('07:00') }),
      }),
    },
    errors: [
      { method: 'PUT', path: '/api/reminders', body: { daily: { time: '25:00' } }, status: 400, message: /^daily\.time: must be a time such as 07:30$/ },
      { method: 'PUT', path: '/api/reminders', body: { daily: { time: '7:30' } }, status: 400, message: /^daily\.time: / },
      { method: 'PUT', path: '/api/reminders', body: { timeZone: 'Mars/Olympus' }, status: 400, message: /^timeZone: must be an IANA time zone/ },
      { method: 'PUT', path: '/api/reminders', body: { sessionStarts: ['fax'] }, status: 400, message: /^sessionStarts\.0: must be "email" or "push"$/ },
      { method: 'PUT', path: '/api/reminders', body: { daily: { channels: ['push', 'push'] } }, status: 400, message: /^daily\.channels: must name each channel once$/ },
      { method: 'PUT', path: '/api/reminders', body: { quietHours: { from: '22:00' } }, status: 400, message: /^quietHours\.to: / },
      { method: 'PUT', path: '/api/reminders', body: { streakKeeper: 'yes' }, status: 400, message: /^streakKeeper: must be true or false$/ },
    ],
  },
  {
    route: 'get /account/export',
    signedOut: 401,
    success: {
      method: 'GET',
      path: '/api/account/export',
      status: 200,
      shape: z.strictObject({
        profile: user.extend({ email: z.literal('contract@example.com') }),
        language: z.literal('ja'),
        meditationSessions: z.array(session.extend({ groupSessionId: z.string().nullable() })),
        achievements: z.array(z.object({ id: z.string(), name: z.string(), unlockedAt: iso })),
        communities: z.array(z.object({ id: z.string().uuid(), role: z.enum(['owner', 'member']).nullable() })).min(1),
        groupSessions: z.array(z.object({ id: z.string().uuid(), createdByMe: z.boolean(), joined: z.boolean() })).min(1),
        closingLines: z.array(z.strictObject({ id: z.string().uuid(), groupSessionId: z.string().uuid(), groupSessionName: z.string(), text: z.string(), writtenAt: iso })),
        practiceSettings: z.strictObject({ endSignal: z.enum(['sound', 'vibration', 'light', 'silent']), intervalBellMinutes: z.number().int(), dayEndHour: z.number().int(), grace: z.boolean(), recordLocation: z.boolean() }),
        emailSettings: z.strictObject({ sessionEmails: z.boolean() }),
        emailLog: z.array(z.object({ id: z.string().uuid(), kind: z.string(), status: z.string(), createdAt: iso })),
        pushSubscriptions: z.array(z.strictObject({ id: z.string().uuid(), endpoint: z.literal(pushSubscription.endpoint), expirationTime: z.null(), createdAt: iso })).length(1),
        reminders: z.strictObject({ timeZone: z.literal('Europe/Berlin'), daily: z.object({ time: z.literal('07:30') }), streakKeeper: z.literal(true), sessionStarts: z.array(z.string()), quietHours: z.object({ from: z.literal('22:00') }) }),
      }),
    },
    errors: [{ method: 'GET', path: '/api/account/export?format=xml', status: 400, message: /^format: must be json or csv$/ }],
  },
  {
    route: 'delete /account',
    signedOut: 401,
    byLeaver: true,
    success: { method: 'DELETE', path: '/api/account', status: 200, shape: z.strictObject({ success: z.literal(true) }) },
    // Signed out with it: the session ended and the cookie was cleared.
    errors: [
      { method: 'GET', path: '/api/auth/user', status: 401 },
      { method: 'DELETE', path: '/api/account', status: 401 },
    ],
  },
  {
    route: 'get /users/recommendations',
    signedOut: 401,
    success: {
      method: 'GET',
      path: '/api/users/recommendations?timeZone=Europe/Lisbon',
      status: 200,
      shape: z
        .array(
          z.strictObject({
            id: z.string(),
            type: z.enum(['streak', 'intention', 'duration', 'community', 'achievement']),
            title: z.string().min(1),
            description: z.string().min(1),
            actionText: z.string().min(1),
            metadata: z
              .strictObject({ intention: z.string().nullable(), duration: z.number().int().nullable(), groupId: z.string().nullable(), achievementName: z.string().nullable() })
              .nullable(),
          }),
        )
        .min(1)
        .max(3),
    },
    errors: [{ method: 'GET', path: '/api/users/recommendations?timeZone=Mars/Olympus', status: 400, message: /time ?zone/i }],
  },
];

describe('the REST contract', () => {
  let privateStack: PrivateStack;
  let stack: Stack;
  let db: pg.Client;
  let browser: Browser;
  let leaver: Browser;
  let owner: string;
  const anonymous = new Browser();
  /** Each route's success answer, as the cases ran. */
  const firstAnswers = new Map<string, unknown>();

  beforeAll(async () => {
    // The stack's clock starts at midday UTC of the current day (midday in Lisbon too), so that
    // "today" holds for the whole run at any hour; no other suite sets the run's shared clock.
    const today = new Date();
    privateStack = await startPrivateStack('contract', { clock: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12)) });
    ({ stack, db } = privateStack);
    const offset = privateStack.clockOffset;
    browser = new Browser();
    // The signed-in person owns the seeded session and community, so the graph can resolve them as creator.
    owner = await signInAs(stack.baseUrl, browser, { email: 'contract@example.com', firstName: 'Thich', lastName: 'Nhat Hanh' });
    // A sit posted at its end without a start began its length ago: the person's account is older than that.
    await signedUpADayAgo(db, owner);
    leaver = new Browser();
    await signInAs(stack.baseUrl, leaver, { email: 'leaving@example.com', firstName: 'Leaving', lastName: 'Soon' });
    await db.query(
      `insert into groups.group_sessions (id, name, description, intention, scheduled_start, duration, created_by, status) values ($1, 'Evening Peace Circle', null, 'Peace', $3::timestamptz - interval '1 minute', 10, $2, 'active')`,
      [LIVE_SESSION, owner, new Date(Date.now() + offset)],
    );
    await db.query(
      `insert into groups.group_sessions (id, name, description, intention, scheduled_start, duration, created_by, status) values ($1, 'Noon Unity Sit', null, 'Unity', $3::timestamptz - interval '30 seconds', 30, $2, 'scheduled')`,
      [STARTABLE, owner, new Date(Date.now() + offset)],
    );
    await db.query(`insert into communities.meditation_groups (id, name, description, intention, created_by) values ($1, 'Morning Sangha', 'Sitting together at dawn', 'Compassion', $2)`, [COMMUNITY, owner]);
    await db.query(`insert into communities.group_members (group_id, user_id, role) values ($1, $2, 'owner')`, [COMMUNITY, owner]);
    await db.query(`insert into notification.push_subscriptions (id, user_id, endpoint, p256dh, auth) values ($1, $2, 'https://fcm.googleapis.com/fcm/send/older-device', $3, $4)`, [PUSH_DEVICE, owner, browserKeys.p256dh, browserKeys.auth]);
    const stranger = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    await db.query(`insert into communities.meditation_groups (id, name, intention, is_public, created_by) values ($1, 'Hidden Grove', 'Love', 0, $2)`, [OTHERS, stranger]);
    await db.query(`insert into communities.group_members (group_id, user_id, role) values ($1, $2, 'owner')`, [OTHERS, stranger]);
    // Its owner's membership is left out, so that it stays out of the person's own list above.
    await db.query(`insert into communities.meditation_groups (id, name, intention, is_public, created_by) values ($1, 'Passing Cloud', 'Unity', 0, $2)`, [DOOMED, owner]);
    await db.query(
      `insert into groups.group_sessions (id, name, description, intention, scheduled_start, duration, created_by, group_id, status, started_at, ends_at)
       values ($1, 'Sunrise Sit', 'The first one', 'Forgiveness', $4::timestamptz - interval '1 day', 10, $2, $3, 'completed', $4::timestamptz - interval '1 day', $4::timestamptz - interval '1 day' + interval '10 minutes')`,
      [PAST_SESSION, owner, COMMUNITY, new Date(Date.now() + offset)],
    );
    await db.query(`insert into groups.group_session_participants (group_session_id, user_id) values ($1, $2)`, [PAST_SESSION, owner]);
    await db.query(`insert into groups.group_session_minutes (group_session_id, user_id, minutes, recorded_at) values ($1, $2, 10, now())`, [PAST_SESSION, owner]);
    await db.query(`insert into groups.closing_lines (id, group_session_id, user_id, text, written_at) values ($1, $2, $3, 'Seeded', $4::timestamptz - interval '1 day')`, [PAST_LINE, PAST_SESSION, owner, new Date(Date.now() + offset)]);
    await db.query(
      `insert into groups.group_sessions (id, name, intention, scheduled_start, duration, created_by, status, started_at, ends_at)
       values ($1, 'Elsewhere', 'Love', $3::timestamptz - interval '2 days', 10, $2, 'completed', $3::timestamptz - interval '2 days', $3::timestamptz - interval '2 days' + interval '10 minutes')`,
      [OTHERS_PAST, stranger, new Date(Date.now() + offset)],
    );
    await db.query(`insert into groups.group_session_participants (group_session_id, user_id) values ($1, $2)`, [OTHERS_PAST, stranger]);
    await db.query(`insert into groups.closing_lines (id, group_session_id, user_id, text, written_at) values ($1, $2, $3, 'Far away', now())`, [OTHERS_LINE, OTHERS_PAST, stranger]);
  }, 120_000);

  afterAll(async () => {
    await privateStack?.stop();
  });

  /** What a route sent must be exactly what its declared response schema (and so its OpenAPI entry) says: no field more, none less. */
  const expectDeclared = (key: string, json: unknown) => {
    const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === key);
    const parsed = route?.response.safeParse(json);
    expect({ route: key, declared: route !== undefined, issues: parsed && !parsed.success ? parsed.error.issues : [] }).toEqual({ route: key, declared: true, issues: [] });
  };

  /** An error answer: a body with a message and nothing else, matching the pattern when one is given. */
  const expectMessage = (json: unknown, pattern: RegExp = /./) => {
    const body = (json ?? {}) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['message']);
    expect(String(body['message'])).toMatch(pattern);
  };

  const call = (client: Browser, request: ApiCall) => callApi(stack.baseUrl, client, request);

  it('covers every route the gateway serves', () => {
    expect(cases.map((entry) => entry.route).sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('declares a response schema for every route, which its OpenAPI entry is built from', () => {
    const missing = routes.filter((route) => !(route.response instanceof z.ZodType)).map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });

  it('lists in OpenAPI every refusal the cases meet, for each route that lists its refusals', () => {
    const unlisted = cases.flatMap((entry) => {
      const route = routes.find((candidate) => `${candidate.method} ${candidate.path}` === entry.route);
      if (!route?.refusals) return [];
      return (entry.errors ?? [])
        .filter((error) => error.method.toLowerCase() === route.method && ![400, 401].includes(error.status) && !(String(error.status) in route.refusals!))
        .map((error) => `${entry.route} ${error.status}`);
    });
    expect(unlisted).toEqual([]);
  });

  it('declares every object in a response as closed, so a field the route sends but does not declare fails the contract', () => {
    // As input: as output zod calls every object closed, since it strips what it does not name; the contract must refuse it instead.
    const open = routes.flatMap((route) => looseObjects(z.toJSONSchema(route.response, { io: 'input', unrepresentable: 'any' }), `${route.method} ${route.path}`));
    expect(open).toEqual([]);
  });

  it.each(cases.filter((entry) => entry.signedOut).map((entry) => [entry.route, entry] as const))('%s answers 401 when signed out', async (_name, entry) => {
    const answer = await call(anonymous, entry.success);
    expect(answer.status).toBe(entry.signedOut);
    expectMessage(answer.json);
  });

  // Sequential on purpose: later routes read what earlier ones wrote.
  it('answers each route with its shape, and its errors with their statuses and a message', async () => {
    for (const entry of cases) {
      const client = entry.byLeaver ? leaver : browser;
      for (const error of entry.errors?.filter((candidate) => candidate.status === 400) ?? []) {
        const answer = await call(client, error);
        expect({ route: entry.route, status: answer.status }).toEqual({ route: entry.route, status: 400 });
        expect((answer.json as { message: string }).message).toMatch(error.message ?? /./);
      }
      const answer = await call(client, entry.success);
      firstAnswers.set(entry.route, answer.json);
      expect({ route: entry.route, status: answer.status }).toEqual({ route: entry.route, status: entry.success.status });
      const parsed = entry.success.shape.safeParse(answer.json);
      expect({ route: entry.route, issues: parsed.success ? [] : parsed.error.issues }).toEqual({ route: entry.route, issues: [] });
      expectDeclared(entry.route, answer.json);
      for (const error of entry.errors?.filter((candidate) => candidate.status !== 400) ?? []) {
        const after = await call(client, error);
        expect({ route: entry.route, status: after.status }).toEqual({ route: entry.route, status: error.status });
        expectMessage(after.json, error.message);
      }
    }
  });

  it('answers a completion retried with its Idempotency-Key with the first answer, over REST and GraphQL, and records nothing new', async () => {
    const first = firstAnswers.get('post /meditation-sessions') as { id: string; newAchievements: unknown[] };
    expect(first.newAchievements.length).toBeGreaterThan(0);
    const retried = await call(browser, { method: 'POST', path: '/api/meditation-sessions', body: start, headers: { 'idempotency-key': SIT_KEY } });
    expect({ status: retried.status, json: retried.json }).toEqual({ status: 201, json: first });
    const query = 'mutation ($input: CompleteSessionInput!) { completeSession(input: $input) { session { id partial } newAchievements { name } } }';
    const viaGraph = await browser.request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl, 'idempotency-key': SIT_KEY },
      body: JSON.stringify({ query, variables: { input: { ...start, intention: 'PEACE' } } }),
    });
    const graphAnswer = (await viaGraph.json()) as { data?: { completeSession: { session: { id: string; partial: boolean }; newAchievements: unknown[] } } };
    expect(graphAnswer.data?.completeSession.session).toEqual({ id: first.id, partial: false });
    expect(graphAnswer.data?.completeSession.newAchievements).toHaveLength(first.newAchievements.length);
    const stats = await call(browser, { method: 'GET', path: '/api/users/stats' });
    expect(stats.json).toMatchObject({ totalSessions: 1 });
    const refused = await browser.request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl, 'idempotency-key': SIT_KEY },
      body: JSON.stringify({ query, variables: { input: { ...start, intention: 'LOVE' } } }),
    });
    expect(((await refused.json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('UNPROCESSABLE');
  });

  it('answers unknown /api paths with 404 JSON, not the app', async () => {
    const answer = await call(browser, { method: 'GET', path: '/api/no-such-thing' });
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/application\/json/);
  });

  it('refuses a write from another origin with 403 and changes nothing', async () => {
    const response = await browser.request(`${stack.baseUrl}/api/active-session`, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: JSON.stringify(start),
    });
    expect(response.status).toBe(403);
    expect((await call(browser, { method: 'GET', path: '/api/active-session' })).status).toBe(404);
  });

  it('describes every route in /api/openapi.json', async () => {
    const answer = await call(anonymous, { method: 'GET', path: '/api/openapi.json' });
    const document = answer.json as { paths: Record<string, Record<string, unknown>> };
    for (const route of routes) expect(document.paths[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`]?.[route.method]).toBeDefined();
    const language = document.paths['/api/settings/language']?.['get'] as { parameters: { name: string; in: string }[] } | undefined;
    expect(language?.parameters).toContainEqual(expect.objectContaining({ name: 'Accept-Language', in: 'header' }));
    const join = document.paths['/api/meditation-groups/{id}/join']?.['post'] as { responses: Record<string, { description: string }> } | undefined;
    expect(Object.keys(join?.responses ?? {}).sort()).toEqual(['200', '400', '401', '404', '409']);
    const calendar = document.paths['/api/meditation-groups/{id}/calendar.ics']?.['get'] as { responses: Record<string, { content?: Record<string, unknown> }> } | undefined;
    expect(Object.keys(calendar?.responses['200']?.content ?? {})).toEqual(['text/calendar; charset=utf-8']);
  });

  it("answers the person's chosen language whatever the browser prefers, the browser's once the choice is forgotten, and says the answer varies with Accept-Language", async () => {
    const language = (acceptLanguage: string) => call(browser, { method: 'GET', path: '/api/settings/language', headers: { 'accept-language': acceptLanguage } });
    const chosen = await call(browser, { method: 'PUT', path: '/api/settings/language', body: { language: 'ar' } });
    expect({ status: chosen.status, json: chosen.json }).toEqual({ status: 200, json: { language: 'ar' } });
    const read = await language('de-AT, de;q=0.9');
    expect({ status: read.status, json: read.json, vary: read.headers.get('vary') }).toEqual({ status: 200, json: { language: 'ar' }, vary: expect.stringMatching(/accept-language/i) });
    const graph = await browser.request(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: stack.baseUrl }, body: JSON.stringify({ query: '{ me { language } }' }) });
    expect(await graph.json()).toEqual({ data: { me: { language: 'AR' } } });
    expect((await call(browser, { method: 'GET', path: '/api/account/export' })).json).toMatchObject({ language: 'ar' });

    const forgotten = await call(browser, { method: 'PUT', path: '/api/settings/language', body: { language: null }, headers: { 'accept-language': 'de-AT' } });
    expect({ status: forgotten.status, json: forgotten.json }).toEqual({ status: 200, json: { language: 'de' } });
    expect((await language('ja;q=0.2, de;q=0.1')).json).toEqual({ language: 'ja' });
    expect((await language('pt-BR, fr;q=0.5')).json).toEqual({ language: 'en' });
    expect((await language('de;q=nonsense, es;q=0.4')).json).toEqual({ language: 'es' });
    expect((await call(browser, { method: 'GET', path: '/api/account/export' })).json).toMatchObject({ language: null });

    // A refused choice changes nothing.
    expect((await call(browser, { method: 'PUT', path: '/api/settings/language', body: { language: 'de-AT' } })).status).toBe(400);
    expect((await language('ja')).json).toEqual({ language: 'ja' });
  });

  it('downloads the sits as CSV with format=csv, quoted where needed and safe from spreadsheet formulas', async () => {
    const sitId = '4c6e8a1b-2d3f-4a5b-9c7d-1e2f3a4b5c6d';
    await db.query(
      `insert into meditation.meditation_sessions (id, user_id, intention, location, duration, started_at, timestamp) values ($1, $2, 'Love', $3, 5, '2020-01-01T06:00:00Z', '2020-01-01T06:05:00Z')`,
      [sitId, owner, '=HYPERLINK("http://evil.example"), "Lisbon"'],
    );
    const response = await browser.request(`${stack.baseUrl}/api/account/export?format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=peace-practice-sessions.csv');
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe('id,intention,location,duration,timestamp,groupSessionId,partial');
    expect(lines).toContain(`${sitId},Love,"'=HYPERLINK(""http://evil.example""), ""Lisbon""",5,2020-01-01T06:05:00.000Z,,false`);
    const json = await browser.request(`${stack.baseUrl}/api/account/export`);
    expect(json.headers.get('content-disposition')).toBe('attachment; filename=peace-practice-data.json');
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it("exports every row of a person's lists however many pages they take, lists their communities whole, and refuses a page over a list's cap", async () => {
    const reader = new Browser();
    const readerId = await signInAs(stack.baseUrl, reader, { email: 'many-pages@example.com', firstName: 'Many', lastName: 'Pages' });
    // One row more than a page of each list, several to an instant: 1,000 sits, 100 communities, 200 of the rest to a page.
    await db.query(
      `insert into meditation.meditation_sessions (user_id, intention, location, duration, started_at, timestamp)
       select $1, 'Peace', 'Home', 5, at - interval '5 minutes', at from (select timestamptz '2021-01-01T06:00:00Z' + (n / 3) * interval '1 minute' as at from generate_series(1, 1001) n) sits`,
      [readerId],
    );
    await db.query(
      `with seeded as (
         insert into communities.meditation_groups (name, intention, is_public, created_by) select 'Circle ' || n, 'Peace', 0, $1 from generate_series(1, 101) n returning id
       )
       insert into communities.group_members (group_id, user_id, role, joined_at) select id, $1, 'owner', timestamptz '2021-01-01T06:00:00Z' from seeded`,
      [readerId],
    );
    await db.query(
      `with seeded as (
         insert into groups.group_sessions (name, intention, scheduled_start, duration, created_by, status)
         select 'Sit ' || n, 'Peace', timestamptz '2021-01-01T06:00:00Z' + (n / 2) * interval '1 hour', 10, $1, 'completed' from generate_series(1, 201) n returning id
       )
       insert into groups.closing_lines (group_session_id, user_id, text, written_at) select id, $1, 'Thank you', timestamptz '2021-01-02T06:00:00Z' from seeded`,
      [readerId],
    );
    await db.query(
      `insert into notification.email_log (user_id, recipient, kind, subject, status, created_at)
       select $1, 'many-pages@example.com', 'test', 'Email ' || n, 'sent', timestamptz '2021-01-01T06:00:00Z' + (n / 4) * interval '1 second' from generate_series(1, 201) n`,
      [readerId],
    );
    const ids = async (query: string) => (await db.query<{ id: string }>(query, [readerId])).rows.map((row) => row.id);

    const answer = await call(reader, { method: 'GET', path: '/api/account/export' });
    expect(answer.status).toBe(200);
    expectDeclared('get /account/export', answer.json);
    const exported = answer.json as Record<'meditationSessions' | 'communities' | 'groupSessions' | 'closingLines' | 'emailLog', { id: string }[]>;
    const exportedIds = (list: keyof typeof exported) => exported[list].map((item) => item.id);
    expect(exportedIds('meditationSessions')).toEqual(await ids('select id from meditation.meditation_sessions where user_id = $1 order by timestamp, id'));
    expect(exportedIds('communities')).toEqual(await ids('select m.group_id as id from communities.group_members m where m.user_id = $1 order by m.joined_at desc, m.id desc'));
    expect(exportedIds('groupSessions')).toEqual(await ids('select id from groups.group_sessions where created_by = $1 order by scheduled_start, id'));
    expect(exportedIds('closingLines')).toEqual(await ids('select id from groups.closing_lines where user_id = $1 order by written_at, id'));
    expect(exportedIds('emailLog')).toEqual(await ids('select id from notification.email_log where user_id = $1 order by created_at, id'));
    expect(Object.fromEntries(Object.entries(exported).filter(([, value]) => Array.isArray(value)).map(([list, items]) => [list, (items as unknown[]).length]))).toEqual({
      meditationSessions: 1001,
      achievements: 0,
      communities: 101,
      groupSessions: 201,
      closingLines: 201,
      emailLog: 201,
      // A person keeps at most 20 devices, all in the first answer.
      pushSubscriptions: 0,
    });
    const csv = await reader.request(`${stack.baseUrl}/api/account/export?format=csv`);
    expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(1 + 1001);

    const mine = await call(reader, { method: 'GET', path: '/api/users/meditation-groups' });
    expect({ status: mine.status, ids: (mine.json as { id: string }[]).map((community) => community.id) }).toEqual({ status: 200, ids: exportedIds('communities') });

    // As a list's other slicing arguments: the graph answers the error in its body, a REST route 400.
    const refused = await call(reader, { method: 'POST', path: '/graphql', body: { query: '{ mySessions(first: 1001) { id } }' } });
    expect((refused.json as { errors?: { message: string; extensions?: { code?: string } }[] }).errors?.[0]).toMatchObject({ message: 'first: must be between 1 and 1000', extensions: { code: 'BAD_USER_INPUT' } });
  }, 60_000);

  it('answers a variable a subgraph cannot coerce as the client\'s error, not a server failure', async () => {
    const response = await browser.request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify({ query: 'mutation Ping($input: UpdateActiveSessionInput!) { updateActiveSession(input: $input) { state } }', variables: { input: { lastPing: 'garbage' } } }),
    });
    const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an operation that fans one field out under many aliases', async () => {
    const query = `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: globalStats { totalSessions }`).join(' ')} }`;
    const response = await anonymous.request(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: stack.baseUrl }, body: JSON.stringify({ query }) });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('aliases');
  });

  it('shows who joined a group session to its participants only', async () => {
    expect((await call(browser, { method: 'POST', path: `/api/group-sessions/${LIVE_SESSION}/join` })).status).toBe(200);
    const path = `/api/group-sessions/${LIVE_SESSION}/participants`;
    const seen = (await call(browser, { method: 'GET', path })).json as { id: string; status: string }[];
    expect(seen.map(({ id, status }) => ({ id, status }))).toEqual([{ id: owner, status: 'joined' }]);
    const answer = await call(anonymous, { method: 'GET', path });
    expect({ status: answer.status, json: answer.json }).toEqual({ status: 200, json: [] });
  });

  it('lets a visitor look at a group session, to be asked to sign in', async () => {
    const answer = await call(anonymous, { method: 'GET', path: `/api/group-sessions/${LIVE_SESSION}` });
    expect(answer.status).toBe(200);
    expect((answer.json as { name: string }).name).toBe('Evening Peace Circle');
    expectDeclared('get /group-sessions/:id', answer.json);
  });

  it("resolves a group session's and a community's creator through the identity subgraph, showing an email only to its owner", async () => {
    const ask = async (client: Browser, query: string) => {
      const response = await client.request(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: stack.baseUrl }, body: JSON.stringify({ query }) });
      return (await response.json()) as unknown;
    };
    const person = { id: owner, firstName: 'Thich', lastName: 'Nhat Hanh' };
    // A session's host is shown to its participants (the person joined it above), by first name only, and to nobody else.
    const session = `{ groupSession(id: "${LIVE_SESSION}") { intention status creator { id firstName } } }`;
    expect(await ask(browser, session)).toEqual({ data: { groupSession: { intention: 'PEACE', status: 'ACTIVE', creator: { id: owner, firstName: 'Thich' } } } });
    expect(await ask(anonymous, session)).toEqual({ data: { groupSession: { intention: 'PEACE', status: 'ACTIVE', creator: null } } });
    expect(await ask(browser, '{ me { id hiddenFromLists } }')).toEqual({ data: { me: { id: owner, hiddenFromLists: false } } });
    expect(await ask(browser, '{ communities { id intention creator { id firstName lastName } } }')).toEqual({ data: { communities: [{ id: COMMUNITY, intention: 'COMPASSION', creator: person }] } });
  });

  it("serves a community's calendar to a calendar app without cookies: its weekly meetings in its time zone and its coming sessions", async () => {
    const upcoming = '4c1a9e77-2d3b-4e5f-8a6b-7c8d9e0f1a2b';
    await db.query(
      `insert into groups.group_sessions (id, name, intention, scheduled_start, duration, created_by, group_id, status) values ($1, 'Full Moon Sit', 'Peace', '2099-01-06T19:00:00Z', 20, $2, $3, 'scheduled')`,
      [upcoming, owner, COMMUNITY],
    );
    const response = await anonymous.request(`${stack.baseUrl}/api/meditation-groups/${COMMUNITY}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const meetings = events.find((event) => event.isRecurring());
    const rule = meetings?.component.getFirstPropertyValue('rrule') as ICAL.Recur | undefined;
    expect({
      uid: meetings?.uid,
      tzid: meetings?.component.getFirstProperty('dtstart')?.getParameter('tzid'),
      time: [meetings?.startDate.hour, meetings?.startDate.minute],
      minutes: meetings?.duration.toSeconds() !== undefined ? meetings.duration.toSeconds() / 60 : undefined,
      freq: rule?.freq,
      byday: rule?.parts['BYDAY'],
    }).toEqual({ uid: `community-${COMMUNITY}@peace-practice`, tzid: 'Europe/Lisbon', time: [6, 30], minutes: 5, freq: 'WEEKLY', byday: ['MO', 'FR'] });
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Lisbon']);
    const session = events.find((event) => event.uid === `group-session-${upcoming}@peace-practice`);
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
    expect([session?.summary, session?.startDate.toJSDate().toISOString(), session?.endDate.toJSDate().toISOString()]).toEqual(['Full Moon Sit', '2099-01-06T19:00:00.000Z', '2099-01-06T19:20:00.000Z']);
  });

  it("lets a new community's owner schedule its sessions, and cancels them when the community is deleted", async () => {
    const created = await call(browser, { method: 'POST', path: '/api/meditation-groups', body: { name: 'Brief Light', intention: 'Service', isPublic: 0 } });
    expect(created.status).toBe(201);
    const groupId = (created.json as { id: string }).id;
    const schedule = { method: 'POST', path: '/api/group-sessions', body: { ...newSession, name: 'Only Once', groupId } };
    let session: { id: string; groupId: string } | undefined;
    // The owner's membership reaches the groups service as an event.
    await waitFor('the membership to reach the groups service', async () => {
      const answer = await call(browser, schedule);
      if (answer.status === 201) session = answer.json as { id: string; groupId: string };
      return session !== undefined;
    }, 15_000);
    expect(session?.groupId).toBe(groupId);
    // A private community's sessions are in its feed for its members only.
    const calendar = await call(browser, { method: 'GET', path: `/api/meditation-groups/${groupId}/calendar.ics` });
    expect(String(calendar.json)).toContain(`UID:group-session-${session!.id}@peace-practice`);
    const outside = await call(anonymous, { method: 'GET', path: `/api/meditation-groups/${groupId}/calendar.ics` });
    expect(String(outside.json)).not.toContain('UID:group-session-');

    expect((await call(browser, { method: 'DELETE', path: `/api/meditation-groups/${groupId}` })).status).toBe(200);
    await waitFor('the session to be cancelled', async () => ((await call(browser, { method: 'GET', path: `/api/group-sessions/${session!.id}` })).json as { status: string }).status === 'cancelled', 15_000);
    expect((await call(browser, schedule)).status).toBe(403);
  }, 60_000);

  it('sends test emails to the signed-in user only, five an hour, then answers 429 with Retry-After', async () => {
    const inbox = stack.mail!;
    // The contract run sent one already.
    await inbox.waitForCount(1, { address: 'contract@example.com' });
    const send = () => browser.request(`${stack.baseUrl}/api/test-session-email`, { method: 'POST', headers: { accept: 'application/json', origin: stack.baseUrl } });
    for (let count = 2; count <= 5; count++) expect((await send()).status).toBe(202);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expectMessage(await refused.json(), /test emails an hour/);
    await inbox.waitForCount(5, { address: 'contract@example.com' });
    const [mail] = await inbox.read('contract@example.com');
    expect(mail!.subject).toBe('Live Now: Morning Peace Meditation - Join Your Community');
    expect(inbox.messages().every((message) => message.to.length === 1 && message.to[0] === 'contract@example.com')).toBe(true);
  });

  it("unsubscribes with an email's link: GET asks to confirm, a one-click POST from another origin does it, a bad token changes nothing", async () => {
    const [mail] = await stack.mail!.read('contract@example.com');
    const link = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!;
    const local = new URL(link);
    const target = `${stack.baseUrl}${local.pathname}${local.search}`;
    const sessionEmails = async () =>
      ((await (await browser.request(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: stack.baseUrl }, body: JSON.stringify({ query: '{ me { sessionEmails } }' }) })).json()) as { data: { me: { sessionEmails: boolean } } }).data.me.sessionEmails;
    expect(await sessionEmails()).toBe(true);

    const asked = await anonymous.request(target);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain('<form method="post"');
    expect(await sessionEmails()).toBe(true);

    const forged = await anonymous.request(target.replace(/.(?=$)/, (last) => (last === 'A' ? 'B' : 'A')), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' }, body: 'List-Unsubscribe=One-Click' });
    expect(forged.status).toBe(400);
    expect(await sessionEmails()).toBe(true);

    const done = await anonymous.request(target, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await sessionEmails()).toBe(false);
  });

  it('serves the notification subgraph through the graph', async () => {
    const response = await browser.request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify({ query: '{ myEmailDeliveries { kind subject recipient } }' }),
    });
    // The five test emails sent above, and only to their sender.
    const test = { kind: 'test', subject: 'Live Now: Morning Peace Meditation - Join Your Community', recipient: 'contract@example.com' };
    expect(await response.json()).toEqual({ data: { myEmailDeliveries: [test, test, test, test, test] } });
    const anonymousAnswer = await anonymous.request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.baseUrl },
      body: JSON.stringify({ query: '{ myEmailDeliveries { id } }' }),
    });
    expect(((await anonymousAnswer.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
  });
});
