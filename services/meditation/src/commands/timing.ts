/**
 * The time arithmetic of a meditation in progress and the rules of changing it. Nothing counts down
 * on the server: the time left is always derived from absolute timestamps, so any replica (or the
 * Redis copy) answers the same, and a restart or a reload loses nothing.
 */

export const ACTIVE_STATES = ['countdown', 'meditating', 'paused'] as const;
export type ActiveState = (typeof ACTIVE_STATES)[number];

export interface SessionTiming {
  state: ActiveState;
  /** Minutes. */
  duration: number;
  startTime: Date;
  pausedAt: Date | null;
  totalPausedMs: number;
}

/** Milliseconds actually spent meditating: wall time since start minus every pause, the current one included. */
export function meditatedMs(timing: SessionTiming, now: Date): number {
  const currentPause = timing.state === 'paused' && timing.pausedAt ? Math.max(0, now.getTime() - timing.pausedAt.getTime()) : 0;
  return Math.max(0, now.getTime() - timing.startTime.getTime() - timing.totalPausedMs - currentPause);
}

export function remainingMs(timing: SessionTiming, now: Date): number {
  return Math.max(0, timing.duration * 60_000 - meditatedMs(timing, now));
}

/**
 * Whole seconds left, rounded up: a session shows 300 at its start and reaches 0 only once its
 * full length has passed, which is when the client completes it.
 */
export function remainingSeconds(timing: SessionTiming, now: Date): number {
  return Math.ceil(remainingMs(timing, now) / 1000);
}

/**
 * How far ahead of a meditation's end its completion is still accepted: the client counts down on
 * its own clock, which may run a few seconds ahead of the server's.
 */
export const END_TOLERANCE_MS = 5_000;

/** When the session ends if it runs on from now without another pause. */
export function projectedEnd(timing: SessionTiming, now: Date): Date {
  return new Date(now.getTime() + remainingMs(timing, now));
}

export type TimingChange = Pick<SessionTiming, 'state' | 'pausedAt' | 'totalPausedMs'>;

/**
 * Moves a session to paused or meditating. Repeating the current state changes nothing, so a
 * client that retries a pause does not restart the pause's clock.
 */
export function transition(timing: SessionTiming, next: 'paused' | 'meditating', now: Date): TimingChange {
  if (next === 'paused') {
    if (timing.state === 'paused') return { state: 'paused', pausedAt: timing.pausedAt ?? now, totalPausedMs: timing.totalPausedMs };
    return { state: 'paused', pausedAt: now, totalPausedMs: timing.totalPausedMs };
  }
  if (timing.state === 'paused') {
    const pausedFor = timing.pausedAt ? Math.max(0, now.getTime() - timing.pausedAt.getTime()) : 0;
    return { state: 'meditating', pausedAt: null, totalPausedMs: timing.totalPausedMs + pausedFor };
  }
  return { state: 'meditating', pausedAt: null, totalPausedMs: timing.totalPausedMs };
}
