import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeGraphql, type Handler } from '../../../test/fakeGraphql';
import { GroupSessionsCard } from './GroupSessionsCard';

const minute = 60_000;

function groupSession(id: string, startsIn: number, status = 'SCHEDULED') {
  return {
    __typename: 'GroupSession',
    id,
    name: `Sit ${id}`,
    description: null,
    intention: 'PEACE',
    scheduledStart: new Date(Date.now() + startsIn).toISOString(),
    duration: 10,
    maxParticipants: 50,
    participantCount: 1,
    status,
    createdBy: 'u2',
    joined: false,
  };
}

function renderCard(GroupSessions: Handler) {
  const server = fakeGraphql({ GroupSessions });
  render(
    <ApolloProvider client={server.client}>
      <MemoryRouter>
        <GroupSessionsCard />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return server;
}

describe('Group sessions on the home screen', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('says how many sessions are live and upcoming and leads to the sessions list', async () => {
    renderCard(() => ({
      groupSessions: [
        groupSession('a', -2 * minute, 'ACTIVE'),
        groupSession('b', 30 * minute),
        groupSession('c', 90 * minute),
        groupSession('d', -60 * minute, 'COMPLETED'),
      ],
    }));
    expect(await screen.findByText('1 live now')).toBeInTheDocument();
    expect(screen.getByText('2 upcoming')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Group Sessions' })).toHaveAttribute('href', '/groups');
  });

  it('says the count could not be read and offers to read it again, keeping the way to the list', async () => {
    let fail = true;
    const server = renderCard(() => {
      if (fail) throw new Error('down');
      return { groupSessions: [] };
    });
    expect(await screen.findByText('Could not load group sessions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Group Sessions' })).toHaveAttribute('href', '/groups');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0 live now')).toBeInTheDocument();
    expect(server.calls('GroupSessions')).toHaveLength(2);
  });
});
