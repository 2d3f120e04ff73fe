import WebSocket from 'ws';
import { waitFor } from '@peace/scripts/testing';
import { frameText } from '../ws/presence.js';

/** A /ws socket that remembers every count and time-sync answer it was sent, and the type of every message. */
export class LiveClient {
  readonly counts: { count: number; intentions: Record<string, number>; at: number }[] = [];
  readonly timeSyncs: { t0: number; serverTime: number }[] = [];
  /** The type of every message, in the order they came. */
  readonly types: string[] = [];
  readonly socket: WebSocket;
  readonly opened: Promise<void>;

  constructor(url: string, headers: Record<string, string> = {}) {
    this.socket = new WebSocket(url, { headers });
    this.socket.on('message', (raw) => {
      const message = JSON.parse(frameText(raw)) as { type: string; count: number; intentions: Record<string, number>; t0: number; serverTime: number };
      this.types.push(message.type);
      if (message.type === 'activeMeditators') this.counts.push({ count: message.count, intentions: message.intentions, at: Date.now() });
      if (message.type === 'timeSync') this.timeSyncs.push({ t0: message.t0, serverTime: message.serverTime });
    });
    this.opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  /** How many messages of a type it was sent. */
  received(type: string): number {
    return this.types.filter((received) => received === type).length;
  }

  get last(): number | undefined {
    return this.counts.at(-1)?.count;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Sends a time sync and waits for its answer. The gateway handles a socket's messages in the order
   * they came, so every message sent before this one has been handled once it resolves.
   */
  async roundTrip(timeoutMs = 5000): Promise<void> {
    const t0 = Date.now() + Math.random();
    this.send({ type: 'timeSync', t0 });
    await waitFor('the answer to a time sync', () => this.timeSyncs.some((answer) => answer.t0 === t0), { timeoutMs, intervalMs: 10 });
  }

  /** Waits for the count to read count; answers how long that took. */
  until(count: number, timeoutMs: number): Promise<number> {
    return waitFor(`the count to read ${count}`, () => this.last === count, { timeoutMs, intervalMs: 10, detail: () => `it reads ${String(this.last)}` });
  }
}
