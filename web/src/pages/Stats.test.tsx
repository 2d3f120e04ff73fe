import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeGraphql, type Handler } from '../../test/fakeGraphql';
import { AuthProvider } from '../auth/AuthProvider';
import { browserTimeZone } from '../lib/time';
import Stats from './Stats';

const user = { id: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: null, profileImageUrl: null, createdAt: null };
const member = (id: string, firstName: string, totalMinutes: number, totalSessions: number) => ({
  __typename: 'User',
  id,
  firstName,
  lastName: null,
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00Z',
  totalMinutes,
  totalSessions,
});
const week = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];

function renderStats(answers: Record<string, Handler> = {}) {
  const server = fakeGraphql({
    UserStats: () => ({ userStats: { __typename: 'UserStats', streak: 8, longestStreak: 9, protectedDays: ['2026-03-11'], totalSessions: 12, totalMinutes: 80, averageDuration: 7 } }),
    MyAchievements: () => ({ myAchievements: [] }),
    TodaySessions: () => ({ todaySessions: [] }),
    GlobalStats: () => ({ globalStats: { activeMeditators: 3, totalSessions: 1000, totalMinutes: 9000, todaysTotalSessions: 10, totalMinutesToday: 90 } }),
    IntentionStats: () => ({ intentionStats: { intentions: [], totalSessions: 0 } }),
    MyWeek: () => ({ myWeek: week.map((date, index) => ({ date, minutes: [20, 15, 0, 0, 0, 0, 1][index], sessions: [1, 2, 0, 0, 0, 0, 1][index] })) }),
    ComprehensiveStats: () => ({
      comprehensiveStats: {
        communityStats: { totalCommunities: 12, activeCommunities: 7, totalMembers: 340 },
        allTime: { totalUsers: 4200, totalSessions: 1000, totalMinutes: 9000, averageSessionLength: 9 },
        thisMonth: { totalSessions: 210, totalMinutes: 1890, uniqueUsers: 64 },
      },
    }),
    RecentMembers: () => ({ recentMembers: [member('m1', 'Nia', 5, 1), member('m2', 'Kwame', 0, 0)] }),
    MostActiveMembers: () => ({ mostActiveMembers: [member('m3', 'Thich', 1200, 80), member('m1', 'Nia', 5, 1)] }),
    ...answers,
  });
  render(
    <MemoryRouter>
      <ApolloProvider client={server.client}>
        <AuthProvider initial={{ status: 'ready', user }}>
          <Stats />
        </AuthProvider>
      </ApolloProvider>
    </MemoryRouter>,
  );
  return server;
}

describe('the Stats page', () => {
  it("shows the person's own minutes for each day of their week, in their time zone", async () => {
    const { requests } = renderStats();
    const days = await screen.findByRole('list', { name: 'Minutes each day this week' });
    // The day grace protects is named once the streak's figures have come.
    await waitFor(() => expect(within(days).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Monday, Mar 9: 20 minutes',
      'Tuesday, Mar 10: 15 minutes',
      'Wednesday, Mar 11: 0 minutes, protected by grace',
      'Thursday, Mar 12: 0 minutes',
      'Friday, Mar 13: 0 minutes',
      'Saturday, Mar 14: 0 minutes',
      'Sunday, Mar 15: 1 minute',
    ]));
    expect(screen.getByText('36 min')).toBeInTheDocument();
    expect(requests.find((request) => request.name === 'MyWeek')?.variables).toEqual({ timeZone: browserTimeZone() });
  });

  it('shows the days grace protects in the streak and in the week', async () => {
    renderStats();
    const streaks = (await screen.findByRole('heading', { name: 'Your Streaks' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(streaks).getByText(/Protected: Wednesday, Mar 11/)).toBeInTheDocument());
    const week = (await screen.findByRole('heading', { name: 'This Week' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(week).getByText(/Protected: Wednesday, Mar 11/)).toBeInTheDocument());
  });

  it('shows the community figures and this month', async () => {
    renderStats();
    const communities = (await screen.findByRole('heading', { name: 'Community Stats' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(communities).getByText('340')).toBeInTheDocument());
    expect(within(communities).getByText('12')).toBeInTheDocument();
    expect(within(communities).getByText('7')).toBeInTheDocument();
    // The figure says what it counts.
    expect(within(communities).getByText('7').closest('.stat')).toHaveTextContent('Active in the last 30 days');
    const month = screen.getByRole('heading', { name: 'This Month' }).closest('section') as HTMLElement;
    expect(within(month).getByText('210')).toBeInTheDocument();
    expect(within(month).getByText('1,890')).toBeInTheDocument();
    expect(within(month).getByText('64')).toBeInTheDocument();
  });

  it('lists only intentions people have practised among the top five, never one at 0%', async () => {
    const entry = (intention: string, count: number, percentage: number) => ({ intention, count, percentage });
    renderStats({
      IntentionStats: () => ({
        intentionStats: { intentions: [entry('PEACE', 3, 75), entry('LOVE', 1, 25), entry('NON_VIOLENCE', 0, 0), entry('UNITY', 0, 0)], totalSessions: 4 },
      }),
    });
    const card = (await screen.findByRole('heading', { name: 'What People Meditate For' })).closest('section') as HTMLElement;
    await waitFor(() => expect(within(card).getByText('75%')).toBeInTheDocument());
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Peace75%', 'Love25%']);
    expect(within(card).queryByText('Non-Violence')).not.toBeInTheDocument();
  });

  it('lists the newest members, and fetches the most active only when their tab is chosen', async () => {
    const { requests } = renderStats();
    const recent = await screen.findByRole('list', { name: 'Recent members' });
    expect(within(recent).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['NNia1 session', 'KKwame0 sessions']);
    expect(requests.find((request) => request.name === 'RecentMembers')?.variables).toEqual({ limit: 100 });
    expect(requests.some((request) => request.name === 'MostActiveMembers')).toBe(false);

    const tab = screen.getByRole('tab', { name: 'Most Active' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const active = await screen.findByRole('list', { name: 'Most active members' });
    expect(within(active).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1TThich1,200 min', '2NNia5 min']);
    expect(requests.filter((request) => request.name === 'MostActiveMembers').map((request) => request.variables)).toEqual([{ limit: 10 }]);
  });

  it('offers a retry when the week cannot be read', async () => {
    renderStats({
      MyWeek: () => {
        throw new Error('unavailable');
      },
    });
    expect(await screen.findByText(/your week/i)).toBeInTheDocument();
  });
});
