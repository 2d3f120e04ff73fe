import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Refusal } from '../rate-limit.js';

export interface SocketAdmissionOptions {
  /** The app's public URL: a page of any other origin may not open the socket. */
  publicUrl: string;
  /** The connect's rate limits; resolves with a refusal, or null when the connect may go on. */
  limit: (req: http.IncomingMessage) => Promise<Refusal | null>;
}

/** Answers an upgrade request with a plain HTTP refusal and closes the connection, before any upgrade. */
function refuse(socket: Duplex, status: number, message: string, headers: Record<string, string> = {}): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message });
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Decides whether a live socket's upgrade (/ws and /graphql alike) may go on: a browser page of another site may not open it (a
 * browser always sends the page's Origin; clients that are not browsers send none), and the
 * connect must be within its rate limits. A refused upgrade gets its HTTP answer and no socket.
 */
export function createSocketAdmission(options: SocketAdmissionOptions) {
  const ours = new URL(options.publicUrl).origin;
  return (req: http.IncomingMessage, socket: Duplex, admitted: () => void): void => {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== ours) {
      refuse(socket, 403, 'Cross-site socket refused');
      return;
    }
    options.limit(req).then(
      (refusal) => {
        if (refusal) refuse(socket, 429, refusal.message, { 'Retry-After': String(refusal.retryAfterSeconds) });
        else if (!socket.destroyed) admitted();
      },
      () => socket.destroy(),
    );
  };
}
