import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { GroupSessionLiveMessage } from '@peace/proto/live';
import { MemoryRouter } from 'react-router';
import { deferred, fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { LiveValueProvider, type Live } from '../live/LiveProvider';
import Groups from './Groups';

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
      <LiveValueProvider value={live}>
        <MemoryRouter>
          <Groups />
        </MemoryRouter>
      </LiveValueProvider>
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

  it('joins through the graph and reads the list again for the new count', async () => {
    let joined = false;
    const server = fakeGraphql({
      GroupSessions: () => ({ groupSessions: [groupSession('s1', 'Sunrise sit', hour, { participantCount: joined ? 4 : 3 })] }),
      JoinGroupSession: () => {
        joined = true;
        return { joinGroupSession: groupSession('s1', 'Sunrise sit', hour, { participantCount: 4, joined: true }) };
      },
    });
    render(
      <ApolloProvider client={server.client}>
        <MemoryRouter>
          <Groups />
        </MemoryRouter>
      </ApolloProvider>,
    );
    const card = (await screen.findByRole('heading', { name: 'Sunrise sit' })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(card).toHaveTextContent('4/50'));
    expect(server.calls('JoinGroupSession')).toEqual([{ name: 'JoinGroupSession', variables: { id: 's1' } }]);
    expect(server.calls('GroupSessions')).toHaveLength(2);
  });
});
