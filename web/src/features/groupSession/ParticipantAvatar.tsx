import type { GroupSessionParticipant } from '../../graphql/operations';

/** What a fellow participant is called: their first name (all a session shares of anyone). */
export function companionName(person: GroupSessionParticipant['user']): string {
  return person.firstName ?? 'Peace Seeker';
}

/** A participant's initial. */
export function ParticipantAvatar({ person }: { person: GroupSessionParticipant['user'] }) {
  return (
    <span className="avatar avatar--default" aria-hidden="true">
      {companionName(person).charAt(0).toUpperCase()}
    </span>
  );
}
