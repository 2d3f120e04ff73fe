import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GroupSessionLiveMessage } from '@peace/proto/live';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { AuthProvider } from '../auth/AuthProvider';
import { deferred, fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { LiveContext, type Live } from '../live/LiveProvider';
import { Toaster } from '../ui/Toaster';
import { resetToasts } from '../ui/toastStore';
import Groups from './Groups';
import { LanguageProvider } from '../i18n/LanguageProvider';

const hour = 60 * 60_000;

/** A group session as the graph answers it. */
function groupSession(id: string, name: string, startsIn: number, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'GroupSession',
    id,
    name,
    description: null,
    intention: 'NON_VIOLENCE',
    scheduledStart: new Date(Date.now() + startsIn).toISOString(),
    duration: 10,
    maxParticipants: 50,
    participantCount: 3,
    status: 'SCHEDULED',
    startOnTime: false,
    remainingSeconds: null,
    startsAt: new Date(Date.now() + startsIn).toISOString(),
    endsAt: new Date(Date.now() + startsIn + 10 * 60_000).toISOString(),
    createdBy: 'u2',
    joined: false,
    creator: { __typename: 'User', id: 'u2', firstName: 'Grace', lastName: null, profileImageUrl: null },
    participants: [],
    ...extra,
  };
}

/** The list's live connection: what it watches, and the server's pushes the test makes. */
const listeners = new Set<{ list: boolean; listener: (message: GroupSessionLiveMessage) => void }>();
const live: Live = {
  meditatorCount: 0,
  intentionCounts: null,
  connected: true,
  send: () => {},
  watchGroupSessions: (watch, listener) => {
    const entry = { list: watch.list === true, listener };
    listeners.add(entry);
    return () => listeners.delete(entry);
  },
};
const push = (message: GroupSessionLiveMessage) =>
  act(() => {
    for (const { list, listener } of listeners) if (list) listener(message);
  });

function renderPage(GroupSessions: Handler) {
  const server = fakeGraphql({ GroupSessions });
  render(
    <ApolloProvider client={server.client}>
      <LiveContext value={live}>
        <MemoryRouter>
          <Groups />
        </MemoryRouter>
      </LiveContext>
    </ApolloProvider>,
  );
  return server;
}

describe('Group sessions page', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('moves a session to Live Now, and drops a finished one, the moment the socket says so', async () => {
    let status = 'SCHEDULED';
    const server = renderPage(() => ({ groupSessions: status === 'COMPLETED' ? [] : [groupSession('s1', 'Sunrise sit', 2 * hour, { status })] }));
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Sessions' });
    await within(upcoming).findByText('Sunrise sit');
    status = 'ACTIVE';
    push({ type: 'groupSessionStatus', groupSessionId: 's1', status: 'active', endsAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    const liveNow = await screen.findByRole('region', { name: 'Live Now' });
    expect(within(liveNow).getByText('Sunrise sit')).toBeInTheDocument();
    status = 'COMPLETED';
    push({ type: 'groupSessionStatus', groupSessionId: 's1', status: 'completed', endsAt: new Date().toISOString() });
    await waitFor(() => expect(screen.queryByText('Sunrise sit')).not.toBeInTheDocument());
    expect(server.calls('GroupSessions')).toHaveLength(3);
  });

  it('says it is loading, then shows live and upcoming sessions with their participants against the limit', async () => {
    const answer = deferred<unknown>();
    renderPage(() => answer.promise);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sessions...');

    answer.resolve({
      groupSessions: [
        groupSession('s1', 'Sunrise sit', 2 * hour),
        groupSession('s2', 'Midday calm', -2 * 60_000, { status: 'ACTIVE', participantCount: 12 }),
      ],
    });
    const upcoming = (await screen.findByRole('heading', { name: 'Sunrise sit' })).closest('li')!;
    expect(upcoming).toHaveTextContent('Non-Violence');
    expect(upcoming).toHaveTextContent('3/50');
    expect(within(upcoming).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/groups/s1');

    const live = within(screen.getByRole('region', { name: 'Live Now' })).getByRole('heading', { name: 'Midday calm' }).closest('li')!;
    expect(live).toHaveTextContent('12/50');
    expect(within(live).getByRole('link', { name: 'Enter' })).toHaveAttribute('href', '/groups/s2');
  });

  it('invites to create the first session when there is none', async () => {
    renderPage(() => ({ groupSessions: [] }));
    expect(await screen.findByText('No upcoming sessions')).toBeInTheDocument();
    expect(screen.getByText('Be the first to create a group meditation session')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create First Session' })).toBeInTheDocument();
  });

  it('shows a failed read with a retry, never as "No upcoming sessions"', async () => {
    let failing = true;
    const server = renderPage(() => {
      if (failing) throw new Error('gateway unreachable');
      return { groupSessions: [groupSession('s1', 'Sunrise sit', hour)] };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load sessions');
    expect(screen.queryByText('No upcoming sessions')).not.toBeInTheDocument();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.calls('GroupSessions')).toHaveLength(2);
  });

  /** The page for Ada (u1), with the toasts a person would see. */
  function renderSignedIn(handlers: Record<string, Handler>) {
    const server = fakeGraphql(handlers);
    render(
      <AuthProvider initial={{ status: 'ready', user: { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null } }}>
        <ApolloProvider client={server.client}>
          <MemoryRouter>
            <Groups />
            <Toaster />
          </MemoryRouter>
        </ApolloProvider>
      </AuthProvider>,
      { wrapper: LanguageProvider },
    );
    return server;
  }

  it('joins through the graph, reads the list again for the new count, and then offers Leave', async () => {
    let joined = false;
    const server = renderSignedIn({
      GroupSessions: () => ({ groupSessions: [groupSession('s1', 'Sunrise sit', hour, { participantCount: joined ? 4 : 3, joined })] }),
      JoinGroupSession: () => {
        joined = true;
        return { joinGroupSession: groupSession('s1', 'Sunrise sit', hour, { participantCount: 4, joined: true }) };
      },
      LeaveGroupSession: () => {
        joined = false;
        return { leaveGroupSession: groupSession('s1', 'Sunrise sit', hour, { participantCount: 3, joined: false }) };
      },
    });
    const card = (await screen.findByRole('heading', { name: 'Sunrise sit' })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(card).toHaveTextContent('4/50'));
    expect(server.calls('JoinGroupSession')).toEqual([{ name: 'JoinGroupSession', variables: { id: 's1' } }]);
    expect(server.calls('GroupSessions')).toHaveLength(2);
    expect(within(card).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(card).toHaveTextContent('3/50'));
    expect(within(card).getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('offers the creator of a session neither Join nor Leave on its card', async () => {
    renderSignedIn({ GroupSessions: () => ({ groupSessions: [groupSession('s1', 'My own sit', hour, { createdBy: 'u1', joined: true })] }) });
    const card = (await screen.findByRole('heading', { name: 'My own sit' })).closest('li')!;
    expect(within(card).queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View' })).toBeInTheDocument();
  });

  it('shows a join refused because the session is full as a toast, and still offers Join', async () => {
    renderSignedIn({
      GroupSessions: () => ({ groupSessions: [groupSession('s1', 'Sunrise sit', hour, { participantCount: 50 })] }),
      JoinGroupSession: () => ({
        joinGroupSession: () => {
          throw new GraphQLError('This session is full', { extensions: { code: 'CONFLICT' } });
        },
      }),
    });
    const card = (await screen.findByRole('heading', { name: 'Sunrise sit' })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This session is full')).toBeVisible();
    expect(screen.getByText('Failed to join')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    act(() => resetToasts());
  });

  it('keeps the participants icon and its count together on one line', async () => {
    renderPage(() => ({ groupSessions: [groupSession('s1', 'Sunrise sit', hour)] }));
    const card = (await screen.findByRole('heading', { name: 'Sunrise sit' })).closest('li')!;
    const count = within(card).getByText('3/50', { exact: false });
    expect(count).toHaveClass('group-card__fact');
    expect(count.querySelector('svg')).not.toBeNull();
  });
});
