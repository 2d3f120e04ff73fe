import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { ClockOffsetEstimator } from '../lib/clockOffset';
import { LiveSocket, socketUrl } from './socket';

/** Shares one clock estimate below it; the live provider feeds it from its socket. */
export const ServerClockContext = createContext<ClockOffsetEstimator | null>(null);

/** Measures again when the page comes back: a sleeping device may have had its clock changed meanwhile. */
export function resyncWhenVisible(socket: Pick<LiveSocket, 'syncClock'>): () => void {
  const resync = () => {
    if (document.visibilityState === 'visible') socket.syncClock();
  };
  document.addEventListener('visibilitychange', resync);
  return () => document.removeEventListener('visibilitychange', resync);
}

export interface ServerClock {
  /** The server's time now in milliseconds since the epoch: the device's clock corrected by the measured offset. */
  serverNow: () => number;
  /** Whether any measurement has arrived; before one, serverNow is the device's own clock. */
  synced: boolean;
  estimator: ClockOffsetEstimator;
}

/**
 * Outside the signed-in shell (a visitor on a session's link) the page measures the clock over a
 * socket of its own: one for the whole page, however many parts of it ask, opened while any does.
 */
const visitor: { estimator: ClockOffsetEstimator | null; users: number; close: (() => void) | null } = { estimator: null, users: 0, close: null };

function visitorEstimator(): ClockOffsetEstimator {
  return (visitor.estimator ??= new ClockOffsetEstimator());
}

/** Holds the visitor's clock socket open until the answered function is called. */
function holdVisitorSocket(): () => void {
  visitor.users += 1;
  if (!visitor.close) {
    const estimator = visitorEstimator();
    // What was measured before the socket closed may no longer hold (the device may have slept and
    // had its clock set): the new socket's first sample replaces it.
    estimator.clockChanged();
    const socket = new LiveSocket({ url: socketUrl(window.location), onCount: () => {}, onTimeSample: (sample) => estimator.add(sample), onClockChanged: () => estimator.clockChanged() });
    socket.connect();
    const stopResync = resyncWhenVisible(socket);
    visitor.close = () => {
      stopResync();
      socket.close();
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    visitor.users -= 1;
    if (visitor.users === 0) {
      visitor.close?.();
      visitor.close = null;
    }
  };
}

/**
 * The server's clock as this device best knows it. Inside the signed-in shell
 * the live socket measures it; elsewhere the page's one visitor socket does.
 */
export function useServerClock(): ServerClock {
  const shared = useContext(ServerClockContext);
  const estimator = shared ?? visitorEstimator();
  useEffect(() => {
    if (shared) return;
    return holdVisitorSocket();
  }, [shared]);
  const subscribe = useCallback((listener: () => void) => estimator.subscribe(listener), [estimator]);
  // A page the server rendered has measured nothing yet, nor has the browser's first render of it.
  const synced = useSyncExternalStore(subscribe, () => estimator.estimate() !== null, () => false);
  const serverNow = useCallback(() => estimator.serverNow(), [estimator]);
  return { serverNow, synced, estimator };
}

/** The server's time, refreshed every `intervalMs` and whenever the estimate improves, for time-relative labels. */
export function useServerNow(intervalMs = 30_000): number {
  const { serverNow, estimator } = useServerClock();
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const update = () => setNow(serverNow());
    const timer = setInterval(update, intervalMs);
    const unsubscribe = estimator.subscribe(update);
    return () => {
      clearInterval(timer);
      unsubscribe();
    };
  }, [intervalMs, serverNow, estimator]);
  return now;
}
