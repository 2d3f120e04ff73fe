import { useEffect, useRef } from 'react';
import type { GroupSessionDetail } from '../../graphql/operations';
import type { CommunityAccess } from './useCommunityAccess';
import { useSessionMembership } from './useSessionMembership';

/**
 * A signed-in visitor is joined once on arrival, whether the session is still scheduled or already
 * live: someone who follows a "Live Now" email late sits from their joining. Leaving afterwards is
 * their choice and sticks.
 */
export function useAutoJoin(session: GroupSessionDetail | null, userId: string | null, access: CommunityAccess): void {
  const act = useSessionMembership();
  const autoJoined = useRef<string | null>(null);
  const id = session?.id;
  const joined = session?.joined ?? false;
  const joinable = session?.status === 'SCHEDULED' || session?.status === 'ACTIVE';
  useEffect(() => {
    if (!id || !userId || joined || !joinable || !access.known || access.membersOnly || autoJoined.current === id) return;
    autoJoined.current = id;
    void act('join', id);
  }, [id, userId, joined, joinable, access.known, access.membersOnly, act]);
}
