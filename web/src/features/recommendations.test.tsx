import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen } from '@testing-library/react';
import { fakeGraphql } from '../../test/fakeGraphql';
import { AuthProvider } from '../auth/AuthProvider';
import type { CurrentUser } from '../auth/currentUser';
import { noteUnlocked, useRecommendations } from './recommendations';

const ada: CurrentUser = { id: 'u-ada', firstName: 'Ada', lastName: null, email: null, profileImageUrl: null, createdAt: null };
const metadata = { __typename: 'RecommendationMetadata', intention: 'PEACE', duration: 5, groupId: null, achievementName: null };
const suggestions = [
  { __typename: 'Recommendation', id: 'intention-LOVE', type: 'INTENTION', title: 'Try Love', description: 'Balance your practice.', actionText: 'Try it', metadata },
  {
    __typename: 'Recommendation',
    id: 'achievement-first-session',
    type: 'ACHIEVEMENT',
    title: 'Unlock First Breath',
    description: 'Complete your first meditation to unlock First Breath.',
    actionText: 'Keep going',
    metadata: { ...metadata, achievementName: 'First Breath' },
  },
  { __typename: 'Recommendation', id: 'duration-10', type: 'DURATION', title: 'Go a little longer', description: 'Try 10 minutes.', actionText: 'Try it', metadata },
];

function Titles() {
  const { recommendations } = useRecommendations();
  return (
    <ul>
      {recommendations.map((recommendation) => (
        <li key={recommendation.id}>{recommendation.title}</li>
      ))}
    </ul>
  );
}

describe('For You suggestions', () => {
  it('stop offering an achievement the moment a saved sit unlocks it, though the suggestions read then do not know yet', async () => {
    // The suggestions are built from events a moment after the save: the list read right after it is still the old one.
    const { client } = fakeGraphql({ Recommendations: () => ({ recommendations: suggestions }) });
    render(
      <ApolloProvider client={client}>
        <AuthProvider initial={{ status: 'ready', user: ada }}>
          <Titles />
        </AuthProvider>
      </ApolloProvider>,
    );
    expect(await screen.findByText('Unlock First Breath')).toBeInTheDocument();
    // Someone else's unlock changes nothing here.
    act(() => noteUnlocked('u-grace', ['First Breath']));
    expect(screen.getByText('Unlock First Breath')).toBeInTheDocument();
    act(() => noteUnlocked('u-ada', ['First Breath']));
    expect(screen.queryByText('Unlock First Breath')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Try Love', 'Go a little longer']);
  });
});
