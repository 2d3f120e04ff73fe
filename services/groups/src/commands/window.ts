import type { groupSessions } from '../db/schema.js';

type SessionTimes = Pick<typeof groupSessions.$inferSelect, 'scheduledStart' | 'startedAt' | 'endsAt' | 'duration'>;

const MINUTE_MS = 60_000;

/** When the sit begins: the creator's start once started, the scheduled start before. */
export const startsAt = (row: SessionTimes): Date => row.startedAt ?? row.scheduledStart;

/** startsAt plus the duration. */
export const endsAt = (row: SessionTimes): Date => row.endsAt ?? new Date(startsAt(row).getTime() + row.duration * MINUTE_MS);
