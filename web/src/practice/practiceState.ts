/**
 * The rules of a personal meditation as a pure state machine:
 * idle → countdown (3 s) → meditating ⇄ paused → idle.
 *
 * The person's own choices (pause, resume) always win locally; the server is
 * the clock only while it agrees on whether the meditation is paused. Times
 * are the server's, as this device measures it.
 */
import type { ActiveSessionState } from '../graphql/operations';
import { defaultDuration, type Duration, type Intention } from '../lib/intentions';
import { UNKNOWN_LOCATION } from '../location/location';
import { COUNTDOWN_SECONDS, pauseTimer, remainingMs, remainingSeconds, resumeTimer, type Timer } from './timer';

export type Phase = 'idle' | 'countdown' | 'meditating' | 'paused';

export interface PracticeState {
  phase: Phase;
  intention: Intention | null;
  /** The length chosen on the starter (5, 10 or 20). */
  duration: Duration;
  /**
   * Minutes of the meditation in progress: the chosen length, or for a session
   * picked up from the server, the length the server holds (which may be any).
   */
  sessionMinutes: number | null;
  countdownEndsAt: number | null;
  timer: Timer | null;
  /**
   * The figure on the clock while a meditation runs or is paused (null before
   * the first reading). While running it only goes down: each server reading
   * re-anchors the timer, and one that arrives quickly after a slow one would
   * otherwise put a second back on the clock.
   */
  shownSeconds: number | null;
  /** True once the server holds this session; only then is what the server says of it taken in. */
  serverBacked: boolean;
  /** The server's id of the session, once it holds it. */
  sitId: string | null;
  /** Where this session is recorded as having happened. */
  location: string | null;
  /**
   * The Idempotency-Key its completion is posted with, made when the sit began here or was picked
   * up: a sit completed twice (a page reloaded as it ended) is recorded once.
   */
  sitKey: string | null;
}

export type PracticeAction =
  | { type: 'choose'; intention?: Intention; duration?: Duration }
  | { type: 'countdown'; now: number }
  | { type: 'meditate'; timer: Timer; location: string; sitKey: string }
  | { type: 'started'; sitId: string }
  | { type: 'located'; location: string }
  /** The server's clock of this session, read or announced. */
  | { type: 'sync'; timer: Timer; serverState: ActiveSessionState; now: number }
  /** The session was paused or resumed elsewhere (another tab or device): the server's state is taken. */
  | { type: 'adopt'; paused: boolean; timer: Timer; now: number }
  /** The clock is read again (at each second's turn while a meditation runs). */
  | { type: 'tick'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | {
      type: 'restore';
      phase: 'meditating' | 'paused';
      sitId: string;
      intention: Intention;
      duration: Duration | null;
      minutes: number;
      timer: Timer;
      location: string;
      sitKey: string;
    }
  | { type: 'finish' }
  | { type: 'stop' };

export const initialPracticeState: PracticeState = {
  phase: 'idle',
  intention: null,
  duration: defaultDuration,
  sessionMinutes: null,
  countdownEndsAt: null,
  timer: null,
  shownSeconds: null,
  serverBacked: false,
  sitId: null,
  location: null,
  sitKey: null,
};

/**
 * What the clock shows once `state.timer` is read at `now`. Running: never
 * more than it showed before. Paused: the timer's own figure, which is the
 * server's once it has answered.
 */
function shownAt(state: PracticeState, now: number): number | null {
  if (!state.timer) return null;
  const left = remainingSeconds(state.timer, now);
  if (state.phase === 'meditating' && state.shownSeconds !== null) return Math.min(state.shownSeconds, left);
  return left;
}

/**
 * Whether the server agrees with this device on paused versus running.
 * The server knows three states (COUNTDOWN, MEDITATING, PAUSED) and only
 * tracks a meditation once its countdown is over; the client adds idle and
 * runs the countdown itself. Countdown and meditating both run the clock.
 */
export function agreesWithServer(phase: Phase, serverState: ActiveSessionState): boolean {
  return (phase === 'paused') === (serverState === 'PAUSED');
}

/** The server state a pause or resume on this device asks for. */
export function serverStateFor(phase: 'paused' | 'meditating'): ActiveSessionState {
  return phase === 'paused' ? 'PAUSED' : 'MEDITATING';
}

/** The meditation's length in minutes: the running session's, else the chosen one. */
export function sessionLength(state: PracticeState): number {
  return state.sessionMinutes ?? state.duration;
}

/** A length in minutes as the server holds it, if it is one a meditation can have. */
export function serverMinutes(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function practiceReducer(state: PracticeState, action: PracticeAction): PracticeState {
  switch (action.type) {
    case 'choose':
      if (state.phase !== 'idle') return state;
      return { ...state, intention: action.intention ?? state.intention, duration: action.duration ?? state.duration };
    case 'countdown':
      return { ...state, phase: 'countdown', countdownEndsAt: action.now + COUNTDOWN_SECONDS * 1000 };
    case 'meditate':
      if (state.phase !== 'countdown') return state;
      return {
        ...state,
        phase: 'meditating',
        countdownEndsAt: null,
        timer: action.timer,
        shownSeconds: null,
        sessionMinutes: state.duration,
        serverBacked: false,
        sitId: null,
        // A place found during the countdown is kept; otherwise the one known now.
        location: state.location ?? action.location,
        sitKey: action.sitKey,
      };
    case 'started':
      // The clock already runs from the end of the countdown (and may be paused):
      // the server's answer does not set it back; the next read aligns it.
      if (state.phase !== 'meditating' && state.phase !== 'paused') return state;
      return { ...state, serverBacked: true, sitId: action.sitId };
    case 'located':
      // The lookup finished: it fills in a place not known yet, never replaces a known one.
      if (state.phase === 'idle') return state;
      if (state.location && state.location !== UNKNOWN_LOCATION) return state;
      return { ...state, location: action.location };
    case 'sync':
      if (!state.timer || (state.phase !== 'meditating' && state.phase !== 'paused')) return state;
      // A pause (or resume) the server has not taken yet: its clock is not this one.
      if (!agreesWithServer(state.phase, action.serverState)) return state;
      return settle({ ...state, timer: action.timer }, action.now);
    case 'adopt':
      if (!state.timer || (state.phase !== 'meditating' && state.phase !== 'paused')) return state;
      // What was chosen elsewhere shows as it is there, even a second up from what was shown here.
      return settle({ ...state, phase: action.paused ? 'paused' : 'meditating', timer: action.timer, shownSeconds: null }, action.now);
    case 'tick': {
      if (state.phase !== 'meditating' && state.phase !== 'paused') return state;
      const shownSeconds = shownAt(state, action.now);
      return shownSeconds === state.shownSeconds ? state : { ...state, shownSeconds };
    }
    case 'pause': {
      if (state.phase !== 'meditating' || !state.timer) return state;
      // Frozen at the figure on screen, not one a held-back second above it.
      const shown = shownAt(state, action.now);
      const left = remainingMs(pauseTimer(state.timer, action.now), action.now);
      const frozen = shown === null ? left : Math.min(left, shown * 1000);
      return { ...state, phase: 'paused', timer: { kind: 'paused', remainingMs: frozen }, shownSeconds: Math.ceil(frozen / 1000) };
    }
    case 'resume': {
      if (state.phase !== 'paused' || !state.timer) return state;
      // Resumes from the paused figure; from here on it only goes down again.
      const resumed = { ...state, phase: 'meditating' as const, timer: resumeTimer(state.timer, action.now), shownSeconds: null };
      return settle(resumed, action.now);
    }
    case 'restore':
      if (state.phase !== 'idle') return state;
      return {
        ...state,
        phase: action.phase,
        intention: action.intention,
        duration: action.duration ?? state.duration,
        sessionMinutes: action.minutes,
        timer: action.timer,
        shownSeconds: null,
        serverBacked: true,
        sitId: action.sitId,
        location: action.location,
        countdownEndsAt: null,
        sitKey: action.sitKey,
      };
    case 'finish':
      return {
        ...state,
        phase: 'idle',
        timer: null,
        shownSeconds: null,
        countdownEndsAt: null,
        serverBacked: false,
        sitId: null,
        location: null,
        sessionMinutes: null,
        sitKey: null,
      };
    case 'stop':
      // The intention and length stay chosen: the next Begin starts the same sit again.
      return { ...initialPracticeState, intention: state.intention, duration: state.duration };
  }
}

function settle(state: PracticeState, now: number): PracticeState {
  return { ...state, shownSeconds: shownAt(state, now) };
}
