import type { Channel } from './reminders';

const CHANNEL_LABELS: Record<Channel, string> = { email: 'Email', push: 'Push' };

/** Email, push or both for one kind of message: a group of checkboxes named by its legend. */
export function ChannelChoice({ legend, chosen, disabled, onChange }: { legend: string; chosen: readonly string[]; disabled: boolean; onChange: (channel: Channel, on: boolean) => void }) {
  return (
    <fieldset className="channels">
      <legend className="field__label">{legend}</legend>
      {(Object.keys(CHANNEL_LABELS) as Channel[]).map((channel) => (
        <label key={channel} className="channels__option">
          <input type="checkbox" checked={chosen.includes(channel)} disabled={disabled} onChange={(event) => onChange(channel, event.currentTarget.checked)} />
          {CHANNEL_LABELS[channel]}
        </label>
      ))}
    </fieldset>
  );
}
