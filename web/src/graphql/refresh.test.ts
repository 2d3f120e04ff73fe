import { jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { fakeGraphql } from '../../test/fakeGraphql';
import { MyAchievementsQuery, RecentSessionsQuery, TodaySessionsQuery, UserStatsQuery } from './operations';
import { refreshAfterCompletion } from './refresh';

const stats = (totalSessions: number) => ({
  userStats: { __typename: 'UserStats', streak: 1, longestStreak: 1, protectedDays: [], totalSessions, totalMinutes: totalSessions * 5, averageDuration: 5 },
});
const recent = (count: number) => ({
  recentSessions: Array.from({ length: count }, (_, index) => ({
    __typename: 'MeditationSession',
    id: `s${index}`,
    intention: 'PEACE',
    location: 'Lisbon, Portugal',
    duration: 5,
    timestamp: '2025-06-15T12:00:00Z',
    others: null,
    partial: false,
  })),
});

describe('refreshAfterCompletion', () => {
  it('refetches what is on screen and drops the rest, so Profile and Stats read fresh figures next time', async () => {
    let saved = 1;
    const server = fakeGraphql({
      UserStats: () => stats(saved),
      MyAchievements: () => ({ myAchievements: [] }),
      RecentSessions: () => recent(saved),
      TodaySessions: () => ({ todaySessions: [] }),
    });
    const { client } = server;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // Profile was visited earlier: its figures sit in the cache, nothing watches them now.
      await client.query({ query: UserStatsQuery, variables: { timeZone: 'UTC' } });
      await client.query({ query: MyAchievementsQuery });
      await client.query({ query: TodaySessionsQuery, variables: { timeZone: 'UTC' } });
      // Home is on screen: its recent sessions are watched.
      const home = client.watchQuery({ query: RecentSessionsQuery, variables: { limit: 10 } });
      const seen: Array<number | null> = [];
      const subscription = home.subscribe(({ data }) => seen.push(data?.recentSessions?.length ?? null));
      await waitFor(() => expect(seen.at(-1)).toBe(1));
      const before = seen.length;

      saved = 2;
      await refreshAfterCompletion(client);

      // On screen: fetched again, the old list shown until the new one arrives (no loading gap).
      expect(server.calls('RecentSessions')).toHaveLength(2);
      expect(seen.slice(before)).not.toContain(null);
      expect(seen.at(-1)).toBe(2);
      // Off screen: gone from the cache, so the next visit asks the server.
      expect(client.readQuery({ query: UserStatsQuery, variables: { timeZone: 'UTC' } })).toBeNull();
      expect(client.readQuery({ query: MyAchievementsQuery })).toBeNull();
      expect(client.readQuery({ query: TodaySessionsQuery, variables: { timeZone: 'UTC' } })).toBeNull();
      const { data } = await client.query({ query: UserStatsQuery, variables: { timeZone: 'UTC' } });
      expect(data?.userStats.totalSessions).toBe(2);
      expect(server.calls('UserStats')).toHaveLength(2);
      // Nothing is asked for by a name that no screen is using.
      expect(warn).not.toHaveBeenCalled();
      subscription.unsubscribe();
    } finally {
      warn.mockRestore();
    }
  });
});
