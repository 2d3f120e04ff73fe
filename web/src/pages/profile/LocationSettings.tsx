import type { PracticeSettingsInput } from '../../graphql/operations';
import { chooseDevicePosition, useDevicePositionChoice } from '../../location/deviceChoice';

/**
 * Where sits are recorded: by default the city our own server reads from the network address; the
 * device's position only when the person turns it on here (asked by the browser then, not on every
 * Begin); or nowhere at all, 'Unknown Location', which the server applies to every sit.
 */
export function LocationSettings({ recordLocation, disabled, change }: { recordLocation: boolean; disabled: boolean; change: (input: PracticeSettingsInput) => Promise<void> }) {
  const useDevice = useDevicePositionChoice();
  const shareDevice = (chosen: boolean) => {
    chooseDevicePosition(chosen);
    // The browser asks for permission now, while the person is choosing, rather than in the middle of a Begin.
    if (chosen && 'geolocation' in navigator) navigator.geolocation.getCurrentPosition(() => undefined, () => chooseDevicePosition(false), { enableHighAccuracy: false, timeout: 10_000 });
  };
  return (
    <>
      <label className="setting-switch">
        <span className="setting-switch__text">
          <span className="setting-switch__label">Don&apos;t record my location</span>
          <span className="muted">Your sits are recorded at “Unknown Location”</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="setting-switch__input"
          checked={!recordLocation}
          aria-checked={!recordLocation}
          disabled={disabled}
          onChange={(event) => void change({ recordLocation: !event.currentTarget.checked })}
        />
      </label>
      <label className="setting-switch">
        <span className="setting-switch__text">
          <span className="setting-switch__label">Use this device&apos;s position</span>
          <span className="muted">Otherwise the city is estimated on our server from your network address</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className="setting-switch__input"
          checked={useDevice && recordLocation}
          aria-checked={useDevice && recordLocation}
          disabled={disabled || !recordLocation}
          onChange={(event) => shareDevice(event.currentTarget.checked)}
        />
      </label>
    </>
  );
}
