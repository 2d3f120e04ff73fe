import { useMutation } from '@apollo/client/react';
import { useId, type FormEvent } from 'react';
import { graphRefusal } from '../graphql/errors';
import { CreateGroupSessionMutation } from '../graphql/operations';
import { intentionLabel, intentions } from '../lib/intentions';
import { Dialog } from '../ui/overlays';
import { Button } from '../ui/primitives';
import { toast } from '../ui/toastStore';
import { GROUP_SESSION_LIMITS, readGroupSessionForm } from './groupSessions';

/** Schedules a group meditation: name, intention and start are required. */
export function CreateSessionDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const id = useId();
  const [create, { loading: busy }] = useMutation(CreateGroupSessionMutation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const session = readGroupSessionForm(new FormData(event.currentTarget));
    if (!session) {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    try {
      await create({ variables: { input: session } });
      onOpenChange(false);
      onCreated();
    } catch (error) {
      console.warn('Could not create the session', error);
      toast({
        title: 'Error creating session',
        description: graphRefusal(error) ?? 'Failed to create group session',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Session"
      description="Invite others to meditate with you at a set time."
    >
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field" htmlFor={`${id}-name`}>
          <span className="field__label">Name</span>
          <input id={`${id}-name`} name="name" className="input" required maxLength={120} />
        </label>
        <label className="field" htmlFor={`${id}-description`}>
          <span className="field__label">Description</span>
          <textarea id={`${id}-description`} name="description" className="input" rows={3} maxLength={1000} />
        </label>
        <label className="field" htmlFor={`${id}-intention`}>
          <span className="field__label">Intention</span>
          <select id={`${id}-intention`} name="intention" className="input" required defaultValue="">
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
        <label className="field" htmlFor={`${id}-start`}>
          <span className="field__label">Start</span>
          <input id={`${id}-start`} name="scheduledStart" type="datetime-local" className="input" required />
        </label>
        <div className="form__row">
          <label className="field" htmlFor={`${id}-duration`}>
            <span className="field__label">Duration (minutes)</span>
            <input
              id={`${id}-duration`}
              name="duration"
              type="number"
              inputMode="numeric"
              min={GROUP_SESSION_LIMITS.duration.min}
              max={GROUP_SESSION_LIMITS.duration.max}
              step={1}
              defaultValue={GROUP_SESSION_LIMITS.duration.fallback}
              className="input"
            />
          </label>
          <label className="field" htmlFor={`${id}-max`}>
            <span className="field__label">Max participants</span>
            <input
              id={`${id}-max`}
              name="maxParticipants"
              type="number"
              inputMode="numeric"
              min={GROUP_SESSION_LIMITS.maxParticipants.min}
              max={GROUP_SESSION_LIMITS.maxParticipants.max}
              step={1}
              defaultValue={GROUP_SESSION_LIMITS.maxParticipants.fallback}
              className="input"
            />
          </label>
        </div>
        <Button type="submit" disabled={busy} className="btn--block">
          {busy ? 'Creating...' : 'Create Session'}
        </Button>
      </form>
    </Dialog>
  );
}
