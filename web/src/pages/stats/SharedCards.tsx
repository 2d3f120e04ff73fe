import { useQuery } from '@apollo/client/react';
import { ComprehensiveStatsQuery, GlobalStatsQuery, IntentionStatsQuery } from '../../graphql/operations';
import { intentionLabel } from '../../lib/intentions';
import { formatCount } from '../../lib/numbers';
import { browserTimeZone } from '../../lib/time';
import { LoadFailed } from '../../ui/LoadFailed';
import { Card, EmptyState, Skeleton, Spinner, Stat } from '../../ui/primitives';

export const TOP_INTENTIONS = 5;

export function IntentionsCard() {
  const { data, loading, error, refetch } = useQuery(IntentionStatsQuery);
  // An intention nobody has practised yet is no part of what people meditate for.
  const top = [...(data?.intentionStats.intentions ?? [])]
    .filter((entry) => entry.percentage > 0)
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

export function GlobalImpactCard() {
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

export function CommunityStatsCard() {
  return (
    <FigureCard
      title="Community Stats"
      icon="users"
      what="the community figures"
      figures={({ comprehensiveStats: { communityStats, allTime } }) => [
        ['Communities', communityStats.totalCommunities],
        // Says what it counts: communities with a member who meditated in the last 30 days.
        ['Active in the last 30 days', communityStats.activeCommunities],
        ['Community members', communityStats.totalMembers],
        ['Meditators', allTime.totalUsers],
      ]}
    />
  );
}

export function ThisMonthCard() {
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
