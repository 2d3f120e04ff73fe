import type { FormEvent } from 'react';
import { defaultDuration, durations, intentionLabel, intentions } from '../lib/intentions';
import { toast } from '../ui/toastStore';
import type { NumberLimit } from './groupSessions';

// The fields a new group session shares wherever one is scheduled; each form sets its labels and limits.

export function SessionNameField({ id, label }: { id: string; label: string }) {
  return (
    <label className="field" htmlFor={`${id}-name`}>
      <span className="field__label">{label}</span>
      <input id={`${id}-name`} name="name" className="input" required maxLength={120} />
    </label>
  );
}

export function SessionDescriptionField({ id, rows, initial }: { id: string; rows: number; initial?: string }) {
  return (
    <label className="field" htmlFor={`${id}-description`}>
      <span className="field__label">Description</span>
      <textarea id={`${id}-description`} name="description" className="input" rows={rows} maxLength={1000} defaultValue={initial} />
    </label>
  );
}

/** The intention select, shared by the session forms and the community form. */
export function SessionIntentionField({ id, label, initial = '' }: { id: string; label: string; initial?: string }) {
  return (
    <label className="field" htmlFor={`${id}-intention`}>
      <span className="field__label">{label}</span>
      <select id={`${id}-intention`} name="intention" className="input" required defaultValue={initial}>
        <option value="" disabled>
          Choose an intention
        </option>
        {intentions.map((intention) => (
          <option key={intention} value={intention}>
            {intentionLabel(intention)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function SessionStartField({ id, label }: { id: string; label: string }) {
  return (
    <label className="field" htmlFor={`${id}-start`}>
      <span className="field__label">{label}</span>
      <input id={`${id}-start`} name="scheduledStart" type="datetime-local" className="input" required />
    </label>
  );
}

/** Whether the session begins at its time without its creator pressing Start, as a live event does. */
export function StartOnTimeField({ id, initial }: { id: string; initial: boolean }) {
  return (
    <div className="field field--check">
      <input id={`${id}-on-time`} name="startOnTime" type="checkbox" defaultChecked={initial} aria-describedby={`${id}-on-time-hint`} />
      <label className="field__label" htmlFor={`${id}-on-time`}>
        Start on time by itself
      </label>
      <span id={`${id}-on-time-hint`} className="muted">
        The sit begins at its start time for everyone who came, without waiting for Start.
      </span>
    </div>
  );
}

/** A whole number within its limit, e.g. the session's length or its most participants; the limit's fallback unless told. */
export function WholeNumberField(props: { id: string; name: string; label: string; limit: NumberLimit; initial?: number }) {
  const { id, name, label, limit, initial = limit.fallback } = props;
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{label}</span>
      <input id={id} name={name} type="number" inputMode="numeric" min={limit.min} max={limit.max} step={1} defaultValue={initial} className="input" />
    </label>
  );
}

/** The 5, 10 or 20 minutes a community sits for, in the community form and the community's session form alike. */
export function DurationSelect({ id, name, label, initial = defaultDuration }: { id: string; name: string; label: string; initial?: number }) {
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{label}</span>
      <select id={id} name={name} className="input" defaultValue={String(initial)}>
        {durations.map((duration) => (
          <option key={duration} value={duration}>
            {duration} minutes
          </option>
        ))}
      </select>
    </label>
  );
}

/** Reads a submitted session or community form, or says that required fields are missing (null). */
export function readSubmitted<T>(event: FormEvent<HTMLFormElement>, read: (form: FormData) => T | null): T | null {
  event.preventDefault();
  const value = read(new FormData(event.currentTarget));
  if (!value) toast({ title: 'Please fill in all required fields', variant: 'destructive' });
  return value;
}
