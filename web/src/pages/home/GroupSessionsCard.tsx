import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { GroupSessionsQuery } from '../../graphql/operations';
import { groupDisplayState } from '../../lib/groupStatus';
import { useServerNow } from '../../live/serverClock';
import { LastKnown } from '../../offline/LastKnown';
import { LoadFailed } from '../../ui/LoadFailed';
import { buttonClass, Card } from '../../ui/primitives';

/** The way from the home screen to sitting with others, with how many sessions are live or coming up. */
export function GroupSessionsCard({ className }: { className?: string }) {
  const { data, error, loading, refetch } = useQuery(GroupSessionsQuery);
  // Counted by the server's clock, as the sessions page sorts them.
  const now = useServerNow();
  const sessions = data?.groupSessions ?? [];
  const live = sessions.filter((session) => groupDisplayState(session, now) === 'active').length;
  const upcoming = sessions.filter((session) => groupDisplayState(session, now) === 'upcoming').length;
  return (
    <Card title="Group Sessions" icon="users" aside={<LastKnown shown={!!data} />} className={className}>
      {!data && error && !loading ? (
        <LoadFailed what="group sessions" onRetry={refetch} />
      ) : !data ? (
        <p className="muted" role="status">
          Loading sessions...
        </p>
      ) : (
        <p className="group-summary">
          {/* Counted again when the browser takes over the server's rendering of the home: a session may have started in between. */}
          <span className={live > 0 ? 'group-summary__live' : undefined} suppressHydrationWarning>
            {live} live now
          </span>
          <span aria-hidden="true"> · </span>
          <span suppressHydrationWarning>{upcoming} upcoming</span>
        </p>
      )}
      <Link className={buttonClass('secondary')} to="/groups">
        See Group Sessions
      </Link>
    </Card>
  );
}
