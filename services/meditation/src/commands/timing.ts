/**
 * The time arithmetic of a meditation in progress. The parts the gateway's poll shares live in
 * kit's active-session contract; the rules of changing a session live here.
 */
import { remainingMs, type SessionTiming } from '@peace/kit';

export { ACTIVE_STATES, remainingMs, remainingSeconds, type ActiveState, type SessionTiming } from '@peace/kit';

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
