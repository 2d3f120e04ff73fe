import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ClockOffsetEstimator } from '../lib/clockOffset';
import { LiveSocket, socketUrl } from './socket';

const ServerClockContext = createContext<ClockOffsetEstimator | null>(null);

/** Shares one clock estimate below it; the live provider feeds it from its socket. */
export function ServerClockProvider({ estimator, children }: { estimator: ClockOffsetEstimator; children: ReactNode }) {
  return <ServerClockContext.Provider value={estimator}>{children}</ServerClockContext.Provider>;
}

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
 * The server's clock as this device best knows it. Inside the signed-in shell
 * the live socket measures it; elsewhere (a visitor on a session's link) a
 * socket of the page's own does.
 */
export function useServerClock(): ServerClock {
  const shared = useContext(ServerClockContext);
  const [own] = useState(() => new ClockOffsetEstimator());
  const estimator = shared ?? own;
  useEffect(() => {
    if (shared) return;
    const socket = new LiveSocket({ url: socketUrl(window.location), onCount: () => {}, onTimeSample: (sample) => own.add(sample), onClockChanged: () => own.clockChanged() });
    socket.connect();
    const stopResync = resyncWhenVisible(socket);
    return () => {
      stopResync();
      socket.close();
    };
  }, [shared, own]);
  const subscribe = useCallback((listener: () => void) => estimator.subscribe(listener), [estimator]);
  const synced = useSyncExternalStore(subscribe, () => estimator.estimate() !== null);
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
