import { Link } from 'react-router';
import type { CommunityDetail } from '../../graphql/operations';
import { intentionLabel } from '../../lib/intentions';
import { zonedDateTime } from '../../lib/time';
import { Icon } from '../../ui/Icon';
import { buttonClass, Card, EmptyState } from '../../ui/primitives';
import { countOf } from '../../lib/plural';

type PastSession = CommunityDetail['pastSessions'][number];
type UpcomingSession = CommunityDetail['upcomingSessions'][number];

function PastSessionItem({ session }: { session: PastSession }) {
  return (
    <li className="list__item past-session">
      <div>
        <p className="session-item__title">{session.name}</p>
        <p className="muted">
          {intentionLabel(session.intention)} · {zonedDateTime(session.scheduledStart) ?? 'Time not available'}
        </p>
      </div>
      <p className="past-session__figures">
        <span>
          <Icon name="users" size={16} /> {countOf(session.participantCount, 'participant')}
        </span>
        <span>
          <Icon name="clock" size={16} /> {session.totalMinutes} min
        </span>
      </p>
    </li>
  );
}

/** The community's completed sessions, with who came and the minutes sat. */
export function PastSessions({ community }: { community: CommunityDetail }) {
  if (community.pastSessions.length === 0) {
    return <EmptyState icon="calendar" title="No past sessions yet" />;
  }
  return (
    <ul className="list">
      {community.pastSessions.map((session) => (
        <PastSessionItem key={session.id} session={session} />
      ))}
    </ul>
  );
}

function UpcomingSessionItem({ session }: { session: UpcomingSession }) {
  return (
    <li className="list__item past-session">
      <div>
        <p className="session-item__title">{session.name}</p>
        <p className="muted">
          {zonedDateTime(session.startsAt) ?? 'Time not available'} · {session.duration} min
        </p>
      </div>
      <Link className={buttonClass('secondary', 'sm')} to={`/groups/${encodeURIComponent(session.id)}`}>
        View
      </Link>
    </li>
  );
}

/**
 * The community's sessions still to come, each a way to its page; nothing when there are none. A
 * session already live is not one to come: Join Live Session leads to it.
 */
export function UpcomingSessions({ community }: { community: CommunityDetail }) {
  const upcoming = community.upcomingSessions.filter((session) => session.status === 'SCHEDULED');
  if (upcoming.length === 0) return null;
  return (
    <Card title="Upcoming Sessions" icon="calendar">
      <ul className="list">
        {upcoming.map((session) => (
          <UpcomingSessionItem key={session.id} session={session} />
        ))}
      </ul>
    </Card>
  );
}
