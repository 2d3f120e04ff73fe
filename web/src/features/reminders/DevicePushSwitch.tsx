import type { DevicePush, PushRefusal } from './pushDevice';

/** What stands in the way of push here, said plainly: push never switches itself off in silence. */
export const PUSH_PROBLEMS: Record<PushRefusal, string> = {
  denied: 'Notifications are blocked for Peace Practice in this browser. Allow them in the site settings (beside the address), then turn push on again.',
  unsupported: "This browser can't receive push notifications. Your reminders can still come by email. On an iPhone or iPad, add Peace Practice to your Home Screen first.",
  dismissed: 'Push stays off: the browser’s question was closed without an answer. Turn it on again to be asked once more.',
};

/** The switch for push on this device, with why it cannot be on when something stands in the way. */
export function DevicePushSwitch({
  state,
  problem,
  othersOnly,
  onTurn,
}: {
  state: DevicePush | 'checking' | 'working';
  problem: PushRefusal | null;
  /** Some message is to come by push, which this device does not receive. */
  othersOnly: boolean;
  onTurn: (on: boolean) => void;
}) {
  const shownProblem = problem ?? (state === 'denied' || state === 'unsupported' ? state : null);
  const on = state === 'on';
  return (
    <>
      <label className="setting-switch">
        <span className="setting-switch__text">
          <span className="setting-switch__label">Push on this device</span>
          <span className="muted">
            {othersOnly && !on ? 'Push messages go to your other devices; turn this on to receive them here too' : 'Notifications from Peace Practice on this device, even with the app closed'}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="setting-switch__input"
          checked={on}
          aria-checked={on}
          disabled={state === 'checking' || state === 'working' || state === 'unsupported'}
          onChange={(event) => onTurn(event.currentTarget.checked)}
        />
      </label>
      {shownProblem ? (
        // Announced when it answers the person's own choice; otherwise it is simply there to read.
        <p className="reminders__problem" role={problem ? 'alert' : undefined}>
          {PUSH_PROBLEMS[shownProblem]}
        </p>
      ) : null}
    </>
  );
}
