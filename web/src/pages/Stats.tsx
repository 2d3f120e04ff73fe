import { useQuery } from '@apollo/client/react';
import { AchievementList } from '../features/achievements';
import { TodayProgressCard } from '../features/TodayProgressCard';
import { GlobalStatsQuery, IntentionStatsQuery, MyAchievementsQuery, UserStatsQuery } from '../graphql/operations';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { streakTier } from '../lib/streak';
import { browserTimeZone } from '../lib/time';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { Tab, TabList, TabPanel, Tabs } from '../ui/overlays';
import { Card, EmptyState, Skeleton, Spinner, Stat } from '../ui/primitives';

export const STATS_ACHIEVEMENTS = 3;
export const TOP_INTENTIONS = 5;

// The week view shows a fixed example week until per-day history is served.
const week = [
  { day: 'Mon', minutes: 0 },
  { day: 'Tue', minutes: 0 },
  { day: 'Wed', minutes: 20 },
  { day: 'Thu', minutes: 0 },
  { day: 'Fri', minutes: 0 },
  { day: 'Sat', minutes: 0 },
  { day: 'Sun', minutes: 0 },
];

const number = new Intl.NumberFormat('en-US');

/** A figure the server does not provide yet. */
function Unavailable() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">Not available yet</span>
    </>
  );
}

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
  const max = 20;
  return (
    <Card title="This Week" icon="calendar">
      <ol className="week">
        {week.map((entry) => (
          <li key={entry.day} className="week__day">
            <span className="week__bar" aria-hidden="true">
              <span className="week__fill" style={{ height: `${Math.min(100, (entry.minutes / max) * 100)}%` }} />
            </span>
            <span className="week__label">{entry.day}</span>
            <span className="sr-only">{entry.minutes} minutes</span>
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
    value !== undefined ? number.format(value) : loading ? <Skeleton className="skeleton--figure" /> : '0';
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
        <Card title="Community Stats" icon="users">
          <div className="stat-grid">
            <Stat value={<Unavailable />} label="Communities" />
            <Stat value={<Unavailable />} label="Active communities" />
            <Stat value={<Unavailable />} label="Members" />
          </div>
        </Card>
        <Card title="This Month" icon="calendar">
          <div className="stat-grid">
            <Stat value={<Unavailable />} label="Sessions" />
            <Stat value={<Unavailable />} label="Minutes" />
            <Stat value={<Unavailable />} label="Meditators" />
          </div>
        </Card>
        <GlobalImpactCard />
        <Card title="Members" icon="users" className="stats__members">
          <Tabs defaultValue="recent">
            <TabList label="Members">
              <Tab value="recent">Recent Members</Tab>
              <Tab value="active">Most Active</Tab>
            </TabList>
            <TabPanel value="recent">
              <EmptyState icon="users" title="No members to show yet" />
            </TabPanel>
            <TabPanel value="active">
              <EmptyState icon="users" title="No members to show yet" />
            </TabPanel>
          </Tabs>
        </Card>
      </div>
    </div>
  );
}
