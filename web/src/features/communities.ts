import type { Intention } from '../lib/intentions';
import { postJoinCommunity, serverMessage } from '../lib/restCalls';
import { toast } from '../ui/toastStore';

/** What a community card shows, whether the graph or a REST call answered it. */
export interface CommunityCardData {
  id: string;
  name: string;
  description: string | null;
  intention: Intention | null;
  isPublic: number | boolean;
  memberCount: number | null;
  createdBy: string;
}

export function isPublicCommunity(community: { isPublic: number | boolean }): boolean {
  return community.isPublic === true || community.isPublic === 1;
}

/** 'h:mm a' followed by EST, from an 'HH:MM' meeting time. */
export function meetingTimeLabel(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2];
  if (hours > 23) return null;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${minutes} ${suffix} EST`;
}

export const ALREADY_A_MEMBER = 'Already a member';

/**
 * Joins a community, from its page or from the list. A refusal says why
 * (spec §8): being a member already is news, not an error; anything else is
 * shown with the server's own words when it gave some.
 * Resolves true once the person has joined.
 */
export async function joinCommunity(groupId: string): Promise<boolean> {
  try {
    await postJoinCommunity(groupId);
    return true;
  } catch (error) {
    const message = serverMessage(error);
    if (message === ALREADY_A_MEMBER) {
      toast({ title: 'Already a member', description: 'You are already a member of this meditation community.', icon: 'info' });
    } else {
      toast({
        title: 'Failed to join',
        description: message ?? 'Could not join the meditation community.',
        variant: 'destructive',
      });
    }
    return false;
  }
}
