import { graphRefusal } from '../../graphql/errors';
import { toast } from '../../ui/toastStore';

export const ALREADY_A_MEMBER = 'Already a member';

/**
 * Says why a join was refused (spec §8): being a member already is news, not
 * an error; anything else is shown with the graph's own words when it gave some.
 */
export function toastJoinRefusal(error: unknown): void {
  const message = graphRefusal(error);
  if (message === ALREADY_A_MEMBER) {
    toast({ title: 'Already a member', description: 'You are already a member of this meditation community.', icon: 'info' });
  } else {
    toast({
      title: 'Failed to join',
      description: message ?? 'Could not join the meditation community.',
      variant: 'destructive',
    });
  }
}

/** Where a signed-out visitor's Join Community leaves a note that they asked to join, for after sign-in. */
const JOIN_INTENT_KEY = 'peace.joinCommunity';

/**
 * Remembers, in this tab only, that the visitor pressed Join Community on this
 * community's invitation. The page after sign-in joins only when the note and
 * the address agree, so a link alone can never join anybody.
 */
export function rememberJoinIntent(groupId: string): void {
  try {
    sessionStorage.setItem(JOIN_INTENT_KEY, groupId);
  } catch {
    // Without storage the person joins with one click after signing in.
  }
}

/** Whether the visitor asked to join this community; the note is used up either way. */
export function takeJoinIntent(groupId: string): boolean {
  try {
    const wanted = sessionStorage.getItem(JOIN_INTENT_KEY);
    if (wanted === null) return false;
    sessionStorage.removeItem(JOIN_INTENT_KEY);
    return wanted === groupId;
  } catch {
    return false;
  }
}

/** The sign-in return address of an invitation's Join Community. */
export function joinReturnPath(groupId: string): string {
  return `/communities/${encodeURIComponent(groupId)}?join=1`;
}
