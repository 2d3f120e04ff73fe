import type { Clock } from '@peace/kit';

/** What a client sends to measure its clock against the server's: its own send time, echoed back. */
export interface TimeSyncRequest {
  type: 'timeSync';
  t0: number;
}

export interface TimeSyncReply extends TimeSyncRequest {
  /** Milliseconds since the epoch on the services' clock when the request was read. */
  serverTime: number;
}

/**
 * The answer to a time-sync request, or null when the message is not one a client could use:
 * t0 must be a finite number, since the client pairs answers with its requests by it.
 */
export function timeSyncReply(message: { type?: unknown; t0?: unknown }, clock: Clock): TimeSyncReply | null {
  if (message.type !== 'timeSync' || typeof message.t0 !== 'number' || !Number.isFinite(message.t0)) return null;
  return { type: 'timeSync', t0: message.t0, serverTime: clock.now().getTime() };
}
