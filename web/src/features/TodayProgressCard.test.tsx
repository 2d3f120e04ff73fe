import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { fakeGraphql } from '../../test/fakeGraphql';
import { TodayProgressCard } from './TodayProgressCard';

describe("Today's Progress", () => {
  it('shows no figure until today is read, then the minutes, the sessions and the share of the goal', async () => {
    let answer: (data: unknown) => void = () => undefined;
    const { client } = fakeGraphql({ TodaySessions: () => new Promise((resolve) => (answer = resolve)) });
    const { container } = render(
      <ApolloProvider client={client}>
        <TodayProgressCard />
      </ApolloProvider>,
    );
    await screen.findByText(/completed today/);
    // A person who has already sat today must never be told 0 while the read is on its way.
    expect(container.querySelector('.today__body')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.today__sessions strong')?.textContent).toBe('');
    expect(screen.queryByText(/0% of your daily goal/)).not.toBeInTheDocument();

    answer({ todaySessions: [{ __typename: 'MeditationSession', id: 'a', duration: 10 }, { __typename: 'MeditationSession', id: 'b', duration: 5 }] });
    expect(await screen.findByText('75% of your daily goal')).toBeInTheDocument();
    expect(container.querySelector('.today__sessions')).toHaveTextContent('2 sessions completed today');
    expect(container.querySelector('.ring__figure')).toHaveTextContent('15');
    expect(container.querySelector('.today__body')).toHaveAttribute('aria-busy', 'false');
  });
});
