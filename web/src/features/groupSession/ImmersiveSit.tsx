import { useEffect, useState } from 'react';
import type { GroupSessionDetail } from '../../graphql/operations';
import { useSharedCountdown } from '../../lib/countdown';
import { formatClock } from '../../lib/time';
import { ringBell } from '../../practice/bell';
import { Button } from '../../ui/primitives';
import { ParticipantCircle } from './ParticipantCircle';

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
