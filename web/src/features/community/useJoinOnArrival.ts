import { useEffect, useRef } from 'react';
import { takeJoinIntent } from './joining';
import { useSearchFlag } from './useSearchFlag';

/**
 * Arriving from an invitation's Join Community after signing in (?join=1): join at once,
 * but only when this tab asked to join this very community, and only once.
 */
export function useJoinOnArrival(groupId: string, ready: boolean, isMember: boolean, join: () => Promise<void>): void {
  const [arrivedToJoin, clearArrival] = useSearchFlag('join');
  const handledArrival = useRef(false);
  useEffect(() => {
    if (!arrivedToJoin || !ready || handledArrival.current) return;
    handledArrival.current = true;
    const wanted = takeJoinIntent(groupId);
    clearArrival();
    if (wanted && !isMember) void join();
    // join reads the latest mutation; the arrival is handled once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrivedToJoin, ready, isMember, groupId, clearArrival]);
}
