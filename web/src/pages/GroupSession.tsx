import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { displayName } from '../auth/currentUser';
import { GraphProvider } from '../graphql/GraphProvider';
import { GroupSessionQuery, type GroupSessionDetail } from '../graphql/operations';
import { groupDisplayState } from '../lib/groupStatus';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { joinGroupSession, leaveGroupSession } from '../lib/restCalls';
import { useNow } from '../lib/useNow';
import { estDateTime, timeUntil } from '../lib/time';
import { loginUrl } from '../routes/paths';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { Badge, Button, buttonClass, Card, Spinner } from '../ui/primitives';

const statusLabel = { active: 'Live', upcoming: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled' } as const;

function NotFound({ signedIn, returnTo }: { signedIn: boolean; returnTo: string }) {
  return (
    <section className="card card--plain notice">
      <Icon name="alert" size={32} className="notice__icon" />
      <h1 className="notice__title">Session Not Found</h1>
      <p className="notice__text">
        This meditation session may have ended, been canceled, or the link might be incorrect.
      </p>
      <div className="notice__actions">
        {signedIn ? (
          <>
            <Link className={buttonClass('primary')} to="/groups">
              View Active Sessions
            </Link>
            <Link className={buttonClass('secondary')} to="/communities">
              Browse Communities
            </Link>
          </>
        ) : (
          <a className={buttonClass('primary')} href={loginUrl(returnTo)}>
            Sign In to Access Sessions
          </a>
        )}
      </div>
    </section>
  );
}

function Details({
  session,
  userId,
  returnTo,
  onChanged,
}: {
  session: GroupSessionDetail;
  userId: string | null;
  returnTo: string;
  onChanged: () => void;
}) {
  const [joined, setJoined] = useState(false);
  const now = useNow();
  const state = groupDisplayState(session, now);
  const start = new Date(session.scheduledStart).getTime();
  const when = estDateTime(session.scheduledStart);
  const act = (action: 'join' | 'leave') =>
    (action === 'join' ? joinGroupSession : leaveGroupSession)(session.id)
      .then(() => {
        setJoined(action === 'join');
        onChanged();
      })
      .catch((error: unknown) => console.warn(`Could not ${action} the session`, error));

  return (
    <>
      <Card className="session-header">
        <div className="session-header__badges">
          <Badge tone="primary">{intentionLabel(session.intention)}</Badge>
          <Badge tone={state === 'active' ? 'live' : 'neutral'}>{statusLabel[state]}</Badge>
        </div>
        <h1 className="session-header__name">{session.name}</h1>
        {session.description ? <p>{session.description}</p> : null}
        <ul className="facts-inline">
          <li>
            <Icon name="calendar" size={16} /> {when ?? 'Time not available'}
          </li>
          <li>
            <Icon name="clock" size={16} /> {session.duration} minutes
          </li>
          <li>
            <Icon name="users" size={16} /> {session.participantCount}/{session.maxParticipants} participants
          </li>
          <li>
            <Icon name="user" size={16} /> Hosted by {displayName(session.creator)}
          </li>
        </ul>
        {when ? <p className="muted">{start <= now ? 'Ready to start' : `Starts ${timeUntil(start, now)}`}</p> : null}
      </Card>
      {userId ? (
        <div className="button-row">
          {joined ? (
            <Button variant="secondary" onClick={() => void act('leave')}>
              Leave Session
            </Button>
          ) : (
            <Button onClick={() => void act('join')}>Join Session</Button>
          )}
        </div>
      ) : (
        <Card title="Sign In to Join Session" icon="lock">
          <p className="muted">Sign in to join this meditation and sit with the group when it begins.</p>
          <a className={buttonClass('primary')} href={loginUrl(returnTo)}>
            Sign In to Join Session
          </a>
        </Card>
      )}
    </>
  );
}

function GroupSessionView() {
  const { sessionId } = useParams();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { data, loading, error, refetch } = useQuery(GroupSessionQuery, sessionId ? { variables: { id: sessionId } } : skipToken);
  const session = data?.groupSession ?? null;
  const reload = () => void refetch().catch((failure: unknown) => console.warn('Could not reload the session', failure));
  useDocumentMeta(pageTitle(session?.name ?? 'Group Meditation'));
  return (
    <div className="page page--narrow group-session">
      {!data && error && !loading ? (
        <section className="card card--plain notice">
          <LoadFailed what="this session" onRetry={refetch} pageHeading />
        </section>
      ) : sessionId && !data ? (
        <Spinner label="Loading session..." />
      ) : session ? (
        <Details session={session} userId={user?.id ?? null} returnTo={pathname} onChanged={reload} />
      ) : (
        <NotFound signedIn={!!user} returnTo={pathname} />
      )}
    </div>
  );
}

/** A group session, for members and for visitors who were sent its link. */
export default function GroupSession() {
  return (
    <GraphProvider>
      <GroupSessionView />
    </GraphProvider>
  );
}
