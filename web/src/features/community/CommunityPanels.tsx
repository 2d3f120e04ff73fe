import { Link } from 'react-router';
import { isSignedOutError } from '../../graphql/errors';
import type { CommunityCard as CommunityCardData, MemberRole } from '../../graphql/operations';
import { loginUrl } from '../../routes/paths';
import { LoadFailed } from '../../ui/LoadFailed';
import { Badge, Button, buttonClass, EmptyState, Spinner } from '../../ui/primitives';
import { CommunityCard, communityPath } from './CommunityCard';

/** A list read from the graph: null until it has arrived. */
interface ListRead<T> {
  list: readonly T[] | null;
  error: unknown;
  loading: boolean;
  onRetry: () => unknown;
}

/**
 * The Discover tab: every community, each with View, and Join for those the person is not in.
 * `roles` is the person's role in each community they are in, null until their list is read (Join
 * waits for it, so an owner or member is never offered it); a failed read offers Join to all.
 */
export function DiscoverPanel({
  list,
  error,
  loading,
  onRetry,
  userId,
  roles,
  onJoin,
  onCreate,
}: ListRead<CommunityCardData> & {
  userId: string;
  roles: ReadonlyMap<string, MemberRole | null> | null;
  onJoin: (community: CommunityCardData) => void;
  onCreate: () => void;
}) {
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
      {list.map((community) => {
        const owner = community.createdBy === userId || roles?.get(community.id) === 'OWNER';
        const member = !owner && (roles?.has(community.id) ?? false);
        return (
          <CommunityCard
            key={community.id}
            community={community}
            owner={owner}
            actions={
              <>
                {member ? (
                  <Badge tone="primary">Member</Badge>
                ) : owner || !roles ? null : (
                  <Button size="sm" onClick={() => onJoin(community)}>
                    Join
                  </Button>
                )}
                <Link className={buttonClass(owner || member ? 'primary' : 'secondary', 'sm')} to={communityPath(community.id)}>
                  View
                </Link>
              </>
            }
          />
        );
      })}
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
