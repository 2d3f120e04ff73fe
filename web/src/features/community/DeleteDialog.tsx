import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphRefusal } from '../../graphql/errors';
import { DeleteCommunityMutation, type CommunityDetail } from '../../graphql/operations';
import { Dialog, type DialogProps } from '../../ui/overlays';
import { Button } from '../../ui/primitives';
import { toast } from '../../ui/toastStore';

/** Asks the owner to confirm deleting the community for everyone, then goes back to the communities. */
export function DeleteDialog({ open, onOpenChange, community }: DialogProps & { community: CommunityDetail }) {
  const navigate = useNavigate();
  const [remove, { loading: busy }] = useMutation(DeleteCommunityMutation);
  const confirm = async () => {
    try {
      await remove({ variables: { id: community.id } });
      onOpenChange(false);
      void navigate('/communities');
    } catch (error) {
      console.warn('Could not delete the community', error);
      toast({ title: 'Failed to delete', description: graphRefusal(error) ?? 'Could not delete the community.', variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Community"
      description={`Delete ${community.name} for everyone? Its members and posts go with it, and its scheduled sessions are cancelled. This cannot be undone.`}
    >
      <div className="button-row button-row--end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Deleting...' : 'Yes, Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
