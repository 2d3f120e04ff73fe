import type { Server } from 'node:http';
import express from 'express';
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

/**
 * An Express anchor's one route, GET /active-session: checks the signed session cookie, answers what
 * `read` finds for its session id (404 for nothing, 500 when it fails), and announces its port.
 */
export function serveActiveSession(secret: string, read: (sid: string) => Promise<object | null>): void {
  const app = express();
  app.disable('x-powered-by');
  app.get('/active-session', async (req, res) => {
    const sid = verifySessionCookie(parseCookieHeader(req.header('cookie')).get(SESSION_COOKIE), secret);
    if (!sid) {
      res.status(401).json({ message: 'Not signed in' });
      return;
    }
    try {
      const active = await read(sid);
      if (active) res.json({ state: 'meditating', ...active });
      else res.status(404).json({ message: 'No active session' });
    } catch {
      res.status(500).json({ message: 'Internal server error' });
    }
  });
  const server = app.listen(0, '127.0.0.1', () => announcePort(server));
}

/** A meditation kept in Redis as its answer: its intention, its length and the whole seconds left now. */
export function activeAnswer(raw: string): { intention: string; duration: number; remainingSeconds: number } {
  const session = JSON.parse(raw) as AnchorSession;
  const remainingMs = session.duration * 60_000 - (Date.now() - session.startTime);
  return { intention: session.intention, duration: session.duration, remainingSeconds: Math.max(0, Math.ceil(remainingMs / 1000)) };
}
