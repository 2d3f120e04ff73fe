import type { GroupSessionStatus } from '@peace/proto';
import type { groupSessions } from '../db/schema.js';

type SessionTimes = Pick<typeof groupSessions.$inferSelect, 'scheduledStart' | 'startedAt' | 'endsAt' | 'duration'>;
type SessionState = SessionTimes & Pick<typeof groupSessions.$inferSelect, 'status'>;

const MINUTE_MS = 60_000;

/** When the sit begins: the creator's start once started, the scheduled start before. */
export const startsAt = (row: SessionTimes): Date => row.startedAt ?? row.scheduledStart;

/** startsAt plus the duration. */
export const endsAt = (row: SessionTimes): Date => row.endsAt ?? new Date(startsAt(row).getTime() + row.duration * MINUTE_MS);

/**
 * The status as of now: a session whose time has run out is over even in the moment before its
 * timer or the sweep has written so (active past its end is completed; scheduled past its window
 * with nobody starting it is cancelled), so no reader ever sees a finished sit as live.
 */
export function statusAt(row: SessionState, now: Date): GroupSessionStatus {
  if (row.status === 'active' && endsAt(row).getTime() <= now.getTime()) return 'completed';
  if (row.status === 'scheduled' && row.scheduledStart.getTime() + row.duration * MINUTE_MS <= now.getTime()) return 'cancelled';
  // The column holds only the four statuses (written by this service's commands alone).
  return row.status as GroupSessionStatus;
}
