/** A community's page as its tests render it: the graph's answers, the signed-in person, and where the page has gone. */
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../src/auth/AuthProvider';
import Community from '../src/pages/Community';
import { fakeGraphql, type Handler } from './fakeGraphql';

export const user = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };

export const person = (id: string, firstName: string, lastName: string | null) => ({
  __typename: 'User',
  id,
  firstName,
  lastName,
  profileImageUrl: null,
});

export const owner = { role: 'OWNER', joinedAt: '2025-01-01T10:00:00Z', user: person('u2', 'Grace', 'Hopper') };
export const me = { role: 'MEMBER', joinedAt: '2025-03-04T10:00:00Z', user: person('u1', 'Ada', null) };

/** A community as the graph answers it, seen by someone who has not joined. */
export const stillness = {
  __typename: 'Community',
  id: 'g1',
  name: 'Morning Stillness',
  description: 'Quiet mornings together',
  intention: 'NON_VIOLENCE',
  isPublic: 1,
  maxMembers: 100,
  memberCount: 1,
  postCount: 0,
  sessionsThisWeek: 0,
  createdBy: 'u2',
  createdAt: '2025-01-01T10:00:00Z',
  meetingSchedule: 'WEEKLY',
  meetingDays: ['MONDAY', 'WEDNESDAY'],
  meetingTime: '07:30',
  timezone: 'America/New_York',
  meditationDuration: 10,
  myRole: null,
  liveSession: null,
  upcomingSessions: [],
  members: [owner],
  pastSessions: [
    {
      __typename: 'GroupSession',
      id: 's0',
      name: 'First light',
      intention: 'PEACE',
      description: null,
      scheduledStart: '2025-02-01T12:00:00Z',
      participantCount: 6,
      totalMinutes: 42,
    },
  ],
};

export const asMember = { ...stillness, myRole: 'MEMBER', memberCount: 2, members: [owner, me] };
export const asOwner = { ...stillness, createdBy: 'u1', myRole: 'OWNER', members: [{ ...owner, user: person('u1', 'Ada', null) }] };

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function renderPage(graph: Record<string, Handler>, path = '/communities/g1') {
  const server = fakeGraphql({ MyCommunities: () => ({ myCommunities: [] }), ...graph });
  render(
    <ApolloProvider client={server.client}>
      <AuthProvider initial={{ status: 'ready', user }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/communities/:groupId"
              element={
                <>
                  <Community />
                  <Where />
                </>
              }
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );
  return server;
}

export const showing = (community: object) => ({ Community: () => ({ community }) });
export const refusal = (message: string, code = 'CONFLICT') => () => {
  throw new GraphQLError(message, { extensions: { code } });
};
export const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
