import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router';
import { durations, intentionLabel, intentions, teachingPathFor } from '../../lib/intentions';
import { countOf } from '../../lib/plural';
import { formatClock } from '../../lib/time';
import { usePractice, type Phase } from '../../practice/PracticeProvider';
import { Icon } from '../../ui/Icon';
import { Badge, Button, Card, Ring } from '../../ui/primitives';

export const PRACTICE_CARD_ID = 'start-practice';

/** Marks the main control of each step, which takes the keyboard focus when the step begins. */
const MAIN_CONTROL = { 'data-practice-main': true };

/**
 * Each step replaces the buttons of the one before, which would drop the
 * keyboard focus to the top of the page. When a step begins, its main control
 * takes the focus instead — but only if the focus was in this card (or lost
 * with the button that was pressed), and not when a meditation is picked up on
 * page load: nobody pressed anything then.
 */
function useStepFocus(phase: Phase) {
  const stepRef = useRef<HTMLDivElement>(null);
  const previous = useRef(phase);
  useEffect(() => {
    const from = previous.current;
    previous.current = phase;
    if (from === phase) return;
    // Idle straight to meditating or paused is a restored session, not the person's step.
    if (from === 'idle' && phase !== 'countdown') return;
    const step = stepRef.current;
    if (!step) return;
    const focused = document.activeElement;
    if (focused && focused !== document.body && !step.contains(focused)) return;
    step.querySelector<HTMLElement>('[data-practice-main]')?.focus();
  }, [phase]);
  return stepRef;
}

function Chooser() {
  const practice = usePractice();
  return (
    <form
      className="chooser"
      onSubmit={(event) => {
        event.preventDefault();
        practice.begin();
      }}
    >
      <fieldset className="chooser__group">
        <legend className="chooser__legend">Intention</legend>
        <div className="chip-grid">
          {intentions.map((intention) => (
            <label key={intention} className="chip">
              <input
                type="radio"
                name="intention"
                value={intention}
                checked={practice.intention === intention}
                onChange={() => practice.chooseIntention(intention)}
              />
              <span>{intentionLabel(intention)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="chooser__group">
        <legend className="chooser__legend">Duration</legend>
        <div className="segmented">
          {durations.map((duration) => (
            <label key={duration} className="segmented__option">
              <input
                type="radio"
                name="duration"
                value={duration}
                checked={practice.duration === duration}
                onChange={() => practice.chooseDuration(duration)}
              />
              <span>{duration} min</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="lg" icon="play" className="btn--block" {...MAIN_CONTROL}>
        Begin
      </Button>
      {practice.intention ? (
        <p className="chooser__learn">
          <Link to={teachingPathFor[practice.intention]}>
            About {intentionLabel(practice.intention).toLowerCase()} meditation <Icon name="arrowRight" size={16} />
          </Link>
        </p>
      ) : null}
    </form>
  );
}

function Countdown() {
  const practice = usePractice();
  return (
    <div className="session">
      <Ring value={practice.countdown / 3} size={200} stroke={8} className="ring--calm">
        <span className="ring__figure ring__figure--xl" role="timer" aria-live="assertive">
          {practice.countdown}
        </span>
        <span className="ring__caption">Settle in</span>
      </Ring>
      <p className="session__intention">
        Meditating for <strong>{practice.intention ? intentionLabel(practice.intention) : null}</strong>
      </p>
      <div className="session__controls">
        <Button variant="secondary" icon="stop" onClick={practice.stop} {...MAIN_CONTROL}>
          Stop
        </Button>
      </div>
    </div>
  );
}

/**
 * Stopping a sit after a minute or more: the person keeps the whole minutes sat, as a partial
 * sit, or lets them go.
 */
function KeepOrDiscard({ minutes, onDone }: { minutes: number; onDone: () => void }) {
  const practice = usePractice();
  const groupRef = useRef<HTMLDivElement>(null);
  // The choice takes the focus from the Stop button it replaces in the person's attention.
  useEffect(() => groupRef.current?.querySelector<HTMLElement>('[data-practice-main]')?.focus(), []);
  return (
    <div className="session__keep" role="group" aria-label="Stopping early" ref={groupRef}>
      <p>You sat for {countOf(minutes, 'minute')}. Keep them?</p>
      <div className="session__controls">
        <Button
          icon="check"
          onClick={() => {
            onDone();
            practice.keep(minutes);
          }}
          {...MAIN_CONTROL}
        >
          Keep {countOf(minutes, 'minute')}
        </Button>
        <Button
          variant="ghost"
          icon="stop"
          onClick={() => {
            onDone();
            practice.stop();
          }}
        >
          Discard
        </Button>
      </div>
    </div>
  );
}

function Running() {
  const practice = usePractice();
  // The minutes sat when Stop was pressed, while the person chooses what becomes of them.
  const [stopping, setStopping] = useState<number | null>(null);
  const paused = practice.phase === 'paused';
  const elapsed = practice.total > 0 ? 1 - practice.remaining / practice.total : 0;
  return (
    <div className={paused ? 'session session--paused' : 'session'}>
      <Ring value={elapsed} size={200} stroke={8} className="ring--calm">
        <span className="ring__figure ring__figure--xl" role="timer">
          {formatClock(practice.remaining)}
        </span>
        <span className="ring__caption">{paused ? 'Paused' : 'remaining'}</span>
      </Ring>
      <p className="session__intention">
        {paused ? 'Paused' : 'Meditating'} for <strong>{practice.intention ? intentionLabel(practice.intention) : null}</strong>
        <Badge tone="primary">{practice.minutes} min</Badge>
      </p>
      <div className="session__controls">
        {paused ? (
          <Button icon="play" onClick={practice.resume} {...MAIN_CONTROL}>
            Resume
          </Button>
        ) : (
          <Button icon="pause" variant="secondary" onClick={practice.pause} {...MAIN_CONTROL}>
            Pause
          </Button>
        )}
        <Button variant="ghost" icon="stop" onClick={() => (practice.minutesSat >= 1 ? setStopping(practice.minutesSat) : practice.stop())}>
          Stop
        </Button>
      </div>
      {stopping !== null ? <KeepOrDiscard minutes={stopping} onDone={() => setStopping(null)} /> : null}
    </div>
  );
}

/**
 * The home opened from a reminder (`/?timer=ready`, the address its notification carries): the timer
 * is brought into view with Begin focused, ready to sit. The request is then taken out of the
 * address, so a reload or a way back does not repeat it.
 */
function useReadyTimer(phase: Phase, stepRef: RefObject<HTMLDivElement | null>) {
  const [search, setSearch] = useSearchParams();
  const ready = search.get('timer') === 'ready';
  useEffect(() => {
    if (!ready) return;
    if (phase === 'idle') {
      document.getElementById(PRACTICE_CARD_ID)?.scrollIntoView({ block: 'start' });
      stepRef.current?.querySelector<HTMLElement>('[data-practice-main]')?.focus({ preventScroll: true });
    }
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('timer');
        return next;
      },
      { replace: true },
    );
  }, [ready, phase, setSearch, stepRef]);
}

export function PracticeCard({ className }: { className?: string }) {
  const { phase } = usePractice();
  const stepRef = useStepFocus(phase);
  useReadyTimer(phase, stepRef);
  return (
    <Card
      id={PRACTICE_CARD_ID}
      title="Start Your Practice"
      icon="leaf"
      tone="calm"
      className={['practice', className].filter(Boolean).join(' ')}
    >
      <div ref={stepRef} className="practice__step">
        {phase === 'idle' ? <Chooser /> : phase === 'countdown' ? <Countdown /> : <Running />}
      </div>
    </Card>
  );
}
