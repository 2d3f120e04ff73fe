import type { GroupSessionStatus } from '../graphql/operations';

export type GroupDisplayState = 'active' | 'upcoming' | 'completed' | 'cancelled';

export interface GroupSessionTiming {
  status: GroupSessionStatus;
  scheduledStart: string;
  duration: number;
}

/** How a group session is shown: the server's final word first, then the clock. */
export function groupDisplayState(session: GroupSessionTiming, now: number = Date.now()): GroupDisplayState {
  if (session.status === 'COMPLETED') return 'completed';
  if (session.status === 'CANCELLED') return 'cancelled';
  const start = new Date(session.scheduledStart).getTime();
  const end = start + session.duration * 60_000;
  if (session.status === 'ACTIVE' || (now >= start && now < end)) return 'active';
  if (now < start) return 'upcoming';
  return 'completed';
}
