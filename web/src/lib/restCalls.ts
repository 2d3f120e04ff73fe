/**
 * The calls the graph does not serve yet, and the only place the web still
 * speaks REST: community detail, members and past sessions, the public
 * invitation and its member count, and every write on communities and
 * the test email. Each moves to an Apollo
 * operation in graphql/operations.ts when the graph gains it.
 *
 * REST speaks the spec's words ('Non-Violence'); this module translates at
 * its edge, so screens only ever handle the graph's enum values.
 */
import { useCallback, useEffect, useState } from 'react';
import { Intentions } from '@peace/proto/domain';
import { intentionFromLabel, isIntention, type Intention } from './intentions';
import { getJson, HttpError, send } from './http';

export { serverMessage } from './http';

/** The intention of an answer in the spec's words; an unknown one is left out rather than guessed. */
function toIntention(value: unknown): Intention | null {
  return isIntention(value) ? value : intentionFromLabel(value);
}

const groupPath = (groupId: string) => `/api/meditation-groups/${encodeURIComponent(groupId)}`;

// ---- Reads ---------------------------------------------------------------

export interface RestCommunity {
  id: string;
  name: string;
  description: string | null;
  intention: Intention | null;
  isPublic: number | boolean;
  maxMembers: number;
  meetingTime: string | null;
  createdBy: string;
  createdAt: string;
  memberCount: number | null;
}

interface CommunityAnswer extends Omit<RestCommunity, 'intention' | 'memberCount' | 'meetingTime'> {
  intention: string;
  meetingTime?: string | null;
  memberCount?: number;
}

function toCommunity(answer: CommunityAnswer): RestCommunity {
  return {
    id: String(answer.id),
    name: answer.name,
    description: answer.description ?? null,
    intention: toIntention(answer.intention),
    isPublic: answer.isPublic,
    maxMembers: answer.maxMembers,
    meetingTime: answer.meetingTime ?? null,
    createdBy: String(answer.createdBy),
    createdAt: answer.createdAt,
    memberCount: typeof answer.memberCount === 'number' ? answer.memberCount : null,
  };
}

function isCommunityAnswer(answer: unknown): answer is CommunityAnswer {
  return !!answer && typeof answer === 'object' && 'id' in answer && 'name' in answer;
}

export interface Member {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

export interface PastSession {
  id: string;
  name: string;
  intention: Intention | null;
  scheduledStart: string;
  participantCount: number;
  totalMinutes: number;
}

export interface PublicCommunity {
  name: string;
  description: string | null;
  intention: Intention | null;
  isPublic: number | boolean;
  createdAt: string;
  meetingTime: string | null;
}

export interface Read<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
  retry: () => void;
}

/**
 * A REST read with the same three states as an Apollo query: loading, a
 * failure to show with a retry, or the data. `read` must be stable (module
 * level or memoised), since a new one reads again.
 */
export function useRestRead<T>(read: () => Promise<T>): Read<T> {
  const [state, setState] = useState<{ read: () => Promise<T>; version: number; data?: T; error?: Error; done: boolean }>({
    read,
    version: 0,
    done: false,
  });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    read().then(
      (data) => live && setState({ read, version, data, done: true }),
      (error: unknown) => {
        console.warn('A read failed', error);
        if (live) setState({ read, version, error: error instanceof Error ? error : new Error(String(error)), done: true });
      },
    );
    return () => {
      live = false;
    };
  }, [read, version]);
  const retry = useCallback(() => setVersion((value) => value + 1), []);
  const current = state.read === read && state.version === version && state.done;
  return {
    // Data of an earlier read stays on screen while the same one is read again.
    data: state.read === read ? state.data : undefined,
    loading: !current,
    error: current ? state.error : undefined,
    retry,
  };
}

/** One community for its members' page; null when there is no such community. */
export async function readCommunity(groupId: string): Promise<RestCommunity | null> {
  try {
    const answer = await getJson<unknown>(groupPath(groupId));
    return isCommunityAnswer(answer) ? toCommunity(answer) : null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export async function readMembers(groupId: string): Promise<Member[]> {
  const answer = await getJson<unknown>(`${groupPath(groupId)}/members`);
  return Array.isArray(answer) ? (answer as Member[]) : [];
}

export async function readPastSessions(groupId: string): Promise<PastSession[]> {
  const answer = await getJson<unknown>(`${groupPath(groupId)}/past-sessions`);
  if (!Array.isArray(answer)) return [];
  return (answer as Array<Omit<PastSession, 'intention'> & { intention: string }>).map((session) => ({
    ...session,
    intention: toIntention(session.intention),
  }));
}

/**
 * What a visitor may see of a community, and its member count. Any failure
 * reads as no such community (spec §8: the invitation has no retry); a count
 * that cannot be read is simply not shown.
 */
export async function readInvitation(
  groupId: string,
): Promise<{ community: PublicCommunity | null; memberCount: number | null }> {
  const [community, count] = await Promise.all([
    getJson<unknown>(`${groupPath(groupId)}/public`).catch(() => null),
    getJson<{ count?: unknown }>(`${groupPath(groupId)}/member-count`).catch(() => null),
  ]);
  const known = community && typeof community === 'object' && 'name' in community ? (community as CommunityAnswer) : null;
  return {
    community: known
      ? {
          name: known.name,
          description: known.description ?? null,
          intention: toIntention(known.intention),
          isPublic: known.isPublic,
          createdAt: known.createdAt,
          meetingTime: known.meetingTime ?? null,
        }
      : null,
    memberCount: typeof count?.count === 'number' ? count.count : null,
  };
}

// ---- Writes --------------------------------------------------------------

export interface NewCommunity {
  name: string;
  description: string;
  intention: Intention;
  isPublic: 0 | 1;
  maxMembers: number;
  meetingSchedule: 'daily' | 'weekly';
  meetingDays: string[];
  meetingTime: string;
  timezone: string;
  tags: string[];
  imageUrl: string | null;
  meditationDuration: number;
}

export async function createCommunity(community: NewCommunity): Promise<void> {
  await send('POST', '/api/meditation-groups', { ...community, intention: Intentions[community.intention] });
}

/** Joins a community; a refusal rejects with the server's answer (see serverMessage). */
export async function postJoinCommunity(groupId: string): Promise<void> {
  await send('POST', `${groupPath(groupId)}/join`);
}

export async function leaveCommunity(groupId: string): Promise<void> {
  await send('POST', `${groupPath(groupId)}/leave`);
}

export async function sendTestEmail(): Promise<void> {
  await send('POST', '/api/test-session-email');
}
