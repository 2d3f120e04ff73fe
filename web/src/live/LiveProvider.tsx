import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ClockOffsetEstimator } from '../lib/clockOffset';
import { resyncWhenVisible, ServerClockContext } from './serverClock';
import type { ActiveSit, GroupSessionLiveMessage, IntentionCounts } from '@peace/proto/live';
import { DEFAULT_MEDITATOR_COUNT, LiveSocket, socketUrl, type GroupSessionWatch, type OutgoingMessage } from './socket';

export interface Live {
  /** People meditating now; 420 until the server has said otherwise. */
  meditatorCount: number;
  /** People meditating now for each intention, in the spec's words; null until the server has said. */
  intentionCounts: IntentionCounts | null;
  connected: boolean;
  send: (message: OutgoingMessage) => void;
  /** Hears about group sessions until the answered function is called (see LiveSocket.watchGroupSessions). */
  watchGroupSessions: (watch: GroupSessionWatch, listener: (message: GroupSessionLiveMessage) => void) => () => void;
}

/** What a page reads with no live connection above it (a visitor's page). */
const NO_LIVE: Live = {
  meditatorCount: DEFAULT_MEDITATOR_COUNT,
  intentionCounts: null,
  connected: false,
  send: () => {},
  watchGroupSessions: () => () => {},
};

/** The live connection below it; tests and pages shown on their own may give one of their making. */
export const LiveContext = createContext<Live>(NO_LIVE);

/** What the live connection says of the signed-in person alone: their own sit, and their figures. */
interface OwnLive {
  /** How many times the socket has opened: each reopening may have missed a change. */
  opens: number;
  /** Hears of every change to the person's sit until the answered function is called. */
  watchSit: (listener: (sit: ActiveSit | null) => void) => () => void;
  /** Hears, until the answered function is called, each time the stats service's figures for the person changed. */
  watchFigures: (listener: () => void) => () => void;
}

const OwnLiveContext = createContext<OwnLive>({ opens: 0, watchSit: () => () => {}, watchFigures: () => () => {} });

/** The listeners of one kind of news, told in the order they started listening. */
function listeners<T>() {
  const all = new Set<(value: T) => void>();
  return {
    tell: (value: T): void => {
      for (const listener of [...all]) listener(value);
    },
    watch: (listener: (value: T) => void): (() => void) => {
      all.add(listener);
      return () => {
        all.delete(listener);
      };
    },
  };
}

export function LiveProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const [meditatorCount, setMeditatorCount] = useState(DEFAULT_MEDITATOR_COUNT);
  const [intentionCounts, setIntentionCounts] = useState<IntentionCounts | null>(null);
  const [connected, setConnected] = useState(false);
  const [opens, setOpens] = useState(0);
  const [clock] = useState(() => new ClockOffsetEstimator());
  const [sits] = useState(() => listeners<ActiveSit | null>());
  const [figures] = useState(() => listeners<void>());
  // Made with the first render, not in an effect: the pages below run their effects before this
  // provider's, and a watch they start then must reach the socket (it is sent once connected).
  const [socket] = useState(
    () =>
      new LiveSocket({
        url: socketUrl(window.location),
        onCount: (count, intentions) => {
          setMeditatorCount(count);
          setIntentionCounts(intentions);
        },
        onStatus: (up) => {
          setConnected(up);
          if (up) setOpens((count) => count + 1);
        },
        onTimeSample: (sample) => clock.add(sample),
        onClockChanged: () => clock.clockChanged(),
        onActiveSit: (sit) => sits.tell(sit),
        onFiguresChanged: () => figures.tell(),
      }),
  );

  useEffect(() => {
    socket.connect();
    const stopResync = resyncWhenVisible(socket);
    return () => {
      stopResync();
      socket.close();
    };
  }, [socket]);

  useEffect(() => {
    if (userId) socket.identify(userId);
  }, [socket, userId]);

  // Stable, so effects that send messages do not re-run whenever the count changes.
  const send = useCallback((message: OutgoingMessage) => socket.send(message), [socket]);
  const watchGroupSessions = useCallback<Live['watchGroupSessions']>((watch, listener) => socket.watchGroupSessions(watch, listener), [socket]);
  const value = useMemo<Live>(() => ({ meditatorCount, intentionCounts, connected, send, watchGroupSessions }), [meditatorCount, intentionCounts, connected, send, watchGroupSessions]);
  const own = useMemo<OwnLive>(() => ({ opens, watchSit: sits.watch, watchFigures: figures.watch }), [opens, sits, figures]);

  return (
    <LiveContext.Provider value={value}>
      <OwnLiveContext.Provider value={own}>
        <ServerClockContext value={clock}>{children}</ServerClockContext>
      </OwnLiveContext.Provider>
    </LiveContext.Provider>
  );
}

export function useLive(): Live {
  return useContext(LiveContext);
}

/**
 * People meditating now for each intention (null until known). Under a live connection (a signed-in
 * person's screens) it is that connection's; a visitor's page opens one of its own that only
 * listens to the counts, and closes it when the page goes.
 */
export function useIntentionCounts(): IntentionCounts | null {
  const live = useContext(LiveContext);
  const own = live === NO_LIVE;
  const [counts, setCounts] = useState<IntentionCounts | null>(null);
  useEffect(() => {
    if (!own) return;
    const socket = new LiveSocket({ url: socketUrl(window.location), onCount: (_count, intentions) => setCounts(intentions) });
    socket.connect();
    return () => socket.close();
  }, [own]);
  return own ? counts : live.intentionCounts;
}

export function useOwnLive(): OwnLive {
  return useContext(OwnLiveContext);
}
