import { useMutation } from '@apollo/client/react';
import { useId, type FormEvent } from 'react';
import { graphRefusal } from '../graphql/errors';
import { CreateGroupSessionMutation } from '../graphql/operations';
import { Dialog, type DialogProps } from '../ui/overlays';
import { Button } from '../ui/primitives';
import { toast } from '../ui/toastStore';
import { GROUP_SESSION_LIMITS, readGroupSessionForm } from './groupSessions';
import { readSubmitted, SessionDescriptionField, SessionIntentionField, SessionNameField, SessionStartField, StartOnTimeField, WholeNumberField } from './SessionFields';

/** Schedules a group meditation: name, intention and start are required. */
export function CreateSessionDialog({
  open,
  onOpenChange,
  onCreated,
}: DialogProps & {
  onCreated: () => void;
}) {
  const id = useId();
  const [create, { loading: busy }] = useMutation(CreateGroupSessionMutation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const session = readSubmitted(event, readGroupSessionForm);
    if (!session) return;
    try {
      await create({ variables: { input: session } });
      // Takes the place of a "required fields" toast from an earlier try, which would otherwise stay.
      toast({ title: 'Session created', description: `${session.name} is scheduled.` });
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
        <SessionNameField id={id} label="Name *" />
        <SessionDescriptionField id={id} rows={3} />
        <SessionIntentionField id={id} label="Intention *" />
        <SessionStartField id={id} label="Start *" />
        <div className="form__row">
          <WholeNumberField id={`${id}-duration`} name="duration" label="Duration (minutes)" limit={GROUP_SESSION_LIMITS.duration} />
          <WholeNumberField id={`${id}-max`} name="maxParticipants" label="Max participants" limit={GROUP_SESSION_LIMITS.maxParticipants} />
        </div>
        <StartOnTimeField id={id} initial={false} />
        <Button type="submit" disabled={busy} className="btn--block">
          {busy ? 'Creating...' : 'Create Session'}
        </Button>
      </form>
    </Dialog>
  );
}
