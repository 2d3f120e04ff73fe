import { ApolloProvider } from '@apollo/client/react';
import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fakeGraphql } from '../../test/fakeGraphql';
import { AuthProvider } from '../auth/AuthProvider';
import { currentToasts, resetToasts } from '../ui/toastStore';
import Profile from './Profile';

const user = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: null, profileImageUrl: null, createdAt: null };

function renderProfile() {
  const { client } = fakeGraphql({
    UserStats: () => ({
      userStats: { __typename: 'UserStats', streak: 3, longestStreak: 4, totalSessions: 12, totalMinutes: 80, averageDuration: 7 },
    }),
    MyAchievements: () => ({ myAchievements: [] }),
    TodaySessions: () => ({ todaySessions: [] }),
  });
  render(
    <ApolloProvider client={client}>
      <AuthProvider initial={{ status: 'ready', user }}>
        <Profile />
      </AuthProvider>
    </ApolloProvider>,
  );
}

async function pressShare() {
  const button = screen.getByRole('button', { name: 'Share Progress' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('Share Progress', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => {
    act(() => resetToasts());
    jest.restoreAllMocks();
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('says so when there is neither a share sheet nor a clipboard', async () => {
    renderProfile();
    await pressShare();
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Could not share progress',
        description: 'Copy failed — please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('says so when the copy is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('Document is not focused')) },
    });
    renderProfile();
    await pressShare();
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Could not share progress', variant: 'destructive' }));
  });

  it('copies the summary and confirms it', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderProfile();
    await pressShare();
    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Progress copied!' }));
    expect(writeText.mock.calls[0]?.[0]).toContain('12 meditation sessions');
  });
});
