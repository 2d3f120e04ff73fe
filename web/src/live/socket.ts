import type { ActiveSit, GroupSessionLiveMessage, IntentionCounts, LiveClientMessage } from '@peace/proto/live';
import { parseLiveServerMessage } from '@peace/proto/live';
import { clockSample, type ClockSample } from '../lib/clockOffset';

/**
 * The live connection that tells how many people are meditating right now,
 * and against which the device measures its clock (see lib/clockOffset).
 * Messages are JSON objects with a `type`. The connection comes back by itself
 * three seconds after it drops.
 */
export const RECONNECT_DELAY_MS = 3000;
export const DEFAULT_MEDITATOR_COUNT = 420;
/** Requests per time-sync burst, and the pause between them so one slow moment does not spoil them all. */
export const TIME_SYNC_SAMPLES = 8;
export const TIME_SYNC_SPACING_MS = 150;
/**
 * A second burst follows the first this long after: a page is at its busiest as it opens or hears
 * that the clock was set (loading, painting, every other page asking at once), and round trips
 * measured once it has settled are shorter, so truer. The best of both bursts is used.
 */
export const TIME_SYNC_FOLLOW_UP_MS = 2500;

/** What a page sends itself; what it watches of group sessions goes through watchGroupSessions. */
export type OutgoingMessage = Exclude<LiveClientMessage, { type: 'watchGroupSessions' }>;

/** What a page wants to hear about group sessions: every status change (a list) and/or these sessions' status and presence. */
export interface GroupSessionWatch {
  list?: boolean;
  ids?: readonly string[];
}

export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

export interface LiveSocketOptions {
  url: string;
  /** Told who is meditating now: count in all, intentions for each intention (in the spec's words). */
  onCount: (count: number, intentions: IntentionCounts) => void;
  onStatus?: (connected: boolean) => void;
  /** Given one measurement of the clock offset per time-sync answer; bursts are sent on every open when set. */
  onTimeSample?: (sample: ClockSample) => void;
  /** Told when the server's clock was set, before the new measurements are asked for. */
  onClockChanged?: () => void;
  /** Told when the signed-in person's own sit changed, here or on another device; null when it ended. */
  onActiveSit?: (sit: ActiveSit | null) => void;
  /** Told when the figures the stats service answers for the signed-in person changed: its read models have their latest sit. */
  onFiguresChanged?: () => void;
  /** The device clock, for tests. */
  now?: () => number;
  createSocket?: (url: string) => WebSocket;
  log?: (message: string, detail?: unknown) => void;
}

export class LiveSocket {
  private socket: WebSocket | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private syncTimers: ReturnType<typeof setTimeout>[] = [];
  private closed = false;
  private userId: string | null = null;
  /**
   * The person's meditation in progress, said again after every reconnect so
   * the live count keeps them (the server forgets a dropped connection's state).
   * Set by startMeditation, cleared by endMeditation. Nothing else is queued.
   */
  private meditating: Extract<OutgoingMessage, { type: 'startMeditation' }> | null = null;
  /** Every page's group-session watch; the server is told their union, now and after every reconnect. */
  private readonly watches = new Map<number, { watch: GroupSessionWatch; listener: (message: GroupSessionLiveMessage) => void }>();
  private nextWatch = 0;
  private lastWatchSent = '';
  /** The latest word on who is sitting in each watched session, handed to a page that starts watching it later. */
  private readonly sitting = new Map<string, Extract<GroupSessionLiveMessage, { type: 'groupSessionPresence' }>>();

  constructor(private readonly options: LiveSocketOptions) {}

  connect(): void {
    this.closed = false;
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    let socket: WebSocket;
    try {
      socket = create(this.options.url);
    } catch (error) {
      this.log('Live connection failed', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.options.onStatus?.(true);
      if (this.userId) this.transmit({ type: 'userConnected', userId: this.userId });
      if (this.meditating) this.transmit(this.meditating);
      this.lastWatchSent = '';
      this.sendWatches();
      this.syncClock();
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onerror = (event) => this.log('Live connection error', event);
    socket.onclose = () => {
      // A connection closed on purpose, or already replaced by a newer one, is no reason to reconnect.
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.onStatus?.(false);
      this.scheduleReconnect();
    };
  }

  /** Tells the server who is here, now and after every reconnect. */
  identify(userId: string): void {
    this.userId = userId;
    this.transmit({ type: 'userConnected', userId });
  }

  /** Sends now if connected; otherwise the message is dropped, except that a meditation in progress is said again on reconnect. */
  send(message: OutgoingMessage): void {
    if (message.type === 'startMeditation') this.meditating = message;
    else if (message.type === 'endMeditation') this.meditating = null;
    this.transmit(message);
  }

  /**
   * Hears about group sessions until the answered function is called: status changes of every
   * session when `list`, and status and who is sitting in each of `ids`. Watches of several
   * pages at once add up.
   */
  watchGroupSessions(watch: GroupSessionWatch, listener: (message: GroupSessionLiveMessage) => void): () => void {
    const key = this.nextWatch++;
    this.watches.set(key, { watch, listener });
    this.sendWatches();
    for (const id of watch.ids ?? []) {
      const known = this.sitting.get(id);
      if (known) listener(known);
    }
    return () => {
      this.watches.delete(key);
      const watched = new Set([...this.watches.values()].flatMap(({ watch: other }) => other.ids ?? []));
      for (const id of this.sitting.keys()) if (!watched.has(id)) this.sitting.delete(id);
      this.sendWatches();
    };
  }

  private sendWatches(): void {
    let list = false;
    const ids = new Set<string>();
    for (const { watch } of this.watches.values()) {
      list ||= watch.list === true;
      for (const id of watch.ids ?? []) ids.add(id);
    }
    const message = { type: 'watchGroupSessions', list, groupSessionIds: [...ids].sort() } satisfies LiveClientMessage;
    const text = JSON.stringify(message);
    // Nothing to say before the first watch, nor when the union did not change.
    if (text === this.lastWatchSent || (this.lastWatchSent === '' && this.watches.size === 0)) return;
    if (this.socket?.readyState !== 1) return;
    this.lastWatchSent = text;
    this.socket.send(text);
  }

  /**
   * Sends a burst of time-sync requests, and another once the page has settled; each answer becomes a clock sample.
   * Called on every open (a reconnect may follow a sleep or a clock change)
   * and by the page when it comes back to the foreground.
   */
  syncClock(): void {
    if (!this.options.onTimeSample) return;
    this.clearSync();
    for (const start of [0, TIME_SYNC_FOLLOW_UP_MS]) {
      for (let i = 0; i < TIME_SYNC_SAMPLES; i++) {
        this.syncTimers.push(setTimeout(() => this.transmit({ type: 'timeSync', t0: this.now() }), start + i * TIME_SYNC_SPACING_MS));
      }
    }
  }

  private clearSync(): void {
    for (const timer of this.syncTimers) clearTimeout(timer);
    this.syncTimers = [];
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private transmit(message: LiveClientMessage): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.closed = true;
    this.clearSync();
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.close();
    this.options.onStatus?.(false);
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) this.connect();
    }, RECONNECT_DELAY_MS);
  }

  private receive(data: unknown): void {
    const message = parseLiveServerMessage(String(data));
    if (!message) {
      this.log('Unreadable live message', data);
      return;
    }
    switch (message.type) {
      case 'activeMeditators':
        this.options.onCount(message.count, message.intentions);
        break;
      case 'timeSync': {
        const sample = clockSample(message.t0, message.serverTime, this.now());
        if (sample) this.options.onTimeSample?.(sample);
        break;
      }
      case 'clockChanged':
        this.options.onClockChanged?.();
        this.syncClock();
        break;
      case 'activeSit':
        this.options.onActiveSit?.(message.sit);
        break;
      case 'figuresChanged':
        this.options.onFiguresChanged?.();
        break;
      case 'groupSessionStatus':
      case 'groupSessionPresence':
      case 'groupSessionParticipants':
      case 'groupSessionClosingLines':
        if (message.type === 'groupSessionPresence') this.sitting.set(message.groupSessionId, message);
        for (const { watch, listener } of [...this.watches.values()]) {
          const about = watch.ids?.includes(message.groupSessionId) ?? false;
          if (about || (watch.list === true && message.type === 'groupSessionStatus')) listener(message);
        }
        break;
    }
  }

  private log(message: string, detail?: unknown): void {
    (this.options.log ?? ((text: string, extra?: unknown) => console.debug(text, extra)))(message, detail);
  }
}
