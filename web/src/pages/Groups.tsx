import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { CreateSessionDialog } from '../features/CreateSessionDialog';
import { useSessionMembership } from '../features/groupSession/useSessionMembership';
import { GroupSessionsQuery, type ListedGroupSession } from '../graphql/operations';
import { groupDisplayState } from '../lib/groupStatus';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { zonedDateTime } from '../lib/time';
import { useGroupSessionStatusChanges } from '../live/groupSessions';
import { useServerNow } from '../live/serverClock';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { PageHeader } from '../ui/PageHeader';
import { Badge, Button, buttonClass, Card, EmptyState, Spinner } from '../ui/primitives';

/** Join, or Leave once joined; the creator's own session offers neither (its page has Start). */
function MembershipButton({ session, onChanged }: { session: ListedGroupSession; onChanged: () => void }) {
  const act = useSessionMembership();
  const { user } = useAuth();
  if (user && session.createdBy === user.id) return null;
  const action = session.joined ? 'leave' : 'join';
  return (
    <Button
      size="sm"
      variant={session.joined ? 'secondary' : 'primary'}
      onClick={() => {
        void act(action, session.id).then((changed) => {
          if (changed) onChanged();
        });
      }}
    >
      {session.joined ? 'Leave' : 'Join'}
    </Button>
  );
}

function SessionCard({ session, live, onJoined }: { session: ListedGroupSession; live: boolean; onJoined: () => void }) {
  return (
    <li className="card card--plain group-card">
      <div className="group-card__head">
        <h3 className="group-card__name">{session.name}</h3>
        {live ? <Badge tone="live">Live</Badge> : <Badge tone="primary">{intentionLabel(session.intention)}</Badge>}
      </div>
      {session.description ? <p className="muted">{session.description}</p> : null}
      <p className="group-card__meta">
        <span className="group-card__fact">
          <Icon name="calendar" size={16} /> {zonedDateTime(session.scheduledStart) ?? 'Time not available'}
        </span>
        <span aria-hidden="true"> · </span>
        <span className="group-card__fact">
          <Icon name="clock" size={16} /> {session.duration} min
        </span>
        <span aria-hidden="true"> · </span>
        <span className="group-card__fact">
          <Icon name="users" size={16} /> {session.participantCount}/{session.maxParticipants}
        </span>
      </p>
      <div className="group-card__actions">
        {live ? <Button size="sm">Join Live</Button> : <MembershipButton session={session} onChanged={onJoined} />}
        <Link className={buttonClass('secondary', 'sm')} to={`/groups/${session.id}`}>
          {live ? 'Enter' : 'View'}
        </Link>
      </div>
    </li>
  );
}

export default function Groups() {
  useDocumentMeta(pageTitle('Group Meditation'));
  const { data, loading, error, refetch } = useQuery(GroupSessionsQuery);
  const [creating, setCreating] = useState(false);
  // Live or upcoming by the server's clock, so every device sorts a session the same way.
  const now = useServerNow();
  // A join or a new session changes the list (and its participant counts): read it again.
  const reload = () => void refetch().catch((failure: unknown) => console.warn('Could not reload the sessions', failure));
  // A session scheduled, started, completed or cancelled anywhere shows here at once.
  useGroupSessionStatusChanges({ list: true }, reload);
  const sessions = data?.groupSessions ?? [];
  const liveSessions = sessions.filter((session) => groupDisplayState(session, now) === 'active');
  const upcoming = sessions.filter((session) => groupDisplayState(session, now) === 'upcoming');

  return (
    <div className="page groups">
      <PageHeader
        title="Group Meditation"
        description="Sit together at the same moment, wherever you are."
        action={
          <Button icon="plus" onClick={() => setCreating(true)}>
            Create Session
          </Button>
        }
      />

      {!data && error && !loading ? (
        <Card>
          <LoadFailed what="sessions" onRetry={refetch} />
        </Card>
      ) : !data ? (
        <Spinner label="Loading sessions..." />
      ) : (
        <>
          {liveSessions.length > 0 ? (
            <section className="section" aria-labelledby="live-title">
              <h2 id="live-title" className="section-title">
                Live Now
              </h2>
              <ul className="card-grid">
                {liveSessions.map((session) => (
                  <SessionCard key={session.id} session={session} live onJoined={reload} />
                ))}
              </ul>
            </section>
          ) : null}
          <section className="section" aria-labelledby="upcoming-title">
            <h2 id="upcoming-title" className="section-title">
              Upcoming Sessions
            </h2>
            {upcoming.length === 0 ? (
              <Card>
                <EmptyState icon="calendar" title="No upcoming sessions">
                  <p className="muted">Be the first to create a group meditation session</p>
                  <Button icon="plus" onClick={() => setCreating(true)}>
                    Create First Session
                  </Button>
                </EmptyState>
              </Card>
            ) : (
              <ul className="card-grid">
                {upcoming.map((session) => (
                  <SessionCard key={session.id} session={session} live={false} onJoined={reload} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <CreateSessionDialog open={creating} onOpenChange={setCreating} onCreated={reload} />
    </div>
  );
}
