/** The communities page as its tests render it: the graph's answers, the signed-in person, and ways to reach its tabs and dialog. */
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from '../src/auth/AuthProvider';
import Communities from '../src/pages/Communities';
import { fakeGraphql, type Handler } from './fakeGraphql';

export const user = { id: 'u1', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };
/** A community as the graph answers it. */
export const community = {
  __typename: 'Community',
  id: 'g1',
  name: 'Morning Stillness',
  description: null,
  intention: 'NON_VIOLENCE',
  isPublic: 1,
  createdBy: 'someone-else',
  memberCount: 3,
  postCount: 7,
  sessionsThisWeek: 2,
};

/** Communities of mine as the graph answers them, with my role in each. */
export const founded = {
  ...community,
  id: 'g9',
  name: 'Evening Kindness',
  description: 'Together at dusk',
  intention: 'COMPASSION',
  isPublic: 0,
  createdBy: 'u1',
  memberCount: 1,
  postCount: 0,
  sessionsThisWeek: 0,
  myRole: 'OWNER',
};
export const joined = { ...community, myRole: 'MEMBER' };

const MINUTE = 60_000;

export function session(id: string, name: string, startOffsetMinutes: number, status = 'SCHEDULED', groupId: string | null = 'g9') {
  const start = Date.now() + startOffsetMinutes * MINUTE;
  return {
    __typename: 'GroupSession',
    id,
    name,
    description: null,
    intention: 'PEACE',
    scheduledStart: new Date(start).toISOString(),
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 10 * MINUTE).toISOString(),
    duration: 10,
    maxParticipants: 50,
    participantCount: 4,
    status,
    groupId,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

export function renderPage(graph: Record<string, Handler> = {}) {
  const server = fakeGraphql({
    Communities: () => ({ communities: [community] }),
    MyCommunities: () => ({ myCommunities: [] }),
    CommunitySessions: () => ({ groupSessions: [], myCommunities: [] }),
    ...graph,
  });
  render(
    <ApolloProvider client={server.client}>
      <AuthProvider initial={{ status: 'ready', user }}>
        <MemoryRouter initialEntries={['/communities']}>
          <Routes>
            <Route path="/communities" element={<Communities />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </ApolloProvider>,
  );
  return server;
}

export const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

/** Opens the Create dialog from the Create tab, on the form asked for. */
export async function openCreate(which: 'Create Community' | 'Schedule Session') {
  openTab('Create');
  fireEvent.click(screen.getByRole('button', { name: which }));
  return screen.findByRole('dialog');
}

export const refusal = (message: string, code = 'CONFLICT') => () => {
  throw new GraphQLError(message, { extensions: { code } });
};
