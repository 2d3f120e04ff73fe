import { useState } from 'react';
import { isTime } from './reminders';

/**
 * A time of day, saved when the person is done with it (the field loses focus, or Enter) rather than
 * at each digit, which would save 07:03 on the way to 07:30.
 */
export function TimeField({ label, value, disabled, onCommit }: { label: string; value: string; disabled: boolean; onCommit: (time: string) => void }) {
  const [draft, setDraft] = useState<{ from: string; time: string }>({ from: value, time: value });
  // A newer saved value replaces the draft it was made from.
  const shown = draft.from === value ? draft.time : value;
  const commit = () => {
    if (isTime(shown) && shown !== value) onCommit(shown);
  };
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        type="time"
        className="input"
        value={shown}
        required
        disabled={disabled}
        onChange={(event) => setDraft({ from: value, time: event.currentTarget.value })}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </label>
  );
}
