import { useEffect, useRef, useState } from 'react';
import type { GroupSessionStatus } from '@peace/proto/domain';
import { useLive } from './LiveProvider';

/**
 * Calls onStatus whenever a group session's status changes (scheduled, started, completed,
 * cancelled), pushed over the live socket: for every session when `list`, otherwise for the one given.
 */
export function useGroupSessionStatusChanges(watch: { list: true } | { groupSessionId: string | undefined }, onStatus: (groupSessionId: string, status: GroupSessionStatus) => void): void {
  const { watchGroupSessions } = useLive();
  const callback = useRef(onStatus);
  useEffect(() => {
    callback.current = onStatus;
  }, [onStatus]);
  const list = 'list' in watch;
  const id = 'groupSessionId' in watch ? watch.groupSessionId : undefined;
  useEffect(() => {
    if (!list && !id) return;
    return watchGroupSessions(list ? { list: true } : { ids: [id!] }, (message) => {
      if (message.type === 'groupSessionStatus') callback.current(message.groupSessionId, message.status);
    });
  }, [list, id, watchGroupSessions]);
}

/**
 * The people (user ids) sitting in a group session now, by the server's word, kept up to date over
 * the live socket; null until the server has said, and for visitors, whom it never tells.
 */
export function useSittingNow(groupSessionId: string | undefined): ReadonlySet<string> | null {
  const { watchGroupSessions } = useLive();
  const [sitting, setSitting] = useState<{ id: string; people: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    if (!groupSessionId) return;
    return watchGroupSessions({ ids: [groupSessionId] }, (message) => {
      if (message.type === 'groupSessionPresence') setSitting({ id: message.groupSessionId, people: new Set(message.meditating) });
    });
  }, [groupSessionId, watchGroupSessions]);
  return sitting && sitting.id === groupSessionId ? sitting.people : null;
}
