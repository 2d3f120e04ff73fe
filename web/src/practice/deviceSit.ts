/**
 * The meditation in progress, kept on this device while it runs, so that a page reloaded (or
 * closed and opened again) picks it up even when the server never heard of it (begun offline) or
 * cannot be asked (offline now). Kept in localStorage, which is read synchronously, so the page's
 * first render already shows the sit. One per person; a finished or stopped sit is forgotten.
 */
import { isDuration, isIntention, type Duration, type Intention } from '../lib/intentions';
import type { PracticeState } from './practiceState';
import type { Timer } from './timer';

export interface DeviceSit {
  phase: 'meditating' | 'paused';
  intention: Intention;
  duration: Duration;
  sessionMinutes: number;
  /** On the server's clock, as this device measured it when the sit was kept (offsetMs). */
  timer: Timer;
  /** When it began, on the server's clock. */
  startedAt: number;
  /** Add to the device's time to get the server's, as measured when the sit was kept. */
  offsetMs: number;
  serverBacked: boolean;
  sitId: string | null;
  location: string | null;
  /** The Idempotency-Key of its completion (see PracticeState). */
  sitKey: string;
}

const keyOf = (userId: string) => `peace-practice:sit:${userId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser refusing storage (some private windows) throws on the mere read of it.
    return null;
  }
}

const isTimer = (value: unknown): value is Timer => {
  if (!value || typeof value !== 'object') return false;
  const timer = value as Record<string, unknown>;
  return (timer['kind'] === 'running' && Number.isFinite(timer['endsAt'])) || (timer['kind'] === 'paused' && Number.isFinite(timer['remainingMs']));
};

/** What was kept, if it is a sit this code can run: anything else (an older shape, a hand edit) is dropped. */
function parse(text: string | null): DeviceSit | null {
  if (!text) return null;
  try {
    const sit = JSON.parse(text) as Partial<DeviceSit> | null;
    if (
      !sit ||
      (sit.phase !== 'meditating' && sit.phase !== 'paused') ||
      !isIntention(sit.intention) ||
      !isDuration(sit.duration) ||
      !(typeof sit.sessionMinutes === 'number' && sit.sessionMinutes > 0) ||
      !isTimer(sit.timer) ||
      !Number.isFinite(sit.startedAt) ||
      !Number.isFinite(sit.offsetMs) ||
      typeof sit.sitKey !== 'string' ||
      sit.sitKey === ''
    ) {
      return null;
    }
    return {
      phase: sit.phase,
      intention: sit.intention,
      duration: sit.duration,
      sessionMinutes: sit.sessionMinutes,
      timer: sit.timer,
      startedAt: sit.startedAt!,
      offsetMs: sit.offsetMs!,
      serverBacked: sit.serverBacked === true,
      sitId: typeof sit.sitId === 'string' ? sit.sitId : null,
      location: typeof sit.location === 'string' ? sit.location : null,
      sitKey: sit.sitKey,
    };
  } catch {
    return null;
  }
}

export function readDeviceSit(userId: string): DeviceSit | null {
  try {
    return parse(storage()?.getItem(keyOf(userId)) ?? null);
  } catch {
    return null;
  }
}

export function keepDeviceSit(userId: string, sit: DeviceSit): void {
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify(sit));
  } catch (error) {
    console.debug('Could not keep the sit on this device', error);
  }
}

export function forgetDeviceSit(userId: string): void {
  try {
    storage()?.removeItem(keyOf(userId));
  } catch {
    // Nothing kept where nothing can be.
  }
}

/** Forgets every person's kept sit: signing out or deleting the account leaves none on the device. */
export function forgetAllDeviceSits(): void {
  const kept = storage();
  if (!kept) return;
  try {
    const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index)).filter((key): key is string => key?.startsWith('peace-practice:sit:') ?? false);
    for (const key of keys) kept.removeItem(key);
  } catch {
    // As above.
  }
}

/** The state a kept sit opens in: as it was, its clock as the server's now measures it. */
export function stateFromDeviceSit(sit: DeviceSit, base: PracticeState): PracticeState {
  return {
    ...base,
    phase: sit.phase,
    intention: sit.intention,
    duration: sit.duration,
    sessionMinutes: sit.sessionMinutes,
    countdownEndsAt: null,
    timer: sit.timer,
    shownSeconds: null,
    serverBacked: sit.serverBacked,
    sitId: sit.sitId,
    location: sit.location,
    sitKey: sit.sitKey,
  };
}
