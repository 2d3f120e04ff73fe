import { displayName } from '../../auth/currentUser';
import type { GroupSessionDetail } from '../../graphql/operations';
import { Badge, Card } from '../../ui/primitives';
import { ParticipantAvatar } from './ParticipantAvatar';

/** Who has joined, the creator badged, and who is sitting right now. */
export function ParticipantList({ session, sitting }: { session: GroupSessionDetail; sitting: ReadonlySet<string> | null }) {
  if (session.participants.length === 0) return null;
  return (
    <Card title="Participants" icon="users">
      <ul className="participants" aria-label="Participants">
        {session.participants.map((participant) => (
          <li key={participant.user.id} className="participants__item">
            <ParticipantAvatar person={participant.user} />
            <span className="participants__name">{displayName(participant.user)}</span>
            {participant.user.id === session.createdBy ? <Badge tone="primary">Creator</Badge> : null}
            {sitting?.has(participant.user.id) ? <Badge tone="live">Meditating</Badge> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
