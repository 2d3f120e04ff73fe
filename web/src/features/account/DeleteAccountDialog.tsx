import { useMutation } from '@apollo/client/react';
import { forgetThisDevice } from '../../auth/forgetDevice';
import { graphRefusal } from '../../graphql/errors';
import { DeleteAccountMutation } from '../../graphql/operations';
import { Dialog, type DialogProps } from '../../ui/overlays';
import { Button } from '../../ui/primitives';
import { toast } from '../../ui/toastStore';

/**
 * Asks the person to confirm deleting their account. Once it is gone their sign-in has ended with
 * it, here and at the provider: the app starts again from the front page, signed out.
 */
export function DeleteAccountDialog({ open, onOpenChange }: DialogProps) {
  const [remove, { loading: busy }] = useMutation(DeleteAccountMutation);
  const confirm = async () => {
    try {
      await remove();
      await forgetThisDevice();
      // Signing out ends the provider's session too, so that the next "Sign in" asks who is signing in instead of making a new account unasked.
      window.location.assign('/api/logout');
    } catch (error) {
      console.warn('Could not delete the account', error);
      toast({ title: 'Failed to delete', description: graphRefusal(error) ?? 'Could not delete your account. Please try again.', variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Account"
      description="Delete your account and everything Peace Practice holds about you: your sits, achievements, memberships, posts and emails. Communities you own pass to their longest-standing member, and sessions you scheduled stay, hosted by a former member. This cannot be undone."
    >
      <div className="button-row button-row--end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Deleting...' : 'Yes, Delete My Account'}
        </Button>
      </div>
    </Dialog>
  );
}
