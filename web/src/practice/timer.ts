/**
 * The meditation clock, on the server's time as this device measures it (see live/serverClock).
 * Time left is always derived from an absolute end time (or, while paused, a frozen amount), so a
 * tab that slept in the background shows the right figure the moment it wakes.
 */
import type { ActiveSessionState } from '../graphql/operations';

export const COUNTDOWN_SECONDS = 3;

export type Timer = { kind: 'running'; endsAt: number } | { kind: 'paused'; remainingMs: number };

export function remainingMs(timer: Timer, now: number): number {
  return timer.kind === 'paused' ? Math.max(0, timer.remainingMs) : Math.max(0, timer.endsAt - now);
}

/** Whole seconds left, rounded up so "0:00" only shows when time is really up. */
export function remainingSeconds(timer: Timer, now: number): number {
  return Math.ceil(remainingMs(timer, now) / 1000);
}

export function localTimer(durationMinutes: number, now: number): Timer {
  return { kind: 'running', endsAt: now + durationMinutes * 60_000 };
}

export function pauseTimer(timer: Timer, now: number): Timer {
  return timer.kind === 'paused' ? timer : { kind: 'paused', remainingMs: remainingMs(timer, now) };
}

export function resumeTimer(timer: Timer, now: number): Timer {
  return timer.kind === 'running' ? timer : { kind: 'running', endsAt: now + timer.remainingMs };
}

/** A sit in the absolute times the server keeps it in (see @peace/proto/live's ActiveSit). */
export interface SitTimes {
  paused: boolean;
  /** Minutes. */
  duration: number;
  startTime: string;
  pausedAt?: string | null;
  totalPausedMs: number;
}

/**
 * The sit's clock: running, it ends at its start plus its length plus every pause before; paused,
 * what was left when it was paused. `serverNow` only matters for a paused sit the server holds no
 * pause time for.
 */
export function sitTimer(sit: SitTimes, serverNow: number): Timer {
  const start = Date.parse(sit.startTime);
  const end = start + sit.duration * 60_000 + sit.totalPausedMs;
  if (!sit.paused) return { kind: 'running', endsAt: end };
  const pausedAt = sit.pausedAt ? Date.parse(sit.pausedAt) : serverNow;
  return { kind: 'paused', remainingMs: Math.max(0, end - pausedAt) };
}

/** Whether a session found on load should be picked up again: any server state, with time left. */
export function isRestorable(session: { state: ActiveSessionState; remainingSeconds: number; groupSessionId?: string | null } | null | undefined): boolean {
  // A group sit belongs to its session's page, which opens it again with the group's countdown.
  return !!session && !session.groupSessionId && restorableStates.has(session.state) && session.remainingSeconds > 0;
}

const restorableStates: ReadonlySet<ActiveSessionState> = new Set(['MEDITATING', 'PAUSED', 'COUNTDOWN']);

/** A session restored from the server resumes as meditating even if it was counting down. */
export function restoredPhase(state: ActiveSessionState): 'meditating' | 'paused' {
  return state === 'PAUSED' ? 'paused' : 'meditating';
}
