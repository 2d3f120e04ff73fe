import { Link } from 'react-router';
import type { CommunityDetail } from '../../graphql/operations';
import { Icon } from '../../ui/Icon';
import { Button, buttonClass } from '../../ui/primitives';

export type CommunityDialog = 'share' | 'calendar' | 'manage' | 'delete';

/**
 * What the viewer can do here: join the live session, join or leave (the owner never leaves),
 * share, add to a calendar, and for the owner manage or delete.
 */
export function CommunityActions({
  community,
  isMember,
  isOwner,
  membership,
  onOpen,
}: {
  community: CommunityDetail;
  isMember: boolean;
  isOwner: boolean;
  membership: { join: () => Promise<void>; leave: () => Promise<void>; joining: boolean; leaving: boolean };
  onOpen: (dialog: CommunityDialog) => void;
}) {
  return (
    <div className="button-row community__actions">
      {community.liveSession && isMember ? (
        <Link className={buttonClass('primary')} to={`/groups/${encodeURIComponent(community.liveSession.id)}`}>
          <Icon name="play" /> Join Live Session
        </Link>
      ) : null}
      {!isMember ? (
        <Button icon="plus" disabled={membership.joining} onClick={() => void membership.join()}>
          Join Community
        </Button>
      ) : !isOwner ? (
        <Button variant="secondary" disabled={membership.leaving} onClick={() => void membership.leave()}>
          Leave
        </Button>
      ) : null}
      <Button variant="secondary" icon="share" onClick={() => onOpen('share')}>
        Share
      </Button>
      <Button variant="secondary" icon="calendar" onClick={() => onOpen('calendar')}>
        Add to calendar
      </Button>
      {isOwner ? (
        <>
          <Button variant="secondary" onClick={() => onOpen('manage')}>
            Manage
          </Button>
          <Button variant="danger" onClick={() => onOpen('delete')}>
            Delete
          </Button>
        </>
      ) : null}
    </div>
  );
}
