import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { AuthProvider } from '../auth/AuthProvider';
import type { CurrentUser } from '../auth/currentUser';
import { ClockOffsetEstimator } from '../lib/clockOffset';
import type { GroupSessionLiveMessage } from '@peace/proto/live';
import { LiveValueProvider, type Live } from '../live/LiveProvider';
import { ServerClockProvider } from '../live/serverClock';
import { Toaster } from '../ui/Toaster';
import { currentToasts, resetToasts } from '../ui/toastStore';
import GroupSession from './GroupSession';

const member: CurrentUser = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };
const creator: CurrentUser = { ...member, id: 'u2', firstName: 'Grace' };
const hour = 60 * 60_000;
/** The device in these tests runs three hours behind the server. */
const SERVER_AHEAD_MS = 3 * hour;

const person = (id: string, firstName: string) => ({ __typename: 'User', id, firstName, lastName: null, profileImageUrl: null });

/** A group session as the graph answers it; times are given relative to the server's clock. */
function session(extra: Record<string, unknown> = {}, startsInMs = 2 * hour) {
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
    remainingSeconds: null,
    createdBy: 'u2',
    groupId: null,
    joined: false,
    creator: { ...person('u2', 'Grace'), lastName: 'Hopper' },
    participants: [
      { __typename: 'GroupSessionParticipant', joinedAt: '2030-06-15T10:00:00.000Z', status: 'JOINED', user: { ...person('u2', 'Grace'), lastName: 'Hopper' } },
      { __typename: 'GroupSessionParticipant', joinedAt: '2030-06-15T10:05:00.000Z', status: 'JOINED', user: person('u3', 'Alan') },
    ],
    ...extra,
  };
}

/** An active session with `leftMs` to go by the server's clock. */
function liveSession(leftMs: number, extra: Record<string, unknown> = {}) {
  const serverNow = Date.now() + SERVER_AHEAD_MS;
  return session({
    status: 'ACTIVE',
    joined: true,
    startsAt: new Date(serverNow + leftMs - 10 * 60_000).toISOString(),
    endsAt: new Date(serverNow + leftMs).toISOString(),
    ...extra,
  });
}

function skewedClock(): ClockOffsetEstimator {
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

function renderAs(user: CurrentUser | null, handlers: Record<string, Handler>, clock = skewedClock()) {
  // Every sit that opens also runs on the server.
  const server = fakeGraphql({
    StartActiveSession: () => ({ startActiveSession: null }),
    StopActiveSession: () => ({ stopActiveSession: true }),
    ...handlers,
  });
  const live = fakeLive();
  page(user, (children) => (
    <ApolloProvider client={server.client}>
      <LiveValueProvider value={live.value}>
        <ServerClockProvider estimator={clock}>{children}</ServerClockProvider>
      </LiveValueProvider>
    </ApolloProvider>
  ));
  return { server, clock, live };
}

const answer = (groupSession: unknown) => () => ({ groupSession });

describe('Group session page', () => {
  let bells: number;
  beforeEach(() => {
    bells = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'debug').mockImplementation(() => {});
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => {
      bells += 1;
      return Promise.resolve();
    });
  });
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
  });

  it('shows the session with its intention in words, participants against the limit, who hosts it and the Creator badge', async () => {
    const { server } = renderAs(member, { GroupSession: answer(session({ joined: true })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.getByText('Non-Violence')).toBeInTheDocument();
    expect(screen.getByText(/7\/20 participants/)).toBeInTheDocument();
    expect(screen.getByText(/Hosted by Grace Hopper/)).toBeInTheDocument();
    expect(screen.getByText(/EST$/)).toBeInTheDocument();
    expect(screen.getByText('Starts in 2 hours')).toBeInTheDocument();
    const participants = screen.getByRole('list', { name: 'Participants' });
    expect(within(participants).getByText('Grace Hopper').closest('li')).toHaveTextContent('Creator');
    expect(within(participants).getByText('Alan').closest('li')).not.toHaveTextContent('Creator');
    expect(server.calls('GroupSession')[0]).toEqual({ name: 'GroupSession', variables: { id: 's1' } });
  });

  it('says Time not available for a start it cannot read', async () => {
    renderAs(member, { GroupSession: answer(session({ joined: true, scheduledStart: 'soon', startsAt: 'soon' })) });
    expect(await screen.findByText(/Time not available/)).toBeInTheDocument();
    expect(screen.queryByText(/Ready to start|Starts in/)).not.toBeInTheDocument();
  });

  it('shows Session Not Found for a session the graph does not have', async () => {
    renderAs(member, { GroupSession: answer(null) });
    expect(await screen.findByRole('heading', { name: 'Session Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Active Sessions' })).toHaveAttribute('href', '/groups');
    expect(screen.getByRole('link', { name: 'Browse Communities' })).toHaveAttribute('href', '/communities');
  });

  it('shows a failed read with a retry rather than calling the session missing', async () => {
    let failing = true;
    renderAs(member, {
      GroupSession: () => {
        if (failing) throw new Error('gateway unreachable');
        return { groupSession: session({ joined: true }) };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load this session' })).toBeInTheDocument();
    expect(screen.queryByText('Session Not Found')).not.toBeInTheDocument();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in to join, coming back to this page, and joins nobody', async () => {
    const { server } = renderAs(null, { GroupSession: answer(session({ participants: [] })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In to Join Session' })).toHaveAttribute('href', '/api/login?returnTo=%2Fgroups%2Fs1');
    expect(screen.queryByRole('button', { name: 'Join Session' })).not.toBeInTheDocument();
    expect(server.calls('JoinGroupSession')).toHaveLength(0);
  });

  it('joins a signed-in visitor once on arrival, and not again after they leave', async () => {
    let joined = false;
    const { server } = renderAs(member, {
      GroupSession: () => ({ groupSession: session({ joined }) }),
      JoinGroupSession: () => {
        joined = true;
        return { joinGroupSession: session({ joined: true, participantCount: 8 }) };
      },
      LeaveGroupSession: () => {
        joined = false;
        return { leaveGroupSession: session({ joined: false, participantCount: 7 }) };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Session' }));
    expect(await screen.findByRole('button', { name: 'Join Session' })).toBeInTheDocument();
    expect(server.calls('LeaveGroupSession')).toEqual([{ name: 'LeaveGroupSession', variables: { id: 's1' } }]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.calls('JoinGroupSession')).toHaveLength(1);
    expect(screen.getByText(/7\/20 participants/)).toBeInTheDocument();
  });

  it('shows a refused join as a toast in the server’s words, not as a console warning, and still offers Join Session', async () => {
    render(<Toaster />);
    renderAs(member, {
      GroupSession: answer(session()),
      JoinGroupSession: () => ({
        joinGroupSession: () => {
          throw new GraphQLError('This session is full', { extensions: { code: 'CONFLICT' } });
        },
      }),
    });
    expect(await screen.findByText('This session is full')).toBeVisible();
    expect(screen.getByText('Failed to join')).toBeVisible();
    expect(currentToasts()[0]).toMatchObject({ variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Join Session' })).toBeInTheDocument();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('shows a leave that could not reach the server as a toast in its own words', async () => {
    render(<Toaster />);
    renderAs(member, {
      GroupSession: answer(session({ joined: true })),
      LeaveGroupSession: () => Promise.reject(new Error('offline')),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Session' }));
    expect(await screen.findByText('Could not leave the meditation session.')).toBeVisible();
    expect(screen.getByText('Failed to leave')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it("shows a non-member of a private community the way to the community instead of a join that can only fail", async () => {
    const community = { __typename: 'Community', id: 'g1', name: 'Quiet Harbour', isPublic: 0, myRole: null };
    const { server } = renderAs(member, {
      GroupSession: answer(session({ groupId: 'g1', participants: [] })),
      GroupSessionCommunity: () => ({ community }),
    });
    expect(await screen.findByRole('heading', { name: 'Members Only' })).toBeInTheDocument();
    expect(screen.getByText(/This session belongs to Quiet Harbour, a private community\. Only members of this community can join its sessions\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Community' })).toHaveAttribute('href', '/communities/g1');
    expect(screen.queryByRole('button', { name: 'Join Session' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.calls('JoinGroupSession')).toHaveLength(0);
  });

  it("opens no sit for a non-member of a private community when its session is live, and shows them the way to the community", async () => {
    const { server } = renderAs(member, {
      GroupSession: answer(liveSession(5 * 60_000, { joined: false, groupId: 'g1', participants: [] })),
      GroupSessionCommunity: () => ({ community: { __typename: 'Community', id: 'g1', name: 'Quiet Harbour', isPublic: 0, myRole: null } }),
    });
    expect(await screen.findByRole('heading', { name: 'Members Only' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Live meditation session')).not.toBeInTheDocument();
    expect(server.calls('StartActiveSession')).toHaveLength(0);
    expect(server.calls('JoinGroupSession')).toHaveLength(0);
  });

  it("joins a member of a private community's session on arrival as any other", async () => {
    const { server } = renderAs(member, {
      GroupSession: answer(session({ groupId: 'g1' })),
      GroupSessionCommunity: () => ({ community: { __typename: 'Community', id: 'g1', name: 'Quiet Harbour', isPublic: 0, myRole: 'MEMBER' } }),
      JoinGroupSession: () => ({ joinGroupSession: session({ groupId: 'g1', joined: true, participantCount: 8 }) }),
    });
    expect(await screen.findByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Members Only' })).not.toBeInTheDocument();
    expect(server.calls('JoinGroupSession')).toHaveLength(1);
  });

  it.each(['COMPLETED', 'CANCELLED'])('offers a participant neither Leave nor Join once the session is %s', async (status) => {
    renderAs(member, { GroupSession: answer(session({ joined: true, status }, -2 * hour)) });
    expect(await screen.findByRole('heading', { name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Session' })).not.toBeInTheDocument();
  });

  it('shows Start Meditation only to the creator, and only once the start has arrived by the server clock', async () => {
    // By the device's clock (three hours behind) this start is hours away; by the server's it has just passed.
    renderAs(creator, { GroupSession: answer(session({ joined: true }, -60_000)) });
    expect(await screen.findByRole('button', { name: 'Start Meditation' })).toBeInTheDocument();
    expect(screen.getByText('Ready to start')).toBeInTheDocument();
  });

  it('hides Start Meditation from the creator before the start, and from everyone else', async () => {
    renderAs(creator, { GroupSession: answer(session({ joined: true }, 60_000)) });
    expect(await screen.findByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Meditation' })).not.toBeInTheDocument();
  });

  it('hides Start Meditation from a participant who did not create the session', async () => {
    renderAs(member, { GroupSession: answer(session({ joined: true }, -60_000)) });
    expect(await screen.findByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Meditation' })).not.toBeInTheDocument();
  });

  it('starts through the graph and opens the live sit with the bell', async () => {
    const { server } = renderAs(creator, {
      GroupSession: answer(session({ joined: true }, -60_000)),
      StartGroupSession: () => ({ startGroupSession: liveSession(10 * 60_000, { remainingSeconds: 600 }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Meditation' }));
    expect(await screen.findByText('Live meditation session')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(10:00|9:59)$/);
    expect(server.calls('StartGroupSession')).toEqual([{ name: 'StartGroupSession', variables: { id: 's1' } }]);
    expect(bells).toBe(1);
  });

  it('counts down to the server’s end under a device clock hours wrong, and never goes up', async () => {
    const { clock } = renderAs(member, { GroupSession: answer(liveSession(150_500)) });
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('2:31');
    // A better measurement that would put the end two seconds later: the countdown does not go back up.
    act(() => clock.add({ offsetMs: SERVER_AHEAD_MS - 2000, roundTripMs: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(['2:31', '2:30']).toContain(timer.textContent);
  });

  it('reads the group’s time from the answer itself before the socket has measured the clock', async () => {
    // No measurement yet, and the device three hours behind: the answer's remainingSeconds sets the clock.
    const { server } = renderAs(member, { GroupSession: answer(liveSession(150_500, { remainingSeconds: 150 })) }, new ClockOffsetEstimator());
    const timer = await screen.findByRole('timer');
    expect(['2:30', '2:29']).toContain(timer.textContent);
    expect(server.calls('CompleteSession')).toHaveLength(0);
  });

  it('pauses the view while the group runs on, and catches up on play', async () => {
    renderAs(member, { GroupSession: answer(liveSession(150_500)) });
    const timer = await screen.findByRole('timer');
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const held = timer.textContent;
    // A second on the clock, with every tick it brings drawn before the timer is read.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(timer.textContent).toBe(held);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(timer.textContent).not.toBe(held);
  });

  it('pages the circle twelve at a time', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      __typename: 'GroupSessionParticipant',
      joinedAt: '2030-06-15T10:00:00.000Z',
      status: 'JOINED',
      user: person(`p${i}`, `Person ${i}`),
    }));
    renderAs(member, { GroupSession: answer(liveSession(150_500, { participants: many })) });
    const circle = await screen.findByRole('list', { name: 'Participants in the circle' });
    expect(circle.querySelectorAll('li')).toHaveLength(12);
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next participants' }));
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Participants in the circle' }).querySelectorAll('li')).toHaveLength(2);
  });

  it('records the sit at zero with the session’s length, then thanks and shows each achievement', async () => {
    const { server } = renderAs(member, {
      GroupSession: answer(liveSession(1200)),
      CompleteSession: () => ({
        completeSession: {
          session: { __typename: 'MeditationSession', id: 'm1', intention: 'NON_VIOLENCE', location: 'Group Session: Sunrise sit', duration: 10, timestamp: '2030-06-15T11:40:00.000Z' },
          newAchievements: [{ __typename: 'Achievement', id: 'a1', name: 'Together', description: 'First group sit', rarity: 'RARE' }],
        },
      }),
    });
    expect(await screen.findByText('Live meditation session')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('CompleteSession')).toHaveLength(1), { timeout: 3000 });
    expect(server.calls('CompleteSession')[0]!.variables).toMatchObject({
      input: { intention: 'NON_VIOLENCE', location: 'Group Session: Sunrise sit', duration: 10, groupSessionId: 's1' },
    });
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Meditation completed!', description: 'Your time has been logged.' }));
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Achievement Unlocked!', description: 'Together: First group sit' }), {
      timeout: 3000,
    });
    expect(screen.queryByText('Live meditation session')).not.toBeInTheDocument();
    expect(bells).toBe(2);
    // The completion ends the sit on the server; it is not stopped as if the person had left.
    expect(server.calls('StopActiveSession')).toHaveLength(0);
  });

  it('says well done without recording when the sit could not be saved', async () => {
    renderAs(member, {
      GroupSession: answer(liveSession(1200)),
      CompleteSession: () => Promise.reject(new Error('offline')),
    });
    await waitFor(
      () => expect(currentToasts()[0]).toMatchObject({ title: 'Meditation complete!', description: 'Well done on completing the group meditation session.' }),
      { timeout: 3000 },
    );
  });

  it('records nothing for a visitor, and does not open a sit that was already over', async () => {
    const { server } = renderAs(null, { GroupSession: answer(liveSession(-5000, { participants: [] })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.queryByText('Live meditation session')).not.toBeInTheDocument();
    expect(server.calls('CompleteSession')).toHaveLength(0);
  });

  it('goes live the moment the socket says the creator started it, with no reload', async () => {
    let started = false;
    const { server, live } = renderAs(member, {
      GroupSession: () => ({ groupSession: started ? liveSession(10 * 60_000, { remainingSeconds: 600 }) : session({ joined: true }, -60_000) }),
    });
    expect(await screen.findByRole('button', { name: 'Leave Session' })).toBeInTheDocument();
    started = true;
    live.push({ type: 'groupSessionStatus', groupSessionId: 's1', status: 'active', endsAt: new Date(Date.now() + SERVER_AHEAD_MS + 600_000).toISOString() });
    // Well before the next scheduled read: the push alone brings it.
    expect(await screen.findByText('Live meditation session', {}, { timeout: 1000 })).toBeInTheDocument();
    expect(server.calls('GroupSession')).toHaveLength(2);
  });

  it('badges as Meditating exactly the people the server says are sitting, as it says so', async () => {
    const { live } = renderAs(member, { GroupSession: answer(session({ joined: true }, -60_000)) });
    const participants = await screen.findByRole('list', { name: 'Participants' });
    const row = (name: string) => within(participants).getByText(name).closest('li');
    expect(row('Grace Hopper')).not.toHaveTextContent('Meditating');
    live.push({ type: 'groupSessionPresence', groupSessionId: 's1', meditating: ['u3'] });
    expect(row('Alan')).toHaveTextContent('Meditating');
    expect(row('Grace Hopper')).not.toHaveTextContent('Meditating');
    live.push({ type: 'groupSessionPresence', groupSessionId: 's1', meditating: ['u2'] });
    expect(row('Alan')).not.toHaveTextContent('Meditating');
    expect(row('Grace Hopper')).toHaveTextContent('Meditating');
  });

  it('runs the sit on the server while it is open, tied to the session, and stops it when the person leaves before the end', async () => {
    const { server, live } = renderAs(member, { GroupSession: answer(liveSession(5 * 60_000, { remainingSeconds: 300 })) });
    expect(await screen.findByText('Live meditation session')).toBeInTheDocument();
    await waitFor(() => expect(server.calls('StartActiveSession')).toHaveLength(1));
    expect(server.calls('StartActiveSession')[0]).toEqual({
      name: 'StartActiveSession',
      variables: { input: { intention: 'NON_VIOLENCE', location: 'Group Session: Sunrise sit', duration: 10, groupSessionId: 's1' } },
    });
    expect(live.sent).toContainEqual({ type: 'startMeditation', userId: 'u1', intention: 'Non-Violence' });
    cleanup();
    await waitFor(() => expect(server.calls('StopActiveSession')).toHaveLength(1));
    expect(live.sent.at(-1)).toEqual({ type: 'endMeditation', userId: 'u1' });
  });
});
