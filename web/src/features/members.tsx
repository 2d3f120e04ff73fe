import { displayName } from '../auth/currentUser';
import type { Member } from '../graphql/operations';
import { formatCount } from '../lib/numbers';
import { countWord } from '../lib/plural';

function MemberAvatar({ member }: { member: Member }) {
  if (member.profileImageUrl) return <img className="avatar" src={member.profileImageUrl} alt="" width={40} height={40} />;
  return (
    <span className="avatar avatar--default" aria-hidden="true">
      {displayName(member).charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * People with their practice: their name, and either when they joined or their minutes. A long
 * list scrolls within its box, which keyboards reach too (it takes focus, then the arrow keys).
 */
export function MemberList({ members, label, show }: { members: readonly Member[]; label: string; show: 'joined' | 'minutes' }) {
  return (
    <div className="members" role="region" aria-label={label} tabIndex={0}>
      <ol className="participants" aria-label={label}>
        {members.map((member, index) => (
          <li key={member.id} className="participants__item">
            {show === 'minutes' ? <span className="members__rank">{index + 1}</span> : null}
            <MemberAvatar member={member} />
            <span className="participants__name">{displayName(member)}</span>
            <span className="muted members__figure">
              {show === 'minutes' ? `${formatCount(member.totalMinutes)} min` : `${formatCount(member.totalSessions)} ${countWord(member.totalSessions, 'session')}`}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
