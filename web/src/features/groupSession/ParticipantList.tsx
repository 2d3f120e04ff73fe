import type { GroupSessionDetail } from '../../graphql/operations';
import { countOf } from '../../lib/plural';
import { Badge, Card } from '../../ui/primitives';
import { companionName, ParticipantAvatar } from './ParticipantAvatar';

/**
 * Who has joined, the creator badged, and who is sitting right now, by first name: for participants.
 * Anyone else is told only how many have joined (the graph names nobody to them).
 */
export function ParticipantList({ session, sitting }: { session: GroupSessionDetail; sitting: ReadonlySet<string> | null }) {
  if (session.participants.length === 0) {
    if (session.participantCount === 0) return null;
    return (
      <Card title="Participants" icon="users">
        <p className="muted">
          {countOf(session.participantCount, 'person', 'people')} {session.participantCount === 1 ? 'has' : 'have'} joined.
        </p>
      </Card>
    );
  }
  return (
    <Card title="Participants" icon="users">
      <ul className="participants" aria-label="Participants">
        {session.participants.map((participant) => (
          <li key={participant.user.id} className="participants__item">
            <ParticipantAvatar person={participant.user} />
            <span className="participants__name">{companionName(participant.user)}</span>
            {participant.user.id === session.createdBy ? <Badge tone="primary">Creator</Badge> : null}
            {sitting?.has(participant.user.id) ? <Badge tone="live">Meditating</Badge> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
