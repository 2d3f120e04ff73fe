import { skipToken, useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { displayName } from '../auth/currentUser';
import { GraphProvider } from '../graphql/GraphProvider';
import {
  CompleteSessionMutation,
  GroupSessionCommunityQuery,
  GroupSessionQuery,
  JoinGroupSessionMutation,
  LeaveGroupSessionMutation,
  StartActiveSessionMutation,
  StartGroupSessionMutation,
  StopActiveSessionMutation,
  type GroupSessionDetail,
  type GroupSessionParticipant,
} from '../graphql/operations';
import { refreshAfterCompletion } from '../graphql/refresh';
import { secondsUntil, useSharedCountdown } from '../lib/countdown';
import { groupDisplayState } from '../lib/groupStatus';
import { intentionLabel } from '../lib/intentions';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { browserTimeZone, estDateTime, formatClock, timeUntil } from '../lib/time';
import { useGroupSessionStatusChanges, useSittingNow } from '../live/groupSessions';
import { useLive } from '../live/LiveProvider';
import { useServerClock, useServerNow } from '../live/serverClock';
import { UNKNOWN_LOCATION } from '../location/location';
import { ringBell } from '../practice/bell';
import { usePracticeLocation } from '../practice/usePracticeLocation';
import { loginUrl } from '../routes/paths';
import { Icon } from '../ui/Icon';
import { LoadFailed } from '../ui/LoadFailed';
import { Badge, Button, buttonClass, Card, Spinner } from '../ui/primitives';
import { toast } from '../ui/toastStore';

const statusLabel = { active: 'Live', upcoming: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled' } as const;

/**
 * How often a scheduled session is read again. The live socket says at once when its creator
 * starts it; this only catches a page whose socket is down.
 */
export const SCHEDULED_POLL_MS = 10_000;
/** Tries at starting this person's sit on the server: the meditation service may hear of the session's start a moment after the page does. */
const SIT_START_ATTEMPTS = 5;
const SIT_START_RETRY_MS = 700;
/** People around the circle at once (spec §9). */
export const CIRCLE_PAGE_SIZE = 12;
/** Gap between achievement toasts, so each is seen (only one toast shows at a time). */
const ACHIEVEMENT_TOAST_GAP_MS = 1200;
/**
 * The uncertainty given to the clock reading an active session's answer carries
 * (endsAt less remainingSeconds): whole seconds and an unmeasured trip, so any
 * measurement over the socket is preferred to it.
 */
const ANSWER_SAMPLE_ROUND_TRIP_MS = 2000;

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

function Avatar({ person }: { person: GroupSessionParticipant['user'] }) {
  const name = displayName(person);
  if (person.profileImageUrl) return <img className="avatar" src={person.profileImageUrl} alt="" width={40} height={40} />;
  return (
    <span className="avatar avatar--default" aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/** Everyone present, seated around a circle, twelve at a time. */
function ParticipantCircle({ participants, sitting }: { participants: ReadonlyArray<GroupSessionParticipant>; sitting: ReadonlySet<string> | null }) {
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
            <Avatar person={participant.user} />
            <span className="circle__name">{displayName(participant.user)}</span>
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

/** The live sit: the group's countdown, a personal pause, and who is sitting. */
function Immersive({
  session,
  serverNow,
  onZero,
  sitting,
}: {
  session: GroupSessionDetail;
  serverNow: () => number;
  onZero: () => void;
  sitting: ReadonlySet<string> | null;
}) {
  const [running, setRunning] = useState(true);
  const seconds = useSharedCountdown({ endsAt: session.endsAt, totalSeconds: session.duration * 60, running, serverNow, onZero });
  useEffect(() => {
    void ringBell();
  }, []);
  return (
    <section className="immersive" aria-labelledby="immersive-title">
      <h1 id="immersive-title" className="immersive__title">
        {session.name}
      </h1>
      <p className="immersive__label">Live meditation session</p>
      <p className="immersive__clock" role="timer" aria-label="Time remaining">
        {formatClock(seconds)}
      </p>
      <Button variant="light" size="lg" icon={running ? 'pause' : 'play'} onClick={() => setRunning((value) => !value)}>
        {running ? 'Pause' : 'Play'}
      </Button>
      <ParticipantCircle participants={session.participants} sitting={sitting} />
    </section>
  );
}

function Participants({ session, sitting }: { session: GroupSessionDetail; sitting: ReadonlySet<string> | null }) {
  if (session.participants.length === 0) return null;
  return (
    <Card title="Participants" icon="users">
      <ul className="participants" aria-label="Participants">
        {session.participants.map((participant) => (
          <li key={participant.user.id} className="participants__item">
            <Avatar person={participant.user} />
            <span className="participants__name">{displayName(participant.user)}</span>
            {participant.user.id === session.createdBy ? <Badge tone="primary">Creator</Badge> : null}
            {sitting?.has(participant.user.id) ? <Badge tone="live">Meditating</Badge> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Whether the viewer may take part in a session, as far as its community goes. */
interface CommunityAccess {
  /** The session's community, once read for a signed-in person who has not joined. */
  community: { id: string; name: string } | null;
  /** A private community's session, and the viewer not one of its members. */
  membersOnly: boolean;
  /** False until that is known. */
  known: boolean;
}

/**
 * A private community's sessions are for its members: others are shown the way to the community
 * instead of a join that can only fail, and no sit opens for them.
 */
function useCommunityAccess(session: GroupSessionDetail | null, userId: string | null): CommunityAccess {
  const groupId = userId && session && !session.joined ? session.groupId : null;
  const { data, error } = useQuery(GroupSessionCommunityQuery, groupId ? { variables: { id: groupId } } : skipToken);
  const community = groupId ? (data?.community ?? null) : null;
  return {
    community,
    membersOnly: community !== null && community.isPublic === 0 && !community.myRole,
    known: !groupId || data !== undefined || error !== undefined,
  };
}

function Details({
  session,
  userId,
  returnTo,
  serverNow,
  sitting,
  access,
}: {
  session: GroupSessionDetail;
  userId: string | null;
  returnTo: string;
  serverNow: () => number;
  sitting: ReadonlySet<string> | null;
  access: CommunityAccess;
}) {
  const now = useServerNow(1000);
  const [join] = useMutation(JoinGroupSessionMutation);
  const [leave] = useMutation(LeaveGroupSessionMutation);
  const [start, { loading: starting }] = useMutation(StartGroupSessionMutation);
  const state = groupDisplayState(session, now);
  const startsAt = new Date(session.startsAt).getTime();
  const when = estDateTime(session.scheduledStart);
  const joinable = session.status === 'SCHEDULED' || session.status === 'ACTIVE';
  const { community, membersOnly, known: communityKnown } = access;
  const mayStart = userId === session.createdBy && session.status === 'SCHEDULED' && Number.isFinite(startsAt) && startsAt <= serverNow();

  // A signed-in visitor is joined once on arrival; leaving afterwards is their choice and sticks.
  const autoJoined = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || session.joined || !joinable || !communityKnown || membersOnly || autoJoined.current === session.id) return;
    autoJoined.current = session.id;
    join({ variables: { id: session.id } }).catch((error: unknown) => console.warn('Could not join the session', error));
  }, [userId, session.id, session.joined, joinable, communityKnown, membersOnly, join]);

  const act = (action: 'join' | 'leave') =>
    (action === 'join' ? join : leave)({ variables: { id: session.id } }).catch((error: unknown) =>
      console.warn(`Could not ${action} the session`, error),
    );

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
        {when && session.status === 'SCHEDULED' && Number.isFinite(startsAt) ? (
          <p className="muted">{startsAt <= now ? 'Ready to start' : `Starts ${timeUntil(startsAt, now)}`}</p>
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
            <Button variant="secondary" onClick={() => void act('leave')}>
              Leave Session
            </Button>
          ) : (
            <Button onClick={() => void act('join')}>Join Session</Button>
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
      ) : (
        <Card title="Sign In to Join Session" icon="lock">
          <p className="muted">Sign in to join this meditation and sit with the group when it begins.</p>
          <a className={buttonClass('primary')} href={loginUrl(returnTo)}>
            Sign In to Join Session
          </a>
        </Card>
      )}
      <Participants session={session} sitting={sitting} />
    </>
  );
}

/** Records the sit when the group's countdown reaches zero (spec §4), with the toasts of §8. */
function useRecordSit(session: GroupSessionDetail | null, userId: string | null) {
  const client = useApolloClient();
  const [complete] = useMutation(CompleteSessionMutation);
  const { location } = usePracticeLocation();
  return useCallback(async () => {
    if (!session) return;
    void ringBell();
    const failed = () =>
      toast({ title: 'Meditation complete!', description: 'Well done on completing the group meditation session.', icon: 'check' });
    if (!userId) {
      failed();
      return;
    }
    const place = location && location !== UNKNOWN_LOCATION ? location : `Group Session: ${session.name}`;
    try {
      const { data } = await complete({
        variables: {
          input: { intention: session.intention, location: place, duration: session.duration, groupSessionId: session.id },
          timeZone: browserTimeZone(),
        },
      });
      toast({ title: 'Meditation completed!', description: 'Your time has been logged.', icon: 'check' });
      void refreshAfterCompletion(client).catch((error: unknown) => console.debug('Could not refresh after the meditation', error));
      (data?.completeSession.newAchievements ?? []).forEach((achievement, index) => {
        setTimeout(
          () =>
            toast({ title: 'Achievement Unlocked!', description: `${achievement.name}: ${achievement.description}`, icon: 'trophy', duration: 5000 }),
          (index + 1) * ACHIEVEMENT_TOAST_GAP_MS,
        );
      });
    } catch (error) {
      console.warn('Could not record the group meditation', error);
      failed();
    }
  }, [client, complete, location, session, userId]);
}

/**
 * While the sit is open, the person's meditation runs on the server too, tied to the session: that
 * is what shows them as meditating to everyone on the session's page, and what the completion at
 * zero consumes. Leaving the sit before its end stops it.
 */
function useServerSit(session: GroupSessionDetail | null, open: boolean, userId: string | null, reachedZero: RefObject<Set<string>>) {
  const client = useApolloClient();
  const { send } = useLive();
  const id = session?.id;
  const joined = session?.joined ?? false;
  const intention = session?.intention;
  const name = session?.name;
  const duration = session?.duration;
  useEffect(() => {
    if (!open || !userId || !joined || !id || !intention || name === undefined || duration === undefined) return;
    let cancelled = false;
    const zeroes = reachedZero.current;
    const input = { intention, location: `Group Session: ${name}`, duration, groupSessionId: id };
    send({ type: 'startMeditation', userId, intention: intentionLabel(intention) });
    void (async () => {
      for (let attempt = 1; attempt <= SIT_START_ATTEMPTS && !cancelled; attempt++) {
        try {
          await client.mutate({ mutation: StartActiveSessionMutation, variables: { input } });
          return;
        } catch (error) {
          if (attempt === SIT_START_ATTEMPTS) console.warn('Could not start the sit on the server', error);
          else await new Promise((resolve) => setTimeout(resolve, SIT_START_RETRY_MS));
        }
      }
    })();
    return () => {
      cancelled = true;
      send({ type: 'endMeditation', userId });
      // The countdown's zero completes the sit, which ends it on the server; anything else leaves it.
      if (!zeroes.has(id)) {
        client.mutate({ mutation: StopActiveSessionMutation }).catch((error: unknown) => console.debug('Could not stop the sit on the server', error));
      }
    };
  }, [open, userId, joined, id, intention, name, duration, client, send, reachedZero]);
}

function GroupSessionView() {
  const { sessionId } = useParams();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const { serverNow, synced, estimator } = useServerClock();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(
    GroupSessionQuery,
    // Always read afresh as well: a cached answer's remainingSeconds would set the clock to a moment long gone.
    sessionId ? { variables: { id: sessionId }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const session = data?.groupSession ?? null;
  const status = session?.status;
  // The socket says when the session starts, completes or is cancelled: read it again at once.
  useGroupSessionStatusChanges({ groupSessionId: sessionId }, () => {
    refetch().catch((failure: unknown) => console.warn('Could not reload the session', failure));
  });
  const sitting = useSittingNow(sessionId);
  useEffect(() => {
    if (status !== 'SCHEDULED') return;
    startPolling(SCHEDULED_POLL_MS);
    return stopPolling;
  }, [status, startPolling, stopPolling]);
  useDocumentMeta(pageTitle(session?.name ?? 'Group Meditation'));

  // An active session's answer says how long is left by the server's clock: a rough reading of it until the socket measures better.
  const remaining = session?.remainingSeconds;
  const endsAt = session?.endsAt;
  useEffect(() => {
    if (remaining == null || !endsAt) return;
    const serverTime = new Date(endsAt).getTime() - remaining * 1000;
    if (Number.isFinite(serverTime)) estimator.addRough({ offsetMs: serverTime - Date.now(), roundTripMs: ANSWER_SAMPLE_ROUND_TRIP_MS });
  }, [remaining, endsAt, estimator]);

  // The sit this visit saw end: its view stays closed, however the answer lags.
  const [finished, setFinished] = useState<string | null>(null);
  // Set at once, before the view closes: the sit's own end must not be taken for leaving it.
  const reachedZero = useRef(new Set<string>());
  const record = useRecordSit(session, userId);
  const onZero = useCallback(() => {
    if (!session) return;
    reachedZero.current.add(session.id);
    setFinished(session.id);
    void record().finally(() => void refetch().catch((failure: unknown) => console.warn('Could not reload the session', failure)));
  }, [record, refetch, session]);

  // Opens while time is left by the server's clock, then stays open until the countdown's own zero
  // has recorded the sit: a session already over when the page loads records nothing. It waits for
  // a clock reading (the answer's own comes a moment after it), since a device clock that is
  // wrong by hours would otherwise open a sit that is over, or close one that is not.
  useServerNow(1000);
  const [opened, setOpened] = useState<string | null>(null);
  const access = useCommunityAccess(session, userId);
  if (
    session &&
    session.status === 'ACTIVE' &&
    access.known &&
    !access.membersOnly &&
    (synced || session.remainingSeconds == null) &&
    opened !== session.id &&
    finished !== session.id &&
    secondsUntil(new Date(session.endsAt).getTime(), serverNow(), session.duration * 60) > 0
  ) {
    setOpened(session.id);
  }
  const live = !!session && opened === session.id && finished !== session.id && session.status !== 'CANCELLED' && !access.membersOnly;
  useServerSit(session, live, userId, reachedZero);

  return (
    <div className={live ? 'page group-session group-session--live' : 'page page--narrow group-session'}>
      {!data && error && !loading ? (
        <section className="card card--plain notice">
          <LoadFailed what="this session" onRetry={refetch} pageHeading />
        </section>
      ) : sessionId && !data ? (
        <Spinner label="Loading session..." />
      ) : session && live ? (
        <Immersive key={session.id} session={session} serverNow={serverNow} onZero={onZero} sitting={sitting} />
      ) : session ? (
        <Details session={session} userId={userId} returnTo={pathname} serverNow={serverNow} sitting={sitting} access={access} />
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
