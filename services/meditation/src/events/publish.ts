import { enqueueEvent, type SqlExecutor } from '@peace/kit';
import { createEnvelope, meditationAchievementUnlocked, meditationSessionCompleted, meditationSessionStarted, meditationSessionStopped, meditationSettingsUpdated, type EventData, type Intention } from '@peace/proto';
import { SCHEMA, type meditationSessions } from '../db/schema.js';
import type { ActiveRow } from '../db/types.js';

/**
 * What the meditation service publishes, always through its outbox inside the transaction that
 * makes the change.
 */
export const published = [meditationSessionStarted, meditationSessionStopped, meditationSessionCompleted, meditationAchievementUnlocked, meditationSettingsUpdated] as const;

type CompletedRow = typeof meditationSessions.$inferSelect;

// Rows only ever hold intentions that passed validation; the contract's schema checks again on enqueue.
const intentionOf = (value: string) => value as Intention;

export function sessionStarted(tx: SqlExecutor, row: ActiveRow, now: Date) {
  const data: EventData<typeof meditationSessionStarted> = {
    sessionId: row.id,
    userId: row.userId,
    intention: intentionOf(row.intention),
    duration: row.duration,
    groupSessionId: row.groupSessionId,
    revision: row.revision,
    location: row.location,
    startTime: row.startTime.toISOString(),
  };
  return enqueueEvent(tx, SCHEMA, meditationSessionStarted, data, now);
}

/** A removed active session's event; revision is the removal's. */
export function sessionStopped(tx: SqlExecutor, row: Omit<ActiveRow, 'location' | 'startTime' | 'revision'>, revision: number, now: Date) {
  const data: EventData<typeof meditationSessionStopped> = {
    sessionId: row.id,
    userId: row.userId,
    intention: intentionOf(row.intention),
    duration: row.duration,
    groupSessionId: row.groupSessionId,
    revision,
    stoppedAt: now.toISOString(),
  };
  return enqueueEvent(tx, SCHEMA, meditationSessionStopped, data, now);
}

/**
 * The completion's event, to be enqueued with what else the completion earned; revision is that
 * of the active session's removal when the completion ended one.
 */
export function sessionCompleted(row: CompletedRow, revision: number | undefined) {
  const data: EventData<typeof meditationSessionCompleted> = {
    sessionId: row.id,
    userId: row.userId,
    intention: intentionOf(row.intention),
    duration: row.duration,
    groupSessionId: row.groupSessionId,
    revision,
    location: row.location,
    completedAt: row.timestamp.toISOString(),
    partial: row.partial,
  };
  return createEnvelope(meditationSessionCompleted, data, row.timestamp);
}

/** An unlock's event, to be enqueued with the completion that earned it. */
export function achievementUnlocked(unlocked: { userId: string; achievementId: string; slug: string; name: string; rarity: string; unlockedAt: Date }) {
  const data: EventData<typeof meditationAchievementUnlocked> = {
    userId: unlocked.userId,
    achievementId: unlocked.achievementId,
    slug: unlocked.slug,
    name: unlocked.name,
    rarity: unlocked.rarity,
    unlockedAt: unlocked.unlockedAt.toISOString(),
  };
  return createEnvelope(meditationAchievementUnlocked, data, unlocked.unlockedAt);
}

/** A change to how the person's days count (day-end hour, grace), for the services that count streaks. */
export function settingsUpdated(tx: SqlExecutor, row: { userId: string; dayEndHour: number; grace: boolean; revision: number }, now: Date) {
  const data: EventData<typeof meditationSettingsUpdated> = { userId: row.userId, dayEndHour: row.dayEndHour, grace: row.grace, revision: row.revision, updatedAt: now.toISOString() };
  return enqueueEvent(tx, SCHEMA, meditationSettingsUpdated, data, now);
}
