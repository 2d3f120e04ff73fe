import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { fakeGraphql } from '../../../test/fakeGraphql';
import { MeditationFocusCard } from './MeditationFocusCard';

function renderFocus(topIntention: string | null) {
  const { client } = fakeGraphql({ MyFocus: () => ({ me: { __typename: 'User', id: 'u1', topIntention } }) });
  render(
    <ApolloProvider client={client}>
      <MeditationFocusCard />
    </ApolloProvider>,
  );
}

describe('Meditation Focus', () => {
  it('shows the intention the person practised most', async () => {
    renderFocus('NON_VIOLENCE');
    expect(await screen.findByText('Non-Violence')).toBeInTheDocument();
    expect(screen.getByText('Your most practiced intention')).toBeInTheDocument();
  });

  it('falls back to Peace before the first meditation', async () => {
    renderFocus(null);
    expect(await screen.findByText('Peace')).toBeInTheDocument();
  });
});
