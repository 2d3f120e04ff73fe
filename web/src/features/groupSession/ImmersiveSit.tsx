import { useEffect, useState } from 'react';
import type { GroupSessionDetail } from '../../graphql/operations';
import { useSharedCountdown } from '../../lib/countdown';
import { formatClock } from '../../lib/time';
import { ringBell } from '../../practice/bell';
import { Button } from '../../ui/primitives';
import { ParticipantCircle } from './ParticipantCircle';

/**
 * Whether the person has touched this page yet. A browser lets a page make sound only after that:
 * someone who opens a live session straight from a link is asked to tap first, so the opening bell
 * can ring. Without the API to tell, the bell is simply tried.
 */
function mayMakeSound(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation?.hasBeenActive ?? true;
}

/** The live sit: the group's countdown, a personal pause, and who is sitting. */
export function ImmersiveSit({
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
  const [entered, setEntered] = useState(mayMakeSound);
  const seconds = useSharedCountdown({ endsAt: session.endsAt, totalSeconds: session.duration * 60, running, serverNow, onZero });
  useEffect(() => {
    if (entered) void ringBell();
  }, [entered]);
  return (
    <section className="immersive" aria-labelledby="immersive-title">
      <div className="immersive__main">
        <h1 id="immersive-title" className="immersive__title">
          {session.name}
        </h1>
        <p className="immersive__label">Live meditation session</p>
        <p className="immersive__clock" role="timer" aria-label="Time remaining">
          {formatClock(seconds)}
        </p>
        {entered ? (
          <Button variant="light" size="lg" icon={running ? 'pause' : 'play'} onClick={() => setRunning((value) => !value)}>
            {running ? 'Pause' : 'Play'}
          </Button>
        ) : (
          <>
            {/* The group's time runs meanwhile: the tap only lets the bell sound. */}
            <Button variant="light" size="lg" icon="play" onClick={() => setEntered(true)}>
              Tap to Enter
            </Button>
            <p className="immersive__hint">The session has begun. Tap to join in with the bell.</p>
          </>
        )}
      </div>
      <ParticipantCircle participants={session.participants} sitting={sitting} />
    </section>
  );
}
