import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphRefusal } from '../../graphql/errors';
import { JoinGroupSessionMutation, LeaveGroupSessionMutation } from '../../graphql/operations';
import { toast } from '../../ui/toastStore';

const refused = {
  join: { title: 'Failed to join', fallback: 'Could not join the meditation session.' },
  leave: { title: 'Failed to leave', fallback: 'Could not leave the meditation session.' },
} as const;

/**
 * Joins or leaves a group session. A refusal is shown to the person, in the server's own words
 * when it gave some ('This session is full'); the answer says whether the change went through.
 */
export function useSessionMembership(): (action: 'join' | 'leave', id: string) => Promise<boolean> {
  const [join] = useMutation(JoinGroupSessionMutation);
  const [leave] = useMutation(LeaveGroupSessionMutation);
  return useCallback(
    async (action, id) => {
      try {
        await (action === 'join' ? join : leave)({ variables: { id } });
        return true;
      } catch (error) {
        const { title, fallback } = refused[action];
        toast({ title, description: graphRefusal(error) ?? fallback, variant: 'destructive' });
        return false;
      }
    },
    [join, leave],
  );
}
