import type { Server } from 'node:http';
import { parseCookieHeader, SESSION_COOKIE, verifySessionCookie } from '@peace/kit';

/** The first line an anchor writes: the port it listens on, for the bench that started it. */
export function announcePort(server: Server): void {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('anchor is not listening on a TCP port');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
}

/** Where the bench leaves the Express + ioredis anchor its meditation in progress. */
export const anchorSessionKey = (sid: string) => `bench:anchor:active:${sid}`;

export interface AnchorSession {
  intention: string;
  /** Minutes. */
  duration: number;
  /** Epoch ms. */
  startTime: number;
}

/** The session id a request's signed session cookie carries, or null when it carries none that verifies. */
export function anchorSid(cookieHeader: string | undefined, secret: string): string | null {
  return verifySessionCookie(parseCookieHeader(cookieHeader).get(SESSION_COOKIE), secret);
}

/** A meditation kept in Redis as its answer: its intention, its length and the whole seconds left now. */
export function activeAnswer(raw: string): { intention: string; duration: number; remainingSeconds: number } {
  const session = JSON.parse(raw) as AnchorSession;
  const remainingMs = session.duration * 60_000 - (Date.now() - session.startTime);
  return { intention: session.intention, duration: session.duration, remainingSeconds: Math.max(0, Math.ceil(remainingMs / 1000)) };
}
