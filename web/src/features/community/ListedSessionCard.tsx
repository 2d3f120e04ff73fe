import { Link, useNavigate } from 'react-router';
import { intentionLabel } from '../../lib/intentions';
import { zonedDateTime } from '../../lib/time';
import { Icon } from '../../ui/Icon';
import { Badge, Button, buttonClass } from '../../ui/primitives';
import type { CommunitySessionState } from '../communities';
import type { ListedSession } from './listSessions';

const stateBadge: Record<CommunitySessionState, { label: string; tone: 'live' | 'primary' | 'neutral' }> = {
  live: { label: 'Live', tone: 'live' },
  upcoming: { label: 'Upcoming', tone: 'primary' },
  completed: { label: 'Completed', tone: 'neutral' },
};

/** A session on the Sessions tab: only Live has Join Live, only Upcoming has View, Completed is a disabled button. */
export function ListedSessionCard({ item }: { item: ListedSession }) {
  const navigate = useNavigate();
  const { session, state, community } = item;
  const badge = stateBadge[state];
  const path = `/groups/${encodeURIComponent(session.id)}`;
  return (
    <li className="card card--plain group-card">
      <div className="group-card__head">
        <h3 className="group-card__name">{session.name}</h3>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      <p className="group-card__meta">
        <Badge tone="primary">{intentionLabel(session.intention)}</Badge>
        {community ? <span>{community}</span> : null}
      </p>
      <p className="group-card__meta">
        <Icon name="clock" size={16} /> {zonedDateTime(session.startsAt) ?? 'Time not available'} · {session.duration} min
      </p>
      <p className="group-card__meta">
        <Icon name="users" size={16} /> {session.participantCount}/{session.maxParticipants}
      </p>
      <div className="group-card__actions">
        {state === 'live' ? (
          <Button size="sm" icon="play" onClick={() => void navigate(path)}>
            Join Live
          </Button>
        ) : state === 'upcoming' ? (
          <Link className={buttonClass('secondary', 'sm')} to={path}>
            View
          </Link>
        ) : (
          <Button size="sm" variant="secondary" disabled>
            Completed
          </Button>
        )}
      </div>
    </li>
  );
}
