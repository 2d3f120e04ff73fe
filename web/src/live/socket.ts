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
export const TIME_SYNC_SAMPLES = 5;
export const TIME_SYNC_SPACING_MS = 200;

export type OutgoingMessage =
  | { type: 'userConnected'; userId: string }
  /** The intention in the spec's words ('Non-Violence'), as events carry it. */
  | { type: 'startMeditation'; userId?: string; intention?: string }
  | { type: 'endMeditation'; userId?: string }
  | { type: 'timeSync'; t0: number };

export type IncomingMessage = { type: 'activeMeditators'; count: number } | { type: string; [key: string]: unknown };

export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

export interface LiveSocketOptions {
  url: string;
  onCount: (count: number) => void;
  onStatus?: (connected: boolean) => void;
  /** Given one measurement of the clock offset per time-sync answer; bursts are sent on every open when set. */
  onTimeSample?: (sample: ClockSample) => void;
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
      this.syncClock();
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onerror = (event) => this.log('Live connection error', event);
    socket.onclose = () => {
      this.options.onStatus?.(false);
      if (this.socket === socket) this.socket = null;
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
   * Sends a burst of time-sync requests; each answer becomes a clock sample.
   * Called on every open (a reconnect may follow a sleep or a clock change)
   * and by the page when it comes back to the foreground.
   */
  syncClock(): void {
    if (!this.options.onTimeSample) return;
    this.clearSync();
    for (let i = 0; i < TIME_SYNC_SAMPLES; i++) {
      this.syncTimers.push(setTimeout(() => this.transmit({ type: 'timeSync', t0: this.now() }), i * TIME_SYNC_SPACING_MS));
    }
  }

  private clearSync(): void {
    for (const timer of this.syncTimers) clearTimeout(timer);
    this.syncTimers = [];
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private transmit(message: OutgoingMessage): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  close(): void {
    this.closed = true;
    this.clearSync();
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) this.connect();
    }, RECONNECT_DELAY_MS);
  }

  private receive(data: unknown): void {
    let message: IncomingMessage;
    try {
      message = JSON.parse(String(data)) as IncomingMessage;
    } catch {
      this.log('Unreadable live message', data);
      return;
    }
    if (message.type === 'activeMeditators' && typeof message.count === 'number') {
      this.options.onCount(message.count);
    } else if (message.type === 'timeSync') {
      const sample = clockSample(Number(message['t0']), Number(message['serverTime']), this.now());
      if (sample) this.options.onTimeSample?.(sample);
    } else if (message.type !== 'newSession') {
      this.log('Live message', message);
    }
  }

  private log(message: string, detail?: unknown): void {
    (this.options.log ?? ((text: string, extra?: unknown) => console.debug(text, extra)))(message, detail);
  }
}
