/**
 * The meditation clock. Time left is always derived from an absolute end time
 * (or, while paused, a frozen amount), so a tab that slept in the background
 * shows the right figure the moment it wakes.
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

/** The server's remaining seconds, anchored to this device's clock. */
export function timerFromServer(seconds: number, paused: boolean, now: number): Timer {
  const ms = Math.max(0, seconds) * 1000;
  return paused ? { kind: 'paused', remainingMs: ms } : { kind: 'running', endsAt: now + ms };
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
