import { skipToken, useQuery } from '@apollo/client/react';
import { GroupSessionCommunityQuery, type GroupSessionDetail } from '../../graphql/operations';

/** Whether the viewer may take part in a session, as far as its community goes. */
export interface CommunityAccess {
  /** The session's community, once read for a signed-in person who has not joined. */
  community: { id: string; name: string } | null;
  /** A private community's session, and the viewer not one of its members. */
  membersOnly: boolean;
  /** False until that is known. */
  known: boolean;
}

/**
 * A private community's sessions are for its members: others are shown the way to the community
 * instead of a join that can only fail, and no sit opens for them.
 */
export function useCommunityAccess(session: GroupSessionDetail | null, userId: string | null): CommunityAccess {
  const groupId = userId && session && !session.joined ? session.groupId : null;
  const { data, error } = useQuery(GroupSessionCommunityQuery, groupId ? { variables: { id: groupId } } : skipToken);
  const community = groupId ? (data?.community ?? null) : null;
  return {
    community,
    membersOnly: community !== null && community.isPublic === 0 && !community.myRole,
    known: !groupId || data !== undefined || error !== undefined,
  };
}
