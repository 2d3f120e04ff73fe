import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { AchievementList } from '../../features/achievements';
import { MyAchievementsQuery, MyWeekQuery, UserStatsQuery } from '../../graphql/operations';
import { formatCount } from '../../lib/numbers';
import { protectedDaysText, streakTier } from '../../lib/streak';
import { browserTimeZone } from '../../lib/time';
import { Icon } from '../../ui/Icon';
import { LoadFailed } from '../../ui/LoadFailed';
import { Card, EmptyState, Skeleton, Spinner, Stat } from '../../ui/primitives';
import { localDate, weekBars } from './week';
import { countOf } from '../../lib/plural';

export const STATS_ACHIEVEMENTS = 3;

// The chart library is loaded after the page's first paint, only by the page that draws it.
const WeekChart = lazy(() => import('./WeekChart'));

export function StreaksCard() {
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
            {countOf(streak, 'day')}
          </p>
          <p className="muted">Current streak</p>
          {data && data.userStats.protectedDays.length > 0 ? (
            <p className="streak__protected">
              <Icon name="lock" size={14} /> {protectedDaysText(data.userStats.protectedDays)}
            </p>
          ) : null}
        </div>
      </div>
      <div className="stat-row">
        <Stat value={countOf(longest, 'day')} label="Longest streak" />
        <Stat value={data ? Math.round(data.userStats.averageDuration) : 0} label="Average minutes" />
      </div>
    </Card>
  );
}

export function WeekCard() {
  const timeZone = browserTimeZone();
  const { data, loading, error, refetch } = useQuery(MyWeekQuery, { variables: { timeZone } });
  // The streak's protected days, read from the figures the streak card already asked for.
  const streak = useQuery(UserStatsQuery, { variables: { timeZone } });
  const protectedDays = new Set(streak.data?.userStats.protectedDays ?? []);
  if (!data) {
    return (
      <Card title="This Week" icon="calendar">
        {error && !loading ? <LoadFailed what="your week" onRetry={refetch} /> : <Skeleton className="skeleton--chart" />}
      </Card>
    );
  }
  const bars = weekBars(data.myWeek, localDate(timeZone));
  const thisWeek = bars.filter((bar) => protectedDays.has(bar.date)).map((bar) => bar.date);
  const total = bars.reduce((sum, bar) => sum + bar.minutes, 0);
  return (
    <Card title="This Week" icon="calendar" aside={<span className="muted">{formatCount(total)} min</span>}>
      <Suspense fallback={<Skeleton className="skeleton--chart" />}>
        <WeekChart bars={bars} />
      </Suspense>
      {thisWeek.length > 0 ? (
        <p className="streak__protected" aria-hidden="true">
          <Icon name="lock" size={14} /> {protectedDaysText(thisWeek)}
        </p>
      ) : null}
      <ol className="sr-only" aria-label="Minutes each day this week">
        {bars.map((bar) => (
          <li key={bar.date}>
            {bar.label}: {countOf(bar.minutes, 'minute')}
            {protectedDays.has(bar.date) ? ', protected by grace' : ''}
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function AchievementsCard() {
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
