import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { takeJoinIntent } from '../features/community/joining';
import CommunityInvitation from './CommunityInvitation';
import { viewerInZone } from '../../test/viewerZone';

/** What a visitor holding the link is told about the community, as the graph answers it. */
const invitation = {
  __typename: 'CommunityInvitation',
  id: 'g1',
  name: 'Morning Stillness',
  description: 'Quiet mornings together',
  intention: 'NON_VIOLENCE',
  isPublic: true,
  memberCount: 12,
  createdAt: '2025-01-15T12:00:00Z',
  meetingTime: '07:30',
  timezone: 'Europe/London',
};

function renderPage(handler: Handler) {
  const server = fakeGraphql({ CommunityInvitation: handler });
  render(
    <ApolloProvider client={server.client}>
      <MemoryRouter initialEntries={['/communities/g1']}>
        <Routes>
          <Route path="/communities/:groupId" element={<CommunityInvitation />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return server;
}

describe('Community invitation', () => {
  // A viewer in New York: times read in their own zone, named EST.
  viewerInZone('America/New_York');
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('shows the community in words: badge, intention, description, members, founding and meeting time on Eastern time', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-20T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const server = renderPage(() => ({ communityInvitation: invitation }));
      expect(screen.getByRole('status')).toHaveTextContent('Loading community...');
      expect(await screen.findByRole('heading', { level: 1, name: 'Morning Stillness' })).toBeInTheDocument();
      expect(screen.getByText('Public')).toBeInTheDocument();
      expect(screen.getByText('Non-Violence')).toBeInTheDocument();
      expect(screen.getByText('Quiet mornings together')).toBeInTheDocument();
      expect(screen.getByText(/12 members/)).toBeInTheDocument();
      expect(screen.getByText(/Founded January 2025/)).toBeInTheDocument();
      // 07:30 in London in January is 2:30 AM in New York.
      expect(screen.getByText(/Meets at 2:30 AM EST/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Explore More Communities' })).toHaveAttribute('href', '/');
      expect(server.calls('CommunityInvitation')[0]?.variables).toEqual({ id: 'g1' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves out what the community has not set, and says Private for a private one', async () => {
    renderPage(() => ({ communityInvitation: { ...invitation, description: null, meetingTime: null, isPublic: false, memberCount: 1 } }));
    expect(await screen.findByText('Private')).toBeInTheDocument();
    expect(screen.getByText(/1 member$/)).toBeInTheDocument();
    expect(screen.queryByText(/Meets at/)).not.toBeInTheDocument();
    expect(screen.queryByText('Quiet mornings together')).not.toBeInTheDocument();
  });

  it('signs the visitor in to join this community, remembering that they asked to', async () => {
    renderPage(() => ({ communityInvitation: invitation }));
    const join = await screen.findByRole('link', { name: 'Join Community' });
    expect(join).toHaveAttribute('href', '/api/login?returnTo=%2Fcommunities%2Fg1%3Fjoin%3D1');
    // jsdom cannot follow the navigation; the click's own work is what matters.
    join.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(join);
    expect(takeJoinIntent('g1')).toBe(true);
  });

  it('shows Community Not Found, with no retry, when the community cannot be read (spec §8)', async () => {
    renderPage(() => {
      throw new Error('gateway unreachable');
    });
    expect(await screen.findByRole('heading', { name: 'Community Not Found' })).toBeInTheDocument();
    expect(screen.getByText("This meditation community doesn't exist or is no longer available.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Communities' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows Community Not Found for a community that does not exist', async () => {
    renderPage(() => ({ communityInvitation: null }));
    expect(await screen.findByRole('heading', { name: 'Community Not Found' })).toBeInTheDocument();
  });
});
