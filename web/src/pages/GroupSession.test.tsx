import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { AuthProvider } from '../auth/AuthProvider';
import type { CurrentUser } from '../auth/currentUser';
import GroupSession from './GroupSession';

const member: CurrentUser = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };

/** A group session as the graph answers it, with the person who scheduled it. */
const sunrise = {
  __typename: 'GroupSession',
  id: 's1',
  name: 'Sunrise sit',
  description: 'Ten quiet minutes before the day begins',
  intention: 'NON_VIOLENCE',
  scheduledStart: '2030-06-15T11:30:00.000Z',
  duration: 10,
  maxParticipants: 20,
  participantCount: 7,
  status: 'SCHEDULED',
  remainingSeconds: null,
  creator: { __typename: 'User', id: 'u2', firstName: 'Grace', lastName: 'Hopper' },
};

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

function renderAsMember(answer: Handler) {
  const server = fakeGraphql({ GroupSession: answer });
  page(member, (children) => <ApolloProvider client={server.client}>{children}</ApolloProvider>);
  return server;
}

describe('Group session page', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('shows the session with its intention in words, participants against the limit and who hosts it', async () => {
    const server = renderAsMember(() => ({ groupSession: sunrise }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.getByText('Non-Violence')).toBeInTheDocument();
    expect(screen.getByText(/7\/20 participants/)).toBeInTheDocument();
    expect(screen.getByText(/Hosted by Grace Hopper/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Session' })).toBeInTheDocument();
    expect(server.calls('GroupSession')).toEqual([{ name: 'GroupSession', variables: { id: 's1' } }]);
  });

  it('shows Session Not Found for a session the graph does not have', async () => {
    renderAsMember(() => ({ groupSession: null }));
    expect(await screen.findByRole('heading', { name: 'Session Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Active Sessions' })).toHaveAttribute('href', '/groups');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows a failed read with a retry rather than calling the session missing', async () => {
    let failing = true;
    renderAsMember(() => {
      if (failing) throw new Error('gateway unreachable');
      return { groupSession: sunrise };
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load this session' })).toBeInTheDocument();
    expect(screen.queryByText('Session Not Found')).not.toBeInTheDocument();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
  });

  it('reads the session from the graph for a visitor too, and asks them to sign in to join', async () => {
    const bodies: unknown[] = [];
    globalThis.fetch = jest.fn((_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(init?.body as string));
      const text = JSON.stringify({ data: { groupSession: sunrise } });
      return Promise.resolve({
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: new Headers({ 'content-type': 'application/json' }),
        text: () => Promise.resolve(text),
      });
    }) as unknown as typeof fetch;
    // No provider around the page: a visitor's shell has none.
    page(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise sit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In to Join Session' })).toHaveAttribute('href', '/api/login?returnTo=%2Fgroups%2Fs1');
    expect(bodies).toEqual([expect.objectContaining({ operationName: 'GroupSession', variables: { id: 's1' } })]);
  });
});
