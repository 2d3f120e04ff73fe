// Anchor: what one Redis read per request costs in Node with the usual tools. Express checks the
// signed session cookie, reads the meditation in progress with one Redis GET, computes the seconds
// left and answers JSON. Settings: ANCHOR_REDIS_URL, ANCHOR_SESSION_SECRET.
import express from 'express';
import { Redis } from 'ioredis';
import { parseCookieHeader, SESSION_COOKIE, verifySessionCookie } from '@peace/kit';
import { announcePort, anchorSessionKey, type AnchorSession } from './announce.js';

const redis = new Redis(process.env['ANCHOR_REDIS_URL'] ?? 'redis://127.0.0.1:6379');
const secret = process.env['ANCHOR_SESSION_SECRET'] ?? '';

const app = express();
app.disable('x-powered-by');
app.get('/active-session', async (req, res) => {
  const sid = verifySessionCookie(parseCookieHeader(req.header('cookie')).get(SESSION_COOKIE), secret);
  if (!sid) {
    res.status(401).json({ message: 'Not signed in' });
    return;
  }
  const raw = await redis.get(anchorSessionKey(sid));
  if (raw === null) {
    res.status(404).json({ message: 'No active session' });
    return;
  }
  const session = JSON.parse(raw) as AnchorSession;
  const remainingMs = session.duration * 60_000 - (Date.now() - session.startTime);
  res.json({ state: 'meditating', intention: session.intention, duration: session.duration, remainingSeconds: Math.max(0, Math.ceil(remainingMs / 1000)) });
});
const server = app.listen(0, '127.0.0.1', () => announcePort(server));
