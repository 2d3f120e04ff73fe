/**
 * A group session's page as its tests render it: the graph's answers, a live connection the test
 * speaks for, and a server clock three hours ahead of the device's.
 */
import { ApolloProvider } from '@apollo/client/react';
import type { GroupSessionLiveMessage } from '@peace/proto/live';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthProvider } from '../src/auth/AuthProvider';
import type { CurrentUser } from '../src/auth/currentUser';
import { ClockOffsetEstimator } from '../src/lib/clockOffset';
import { LiveContext, type Live } from '../src/live/LiveProvider';
import { ServerClockContext } from '../src/live/serverClock';
import GroupSession from '../src/pages/GroupSession';
import { fakeGraphql, type Handler } from './fakeGraphql';

export const member: CurrentUser = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };
export const creator: CurrentUser = { ...member, id: 'u2', firstName: 'Grace' };
export const hour = 60 * 60_000;
/** The device in these tests runs three hours behind the server. */
export const SERVER_AHEAD_MS = 3 * hour;

/** A fellow participant as the graph shows them: by first name only. */
export const person = (id: string, firstName: string) => ({ __typename: 'Companion', id, firstName });

/** A group session as the graph answers it; times are given relative to the server's clock. */
export function session(extra: Record<string, unknown> = {}, startsInMs = 2 * hour) {
  const serverNow = Date.now() + SERVER_AHEAD_MS;
  return {
    __typename: 'GroupSession',
    id: 's1',
    name: 'Sunrise sit',
    description: 'Ten quiet minutes before the day begins',
    intention: 'NON_VIOLENCE',
    scheduledStart: '2030-06-15T11:30:00.000Z',
    startsAt: new Date(serverNow + startsInMs).toISOString(),
    endsAt: new Date(serverNow + startsInMs + 10 * 60_000).toISOString(),
    duration: 10,
    maxParticipants: 20,
    participantCount: 7,
    status: 'SCHEDULED',
    startOnTime: false,
    remainingSeconds: null,
    createdBy: 'u2',
    groupId: null,
    joined: false,
    creator: person('u2', 'Grace'),
    participants: [
      { __typename: 'GroupSessionParticipant', joinedAt: '2030-06-15T10:00:00.000Z', status: 'JOINED', user: person('u2', 'Grace') },
      { __typename: 'GroupSessionParticipant', joinedAt: '2030-06-15T10:05:00.000Z', status: 'JOINED', user: person('u3', 'Alan') },
    ],
    ...extra,
  };
}

/** An active session with `leftMs` to go by the server's clock. */
export function liveSession(leftMs: number, extra: Record<string, unknown> = {}) {
  const serverNow = Date.now() + SERVER_AHEAD_MS;
  return session({
    status: 'ACTIVE',
    joined: true,
    startsAt: new Date(serverNow + leftMs - 10 * 60_000).toISOString(),
    endsAt: new Date(serverNow + leftMs).toISOString(),
    ...extra,
  });
}

export function skewedClock(): ClockOffsetEstimator {
  const clock = new ClockOffsetEstimator();
  clock.add({ offsetMs: SERVER_AHEAD_MS, roundTripMs: 20 });
  return clock;
}

function page(user: CurrentUser | null, wrap: (children: ReactNode) => ReactNode = (children) => children) {
  render(
    <AuthProvider initial={{ status: 'ready', user }}>
      <MemoryRouter initialEntries={['/groups/s1']}>
        {wrap(
          <Routes>
            <Route path="/groups/:sessionId" element={<GroupSession />} />
          </Routes>,
        )}
      </MemoryRouter>
    </AuthProvider>,
  );
}

/** A live connection the test speaks for: what pages watch, and a way to push what the server would. */
function fakeLive() {
  const listeners = new Set<{ ids: readonly string[]; listener: (message: GroupSessionLiveMessage) => void }>();
  const sent: unknown[] = [];
  const value: Live = {
    meditatorCount: 0,
    intentionCounts: null,
    connected: true,
    send: (message) => sent.push(message),
    watchGroupSessions: (watch, listener) => {
      const entry = { ids: watch.ids ?? [], listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
  const push = (message: GroupSessionLiveMessage) =>
    act(() => {
      for (const { ids, listener } of listeners) if (ids.includes(message.groupSessionId)) listener(message);
    });
  return { value, push, sent };
}

export function renderAs(user: CurrentUser | null, handlers: Record<string, Handler>, clock = skewedClock()) {
  // Every sit that opens also runs on the server.
  const server = fakeGraphql({
    StartActiveSession: () => ({ startActiveSession: null }),
    StopActiveSession: () => ({ stopActiveSession: true }),
    ...handlers,
  });
  const live = fakeLive();
  page(user, (children) => (
    <ApolloProvider client={server.client}>
      <LiveContext value={live.value}>
        <ServerClockContext value={clock}>{children}</ServerClockContext>
      </LiveContext>
    </ApolloProvider>
  ));
  return { server, clock, live };
}

export const answer = (groupSession: unknown) => () => ({ groupSession });
