import type { Dispatch, RefObject } from 'react';
import type { PracticeAction, PracticeState } from './practiceState';

/** What the practice's hooks share: its state, how to change it, and the bookkeeping of the meditation in progress. */
export interface PracticeRuntime {
  /** The newest state: async work must not act on a stale copy. */
  stateRef: RefObject<PracticeState>;
  dispatch: Dispatch<PracticeAction>;
  /** Each meditation gets a number; an answer for an older one is cleaned up, not applied. */
  attemptRef: RefObject<number>;
  /**
   * When the meditation in progress began, on the server's clock: the server's own start once it
   * has answered, else this device's best estimate. The completion says it, so that a meditation
   * the server never heard of (made offline) is recorded for the time it took.
   */
  startedAtRef: RefObject<number | null>;
  /** The server's time now, as this device measures it. */
  serverNow: () => number;
  /** Takes the person out of the live count: every way back to idle does. */
  endLive: () => void;
}
