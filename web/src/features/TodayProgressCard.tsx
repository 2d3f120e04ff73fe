import { DAILY_GOAL_MINUTES, goalProgress, SESSION_DOTS } from '../lib/progress';
import { LastKnown } from '../offline/LastKnown';
import { LoadFailed } from '../ui/LoadFailed';
import { Card, Ring, Skeleton } from '../ui/primitives';
import { useToday } from './useToday';
import { countWord } from '../lib/plural';

export function TodayProgressCard({ className }: { className?: string }) {
  const { today, failed, retry } = useToday();
  const minutes = today?.minutes ?? 0;
  const sessions = today?.sessions ?? 0;
  const percent = goalProgress(minutes);
  // Until today's sits are read, no figure is shown rather than a 0 that may be untrue.
  const figure = (value: number | string, size: 'figure' | 'word' = 'figure') => (today ? value : <Skeleton className={`skeleton--${size}`} />);
  return (
    <Card title="Today's Progress" icon="sun" aside={<LastKnown shown={!!today} />} className={['today', className].filter(Boolean).join(' ')}>
      {failed ? (
        <LoadFailed what="today's progress" onRetry={retry} />
      ) : (
      <div className="today__body" aria-busy={!today}>
        <Ring value={percent / 100} size={136} stroke={11}>
          <span className="ring__figure">{figure(minutes)}</span>
          <span className="ring__caption">of {DAILY_GOAL_MINUTES} min</span>
        </Ring>
        <div className="today__details">
          <p className="today__sessions">
            <strong>{figure(sessions, 'word')}</strong> {countWord(sessions, 'session')} completed today
          </p>
          <div className="dots" aria-hidden="true">
            {Array.from({ length: SESSION_DOTS }, (_, index) => (
              <span key={index} className={index < sessions ? 'dots__dot dots__dot--filled' : 'dots__dot'} />
            ))}
          </div>
          <p className="muted">{figure(`${percent}%`, 'word')} of your daily goal</p>
        </div>
      </div>
      )}
    </Card>
  );
}
