import { useMutation } from '@apollo/client/react';
import { graphRefusal } from '../../graphql/errors';
import { JoinCommunityMutation, LeaveCommunityMutation } from '../../graphql/operations';
import { toast } from '../../ui/toastStore';
import { toastJoinRefusal } from './joining';

/** Joining and leaving a community; a refusal is shown to the person (spec §8), and My Communities is read again. */
export function useCommunityMembership(groupId: string) {
  const [joinCommunity, { loading: joining }] = useMutation(JoinCommunityMutation, { refetchQueries: ['MyCommunities'] });
  const [leaveCommunity, { loading: leaving }] = useMutation(LeaveCommunityMutation, { refetchQueries: ['MyCommunities'] });
  const join = async () => {
    try {
      await joinCommunity({ variables: { id: groupId } });
    } catch (error) {
      toastJoinRefusal(error);
    }
  };
  const leave = async () => {
    try {
      await leaveCommunity({ variables: { id: groupId } });
    } catch (error) {
      toast({ title: 'Failed to leave', description: graphRefusal(error) ?? 'Could not leave the meditation community.', variant: 'destructive' });
    }
  };
  return { join, leave, joining, leaving };
}
