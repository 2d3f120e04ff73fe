import { displayName } from '../../auth/currentUser';
import type { GroupSessionParticipant } from '../../graphql/operations';

/** A participant's picture, or the first letter of their name. */
export function ParticipantAvatar({ person }: { person: GroupSessionParticipant['user'] }) {
  const name = displayName(person);
  if (person.profileImageUrl) return <img className="avatar" src={person.profileImageUrl} alt="" width={40} height={40} />;
  return (
    <span className="avatar avatar--default" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
