import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { AchievementList } from '../features/achievements';
import { MemberList } from '../features/members';
import { TodayProgressCard } from '../features/TodayProgressCard';
import {
  ComprehensiveStatsQuery,
  GlobalStatsQuery,
  IntentionStatsQuery,
  MostActiveMembersQuery,
  MyAchievementsQuery,
  MyWeekQuery,
  RecentMembersQuery,
  UserStatsQuery,
} from '../graphql/operations';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { formatCount } from '../lib/numbers';
import { streakTier } from '../lib/streak';
import { browserTimeZone } from '../lib/time';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { Tab, TabList, TabPanel, Tabs } from '../ui/overlays';
import { Card, EmptyState, Skeleton, Spinner, Stat } from '../ui/primitives';

import { localDate, weekBars } from './stats/week';

export const STATS_ACHIEVEMENTS = 3;
export const TOP_INTENTIONS = 5;
/** Spec §9: recent members 100, most active 10. */
export const RECENT_MEMBERS = 100;
export const MOST_ACTIVE_MEMBERS = 10;

// The chart library is loaded after the page's first paint, only by the page that draws it.
const WeekChart = lazy(() => import('./stats/WeekChart'));

function StreaksCard() {
  const { data, loading, error, refetch } = useQuery(UserStatsQuery, { variables: { timeZone: browserTimeZone() } });
  const streak = data?.userStats.streak ?? 0;
  const longest = data?.userStats.longestStreak ?? 0;
  if (!data && error && !loading) {
    return (
      <Card title="Your Streaks" icon="flame">
        <LoadFailed what="your streaks" onRetry={refetch} />
      </Card>
    );
  }
  return (
    <Card title="Your Streaks" icon="flame">
      <div className={`streak streak--${streakTier(streak)}`}>
        <Icon name="flame" size={32} className="streak__icon" />
        <div>
          <p className="streak__days">
            {streak} {streak === 1 ? 'day' : 'days'}
          </p>
          <p className="muted">Current streak</p>
        </div>
      </div>
      <div className="stat-row">
        <Stat value={`${longest} ${longest === 1 ? 'day' : 'days'}`} label="Longest streak" />
        <Stat value={data ? Math.round(data.userStats.averageDuration) : 0} label="Average minutes" />
      </div>
    </Card>
  );
}

function WeekCard() {
  const timeZone = browserTimeZone();
  const { data, loading, error, refetch } = useQuery(MyWeekQuery, { variables: { timeZone } });
  if (!data) {
    return (
      <Card title="This Week" icon="calendar">
        {error && !loading ? <LoadFailed what="your week" onRetry={refetch} /> : <Skeleton className="skeleton--chart" />}
      </Card>
    );
  }
  const bars = weekBars(data.myWeek, localDate(timeZone));
  const total = bars.reduce((sum, bar) => sum + bar.minutes, 0);
  return (
    <Card title="This Week" icon="calendar" aside={<span className="muted">{formatCount(total)} min</span>}>
      <Suspense fallback={<Skeleton className="skeleton--chart" />}>
        <WeekChart bars={bars} />
      </Suspense>
      <ol className="sr-only" aria-label="Minutes each day this week">
        {bars.map((bar) => (
          <li key={bar.date}>
            {bar.label}: {bar.minutes} minutes
          </li>
        ))}
      </ol>
    </Card>
  );
}

function AchievementsCard() {
  const { data, loading, error, refetch } = useQuery(MyAchievementsQuery);
  const achievements = data?.myAchievements ?? [];
  return (
    <Card title="Recent Achievements" icon="trophy">
      {!data && error && !loading ? (
        <LoadFailed what="achievements" onRetry={refetch} />
      ) : !data ? (
        <Spinner label="Loading achievements..." />
      ) : achievements.length === 0 ? (
        <EmptyState icon="trophy" title="No achievements yet">
          <p className="muted">Complete your first meditation to earn one.</p>
        </EmptyState>
      ) : (
        <AchievementList achievements={achievements.slice(0, STATS_ACHIEVEMENTS)} />
      )}
    </Card>
  );
}

function IntentionsCard() {
  const { data, loading, error, refetch } = useQuery(IntentionStatsQuery);
  const top = [...(data?.intentionStats.intentions ?? [])]
    .sort((a, b) => b.percentage - a.percentage)
    .slice(0, TOP_INTENTIONS);
  return (
    <Card title="What People Meditate For" icon="heart">
      {!data && error && !loading ? (
        <LoadFailed what="intentions" onRetry={refetch} />
      ) : !data ? (
        <Spinner label="Loading intentions..." />
      ) : top.length === 0 ? (
        <EmptyState title="No sessions recorded yet" />
      ) : (
        <ul className="bars">
          {top.map((entry) => (
            <li key={entry.intention} className="bars__item">
              <div className="bars__labels">
                <span>{intentionLabel(entry.intention)}</span>
                <span>{entry.percentage}%</span>
              </div>
              <span className="bars__track" aria-hidden="true">
                <span className="bars__fill" style={{ width: `${entry.percentage}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function GlobalImpactCard() {
  const { data, loading, error, refetch } = useQuery(GlobalStatsQuery);
  const stats = data?.globalStats;
  const figure = (value: number | undefined) =>
    value !== undefined ? formatCount(value) : loading ? <Skeleton className="skeleton--figure" /> : '0';
  return (
    <Card title="Global Impact" icon="globe">
      {!data && error && !loading ? (
        <LoadFailed what="the global figures" onRetry={refetch} />
      ) : (
        <div className="stat-grid">
          <Stat value={figure(stats?.totalSessions)} label="Total sessions" />
          <Stat value={figure(stats?.totalMinutes)} label="Minutes of peace" />
          <Stat value={figure(stats?.todaysTotalSessions)} label="Sessions today" />
          <Stat value={figure(stats?.totalMinutesToday)} label="Minutes today" />
        </div>
      )}
    </Card>
  );
}

/** Communities, all time and the month: one query, read by two cards. */
function useComprehensive() {
  return useQuery(ComprehensiveStatsQuery, { variables: { timeZone: browserTimeZone() } });
}

function FigureCard({ title, icon, what, figures }: { title: string; icon: 'users' | 'calendar'; what: string; figures: (data: NonNullable<ReturnType<typeof useComprehensive>['data']>) => [string, number][] }) {
  const { data, loading, error, refetch } = useComprehensive();
  const labels = data ? figures(data) : figures(emptyComprehensive);
  return (
    <Card title={title} icon={icon}>
      {!data && error && !loading ? (
        <LoadFailed what={what} onRetry={refetch} />
      ) : (
        <div className="stat-grid">
          {labels.map(([label, value]) => (
            <Stat key={label} value={data ? formatCount(value) : <Skeleton className="skeleton--figure" />} label={label} />
          ))}
        </div>
      )}
    </Card>
  );
}

const emptyComprehensive = {
  comprehensiveStats: {
    communityStats: { totalCommunities: 0, activeCommunities: 0, totalMembers: 0 },
    allTime: { totalUsers: 0, totalSessions: 0, totalMinutes: 0, averageSessionLength: 0 },
    thisMonth: { totalSessions: 0, totalMinutes: 0, uniqueUsers: 0 },
  },
};

function CommunityStatsCard() {
  return (
    <FigureCard
      title="Community Stats"
      icon="users"
      what="the community figures"
      figures={({ comprehensiveStats: { communityStats, allTime } }) => [
        ['Communities', communityStats.totalCommunities],
        ['Active communities', communityStats.activeCommunities],
        ['Community members', communityStats.totalMembers],
        ['Meditators', allTime.totalUsers],
      ]}
    />
  );
}

function ThisMonthCard() {
  return (
    <FigureCard
      title="This Month"
      icon="calendar"
      what="this month's figures"
      figures={({ comprehensiveStats: { thisMonth } }) => [
        ['Sessions', thisMonth.totalSessions],
        ['Minutes', thisMonth.totalMinutes],
        ['Meditators', thisMonth.uniqueUsers],
      ]}
    />
  );
}

function RecentMembers() {
  const { data, loading, error, refetch } = useQuery(RecentMembersQuery, { variables: { limit: RECENT_MEMBERS } });
  if (!data) return error && !loading ? <LoadFailed what="recent members" onRetry={refetch} /> : <Spinner label="Loading members..." />;
  if (data.recentMembers.length === 0) return <EmptyState icon="users" title="No members to show yet" />;
  return <MemberList members={data.recentMembers} label="Recent members" show="joined" />;
}

/** Mounted only while its tab is chosen, so the list is fetched only then. */
function MostActiveMembers() {
  const { data, loading, error, refetch } = useQuery(MostActiveMembersQuery, { variables: { limit: MOST_ACTIVE_MEMBERS } });
  if (!data) return error && !loading ? <LoadFailed what="the most active members" onRetry={refetch} /> : <Spinner label="Loading members..." />;
  if (data.mostActiveMembers.length === 0) return <EmptyState icon="users" title="No members to show yet" />;
  return <MemberList members={data.mostActiveMembers} label="Most active members" show="minutes" />;
}

function MembersCard() {
  return (
    <Card title="Members" icon="users" className="stats__members">
      <Tabs defaultValue="recent">
        <TabList label="Members">
          <Tab value="recent">Recent Members</Tab>
          <Tab value="active">Most Active</Tab>
        </TabList>
        <TabPanel value="recent">
          <RecentMembers />
        </TabPanel>
        <TabPanel value="active">
          <MostActiveMembers />
        </TabPanel>
      </Tabs>
    </Card>
  );
}

export default function Stats() {
  useDocumentMeta(pageTitle('Your Stats'));
  return (
    <div className="page stats">
      <header className="page-header">
        <h1>Your Stats</h1>
        <p className="muted">Your practice, and the practice we share.</p>
      </header>
      <div className="stats__grid">
        <TodayProgressCard />
        <WeekCard />
        <StreaksCard />
        <AchievementsCard />
        <IntentionsCard />
        <CommunityStatsCard />
        <ThisMonthCard />
        <GlobalImpactCard />
        <MembersCard />
      </div>
    </div>
  );
}
