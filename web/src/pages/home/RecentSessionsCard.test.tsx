import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { fakeGraphql } from '../../../test/fakeGraphql';
import { RecentSessionsCard } from './RecentSessionsCard';

const sit = (id: string, others: number | null) => ({ __typename: 'MeditationSession', id, intention: 'FORGIVENESS', location: 'Porto', duration: 10, timestamp: '2030-06-15T10:00:00Z', others, partial: false });

describe('Recent Sessions', () => {
  it('says how many others sat a group sit together: "with 12 others", "with 1 other", nothing for none', async () => {
    const { client } = fakeGraphql({ RecentSessions: () => ({ recentSessions: [sit('a', 12), sit('b', 1), sit('c', 0), sit('d', null)] }) });
    render(
      <ApolloProvider client={client}>
        <RecentSessionsCard />
      </ApolloProvider>,
    );
    expect(await screen.findByText('10 min · with 12 others · Porto')).toBeInTheDocument();
    expect(screen.getByText('10 min · with 1 other · Porto')).toBeInTheDocument();
    expect(screen.getAllByText('10 min · Porto')).toHaveLength(2);
  });
});
