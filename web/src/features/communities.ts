import { useCallback, useEffect, useState } from 'react';
import { getJson, send, serverMessage } from '../lib/http';
import { toast } from '../ui/toastStore';

export interface Community {
  id: string;
  name: string;
  description: string | null;
  intention: string;
  isPublic: number | boolean;
  maxMembers: number;
  meetingSchedule?: string | null;
  meetingDays?: string[] | null;
  meetingTime?: string | null;
  timezone?: string | null;
  meditationDuration?: number | null;
  createdBy: string;
  createdAt: string;
  memberCount?: number;
  postCount?: number;
}

/** A list read from the API; a failed read shows as an empty list. */
export function useJsonList<T>(url: string | null): { items: T[]; loading: boolean; reload: () => void } {
  const [state, setState] = useState<{ items: T[]; loading: boolean }>({ items: [], loading: url !== null });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!url) return;
    let live = true;
    getJson<T[]>(url)
      .then((items) => {
        if (live) setState({ items: Array.isArray(items) ? items : [], loading: false });
      })
      .catch((error: unknown) => {
        console.warn(`Could not load ${url}`, error);
        if (live) setState({ items: [], loading: false });
      });
    return () => {
      live = false;
    };
  }, [url, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { ...state, reload };
}

export function isPublicCommunity(community: Pick<Community, 'isPublic'>): boolean {
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
    await send('POST', `/api/meditation-groups/${encodeURIComponent(groupId)}/join`);
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
