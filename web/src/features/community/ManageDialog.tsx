import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { UpdateCommunityMutation, type CommunityDetail } from '../../graphql/operations';
import { Dialog, type DialogProps } from '../../ui/overlays';
import { Button } from '../../ui/primitives';
import { toast } from '../../ui/toastStore';
import { readCommunityChanges } from '../communities';
import { CommunityFields, useScheduleChoice } from '../CommunityForm';
import { readSubmitted } from '../SessionFields';

/** The owner's settings for the community: how it presents itself and when it meets. */
export function ManageDialog({ open, onOpenChange, community }: DialogProps & { community: CommunityDetail }) {
  const schedule = useScheduleChoice(community);
  const [update, { loading: busy }] = useMutation(UpdateCommunityMutation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const changes = readSubmitted(event, (form) => readCommunityChanges(form, schedule.choice));
    if (!changes) return;
    try {
      await update({ variables: { id: community.id, input: changes } });
      // Takes the place of a "required fields" toast from an earlier try, which would otherwise stay.
      toast({ title: 'Changes saved' });
      onOpenChange(false);
    } catch (error) {
      console.warn('Could not update the community', error);
      toast({ title: 'Error', description: 'Failed to update community settings', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Manage Community" description="Change how your community presents itself and when it meets.">
      <form className="form" aria-label="Community settings" onSubmit={(event) => void submit(event)} noValidate>
        <CommunityFields initial={community} schedule={schedule} timeZone={community.timezone} />
        <Button type="submit" disabled={busy} className="btn--block">
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </Dialog>
  );
}
