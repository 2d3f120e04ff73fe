import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { StartGroupSessionMutation, type GroupSessionDetail } from '../../graphql/operations';
import { groupDisplayState } from '../../lib/groupStatus';
import { intentionLabel } from '../../lib/intentions';
import { zonedDateTime, timeUntil } from '../../lib/time';
import { useServerNow } from '../../live/serverClock';
import { loginUrl } from '../../routes/paths';
import { Badge, Button, buttonClass, Card, Fact } from '../../ui/primitives';
import { ClosingCircle } from './ClosingCircle';
import { companionName } from './ParticipantAvatar';
import { ParticipantList } from './ParticipantList';
import type { CommunityAccess } from './useCommunityAccess';
import { useSessionMembership } from './useSessionMembership';
import { countOf, countWord } from '../../lib/plural';

const statusLabel = { active: 'Live', upcoming: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled' } as const;

/** A session before or after its sit: what it is, who comes, and joining, leaving or starting it. */
export function SessionDetails({
  session,
  userId,
  returnTo,
  serverNow,
  sitting,
  access,
  closingLineChanges = 0,
}: {
  session: GroupSessionDetail;
  userId: string | null;
  returnTo: string;
  serverNow: () => number;
  sitting: ReadonlySet<string> | null;
  access: CommunityAccess;
  /** How many times the live socket has said the closing lines changed. */
  closingLineChanges?: number;
}) {
  const now = useServerNow(1000);
  const act = useSessionMembership();
  const [start, { loading: starting }] = useMutation(StartGroupSessionMutation);
  const state = groupDisplayState(session, now);
  const startsAt = new Date(session.startsAt).getTime();
  const when = zonedDateTime(session.scheduledStart);
  const joinable = session.status === 'SCHEDULED' || session.status === 'ACTIVE';
  const { community, membersOnly } = access;
  const mayStart = userId === session.createdBy && session.status === 'SCHEDULED' && Number.isFinite(startsAt) && startsAt <= serverNow();

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
          <Fact icon="calendar">{when ?? 'Time not available'}</Fact>
          <Fact icon="clock">{countOf(session.duration, 'minute')}</Fact>
          <Fact icon="users">{session.participantCount}/{session.maxParticipants} {countWord(session.participantCount, 'participant')}</Fact>
          {session.creator ? (
            <Fact icon="user">Hosted by {companionName(session.creator)}</Fact>
          ) : session.joined ? (
            // Those in the session see its host; a host who deleted their account is nobody to name.
            <Fact icon="user">Hosted by a former member</Fact>
          ) : null}
        </ul>
        {when && session.status === 'SCHEDULED' && Number.isFinite(startsAt) ? (
          <p className="muted" role="status">
            {startsAt > now
              ? `Starts ${timeUntil(startsAt, now)}${session.startOnTime ? ', on time by itself' : ''}`
              : session.startOnTime
                ? 'Starting now...'
                : userId === session.createdBy
                  ? 'Ready to start'
                  : 'The host has not started yet'}
          </p>
        ) : null}
      </Card>
      {membersOnly && community ? (
        <Card title="Members Only" icon="lock">
          <p className="muted">
            This session belongs to {community.name}, a private community. Only members of this community can join its sessions.
          </p>
          <Link className={buttonClass('primary')} to={`/communities/${encodeURIComponent(community.id)}`}>
            View Community
          </Link>
        </Card>
      ) : userId ? (
        <div className="button-row">
          {/* A session that has ended or been cancelled is neither joined nor left any more. */}
          {!joinable ? null : session.joined ? (
            <Button variant="secondary" onClick={() => void act('leave', session.id)}>
              Leave Session
            </Button>
          ) : (
            <Button onClick={() => void act('join', session.id)}>Join Session</Button>
          )}
          {mayStart ? (
            <Button
              icon="play"
              disabled={starting}
              onClick={() =>
                void start({ variables: { id: session.id } }).catch((error: unknown) => console.warn('Could not start the session', error))
              }
            >
              Start Meditation
            </Button>
          ) : null}
        </div>
      ) : !joinable ? null : (
        // A session that is over has nothing left to sign in for.
        <Card title="Sign In to Join Session" icon="lock">
          <p className="muted">
            {session.status === 'ACTIVE' ? 'The group is meditating now. Sign in to join them.' : 'Sign in to join this meditation and sit with the group when it begins.'}
          </p>
          <a className={buttonClass('primary')} href={loginUrl(returnTo)}>
            Sign In to Join Session
          </a>
        </Card>
      )}
      {/* Only once the sit has ended, for those who sat it and its creator (the server answers no one else). */}
      {userId && session.status === 'COMPLETED' && (session.joined || userId === session.createdBy) ? <ClosingCircle session={session} userId={userId} now={now} changes={closingLineChanges} /> : null}
      <ParticipantList session={session} sitting={sitting} />
    </>
  );
}
