import { useQuery } from '@apollo/client/react';
import { RECENT_SESSIONS_SHOWN } from '../../graphql/homeData';
import { RecentSessionsQuery } from '../../graphql/operations';
import { intentionLabel } from '../../lib/intentions';
import { withOthers } from '../../lib/plural';
import { relativeTime } from '../../lib/time';
import { useServerNow } from '../../live/serverClock';
import { LastKnown } from '../../offline/LastKnown';
import { LoadFailed } from '../../ui/LoadFailed';
import { Badge, Card, EmptyState, Spinner } from '../../ui/primitives';

export function RecentSessionsCard({ className }: { className?: string }) {
  const { data, loading, error, refetch } = useQuery(RecentSessionsQuery, { variables: { limit: RECENT_SESSIONS_SHOWN } });
  const now = useServerNow();
  const sessions = data?.recentSessions ?? [];
  return (
    <Card title="Recent Sessions" icon="clock" aside={
        <>
          <LastKnown shown={!!data} />
          <Badge>Last 10</Badge>
        </>
      } className={className}>
      {!data && error && !loading ? (
        <LoadFailed what="your sessions" onRetry={refetch} />
      ) : !data ? (
        <Spinner label="Loading sessions..." />
      ) : sessions.length === 0 ? (
        <EmptyState icon="leaf" title="No sessions yet">
          <p className="muted">Your completed meditations will appear here.</p>
        </EmptyState>
      ) : (
        <ul className="list sessions">
          {sessions.slice(0, RECENT_SESSIONS_SHOWN).map((session) => {
            const intention = intentionLabel(session.intention);
            return (
            <li key={session.id} className="list__item session-item">
              <span className={`intention-dot intention-dot--${intention.toLowerCase().replace(/[^a-z]/g, '')}`} aria-hidden="true" />
              <div className="session-item__text">
                <p className="session-item__title">{intention}</p>
                <p className="muted session-item__meta">
                  {/* Who it was shared with comes before the place. */}
                  {[`${session.duration} min`, session.partial ? 'partial' : null, withOthers(session.others), session.location].filter(Boolean).join(' · ')}
                </p>
              </div>
              {/* A minute may turn between the server's rendering of the home and the browser taking it over. */}
              <time className="session-item__time" dateTime={session.timestamp} suppressHydrationWarning>
                {relativeTime(session.timestamp, now)}
              </time>
            </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
