export type GroupStatus = 'scheduled' | 'active' | 'completed' | 'cancelled';
export type GroupDisplayState = 'active' | 'upcoming' | 'completed' | 'cancelled';

export interface GroupSessionTiming {
  status: string;
  scheduledStart: string;
  duration: number;
}

/** How a group session is shown: the server's final word first, then the clock. */
export function groupDisplayState(session: GroupSessionTiming, now: number = Date.now()): GroupDisplayState {
  if (session.status === 'completed' || session.status === 'cancelled') return session.status;
  const start = new Date(session.scheduledStart).getTime();
  const end = start + session.duration * 60_000;
  if (session.status === 'active' || (now >= start && now < end)) return 'active';
  if (now < start) return 'upcoming';
  return 'completed';
}
