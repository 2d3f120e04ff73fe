import { useMutation } from '@apollo/client/react';
import { useId, type FormEvent } from 'react';
import { graphRefusal } from '../graphql/errors';
import { CreateCommunityMutation, CreateGroupSessionMutation } from '../graphql/operations';
import { browserTimeZone } from '../lib/time';
import { Dialog, type DialogProps } from '../ui/overlays';
import { Button } from '../ui/primitives';
import { dismissToast, toast } from '../ui/toastStore';
import { COMMUNITY_SESSION_LIMITS, readCommunityForm, readCommunitySessionForm } from './communities';
import { CommunityFields, newCommunitySettings, useScheduleChoice } from './CommunityForm';
import { DurationSelect, readSubmitted, SessionDescriptionField, SessionIntentionField, SessionNameField, SessionStartField, StartOnTimeField, WholeNumberField } from './SessionFields';

export type CreateKind = 'community' | 'session';

function CommunityForm({ onCreated }: { onCreated: (groupId: string) => void }) {
  const schedule = useScheduleChoice(newCommunitySettings);
  const [create, { loading: busy }] = useMutation(CreateCommunityMutation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const community = readSubmitted(event, (form) => readCommunityForm(form, schedule.choice, browserTimeZone()));
    if (!community) return;
    try {
      const { data } = await create({ variables: { input: community } });
      // The new community's page is the word of success; a "required fields" toast from an earlier try must not stay over it.
      dismissToast();
      if (data) onCreated(data.createCommunity.id);
    } catch (error) {
      console.warn('Could not create the community', error);
      toast({
        title: 'Error creating community',
        description: graphRefusal(error) ?? 'Failed to create meditation community',
        variant: 'destructive',
      });
    }
  };

  return (
    <form className="form" aria-label="New community" onSubmit={(event) => void submit(event)} noValidate>
      <CommunityFields initial={newCommunitySettings} schedule={schedule} timeZone={browserTimeZone()} />
      <Button type="submit" disabled={busy} className="btn--block">
        {busy ? 'Creating...' : 'Create Community'}
      </Button>
    </form>
  );
}

function SessionForm({ communities, onCreated }: { communities: ReadonlyArray<{ id: string; name: string }>; onCreated: () => void }) {
  const id = useId();
  const [create, { loading: busy }] = useMutation(CreateGroupSessionMutation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const session = readSubmitted(event, readCommunitySessionForm);
    if (!session) return;
    try {
      await create({ variables: { input: session } });
      toast({ title: 'Session scheduled', description: `${session.name} is scheduled.` });
      onCreated();
    } catch (error) {
      console.warn('Could not schedule the session', error);
      toast({
        title: 'Error scheduling session',
        description: graphRefusal(error) ?? 'Failed to schedule meditation session',
        variant: 'destructive',
      });
    }
  };

  return (
    <form className="form" aria-label="New session" onSubmit={(event) => void submit(event)} noValidate>
      <SessionNameField id={id} label="Session name *" />
      <SessionDescriptionField id={id} rows={2} />
      <div className="form__row">
        <SessionIntentionField id={id} label="Intention *" />
        <label className="field" htmlFor={`${id}-community`}>
          <span className="field__label">Community</span>
          <select id={`${id}-community`} name="groupId" className="input" defaultValue={communities[0]?.id ?? ''}>
            {communities.map((community) => (
              <option key={community.id} value={community.id}>
                {community.name}
              </option>
            ))}
            <option value="">Open to everyone</option>
          </select>
        </label>
      </div>
      <SessionStartField id={id} label="Start *" />
      <div className="form__row">
        <DurationSelect id={`${id}-duration`} name="meditationDuration" label="Duration" />
        <WholeNumberField id={`${id}-max`} name="maxParticipants" label="Max participants" limit={COMMUNITY_SESSION_LIMITS.maxParticipants} />
      </div>
      <StartOnTimeField id={id} initial />
      <Button type="submit" disabled={busy} className="btn--block">
        {busy ? 'Scheduling...' : 'Schedule Session'}
      </Button>
    </form>
  );
}

/** Creates a community or schedules a session; a switch at the top chooses which. */
export function CreateCommunityDialog({
  open,
  onOpenChange,
  kind,
  onKindChange,
  communities,
  onCommunityCreated,
  onSessionCreated,
}: DialogProps & {
  kind: CreateKind;
  onKindChange: (kind: CreateKind) => void;
  /** The communities a session may belong to: the person's own. */
  communities: ReadonlyArray<{ id: string; name: string }>;
  onCommunityCreated: (groupId: string) => void;
  onSessionCreated: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={kind === 'community' ? 'Create Community' : 'Schedule Session'}
      description={
        kind === 'community'
          ? 'Gather people who meditate on the same intention.'
          : 'Invite your community to meditate together at a set time.'
      }
    >
      <div className="switcher" role="group" aria-label="What to create">
        <button type="button" className="switcher__option" aria-pressed={kind === 'community'} onClick={() => onKindChange('community')}>
          Community
        </button>
        <button type="button" className="switcher__option" aria-pressed={kind === 'session'} onClick={() => onKindChange('session')}>
          Session
        </button>
      </div>
      {kind === 'community' ? (
        <CommunityForm onCreated={onCommunityCreated} />
      ) : (
        <SessionForm communities={communities} onCreated={onSessionCreated} />
      )}
    </Dialog>
  );
}
