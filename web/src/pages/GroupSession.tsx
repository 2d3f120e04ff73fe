import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { ImmersiveSit } from '../features/groupSession/ImmersiveSit';
import { SessionDetails } from '../features/groupSession/SessionDetails';
import { SessionNotFound } from '../features/groupSession/SessionNotFound';
import { useAutoJoin } from '../features/groupSession/useAutoJoin';
import { useCommunityAccess } from '../features/groupSession/useCommunityAccess';
import { useRecordSit } from '../features/groupSession/useRecordSit';
import { useServerSit } from '../features/groupSession/useServerSit';
import { GraphProvider } from '../graphql/GraphProvider';
import { GroupSessionQuery } from '../graphql/operations';
import { secondsUntil } from '../lib/countdown';
import { pageTitle, useDocumentMeta } from '../lib/meta';
import { useGroupSessionStatusChanges, useSittingNow } from '../live/groupSessions';
import { useServerClock, useServerNow } from '../live/serverClock';
import { useSessionFrames } from '../live/sessionFrames';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/primitives';

/**
 * How often a scheduled session is read again. The live socket says at once when its creator
 * starts it; this only catches a page whose socket is down.
 */
export const SCHEDULED_POLL_MS = 10_000;
/**
 * The uncertainty given to the clock reading an active session's answer carries
 * (endsAt less remainingSeconds): whole seconds and an unmeasured trip, so any
 * measurement over the socket is preferred to it.
 */
const ANSWER_SAMPLE_ROUND_TRIP_MS = 2000;

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
  // Someone joined or left: the session is read again at once, with who is in it now.
  const frames = useSessionFrames(sessionId);
  useEffect(() => {
    if (frames.participantChanges === 0) return;
    refetch().catch((failure: unknown) => console.warn('Could not reload the session', failure));
  }, [frames.participantChanges, refetch]);
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
  useAutoJoin(session, userId, access);
  // Only someone signed in sits: a visitor is asked to sign in (SessionDetails), not shown a sit they are not in.
  if (
    userId !== null &&
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
  const live = userId !== null && !!session && opened === session.id && finished !== session.id && session.status !== 'CANCELLED' && !access.membersOnly;
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
        <ImmersiveSit key={session.id} session={session} serverNow={serverNow} onZero={onZero} sitting={sitting} />
      ) : session ? (
        <SessionDetails
          session={session}
          userId={userId}
          returnTo={pathname}
          serverNow={serverNow}
          sitting={sitting}
          access={access}
          closingLineChanges={frames.closingLineChanges}
        />
      ) : (
        <SessionNotFound signedIn={!!user} returnTo={pathname} />
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
