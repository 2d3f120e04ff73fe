import { hideEndLight, useEndLight } from './endSignal';

/** The gentle full-screen light that marks the end of a sit for someone who chose it; a tap closes it. */
export function EndLight() {
  const lit = useEndLight();
  if (!lit) return null;
  return (
    <div className="end-light" role="status" aria-live="polite" onClick={hideEndLight}>
      <p className="end-light__text">Your meditation has ended</p>
    </div>
  );
}
