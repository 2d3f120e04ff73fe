import { useState } from 'react';
import type { GroupSessionParticipant } from '../../graphql/operations';
import { Badge, Button } from '../../ui/primitives';
import { companionName, ParticipantAvatar } from './ParticipantAvatar';

/** People around the circle at once (spec §9). */
export const CIRCLE_PAGE_SIZE = 12;

/** Everyone present, seated around a circle, twelve at a time. */
export function ParticipantCircle({ participants, sitting }: { participants: ReadonlyArray<GroupSessionParticipant>; sitting: ReadonlySet<string> | null }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(participants.length / CIRCLE_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const seated = participants.slice(current * CIRCLE_PAGE_SIZE, (current + 1) * CIRCLE_PAGE_SIZE);
  return (
    <div className="circle">
      <ul className="circle__seats" aria-label="Participants in the circle">
        {seated.map((participant, index) => (
          <li
            key={participant.user.id}
            className="circle__seat"
            style={{ transform: `rotate(${(360 / seated.length) * index}deg) translateY(-9rem) rotate(${(-360 / seated.length) * index}deg)` }}
          >
            <ParticipantAvatar person={participant.user} />
            <span className="circle__name">{companionName(participant.user)}</span>
            {sitting?.has(participant.user.id) ? <Badge tone="live">Meditating</Badge> : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="circle__paging">
          <Button variant="ghost-light" size="sm" aria-label="Previous participants" disabled={current === 0} onClick={() => setPage(current - 1)}>
            ‹
          </Button>
          <span>
            {current + 1} of {pages}
          </span>
          <Button variant="ghost-light" size="sm" aria-label="Next participants" disabled={current === pages - 1} onClick={() => setPage(current + 1)}>
            ›
          </Button>
        </div>
      ) : null}
    </div>
  );
}
