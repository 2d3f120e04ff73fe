import { useQuery } from '@apollo/client/react';
import { CommunitySessionsPageQuery, CommunitySessionsQuery } from '../../graphql/operations';
import type { CommunitySessionsPageQuery as CommunitySessionsPage } from '../../graphql/__generated__/graphql';
import { MY_COMMUNITIES_PAGE, useRestOfPages } from '../../graphql/pages';
import { useServerNow } from '../../live/serverClock';
import { LoadFailed } from '../../ui/LoadFailed';
import { Button, EmptyState, Spinner } from '../../ui/primitives';
import { ListedSessionCard } from './ListedSessionCard';
import { listSessions } from './listSessions';

const communitiesOf = (data: CommunitySessionsPage) => data.myCommunities;

/** The Sessions tab: every live or coming session, and those of the person's communities. */
export function SessionsPanel({ onSchedule }: { onSchedule: () => void }) {
  // The tab mounts when chosen: a session scheduled a moment ago must show.
  const sessions = useQuery(CommunitySessionsQuery, { fetchPolicy: 'cache-and-network' });
  // Past the first page of the person's communities, their sessions come a page at a time.
  const restOfMine = useRestOfPages(CommunitySessionsPageQuery, sessions.data?.myCommunities, communitiesOf, MY_COMMUNITIES_PAGE);
  const now = useServerNow();
  if (!sessions.data && sessions.error && !sessions.loading) return <LoadFailed what="sessions" onRetry={sessions.refetch} />;
  if (!sessions.data) return <Spinner label="Loading sessions..." />;
  const listed = listSessions(restOfMine.length > 0 ? { ...sessions.data, myCommunities: [...sessions.data.myCommunities, ...restOfMine] } : sessions.data, now);
  if (listed.length === 0) {
    return (
      <EmptyState icon="calendar" title="No sessions yet">
        <p className="muted">Schedule one and meditate together with your community.</p>
        <Button icon="plus" onClick={onSchedule}>
          Schedule Session
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="card-grid">
      {listed.map((item) => (
        <ListedSessionCard key={item.session.id} item={item} />
      ))}
    </ul>
  );
}
