// The authorization matrix: every REST route and every GraphQL mutation, as each kind of caller
// meets it, against the whole stack. A new route or mutation without its row fails the coverage
// tests; a refused write must leave every service's tables as they were.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import type pg from 'pg';
import type { Bus } from '@peace/kit';
import { SERVICES, waitFor, type Stack } from '@peace/scripts/harness';
import { stackSettled } from '@peace/scripts/testing';
import { Browser } from '@peace/identity/testing';
import { callApi, signInAs, signedUpADayAgo } from '../testing/api.js';
import { startPrivateStack, type PrivateStack } from '../testing/private-stack.js';
import { routes } from './routes/index.js';

/** Who asks: nobody; a signed-in person the resource does not concern; a member of it; a signed-in non-member; its owner or creator. */
const CALLERS = ['signedOut', 'signedIn', 'member', 'nonMember', 'owner'] as const;
type Caller = (typeof CALLERS)[number];

/**
 * What a caller meets: allowed (2xx, or data without errors), 401 (sign in first), 403 (refused),
 * 404 (hidden as if it did not exist), 409 (the resource's state forbids it), or n/a where the
 * column does not apply to the route (a personal route has no members; a resource's route is
 * asked by a member, a non-member or its owner, not by "someone signed in").
 */
type Outcome = 'allowed' | 401 | 403 | 404 | 409 | 'n/a';
type Cells = readonly [signedOut: Outcome, signedIn: Outcome, member: Outcome, nonMember: Outcome, owner: Outcome];

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

interface GraphCall {
  query: string;
  variables?: Record<string, unknown>;
}

/** The ids one table's rows act on, seeded fresh for each table so that the REST and GraphQL rows never meet each other's changes. */
interface World {
  /** Private; the owner owns it, the member belongs to it. */
  community: string;
  /** Like `community`: the one the owner deletes. */
  doomed: string;
  /** Public: the non-member joins it. */
  joinable: string;
  /** Public: the member leaves it. */
  leavable: string;
  /** A session of `community`, scheduled far ahead, created by the owner. */
  session: string;
  /** A session of `community` whose scheduled start just passed: the owner starts it. */
  startable: string;
  /** A completed session of `community`, created by the owner and sat by the owner and the member: its closing circle. */
  circle: string;
  /** The member's line in the circle. */
  memberLine: string;
  /** A line in the circle by someone else who sat it. */
  otherLine: string;
  /** A device of the owner's that takes push messages. */
  device: string;
}

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
const browserKeys = { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 9).toString('base64url') };
const subscriptionOf = (caller: string) => ({ endpoint: `https://fcm.googleapis.com/fcm/send/${caller}-${randomUUID()}`, expirationTime: null, keys: browserKeys });

/** Far ahead, for sessions seeded straight into the table. */
const SCHEDULED = '2099-01-06T06:00:00.000Z';
/** A week ahead, for sessions scheduled through the API, which takes them at most a year ahead. */
const NEXT_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();
const practice = { intention: 'Peace', location: 'Lisbon, Portugal', duration: 5 };

const restRows = (w: World): { route: string; cells: Cells; call: (caller: Caller) => Call }[] => [
  { route: 'get /auth/user', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/auth/user' }) },
  { route: 'post /active-session', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'POST', path: '/api/active-session', body: practice }) },
  { route: 'get /active-session', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/active-session' }) },
  { route: 'put /active-session', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'PUT', path: '/api/active-session', body: { state: 'paused' } }) },
  { route: 'delete /active-session', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'DELETE', path: '/api/active-session' }) },
  { route: 'post /meditation-sessions', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'POST', path: '/api/meditation-sessions', body: practice }) },
  { route: 'get /meditation-sessions/recent', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/meditation-sessions/recent' }) },
  { route: 'get /meditation-sessions/today', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/meditation-sessions/today?timeZone=Europe/Lisbon' }) },
  { route: 'get /users/stats', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/users/stats' }) },
  { route: 'get /users/achievements', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/users/achievements' }) },
  // Practice settings: each person's own.
  { route: 'get /settings', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/settings' }) },
  { route: 'get /location', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/location' }) },
  { route: 'put /settings', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'PUT', path: '/api/settings', body: { dayEndHour: 3, grace: false } }) },
  { route: 'get /stats/global', cells: ['allowed', 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/stats/global' }) },
  { route: 'get /stats/intentions', cells: ['allowed', 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/stats/intentions' }) },
  { route: 'get /stats/comprehensive', cells: ['allowed', 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/stats/comprehensive?timeZone=Europe/Lisbon' }) },
  { route: 'get /users/recent', cells: ['allowed', 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/users/recent' }) },
  { route: 'get /users/most-active', cells: ['allowed', 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/users/most-active' }) },
  { route: 'get /users/recommendations', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/users/recommendations?timeZone=Europe/Lisbon' }) },
  // Privacy settings: the signed-in person's own.
  { route: 'get /settings/privacy', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/settings/privacy' }) },
  { route: 'put /settings/privacy', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'PUT', path: '/api/settings/privacy', body: { hideFromLists: false } }) },
  // The language setting: the signed-in person's own.
  { route: 'get /settings/language', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/settings/language' }) },
  { route: 'put /settings/language', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'PUT', path: '/api/settings/language', body: { language: 'de' } }) },
  // Push devices and reminders: each person's own; another's device is hidden.
  { route: 'get /push/public-key', cells: ['allowed', 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/push/public-key' }) },
  { route: 'post /push/subscriptions', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: (caller) => ({ method: 'POST', path: '/api/push/subscriptions', body: subscriptionOf(caller) }) },
  { route: 'get /push/subscriptions', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/push/subscriptions' }) },
  { route: 'delete /push/subscriptions/:id', cells: [401, 'n/a', 404, 404, 'allowed'], call: () => ({ method: 'DELETE', path: `/api/push/subscriptions/${w.device}` }) },
  { route: 'get /reminders', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/reminders' }) },
  { route: 'put /reminders', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'PUT', path: '/api/reminders', body: { daily: { time: '07:30' } } }) },
  { route: 'post /test-session-email', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'POST', path: '/api/test-session-email' }) },
  { route: 'get /group-sessions', cells: ['allowed', 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/group-sessions' }) },
  {
    route: 'post /group-sessions',
    // Anyone signed in schedules a session of their own; only a community's members schedule one of it.
    cells: [401, 'allowed', 'allowed', 403, 'allowed'],
    call: (caller) => ({ method: 'POST', path: '/api/group-sessions', body: { name: 'Dusk', intention: 'Peace', scheduledStart: NEXT_WEEK, duration: 10, ...(caller === 'signedIn' ? {} : { groupId: w.community }) } }),
  },
  // The sessions here are a private community's: anyone outside it finds none by its id.
  { route: 'get /group-sessions/:id', cells: [404, 'n/a', 'allowed', 404, 'allowed'], call: () => ({ method: 'GET', path: `/api/group-sessions/${w.session}` }) },
  { route: 'get /group-sessions/:id/participants', cells: [404, 'n/a', 'allowed', 404, 'allowed'], call: () => ({ method: 'GET', path: `/api/group-sessions/${w.session}/participants` }) },
  // A session of a private community is joined by its members only (a public community's, or one of none, by anyone signed in).
  { route: 'post /group-sessions/:id/join', cells: [401, 'n/a', 'allowed', 403, 'allowed'], call: () => ({ method: 'POST', path: `/api/group-sessions/${w.session}/join` }) },
  { route: 'post /group-sessions/:id/leave', cells: [401, 'n/a', 'allowed', 404, 'allowed'], call: () => ({ method: 'POST', path: `/api/group-sessions/${w.session}/leave` }) },
  { route: 'post /group-sessions/:id/start', cells: [401, 'n/a', 403, 403, 'allowed'], call: () => ({ method: 'POST', path: `/api/group-sessions/${w.startable}/start` }) },
  // The closing circle: those who sat the session leave a line; its author or the session's creator removes one.
  { route: 'get /group-sessions/:id/closing-lines', cells: [404, 'n/a', 'allowed', 404, 'allowed'], call: () => ({ method: 'GET', path: `/api/group-sessions/${w.circle}/closing-lines` }) },
  {
    route: 'post /group-sessions/:id/closing-lines',
    cells: [401, 'n/a', 'allowed', 403, 'allowed'],
    call: (caller) => ({ method: 'POST', path: `/api/group-sessions/${w.circle}/closing-lines`, body: { text: `Thank you, from ${caller}` } }),
  },
  {
    route: 'delete /group-sessions/:id/closing-lines/:lineId',
    // The member removes their own line; the others are asked to remove someone else's.
    cells: [401, 'n/a', 'allowed', 403, 'allowed'],
    call: (caller) => ({ method: 'DELETE', path: `/api/group-sessions/${w.circle}/closing-lines/${caller === 'member' ? w.memberLine : w.otherLine}` }),
  },
  { route: 'get /meditation-groups', cells: ['allowed', 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/meditation-groups' }) },
  { route: 'get /users/meditation-groups', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/users/meditation-groups' }) },
  { route: 'post /meditation-groups', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'POST', path: '/api/meditation-groups', body: { name: 'Lantern', intention: 'Love' } }) },
  { route: 'get /meditation-groups/:id', cells: ['allowed', 'n/a', 'allowed', 'allowed', 'allowed'], call: () => ({ method: 'GET', path: `/api/meditation-groups/${w.community}` }) },
  {
    route: 'patch /meditation-groups/:id',
    cells: [401, 'n/a', 403, 403, 'allowed'],
    call: (caller) => ({ method: 'PATCH', path: `/api/meditation-groups/${w.community}`, body: { description: `Changed by ${caller}` } }),
  },
  { route: 'delete /meditation-groups/:id', cells: [401, 'n/a', 403, 403, 'allowed'], call: () => ({ method: 'DELETE', path: `/api/meditation-groups/${w.doomed}` }) },
  { route: 'get /meditation-groups/:id/members', cells: ['allowed', 'n/a', 'allowed', 'allowed', 'allowed'], call: () => ({ method: 'GET', path: `/api/meditation-groups/${w.community}/members` }) },
  { route: 'get /meditation-groups/:id/past-sessions', cells: ['allowed', 'n/a', 'allowed', 'allowed', 'allowed'], call: () => ({ method: 'GET', path: `/api/meditation-groups/${w.community}/past-sessions` }) },
  // The invitation page: a private community's too, to whoever has its link.
  { route: 'get /meditation-groups/:id/public', cells: ['allowed', 'n/a', 'allowed', 'allowed', 'allowed'], call: () => ({ method: 'GET', path: `/api/meditation-groups/${w.community}/public` }) },
  { route: 'get /meditation-groups/:id/member-count', cells: ['allowed', 'n/a', 'allowed', 'allowed', 'allowed'], call: () => ({ method: 'GET', path: `/api/meditation-groups/${w.community}/member-count` }) },
  { route: 'get /meditation-groups/:id/posts', cells: ['allowed', 'n/a', 'allowed', 'allowed', 'allowed'], call: () => ({ method: 'GET', path: `/api/meditation-groups/${w.community}/posts` }) },
  {
    route: 'post /meditation-groups/:id/posts',
    cells: [401, 'n/a', 'allowed', 403, 'allowed'],
    call: (caller) => ({ method: 'POST', path: `/api/meditation-groups/${w.community}/posts`, body: { content: `Hello from ${caller}` } }),
  },
  { route: 'get /meditation-groups/:id/calendar.ics', cells: ['allowed', 'n/a', 'allowed', 'allowed', 'allowed'], call: () => ({ method: 'GET', path: `/api/meditation-groups/${w.community}/calendar.ics` }) },
  // A member joining again, or the owner, is a conflict.
  { route: 'post /meditation-groups/:id/join', cells: [401, 'n/a', 409, 'allowed', 409], call: () => ({ method: 'POST', path: `/api/meditation-groups/${w.joinable}/join` }) },
  // The owner cannot leave.
  { route: 'post /meditation-groups/:id/leave', cells: [401, 'n/a', 'allowed', 'allowed', 409], call: () => ({ method: 'POST', path: `/api/meditation-groups/${w.leavable}/leave` }) },
  { route: 'get /account/export', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'GET', path: '/api/account/export' }) },
  // Names no account: it is always the caller's own. Last, as the person is gone after it (signed in afresh below).
  { route: 'delete /account', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ method: 'DELETE', path: '/api/account' }) },
];

const graphRows = (w: World, unsubscribeToken: () => string): { mutation: string; cells: Cells; call: (caller: Caller) => GraphCall }[] => [
  {
    mutation: 'createCommunity',
    cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'],
    call: () => ({ query: 'mutation { createCommunity(input: { name: "Lantern", intention: LOVE }) { id } }' }),
  },
  {
    mutation: 'updateCommunity',
    cells: [401, 'n/a', 403, 403, 'allowed'],
    call: (caller) => ({ query: 'mutation ($id: ID!, $text: String) { updateCommunity(id: $id, input: { description: $text }) { id } }', variables: { id: w.community, text: `Changed by ${caller}` } }),
  },
  { mutation: 'deleteCommunity', cells: [401, 'n/a', 403, 403, 'allowed'], call: () => ({ query: 'mutation ($id: ID!) { deleteCommunity(id: $id) }', variables: { id: w.doomed } }) },
  { mutation: 'joinCommunity', cells: [401, 'n/a', 409, 'allowed', 409], call: () => ({ query: 'mutation ($id: ID!) { joinCommunity(id: $id) { id } }', variables: { id: w.joinable } }) },
  { mutation: 'leaveCommunity', cells: [401, 'n/a', 'allowed', 'allowed', 409], call: () => ({ query: 'mutation ($id: ID!) { leaveCommunity(id: $id) { id } }', variables: { id: w.leavable } }) },
  {
    mutation: 'createCommunityPost',
    cells: [401, 'n/a', 'allowed', 403, 'allowed'],
    call: (caller) => ({ query: 'mutation ($id: ID!, $text: String!) { createCommunityPost(groupId: $id, input: { content: $text }) { id } }', variables: { id: w.community, text: `Hello from ${caller}` } }),
  },
  {
    mutation: 'createGroupSession',
    cells: [401, 'allowed', 'allowed', 403, 'allowed'],
    call: (caller) => ({
      query: 'mutation ($input: CreateGroupSessionInput!) { createGroupSession(input: $input) { id } }',
      variables: { input: { name: 'Dusk', intention: 'PEACE', scheduledStart: NEXT_WEEK, duration: 10, ...(caller === 'signedIn' ? {} : { groupId: w.community }) } },
    }),
  },
  { mutation: 'joinGroupSession', cells: [401, 'n/a', 'allowed', 403, 'allowed'], call: () => ({ query: 'mutation ($id: ID!) { joinGroupSession(id: $id) { id } }', variables: { id: w.session } }) },
  { mutation: 'leaveGroupSession', cells: [401, 'n/a', 'allowed', 404, 'allowed'], call: () => ({ query: 'mutation ($id: ID!) { leaveGroupSession(id: $id) { id } }', variables: { id: w.session } }) },
  { mutation: 'startGroupSession', cells: [401, 'n/a', 403, 403, 'allowed'], call: () => ({ query: 'mutation ($id: ID!) { startGroupSession(id: $id) { id } }', variables: { id: w.startable } }) },
  {
    mutation: 'leaveClosingLine',
    cells: [401, 'n/a', 'allowed', 403, 'allowed'],
    call: (caller) => ({ query: 'mutation ($id: ID!, $text: String!) { leaveClosingLine(groupSessionId: $id, text: $text) { id } }', variables: { id: w.circle, text: `Thank you, from ${caller}` } }),
  },
  {
    mutation: 'removeClosingLine',
    cells: [401, 'n/a', 'allowed', 403, 'allowed'],
    call: (caller) => ({ query: 'mutation ($session: ID!, $id: ID!) { removeClosingLine(groupSessionId: $session, id: $id) }', variables: { session: w.circle, id: caller === 'member' ? w.memberLine : w.otherLine } }),
  },
  {
    mutation: 'startActiveSession',
    cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'],
    call: () => ({ query: 'mutation { startActiveSession(input: { intention: PEACE, location: "Lisbon, Portugal", duration: 5 }) { state } }' }),
  },
  { mutation: 'updateActiveSession', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ query: 'mutation { updateActiveSession(input: { state: PAUSED }) { state } }' }) },
  { mutation: 'stopActiveSession', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ query: 'mutation { stopActiveSession }' }) },
  {
    mutation: 'completeSession',
    cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'],
    // A sit of its own an hour ago: the REST row's sit of the same person ended just now, and one
    // person's sits never overlap.
    call: () => ({
      query: 'mutation Complete($startedAt: DateTime!) { completeSession(input: { intention: PEACE, location: "Lisbon, Portugal", duration: 5, startedAt: $startedAt }) { session { id } } }',
      variables: { startedAt: new Date(Date.now() - 3_600_000).toISOString() },
    }),
  },
  { mutation: 'setHiddenFromLists', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ query: 'mutation { setHiddenFromLists(hidden: false) { id } }' }) },
  { mutation: 'setLanguage', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ query: 'mutation { setLanguage(language: DE) { id } }' }) },
  { mutation: 'setSessionEmails', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ query: 'mutation { setSessionEmails(enabled: true) { id } }' }) },
  { mutation: 'updatePracticeSettings', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ query: 'mutation { updatePracticeSettings(input: { intervalBellMinutes: 2 }) { intervalBellMinutes } }' }) },
  {
    mutation: 'savePushSubscription',
    cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'],
    call: (caller) => ({ query: 'mutation ($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { id } }', variables: { input: subscriptionOf(caller) } }),
  },
  { mutation: 'deletePushSubscription', cells: [401, 'n/a', 404, 404, 'allowed'], call: () => ({ query: 'mutation ($id: ID!) { deletePushSubscription(id: $id) }', variables: { id: w.device } }) },
  { mutation: 'updateReminderSettings', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ query: 'mutation { updateReminderSettings(input: { streakKeeper: true }) { streakKeeper } }' }) },
  { mutation: 'sendTestSessionEmail', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ query: 'mutation { sendTestSessionEmail { id } }' }) },
  // The signed token of an email's link is the authority, whoever holds it: no session needed.
  {
    mutation: 'unsubscribeSessionEmails',
    cells: ['allowed', 'allowed', 'n/a', 'n/a', 'n/a'],
    call: () => ({ query: 'mutation ($token: String!) { unsubscribeSessionEmails(token: $token) }', variables: { token: unsubscribeToken() } }),
  },
  // Names no account: it is always the caller's own. Last, as the person is gone after it (signed in afresh below).
  { mutation: 'deleteAccount', cells: [401, 'allowed', 'n/a', 'n/a', 'n/a'], call: () => ({ query: 'mutation { deleteAccount }' }) },
];

const GRAPH_CODES: Record<string, Outcome> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

/** The Mutation fields of the public schema. */
function schemaMutations(): string[] {
  const sdl = readFileSync(fileURLToPath(new URL('../../schema.graphql', import.meta.url)), 'utf8');
  return parse(sdl).definitions.flatMap((definition) =>
    (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) && definition.name.value === 'Mutation' ? (definition.fields ?? []).map((field) => field.name.value) : [],
  );
}

const placeholder: World = { community: '', doomed: '', joinable: '', leavable: '', session: '', startable: '', circle: '', memberLine: '', otherLine: '', device: '' };

describe('the authorization matrix', () => {
  let privateStack: PrivateStack;
  let stack: Stack;
  let db: pg.Client;
  let bus: Bus;
  const browsers: Record<Caller, Browser> = { signedOut: new Browser(), signedIn: new Browser(), member: new Browser(), nonMember: new Browser(), owner: new Browser() };
  const people: Partial<Record<Caller, string>> = {};
  let tables: string[] = [];

  /** A fingerprint of every row of the services' own tables (not the derived stats, not sign-in sessions). */
  const fingerprint = async (): Promise<Record<string, string>> => {
    const prints: Record<string, string> = {};
    for (const table of tables) {
      const { rows } = await db.query<{ print: string | null }>(`select md5(string_agg(t::text, '|' order by t::text)) as print from ${table} t`);
      prints[table] = rows[0]?.print ?? 'empty';
    }
    return prints;
  };

  /** The fingerprint once nothing set off by earlier writes is still under way (events, their consumers, emails). */
  const settled = async (): Promise<Record<string, string>> => {
    await stackSettled({ bus, db, schemas: SERVICES });
    return fingerprint();
  };

  /** Signs a caller in (afresh, after they deleted their account), as somebody who signed up a day ago. */
  const signIn = async (caller: Exclude<Caller, 'signedOut'>) => {
    browsers[caller] = new Browser();
    const id = await signInAs(stack.baseUrl, browsers[caller], { email: `${caller.toLowerCase()}@example.com`, firstName: caller, lastName: 'Matrix' });
    people[caller] = id;
    await signedUpADayAgo(db, id);
  };

  /** Seeds one world: its communities with their memberships in both services, and its sessions. */
  const seedWorld = async (): Promise<World> => {
    const world: World = {
      community: randomUUID(),
      doomed: randomUUID(),
      joinable: randomUUID(),
      leavable: randomUUID(),
      session: randomUUID(),
      startable: randomUUID(),
      circle: randomUUID(),
      memberLine: randomUUID(),
      otherLine: randomUUID(),
      device: randomUUID(),
    };
    const owner = people.owner!;
    const member = people.member!;
    const communities: [string, string, number][] = [
      [world.community, 'Quiet Room', 0],
      [world.doomed, 'Passing Cloud', 0],
      [world.joinable, 'Open Door', 1],
      [world.leavable, 'Old Bench', 1],
    ];
    for (const [id, name, isPublic] of communities) {
      await db.query(`insert into communities.meditation_groups (id, name, intention, is_public, created_by) values ($1, $2, 'Peace', $3, $4)`, [id, name, isPublic, owner]);
      await db.query(`insert into communities.group_members (group_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'member')`, [id, owner, member]);
      await db.query(`insert into groups.community_members (group_id, user_id, role, status, at) values ($1, $2, 'owner', 'active', now()), ($1, $3, 'member', 'active', now())`, [id, owner, member]);
      await db.query(`insert into groups.community_privacy (group_id, is_public, at) values ($1, $2, now())`, [id, isPublic]);
    }
    await db.query(`insert into groups.group_sessions (id, name, intention, scheduled_start, duration, created_by, group_id, status) values ($1, 'Far Ahead', 'Peace', $2, 10, $3, $4, 'scheduled')`, [world.session, SCHEDULED, owner, world.community]);
    await db.query(`insert into groups.group_session_participants (group_session_id, user_id) values ($1, $2)`, [world.session, owner]);
    await db.query(
      `insert into groups.group_sessions (id, name, intention, scheduled_start, duration, created_by, group_id, status) values ($1, 'Just Now', 'Peace', now() - interval '30 seconds', 10, $2, $3, 'scheduled')`,
      [world.startable, owner, world.community],
    );
    await db.query(
      `insert into groups.group_sessions (id, name, intention, scheduled_start, duration, created_by, group_id, status, started_at, ends_at)
       values ($1, 'Sat Together', 'Peace', now() - interval '1 hour', 10, $2, $3, 'completed', now() - interval '1 hour', now() - interval '50 minutes')`,
      [world.circle, owner, world.community],
    );
    const someone = randomUUID();
    await db.query(`insert into groups.group_session_participants (group_session_id, user_id) values ($1, $2), ($1, $3), ($1, $4)`, [world.circle, owner, member, someone]);
    await db.query(`insert into groups.closing_lines (id, group_session_id, user_id, text, written_at) values ($1, $2, $3, 'Thank you all', now()), ($4, $2, $5, 'Until next time', now())`, [
      world.memberLine,
      world.circle,
      member,
      world.otherLine,
      someone,
    ]);
    await db.query(`insert into notification.push_subscriptions (id, user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4, $5)`, [world.device, owner, `https://fcm.googleapis.com/fcm/send/${world.device}`, browserKeys.p256dh, browserKeys.auth]);
    return world;
  };

  beforeAll(async () => {
    privateStack = await startPrivateStack('authorization', {
      // The matrix writes far faster than a person does.
      env: { RATE_LIMIT_WRITES_PER_USER: '10000', RATE_LIMIT_WRITES_PER_ADDRESS: '10000' },
      // A busy machine may take a while to start eight processes.
      readyTimeoutMs: 120_000,
    });
    ({ stack, db, bus } = privateStack);
    for (const caller of ['signedIn', 'member', 'nonMember', 'owner'] as const) await signIn(caller);
    const { rows } = await db.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables where table_type = 'BASE TABLE' and table_schema in ('meditation', 'groups', 'communities', 'notification') order by 1`,
    );
    tables = rows.map((row) => row.name);
  }, 180_000);

  afterAll(async () => {
    await privateStack?.stop();
  });

  it('has a row for every REST route, and only for those', () => {
    expect(restRows(placeholder).map((row) => row.route).sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it('has a row for every mutation of the schema, and only for those', () => {
    expect(graphRows(placeholder, () => '').map((row) => row.mutation).sort()).toEqual(schemaMutations().sort());
  });

  /** Runs every applicable cell of a table in order, each caller in turn; a refused write must change no table. */
  const runMatrix = async <Row extends { cells: Cells }>(rows: Row[], name: (row: Row) => string, ask: (row: Row, caller: Caller) => Promise<{ outcome: Outcome; write: boolean }>) => {
    const seen: Record<string, Cells> = {};
    const expected: Record<string, Cells> = {};
    const changed: string[] = [];
    for (const row of rows) {
      const outcomes = CALLERS.map<Outcome>(() => 'n/a');
      for (const [index, caller] of CALLERS.entries()) {
        const want = row.cells[index]!;
        if (want === 'n/a') continue;
        const refused = want !== 'allowed';
        const before = refused ? await settled() : undefined;
        const { outcome, write } = await ask(row, caller);
        outcomes[index] = outcome;
        if (before && write && outcome === want) {
          const after = await fingerprint();
          const tablesChanged = Object.keys(after).filter((table) => after[table] !== before[table]);
          if (tablesChanged.length > 0) changed.push(`${name(row)} as ${caller}: ${tablesChanged.join(', ')}`);
        }
      }
      seen[name(row)] = outcomes as unknown as Cells;
      expected[name(row)] = row.cells;
    }
    expect(seen).toEqual(expected);
    expect(changed).toEqual([]);
  };

  it('answers each REST route as its row says, for every kind of caller, and a refused write changes nothing', async () => {
    const world = await seedWorld();
    await runMatrix(
      restRows(world),
      (row) => row.route,
      async (row, caller) => {
        const call = row.call(caller);
        const response = await callApi(stack.baseUrl, browsers[caller], call);
        const outcome: Outcome = response.status >= 200 && response.status < 300 ? 'allowed' : ([401, 403, 404, 409] as const).find((status) => status === response.status) ?? (response.status as never);
        return { outcome, write: call.method !== 'GET' };
      },
    );
    await signIn('signedIn');
  }, 300_000);

  it('answers each GraphQL mutation as its row says, for every kind of caller, and a refused one changes nothing', async () => {
    const world = await seedWorld();
    // An unsubscribe link of the signed-in person's, from a test email sent to them.
    const inbox = stack.mail!;
    const ask = (caller: Caller, call: GraphCall) =>
      browsers[caller].request(`${stack.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: stack.baseUrl }, body: JSON.stringify(call) });
    const address = 'signedin@example.com';
    const sent = (await inbox.read(address)).length;
    await ask('signedIn', { query: 'mutation { sendTestSessionEmail { id } }' });
    await inbox.waitForCount(sent + 1, { address });
    const [mail] = (await inbox.read(address)).slice(-1);
    const token = new URL(/^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    await runMatrix(
      graphRows(world, () => token),
      (row) => row.mutation,
      async (row, caller) => {
        const answer = (await (await ask(caller, row.call(caller))).json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
        const code = answer.errors?.[0]?.extensions?.code;
        const outcome: Outcome = code === undefined ? 'allowed' : GRAPH_CODES[code] ?? (code as never);
        return { outcome, write: true };
      },
    );
    await signIn('signedIn');
  }, 300_000);

  it("shows a private community's live and coming sessions, in the graph and in its calendar feed, to its members only", async () => {
    const world = await seedWorld();
    const seen: Record<string, unknown> = {};
    for (const caller of ['signedOut', 'nonMember', 'member', 'owner'] as const) {
      const answer = (await (
        await browsers[caller].request(`${stack.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: stack.baseUrl },
          body: JSON.stringify({ query: 'query ($id: ID!) { community(id: $id) { upcomingSessions { name } liveSession { name } } }', variables: { id: world.community } }),
        })
      ).json()) as { data: { community: { upcomingSessions: { name: string }[]; liveSession: { name: string } | null } } };
      const feed = await (await browsers[caller].request(`${stack.baseUrl}/api/meditation-groups/${world.community}/calendar.ics`)).text();
      seen[caller] = { graph: answer.data.community.upcomingSessions.map((session) => session.name), calendar: /SUMMARY:Far Ahead/.test(feed) };
    }
    expect(seen).toEqual({
      signedOut: { graph: [], calendar: false },
      nonMember: { graph: [], calendar: false },
      member: { graph: ['Just Now', 'Far Ahead'], calendar: true },
      owner: { graph: ['Just Now', 'Far Ahead'], calendar: true },
    });
  });

  it('refuses, for every kind of caller, a write asked twice under aliases, and it changes nothing', async () => {
    const world = await seedWorld();
    const outcomes: Record<string, number> = {};
    const before = await settled();
    for (const caller of CALLERS) {
      const response = await browsers[caller].request(`${stack.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: stack.baseUrl },
        body: JSON.stringify({
          query: 'mutation ($id: ID!) { a: createCommunityPost(groupId: $id, input: { content: "One" }) { id } b: createCommunityPost(groupId: $id, input: { content: "Two" }) { id } }',
          variables: { id: world.community },
        }),
      });
      await response.arrayBuffer();
      outcomes[caller] = response.status;
    }
    expect(outcomes).toEqual(Object.fromEntries(CALLERS.map((caller) => [caller, 400])));
    expect(await fingerprint()).toEqual(before);
  });

  it("keeps each person's Idempotency-Key to themselves: the same key from someone else records their own sit, never answers another's", async () => {
    const key = randomUUID();
    const post = async (caller: Caller) => {
      const response = await browsers[caller].request(`${stack.baseUrl}/api/meditation-sessions`, {
        method: 'POST',
        headers: { accept: 'application/json', origin: stack.baseUrl, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(practice),
      });
      return { status: response.status, json: (await response.json()) as { id: string } };
    };
    const member = await post('member');
    const stranger = await post('nonMember');
    expect([member.status, stranger.status]).toEqual([201, 201]);
    expect(stranger.json.id).not.toBe(member.json.id);
    expect((await post('member')).json).toEqual(member.json);
    expect((await post('signedOut')).status).toBe(401);
  });

  it('keeps the fingerprint honest: an allowed write shows in it', async () => {
    const before = await settled();
    await browsers.owner.request(`${stack.baseUrl}/api/meditation-groups`, {
      method: 'POST',
      headers: { accept: 'application/json', origin: stack.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Proof', intention: 'Unity' }),
    });
    await waitFor('the new community to show', async () => JSON.stringify(await fingerprint()) !== JSON.stringify(before), 5_000);
  });
});

