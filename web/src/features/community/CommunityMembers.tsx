import { displayName } from '../../auth/currentUser';
import type { CommunityDetail } from '../../graphql/operations';
import { Icon } from '../../ui/Icon';
import { Badge, EmptyState } from '../../ui/primitives';
import { isPublicCommunity } from '../communities';

function shortDate(when: string): string {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

type CommunityMember = CommunityDetail['members'][number];

function MemberItem({ member }: { member: CommunityMember }) {
  return (
    <li className="list__item member-list__item">
      {member.user.profileImageUrl ? (
        <img className="avatar avatar--sm" src={member.user.profileImageUrl} alt="" width={40} height={40} />
      ) : (
        <span className="avatar avatar--sm avatar--default" aria-hidden="true">
          <Icon name="user" />
        </span>
      )}
      <div className="member-list__who">
        <p className="member-list__name">{displayName(member.user)}</p>
        <p className="muted">Joined {shortDate(member.joinedAt)}</p>
      </div>
      <Badge tone={member.role === 'OWNER' ? 'warning' : 'neutral'}>{member.role === 'OWNER' ? 'Owner' : 'Member'}</Badge>
    </li>
  );
}

/** The community's members; a private community shows them only to its members. */
export function CommunityMembers({ community, isMember }: { community: CommunityDetail; isMember: boolean }) {
  if (community.members.length === 0) {
    if (!isMember && !isPublicCommunity(community)) {
      return (
        <EmptyState icon="lock" title="Members are visible to members">
          <p className="muted">This is a private community. Join it to see who meditates here.</p>
        </EmptyState>
      );
    }
    return <EmptyState icon="users" title="No members yet" />;
  }
  return (
    <ul className="list member-list">
      {community.members.map((member) => (
        <MemberItem key={member.user.id} member={member} />
      ))}
    </ul>
  );
}
