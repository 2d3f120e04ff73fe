import type { EndSignal, PracticeSettingsInput } from '../../graphql/operations';
import { usePracticeSettings, useSavePracticeSettings } from '../../practice/usePracticeSettings';
import { LoadFailed } from '../../ui/LoadFailed';
import { Card } from '../../ui/primitives';
import { toast } from '../../ui/toastStore';
import { EmailNotificationsSwitch } from './EmailNotificationsSwitch';
import { HideFromListsSetting } from './HideFromListsSetting';
import { LocationSettings } from './LocationSettings';

const END_SIGNALS: { value: EndSignal; label: string }[] = [
  { value: 'SOUND', label: 'Bell' },
  { value: 'VIBRATION', label: 'Vibration' },
  { value: 'LIGHT', label: 'Gentle light' },
  { value: 'SILENT', label: 'Silent' },
];

const INTERVAL_BELLS = [
  { value: 0, label: 'Off' },
  { value: 1, label: 'Every minute' },
  { value: 2, label: 'Every 2 minutes' },
  { value: 5, label: 'Every 5 minutes' },
];

/** "Midnight", "1 am" … "Noon" … "11 pm". */
export function hourLabel(hour: number): string {
  if (hour === 0) return 'Midnight';
  if (hour === 12) return 'Noon';
  return hour < 12 ? `${hour} am` : `${hour - 12} pm`;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Practice, email and privacy choices, saved on the server so every device the person uses applies them. */
export function SettingsCard() {
  const { settings, loaded, error, refetch } = usePracticeSettings();
  const { save, saving } = useSavePracticeSettings();
  const change = async (input: PracticeSettingsInput) => {
    try {
      await save(input);
      toast({ title: 'Settings saved', icon: 'check' });
    } catch (failure) {
      console.warn('Could not save the settings', failure);
      toast({ title: 'Could not save your settings', description: 'Please try again.', variant: 'destructive' });
    }
  };
  const disabled = !loaded || saving;
  return (
    <Card title="Settings" icon="bell" className="profile__settings">
      {error ? (
        <LoadFailed what="your practice settings" onRetry={() => void refetch()} />
      ) : (
        <div className="settings">
          <label className="field">
            <span className="field__label">End of a sit</span>
            <select className="input" value={settings.endSignal} disabled={disabled} onChange={(event) => void change({ endSignal: event.currentTarget.value as EndSignal })}>
              {END_SIGNALS.map((signal) => (
                <option key={signal.value} value={signal.value}>
                  {signal.label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Interval bell</span>
            <select className="input" value={settings.intervalBellMinutes} disabled={disabled} onChange={(event) => void change({ intervalBellMinutes: Number(event.currentTarget.value) })}>
              {INTERVAL_BELLS.map((bell) => (
                <option key={bell.value} value={bell.value}>
                  {bell.label}
                </option>
              ))}
            </select>
            <span className="muted">A soft bell during a sit</span>
          </label>
          <label className="field">
            <span className="field__label">My day ends at</span>
            <select className="input" value={settings.dayEndHour} disabled={disabled} onChange={(event) => void change({ dayEndHour: Number(event.currentTarget.value) })}>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
            <span className="muted">A late sit counts for the day before, for your streak</span>
          </label>
          <label className="setting-switch">
            <span className="setting-switch__text">
              <span className="setting-switch__label">Grace day</span>
              <span className="muted">One missed day in any 7 keeps your streak; it shows as protected</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              className="setting-switch__input"
              checked={settings.grace}
              aria-checked={settings.grace}
              disabled={disabled}
              onChange={(event) => void change({ grace: event.currentTarget.checked })}
            />
          </label>
          <LocationSettings recordLocation={settings.recordLocation} disabled={disabled} change={change} />
          <EmailNotificationsSwitch />
          <HideFromListsSetting />
        </div>
      )}
    </Card>
  );
}
