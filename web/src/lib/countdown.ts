import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The longest the countdown goes without reading the clock, so that a better clock measurement
 * shows soon. Between those reads it wakes just after each second's turn, so every second, and
 * the zero above all, comes on time rather up to a read's interval late.
 */
export const COUNTDOWN_READ_MS = 250;

/**
 * How long the zero holds before the page acts on the end (the bell, recording the sit, closing
 * the view): everyone sees 0:00 first, and a device showing many sits paints every zero before
 * the heavier work of the first ones to end.
 */
export const ZERO_HOLD_MS = 400;

/** Milliseconds until the whole seconds left next change (just after the turn), at most COUNTDOWN_READ_MS. */
export function nextReadInMs(endsAtMs: number, serverNowMs: number): number {
  const untilEnd = endsAtMs - serverNowMs;
  if (!Number.isFinite(untilEnd) || untilEnd <= 0) return COUNTDOWN_READ_MS;
  const untilTurn = untilEnd % 1000 === 0 ? 1000 : untilEnd % 1000;
  return Math.min(COUNTDOWN_READ_MS, Math.ceil(untilTurn) + 1);
}

/** Whole seconds left until endsAt by the server's clock, within 0 and the session's length. */
export function secondsUntil(endsAtMs: number, serverNowMs: number, totalSeconds: number): number {
  const left = Math.ceil((endsAtMs - serverNowMs) / 1000);
  if (!Number.isFinite(left)) return totalSeconds;
  return Math.min(totalSeconds, Math.max(0, left));
}

/**
 * The countdown of a shared sit, read from the server's end time and the
 * measured clock every time, never counted on the device's own: a late
 * joiner, a reload, a tab that slept and a device whose clock is wrong all
 * show the same second. While running it never goes up, even when a better
 * clock measurement moves the estimate a little; while paused it holds the
 * second it showed, and on resume it catches up with the group. The group's
 * end comes at endsAt whether or not this viewer paused: onZero is called
 * once then.
 */
export function useSharedCountdown({
  endsAt,
  totalSeconds,
  running,
  serverNow,
  onZero,
}: {
  endsAt: string;
  totalSeconds: number;
  running: boolean;
  serverNow: () => number;
  onZero: () => void;
}): number {
  const end = new Date(endsAt).getTime();
  const [shown, setShown] = useState(() => secondsUntil(end, serverNow(), totalSeconds));
  const zeroRef = useRef(onZero);
  const ended = useRef(false);
  useEffect(() => {
    zeroRef.current = onZero;
  }, [onZero]);
  useEffect(() => {
    let first = true;
    const read = (fromTimer: boolean) => {
      const left = secondsUntil(end, serverNow(), totalSeconds);
      const zero = left === 0 && !ended.current;
      // Marked before painting: painting may run this effect again, which must not end it twice.
      if (zero) ended.current = true;
      // On resume the first read may jump down to where the group is now; after that it only goes down.
      const jump = first;
      const show = (previous: number) => (jump ? left : Math.min(previous, left));
      first = false;
      // The zero is the moment everyone shares: it is painted in this very task, ahead of whatever
      // the page does about the end (recording the sit, closing the view), which comes a beat later.
      if (running && zero && fromTimer) flushSync(() => setShown(show));
      else if (running) setShown(show);
      // Not cleared with the effect: the end is acted on even if this view closes meanwhile.
      if (zero) setTimeout(() => zeroRef.current(), ZERO_HOLD_MS);
    };
    let timer: ReturnType<typeof setTimeout>;
    const tick = (fromTimer: boolean) => {
      read(fromTimer);
      timer = setTimeout(() => tick(true), nextReadInMs(end, serverNow()));
    };
    tick(false);
    return () => clearTimeout(timer);
  }, [end, totalSeconds, running, serverNow]);
  return shown;
}
