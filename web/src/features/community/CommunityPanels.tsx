import { Link } from 'react-router';
import { isSignedOutError } from '../../graphql/errors';
import type { CommunityCard as CommunityCardData, MemberRole } from '../../graphql/operations';
import { loginUrl } from '../../routes/paths';
import { LoadFailed } from '../../ui/LoadFailed';
import { Button, buttonClass, EmptyState, Spinner } from '../../ui/primitives';
import { CommunityCard, communityPath } from './CommunityCard';

/** A list read from the graph: null until it has arrived. */
interface ListRead<T> {
  list: readonly T[] | null;
  error: unknown;
  loading: boolean;
  onRetry: () => unknown;
}

/** The Discover tab: every community, each with Join and View. */
export function DiscoverPanel({
  list,
  error,
  loading,
  onRetry,
  userId,
  onJoin,
  onCreate,
}: ListRead<CommunityCardData> & { userId: string; onJoin: (community: CommunityCardData) => void; onCreate: () => void }) {
  if (!list && error && !loading) return <LoadFailed what="communities" onRetry={onRetry} />;
  if (!list) return <Spinner label="Loading communities..." />;
  if (list.length === 0) {
    return (
      <EmptyState icon="users" title="No communities yet">
        <p className="muted">Start the first one and invite others to meditate with you.</p>
        <Button icon="plus" onClick={onCreate}>
          Create Community
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="card-grid">
      {list.map((community) => (
        <CommunityCard
          key={community.id}
          community={community}
          owner={community.createdBy === userId}
          actions={
            <>
              <Button size="sm" onClick={() => onJoin(community)}>
                Join
              </Button>
              <Link className={buttonClass('secondary', 'sm')} to={communityPath(community.id)}>
                View
              </Link>
            </>
          }
        />
      ))}
    </ul>
  );
}

/** The My Communities tab: the person's communities, each to open, and to manage for its owner. */
export function MyCommunitiesPanel({
  list,
  error,
  loading,
  onRetry,
  onBrowse,
}: ListRead<CommunityCardData & { myRole: MemberRole | null }> & { onBrowse: () => void }) {
  if (!list && error && !loading) {
    return isSignedOutError(error) ? (
      <EmptyState icon="lock" title="Please log in">
        <a className={buttonClass('secondary')} href={loginUrl('/communities')}>
          Sign In
        </a>
      </EmptyState>
    ) : (
      <LoadFailed what="your communities" onRetry={onRetry} />
    );
  }
  if (!list) return <Spinner label="Loading communities..." />;
  if (list.length === 0) {
    return (
      <EmptyState icon="users" title="You have not joined a community yet">
        <Button variant="secondary" onClick={onBrowse}>
          Browse Communities
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="card-grid">
      {list.map((community) => {
        const owner = community.myRole === 'OWNER';
        return (
          <CommunityCard
            key={community.id}
            community={community}
            owner={owner}
            actions={
              <>
                <Link className={buttonClass('primary', 'sm')} to={communityPath(community.id)}>
                  Open
                </Link>
                {owner ? (
                  <Link className={buttonClass('secondary', 'sm')} to={`${communityPath(community.id)}?manage=1`}>
                    Manage
                  </Link>
                ) : null}
              </>
            }
          />
        );
      })}
    </ul>
  );
}
