import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../lib/http';

export interface GroupSession {
  id: string;
  name: string;
  description: string | null;
  intention: string;
  scheduledStart: string;
  duration: number;
  maxParticipants: number;
  status: string;
  createdBy: string;
  groupId: string | null;
  remainingSeconds?: number;
}

/** The group sessions list; a failed read shows as an empty list. */
export function useGroupSessions(): { sessions: GroupSession[]; loading: boolean; reload: () => void } {
  const [sessions, setSessions] = useState<GroupSession[]>([]);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    getJson<GroupSession[]>('/api/group-sessions')
      .then((list) => {
        if (live) setSessions(Array.isArray(list) ? list : []);
      })
      .catch((error: unknown) => {
        console.warn('Could not load group sessions', error);
        if (live) setSessions([]);
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { sessions, loading, reload };
}

/** One group session; null when it is missing, cannot be read, or the visitor may not see it. */
export function useGroupSession(id: string | undefined): { session: GroupSession | null; loading: boolean } {
  const [state, setState] = useState<{ id: string | undefined; session: GroupSession | null; loading: boolean }>({
    id,
    session: null,
    loading: true,
  });
  useEffect(() => {
    let live = true;
    if (!id) return;
    getJson<GroupSession>(`/api/group-sessions/${encodeURIComponent(id)}`)
      .then((session) => {
        if (live) setState({ id, session: session && typeof session === 'object' && 'id' in session ? session : null, loading: false });
      })
      .catch(() => {
        if (live) setState({ id, session: null, loading: false });
      });
    return () => {
      live = false;
    };
  }, [id]);
  return state.id === id ? { session: state.session, loading: state.loading && !!id } : { session: null, loading: !!id };
}
