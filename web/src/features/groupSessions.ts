import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../lib/http';
import { isIntention } from '../lib/intentions';

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

export interface NumberLimit {
  min: number;
  max: number;
  /** Used when the field is left empty. */
  fallback: number;
}

/** A group session scheduled from the sessions page (spec §5): 1–60 minutes, 1–100 people. */
export const GROUP_SESSION_LIMITS = {
  duration: { min: 1, max: 60, fallback: 5 },
  maxParticipants: { min: 1, max: 100, fallback: 50 },
} as const satisfies Record<string, NumberLimit>;

/** A whole number within the limit: an empty or unreadable field takes the default, anything else is brought into range. */
export function wholeWithin(raw: FormDataEntryValue | null, { min, max, fallback }: NumberLimit): number {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export interface NewGroupSession {
  name: string;
  description: string;
  intention: string;
  /** ISO timestamp. */
  scheduledStart: string;
  duration: number;
  maxParticipants: number;
}

/**
 * The create-session form as the server receives it, or null when a required
 * field (name, intention, a real start time) is missing.
 */
export function readGroupSessionForm(form: FormData): NewGroupSession | null {
  const name = String(form.get('name') ?? '').trim();
  const intention = String(form.get('intention') ?? '');
  const start = new Date(String(form.get('scheduledStart') ?? ''));
  if (!name || !isIntention(intention) || Number.isNaN(start.getTime())) return null;
  return {
    name,
    description: String(form.get('description') ?? '').trim(),
    intention,
    scheduledStart: start.toISOString(),
    duration: wholeWithin(form.get('duration'), GROUP_SESSION_LIMITS.duration),
    maxParticipants: wholeWithin(form.get('maxParticipants'), GROUP_SESSION_LIMITS.maxParticipants),
  };
}
