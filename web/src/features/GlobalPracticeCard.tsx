import { useQuery } from '@apollo/client/react';
import { GlobalStatsQuery } from '../graphql/operations';
import { formatCount } from '../lib/numbers';
import { useLive } from '../live/LiveProvider';
import { LastKnown } from '../offline/LastKnown';
import { LoadFailed } from '../ui/LoadFailed';
import { Card, Skeleton, Stat } from '../ui/primitives';

export function GlobalPracticeCard({ className, title = 'Global Practice' }: { className?: string; title?: string }) {
  const { data, loading, error, refetch } = useQuery(GlobalStatsQuery);
  const stats = data?.globalStats;
  // Once the live connection has said how many meditate now, that is the figure: the query's count
  // is only as fresh as the page's load, and the pill beside it follows the socket.
  const live = useLive();
  const activeMeditators = live.intentionCounts !== null ? live.meditatorCount : stats?.activeMeditators;
  // A null count means the server could not count people meditating at that moment: shown as unknown, not as 0.
  const figure = (value: number | null | undefined) =>
    value === null ? '—' : value !== undefined ? formatCount(value) : loading ? <Skeleton className="skeleton--figure" /> : '0';
  return (
    <Card title={title} icon="globe" aside={<LastKnown shown={!!data} />} className={['global', className].filter(Boolean).join(' ')}>
      {!data && error && !loading ? (
        <LoadFailed what="the global figures" onRetry={refetch} />
      ) : (
        <div className="stat-row">
          <Stat value={figure(activeMeditators)} label="Active meditators" />
          <Stat value={figure(stats?.totalSessions)} label="Total sessions" />
          <Stat value={figure(stats?.totalMinutes)} label="Minutes of peace" />
        </div>
      )}
    </Card>
  );
}
